import { Readable } from 'node:stream';
import type { HttpHandler } from '@azure/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionError } from '../../stack/functionsHost/functionsHostRules.ts';
import { type InProcessHost, serveInProcess } from '../../stack/functionsHost/inProcess.ts';

const echo: HttpHandler = async (request, context) => ({
  jsonBody: {
    name: context.functionName,
    url: request.url,
    params: request.params,
    k: request.query.getAll('k'),
    body: await request.text(),
    header: request.headers.get('x-teste'),
    encaminhadoPor: request.headers.get('x-forwarded-for'),
    clientIp: request.headers.get('client-ip'),
  },
});

const refused: FunctionError[] = [];
const logged: string[] = [];
const portal = 'https://portal.example';
let host: InProcessHost;
let base: string;
/** Calls of the app's own OPTIONS route, which would answer CORS itself with a long preflight cache. */
let opcoesChamadas = 0;
const opcoes: HttpHandler = async () => {
  opcoesChamadas++;
  return {
    status: 204,
    headers: {
      'access-control-allow-origin': portal,
      'access-control-allow-headers': 'x-portal-authorization,content-type',
      'access-control-allow-methods': 'GET,PUT',
      'access-control-max-age': '7200',
    },
  };
};

beforeAll(async () => {
  // Registered with @azure/functions as the entry point registers the app, loaded by the worker stand-in: every
  // request below goes through the library's invocation model and its HTTP proxy, as in Azure.
  host = await serveInProcess(
    (app) => {
      app.http('reservada', { route: 'admin/produtos', methods: ['GET'], handler: echo });
      app.http('admin-produtos', { route: 'api/admin/produtos', methods: ['GET', 'POST'], handler: echo });
      app.http('item', { route: 'api/itens/{id}', methods: ['GET'], handler: echo });
      app.http('opcoes', { route: 'api/opcoes', methods: ['OPTIONS'], handler: opcoes });
      app.http('restrita', { route: 'api/numeros/{id:int}', methods: ['GET'], handler: echo });
      app.http('falha', {
        route: 'api/falha',
        methods: ['GET'],
        handler: async () => {
          throw new Error('quebrou');
        },
      });
      app.http('registra', {
        route: 'api/registra',
        methods: ['GET'],
        handler: async (_request, context) => {
          context.log('linha do handler');
          return { status: 204 };
        },
      });
      app.http('fluxo', {
        route: 'api/fluxo',
        methods: ['GET'],
        // A body produced piece by piece reaches the client without being buffered first.
        handler: async () => ({
          body: Readable.from(['um,', 'dois,', 'três']),
          headers: { 'content-type': 'text/plain' },
        }),
      });
    },
    {
      cors: { allowedOrigins: [portal], supportCredentials: false },
      onFunctionError: (error) => refused.push(error),
      log: (_level, category, message) => {
        if (category === 'user') logged.push(message);
      },
    },
  );
  base = host.origin;
});

afterAll(() => host.close());

describe('local Functions host', () => {
  it('refuses a route starting with admin, and a constrained parameter, as reported errors: never served', async () => {
    expect(refused.map((error) => error.name)).toEqual(['reservada', 'restrita']);
    expect(refused[0]?.message).toBe('The specified route conflicts with one or more built in routes.');
    for (const path of ['/admin/produtos', '/api/numeros/1']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('');
    }
  });

  it('serves /api/admin/... through a template written with its api/ segment, body and headers through the proxy', async () => {
    const response = await fetch(`${base}/api/admin/produtos`, {
      method: 'POST',
      body: 'olá',
      headers: { 'x-teste': 'sim' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ms-invocation-id')).toBeNull();
    expect(await response.json()).toMatchObject({
      name: 'admin-produtos',
      body: 'olá',
      header: 'sim',
      url: `${base}/api/admin/produtos`,
    });
  });

  it("stands in for the platform's front end: appends the caller's address to X-Forwarded-For and sets client-ip over the client's", async () => {
    const forjado = await fetch(`${base}/api/itens/1`, {
      headers: { 'x-forwarded-for': '203.0.113.7', 'client-ip': '203.0.113.7:443' },
    });
    const { encaminhadoPor, clientIp } = (await forjado.json()) as Record<string, string>;
    expect(clientIp).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(encaminhadoPor).toBe(`203.0.113.7, ${clientIp}`);
    const limpo = (await (await fetch(`${base}/api/itens/1`)).json()) as Record<string, string>;
    expect(limpo.encaminhadoPor).toBe(limpo.clientIp);
  });

  it('answers unknown paths and methods a route does not take with an empty 404, as the Functions host does', async () => {
    for (const [method, path] of [
      ['GET', '/api/nada'],
      ['DELETE', '/api/admin/produtos'],
      ['HEAD', '/api/itens/1'],
      ['GET', '/api/itens/1/mais'],
      ['GET', '/'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.text(), `${method} ${path}`).toBe('');
    }
  });

  it('keeps repeated query keys and decodes route parameters (HTTP streams on)', async () => {
    const response = await fetch(`${base}/api/itens/a%20b?k=1&k=2&k=3`);
    expect(await response.json()).toMatchObject({ params: { id: 'a b' }, k: ['1', '2', '3'] });
  });

  it('streams a response body', async () => {
    const response = await fetch(`${base}/api/fluxo`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('um,dois,três');
  });

  it("answers a handler's exception with the host's empty 500, and passes the handler's log lines on", async () => {
    const failed = await fetch(`${base}/api/falha`);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('');
    expect((await fetch(`${base}/api/registra`)).status).toBe(204);
    expect(logged).toContain('linha do handler');
  });

  it('refuses a request whose Host is not a host name, as Kestrel does', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const sent = request(`${base}/api/itens/1`, { headers: { host: 'x y/z' } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(status).toBe(400);
  });
});

const preflight = (origin: string, path = '/api/itens/1', origem = base) =>
  fetch(`${origem}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'x-portal-authorization,content-type',
    },
  });

describe('platform CORS (direct API mode)', () => {
  it("answers the portal's preflight itself, allowing any header and method, for any path", async () => {
    for (const path of ['/api/itens/1', '/api/nada']) {
      const response = await preflight(portal, path);
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(portal);
      expect(response.headers.get('access-control-allow-headers')).toBe('x-portal-authorization,content-type');
      expect(response.headers.get('access-control-allow-methods')).toBe('PUT');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('answers another origin’s preflight with 204 and no CORS header, so the browser refuses the call', async () => {
    const response = await preflight('https://intruso.example');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('answers a preflight before any route, one that takes OPTIONS included: no Access-Control-Max-Age', async () => {
    const response = await preflight(portal, '/api/opcoes');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(portal);
    expect(response.headers.get('access-control-max-age')).toBeNull();
    expect(opcoesChamadas).toBe(0);
  });

  it('names the portal on its answers only', async () => {
    const allowed = await fetch(`${base}/api/itens/1`, { headers: { origin: portal } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(portal);
    expect(allowed.headers.get('vary')).toContain('Origin');
    const other = await fetch(`${base}/api/itens/1`, { headers: { origin: 'https://intruso.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a Function app allowing no origin (linked API mode)', () => {
  let semCors: InProcessHost;
  beforeAll(async () => {
    semCors = await serveInProcess((app) => {
      app.http('opcoes-sem-cors', { route: 'api/opcoes', methods: ['OPTIONS'], handler: opcoes });
      app.http('item-sem-cors', { route: 'api/itens/{id}', methods: ['GET'], handler: echo });
    });
  });
  afterAll(() => semCors.close());

  it("still answers every preflight itself, with 204 and no CORS header: the app's own OPTIONS route is never called", async () => {
    for (const origin of [portal, 'https://intruso.example']) {
      const response = await preflight(origin, '/api/opcoes', semCors.origin);
      expect(response.status, origin).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(response.headers.get('access-control-max-age'), origin).toBeNull();
    }
    expect(opcoesChamadas).toBe(0);
    // The same-origin calls of the linked mode (an Origin header, no preflight) reach the app, unnamed.
    const call = await fetch(`${semCors.origin}/api/itens/1`, { method: 'GET', headers: { origin: portal } });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });
});
