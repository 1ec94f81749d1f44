import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagens } from '@portal/shared/mensagens/geral';
import * as z from 'zod/mini';
import type { ApiClient } from '../../../lib/apiClient.ts';
import { writeAzureToken } from '../../../lib/storage.ts';
import { loadMsal, type MicrosoftConfig } from '../../auth/index.ts';

/**
 * The work-account token the ticket call carries (spec section 4, 'Azure token for tickets'): fetched when
 * needed, kept in memory and in session storage while it lasts, cleared when the ticket screen closes.
 */

/** A token and the moment it stops being accepted. */
export interface TokenComValidade {
  token: string;
  expiraEm: Date;
}

/** Why no token could be had, in the spec's words (section 8), for the screen to show under its failure. */
export class TokenAzureError extends Error {
  override name = 'TokenAzureError';
}

/**
 * The spec's browser storage names (section 3). `writeAzureToken` (lib/storage.ts) writes them; it offers
 * no reader, so this module reads the same keys.
 */
const chaves = { token: 'azureToken', expira: 'azureTokenExpires' } as const;

/**
 * A token this close to its expiry counts as expired: the ticket still has to be uploaded and sent, and the
 * support host would refuse a token that lapses on the way.
 */
export const margemExpiracaoMs = 60_000;

/** Whether a token expiring at `expiraEm` (ISO text or a Date) may still be sent at `agora`. */
export function tokenAindaValido(
  expiraEm: string | Date | null | undefined,
  agora: number,
  margemMs: number = margemExpiracaoMs,
): boolean {
  if (expiraEm === null || expiraEm === undefined) return false;
  const fim = expiraEm instanceof Date ? expiraEm.getTime() : Date.parse(expiraEm);
  return Number.isFinite(fim) && fim - margemMs > agora;
}

// Spec section 7: the answer names the token azureToken, token or access_token, whichever is present.
const respostaTokenSchema = z.object({
  azureToken: z.optional(z.string()),
  token: z.optional(z.string()),
  access_token: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
});

/**
 * Reads an answer of GET /api/azure-token: the token with its expiry, or the spec's failure text (an HTTP
 * error with its status; a success without a token is 'não retornado pelo backend'). An answer without a
 * readable expiry is used once and not kept.
 */
export function lerRespostaTokenAzure(
  status: number,
  corpo: unknown,
): { token: string; expiraEm: Date | null } | { falha: string } {
  if (status < 200 || status >= 300) return { falha: mensagensChamados.tokenAzureHttp(status) };
  const lido = respostaTokenSchema.safeParse(corpo);
  const token = lido.success ? lido.data.azureToken || lido.data.token || lido.data.access_token : undefined;
  if (!lido.success || !token) return { falha: mensagensChamados.tokenAzureNaoRetornado };
  const expiraEm = lido.data.expiresAt ? new Date(lido.data.expiresAt) : null;
  return { token, expiraEm: expiraEm && Number.isFinite(expiraEm.getTime()) ? expiraEm : null };
}

/** GET /api/azure-token (decision 11): the token the API sealed at the work-account sign-in. */
export async function buscarTokenAzureNaApi(api: ApiClient): Promise<{ token: string; expiraEm: Date | null }> {
  let resposta: Response;
  try {
    resposta = await api.send('GET', '/api/azure-token');
  } catch (error) {
    console.error('Falha de rede ao obter token Azure', error);
    throw new TokenAzureError(mensagens.erroConexao);
  }
  const corpo: unknown = await resposta.json().catch(() => undefined);
  const lido = lerRespostaTokenAzure(resposta.status, corpo);
  if ('falha' in lido) {
    // The API's own reason (password user, expired token) helps support; the screen shows the spec's text.
    console.error('Token Azure recusado pela API', resposta.status, corpo);
    throw new TokenAzureError(lido.falha);
  }
  return lido;
}

/**
 * MSAL's silent renewal for the API scope asked at sign-in (the same token, decision 11), when this browser
 * still has the work-account session; null when it has none.
 */
export async function renovarTokenAzurePeloMsal(config: MicrosoftConfig): Promise<TokenComValidade | null> {
  const cliente = await loadMsal(config);
  const conta = cliente.getActiveAccount() ?? cliente.getAllAccounts()[0];
  if (!conta) return null;
  const resultado = await cliente.acquireTokenSilent({ scopes: [config.apiScope], account: conta });
  if (!resultado.accessToken || !resultado.expiresOn) return null;
  return { token: resultado.accessToken, expiraEm: resultado.expiresOn };
}

export interface FontesTokenAzure {
  /** GET /api/azure-token (`buscarTokenAzureNaApi`). */
  buscarNaApi: () => Promise<{ token: string; expiraEm: Date | null }>;
  /** A second source when the API has none (`renovarTokenAzurePeloMsal`). */
  renovarSilencioso?: () => Promise<TokenComValidade | null>;
  agora?: () => number;
}

/**
 * The ticket screen's token: memory first, then the session-storage copy while the stored expiry
 * (`azureTokenExpires`) has not passed, then the API, then MSAL. `obter` rejects with TokenAzureError when
 * no source gives one; `limpar` forgets the memory and session copies (the screen calls it on leaving).
 */
export function criarTokenAzure({ buscarNaApi, renovarSilencioso, agora = Date.now }: FontesTokenAzure) {
  let memoria: TokenComValidade | null = null;

  const guardar = (novo: TokenComValidade) => {
    memoria = novo;
    writeAzureToken(novo.token, novo.expiraEm);
  };

  const daSessao = (): TokenComValidade | null => {
    const token = sessionStorage.getItem(chaves.token);
    const expira = localStorage.getItem(chaves.expira);
    if (!token || !expira || !tokenAindaValido(expira, agora())) return null;
    return { token, expiraEm: new Date(expira) };
  };

  async function obter(): Promise<string> {
    if (memoria && tokenAindaValido(memoria.expiraEm, agora())) return memoria.token;
    const guardado = daSessao();
    if (guardado) {
      memoria = guardado;
      return guardado.token;
    }
    let falha: string = mensagensChamados.tokenAzureNaoRetornado;
    try {
      const daApi = await buscarNaApi();
      if (daApi.expiraEm === null) return daApi.token;
      if (tokenAindaValido(daApi.expiraEm, agora())) {
        guardar({ token: daApi.token, expiraEm: daApi.expiraEm });
        return daApi.token;
      }
    } catch (error) {
      if (!(error instanceof TokenAzureError)) throw error;
      falha = error.message;
    }
    if (renovarSilencioso) {
      try {
        const renovado = await renovarSilencioso();
        if (renovado && tokenAindaValido(renovado.expiraEm, agora())) {
          guardar(renovado);
          return renovado.token;
        }
      } catch (error) {
        // MSAL needs an interaction (or has no session here): the API's reason is the one to show.
        console.error('Renovação silenciosa do token Azure falhou', error);
      }
    }
    throw new TokenAzureError(falha);
  }

  return {
    obter,
    limpar(): void {
      memoria = null;
      sessionStorage.removeItem(chaves.token);
    },
  };
}
export type TokenAzure = ReturnType<typeof criarTokenAzure>;
