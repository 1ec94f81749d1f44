import { type IncomingHttpHeaders, request } from 'node:http';
import { requestTimeoutMs } from './settings.ts';

/** A request as it goes on the wire: the path is sent exactly as given (no URL normalisation by a client). */
export interface RawRequest {
  method: string;
  /** From the host's root, already percent-encoded where it needs to be (`/api/pedidos/%2e%2e`). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  ms: number;
}

/** Thrown when no answer came within the time limit: a hang. */
export class HangError extends Error {
  override name = 'HangError';
}

/**
 * Sends one request with node:http (fetch would normalise `..` and `%2e` away and refuse some bodies) and
 * reads the whole answer; no answer within `requestTimeoutMs` is a HangError.
 */
export function sendRaw(origin: string, raw: RawRequest, timeoutMs = requestTimeoutMs): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const body = raw.body === undefined ? undefined : Buffer.isBuffer(raw.body) ? raw.body : Buffer.from(raw.body);
    const outgoing = request(
      {
        hostname,
        port,
        method: raw.method,
        path: raw.path,
        // A fresh connection per request: an answer the server never finishes cannot block the next one.
        agent: false,
        headers: {
          ...(body === undefined ? {} : { 'content-length': String(body.length) }),
          ...raw.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: Math.round(performance.now() - started),
          });
        });
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy(new HangError(`no answer within ${timeoutMs} ms: ${raw.method} ${raw.path.slice(0, 200)}`));
    }, timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(body);
  });
}
