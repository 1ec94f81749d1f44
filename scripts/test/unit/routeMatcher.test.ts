import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../../stack/functionsHost/routeMatcher.ts';

const route = (name: string, template: string, methods: string[] = ['GET']) => ({ name, route: template, methods });

const matcher = createRouteMatcher(
  [
    route('pedido', 'api/pedidos/{id}'),
    route('meus', 'api/pedidos/meus-pedidos'),
    route('status', 'api/admin/pedidos/{id}/status', ['PUT']),
    route('arquivo', 'api/arquivos/{*caminho}'),
    route('criar', 'api/itens/novo', ['POST']),
    route('item', 'api/itens/{id}'),
  ],
  '',
);

describe('route matcher', () => {
  it('extracts and decodes route parameters', () => {
    expect(matcher.match('/api/pedidos/abc%20d', 'GET')).toMatchObject({
      route: { name: 'pedido' },
      params: { id: 'abc d' },
    });
    expect(matcher.match('/api/admin/pedidos/42/status', 'put')?.params).toEqual({ id: '42' });
  });

  it('keeps a value that is not valid percent-encoding as sent instead of failing', () => {
    expect(matcher.match('/api/pedidos/%E0%A4%A', 'GET')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('prefers literal segments over parameters, whatever the table order', () => {
    expect(matcher.match('/api/pedidos/meus-pedidos', 'GET')?.route.name).toBe('meus');
  });

  it('treats the method as a route constraint: another route of the same path may match', () => {
    expect(matcher.match('/api/itens/novo', 'POST')?.route.name).toBe('criar');
    expect(matcher.match('/api/itens/novo', 'GET')).toMatchObject({ route: { name: 'item' }, params: { id: 'novo' } });
  });

  it('matches case-insensitively and tolerates a trailing slash', () => {
    expect(matcher.match('/API/Pedidos/Meus-Pedidos/', 'GET')?.route.name).toBe('meus');
  });

  it('supports catch-all parameters', () => {
    expect(matcher.match('/api/arquivos/a/b/c.pdf', 'GET')?.params).toEqual({ caminho: 'a/b/c.pdf' });
  });

  it('matches nothing for a wrong method, an unknown path or a longer path', () => {
    expect(matcher.match('/api/admin/pedidos/1/status', 'GET')).toBeNull();
    expect(matcher.match('/api/nada', 'GET')).toBeNull();
    expect(matcher.match('/api/pedidos/1/extra', 'GET')).toBeNull();
  });

  it('puts host.json routePrefix before every template', () => {
    const prefixed = createRouteMatcher([route('saude', 'health')], 'api');
    expect(prefixed.match('/api/health', 'GET')?.route.name).toBe('saude');
    expect(prefixed.match('/health', 'GET')).toBeNull();
  });
});
