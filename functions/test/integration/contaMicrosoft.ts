import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { signInWithDevTenant } from '../../../scripts/stack/devTenantClient.ts';
import { devTenantDefaults } from '../../../scripts/stack/devTenantSettings.ts';
import { post } from './testUsers.ts';

/** Real tokens of a dev-tenant account (password Franquia@2026), through its login form (code + PKCE). */
export async function entrarNoTenant(login: string) {
  return signInWithDevTenant(
    { issuer: inject('tenantUrl') },
    {
      clientId: devTenantDefaults.clientId,
      redirectUri: `${inject('settings').PUBLIC_BASE_URL}/microsoft-login-success`,
      scope: `${devTenantDefaults.scope} openid profile`,
      login,
      password: 'Franquia@2026',
      ca: await readFile(inject('tenantCaCertPath'), 'utf8'),
    },
  );
}

/** POST /api/auth/microsoft with a work-account access token. */
export const trocarToken = (apiUrl: string, accessToken: string) => post(`${apiUrl}/auth/microsoft`, { accessToken });
