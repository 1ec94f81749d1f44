import { createPublicKey, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { mensagens, mensagensChamados } from '@portal/shared';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { devTenantDefaults } from '../../../../scripts/stack/devTenantSettings.ts';
import { corpoChamado } from '../chamadoDeTeste.ts';
import { startInProcessApi } from '../inProcessApi.ts';
import { post } from '../usuariosDeTeste.ts';
import { entrarNoTenant, enviar, type InProcessApi, sessaoMicrosoft } from './preparacao.ts';

/**
 * Forged work-account tokens (issue 12) where the API takes them: the sign-in exchange (POST /api/auth/microsoft,
 * 401 with the pt-BR message) and the ticket call's X-Azure-Token (POST /api/support/contact, 403: decision 40 —
 * the portal session is still good, and the SPA ends the session on any 401).
 *
 * Each forgery changes one thing of bruno's genuine access token from the dev tenant. Those that must be signed
 * correctly to test the claim they change (audience, issuer, tenant, scope, expiry) are re-signed with the dev
 * tenant's own signing key, which it keeps in its data folder beside its certificate; the same re-signing with
 * nothing changed is accepted (control), so each refusal is the changed claim's doing.
 */

/** The API's clock runs with real time, shifted by `desvio` (to let a genuine token expire). */
let desvio = 0;
const relogio = { now: () => new Date(Date.now() + desvio) };

let api: InProcessApi;
let bruno: Awaited<ReturnType<typeof entrarNoTenant>>;
let sessao: Record<string, string>;
let brunoId: string;
let jwkDoTenant: JWK & { kid: string };
let chaveDoTenant: CryptoKey;

beforeAll(async () => {
  const chave = join(dirname(inject('tenantCaCertPath')), 'signing-key.json');
  const [tokens, jwk, iniciada] = await Promise.all([
    entrarNoTenant('bruno@franquia.dev'),
    readFile(chave, 'utf8').then((texto) => JSON.parse(texto) as JWK & { kid: string }),
    startInProcessApi(inject('settings'), relogio),
  ]);
  [bruno, api, jwkDoTenant] = [tokens, iniciada, jwk];
  chaveDoTenant = (await importJWK(jwk, 'RS256')) as CryptoKey;
  const entrada = await sessaoMicrosoft(api, bruno.accessToken);
  brunoId = entrada.user.id;
  sessao = { ...entrada.headers, 'X-User-Email': entrada.user.email };
});
afterAll(() => api?.close());

const agora = () => Math.floor(Date.now() / 1000);
const b64 = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64url');
const claims = (): JWTPayload => decodeJwt(bruno.accessToken);
const cabecalho = () => decodeProtectedHeader(bruno.accessToken);

/** bruno's claims, changed, signed by the dev tenant's own key under its header (kid, typ). */
const doTenant = (mudar: (claims: JWTPayload) => JWTPayload) =>
  new SignJWT(mudar(claims())).setProtectedHeader({ ...cabecalho(), alg: 'RS256' }).sign(chaveDoTenant);

/** A key pair the tenant never had (one for the file: RSA key generation is slow on a busy machine). */
let chaveAlheia: ReturnType<typeof generateKeyPair> | undefined;

/** bruno's genuine claims signed with a key the tenant never had, under the header given. */
async function chaveNova(header: Record<string, unknown>) {
  chaveAlheia ??= generateKeyPair('RS256');
  const { privateKey, publicKey } = await chaveAlheia;
  const publica = await exportJWK(publicKey);
  return new SignJWT(claims())
    .setProtectedHeader({ alg: 'RS256', ...header, ...(header.jwk ? { jwk: publica } : {}) })
    .sign(privateKey);
}

const forjados: [string, () => Promise<string>][] = [
  [
    'alg: none (the genuine claims and kid, no signature)',
    async () => `${b64({ ...cabecalho(), alg: 'none' })}.${b64(claims())}.`,
  ],
  [
    'the genuine signature over a payload made Portal.Master',
    async () => {
      const [header, , assinatura] = bruno.accessToken.split('.');
      return `${header}.${b64({ ...claims(), roles: ['Portal.Master'] })}.${assinatura}`;
    },
  ],
  ["signed with a fresh RSA key under the tenant key's kid", () => chaveNova({ kid: jwkDoTenant.kid, typ: 'JWT' })],
  ['signed with a fresh RSA key under an unknown kid', () => chaveNova({ kid: 'chave-desconhecida', typ: 'JWT' })],
  ['signed with a fresh RSA key carried in the header (jwk)', () => chaveNova({ jwk: true })],
  [
    "HS256 keyed with the tenant's public key (algorithm confusion)",
    async () => {
      const { kty, n, e } = jwkDoTenant;
      const pem = createPublicKey({ key: { kty, n, e }, format: 'jwk' }).export({
        type: 'spki',
        format: 'pem',
      });
      return new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: jwkDoTenant.kid }).sign(Buffer.from(pem));
    },
  ],
  [
    'expired an hour ago (tenant key)',
    () => doTenant((c) => ({ ...c, iat: agora() - 7200, nbf: agora() - 7200, exp: agora() - 3600 })),
  ],
  [
    'not valid for another hour (tenant key)',
    () => doTenant((c) => ({ ...c, nbf: agora() + 3600, exp: agora() + 7200 })),
  ],
  ['for another audience (tenant key)', () => doTenant((c) => ({ ...c, aud: 'api://outra-api' }))],
  [
    'from another issuer (tenant key)',
    () => doTenant((c) => ({ ...c, iss: `https://login.microsoftonline.com/${String(c.tid)}/v2.0` })),
  ],
  [
    "of another tenant's tid (tenant key)",
    () => doTenant((c) => ({ ...c, tid: '00000000-0000-4000-8000-000000000000' })),
  ],
  ['without the API scope (tenant key)', () => doTenant((c) => ({ ...c, scp: 'User.Read openid profile' }))],
  [
    'requested by another client app of the tenant: azp (tenant key)',
    () => doTenant((c) => ({ ...c, azp: devTenantDefaults.otherClientId })),
  ],
  ['without azp (tenant key)', () => doTenant(({ azp: _azp, ...c }) => c)],
  [
    "a v1 token's appid of another client app (tenant key)",
    () => doTenant(({ azp: _azp, ...c }) => ({ ...c, ver: '1.0', appid: devTenantDefaults.otherClientId })),
  ],
  [
    'a v1 token whose azp names the portal but whose appid does not (tenant key)',
    () => doTenant((c) => ({ ...c, ver: '1.0', appid: devTenantDefaults.otherClientId })),
  ],
  [
    'an e-mail claim with a line break, which would reach e-mail headers (tenant key)',
    () => doTenant((c) => ({ ...c, email: 'bruno@franquia.dev\r\nBcc: vitima@exemplo.com' })),
  ],
  ['without any scp claim (tenant key)', () => doTenant(({ scp: _scp, ...c }) => c)],
  ['an ID token from the same sign-in (its audience is the SPA)', async () => bruno.idToken],
  // At least 20 characters: anything shorter the exchange answers as a missing token (400, 'Token Microsoft ausente.').
  ['a garbage string', async () => 'isto-nao-e-um-token-da-microsoft'],
  ['three garbage segments', async () => 'aaaaaaaaaa.bbbbbbbbbb.cccccccccc'],
];

const trocar = (accessToken: string) => post(`${api.url}/auth/microsoft`, { accessToken });
const abrirChamado = (token: string | null) =>
  enviar(`${api.url}/support/contact`, {
    method: 'POST',
    headers: { ...sessao, ...(token === null ? {} : { 'X-Azure-Token': token }) },
    body: corpoChamado(),
  });
const chamadosDoBruno = async () =>
  (await api.deps.consultaChamados.list({ userId: brunoId }, {}, { limite: 1 })).total_filtrado;

const recusadoNaTroca = { status: 401, body: { message: mensagens.tokenMicrosoftInvalido } };
const recusadoNoChamado = { status: 403, body: { message: mensagensChamados.tokenAzureInvalido } };

describe('forged work-account tokens', () => {
  it('the genuine token, and its claims re-signed with the tenant key, are accepted (control)', async () => {
    expect(claims()).toMatchObject({ azp: devTenantDefaults.clientId, ver: '2.0' });
    const reassinado = await doTenant((c) => c);
    // A v1 token names the client app in `appid` instead of `azp`.
    const v1 = await doTenant(({ azp: _azp, ...c }) => ({ ...c, ver: '1.0', appid: devTenantDefaults.clientId }));
    for (const token of [bruno.accessToken, reassinado, v1]) {
      expect((await trocar(token)).status).toBe(200);
      expect((await abrirChamado(token)).status).toBe(201);
    }
  });

  it.each(forjados)('%s: 401 on the exchange, 403 as X-Azure-Token, and no ticket', async (_caso, forjar) => {
    const token = await forjar();
    expect(await trocar(token)).toEqual(recusadoNaTroca);
    const antes = await chamadosDoBruno();
    expect(await abrirChamado(token)).toEqual(recusadoNoChamado);
    expect(await chamadosDoBruno()).toBe(antes);
  });

  it("a genuine token another app of the tenant requested for this API's scope: 401 on the exchange, 403 as X-Azure-Token", async () => {
    const deOutroApp = await entrarNoTenant('bruno@franquia.dev', 'outro');
    expect(decodeJwt(deOutroApp.accessToken)).toMatchObject({
      aud: devTenantDefaults.audience,
      scp: 'access_as_user',
      azp: devTenantDefaults.otherClientId,
      oid: claims().oid,
    });
    expect(await trocar(deOutroApp.accessToken)).toEqual(recusadoNaTroca);
    const antes = await chamadosDoBruno();
    expect(await abrirChamado(deOutroApp.accessToken)).toEqual(recusadoNoChamado);
    expect(await chamadosDoBruno()).toBe(antes);
  });

  it('as X-Azure-Token: a valid token of another account of the tenant, and none, are 403 too', async () => {
    const outraConta = randomUUID();
    const deOutraConta = await doTenant((c) => ({ ...c, oid: outraConta, sub: outraConta }));
    expect(await abrirChamado(deOutraConta)).toEqual(recusadoNoChamado);
    expect(await abrirChamado(null)).toEqual({
      status: 403,
      body: { message: mensagensChamados.tokenAzureAusente },
    });
  });

  it('the genuine token, once past its lifetime on the API’s clock, is refused by both', async () => {
    try {
      desvio = (bruno.expiresIn + 120) * 1000;
      expect(await trocar(bruno.accessToken)).toEqual(recusadoNaTroca);
      expect(await abrirChamado(bruno.accessToken)).toEqual(recusadoNoChamado);
    } finally {
      desvio = 0;
    }
  });
});
