import { mensagensPrazos } from '@portal/shared/mensagens/prazos';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abrirDetalhe, abrirTela, celulas, linha, marketing, notas, servidor } from './servidorChamados.tsx';

// Ticket deadlines on /admin-chamados (issue 36), against the tickets API's stand-in.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const atrasado = {
  ...notas,
  prazo: {
    alvo: 'primeira_resposta',
    vence_em: '2026-03-05T17:30:00.000Z',
    atrasado: true,
    minutos_uteis_restantes: 0,
  },
} as const;
const emDia = {
  ...marketing,
  prazo: { alvo: 'resolucao', vence_em: '2026-03-09T14:00:00.000Z', atrasado: false, minutos_uteis_restantes: 120 },
} as const;

const opcoesDe = (rotulo: string) =>
  [...(screen.getByLabelText(rotulo) as HTMLSelectElement).options].map((opcao) => opcao.textContent);

describe('deadlines on the admin ticket list (issue 36)', () => {
  it("shows each ticket's badge and due time, and sends the late filter and the order by deadline", async () => {
    const api = servidor([emDia, atrasado]);
    api.estado.prazosAtivos = true;
    await abrirTela('admin', '/admin-chamados');
    await screen.findByRole('columnheader', { name: mensagensPrazos.colunaPrazo });
    expect(celulas(linha('CH-1001'))).toContain('AtrasadoPrimeira resposta: 05/03/2026 14:30');
    expect(within(linha('CH-1001')).getByText('Atrasado').className).toBe('badge badge--cancelado');
    expect(celulas(linha('CH-1002'))).toContain('Vence em 2 hResolução: 09/03/2026 11:00');
    expect(opcoesDe('Status')).toContain('Aguardando franqueado');

    await act(async () =>
      fireEvent.change(screen.getByLabelText(mensagensPrazos.ordenarPor), { target: { value: 'prazo' } }),
    );
    await act(async () =>
      fireEvent.change(screen.getByLabelText(mensagensPrazos.colunaPrazo), { target: { value: '1' } }),
    );
    // The list asked with both (the unfiltered count is asked apart, with neither).
    await waitFor(() =>
      expect(
        api
          .listas()
          .some(({ parametros }) => parametros.get('ordem') === 'prazo' && parametros.get('atrasados') === '1'),
      ).toBe(true),
    );

    const detalhe = await abrirDetalhe('CH-1001');
    const seletor = within(detalhe).getByLabelText('Alterar status') as HTMLSelectElement;
    expect([...seletor.options].map((opcao) => opcao.value)).toEqual([
      'Aberto',
      'Em andamento',
      'Aguardando franqueado',
      'Resolvido',
    ]);
  });

  it("on, a franchisee's own list offers the status 'Aguardando franqueado' and no deadline", async () => {
    const api = servidor([marketing, notas]);
    api.estado.prazosAtivos = true;
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    expect(opcoesDe('Status')).toContain('Aguardando franqueado');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).not.toContain(mensagensPrazos.colunaPrazo);
    expect(screen.queryByLabelText(mensagensPrazos.ordenarPor)).toBeNull();
  });

  it('switched off, the list is as the spec has it: no deadline column, control or status', async () => {
    servidor([marketing, notas]);
    await abrirTela('admin', '/admin-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Protocolo',
      'Solicitante',
      'Título',
      'Status',
      'Última atividade',
      'Ações',
    ]);
    expect(screen.queryByLabelText(mensagensPrazos.ordenarPor)).toBeNull();
    expect(opcoesDe('Status')).not.toContain('Aguardando franqueado');
    const detalhe = await abrirDetalhe('CH-1001');
    const seletor = within(detalhe).getByLabelText('Alterar status') as HTMLSelectElement;
    expect([...seletor.options].map((opcao) => opcao.value)).toEqual(['Aberto', 'Em andamento', 'Resolvido']);
  });
});
