import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HttpResponse as HttpResponseType, LogHandler } from '@azure/functions';
import type { HttpHandler, RouteDefinition } from '../app/routeTypes.ts';
import { type FunctionError, validateHttpFunctions } from './functionsHostRules.ts';
import { HttpRequest, HttpResponse, InvocationContext } from './functionsRuntime.ts';
import { readRoutePrefix } from './hostJson.ts';
import { createRouteMatcher } from './routeMatcher.ts';

/** The Functions host's request size limit (FUNCTIONS_REQUEST_BODY_SIZE_LIMIT's default, 100 MB). */
const maxBodyBytes = 104_857_600;

export interface LocalRoute {
  definition: RouteDefinition;
  handler: HttpHandler;
}

export interface LocalHostOptions {
  /** host.json's routePrefix (read from functions/host.json when absent). */
  routePrefix?: string;
  /** Functions the host refused, as Azure logs "The 'x' function is in error". */
  onFunctionError?: (error: FunctionError) => void;
  /** Where invocations log (the console, as Core Tools prints them, when absent). */
  logHandler?: LogHandler;
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

/** The host's own answers (no route, wrong method, body too large) carry no body, as in Azure. */
function sendEmpty(response: ServerResponse, status: number) {
  response.writeHead(status, { 'content-length': '0' });
  response.end();
}

/** A body the handler produces over time (a file from storage), as opposed to bytes it already holds. */
const isStream = (body: unknown) =>
  body instanceof Readable ||
  body instanceof ReadableStream ||
  (typeof body === 'object' && body !== null && Symbol.asyncIterator in body);

/**
 * Sends the handler's response: a stream body is piped as it comes, as the worker does with HTTP
 * streams enabled; bytes already in memory (JSON, text) go in one write, which is much cheaper.
 */
async function send(response: ServerResponse, result: HttpResponseType, streamed: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  result.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = result.cookies.map((cookie) => `${cookie.name}=${cookie.value}`);
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  response.writeHead(result.status ?? 200, headers);
  if (!result.body) {
    response.end();
    return;
  }
  if (streamed) await pipeline(Readable.fromWeb(result.body), response);
  else response.end(Buffer.from(await result.arrayBuffer()));
}

/**
 * Serves a route table the way the Functions host does (Core Tools cannot be installed here): the same
 * start-up checks (a refused function is left out and answers 404), host.json's routePrefix, the
 * host's empty 404 for unknown paths and for methods a route does not take, its 100 MB body limit, and
 * `HttpRequest` objects built from the URL as the worker builds them with HTTP streams on (repeated
 * query keys kept). Handler results become Node responses, streamed.
 */
export function createLocalHost(routes: LocalRoute[], options: LocalHostOptions = {}): Server {
  const { valid, errors } = validateHttpFunctions(routes.map((route) => route.definition));
  for (const error of errors) {
    (options.onFunctionError ?? ((e) => console.error(`The '${e.name}' function is in error: ${e.message}`)))(error);
  }
  const accepted = routes.filter((route) => valid.includes(route.definition));
  const byDefinition = new Map(accepted.map((route) => [route.definition, route.handler]));
  const matcher = createRouteMatcher(
    accepted.map((route) => route.definition),
    options.routePrefix ?? readRoutePrefix(),
  );

  return createServer(async (incoming, outgoing) => {
    const method = (incoming.method ?? 'GET').toUpperCase();
    const context = new InvocationContext({ invocationId: randomUUID(), functionName: 'local-host' });
    try {
      // A fixed base: a malformed Host header must not be able to break URL parsing.
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      const matched = matcher.match(url.pathname, method);
      const handler = matched && byDefinition.get(matched.route);
      if (!matched || !handler) {
        incoming.resume();
        sendEmpty(outgoing, 404);
        return;
      }
      const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(incoming);
      if (body === null) {
        sendEmpty(outgoing, 413);
        return;
      }
      const request = new HttpRequest({
        method,
        url: url.href,
        headers: flattenHeaders(incoming),
        params: matched.params,
        body: body.length > 0 ? { bytes: body } : undefined,
      });
      const invocation = new InvocationContext({
        invocationId: randomUUID(),
        functionName: matched.route.name,
        ...(options.logHandler ? { logHandler: options.logHandler } : {}),
      });
      const result = await handler(request, invocation);
      const streamed = !(result instanceof HttpResponse) && isStream(result.body);
      await send(outgoing, result instanceof HttpResponse ? result : new HttpResponse(result), streamed);
    } catch (error) {
      context.error('local host failure', error);
      if (!outgoing.headersSent) sendEmpty(outgoing, 500);
      else outgoing.destroy();
    }
  });
}
