import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateHttpFunctions } from '../../../scripts/stack/functionsHost/functionsHostRules.ts';
import { readRoutePrefix } from '../../../scripts/stack/functionsHost/hostJson.ts';
import { routes, timers } from '../../src/app/routes.ts';

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

  it('names timers uniquely apart from the routes', () => {
    const names = [...routes, ...timers].map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
