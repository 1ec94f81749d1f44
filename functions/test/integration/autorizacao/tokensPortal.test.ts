import { randomUUID } from 'node:crypto';
import { mensagens, sessaoResponseSchema } from '@portal/shared';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPortalTokens } from '../../../src/services/auth/portalTokens.ts';
import { manualClock, startInProcessApi } from '../inProcessApi.ts';
import { authHeaders, call, signedIn } from '../usuariosDeTeste.ts';
import type { InProcessApi } from './preparacao.ts';

/**
 * Forged and stale portal tokens (issue 12), on a signed-in route and on an admin route: every one is a 401
 * with the pt-BR message, whichever of the two headers carries it. The genuine token of the same admin opens
 * both routes, so each 401 is the token's doing.
 */

const clock = manualClock();
let api: InProcessApi;
let admin: Awaited<ReturnType<typeof signedIn>>;
let master: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), clock);
  [admin, master] = await Promise.all([signedIn(api, 'admin'), signedIn(api, 'master')]);
});
afterAll(() => api?.close());

const rotas = { 'GET /api/profile': '/profile', 'GET /api/admin/produtos': '/admin/produtos' } as const;
const cabecalhos = ['x-portal-authorization', 'authorization'] as const;
const recusado = { status: 401, body: { message: mensagens.sessaoInvalida } };

const tokenDe = (headers: Record<string, string>) => String(headers['x-portal-authorization']).replace(/^Bearer /, '');
const comAutorizacao = (caminho: string, valor: string, cabecalho: string = cabecalhos[0]) =>
  call(`${api.url}${caminho}`, 'GET', { [cabecalho]: valor });
const comToken = (caminho: string, token: string, cabecalho: string = cabecalhos[0]) =>
  comAutorizacao(caminho, `Bearer ${token}`, cabecalho);

/** Each route, with each header, answered this token with: status only, the message checked when it is a 401. */
async function respostas(token: string) {
  const obtidas: Record<string, unknown> = {};
  for (const [nome, caminho] of Object.entries(rotas)) {
    for (const cabecalho of cabecalhos) {
      const { status, body } = await comToken(caminho, token, cabecalho);
      obtidas[`${nome} (${cabecalho})`] = status === 401 ? { status, body } : status;
    }
  }
  return obtidas;
}
const todasRecusadas = () =>
  Object.fromEntries(
    Object.keys(rotas).flatMap((nome) => cabecalhos.map((cabecalho) => [`${nome} (${cabecalho})`, recusado])),
  );

const segredo = () => new TextEncoder().encode(api.deps.config.PORTAL_TOKEN_SECRET);
/** Tokens signed with the API's own secret, as the API issues them (on the test's clock). */
const comSegredoDaApi = () =>
  createPortalTokens(api.deps.config.PORTAL_TOKEN_SECRET, api.deps.config.PORTAL_TOKEN_TTL_MINUTES, clock.now);

describe('forged portal tokens', () => {
  it("the admin's genuine token opens both routes (control)", async () => {
    expect(await respostas(tokenDe(admin.headers))).toEqual(
      Object.fromEntries(
        Object.keys(rotas).flatMap((nome) => cabecalhos.map((cabecalho) => [`${nome} (${cabecalho})`, 200])),
      ),
    );
  });

  const forjados: [string, () => Promise<string>][] = [
    ['alg: none, with the genuine claims', async () => new UnsecuredJWT(decodeJwt(tokenDe(admin.headers))).encode()],
    [
      'the genuine claims signed with another secret',
      () =>
        new SignJWT(decodeJwt(tokenDe(admin.headers)))
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(new TextEncoder().encode('outro-segredo-que-a-api-nao-conhece-0123456789')),
    ],
    [
      "HS512 with the API's own secret (an algorithm off the allow-list)",
      async () =>
        new SignJWT(decodeJwt(tokenDe(admin.headers))).setProtectedHeader({ alg: 'HS512', typ: 'JWT' }).sign(segredo()),
    ],
    [
      "the genuine signature over a payload naming the master's id",
      async () => {
        const [cabecalho, payload, assinatura] = tokenDe(admin.headers).split('.');
        const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString());
        const trocado = Buffer.from(JSON.stringify({ ...claims, sub: master.user.id })).toString('base64url');
        return `${cabecalho}.${trocado}.${assinatura}`;
      },
    ],
    [
      "a user id that does not exist (signed with the API's secret)",
      () => comSegredoDaApi().issue({ userId: randomUUID(), tokenVersion: 0 }),
    ],
    [
      "a token version the user no longer has (signed with the API's secret)",
      () => comSegredoDaApi().issue({ userId: admin.user.id, tokenVersion: admin.user.tokenVersion + 1 }),
    ],
    [
      "another issuer (signed with the API's secret)",
      () =>
        new SignJWT({ ...decodeJwt(tokenDe(admin.headers)), iss: 'outro-portal' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(segredo()),
    ],
    [
      "another audience (signed with the API's secret)",
      () =>
        new SignJWT({ ...decodeJwt(tokenDe(admin.headers)), aud: 'outra-api' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(segredo()),
    ],
    ['a garbage string', async () => 'isto-nao-e-um-token'],
    ['three garbage segments', async () => 'aaa.bbb.ccc'],
  ];

  it.each(forjados)('%s: 401 on both routes, in either header', async (_caso, forjar) => {
    expect(await respostas(await forjar())).toEqual(todasRecusadas());
  });

  it('a header without the Bearer scheme, with another scheme, without a token or empty is a 401 too', async () => {
    const token = tokenDe(admin.headers);
    for (const valor of [token, `Basic ${token}`, 'Bearer', 'Bearer ', '']) {
      for (const caminho of Object.values(rotas)) {
        expect(await comAutorizacao(caminho, valor), `${caminho} '${valor.slice(0, 12)}'`).toEqual(recusado);
      }
    }
  });
});

describe('stale portal tokens', () => {
  it('expires PORTAL_TOKEN_TTL_MINUTES after sign-in (a minute before, it still works)', async () => {
    const sessao = await signedIn(api, 'admin');
    const ttl = api.deps.config.PORTAL_TOKEN_TTL_MINUTES * 60_000;
    const agora = clock.now();
    try {
      clock.advance(ttl - 60_000);
      for (const caminho of Object.values(rotas))
        expect((await comToken(caminho, tokenDe(sessao.headers))).status).toBe(200);
      clock.advance(2 * 60_000);
      expect(await respostas(tokenDe(sessao.headers))).toEqual(todasRecusadas());
    } finally {
      clock.set(agora);
    }
  });

  it('ends with sign-out (POST /api/logout) while the same user’s other session goes on', async () => {
    const outraSessao = await authHeaders(api.url, admin.user.username);
    expect((await call(`${api.url}/logout`, 'POST', outraSessao)).status).toBe(204);
    expect(await respostas(tokenDe(outraSessao))).toEqual(todasRecusadas());
    expect((await call(`${api.url}/logout`, 'POST', outraSessao)).status).toBe(401);
    for (const caminho of Object.values(rotas))
      expect((await call(`${api.url}${caminho}`, 'GET', admin.headers)).status).toBe(200);
  });

  it('after demotion keeps what a franchisee may do and loses the admin routes at once (403)', async () => {
    // Issue 12 asked for 401 here. Decision 35 chose otherwise: the role is read from the database on every
    // request (decision 8), so the demoted admin's very next admin request is refused with 403 while the person
    // stays signed in as a franchisee; tokenVersion (whose change is a 401) is bumped only where a session must
    // end (losing the Entra master role). A 401 would sign a still-valid franchisee out of the SPA.
    const rebaixado = await signedIn(api, 'admin');
    expect((await call(`${api.url}/admin/produtos`, 'GET', rebaixado.headers)).status).toBe(200);

    const mudanca = await call(`${api.url}/users/${rebaixado.user.id}/permissions`, 'PUT', master.headers, {
      role: 'user',
    });
    expect(mudanca).toMatchObject({ status: 200, body: { user: { id: rebaixado.user.id, role: 'user' } } });

    const perfil = await call(`${api.url}/profile`, 'GET', rebaixado.headers);
    expect(perfil.status).toBe(200);
    expect(sessaoResponseSchema.shape.user.parse(perfil.body?.user)).toMatchObject({
      id: rebaixado.user.id,
      role: 'user',
      can_manage_products: false,
    });
    expect(await call(`${api.url}/admin/produtos`, 'GET', rebaixado.headers)).toEqual({
      status: 403,
      body: { message: mensagens.semPermissao },
    });
    expect((await call(`${api.url}/users`, 'GET', rebaixado.headers)).status).toBe(403);
  });
});
