import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sessaoResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DevTenant, startDevTenant } from '../../../scripts/stack/devTenant.ts';
import { signInWithDevTenant } from '../../../scripts/stack/devTenantClient.ts';
import { devTenantDefaults } from '../../../scripts/stack/devTenantSettings.ts';
import { freePort } from '../../../scripts/stack/processes.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { createUsuarioDeTeste, post } from './usuariosDeTeste.ts';

/**
 * Issue 32, item 7: masters are appointed by the Entra app role Portal.Master, so a master whose role an IT admin
 * withdraws is a plain user from the next sign-in on, and the sessions opened as master end (decision 35). Through
 * a dev tenant of this file's own — the stack's certificate and signing key, another tenant id, so its accounts are
 * other users than the stack tenant's — whose roles the test changes as the IT admin would.
 */
const settings = inject('settings');
const carla = 'carla@franquia.dev';
const tenantId = randomUUID();

let tenant: DevTenant;
let api: Awaited<ReturnType<typeof startInProcessApi>>;

beforeAll(async () => {
  const port = await freePort();
  // The stack tenant's folder: its certificate, which this process trusts (NODE_EXTRA_CA_CERTS), and its keys.
  tenant = await startDevTenant({
    ...devTenantDefaults,
    tenantId,
    port,
    dataDir: dirname(inject('tenantCaCertPath')),
    webUrl: settings.PUBLIC_BASE_URL ?? '',
  });
  api = await startInProcessApi(
    {
      ...settings,
      ENTRA_TENANT_ID: tenantId,
      ENTRA_ISSUER: tenant.issuer,
      ENTRA_JWKS_URL: tenant.jwksUri,
      ENTRA_AUTHORITY: tenant.issuer,
    },
    manualClock(),
  );
});

afterAll(async () => {
  await api?.close();
  await tenant?.close();
});

/** Carla through the tenant's login form, her token exchanged for a portal session. */
async function entrarComoCarla() {
  const tokens = await signInWithDevTenant(tenant, {
    clientId: devTenantDefaults.clientId,
    redirectUri: `${settings.PUBLIC_BASE_URL}/microsoft-login-success`,
    scope: `${devTenantDefaults.scope} openid profile`,
    login: carla,
    password: 'Franquia@2026',
    ca: await readFile(tenant.caCertPath, 'utf8'),
  });
  const { status, body } = await post(`${api.url}/auth/microsoft`, { accessToken: tokens.accessToken });
  expect(status).toBe(200);
  const sessao = sessaoResponseSchema.parse(body);
  return { role: sessao.role, cabecalhos: { 'x-portal-authorization': `Bearer ${sessao.token}` } };
}

/** What a session may do that only a master may: change an admin's role. */
const rebaixarAdmin = async (cabecalhos: Record<string, string>) => {
  const admin = await createUsuarioDeTeste(api.deps, { role: 'admin' });
  const resposta = await fetch(`${api.url}/users/${admin.id}/permissions`, {
    method: 'PUT',
    headers: { ...cabecalhos, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'user' }),
  });
  return resposta.status;
};
const listarUsuarios = async (cabecalhos: Record<string, string>) =>
  (await fetch(`${api.url}/users`, { headers: cabecalhos })).status;

describe('the Portal.Master app role withdrawn in Entra', () => {
  it('makes the master a plain user at the next sign-in, and ends the sessions opened as master', async () => {
    const comoMaster = await entrarComoCarla();
    expect(comoMaster.role).toBe('master');
    expect(await listarUsuarios(comoMaster.cabecalhos)).toBe(200);
    expect(await rebaixarAdmin(comoMaster.cabecalhos)).toBe(200);

    tenant.setRoles(carla, []);
    // Until she signs in again, nothing tells the portal: her session stands.
    expect(await listarUsuarios(comoMaster.cabecalhos)).toBe(200);

    const depois = await entrarComoCarla();
    expect(depois.role).toBe('user');
    expect(await listarUsuarios(depois.cabecalhos)).toBe(403);
    expect(await rebaixarAdmin(depois.cabecalhos)).toBe(403);
    // The session opened as master is over.
    expect(await listarUsuarios(comoMaster.cabecalhos)).toBe(401);
    expect(await rebaixarAdmin(comoMaster.cabecalhos)).toBe(401);

    // Appointed again, she is master again from her next sign-in.
    tenant.setRoles(carla, ['Portal.Master']);
    const deNovo = await entrarComoCarla();
    expect(deNovo.role).toBe('master');
    expect(await listarUsuarios(deNovo.cabecalhos)).toBe(200);
  });
});
