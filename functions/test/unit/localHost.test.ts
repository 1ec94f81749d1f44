import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpHandler, RouteDefinition } from '../../src/app/routeTypes.ts';
import type { FunctionError } from '../../src/local/functionsHostRules.ts';
import { createLocalHost } from '../../src/local/host.ts';

const definition = (name: string, route: string, methods: RouteDefinition['methods'] = ['GET']): RouteDefinition => ({
  name,
  route,
  methods,
  access: 'publico',
  handler: () => async () => ({ status: 204 }),
});

const echo: HttpHandler = async (request) => ({
  jsonBody: { name: 'eco', params: request.params, k: request.query.getAll('k'), body: await request.text() },
});

const refused: FunctionError[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createLocalHost(
    [
      { definition: definition('reservada', 'admin/produtos'), handler: echo },
      { definition: definition('admin-produtos', 'api/admin/produtos', ['GET', 'POST']), handler: echo },
      { definition: definition('item', 'api/itens/{id}'), handler: echo },
      {
        definition: definition('fluxo', 'api/fluxo'),
        // A body produced piece by piece reaches the client without being buffered first.
        handler: async () => ({
          body: Readable.from(['um,', 'dois,', 'três']),
          headers: { 'content-type': 'text/plain' },
        }),
      },
    ],
    { routePrefix: '', onFunctionError: (error) => refused.push(error) },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('local Functions host', () => {
  it('refuses a route starting with admin as Azure does: reported, never served', async () => {
    expect(refused).toEqual([
      { name: 'reservada', message: 'The specified route conflicts with one or more built in routes.' },
    ]);
    const response = await fetch(`${base}/admin/produtos`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('serves /api/admin/... through a template written with its api/ segment', async () => {
    const response = await fetch(`${base}/api/admin/produtos`, { method: 'POST', body: 'olá' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'eco', body: 'olá' });
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

  it('keeps repeated query keys and decodes route parameters', async () => {
    const response = await fetch(`${base}/api/itens/a%20b?k=1&k=2&k=3`);
    expect(await response.json()).toMatchObject({ params: { id: 'a b' }, k: ['1', '2', '3'] });
  });

  it('streams a response body', async () => {
    const response = await fetch(`${base}/api/fluxo`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('um,dois,três');
  });
});
