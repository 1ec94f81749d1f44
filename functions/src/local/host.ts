import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { HttpResponse as HttpResponseType } from '@azure/functions';
import { mensagens } from '@portal/shared';
import { errorResponse, type HttpHandler } from '../app/http.ts';
import type { RouteDefinition } from '../app/routeTypes.ts';
import { HttpRequest, HttpResponse, InvocationContext } from './functionsRuntime.ts';
import { createRouteMatcher } from './routeMatcher.ts';

/** The Functions host's own request size limit. */
const maxBodyBytes = 100 * 1024 * 1024;

export interface LocalRoute {
  definition: RouteDefinition;
  handler: HttpHandler;
}

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        resolve(null);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function flattenHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

async function send(response: ServerResponse, result: HttpResponseType): Promise<void> {
  const body = Buffer.from(await result.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  result.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = result.cookies.map((cookie) => `${cookie.name}=${cookie.value}`);
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  response.writeHead(result.status ?? 200, headers);
  response.end(body);
}

/**
 * Serves a route table on /api/... the way the Functions host would: Node requests become
 * `HttpRequest` objects, handler results (`HttpResponseInit` or `HttpResponse`) become Node responses.
 */
export function createLocalHost(routes: LocalRoute[]): Server {
  const byDefinition = new Map(routes.map((route) => [route.definition, route.handler]));
  const matcher = createRouteMatcher(routes.map((route) => route.definition));

  return createServer(async (incoming, outgoing) => {
    const method = (incoming.method ?? 'GET').toUpperCase();
    const context = new InvocationContext({ invocationId: randomUUID(), functionName: 'local-host' });
    try {
      // A fixed base: a malformed Host header must not be able to break URL parsing.
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      const underApi = url.pathname.toLowerCase().startsWith('/api/');
      const { matched, pathExists } = underApi
        ? matcher.match(url.pathname.slice('/api'.length), method)
        : { matched: null, pathExists: false };
      if (!matched) {
        const status = pathExists ? 405 : 404;
        const message = pathExists ? mensagens.metodoNaoPermitido : mensagens.rotaNaoEncontrada;
        await send(outgoing, new HttpResponse(errorResponse(status, { message })));
        return;
      }
      const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(incoming);
      if (body === null) {
        await send(outgoing, new HttpResponse(errorResponse(413, { message: mensagens.requisicaoMuitoGrande })));
        return;
      }
      const request = new HttpRequest({
        method,
        url: url.href,
        headers: flattenHeaders(incoming),
        query: Object.fromEntries(url.searchParams),
        params: matched.params,
        body: body.length > 0 ? { bytes: body } : undefined,
      });
      const invocation = new InvocationContext({ invocationId: randomUUID(), functionName: matched.route.name });
      const handler = byDefinition.get(matched.route);
      if (!handler) throw new Error(`no handler for ${matched.route.name}`);
      const result = await handler(request, invocation);
      await send(outgoing, result instanceof HttpResponse ? result : new HttpResponse(result));
    } catch (error) {
      context.error('local host failure', error);
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ message: mensagens.erroInterno }));
      }
    }
  });
}
