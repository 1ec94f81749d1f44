import { mensagens } from '@portal/shared/mensagens/geral';
import { errosLoginMicrosoft } from '@portal/shared/mensagens/loginMicrosoft';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from '../src/app/router.tsx';
import { type ScreenPath, screens } from '../src/app/screens.ts';
import { parseSearch, stringifySearch } from '../src/app/searchParams.ts';
import { codigoDaFalha } from '../src/features/auth/falhaMicrosoft.ts';
import { ApiError } from '../src/lib/apiClient.ts';
import { renderApp, testConfig, testQueryClient } from './renderWithRouter.tsx';

// Signed out throughout: nothing here calls the API.
afterEach(cleanup);

const errorText = async () => (await screen.findByRole('alert')).textContent;

describe('/microsoft-login-error', () => {
  it.each(Object.entries(errosLoginMicrosoft))('shows the text of the known code %s', async (codigo, texto) => {
    await renderApp(`/microsoft-login-error?error=${codigo}`);
    expect(await errorText()).toBe(texto);
  });

  it.each([
    // The parameter is in a link anyone can build: no text of theirs reaches the page.
    [
      'a phishing text',
      `error=${encodeURIComponent('Conta bloqueada. Ligue para 0800 000 0000 e informe sua senha.')}`,
    ],
    ['plain text', 'error=Conta%20bloqueada'],
    ['an OAuth error code the portal does not name', 'error=access_denied'],
    ['a number', 'error=123'],
    ['a boolean', 'error=true'],
    ['null', 'error=null'],
    ['JSON-looking text', `error=${encodeURIComponent('{"codigo": 7, "motivo": "x"}')}`],
    ['markup', `error=${encodeURIComponent('<b>negrito</b>')}`],
    ['a long text', `error=${'a'.repeat(5_000)}`],
    ["a name of every object's prototype", 'error=toString'],
    ['__proto__', 'error=__proto__'],
    ['a known code in another case', 'error=CONTA_INVALIDA'],
    ['nothing', ''],
    ['an empty error', 'error='],
    ['blanks', 'error=%20%20'],
    ['another parameter', 'outro=1'],
  ])('shows the default text for %s, never what was given', async (_nome, query) => {
    await renderApp(`/microsoft-login-error?${query}`);
    expect(await errorText()).toBe(mensagens.erroAutenticacaoMicrosoft);
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe('/microsoft-login');
  });
});

describe('the work-account callback names its failure by code', () => {
  it.each([
    [new ApiError(mensagens.tokenMicrosoftInvalido, 401), 'conta_invalida'],
    [new ApiError('Token Microsoft ausente.', 400), undefined],
    [new ApiError(mensagens.servicoIndisponivel, 503), 'indisponivel'],
    [new ApiError(mensagens.erroInterno, 500), 'indisponivel'],
    [new ApiError(mensagens.erroConexao, 0), 'sem_conexao'],
    [new Error('interaction_in_progress: MSAL'), undefined],
  ] as const)('%s → %s', (erro, codigo) => {
    expect(codigoDaFalha(erro)).toBe(codigo);
  });
});

describe('search params', () => {
  it('stay text both ways', () => {
    expect(parseSearch('?error=123&b=true&c=%7B%7D')).toEqual({ error: '123', b: 'true', c: '{}' });
    expect(stringifySearch({ error: '123', pagina: 2, vazio: undefined, objeto: { a: 1 } })).toBe(
      '?error=123&pagina=2',
    );
    expect(stringifySearch({})).toBe('');
    expect(parseSearch(stringifySearch({ error: 'a b&c=d' }))).toEqual({ error: 'a b&c=d' });
  });
});

describe('unknown paths', () => {
  it('signed out: a pt-BR page with the way to sign in, not the router default', async () => {
    await renderApp('/pagina/que-nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.queryByText('Not Found')).toBeNull();
    expect(screen.getByRole('link', { name: 'Entrar no portal' }).getAttribute('href')).toBe('/microsoft-login');
  });
});

describe('the routes are the addresses of app/screens.ts', () => {
  const router = createAppRouter({ config: testConfig, queryClient: testQueryClient() });
  const rotas = Object.values(router.routesByPath).filter((rota) => rota.fullPath !== '/$');

  it('serves every address of the table and no other, the signed-in screens inside the frame', () => {
    expect(rotas.map((rota) => rota.fullPath).sort()).toEqual(Object.keys(screens).sort());
    for (const rota of rotas) {
      const { acesso } = screens[rota.fullPath as ScreenPath];
      expect(rota.parentRoute?.id === '/app', `${rota.fullPath} (${acesso})`).toBe(acesso === 'comSessao');
    }
  });

  it('guards the sign-ins, `/` and every screen the table gives a permission, and nothing else', () => {
    for (const rota of rotas) {
      const tela = screens[rota.fullPath as ScreenPath];
      const guardada = tela.acesso === 'semSessao' || tela.acesso === 'raiz' || 'permissao' in tela;
      expect(Boolean(rota.options.beforeLoad), rota.fullPath).toBe(guardada);
    }
  });
});
