import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { type ErroResponse, mensagens, mensagensPedidos } from '@portal/shared';
import type * as z from 'zod/mini';
// The class itself, not through `z.core`: that namespace holds every locale, which the bundle would then keep.
import { $ZodError } from 'zod/v4/core';
import type { OpenedBlob } from '../data/blobStore.ts';
import {
  ConcurrencyConflict,
  conflict,
  DependencyUnavailableError,
  invalid,
  RefusalError,
  type RefusalKind,
  unavailable,
} from '../errors.ts';
import type { HttpHandler } from './routeTypes.ts';

/**
 * A refusal of the HTTP message itself — its media type, a header's syntax, a body that is not JSON or not
 * well-formed multipart, or larger than accepted — thrown by app/ and routes/ only. What the request asks is
 * refused with the domain's errors (errors.ts), which services and data throw.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The status of each kind of refusal: the one place the domain's errors become HTTP. */
const statusOfRefusal: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  tooManyRequests: 429,
  unavailable: 503,
};

/** A database or storage outage is usually brief: clients are told to come back soon. */
const dependencyRetryAfterSeconds = 5;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponseInit {
  return { status, jsonBody: body, headers: { 'Cache-Control': 'no-store', ...headers } };
}

/**
 * Lines of JSON (application/x-ndjson), streamed as the batches come: a long answer starts at once and is never held
 * whole. A batch that fails destroys the stream, so the client sees the answer cut short.
 */
export function ndjsonResponse(batches: AsyncIterable<readonly unknown[]>): HttpResponseInit {
  async function* lines() {
    for await (const batch of batches) {
      if (batch.length > 0) yield `${batch.map((line) => JSON.stringify(line)).join('\n')}\n`;
    }
  }
  return {
    status: 200,
    body: Readable.from(lines()),
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

export function errorResponse(status: number, body: ErroResponse): HttpResponseInit {
  return json(status, body);
}

function firstIssueMessage(error: $ZodError): string {
  return error.issues[0]?.message ?? mensagens.requisicaoInvalida;
}

/** Parses and validates a JSON body; bad JSON or a schema violation is refused with a pt-BR message. */
export async function readJson<S extends z.ZodMiniType>(request: HttpRequest, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new HttpError(400, mensagens.jsonInvalido);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw invalid(firstIssueMessage(result.error));
  return result.data;
}

/**
 * The Idempotency-Key of a creating request (order, ticket): a retry with the same key gets the first
 * result instead of a second creation. Without the header every request is its own.
 */
export function idempotencyKey(request: HttpRequest): string {
  const key = request.headers.get('idempotency-key');
  if (key === null) return randomUUID();
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new HttpError(400, mensagensPedidos.idempotenciaInvalida);
  return key;
}

/** Validates route parameters or query values with a shared schema. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(firstIssueMessage(result.error));
  return result.data;
}

/** What the domain threw, as a refusal to answer; null for anything that is not a known refusal. */
function asRefusal(error: unknown): RefusalError | null {
  if (error instanceof RefusalError) return error;
  if (error instanceof $ZodError) return invalid(firstIssueMessage(error));
  if (error instanceof ConcurrencyConflict) return conflict(mensagens.conflitoConcorrente);
  if (error instanceof DependencyUnavailableError) {
    return unavailable(mensagens.servicoIndisponivel, dependencyRetryAfterSeconds);
  }
  return null;
}

/** The answer to an error thrown on purpose (a refusal, or an HttpError of app/ and routes/); null for a fault. */
function errorAnswer(error: unknown): HttpResponseInit | null {
  if (error instanceof HttpError) return errorResponse(error.status, { message: error.message });
  const refusal = asRefusal(error);
  if (!refusal) return null;
  const { retryAfterSeconds } = refusal;
  return json(
    statusOfRefusal[refusal.kind],
    { message: refusal.message } satisfies ErroResponse,
    retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * The one place errors become responses: known errors keep their status and pt-BR message,
 * anything else is logged with a correlation id and answered with a generic message.
 */
export function withErrorHandling(handler: HttpHandler): HttpHandler {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof DependencyUnavailableError) {
        context.warn(`dependency unavailable: ${error.dependency}: ${String(error.cause)}`);
      }
      const answer = errorAnswer(error);
      if (answer) return answer;
      const correlationId = context.invocationId || randomUUID();
      context.error(`unhandled error [${correlationId}] ${request.method} ${request.url}`, error);
      return errorResponse(500, { message: mensagens.erroInterno, correlationId });
    }
  };
}

export interface FileResponseOptions {
  cacheControl: string;
  /**
   * The name a user's file (an attachment, an uploaded image) is saved under: it is always a download
   * (Content-Disposition: attachment). Without one the file is a picture of the portal's own (a product
   * image an <img> shows).
   */
  fileName?: string;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name (accented names survive). */
function contentDisposition(fileName: string): string {
  const fallback = fileName.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A stored file streamed to the client (never buffered whole), with its type, length, ETag and caching
 * headers; `nosniff` so a browser never runs it as something else, and a sandbox CSP so that, opened as a
 * page of the portal's origin all the same, it runs no script and reaches neither the portal's storage nor
 * its session (an uploaded file is only what its first bytes say; the rest is the sender's). 'not-modified'
 * answers 304.
 */
export function fileResponse(
  request: HttpRequest,
  file: OpenedBlob | 'not-modified',
  options: FileResponseOptions,
): HttpResponseInit {
  if (file === 'not-modified') {
    return {
      status: 304,
      headers: { ETag: request.headers.get('if-none-match') ?? '', 'Cache-Control': options.cacheControl },
    };
  }
  return {
    status: 200,
    body: Readable.from(file.stream),
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.contentLength),
      ETag: file.etag,
      'Cache-Control': options.cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      ...(options.fileName ? { 'Content-Disposition': contentDisposition(options.fileName) } : {}),
    },
  };
}
