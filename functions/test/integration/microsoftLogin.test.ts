import { readFile } from 'node:fs/promises';
import { sessaoResponseSchema } from '@portal/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInWithDevTenant } from '../../../scripts/stack/devTenantClient.ts';
import { devTenantDefaults } from '../../../scripts/stack/devTenantSettings.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { post } from './usuariosDeTeste.ts';

const settings = inject('settings');
const stackApi = inject('apiUrl');
const tenant = { issuer: inject('tenantUrl') };

/** Real tokens from the dev tenant, through its login form (authorization code + PKCE). */
async function signIn(login: string) {
  return signInWithDevTenant(tenant, {
    clientId: devTenantDefaults.clientId,
    redirectUri: `${settings.PUBLIC_BASE_URL}/microsoft-login-success`,
    scope: `${devTenantDefaults.scope} openid profile`,
    login,
    password: 'Franquia@2026',
    ca: await readFile(inject('tenantCaCertPath'), 'utf8'),
  });
}

const exchange = (apiUrl: string, accessToken: string) => post(`${apiUrl}/auth/microsoft`, { accessToken });
const refused = { status: 401, body: { message: 'Não foi possível validar sua conta Microsoft. Entre novamente.' } };

let ana: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ana = await signIn('ana@franquia.dev');
});

describe('POST /api/auth/microsoft', () => {
  it('accepts a dev-tenant access token, provisions the user once and opens a session', async () => {
    const first = await exchange(stackApi, ana.accessToken);
    expect(first.status).toBe(200);
    const session = sessaoResponseSchema.parse(first.body);
    expect(session.user).toMatchObject({
      username: 'ana',
      email: 'ana@franquia.dev',
      role: 'user',
      email_verified: true,
      origem: 'microsoft',
    });
    const again = sessaoResponseSchema.parse((await exchange(stackApi, ana.accessToken)).body);
    expect(again.user.id).toBe(session.user.id);

    const headers = { 'x-portal-authorization': `Bearer ${session.token}` };
    const profile = await fetch(`${stackApi}/profile`, { headers });
    expect(profile.status).toBe(200);
    const azure = await fetch(`${stackApi}/azure-token`, { headers });
    expect(azure.status).toBe(200);
    expect(await azure.json()).toMatchObject({ azureToken: ana.accessToken });
  });

  it('makes a user with the Portal.Master app role a master', async () => {
    const carla = await signIn('carla@franquia.dev');
    const { body } = await exchange(stackApi, carla.accessToken);
    expect(sessaoResponseSchema.parse(body).role).toBe('master');
  });

  it('refuses an ID token (its audience is the SPA, not this API)', async () => {
    expect(await exchange(stackApi, ana.idToken)).toEqual(refused);
  });

  it('refuses an unsigned (alg: none) token carrying the same claims', async () => {
    const [, payload] = ana.accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await exchange(stackApi, `${header}.${payload}.`)).toEqual(refused);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload] = ana.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['Portal.Master'] })).toString('base64url');
    const signature = ana.accessToken.split('.')[2];
    expect(await exchange(stackApi, `${header}.${forged}.${signature}`)).toEqual(refused);
  });

  describe('with the API configured differently (same real token)', () => {
    const withApi = async (
      overrides: Record<string, string>,
      run: (url: string) => Promise<void>,
      clock = manualClock(),
    ) => {
      const api = await startInProcessApi({ ...settings, ...overrides }, clock);
      try {
        await run(api.url);
      } finally {
        await api.close();
      }
    };

    it('accepts it with the stack configuration (control)', async () => {
      await withApi({}, async (url) => expect((await exchange(url, ana.accessToken)).status).toBe(200));
    });

    it('refuses a token for another audience', async () => {
      await withApi({ ENTRA_AUDIENCE: 'api://outra-api' }, async (url) =>
        expect(await exchange(url, ana.accessToken)).toEqual(refused),
      );
    });

    it('refuses a token from another issuer or tenant', async () => {
      await withApi({ ENTRA_ISSUER: 'https://login.microsoftonline.com/outro/v2.0' }, async (url) =>
        expect(await exchange(url, ana.accessToken)).toEqual(refused),
      );
      await withApi({ ENTRA_TENANT_ID: '00000000-0000-4000-8000-000000000000' }, async (url) =>
        expect(await exchange(url, ana.accessToken)).toEqual(refused),
      );
    });

    it('refuses an expired token', async () => {
      const clock = manualClock();
      clock.advance((ana.expiresIn + 120) * 1000);
      await withApi({}, async (url) => expect(await exchange(url, ana.accessToken)).toEqual(refused), clock);
    });
  });

  it('answers a missing token with a pt-BR 400', async () => {
    expect(await post(`${stackApi}/auth/microsoft`, {})).toEqual({
      status: 400,
      body: { message: 'Token Microsoft ausente.' },
    });
  });
});

describe('GET /api/azure-token', () => {
  it('answers a clear pt-BR error for password-login users', async () => {
    const { body } = await post(`${stackApi}/login`, { username: 'franqueado', password: 'Franquia@2026' });
    const response = await fetch(`${stackApi}/azure-token`, {
      headers: { authorization: `Bearer ${String(body?.token)}` },
    });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toMatch(/^Token Azure não disponível/);
  });
});
