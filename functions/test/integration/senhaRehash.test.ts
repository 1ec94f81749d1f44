import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { usernameKey } from '../../src/data/usuarios/usuariosRepository.ts';
import { senhas } from '../../src/services/auth/passwords.ts';
import { legacyPasswordHash } from '../support/legacyPasswordHash.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { post, testPassword } from './usuariosDeTeste.ts';

/**
 * Issue 19, item 9: hashes made before the parameters reached OWASP's (scrypt N = 2^14) are re-made at the next
 * successful sign-in — through the real sign-in, at the real parameters.
 */
let api: Awaited<ReturnType<typeof startInProcessApi>>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), manualClock());
});
afterAll(() => api.close());

/** A password user stored with a hash of the old parameters. */
async function usuarioComHashAntigo(options: { verified: boolean }) {
  const username = `legado-${randomUUID().slice(0, 8)}`;
  const now = new Date().toISOString();
  const passwordHash = legacyPasswordHash(testPassword);
  await api.deps.usuarios.create({
    id: randomUUID(),
    username,
    usernameKey: usernameKey(username),
    email: `${username}@franquia.dev`,
    role: 'user',
    email_verified: options.verified,
    passwordHash,
    tokenVersion: 0,
    created_at: now,
    updated_at: now,
  });
  return { username, passwordHash };
}

const hashGuardado = async (username: string) => (await api.deps.usuarios.findByUsername(username))?.passwordHash ?? '';
const entrar = (username: string, password: string) => post(`${api.url}/login`, { username, password });

// The one check of the portal's own hashing at OWASP's real cost (the unit tests use a cheap N): four derivations,
// two at a time, about 2 s of a core on a quiet machine; the budget allows for the other files and processes beside.
describe("the portal's password hashes, at the real cost", () => {
  it('are scrypt$131072$8$1 with a random salt, and verify the right password only', { timeout: 60_000 }, async () => {
    const [primeiro, segundo] = await Promise.all([
      senhas.hashPassword(testPassword),
      senhas.hashPassword(testPassword),
    ]);
    expect(primeiro).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(primeiro).not.toBe(segundo);
    expect(await senhas.verifyPassword(testPassword, primeiro)).toBe(true);
    expect(await senhas.verifyPassword('Senha@Errada1', primeiro)).toBe(false);
  });
});

describe('password hashes of the old parameters', () => {
  it('are re-made at the next successful sign-in, at N = 2^17, r = 8, p = 1; the password keeps working', async () => {
    const { username, passwordHash } = await usuarioComHashAntigo({ verified: true });
    expect((await entrar(username, testPassword)).status).toBe(200);
    const novo = await hashGuardado(username);
    expect(novo).not.toBe(passwordHash);
    expect(novo).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await senhas.verifyPassword(testPassword, novo)).toBe(true);

    expect((await entrar(username, testPassword)).status).toBe(200);
    expect(await hashGuardado(username)).toBe(novo);
  });

  it('stay as they are after a wrong password', async () => {
    const { username, passwordHash } = await usuarioComHashAntigo({ verified: true });
    expect((await entrar(username, 'Senha@Errada1')).status).toBe(401);
    expect(await hashGuardado(username)).toBe(passwordHash);
  });

  it('are re-made when the right password leads to e-mail verification too', async () => {
    const { username } = await usuarioComHashAntigo({ verified: false });
    expect((await entrar(username, testPassword)).body).toMatchObject({ requiresVerification: true });
    expect(await hashGuardado(username)).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
