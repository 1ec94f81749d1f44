import { describe, expect, it } from 'vitest';
import { criarSenhas, parametrosOwasp, senhas } from '../../src/services/auth/passwords.ts';
import { legacyPasswordHash as legacyHash } from '../support/legacyPasswordHash.ts';

const { needsRehash, verifyPassword } = senhas;

// A derivation at OWASP's cost is half a second of a core, several seconds on a busy machine: the unit tests check
// the portal's parameters without deriving, and the format and verification at a cheap N. The one derivation at
// the real cost is in the integration suite (senhaRehash.test.ts), with a budget that holds under load.
describe('password hashes (scrypt at OWASP parameters)', () => {
  it("the portal's parameters are OWASP's: N = 2^17, r = 8, p = 1", () => {
    expect(parametrosOwasp).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    // A hash at those parameters needs no re-hashing, one at any other does: `senhas` hashes at them.
    expect(needsRehash('scrypt$131072$8$1$c2FsdA==$Y2hhdmU=')).toBe(false);
    expect(needsRehash('scrypt$65536$8$1$c2FsdA==$Y2hhdmU=')).toBe(true);
    expect(needsRehash('scrypt$131072$16$1$c2FsdA==$Y2hhdmU=')).toBe(true);
    // Unknown usernames are checked against a hash at the same parameters, so they cost the same derivation.
    expect(senhas.dummyPasswordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('stores `scrypt$N$r$p$salt$key` at the current parameters with a random salt, and verifies it', async () => {
    const baratas = criarSenhas({ N: 2 ** 10, r: 8, p: 1 });
    const [primeiro, segundo] = await Promise.all([
      baratas.hashPassword('Senha@Forte1'),
      baratas.hashPassword('Senha@Forte1'),
    ]);
    expect(primeiro).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(primeiro).not.toBe(segundo);
    expect(await baratas.verifyPassword('Senha@Forte1', primeiro)).toBe(true);
    expect(await baratas.verifyPassword('Senha@Forte2', primeiro)).toBe(false);
    expect(baratas.needsRehash(primeiro)).toBe(false);
    expect(baratas.dummyPasswordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await baratas.verifyPassword('Senha@Forte1', baratas.dummyPasswordHash)).toBe(false);
  });

  it('still verifies a hash of the old parameters, which needs re-hashing', async () => {
    const antigo = legacyHash('Senha@Antiga1');
    expect(await verifyPassword('Senha@Antiga1', antigo)).toBe(true);
    expect(await verifyPassword('outra', antigo)).toBe(false);
    expect(needsRehash(antigo)).toBe(true);
  });

  it('refuses, without deriving, stored parameters no hash of ours has (a corrupted record cannot take the memory)', async () => {
    const [, , , , salt, key] = legacyHash('x').split('$');
    const baratas = criarSenhas({ N: 2 ** 10, r: 8, p: 1 });
    for (const [n, r, p] of [
      [2 ** 30, 8, 1],
      [2 ** 17, 64, 1],
      [2 ** 17, 8, 1000],
      [3, 8, 1],
      [0, 8, 1],
    ]) {
      const armazenado = ['scrypt', n, r, p, salt, key].join('$');
      // Order, not time (a busy machine stalls any process for 50 ms): with both derivation slots taken, a check that
      // derived would wait for one of them to end, while a refusal answers before either does.
      const ocupadas = [baratas.hashPassword('a'), baratas.hashPassword('b')].map((hash) => hash.then(() => 'derivou'));
      const recusa = verifyPassword('x', armazenado).then((valida) => ({ valida }));
      expect(await Promise.race([recusa, ...ocupadas])).toEqual({ valida: false });
      await Promise.all(ocupadas);
    }
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
