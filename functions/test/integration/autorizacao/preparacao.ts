import { readFile } from 'node:fs/promises';
import { sessaoResponseSchema } from '@portal/shared';
import { inject } from 'vitest';
import { signInWithDevTenant } from '../../../../scripts/stack/devTenantClient.ts';
import { devTenantDefaults } from '../../../../scripts/stack/devTenantSettings.ts';
import type { startInProcessApi } from '../inProcessApi.ts';
import { post } from '../usuariosDeTeste.ts';

export type InProcessApi = Awaited<ReturnType<typeof startInProcessApi>>;

/** The dev tenant's three accounts share this password. */
export const senhaDoTenant = 'Franquia@2026';

/** The portal's SPA as the dev tenant knows it, or another app registration of the same tenant. */
const aplicativos = {
  portal: () => ({
    clientId: devTenantDefaults.clientId,
    redirectUri: `${inject('settings').PUBLIC_BASE_URL}/microsoft-login-success`,
  }),
  outro: () => ({ clientId: devTenantDefaults.otherClientId, redirectUri: devTenantDefaults.otherClientRedirectUri }),
};

/**
 * Real work-account tokens (access and ID token) from the dev tenant, through its login form, requested by the
 * portal's SPA (or by another app of the tenant, for the API's same scope).
 */
export async function entrarNoTenant(login: string, aplicativo: keyof typeof aplicativos = 'portal') {
  return signInWithDevTenant(
    { issuer: inject('tenantUrl') },
    {
      ...aplicativos[aplicativo](),
      scope: `${devTenantDefaults.scope} openid profile`,
      login,
      password: senhaDoTenant,
      ca: await readFile(inject('tenantCaCertPath'), 'utf8'),
    },
  );
}

/** A portal session opened by exchanging a work-account access token: request headers and the user. */
export async function sessaoMicrosoft(api: Pick<InProcessApi, 'url'>, accessToken: string) {
  const resposta = await post(`${api.url}/auth/microsoft`, { accessToken });
  if (resposta.status !== 200) throw new Error(`work-account exchange failed: ${resposta.status}`);
  const sessao = sessaoResponseSchema.parse(resposta.body);
  return { user: sessao.user, headers: { 'x-portal-authorization': `Bearer ${sessao.token}` } };
}

/**
 * A request with a body of any kind; the answer's status and its JSON body (null when it has none; the lines of a
 * JSON-lines answer as `{ linhas }`).
 */
export async function enviar(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const tipo = response.headers.get('content-type') ?? '';
  const texto = tipo.includes('json') ? await response.text() : '';
  if (!texto) await response.body?.cancel();
  const corpo = tipo.includes('x-ndjson')
    ? {
        linhas: texto
          .trimEnd()
          .split('\n')
          .map((linha) => JSON.parse(linha) as unknown),
      }
    : (JSON.parse(texto || 'null') as Record<string, unknown> | null);
  return { status: response.status, body: corpo };
}
