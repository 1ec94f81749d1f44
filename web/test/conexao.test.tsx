import { mensagensConexao } from '@portal/shared/mensagens/conexao';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { anunciarNovaVersao } from '../src/app/novaVersao.ts';
import { LidoEm } from '../src/components/LidoEm.tsx';
import { createSessionStore } from '../src/features/auth/sessionStore.ts';
import { AvisosDoPortal } from '../src/features/layout/AvisosDoPortal.tsx';
import { createApiClient, motivoDaFalha, SemConexaoError } from '../src/lib/apiClient.ts';
import { cabecalhoGuardadoEm } from '../src/lib/cacheDaApi.ts';
import { registrarResposta, semConexao } from '../src/lib/rede.ts';
import { writeStoredSession } from '../src/lib/storageKeys.ts';
import { usuarioAna } from './usuarioDeTeste.ts';

const user = usuarioAna;

const json = (corpo: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(corpo), { headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  onlineManager.setOnline(true);
  registrarResposta(true);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  registrarResposta(true);
});

describe('the API client without a network', () => {
  it('refuses a write offline without sending it, with the message that it needs a connection', async () => {
    const transporte = vi.fn(async () => json({ ok: true }));
    const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch: transporte });
    onlineManager.setOnline(false);

    const falha = await api
      .post('/api/carrinho', { schema: z.unknown(), fallbackError: 'x', body: {} })
      .catch((e) => e);
    expect(falha).toBeInstanceOf(SemConexaoError);
    expect(motivoDaFalha(falha, 'Erro ao adicionar')).toBe(mensagensConexao.precisaConexao);
    expect(transporte).not.toHaveBeenCalled();

    // A read still asks: the service worker may answer it from its cache.
    await api.get('/api/produtos', { schema: z.unknown(), fallbackError: 'x' });
    expect(transporte).toHaveBeenCalledTimes(1);
  });

  it("takes an answer from the service worker's cache as loaded when it was stored, and as no network", async () => {
    const guardado = '2026-11-28T13:42:00.000Z';
    const transporte = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ produtos: [] }, { [cabecalhoGuardadoEm]: guardado }))
      .mockResolvedValueOnce(json({ produtos: [] }));
    const api = createApiClient({ getToken: () => null, onUnauthorized: vi.fn(), fetch: transporte });

    const doCache = await api.getLido('/api/produtos', { schema: z.unknown(), fallbackError: 'x' });
    expect(doCache.lidoEm).toBe(Date.parse(guardado));
    expect(semConexao()).toBe(true);

    const antes = Date.now();
    const daRede = await api.getLido('/api/produtos', { schema: z.unknown(), fallbackError: 'x' });
    expect(daRede.lidoEm).toBeGreaterThanOrEqual(antes);
    expect(semConexao()).toBe(false);
  });

  it('counts a call that found no network as no network, until one is answered', async () => {
    const transporte = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({}));
    const api = createApiClient({ getToken: () => null, onUnauthorized: vi.fn(), fetch: transporte });
    await expect(api.get('/api/carrinho', { schema: z.unknown(), fallbackError: 'x' })).rejects.toThrow();
    expect(semConexao()).toBe(true);
    await api.get('/api/carrinho', { schema: z.unknown(), fallbackError: 'x' });
    expect(semConexao()).toBe(false);
  });
});

describe("the portal's notices", () => {
  it("shows 'Sem conexão' while the browser is offline, and the data's time", () => {
    render(
      <>
        <AvisosDoPortal />
        <LidoEm instante={Date.parse('2026-11-28T13:42:00Z')} />
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
    act(() => anunciarNovaVersao(ativar));
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
