import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../src/app/routeTypes.ts';
import { createRouteMatcher } from '../../src/local/routeMatcher.ts';

const handler: RouteDefinition['handler'] = () => async () => ({ status: 204 });
const route = (name: string, template: string, methods: RouteDefinition['methods'] = ['GET']): RouteDefinition => ({
  name,
  route: template,
  methods,
  handler,
});

const matcher = createRouteMatcher([
  route('pedido', 'pedidos/{id}'),
  route('meus', 'pedidos/meus-pedidos'),
  route('status', 'admin/pedidos/{id}/status', ['PUT']),
  route('arquivo', 'arquivos/{*caminho}'),
]);

describe('route matcher', () => {
  it('extracts and decodes route parameters', () => {
    expect(matcher.match('/pedidos/abc%20d', 'GET').matched).toMatchObject({
      route: { name: 'pedido' },
      params: { id: 'abc d' },
    });
    expect(matcher.match('/admin/pedidos/42/status', 'put').matched?.params).toEqual({ id: '42' });
  });

  it('prefers literal segments over parameters, whatever the table order', () => {
    expect(matcher.match('/pedidos/meus-pedidos', 'GET').matched?.route.name).toBe('meus');
  });

  it('matches case-insensitively and tolerates a trailing slash', () => {
    expect(matcher.match('/Pedidos/Meus-Pedidos/', 'GET').matched?.route.name).toBe('meus');
  });

  it('supports catch-all parameters', () => {
    expect(matcher.match('/arquivos/a/b/c.pdf', 'GET').matched?.params).toEqual({ caminho: 'a/b/c.pdf' });
  });

  it('tells a wrong method (path exists) from an unknown path', () => {
    expect(matcher.match('/admin/pedidos/1/status', 'GET')).toEqual({ matched: null, pathExists: true });
    expect(matcher.match('/nada', 'GET')).toEqual({ matched: null, pathExists: false });
    expect(matcher.match('/pedidos/1/extra', 'GET').pathExists).toBe(false);
  });
});
