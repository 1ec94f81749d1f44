import { localDevelopmentSecret } from '../../functions/src/sessionSecret.ts';
import { localCosmosKey } from './cosmosSnapshot.ts';
import { devTenantDefaults } from './devTenantSettings.ts';
import type { ApiAccess } from './launch.ts';

/** Azurite's documented development account. */
const azuriteAccount = 'devstoreaccount1';
const azuriteKey = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface LocalPorts {
  web: number;
  api: number;
  cosmos: number;
  blob: number;
  email: number;
  oidc: number;
}

/**
 * The Functions app settings that point it at the local stand-ins (also in local.settings.json.example);
 * `apiAccess` as the stack serves the SPA (launch.ts), which says which forwarded address is the client's.
 */
export function localApiSettings(ports: LocalPorts, apiAccess: ApiAccess = 'linked'): Record<string, string> {
  const issuer = `https://localhost:${ports.oidc}`;
  return {
    PORTAL_MODE: 'local',
    PORTAL_API_ACCESS: apiAccess,
    COSMOS_ENDPOINT: `https://127.0.0.1:${ports.cosmos}/`,
    COSMOS_KEY: localCosmosKey,
    COSMOS_DATABASE: 'portal',
    STORAGE_CONNECTION_STRING: `DefaultEndpointsProtocol=http;AccountName=${azuriteAccount};AccountKey=${azuriteKey};BlobEndpoint=http://127.0.0.1:${ports.blob}/${azuriteAccount};`,
    EMAIL_CONNECTION_STRING: `endpoint=http://127.0.0.1:${ports.email}/;accesskey=${Buffer.from('local-email-sink').toString('base64')}`,
    EMAIL_SENDER: 'naoresponda@franquia.dev',
    SUPPORT_MAILBOX: 'suporte@franquia.dev',
    PUBLIC_BASE_URL: `https://localhost:${ports.web}`,
    PORTAL_TOKEN_SECRET: localDevelopmentSecret,
    ENTRA_TENANT_ID: devTenantDefaults.tenantId,
    ENTRA_ISSUER: issuer,
    ENTRA_JWKS_URL: `${issuer}/jwks`,
    ENTRA_AUDIENCE: devTenantDefaults.audience,
    ENTRA_SPA_CLIENT_ID: devTenantDefaults.clientId,
    ENTRA_AUTHORITY: issuer,
    ENTRA_PROTOCOL_MODE: 'OIDC',
    ENTRA_API_SCOPE: devTenantDefaults.scope,
    HUB_LINK_MATERIAIS: 'https://example.com/materiais-institucionais',
    HUB_LINK_TREINAMENTO: 'https://example.com/treinamento',
    HUB_LINK_EMAIL_WEB: 'https://outlook.office.com/mail/',
    HUB_LINK_EMAIL_APP: 'ms-outlook://',
    HUB_LINK_BI_VENDAS: 'https://example.com/bi-vendas',
    HUB_LINK_RECLAMACOES: 'https://example.com/reclamacoes',
    HUB_LINK_GESTAO: 'https://example.com/gestao',
    HUB_LINK_RASTREAMENTO: 'https://example.com/rastreamento',
    API_PORT: String(ports.api),
  };
}
