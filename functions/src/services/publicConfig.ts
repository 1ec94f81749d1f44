import type { ConfigPublica } from '@portal/shared';
import type { Config } from '../config.ts';

/**
 * What the SPA needs at start: MSAL settings and hub links. In OIDC mode (the local dev tenant) the
 * authority's metadata is included, so the browser's first contact with the tenant is the sign-in page.
 */
export function createPublicConfig(config: Config) {
  let cachedMetadata: string | undefined;
  const authorityMetadata = async () => {
    if (config.ENTRA_PROTOCOL_MODE !== 'OIDC') return undefined;
    // Cached once fetched; a failure is retried on the next request.
    cachedMetadata ??= await fetch(`${config.ENTRA_AUTHORITY.replace(/\/$/, '')}/.well-known/openid-configuration`)
      .then((response) => (response.ok ? response.text() : undefined))
      .catch(() => undefined);
    return cachedMetadata;
  };

  return async (): Promise<ConfigPublica> => {
    const metadata = await authorityMetadata();
    return {
      microsoft: {
        clientId: config.ENTRA_SPA_CLIENT_ID,
        authority: config.ENTRA_AUTHORITY,
        knownAuthorities: [new URL(config.ENTRA_AUTHORITY).host],
        protocolMode: config.ENTRA_PROTOCOL_MODE,
        apiScope: config.ENTRA_API_SCOPE,
        ...(metadata ? { authorityMetadata: metadata } : {}),
      },
      suporteUrl: config.SUPPORT_API_URL,
      links: {
        materiaisInstitucionais: config.HUB_LINK_MATERIAIS,
        treinamento: config.HUB_LINK_TREINAMENTO,
        emailWeb: config.HUB_LINK_EMAIL_WEB,
        emailApp: config.HUB_LINK_EMAIL_APP,
        biVendas: config.HUB_LINK_BI_VENDAS,
        reclamacoes: config.HUB_LINK_RECLAMACOES,
        gestao: config.HUB_LINK_GESTAO,
        rastreamento: config.HUB_LINK_RASTREAMENTO,
      },
    };
  };
}
