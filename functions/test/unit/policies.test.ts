import { describe, expect, it } from 'vitest';
import { podeAlterarPapel, podeLer, possuiPermissao } from '../../src/services/policies.ts';

const ator = (id: string, role: 'user' | 'admin' | 'master') => ({ id, role });

describe('policies', () => {
  it('admins and masters hold every admin permission; users none', () => {
    for (const permissao of ['isAdmin', 'canManageProducts', 'canManageUsers', 'canAccessLogs'] as const) {
      expect(possuiPermissao(ator('a', 'admin'), permissao)).toBe(true);
      expect(possuiPermissao(ator('m', 'master'), permissao)).toBe(true);
      expect(possuiPermissao(ator('u', 'user'), permissao)).toBe(false);
    }
  });

  it('an order is read by its owner and by admins only', () => {
    expect(podeLer(ator('u1', 'user'), { userId: 'u1' })).toBe(true);
    expect(podeLer(ator('u2', 'user'), { userId: 'u1' })).toBe(false);
    expect(podeLer(ator('a', 'admin'), { userId: 'u1' })).toBe(true);
  });

  it('master changes anyone but a master, admin only users, nobody their own role, and only to admin or user', () => {
    expect(podeAlterarPapel(ator('m', 'master'), ator('a', 'admin'), 'user')).toBe(true);
    expect(podeAlterarPapel(ator('m', 'master'), ator('m2', 'master'), 'user')).toBe(false);
    expect(podeAlterarPapel(ator('a', 'admin'), ator('u', 'user'), 'admin')).toBe(true);
    expect(podeAlterarPapel(ator('a', 'admin'), ator('a2', 'admin'), 'user')).toBe(false);
    expect(podeAlterarPapel(ator('u', 'user'), ator('u2', 'user'), 'admin')).toBe(false);
    expect(podeAlterarPapel(ator('m', 'master'), ator('m', 'master'), 'user')).toBe(false);
    expect(podeAlterarPapel(ator('m', 'master'), ator('u', 'user'), 'master')).toBe(false);
  });
});
