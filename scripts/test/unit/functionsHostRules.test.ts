import { describe, expect, it } from 'vitest';
import { validateHttpFunctions } from '../../stack/functionsHost/functionsHostRules.ts';

const fn = (name: string, route: string, methods: string[] = ['GET']) => ({ name, route, methods });
const reserved = 'The specified route conflicts with one or more built in routes.';

describe('Functions host start-up checks', () => {
  it('refuses templates starting with admin or runtime, as a plain prefix and in any case', () => {
    const { valid, errors } = validateHttpFunctions([
      fn('a', 'admin/produtos'),
      fn('b', '/Admin'),
      fn('c', 'administracao/pedidos'),
      fn('d', 'runtime/webhooks'),
      fn('e', 'api/admin/produtos'),
      fn('f', 'api/runtime'),
    ]);
    expect(errors).toEqual([
      { name: 'a', message: reserved },
      { name: 'b', message: reserved },
      { name: 'c', message: reserved },
      { name: 'd', message: reserved },
    ]);
    expect(valid.map((entry) => entry.name)).toEqual(['e', 'f']);
  });

  it('refuses a second function on the same route with a shared method, not one with other methods', () => {
    const { valid, errors } = validateHttpFunctions([
      fn('ver', 'api/carrinho', ['GET']),
      fn('limpar', 'api/carrinho', ['DELETE']),
      fn('ver-de-novo', '/API/Carrinho/', ['GET', 'POST']),
      fn('todos', 'api/carrinho', []),
    ]);
    expect(valid.map((entry) => entry.name)).toEqual(['ver', 'limpar']);
    expect(errors).toEqual([
      { name: 'ver-de-novo', message: "The route specified conflicts with the route defined by function 'ver'." },
      { name: 'todos', message: "The route specified conflicts with the route defined by function 'ver'." },
    ]);
  });

  it('refuses a repeated function name', () => {
    expect(validateHttpFunctions([fn('x', 'api/a'), fn('x', 'api/b')]).errors).toEqual([
      { name: 'x', message: "The function or proxy name 'x' must be unique within the function app." },
    ]);
  });

  it('refuses route constraints, which the local host does not implement', () => {
    const { errors } = validateHttpFunctions([fn('a', 'api/pedidos/{id:int}'), fn('b', 'api/pedidos/{id}/x')]);
    expect(errors.map((error) => error.name)).toEqual(['a']);
  });
});
