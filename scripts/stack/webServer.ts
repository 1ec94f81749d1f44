import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest } from 'node:http2';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { mensagens } from '@portal/shared';
import { cspWithFonts } from '../../web/plugins/configStaticWebApps.ts';
import { appendForwardedFor, platformToken } from './forwarding.ts';
import type { LocalTls } from './localTls.ts';
import { readSwaConfig, swaPatternToRegExp } from './swaConfig.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;

/**
 * Static Web Apps refuses request bodies over 30 MB (hence direct-to-Blob uploads). Read as 30 × 10^6
 * bytes, the stricter of the two readings, so nothing that passes here can fail in Azure.
 */
export const swaMaxRequestBodyBytes = 30_000_000;

/**
 * A request as the server reads it: HTTP/2's compatibility request, or HTTP/1.1's for clients that do not
 * negotiate h2 (ALPN), which `allowHTTP1` lets in over the same TLS port.
 */
type Received = Http2ServerRequest | IncomingMessage;

/** What the server uses of a response, alike in both protocols (http2's compatibility API and http's). */
interface Answer extends Writable {
  writeHead(status: number, headers: OutgoingHttpHeaders): unknown;
  readonly headersSent: boolean;
}

/**
 * `headers` without those of one connection (RFC 9110, 7.6.1) and those `Connection` names: a proxy does not pass
 * them on, and an HTTP/2 message must not carry them (RFC 9113, 8.2.2; Node's http2 throws on them).
 */
function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const hopByHop = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'transfer-encoding',
    'upgrade',
    'te',
    ...named,
  ]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

/** The whole request body, or null as soon as it grows past the platform limit. */
function readLimitedBody(request: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= swaMaxRequestBodyBytes) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData).off('end', onEnd);
      resolve(null);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    // A client that goes away mid-body leaves nothing to forward (no-op once settled).
    request
      .on('data', onData)
      .on('end', onEnd)
      .on('error', reject)
      .on('close', () => reject(new Error('request closed before its end')));
  });
}

/**
 * The request as the Functions app receives it behind Static Web Apps (body already read and bounded): the
 * address Static Web Apps received it from appended to X-Forwarded-For, after whatever the client sent there
 * (the API takes the client's address from that entry, app/clientAddress.ts).
 */
async function forwardedHeaders(request: Received, body: Buffer, apiHost: string, platformKey: Uint8Array) {
  const {
    authorization: _replaced,
    'transfer-encoding': chunked,
    'content-length': declared,
    'x-forwarded-for': forwardedFor,
    host,
    ...rest
  } = request.headers;
  // HTTP/2 may send a body without declaring its length.
  const hadBody = declared !== undefined || chunked !== undefined || body.length > 0;
  // HTTP/2's pseudo-headers (:method, :path, …) are its framing, not headers to pass on.
  const received = Object.fromEntries(Object.entries(withoutHopByHop(rest)).filter(([name]) => !name.startsWith(':')));
  return {
    ...received,
    ...(hadBody ? { 'content-length': String(body.length) } : {}),
    host: apiHost,
    // HTTP/2 names the host in :authority.
    'x-forwarded-host': host ?? request.headers[':authority'] ?? '',
    'x-forwarded-for': appendForwardedFor(forwardedFor, request.socket),
    authorization: `Bearer ${await platformToken(platformKey)}`,
  };
}

export interface WebServerOptions {
  /** The web artifact (web/dist as `npm run build` leaves it), staticwebapp.config.json included. */
  root: string;
  /**
   * Where /api/* is proxied: the Functions host, as a linked backend. null in `direct` API mode: no backend is
   * linked, so /api/* is a path like any other (a 404, excluded from the navigation fallback).
   */
  apiUrl: string | null;
  /** Extra sources appended to CSP directives for local stand-ins (dev tenant, Azurite). */
  cspAdditions?: Record<string, string[]>;
  /**
   * The key of the platform token it puts in Authorization on /api calls (random by default): the Functions host
   * linked to it (functionsHost/host.ts, `linkedStaticWebApp`) holds the same.
   */
  platformKey?: Uint8Array;
  /** The stack's certificate for localhost (localTls.ts). */
  tls: Pick<LocalTls, 'key' | 'cert'>;
}

/** Each server's open TLS connections, HTTP/2 sessions and HTTP/1.1 connections alike, for closeWebServer. */
const openConnections = new WeakMap<Http2SecureServer, Set<TLSSocket>>();

/** Stops listening and ends the open connections (http2's close() alone waits for every session to end). */
export function closeWebServer(server: Http2SecureServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    for (const socket of openConnections.get(server) ?? []) socket.destroy();
  });
}

/**
 * Local Azure Static Web Apps: serves the web artifact applying the staticwebapp.config.json it carries
 * (navigation fallback, route and global headers, MIME types) — Static Web Apps reads the file from the content
 * it receives, and from nowhere else — and proxies /api to the Functions host. Over TLS with HTTP/2, as Azure
 * serves a Static Web App (Azure/static-web-apps#292), and HTTP/1.1 to clients that do not offer h2.
 */
export function createWebServer(options: WebServerOptions): Http2SecureServer {
  const root = resolve(options.root);
  const config = readSwaConfig(join(root, 'staticwebapp.config.json'));
  const globalHeaders = { ...config.globalHeaders };
  const csp = globalHeaders['Content-Security-Policy'];
  if (csp) globalHeaders['Content-Security-Policy'] = cspWithFonts(csp, options.cspAdditions ?? {});
  const excludes = config.navigationFallback.exclude.map(swaPatternToRegExp);
  const routes = config.routes.map((route) => ({
    pattern: swaPatternToRegExp(route.route),
    headers: route.headers ?? {},
  }));
  const api = options.apiUrl === null ? null : new URL(options.apiUrl);
  const platformKey = options.platformKey ?? randomBytes(32);

  const headersFor = (path: string) => {
    const headers: Record<string, string> = { ...globalHeaders };
    for (const route of routes) {
      if (route.pattern.test(path)) Object.assign(headers, route.headers);
    }
    return headers;
  };

  /**
   * Compressed files, kept while unchanged: Azure's edge compresses a static file once, while brotli's
   * default quality here takes a second of CPU for the SPA's entry chunk, on every request (benchmarks
   * measuring a phone's cold load would measure this server instead).
   */
  const compressedFiles = new Map<string, { version: string; body: Promise<Buffer> }>();
  const compressedFile = (file: string, version: string, encoding: 'br' | 'gzip') => {
    const key = `${encoding}:${file}`;
    const cached = compressedFiles.get(key);
    if (cached?.version === version) return cached.body;
    const body = readFile(file).then((content) =>
      encoding === 'br' ? promisify(brotliCompress)(content) : promisify(gzip)(content),
    );
    compressedFiles.set(key, { version, body });
    body.catch(() => compressedFiles.delete(key));
    return body;
  };

  const resolveFile = async (path: string) => {
    const file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) return null;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return { file, size: info.size, version: `${info.mtimeMs}:${info.size}` };
    if (info?.isDirectory()) return resolveFile(join(path, 'index.html'));
    return null;
  };

  const sendFile = async (
    response: Answer,
    { file, version }: { file: string; version: string },
    headerPath: string,
    acceptEncoding: string,
    method: string,
  ) => {
    const extension = extname(file).toLowerCase();
    const type = config.mimeTypes[extension] ?? contentTypes[extension] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      ...headersFor(headerPath),
    };
    const encoding = !compressible.test(type)
      ? null
      : /\bbr\b/.test(acceptEncoding)
        ? 'br'
        : /\bgzip\b/.test(acceptEncoding)
          ? 'gzip'
          : null;
    if (encoding) headers['Content-Encoding'] = encoding;
    const body = encoding ? await compressedFile(file, version, encoding) : null;
    response.writeHead(200, headers);
    if (method === 'HEAD') {
      response.end();
      return;
    }
    if (body) response.end(body);
    else await pipeline(createReadStream(file), response);
  };

  const handle = async (request: Received, response: Answer) => {
    let url: URL;
    let path: string;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
      path = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, globalHeaders);
      response.end();
      return;
    }
    try {
      if (api && (path.toLowerCase().startsWith('/api/') || path.toLowerCase() === '/api')) {
        const body =
          Number(request.headers['content-length'] ?? 0) > swaMaxRequestBodyBytes
            ? null
            : await readLimitedBody(request);
        if (!body) {
          // Nothing is forwarded; what is left of the body is discarded, and an HTTP/1.1 connection closed after the
          // answer (HTTP/2 has no Connection header: the stream ends, the connection's other streams go on).
          response.writeHead(413, {
            'Content-Type': 'application/json; charset=utf-8',
            ...(request.httpVersionMajor === 1 ? { Connection: 'close' } : {}),
            ...globalHeaders,
          });
          response.end(JSON.stringify({ message: mensagens.requisicaoMuitoGrande }));
          return;
        }
        const upstream = httpRequest(
          {
            hostname: api.hostname,
            port: api.port,
            method: request.method,
            path: url.pathname + url.search,
            headers: await forwardedHeaders(request, body, api.host, platformKey),
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, { ...globalHeaders, ...withoutHopByHop(answer.headers) });
            answer.pipe(response);
          },
        );
        upstream.on('error', () => {
          if (!response.headersSent) {
            response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', ...globalHeaders });
            response.end(JSON.stringify({ message: mensagens.servicoIndisponivel }));
          }
        });
        upstream.end(body);
        return;
      }
      const method = request.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD', ...globalHeaders });
        response.end();
        return;
      }
      const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
      const found = await resolveFile(path);
      if (found) return await sendFile(response, found, path, acceptEncoding, method);
      if (excludes.some((pattern) => pattern.test(path))) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...globalHeaders });
        response.end('Not found');
        return;
      }
      const fallback = await resolveFile(config.navigationFallback.rewrite);
      if (!fallback) {
        response.writeHead(404, globalHeaders);
        response.end();
        return;
      }
      return await sendFile(response, fallback, config.navigationFallback.rewrite, acceptEncoding, method);
    } catch {
      if (!response.headersSent) response.writeHead(500, globalHeaders);
      response.end();
    }
  };

  const server = createSecureServer({ key: options.tls.key, cert: options.tls.cert, allowHTTP1: true });
  server.on('request', handle);
  const connections = new Set<TLSSocket>();
  openConnections.set(server, connections);
  server.on('secureConnection', (socket: TLSSocket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  return server;
}
