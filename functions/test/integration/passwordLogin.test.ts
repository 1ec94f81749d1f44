import { loginResponseSchema, profileResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualClock, startApiWithEmailDown, startInProcessApi } from './inProcessApi.ts';
import {
  codeIn,
  createUsuarioDeTeste,
  entrarDe,
  latestEmailTo,
  novoCliente,
  post,
  testPassword,
} from './usuariosDeTeste.ts';

const emailUrl = inject('emailUrl');
const clock = manualClock();
let api: Awaited<ReturnType<typeof startInProcessApi>>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), clock);
});
afterAll(() => api.close());

const login = (username: string, password: string) => post(`${api.url}/login`, { username, password });

describe('POST /api/login', () => {
  it('signs in a verified user with token, user and role; the token opens /api/profile', async () => {
    const user = await createUsuarioDeTeste(api.deps, { role: 'admin' });
    const { status, body } = await login(user.username.toUpperCase(), testPassword);
    expect(status).toBe(200);
    const session = loginResponseSchema.parse(body);
    if (!('token' in session)) throw new Error('expected a session');
    expect(session.role).toBe('admin');
    expect(session.user).toMatchObject({ username: user.username, email: user.email, can_manage_products: true });

    for (const header of ['x-portal-authorization', 'authorization']) {
      const profile = await fetch(`${api.url}/profile`, { headers: { [header]: `Bearer ${session.token}` } });
      expect(profile.status, header).toBe(200);
      expect(profileResponseSchema.parse(await profile.json()).user.id).toBe(user.id);
    }
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const user = await createUsuarioDeTeste(api.deps);
    // From a client of its own: failures count against the address they come from (limiteLogin.test.ts).
    const deUmCliente = async (username: string, password: string) => {
      const { status, body } = await entrarDe(api.url, novoCliente(), username, password);
      return { status, body };
    };
    const wrongPassword = await deUmCliente(user.username, 'errada');
    const unknownUser = await deUmCliente('ninguem-aqui', testPassword);
    expect(wrongPassword).toEqual({ status: 401, body: { message: 'Usuário ou senha inválidos.' } });
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('rejects malformed bodies with a pt-BR 400', async () => {
    expect(await post(`${api.url}/login`, { password: 'x' })).toEqual({
      status: 400,
      body: { message: 'Usuário é obrigatório' },
    });
    const notJson = await fetch(`${api.url}/login`, { method: 'POST', body: '{oops' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });
});

describe('e-mail verification', () => {
  async function startVerification() {
    const user = await createUsuarioDeTeste(api.deps, { verified: false });
    const { status, body } = await login(user.username, testPassword);
    expect(status).toBe(200);
    expect(body).toEqual({ requiresVerification: true, userId: user.id, message: expect.any(String) });
    const email = await latestEmailTo(emailUrl, user.email);
    const code = codeIn(email?.text);
    if (!code) throw new Error('no code e-mailed');
    return { user, code };
  }

  it('e-mails a 6-digit code; the right code signs in once and marks the e-mail verified', async () => {
    const { user, code } = await startVerification();
    const verified = await post(`${api.url}/verify-email`, { userId: user.id, code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: 'E-mail verificado com sucesso!', user: { email_verified: true } });
    expect(typeof verified.body?.token).toBe('string');

    expect((await login(user.username, testPassword)).body).toHaveProperty('token');
    expect((await post(`${api.url}/verify-email`, { userId: user.id, code })).status).toBe(409);
  });

  it('keeps the code out of the subject, which lock screens and notification previews show', async () => {
    const { user, code } = await startVerification();
    const email = await latestEmailTo(emailUrl, user.email);
    expect(email?.subject).not.toContain(code);
    expect(email?.subject).not.toMatch(/\d{6}/);
    expect(email?.text).toContain(code);
    expect(email?.html).toContain(code);
  });

  it('a code works only once, even for two concurrent checks', async () => {
    const { user } = await startVerification();
    clock.advance(61_000);
    expect((await post(`${api.url}/resend-verification`, { userId: user.id })).status).toBe(200);
    const code = codeIn((await latestEmailTo(emailUrl, user.email))?.text);
    if (!code) throw new Error('no code');
    const attempts = await Promise.allSettled([
      post(`${api.url}/verify-email`, { userId: user.id, code }),
      post(`${api.url}/verify-email`, { userId: user.id, code }),
    ]);
    const statuses = attempts.map((attempt) => (attempt.status === 'fulfilled' ? attempt.value.status : 0)).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
  });

  it('locks after 5 wrong codes: then even the right code is refused', async () => {
    const { user, code } = await startVerification();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await post(`${api.url}/verify-email`, { userId: user.id, code: wrong })).toEqual({
        status: 400,
        body: { message: 'Código inválido. Verifique e tente novamente.' },
      });
    }
    const fifth = await post(`${api.url}/verify-email`, { userId: user.id, code: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body?.message).toMatch(/^Muitas tentativas incorretas/);
    expect((await post(`${api.url}/verify-email`, { userId: user.id, code })).status).toBe(429);
    expect((await post(`${api.url}/resend-verification`, { userId: user.id })).status).toBe(429);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const { user, code } = await startVerification();
    clock.advance(10 * 60_000 + 1_000);
    expect(await post(`${api.url}/verify-email`, { userId: user.id, code })).toEqual({
      status: 400,
      body: { message: 'Código expirado ou inexistente. Solicite um novo código.' },
    });
  });

  it('a resend invalidates the previous code and is rate-limited', async () => {
    const { user, code: first } = await startVerification();
    const tooSoon = await post(`${api.url}/resend-verification`, { userId: user.id });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body?.message).toMatch(/^Aguarde \d+ segundos/);

    clock.advance(61_000);
    expect(await post(`${api.url}/resend-verification`, { userId: user.id })).toEqual({
      status: 200,
      body: { message: 'Um novo código foi enviado para o seu e-mail.' },
    });
    const second = codeIn((await latestEmailTo(emailUrl, user.email))?.text);
    expect(second).not.toBeNull();
    if (first !== second) {
      expect((await post(`${api.url}/verify-email`, { userId: user.id, code: first })).status).toBe(400);
    }
    expect((await post(`${api.url}/verify-email`, { userId: user.id, code: second })).status).toBe(200);
  });
});

describe('e-mail outage during verification', () => {
  it('answers 503 and does not spend the resend allowance on a code that was never sent', async () => {
    // The shared database: the code is resent below through the API whose e-mail works.
    const down = await startApiWithEmailDown(inject('settings'), clock, { isolated: false });
    try {
      const user = await createUsuarioDeTeste(down.deps, { verified: false });
      expect(await post(`${down.url}/login`, { username: user.username, password: testPassword })).toEqual({
        status: 503,
        body: { message: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.' },
      });
      // The mail service is back: the code goes out at once, without "Aguarde 60 segundos".
      expect((await post(`${api.url}/resend-verification`, { userId: user.id })).status).toBe(200);
      expect(codeIn((await latestEmailTo(emailUrl, user.email))?.text)).toMatch(/^\d{6}$/);
    } finally {
      await down.close();
    }
  });
});

describe('activity log', () => {
  it('records sign-in and sign-out', async () => {
    const user = await createUsuarioDeTeste(api.deps);
    const { body } = await login(user.username, testPassword);
    const logout = await fetch(`${api.url}/logout`, {
      method: 'POST',
      headers: { 'x-portal-authorization': `Bearer ${String(body?.token)}` },
    });
    expect(logout.status).toBe(204);
    const { resources } = await api.deps.cosmos.containers.logs.items
      .query({ query: 'SELECT * FROM c WHERE c.usuarioId = @id', parameters: [{ name: '@id', value: user.id }] })
      .fetchAll();
    expect(resources.map((entry) => [entry.tipo, entry.acao, entry.usuario]).sort()).toEqual([
      ['Usuario', 'Login', user.username],
      ['Usuario', 'Logout', user.username],
    ]);
    expect((await fetch(`${api.url}/logout`, { method: 'POST' })).status).toBe(401);
  });
});

describe('sessions', () => {
  it('a demoted user’s token fails on its next request', async () => {
    const user = await createUsuarioDeTeste(api.deps, { role: 'admin' });
    const { body } = await login(user.username, testPassword);
    const token = String(body?.token);
    const profile = () => fetch(`${api.url}/profile`, { headers: { 'x-portal-authorization': `Bearer ${token}` } });
    expect((await profile()).status).toBe(200);

    await api.deps.usuarios.update(user.id, (current) =>
      current ? { ...current, role: 'user', tokenVersion: current.tokenVersion + 1 } : null,
    );
    const after = await profile();
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Sessão expirada ou inválida. Faça login novamente.' });
  });

  it('sign-out ends that session on the server; the same user signed in elsewhere stays signed in', async () => {
    const user = await createUsuarioDeTeste(api.deps);
    const tokenOf = async () => String((await login(user.username, testPassword)).body?.token);
    const phone = await tokenOf();
    const desktop = await tokenOf();
    const profile = (token: string) =>
      fetch(`${api.url}/profile`, { headers: { 'x-portal-authorization': `Bearer ${token}` } });
    expect((await profile(phone)).status).toBe(200);

    const logout = await fetch(`${api.url}/logout`, {
      method: 'POST',
      headers: { 'x-portal-authorization': `Bearer ${phone}` },
    });
    expect(logout.status).toBe(204);
    const after = await profile(phone);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Sessão expirada ou inválida. Faça login novamente.' });
    expect((await fetch(`${api.url}/carrinho`, { headers: { authorization: `Bearer ${phone}` } })).status).toBe(401);
    expect((await profile(desktop)).status).toBe(200);

    // The ended session is remembered only while its token could still be used.
    clock.advance(9 * 60 * 60_000);
    const fresh = await tokenOf();
    await fetch(`${api.url}/logout`, { method: 'POST', headers: { 'x-portal-authorization': `Bearer ${fresh}` } });
    const stored = await api.deps.usuarios.get(user.id);
    expect(stored?.sessoesEncerradas?.length).toBe(1);
    expect((await profile(fresh)).status).toBe(401);
  });

  it('refuses missing, forged and expired tokens', async () => {
    const user = await createUsuarioDeTeste(api.deps);
    const { body } = await login(user.username, testPassword);
    const token = String(body?.token);
    const profile = (value?: string) =>
      fetch(`${api.url}/profile`, { headers: value ? { authorization: `Bearer ${value}` } : {} });
    expect((await profile()).status).toBe(401);
    const [header, payload] = token.split('.');
    expect((await profile(`${header}.${payload}.assinatura-falsa`)).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await profile(none)).status).toBe(401);

    clock.advance(9 * 60 * 60_000);
    expect((await profile(token)).status).toBe(401);
  });
});
