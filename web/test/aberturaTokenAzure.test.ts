import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagens } from '@portal/shared/mensagens/geral';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  criarTokenAzure,
  lerRespostaTokenAzure,
  margemExpiracaoMs,
  TokenAzureError,
  tokenAindaValido,
} from '../src/features/chamados/abertura/tokenAzure.ts';

const agora = Date.parse('2026-03-10T12:00:00.000Z');
const emMinutos = (minutos: number) => new Date(agora + minutos * 60_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => vi.restoreAllMocks());

describe('tokenAindaValido (the stored expiry, spec section 4)', () => {
  it('a token is sent only while its expiry is more than the margin away', () => {
    expect(margemExpiracaoMs).toBe(60_000);
    expect(tokenAindaValido(emMinutos(30).toISOString(), agora)).toBe(true);
    expect(tokenAindaValido(emMinutos(30), agora)).toBe(true);
    expect(tokenAindaValido(new Date(agora + margemExpiracaoMs + 1), agora)).toBe(true);
    // Lapsing on the way to the support host counts as passed already.
    expect(tokenAindaValido(new Date(agora + margemExpiracaoMs), agora)).toBe(false);
    expect(tokenAindaValido(emMinutos(-1).toISOString(), agora)).toBe(false);
    expect(tokenAindaValido(emMinutos(5).toISOString(), agora, 0)).toBe(true);
  });

  it('a missing or unreadable expiry is no expiry at all', () => {
    for (const expira of [null, undefined, '', 'amanhã', new Date(Number.NaN)]) {
      expect(tokenAindaValido(expira, agora)).toBe(false);
    }
  });
});

describe('lerRespostaTokenAzure (GET /api/azure-token)', () => {
  it('takes azureToken, token or access_token, whichever is present, with the expiry', () => {
    const expiresAt = emMinutos(60).toISOString();
    expect(lerRespostaTokenAzure(200, { azureToken: 'a', expiresAt })).toEqual({
      token: 'a',
      expiraEm: new Date(expiresAt),
    });
    expect(lerRespostaTokenAzure(200, { token: 'b', expiresAt })).toMatchObject({ token: 'b' });
    expect(lerRespostaTokenAzure(200, { access_token: 'c' })).toEqual({ token: 'c', expiraEm: null });
    expect(lerRespostaTokenAzure(200, { azureToken: 'd', expiresAt: 'nunca' })).toEqual({ token: 'd', expiraEm: null });
  });

  it("fails with the spec's texts: an HTTP error with its status, or a success without a token", () => {
    expect(lerRespostaTokenAzure(404, { message: 'Nenhum token' })).toEqual({
      falha: mensagensChamados.tokenAzureHttp(404),
    });
    expect(lerRespostaTokenAzure(503, undefined)).toEqual({ falha: 'Erro HTTP 503 ao obter token Azure' });
    for (const corpo of [{}, { azureToken: '' }, undefined, 'texto', { azureToken: 42 }]) {
      expect(lerRespostaTokenAzure(200, corpo)).toEqual({ falha: mensagensChamados.tokenAzureNaoRetornado });
    }
  });
});

describe('criarTokenAzure (memory, session storage, API, MSAL)', () => {
  const fontes = (overrides: Partial<Parameters<typeof criarTokenAzure>[0]> = {}) => {
    const buscarNaApi = vi.fn(async () => ({ token: 'da-api', expiraEm: emMinutos(60) }));
    const renovarSilencioso = vi.fn(async () => ({ token: 'do-msal', expiraEm: emMinutos(60) }));
    return { buscarNaApi, renovarSilencioso, agora: () => agora, ...overrides };
  };

  it('fetches once from the API, stores it under the spec keys and answers from memory after that', async () => {
    const deps = fontes();
    const token = criarTokenAzure(deps);
    expect(await token.obter()).toBe('da-api');
    expect(await token.obter()).toBe('da-api');
    expect(deps.buscarNaApi).toHaveBeenCalledTimes(1);
    expect(deps.renovarSilencioso).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('azureToken')).toBe('da-api');
    expect(localStorage.getItem('azureToken')).toBe('da-api');
    expect(localStorage.getItem('azureTokenExpires')).toBe(emMinutos(60).toISOString());
  });

  it('uses the session copy while the stored expiry has not passed, and fetches anew once it has', async () => {
    sessionStorage.setItem('azureToken', 'da-sessao');
    localStorage.setItem('azureTokenExpires', emMinutos(10).toISOString());
    const deps = fontes();
    expect(await criarTokenAzure(deps).obter()).toBe('da-sessao');
    expect(deps.buscarNaApi).not.toHaveBeenCalled();

    localStorage.setItem('azureTokenExpires', emMinutos(-5).toISOString());
    expect(await criarTokenAzure(deps).obter()).toBe('da-api');
    expect(deps.buscarNaApi).toHaveBeenCalledTimes(1);
  });

  it('a token kept in memory is fetched again once its expiry passes', async () => {
    let relogio = agora;
    const buscarNaApi = vi
      .fn()
      .mockResolvedValueOnce({ token: 'primeiro', expiraEm: emMinutos(10) })
      .mockResolvedValueOnce({ token: 'segundo', expiraEm: emMinutos(70) });
    const token = criarTokenAzure({ buscarNaApi, agora: () => relogio });
    expect(await token.obter()).toBe('primeiro');
    relogio = emMinutos(9.5).getTime();
    expect(await token.obter()).toBe('segundo');
    expect(buscarNaApi).toHaveBeenCalledTimes(2);
  });

  it('when the API has none, MSAL renews it silently', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = fontes({
      buscarNaApi: vi.fn(async () => {
        throw new TokenAzureError(mensagensChamados.tokenAzureHttp(404));
      }),
    });
    expect(await criarTokenAzure(deps).obter()).toBe('do-msal');
    expect(sessionStorage.getItem('azureToken')).toBe('do-msal');
  });

  it("with no source, rejects with the API's failure in the spec's words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const falhaApi = async () => {
      throw new TokenAzureError(mensagensChamados.tokenAzureHttp(404));
    };
    await expect(
      criarTokenAzure(fontes({ buscarNaApi: falhaApi, renovarSilencioso: async () => null })).obter(),
    ).rejects.toEqual(new TokenAzureError('Erro HTTP 404 ao obter token Azure'));
    const msalFalha = async () => {
      throw new Error('interaction_required');
    };
    await expect(
      criarTokenAzure(fontes({ buscarNaApi: falhaApi, renovarSilencioso: msalFalha })).obter(),
    ).rejects.toEqual(new TokenAzureError('Erro HTTP 404 ao obter token Azure'));
    const semRede = async () => {
      throw new TokenAzureError(mensagens.erroConexao);
    };
    await expect(criarTokenAzure({ buscarNaApi: semRede, agora: () => agora }).obter()).rejects.toEqual(
      new TokenAzureError(mensagens.erroConexao),
    );
  });

  it('an answer without an expiry is used once and not kept', async () => {
    const buscarNaApi = vi.fn(async () => ({ token: 'sem-prazo', expiraEm: null }));
    const token = criarTokenAzure({ buscarNaApi, agora: () => agora });
    expect(await token.obter()).toBe('sem-prazo');
    expect(await token.obter()).toBe('sem-prazo');
    expect(buscarNaApi).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('azureToken')).toBeNull();
  });

  it('limpar forgets the memory and session copies, so the next request asks the API again', async () => {
    const deps = fontes();
    const token = criarTokenAzure(deps);
    await token.obter();
    token.limpar();
    expect(sessionStorage.getItem('azureToken')).toBeNull();
    // Local storage keeps the spec's azureToken / azureTokenExpires (sign-out removes them).
    expect(localStorage.getItem('azureTokenExpires')).not.toBeNull();
    expect(await token.obter()).toBe('da-api');
    expect(deps.buscarNaApi).toHaveBeenCalledTimes(2);
  });
});
