import type { Dependencia } from '@portal/shared';

/**
 * Why the domain refuses a request. Services and data throw the errors of this module; app/http.ts alone turns
 * them into HTTP answers (docs/decisions.md 73), so no layer under it knows a status code.
 */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'unprocessable'
  | 'tooManyRequests'
  | 'unavailable';

/** A refusal whose message is pt-BR and safe to show the caller. */
export class RefusalError extends Error {
  override name = 'RefusalError';
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** When trying again may succeed, in whole seconds (the answer's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The request breaks a rule: a field, a code, a file, a page token. */
export const invalid = (message: string) => new RefusalError('invalid', message);
/** No session, or credentials that do not open one. */
export const unauthenticated = (message: string) => new RefusalError('unauthenticated', message);
/** The caller is known but may not do this. */
export const forbidden = (message: string) => new RefusalError('forbidden', message);
/** Nothing the caller may see by that name (what exists but is not theirs is not found either). */
export const notFound = (message: string) => new RefusalError('notFound', message);
/** The request contradicts the current state: a stale version, a cart already placed, an e-mail already verified. */
export const conflict = (message: string) => new RefusalError('conflict', message);
/**
 * The request is well formed but cannot be honoured as sent: an Idempotency-Key already bound to other content
 * (the IETF Idempotency-Key draft's 422).
 */
export const unprocessable = (message: string) => new RefusalError('unprocessable', message);
/** Past a limit for now; `retryAfterSeconds` when the limit knows when it lifts. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new RefusalError('tooManyRequests', message, retryAfterSeconds);
/** Something the domain needs outside the API (the tenant's keys, the e-mail service) cannot serve it now. */
export const unavailable = (message: string, retryAfterSeconds?: number) =>
  new RefusalError('unavailable', message, retryAfterSeconds);

/**
 * Another request changed (or created) the item first: an ETag or id conflict in the database. A service that
 * knows what it means for the caller throws a `conflict` with its own message instead; one that escapes is
 * answered as a generic conflict.
 */
export class ConcurrencyConflict extends Error {
  override name = 'ConcurrencyConflict';
}

/** A backing service (Cosmos, Blob, e-mail) could not be reached. */
export class DependencyUnavailableError extends Error {
  override name = 'DependencyUnavailableError';
  constructor(
    readonly dependency: Dependencia,
    options?: { cause?: unknown; naoGravado?: boolean },
  ) {
    super(`${dependency} unavailable`, options);
    this.naoGravado = options?.naoGravado ?? false;
  }
  /**
   * The call certainly changed nothing: the service was not reached (connection refused) or answered that it did not
   * take it (throttled). Otherwise — a connection cut, a timeout — a write may have happened all the same.
   */
  readonly naoGravado: boolean;
}

/**
 * The service refused for its rate limit (a 429) and said when it takes calls again: nothing was taken. The outbox
 * pauses every sender until then; where it escapes, it is answered like any other unavailable dependency.
 */
export class DependencyThrottledError extends DependencyUnavailableError {
  override name = 'DependencyThrottledError';
  constructor(
    dependency: Dependencia,
    /** How long the service asked to wait (its Retry-After), in milliseconds. */
    readonly retryAfterMs: number,
    options?: { cause?: unknown },
  ) {
    super(dependency, { ...options, naoGravado: true });
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
