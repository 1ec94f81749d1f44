import { randomUUID } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { pipeline } from 'node:stream/promises';
import { appendForwardedFor, fromStaticWebApp, peerAddress } from '../forwarding.ts';
import { applyCors, type CorsSettings, noCors } from './cors.ts';
import { type FunctionError, type HttpFunction, validateHttpFunctions } from './functionsHostRules.ts';
import { readRoutePrefix } from './hostJson.ts';
import { createRouteMatcher } from './routeMatcher.ts';
import { type LogSink, type RegisteredFunction, triggerOf, type WorkerApp } from './worker.ts';

/** The Functions host's request size limit (FUNCTIONS_REQUEST_BODY_SIZE_LIMIT's default, 100 MB). */
const maxBodyBytes = 104_857_600;

export interface FunctionsHostOptions {
  /** The app's folder, whose host.json gives the route prefix. */
  functionAppDirectory: string;
  /** The Function app's platform CORS (cors.ts); no origin allowed when absent. */
  cors?: CorsSettings;
  /**
   * The local Static Web Apps server this Function app is linked to (`linked` mode with the SPA served), by the key
   * of its platform token. Linking makes the Static Web App the app's only caller: Azure answers any other 401
   * (Azure/static-web-apps #512, #1169). This host still serves them — the benchmark and `npm run dev`'s proxy
   * call its port — but as the front end of a Function app nothing is linked to: their own X-Forwarded-For never
   * reaches the app, which takes the entry before the front end's for the address Static Web Apps saw. Absent
   * (the integration suite's hosts), X-Forwarded-For passes as sent: the tests play Static Web Apps.
   */
  linkedStaticWebApp?: {
    platformKey: Uint8Array;
    /** Answer other callers 401 as Azure does (the deployment self-check's tests of a link with the wrong key). */
    refuseOthers?: boolean;
  };
  /** Functions the host refused, as Azure logs "The 'x' function is in error". */
  onFunctionError?: (error: FunctionError) => void;
  /** Where invocations log. */
  log: LogSink;
}

interface HttpRoute extends HttpFunction {
  fn: RegisteredFunction;
  trigger: string;
}

/** The HTTP functions of an app with their triggers' routes and methods, as the host indexes them. */
function httpRoutes(app: WorkerApp): HttpRoute[] {
  return app.functions.flatMap((fn) => {
    const [trigger, binding] = triggerOf(fn);
    if (binding.type.toLowerCase() !== 'httptrigger') return [];
    return [
      { name: fn.metadata.name, route: binding.route ?? fn.metadata.name, methods: binding.methods ?? [], fn, trigger },
    ];
  });
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

/**
 * The request's headers as the host hands them to the worker (trigger metadata `Headers`): one value each, with
 * what the platform's front end adds before the host sees a request — the address it received the request from
 * appended to X-Forwarded-For, and set as `client-ip` over any the client sent (Azure/app-service-linux-docs,
 * headers.md: "App Service will overwrite any existing header so they cannot be spoofed"). `forwarded` is false
 * for a caller whose X-Forwarded-For must not reach the app (FunctionsHostOptions `linkedStaticWebApp`).
 */
function flattenHeaders(request: IncomingMessage, forwarded: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = appendForwardedFor(
    forwarded ? request.headers['x-forwarded-for'] : undefined,
    request.socket,
  );
  headers['client-ip'] = peerAddress(request.socket);
  return headers;
}

/** The host's own answers (no route, wrong method, body too large, a failed invocation) carry no body. */
function sendEmpty(response: ServerResponse, status: number) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'content-length': '0' });
  response.end();
}

/** Kestrel refuses a request whose Host is not a host name or address with an optional port. */
const validHost = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Sends the request to the programming model's HTTP proxy (HTTP streams on), as the host does: the worker pairs it
 * with the invocation by `x-ms-invocation-id` and rebuilds the URL from the forwarded host and protocol.
 */
function proxyRequest(httpUri: string, invocationId: string, method: string, path: string, host: string, body: Buffer) {
  const proxied = httpRequest(new URL(path, httpUri), {
    method,
    headers: {
      'x-ms-invocation-id': invocationId,
      'x-forwarded-host': host,
      'x-forwarded-proto': 'http',
      'content-length': String(body.length),
    },
  });
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    proxied.once('response', resolve);
    proxied.once('error', reject);
  });
  // Awaited below, unless the invocation failed first (then the proxy request is dropped).
  answered.catch(() => {});
  proxied.end(body);
  return { proxied, answered };
}

/** Headers of the worker's answer that belong to its hop, not to the client's response. */
const hopHeaders = new Set(['x-ms-invocation-id', 'connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * The local Functions host (Core Tools cannot be installed here), in front of an app loaded by the worker
 * stand-in (worker.ts). As in Azure it runs the host's start-up checks (a refused function is left out and
 * answers 404), puts host.json's routePrefix before every template, answers unknown paths and methods a route
 * does not take with its empty 404 and bodies over 100 MB with 413, applies the platform CORS, and hands each
 * request to the worker: the invocation through the programming model, the request and its answer through the
 * model's HTTP proxy, streamed back to the client.
 */
export function createFunctionsHost(app: WorkerApp, options: FunctionsHostOptions): Server {
  const { valid, errors } = validateHttpFunctions(httpRoutes(app));
  for (const error of errors) {
    (options.onFunctionError ?? ((e) => console.error(`The '${e.name}' function is in error: ${e.message}`)))(error);
  }
  const matcher = createRouteMatcher(valid, readRoutePrefix(options.functionAppDirectory));
  const { httpUri } = app;
  if (valid.length > 0 && !httpUri) throw new Error('The app did not turn HTTP streams on (app.setup)');

  return createServer(async (incoming, outgoing) => {
    let proxied: ReturnType<typeof proxyRequest>['proxied'] | undefined;
    try {
      if (applyCors(options.cors ?? noCors, incoming, outgoing)) return;
      const method = (incoming.method ?? 'GET').toUpperCase();
      const host = incoming.headers.host ?? '';
      if (!validHost.test(host)) {
        incoming.resume();
        sendEmpty(outgoing, 400);
        return;
      }
      const linked = options.linkedStaticWebApp;
      const forwarded = !linked || (await fromStaticWebApp(incoming.headers.authorization, linked.platformKey));
      if (!forwarded && linked?.refuseOthers) {
        incoming.resume();
        sendEmpty(outgoing, 401);
        return;
      }
      // A fixed base: the request target is a path; the forwarded host gives the URL its authority.
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      const matched = matcher.match(url.pathname, method);
      if (!matched || !httpUri) {
        incoming.resume();
        sendEmpty(outgoing, 404);
        return;
      }
      const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(incoming);
      if (body === null) {
        sendEmpty(outgoing, 413);
        return;
      }
      const invocationId = randomUUID();
      const proxy = proxyRequest(httpUri, invocationId, method, url.pathname + url.search, host, body);
      proxied = proxy.proxied;
      const { answered } = proxy;
      const params = Object.fromEntries(
        Object.entries(matched.params).map(([name, value]) => [name, { string: value }]),
      );
      const invocation = app.invoke(
        matched.route.fn,
        {
          invocationId,
          inputData: [{ name: matched.route.trigger }],
          triggerMetadata: { ...params, Headers: { json: JSON.stringify(flattenHeaders(incoming, forwarded)) } },
        },
        options.log,
      );
      // The answer comes through the proxy while the invocation finishes; a failed invocation is the host's 500.
      const answer = await Promise.race([answered, invocation.then(() => answered)]);
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !hopHeaders.has(name)) headers[name] = value;
      }
      const vary = outgoing.getHeader('vary');
      if (vary && headers.vary) headers.vary = `${headers.vary}, ${vary}`;
      outgoing.writeHead(answer.statusCode ?? 500, headers);
      await Promise.all([pipeline(answer, outgoing), invocation]);
    } catch (error) {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      options.log('error', 'system', `local host failure: ${detail}`);
      proxied?.destroy();
      sendEmpty(outgoing, 500);
    }
  });
}
