import { randomUUID } from 'node:crypto';
import { listaLogsResponseSchema, sessaoResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { usernameKey } from '../../src/data/usuarios/usuariosRepository.ts';
import { senhas } from '../../src/services/auth/passwords.ts';
import { entrarNoTenant, sessaoMicrosoft } from './autorizacao/preparacao.ts';
import { manualClock, startIsolatedApi } from './inProcessApi.ts';
import { call, post, signedIn, testPassword } from './usuariosDeTeste.ts';

let api: Awaited<ReturnType<typeof startIsolatedApi>>;
beforeAll(async () => {
  api = await startIsolatedApi(inject('settings'), manualClock());
});
afterAll(() => api.close());

/** A password account with a chosen name, as the seed makes them. */
async function contaComSenha(username: string) {
  const now = new Date().toISOString();
  const user = {
    id: randomUUID(),
    username,
    usernameKey: usernameKey(username),
    email: `${username}.senha@franquia.dev`,
    role: 'user' as const,
    email_verified: true,
    passwordHash: await senhas.hashPassword(testPassword),
    tokenVersion: 0,
    created_at: now,
    updated_at: now,
  };
  await api.deps.usuarios.create(user);
  return user;
}

/**
 * Issue 19, finding 7: a work account `ADMIN@other.example` got the username `ADMIN`, the name of a password
 * account, and the activity log recorded and filtered by that name only.
 */
describe('usernames and the activity log', () => {
  it('gives a work account its whole e-mail when another user already has its name, and logs both apart by id', async () => {
    const senha = await contaComSenha('ana');
    const tokens = await entrarNoTenant('ana@franquia.dev');
    const microsoft = await sessaoMicrosoft(api, tokens.accessToken);
    expect(microsoft.user.username).toBe('ana@franquia.dev');
    expect(microsoft.user.id).not.toBe(senha.id);
    // The password account signs in as before.
    const login = await post(`${api.url}/login`, { username: 'ANA', password: testPassword });
    expect(login.status).toBe(200);
    expect(sessaoResponseSchema.parse(login.body).user.id).toBe(senha.id);

    const { headers: admin } = await signedIn(api, 'admin');
    const logsDe = async (usuarioId: string) =>
      listaLogsResponseSchema.parse((await call(`${api.url}/admin/logs?usuarioId=${usuarioId}`, 'GET', admin)).body)
        .logs;
    const doMicrosoft = await logsDe(microsoft.user.id);
    const daSenha = await logsDe(senha.id);
    expect(doMicrosoft.map((log) => [log.acao, log.usuario, log.usuario_id, log.usuario_email])).toEqual([
      ['Login', 'ana@franquia.dev', microsoft.user.id, 'ana@franquia.dev'],
    ]);
    expect(daSenha.map((log) => [log.acao, log.usuario, log.usuario_id, log.usuario_email])).toEqual([
      ['Login', 'ana', senha.id, senha.email],
    ]);
  });

  it('keeps the short name when it is free, and changes a name that became shared at the next sign-in', async () => {
    const tokens = await entrarNoTenant('bruno@franquia.dev');
    const primeira = await sessaoMicrosoft(api, tokens.accessToken);
    expect(primeira.user.username).toBe('bruno');
    await contaComSenha('Bruno');
    const segunda = await sessaoMicrosoft(api, tokens.accessToken);
    expect(segunda.user).toMatchObject({ id: primeira.user.id, username: 'bruno@franquia.dev' });
  });

  it('refuses a malformed user id filter with a pt-BR 400', async () => {
    const { headers: admin } = await signedIn(api, 'admin');
    const answer = await call(`${api.url}/admin/logs?usuarioId=${'x'.repeat(201)}`, 'GET', admin);
    expect(answer.status).toBe(400);
  });
});
