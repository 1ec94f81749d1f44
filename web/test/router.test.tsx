import { mensagens } from '@portal/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { maximoTextoErro } from '../src/app/router.tsx';
import { parseSearch, stringifySearch } from '../src/app/searchParams.ts';
import { renderApp } from './renderWithRouter.tsx';

// Signed out throughout: nothing here calls the API.
afterEach(cleanup);

const errorText = async () => (await screen.findByRole('alert')).textContent;

describe('/microsoft-login-error', () => {
  it.each([
    ['plain text', 'error=Conta%20bloqueada', 'Conta bloqueada'],
    // The router's default JSON parsing turned these into a number, a boolean, null and an object.
    ['a number', 'error=123', '123'],
    ['a boolean', 'error=true', 'true'],
    ['null', 'error=null', 'null'],
    [
      'JSON-looking text',
      `error=${encodeURIComponent('{"codigo": 7, "motivo": "x"}')}`,
      '{"codigo": 7, "motivo": "x"}',
    ],
    ['a quoted string', `error=${encodeURIComponent('"entre aspas"')}`, '"entre aspas"'],
    ['markup, as plain text', `error=${encodeURIComponent('<b>negrito</b>')}`, '<b>negrito</b>'],
  ])('shows %s as given', async (_name, query, shown) => {
    await renderApp(`/microsoft-login-error?${query}`);
    expect(await errorText()).toBe(shown);
    expect(document.querySelector('b')).toBeNull();
  });

  it('caps a long text', async () => {
    await renderApp(`/microsoft-login-error?error=${'a'.repeat(5_000)}`);
    expect(await errorText()).toBe('a'.repeat(maximoTextoErro));
  });

  it.each(['', '?error=', '?error=%20%20', '?outro=1'])('shows the default text for %j', async (search) => {
    await renderApp(`/microsoft-login-error${search}`);
    expect(await errorText()).toBe(mensagens.erroAutenticacaoMicrosoft);
    expect(screen.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe('/microsoft-login');
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
