import { describe, expect, it } from 'vitest';
import { senhas } from '../../src/services/auth/passwords.ts';
import { legacyPasswordHash as legacyHash } from '../support/legacyPasswordHash.ts';

const { hashPassword, needsRehash, verifyPassword } = senhas;

describe('password hashes (scrypt at OWASP parameters)', () => {
  it('stores N = 2^17, r = 8, p = 1 with a random salt, and verifies it', async () => {
    const [primeiro, segundo] = await Promise.all([hashPassword('Senha@Forte1'), hashPassword('Senha@Forte1')]);
    expect(primeiro).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(primeiro).not.toBe(segundo);
    expect(await verifyPassword('Senha@Forte1', primeiro ?? '')).toBe(true);
    expect(await verifyPassword('Senha@Forte2', primeiro ?? '')).toBe(false);
    expect(needsRehash(primeiro ?? '')).toBe(false);
    // Unknown usernames are checked against a hash at the same parameters, so they cost the same derivation.
    expect(senhas.dummyPasswordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('still verifies a hash of the old parameters, which needs re-hashing', async () => {
    const antigo = legacyHash('Senha@Antiga1');
    expect(await verifyPassword('Senha@Antiga1', antigo)).toBe(true);
    expect(await verifyPassword('outra', antigo)).toBe(false);
    expect(needsRehash(antigo)).toBe(true);
  });

  it('refuses, without deriving, stored parameters no hash of ours has (a corrupted record cannot take the memory)', async () => {
    const [, , , , salt, key] = legacyHash('x').split('$');
    for (const [n, r, p] of [
      [2 ** 30, 8, 1],
      [2 ** 17, 64, 1],
      [2 ** 17, 8, 1000],
      [3, 8, 1],
      [0, 8, 1],
    ]) {
      const armazenado = ['scrypt', n, r, p, salt, key].join('$');
      const inicio = performance.now();
      expect(await verifyPassword('x', armazenado)).toBe(false);
      expect(performance.now() - inicio).toBeLessThan(50);
    }
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
