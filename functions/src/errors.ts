import type { Dependencia } from '@portal/shared';

/** An error whose message is safe to show the client, with the HTTP status (and any headers) to answer. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Headers of the answer, such as a 429's Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 429 with the pt-BR text and when to try again (Retry-After, whole seconds). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(retryAfterSeconds) });

/** A backing service (Cosmos, Blob, e-mail) could not be reached: the API answers 503. */
export class DependencyUnavailableError extends Error {
  override name = 'DependencyUnavailableError';
  constructor(
    readonly dependency: Dependencia,
    options?: { cause?: unknown },
  ) {
    super(`${dependency} unavailable`, options);
  }
}

const transportCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const unavailableStatuses = new Set([408, 429, 503]);

/**
 * True for network failures, timeouts and throttling/unavailable answers of an Azure SDK call. The HTTP
 * status is `statusCode` in the core SDKs (Blob, e-mail) and a numeric `code` in Cosmos's ErrorResponse
 * (a 429 still refused after the Cosmos SDK's own retries arrives as `code: 429`).
 */
export function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, statusCode, name } = error as Error & { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' && transportCodes.has(code)) return true;
  if (name === 'TimeoutError' || name === 'AbortError') return true;
  if (unavailableStatuses.has(statusCode as number) || unavailableStatuses.has(code as number)) return true;
  if (error.cause) return isTransportFailure(error.cause);
  return false;
}

/** Runs a call to a backing service, turning transport failures into DependencyUnavailableError. */
export async function callDependency<T>(dependency: Dependencia, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isTransportFailure(error)) throw new DependencyUnavailableError(dependency, { cause: error });
    throw error;
  }
}
