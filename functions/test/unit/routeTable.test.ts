import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateHttpFunctions } from '../../../scripts/stack/functionsHost/functionsHostRules.ts';
import { readRoutePrefix } from '../../../scripts/stack/functionsHost/hostJson.ts';
import { listLimit, painelAdminLimit } from '../../src/app/concurrencyLimits.ts';
import { routes, timers } from '../../src/app/routes.ts';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

/**
 * Where the API defers loading code (decision 77, decision 83 as the composition root amended it): a route's module
 * at its first request, with the sign-in domain that checks its caller; the stand-ins' set-up when the app starts
 * locally; and packages (SDKs, busboy, sharp) at their first call. Nothing else is a second level of laziness.
 */
const deferredImports = new Map<string, RegExp>([
  ['app/routes.ts', /^\.\.\/routes\/\w+\.ts$/],
  ['app/access.ts', /^\.\.\/composition\/auth\.ts$/],
  ['app/registerFunctions.ts', /^\.\/localSetup\.ts$/],
]);

/** Every dynamic import and Proxy in the API's sources, as `file: what`, those allowed above left out. */
function deferrals(): string[] {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  return files.flatMap((file) => {
    const path = relative(src, join(src, file)).replaceAll('\\', '/');
    const text = readFileSync(join(src, file), 'utf8');
    const imports = [...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)]
      .map(([, specifier = '']) => specifier)
      .filter((specifier) => specifier.startsWith('.') && !deferredImports.get(path)?.test(specifier))
      .map((specifier) => `${path}: import('${specifier}')`);
    const proxies = /\bnew Proxy\(/.test(text) ? [`${path}: new Proxy`] : [];
    return [...imports, ...proxies];
  });
}

/** The admin area of the spec (section 2): every route under it needs a permission, never just a session. */
const adminArea = /^api\/(admin|users|logs)(\/|$)/i;

describe('route table', () => {
  it('passes the Functions host start-up checks (no reserved prefix, no conflicts, unique names)', () => {
    expect(validateHttpFunctions(routes).errors).toEqual([]);
  });

  it('writes every template with its api/ segment behind an empty routePrefix, so /api/admin/... is allowed', () => {
    expect(readRoutePrefix(fileURLToPath(new URL('../../', import.meta.url)))).toBe('');
    const hostJson = JSON.parse(readFileSync(new URL('../../host.json', import.meta.url), 'utf8'));
    expect(hostJson.extensions.http.routePrefix).toBe('');
    for (const route of routes) expect(route.route, route.name).toMatch(/^api\//);
  });

  it('declares who may call each route, and an admin route only with a permission', () => {
    for (const route of routes) {
      expect(['publico', 'autenticado', 'isAdmin', 'canManageProducts', 'canManageUsers', 'canAccessLogs']).toContain(
        route.access,
      );
      if (adminArea.test(route.route)) expect(['publico', 'autenticado'], route.name).not.toContain(route.access);
    }
  });

  it('limits per user every heavy route: the dashboard, and every list (a GET of a collection) of the admin area and the franchisee', () => {
    const listas = routes.filter(
      ({ methods, route }) =>
        methods.includes('GET') && !route.includes('{') && (adminArea.test(route) || /\/meus-[a-z]+$/.test(route)),
    );
    expect(listas.map(({ name }) => name).sort()).toEqual([
      'admin-chamados-listar',
      'admin-dashboard',
      'admin-logs',
      'admin-pedidos-exportacao',
      'admin-pedidos-listar',
      'admin-produtos-listar',
      'admin-unidades-listar',
      'admin-unidades-verbas',
      'chamados-meus',
      'pedidos-meus',
      'usuarios-listar',
    ]);
    for (const route of listas) {
      expect('limit' in route && route.limit, route.name).toEqual(
        route.name === 'admin-dashboard' ? painelAdminLimit : listLimit,
      );
    }
    // No limit elsewhere: a checkout, an upload or a sign-in is not refused for running beside another.
    const limitadas = routes.filter((route) => 'limit' in route && route.limit).map(({ name }) => name);
    expect(limitadas.sort()).toEqual(listas.map(({ name }) => name).sort());
  });

  it('defers one level: route modules (with the sign-in check) and local set-up only; services by static import, no Proxy', () => {
    expect(deferrals()).toEqual([]);
  });

  it('loads every route and timer handler from its module by reference', async () => {
    for (const entry of [...routes, ...timers]) expect(typeof (await entry.handler()), entry.name).toBe('function');
  });

  it('names timers uniquely apart from the routes', () => {
    const names = [...routes, ...timers].map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
