import { mensagensConexao } from '@portal/shared/mensagens/conexao';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { announceNewVersion } from '../src/app/newVersion.ts';
import { ReadAt } from '../src/components/ReadAt.tsx';
import { createSessionStore } from '../src/features/auth/sessionStore.ts';
import { AvisosDoPortal } from '../src/features/layout/AvisosDoPortal.tsx';
import { storedAtHeader } from '../src/lib/apiCache.ts';
import { createApiClient, failureReason, OfflineError } from '../src/lib/apiClient.ts';
import { isOffline, recordResponse } from '../src/lib/network.ts';
import { writeStoredSession } from '../src/lib/storageKeys.ts';
import { usuarioAna } from './usuarioDeTeste.ts';

const user = usuarioAna;

const json = (corpo: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(corpo), { headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  onlineManager.setOnline(true);
  recordResponse(true);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  recordResponse(true);
});

describe('the API client without a network', () => {
  it('refuses a write offline without sending it, with the message that it needs a connection', async () => {
    const transporte = vi.fn(async () => json({ ok: true }));
    const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch: transporte });
    onlineManager.setOnline(false);

    const falha = await api
      .post('/api/carrinho', { schema: z.unknown(), fallbackError: 'x', body: {} })
      .catch((e) => e);
    expect(falha).toBeInstanceOf(OfflineError);
    expect(failureReason(falha, 'Erro ao adicionar')).toBe(mensagensConexao.precisaConexao);
    expect(transporte).not.toHaveBeenCalled();

    // A read still asks: the service worker may answer it from its cache.
    await api.get('/api/produtos', { schema: z.unknown(), fallbackError: 'x' });
    expect(transporte).toHaveBeenCalledTimes(1);
  });

  it("takes an answer from the service worker's cache as loaded when it was stored, and as no network", async () => {
    const guardado = '2026-11-28T13:42:00.000Z';
    const transporte = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ produtos: [] }, { [storedAtHeader]: guardado }))
      .mockResolvedValueOnce(json({ produtos: [] }));
    const api = createApiClient({ getToken: () => null, onUnauthorized: vi.fn(), fetch: transporte });

    const doCache = await api.getLido('/api/produtos', { schema: z.unknown(), fallbackError: 'x' });
    expect(doCache.lidoEm).toBe(Date.parse(guardado));
    expect(isOffline()).toBe(true);

    const antes = Date.now();
    const daRede = await api.getLido('/api/produtos', { schema: z.unknown(), fallbackError: 'x' });
    expect(daRede.lidoEm).toBeGreaterThanOrEqual(antes);
    expect(isOffline()).toBe(false);
  });

  it("sends a public read without the session's token, the same request whoever is signed in", async () => {
    // The service worker keys a read by the token it carried: the shop read once signed out, once signed in, must
    // find the same offline copy.
    const transporte = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json({}, {}));
    const aoSair = vi.fn();
    const api = createApiClient({ getToken: () => 'token', onUnauthorized: aoSair, fetch: transporte });
    await api.getLido('/api/produtos', { schema: z.unknown(), fallbackError: 'x', anonymous: true });
    await api.get('/api/carrinho', { schema: z.unknown(), fallbackError: 'x' });
    const autorizacoes = transporte.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('X-Portal-Authorization'),
    );
    expect(autorizacoes).toEqual([null, 'Bearer token']);
    // A refusal of a public read says nothing of the session.
    transporte.mockResolvedValueOnce(new Response(null, { status: 401 }));
    await api.get('/api/produtos', { schema: z.unknown(), fallbackError: 'x', anonymous: true }).catch(() => undefined);
    expect(aoSair).not.toHaveBeenCalled();
  });

  it('counts a call that found no network as no network, until one is answered', async () => {
    const transporte = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({}));
    const api = createApiClient({ getToken: () => null, onUnauthorized: vi.fn(), fetch: transporte });
    await expect(api.get('/api/carrinho', { schema: z.unknown(), fallbackError: 'x' })).rejects.toThrow();
    expect(isOffline()).toBe(true);
    await api.get('/api/carrinho', { schema: z.unknown(), fallbackError: 'x' });
    expect(isOffline()).toBe(false);
  });
});

describe("the portal's notices", () => {
  it("shows 'Sem conexão' while the browser is offline, and the data's time", () => {
    render(
      <>
        <AvisosDoPortal />
        <ReadAt instante={Date.parse('2026-11-28T13:42:00Z')} />
      </>,
    );
    expect(screen.queryByText(mensagensConexao.semConexao)).toBeNull();
    expect(screen.queryByText(/^Dados de/)).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toContain(mensagensConexao.semConexao);
    // Brasília time, whatever the machine's zone.
    expect(screen.getByText('Dados de 28/11 às 10:42')).toBeTruthy();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(mensagensConexao.semConexao)).toBeNull();
  });

  it("announces a new version and switches to it only on 'Atualizar'", () => {
    render(<AvisosDoPortal />);
    expect(screen.queryByText(mensagensConexao.novaVersao)).toBeNull();
    const ativar = vi.fn();
    act(() => announceNewVersion(ativar));
    expect(screen.getByRole('status').textContent).toContain(mensagensConexao.novaVersao);
    expect(ativar).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: mensagensConexao.atualizar }));
    expect(ativar).toHaveBeenCalledTimes(1);
  });
});

describe('the stored session without a network', () => {
  it('stands while the profile check gets no answer, and ends when the API refuses it', async () => {
    writeStoredSession({ token: 'abc', user });
    const semRede = createSessionStore(() => Promise.reject(new TypeError('Failed to fetch')));
    await semRede.ensureValidated();
    expect(semRede.user()).toEqual(user);
    expect(localStorage.getItem('token')).toBe('abc');

    const recusada = createSessionStore(async () => new Response('{}', { status: 401 }));
    await recusada.ensureValidated();
    expect(recusada.user()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
