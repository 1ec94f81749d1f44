import type { Log } from '@portal/shared/schemas/logs';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lerBuscaLogs } from '../src/features/logs/buscaUrl.ts';
import { LogsPage } from '../src/features/logs/LogsPage.tsx';
import { logsPorPagina } from '../src/features/logs/logsApi.ts';
import { renderTelaComBusca } from './renderWithRouter.tsx';

// 'Mostrando X de Y': X is what the list shows, page after page — 92 logs in pages of 50 read 'Mostrando 50
// de 92 logs' until 'Carregar mais' brings the rest (the screen said 92 with 50 rows on it).

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const logs: Log[] = Array.from({ length: 92 }, (_, indice) => ({
  id: `log-${indice}`,
  tipo: 'Usuario',
  acao: 'Login',
  usuario: 'franqueado',
  usuario_id: 'u1',
  usuario_email: 'franqueado@franquia.dev',
  detalhes: 'Login com usuário e senha',
  created_at: new Date(Date.UTC(2026, 2, 5, 12, 0, 92 - indice)).toISOString(),
}));

const json = (corpo: unknown) =>
  new Response(JSON.stringify(corpo), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** GET /api/admin/logs as the API pages it: the continuation is the next offset; the first page has the counts. */
function servidor() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (entrada) => {
    const url = new URL(String(entrada), 'http://portal.test');
    if (url.pathname === '/api/users') return json({ users: [] });
    if (url.pathname !== '/api/admin/logs') return new Response('', { status: 404 });
    const inicio = Number(url.searchParams.get('continuacao') ?? 0);
    const fim = inicio + Number(url.searchParams.get('limite'));
    return json({
      logs: logs.slice(inicio, fim),
      continuacao: fim < logs.length ? String(fim) : null,
      ...(inicio === 0
        ? {
            total_filtrado: logs.length,
            resumo: { total: logs.length, pedidos: 0, produtos: 0, usuarios: 92, sistema: 0 },
          }
        : {}),
    });
  });
}

const abrirLogs = () =>
  renderTelaComBusca({ path: '/logs', url: '/logs' }, lerBuscaLogs, (busca, onBusca) => (
    <LogsPage busca={busca} onBusca={onBusca} />
  ));

describe("the lists' 'Mostrando X de Y'", () => {
  it('counts the rows on screen, not the ones still behind "Carregar mais"', async () => {
    servidor();
    await abrirLogs();
    expect(await screen.findByText('Mostrando 50 de 92 logs')).toBeTruthy();
    expect(screen.getAllByRole('rowheader')).toHaveLength(logsPorPagina);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' })));
    expect(await screen.findByText('Mostrando 92 de 92 logs')).toBeTruthy();
    expect(screen.getAllByRole('rowheader')).toHaveLength(92);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });
});
