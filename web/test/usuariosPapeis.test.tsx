import { formatDate } from '@portal/shared/format/dates';
import { mensagensUsuarios } from '@portal/shared/mensagens/usuarios';
import type { Papel } from '@portal/shared/schemas/auth';
import type { UsuarioAdmin } from '@portal/shared/schemas/usuariosAdmin';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bloqueioDoPapel,
  ehAdministrador,
  falhaAoAlterar,
  falhaAoCarregar,
  papelPedido,
} from '../src/features/usuarios/papeis.ts';
import { UsuarioCard } from '../src/features/usuarios/UsuarioCard.tsx';
import { ApiError } from '../src/lib/apiClient.ts';
import { renderInRouter } from './renderWithRouter.tsx';

afterEach(cleanup);

const eu = (role: Papel) => ({ id: 'eu', role });
const outro = (role: Papel) => ({ id: 'outro', role });

describe("the 'Administrador' checkbox", () => {
  it('is checked for admin and master; ticking asks for admin, unticking for user', () => {
    expect([ehAdministrador('user'), ehAdministrador('admin'), ehAdministrador('master')]).toEqual([false, true, true]);
    expect(papelPedido(true)).toBe('admin');
    expect(papelPedido(false)).toBe('user');
  });

  it.each<[Papel, Papel, string | null]>([
    // Master modifies anyone who is not master.
    ['master', 'user', null],
    ['master', 'admin', null],
    ['master', 'master', mensagensUsuarios.bloqueioMaster],
    // Admin modifies only plain users.
    ['admin', 'user', null],
    ['admin', 'admin', mensagensUsuarios.bloqueioAdmin],
    ['admin', 'master', mensagensUsuarios.bloqueioMaster],
    // A user modifies nobody (the screen refuses them anyway).
    ['user', 'user', mensagensUsuarios.bloqueioAdmin],
    ['user', 'master', mensagensUsuarios.bloqueioMaster],
  ])('%s on another %s: %s', (ator, alvo, bloqueio) => {
    expect(bloqueioDoPapel(eu(ator), outro(alvo))).toBe(bloqueio);
  });

  it.each<Papel>(['master', 'admin', 'user'])('is disabled for oneself (%s)', (papel) => {
    expect(bloqueioDoPapel(eu(papel), eu(papel))).toBe(mensagensUsuarios.bloqueioProprio);
  });
});

describe('messages', () => {
  it("a 403 has the spec's text; other refusals the API's message; no answer the spec's fallback", () => {
    expect(falhaAoAlterar(new ApiError('Acesso negado.', 403))).toBe(mensagensUsuarios.proibido);
    expect(falhaAoAlterar(new ApiError(mensagensUsuarios.usuarioNaoEncontrado, 404))).toBe(
      mensagensUsuarios.usuarioNaoEncontrado,
    );
    expect(falhaAoAlterar(new ApiError('Erro de conexão. Tente novamente.', 0))).toBe(mensagensUsuarios.erroAtualizar);
  });

  it("a load failure names the reason when there is one: 'Erro ao carregar usuários: {message}'", () => {
    expect(falhaAoCarregar(new ApiError('Serviço temporariamente indisponível.', 503))).toBe(
      'Erro ao carregar usuários: Serviço temporariamente indisponível.',
    );
    expect(falhaAoCarregar(new ApiError(mensagensUsuarios.erroCarregar(), 500))).toBe('Erro ao carregar usuários');
    expect(falhaAoCarregar(new TypeError('x'))).toBe('Erro ao carregar usuários');
  });

  it('dates are Brazilian days in Brasília time', () => {
    // 01:30 UTC on 6 March is still 5 March in Brasília.
    expect(formatDate('2026-03-06T01:30:00.000Z')).toBe('05/03/2026');
    expect(formatDate('não é data')).toBe('');
  });
});

const usuario: UsuarioAdmin = {
  id: 'u1',
  username: 'élida',
  email: 'elida@franquia.dev',
  role: 'admin',
  created_at: '2026-03-06T01:30:00.000Z',
  email_verified: true,
  origem: 'microsoft',
  unidades: [],
};

describe('UsuarioCard', () => {
  // Under a router: the card links to the log filtered by the user.
  const mostrar = async (props: Partial<Parameters<typeof UsuarioCard>[0]> = {}) => {
    const onAlterar = vi.fn();
    await renderInRouter(
      <ul>
        <UsuarioCard
          usuario={usuario}
          administrador={true}
          bloqueio={null}
          ocupado={false}
          onAlterar={onAlterar}
          {...props}
        />
      </ul>,
    );
    return { onAlterar, caixa: screen.getByRole('checkbox', { name: /^Administrador/ }) as HTMLInputElement };
  };

  it('shows initial, name, e-mail, role, verified, sign-in method and date, and links to their log', async () => {
    await mostrar();
    const cartao = screen.getByRole('listitem', { name: 'élida' });
    expect(cartao.querySelector('.usuario__avatar')?.textContent).toBe('É');
    expect([...cartao.querySelectorAll('.badge')].map((selo) => selo.textContent)).toEqual(['Admin', 'Verificado']);
    for (const texto of ['elida@franquia.dev', 'Conta Microsoft', '05/03/2026']) {
      expect(cartao.textContent).toContain(texto);
    }
    const log = screen.getByRole('link', { name: `${mensagensUsuarios.verNoLog} — élida` });
    expect(log.getAttribute('href')).toBe('/logs?usuarioId=u1');
  });

  it('reports a click with the new state', async () => {
    const { onAlterar, caixa } = await mostrar();
    expect(caixa.checked).toBe(true);
    expect(caixa.disabled).toBe(false);
    await act(async () => fireEvent.click(caixa));
    expect(onAlterar).toHaveBeenCalledWith(false);
  });

  it('is disabled with its reason, and while a change is sent', async () => {
    const { caixa } = await mostrar({ bloqueio: mensagensUsuarios.bloqueioMaster });
    expect(caixa.disabled).toBe(true);
    const dica = document.getElementById(caixa.getAttribute('aria-describedby') ?? '');
    expect(dica?.textContent).toBe(mensagensUsuarios.bloqueioMaster);
    cleanup();
    expect((await mostrar({ ocupado: true })).caixa.disabled).toBe(true);
  });

  it("has no 'Verificado' badge for an unverified e-mail", async () => {
    await mostrar({ usuario: { ...usuario, email_verified: false, role: 'user', origem: 'senha' } });
    const cartao = screen.getByRole('listitem', { name: 'élida' });
    expect([...cartao.querySelectorAll('.badge')].map((selo) => selo.textContent)).toEqual(['Usuário']);
    expect(cartao.textContent).toContain('Usuário e senha');
  });
});
