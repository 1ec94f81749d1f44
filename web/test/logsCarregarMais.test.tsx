import { mensagens } from '@portal/shared/mensagens/geral';
import { mensagensLogs } from '@portal/shared/mensagens/logs';
import type { Log } from '@portal/shared/schemas/logs';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lerBuscaLogs } from '../src/features/logs/buscaUrl.ts';
import { LogsPage } from '../src/features/logs/LogsPage.tsx';
import { renderTelaComBusca } from './renderWithRouter.tsx';

// 'Carregar mais' on /logs against a stand-in of GET /api/admin/logs behind a fetch spy, which answers at once: what
// decides the outcome is the screen's own state, not the network's timing (issue 32: a click after a filter change
// left the list at 50 rows, not 52).

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'Content-Type': 'application/json' } });

/** 112 entries newest first, sign-ins and orders interleaved: 52 'Login', three pages unfiltered, two filtered. */
const todos: Log[] = Array.from({ length: 112 }, (_, indice) => ({
  id: `log-${indice}`,
  tipo: indice % 2 === 0 && indice < 104 ? 'Usuario' : 'Pedido',
  acao: indice % 2 === 0 && indice < 104 ? 'Login' : 'Pedido criado',
  usuario: 'franqueado',
  usuario_id: 'u1',
  usuario_email: 'franqueado@franquia.dev',
  detalhes: `entrada ${indice}`,
  created_at: new Date(Date.UTC(2026, 2, 5, 12, 0, 0) - indice * 60_000).toISOString(),
}));

interface Pedida {
  acao: string | null;
  continuacao: string | null;
}

/** The logs API: pages of 50 filtered by action text, the continuation token the next page's offset. */
function servidor() {
  const pedidas: Pedida[] = [];
  /** Answers the next page request with this status instead, once. */
  const falhas: number[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (entrada) => {
    const url = new URL(String(entrada), 'http://portal.test');
    if (url.pathname === '/api/users') return json({ users: [] });
    if (url.pathname !== '/api/admin/logs') return new Response('', { status: 404 });
    const acao = url.searchParams.get('acao');
    const continuacao = url.searchParams.get('continuacao');
    pedidas.push({ acao, continuacao });
    if (continuacao && falhas.length > 0) return new Response('', { status: falhas.shift() });
    const filtrados = todos.filter((log) => !acao || log.acao.toLowerCase().includes(acao.toLowerCase()));
    const inicio = Number(continuacao ?? 0);
    const limite = Number(url.searchParams.get('limite'));
    const fim = inicio + limite;
    return json({
      logs: filtrados.slice(inicio, fim),
      continuacao: fim < filtrados.length ? String(fim) : null,
      ...(continuacao
        ? {}
        : {
            total_filtrado: filtrados.length,
            resumo: { total: todos.length, pedidos: 60, produtos: 0, usuarios: 52, sistema: 0 },
          }),
    });
  });
  return { pedidas, falhas };
}

const abrir = () =>
  renderTelaComBusca({ path: '/logs', url: '/logs' }, lerBuscaLogs, (busca, onBusca) => (
    <LogsPage busca={busca} onBusca={onBusca} />
  ));

/** Waits long enough for a busy machine: the screen waits 300 ms before asking, then renders 50 rows. */
const espera = { timeout: 15_000 };

const entradas = () => screen.queryAllByRole('rowheader');
/** Clicks 'Carregar mais' as soon as the screen offers it, as a user (or Playwright) would. */
const carregarMais = async () => {
  const botao = await screen.findByRole('button', { name: 'Carregar mais' }, espera);
  await act(async () => fireEvent.click(botao));
};

describe("/logs 'Carregar mais'", { timeout: 60_000 }, () => {
  it("a click right after a filter changes asks for the filtered list's next page, never the previous filters'", async () => {
    const { pedidas } = servidor();
    const router = await abrir();
    await waitFor(() => expect(entradas()).toHaveLength(50), espera);

    // The action filter waits for typing to stop before it asks; once the URL has the filter, as e2e/logs.spec.ts
    // checks, the user clicks 'Carregar mais' as soon as the screen offers it.
    await act(async () => fireEvent.change(screen.getByLabelText('Ação'), { target: { value: 'login' } }));
    await waitFor(() => expect(router.state.location.search).toEqual({ acao: 'login' }), espera);
    await carregarMais();

    await waitFor(() => expect(entradas()).toHaveLength(52), espera);
    expect(entradas().every((entrada) => entrada.textContent === 'Login')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(pedidas).toEqual([
      { acao: null, continuacao: null },
      { acao: 'login', continuacao: null },
      { acao: 'login', continuacao: '50' },
    ]);
  });

  it("while the typed filters are not yet the list's, its rows are dimmed and it offers no next page", async () => {
    servidor();
    await abrir();
    await waitFor(() => expect(entradas()).toHaveLength(50), espera);
    const lista = () => screen.getByRole('table').closest('.lista-paginada');
    expect(lista()?.getAttribute('aria-busy')).toBeNull();

    await act(async () => fireEvent.change(screen.getByLabelText('Ação'), { target: { value: 'login' } }));
    expect(lista()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    await waitFor(() => expect(lista()?.getAttribute('aria-busy')).toBeNull(), espera);
    expect(await screen.findByRole('button', { name: 'Carregar mais' })).toBeTruthy();
  });

  it("a next page that fails says so beside the rows, and 'Tentar Novamente' asks for it again", async () => {
    const { pedidas, falhas } = servidor();
    await abrir();
    await waitFor(() => expect(entradas()).toHaveLength(50), espera);

    falhas.push(500);
    await carregarMais();
    const alerta = await screen.findByRole('alert', {}, espera);
    expect(alerta.textContent).toContain(mensagensLogs.erroCarregar);
    expect(entradas()).toHaveLength(50);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: mensagens.tentarNovamente })));
    await waitFor(() => expect(entradas()).toHaveLength(100), espera);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pedidas.map(({ continuacao }) => continuacao)).toEqual([null, '50', '50']);
  });
});
