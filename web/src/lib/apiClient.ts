import { mensagensConexao } from '@portal/shared/mensagens/conexao';
import { mensagens } from '@portal/shared/mensagens/geral';
import { onlineManager } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { storedAtHeader } from './apiCache.ts';
import { recordResponse } from './network.ts';

/** An API failure with the pt-BR message to show (the server's, or the caller's fallback). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** 0 when the server could not be reached. */
    readonly status: number,
  ) {
    super(message);
  }
}

/** A write refused before it was sent, the browser being offline: its message says it needs a connection. */
export class OfflineError extends ApiError {
  override name = 'OfflineError';
  constructor() {
    super(mensagensConexao.precisaConexao, 0);
  }
}

/** The message to show for a failed call: the API's (an ApiError), or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * What a failed call shows when a lost connection has its own screen text: the API's refusal (its message,
 * or the call's fallback when it gave none), or `semResposta` when the API could not be reached.
 */
export const failureReason = (error: unknown, semResposta: string) =>
  error instanceof ApiError && (error.status > 0 || error instanceof OfflineError) ? error.message : semResposta;

/** The API's message in a refusal's JSON body, or `fallback` (also for calls read with `send`, such as files). */
export async function messageFrom(response: Response, fallback: string): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  // The check loads with the first refusal (apiClient is in the first download, zod is not).
  const schemas = await import('./lazySchemas.ts').catch(() => null);
  const parsed = schemas?.erroResponseSchema.safeParse(body);
  return parsed?.success ? parsed.data.message : fallback;
}

export interface RequestOptions<S extends z.ZodMiniType> {
  schema: S;
  /** Message when the server gives none (spec section 8 texts). */
  fallbackError: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A public read, sent without the session's token: it answers the same to everyone, so the boot script's read and
   * the service worker's offline copy (keyed by the token it was read with) serve it whoever is signed in, and
   * whether the session was checked yet or not.
   */
  anonymous?: boolean;
}

export interface ApiSession {
  getToken(): string | null;
  onUnauthorized(): void;
  /** The transport; tests inject faults the real API cannot be made to produce. */
  fetch?: typeof fetch;
}

/**
 * fetch for the portal API: sends the portal token in X-Portal-Authorization (Static Web Apps
 * overwrites Authorization), validates responses with the shared schemas, and turns failures into
 * ApiError with a pt-BR message. A 401 on an authenticated call ends the session.
 */
export function createApiClient(session: ApiSession) {
  const transport = session.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  /**
   * The raw response of an authenticated call; a network failure is ApiError with status 0. Offline, a write is not
   * sent (nothing would replay it): OfflineError says it needs a connection.
   */
  async function send(
    method: string,
    path: string,
    init: { body?: BodyInit; headers?: Record<string, string>; signal?: AbortSignal; anonymous?: boolean } = {},
  ) {
    if (method !== 'GET' && !onlineManager.isOnline()) throw new OfflineError();
    const token = init.anonymous ? null : session.getToken();
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (token) headers['X-Portal-Authorization'] = `Bearer ${token}`;
    let response: Response;
    try {
      response = await transport(path, { method, headers, body: init.body, signal: init.signal });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      recordResponse(false);
      throw new ApiError(mensagens.erroConexao, 0);
    }
    recordResponse(!response.headers.has(storedAtHeader));
    if (response.status === 401 && token) session.onUnauthorized();
    return response;
  }

  /** The answer with the moment it was loaded: now, or when the service worker stored the copy it answered with. */
  async function requestLido<S extends z.ZodMiniType>(method: string, path: string, options: RequestOptions<S>) {
    const json = options.body !== undefined;
    const response = await send(method, path, {
      headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      body: json ? JSON.stringify(options.body) : undefined,
      anonymous: options.anonymous,
    });
    if (!response.ok) throw new ApiError(await messageFrom(response, options.fallbackError), response.status);
    const guardadoEm = Date.parse(response.headers.get(storedAtHeader) ?? '');
    const lidoEm = Number.isNaN(guardadoEm) ? Date.now() : guardadoEm;
    if (response.status === 204) return { dados: options.schema.parse(undefined) as z.infer<S>, lidoEm };
    const parsed = options.schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ApiError(options.fallbackError, response.status);
    return { dados: parsed.data as z.infer<S>, lidoEm };
  }

  const request = async <S extends z.ZodMiniType>(method: string, path: string, options: RequestOptions<S>) =>
    (await requestLido(method, path, options)).dados;

  return {
    send,
    get: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('GET', path, options),
    /** A read the portal shows offline, with the moment it was loaded (`lidoEm`, ms since the epoch). */
    getLido: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => requestLido('GET', path, options),
    post: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('POST', path, options),
    put: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('PUT', path, options),
    delete: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('DELETE', path, options),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
