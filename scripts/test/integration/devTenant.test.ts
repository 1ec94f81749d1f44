import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevTenant, devTenantDefaults, startDevTenant } from '../../stack/devTenant.ts';
import {
  createTenantFetch,
  refreshWithDevTenant,
  type SignInOptions,
  signInWithDevTenant,
  type TenantFetch,
} from '../../stack/devTenantClient.ts';
import { freePort } from '../../stack/processes.ts';

const webUrl = 'https://localhost:4280';
// What MSAL sends for the API scope (it adds the OIDC scopes itself).
const msalScope = `${devTenantDefaults.scope} openid profile offline_access`;

describe('dev tenant (local Entra ID stand-in)', () => {
  let dataDir: string;
  let port: number;
  let tenant: DevTenant;
  let ca: string;
  let tenantFetch: TenantFetch;

  const start = () => startDevTenant({ ...devTenantDefaults, port, dataDir, webUrl });
  const signIn = (login: string, password = 'Franquia@2026') => {
    const options: SignInOptions = {
      clientId: devTenantDefaults.clientId,
      redirectUri: `${webUrl}/microsoft-login-success`,
      scope: msalScope,
      login,
      password,
      ca,
    };
    return signInWithDevTenant(tenant, options);
  };
  const jwks = async () => {
    const response = await tenantFetch(tenant.jwksUri);
    return (await response.json()) as JSONWebKeySet;
  };
  const verifyAccessToken = async (token: string) =>
    (
      await jwtVerify(token, createLocalJWKSet(await jwks()), {
        issuer: tenant.issuer,
        audience: devTenantDefaults.audience,
      })
    ).payload;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-dev-tenant-'));
    port = await freePort();
    tenant = await start();
    ca = await readFile(tenant.caCertPath, 'utf8');
    tenantFetch = createTenantFetch(ca);
  });

  afterAll(async () => {
    await tenant?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('publishes discovery with the localhost issuer and its JWKS', async () => {
    const response = await tenantFetch(`${tenant.issuer}/.well-known/openid-configuration`, {
      headers: { origin: webUrl },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(webUrl);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(tenant.issuer).toBe(`https://localhost:${port}`);
    expect(discovery).toMatchObject({
      issuer: tenant.issuer,
      jwks_uri: tenant.jwksUri,
      end_session_endpoint: `${tenant.issuer}/session/end`,
    });
    const { keys } = await jwks();
    expect(keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) })]);
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('signs Ana in through the login form and issues Entra-shaped tokens', async () => {
    const ana = tenant.accounts.find((account) => account.login === 'ana@franquia.dev');
    const tokens = await signIn('ana@franquia.dev');

    const access = await verifyAccessToken(tokens.accessToken);
    expect(access).toMatchObject({
      aud: devTenantDefaults.audience,
      iss: tenant.issuer,
      tid: devTenantDefaults.tenantId,
      oid: ana?.oid,
      scp: 'access_as_user',
      roles: [],
      name: 'Ana Souza',
      preferred_username: 'ana@franquia.dev',
      // As Entra's v2 access tokens: the app that requested it.
      ver: '2.0',
      azp: devTenantDefaults.clientId,
    });
    expect(access.nbf).toEqual(expect.any(Number));
    expect(tokens.expiresIn).toBeGreaterThan(3500);

    const id = await jwtVerify(tokens.idToken, createLocalJWKSet(await jwks()), {
      issuer: tenant.issuer,
      audience: devTenantDefaults.clientId,
    });
    expect(id.payload).toMatchObject({
      name: 'Ana Souza',
      preferred_username: 'ana@franquia.dev',
      email: 'ana@franquia.dev',
      oid: ana?.oid,
      tid: devTenantDefaults.tenantId,
    });
  });

  it('issues tokens for the API to another app of the tenant too, naming that app in azp', async () => {
    const tokens = await signInWithDevTenant(tenant, {
      clientId: devTenantDefaults.otherClientId,
      redirectUri: devTenantDefaults.otherClientRedirectUri,
      scope: msalScope,
      login: 'ana@franquia.dev',
      password: 'Franquia@2026',
      ca,
    });
    expect(await verifyAccessToken(tokens.accessToken)).toMatchObject({
      scp: 'access_as_user',
      azp: devTenantDefaults.otherClientId,
    });
  });

  it("puts Carla's app role in the access token", async () => {
    const tokens = await signIn('carla@franquia.dev');
    expect(await verifyAccessToken(tokens.accessToken)).toMatchObject({ roles: ['Portal.Master'] });
  });

  it('shows the form again, and gives no code, for a wrong password', async () => {
    await expect(signIn('ana@franquia.dev', 'errada')).rejects.toThrow('E-mail ou senha inválidos.');
    await expect(signIn('ninguem@franquia.dev')).rejects.toThrow('E-mail ou senha inválidos.');
  });

  it('issues a refresh token that the refresh grant (with MSAL scopes) exchanges for a new access token', async () => {
    const tokens = await signIn('bruno@franquia.dev');
    expect(tokens.refreshToken).toEqual(expect.any(String));

    const refreshed = await refreshWithDevTenant(tenant, {
      clientId: devTenantDefaults.clientId,
      refreshToken: tokens.refreshToken ?? '',
      scope: msalScope,
      ca,
    });
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(await verifyAccessToken(refreshed.accessToken)).toMatchObject({
      aud: devTenantDefaults.audience,
      scp: 'access_as_user',
      preferred_username: 'bruno@franquia.dev',
    });
  });

  it('redirects MSAL-style logout (no client_id, no id_token_hint) back to the portal', async () => {
    const postLogout = `${webUrl}/microsoft-login`;
    const confirm = await tenantFetch(
      `${tenant.issuer}/session/end?post_logout_redirect_uri=${encodeURIComponent(postLogout)}`,
    );
    const cookies = confirm.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await confirm.text())?.[1] ?? '';

    const done = await tenantFetch(`${tenant.issuer}/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(postLogout);
  });

  it('signs arbitrary test tokens with the published key', async () => {
    const keySet = createLocalJWKSet(await jwks());
    const valid = await tenant.sign({ aud: devTenantDefaults.audience, sub: 'x' });
    await expect(
      jwtVerify(valid, keySet, { issuer: tenant.issuer, audience: devTenantDefaults.audience }),
    ).resolves.toBeTruthy();
    const expired = await tenant.sign({ aud: devTenantDefaults.audience }, { expiresInSeconds: -60 });
    await expect(jwtVerify(expired, keySet)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  it('keeps its signing key and certificate across a restart with the same dataDir', async () => {
    const before = await jwks();
    const tokens = await signIn('ana@franquia.dev');
    const certBefore = await readFile(tenant.caCertPath, 'utf8');

    await tenant.close();
    tenant = await start();

    const after = await jwks();
    expect(after.keys.map((key) => key.kid)).toEqual(before.keys.map((key) => key.kid));
    expect(decodeProtectedHeader(tokens.accessToken).kid).toBe(after.keys[0]?.kid);
    expect(await readFile(tenant.caCertPath, 'utf8')).toBe(certBefore);
    await expect(verifyAccessToken(tokens.accessToken)).resolves.toMatchObject({ scp: 'access_as_user' });
  });
});
