import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type InProcessHost, serveInProcess } from '../../../scripts/stack/functionsHost/inProcess.ts';
import { createHttpHandler } from '../../src/app/access.ts';
import { createConcurrencyLimiter } from '../../src/app/concurrencyLimits.ts';
import { createDependencies, type Dependencies } from '../../src/app/dependencies.ts';
import { json } from '../../src/app/http.ts';
import { routes } from '../../src/app/routes.ts';
import type { RouteDefinition } from '../../src/app/routeTypes.ts';
import { loadConfig } from '../../src/config.ts';
import { signedIn } from './usuariosDeTeste.ts';

/** The access a route declares is enforced before its handler runs (a route of the admin area here). */
const adminOnly: RouteDefinition = {
  name: 'teste-admin',
  methods: ['GET'],
  route: 'api/admin/teste',
  access: 'isAdmin',
  handler:
    async () =>
    () =>
    async (_request, { user }) =>
      json(200, { quem: user.username }),
};

let deps: Dependencies;
let host: InProcessHost;
let url: string;
let handled = 0;

beforeAll(async () => {
  deps = createDependencies(loadConfig(inject('settings')));
  const handler = createHttpHandler(adminOnly, deps.platform, createConcurrencyLimiter());
  const login = routes.find((route) => route.name === 'auth-login');
  if (!login) throw new Error('auth-login route missing');
  host = await serveInProcess((app) => {
    app.http(adminOnly.name, {
      methods: adminOnly.methods,
      route: adminOnly.route,
      handler: async (request, context) => {
        const response = await handler(request, context);
        if (response.status === 200) handled++;
        return response;
      },
    });
    app.http(login.name, {
      methods: login.methods,
      route: login.route,
      handler: createHttpHandler(login, deps.platform, createConcurrencyLimiter()),
    });
  });
  url = `${host.origin}/api`;
});
afterAll(async () => {
  await host.close();
  deps.cosmos.client.dispose();
});

describe('route access', () => {
  it('401 without a session, 403 for a franchisee, 200 for an admin and a master', async () => {
    const anonymous = await fetch(`${url}/admin/teste`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Sessão expirada ou inválida. Faça login novamente.' });

    const franchisee = await signedIn({ url, deps });
    const forbidden = await fetch(`${url}/admin/teste`, { headers: franchisee.headers });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'Você não tem permissão para realizar esta ação.' });
    expect(handled).toBe(0);

    for (const role of ['admin', 'master'] as const) {
      const { user, headers } = await signedIn({ url, deps }, role);
      const allowed = await fetch(`${url}/admin/teste`, { headers });
      expect(allowed.status, role).toBe(200);
      expect(await allowed.json()).toEqual({ quem: user.username });
    }
    expect(handled).toBe(2);
  });
});
