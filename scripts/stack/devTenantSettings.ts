/** Identifiers of the local dev tenant (kept apart from devTenant.ts so importing them does not load oidc-provider). */
export const devTenantDefaults = {
  clientId: 'portal-spa',
  audience: 'api://portal-do-franqueado',
  scope: 'api://portal-do-franqueado/access_as_user',
  tenantId: '7d1f3c2e-5b8a-4e6f-9c0d-2a4b6c8e0f11',
  /**
   * Another app registration of the same tenant, also allowed the API's scope (as any app of an Entra tenant can
   * be): the API must refuse the tokens it requests, which name it in `azp`.
   */
  otherClientId: 'outro-app-do-tenant',
  otherClientRedirectUri: 'http://localhost/outro-app/retorno',
} as const;
