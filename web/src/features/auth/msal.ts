import { type AuthenticationResult, type IPublicClientApplication, PublicClientApplication } from '@azure/msal-browser';
import type { ConfigPublica } from '@portal/shared';

export type MicrosoftConfig = ConfigPublica['microsoft'];

export const callbackPath = '/microsoft-login-success';

/** The outcome of a returning loginRedirect, read once at start-up (before the router runs). */
export type RedirectOutcome = { result: AuthenticationResult | null } | { error: unknown };

/**
 * MSAL for the work account: AAD protocol against Entra ID, OIDC against the local dev tenant —
 * one switch from /api/config, same code paths.
 */
export async function createMsal(config: MicrosoftConfig) {
  const instance = new PublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      ...(config.authorityMetadata ? { authorityMetadata: config.authorityMetadata } : {}),
      redirectUri: `${window.location.origin}${callbackPath}`,
      postLogoutRedirectUri: `${window.location.origin}/microsoft-login`,
      OIDCOptions: { defaultScopes: ['openid', 'profile'] },
    },
    cache: { cacheLocation: 'sessionStorage' },
    system: { protocolMode: config.protocolMode },
  });
  await instance.initialize();
  let outcome: RedirectOutcome;
  try {
    // Stay on the callback route: it completes the sign-in (MSAL would otherwise go back to /microsoft-login).
    outcome = { result: await instance.handleRedirectPromise({ navigateToLoginRequestUrl: false }) };
  } catch (error) {
    outcome = { error };
  }
  return { instance, outcome };
}

/** Starts the work-account sign-in, asking for the API scope now (a later request for a new scope fails). */
export function startMicrosoftLogin(instance: IPublicClientApplication, config: MicrosoftConfig) {
  return instance.loginRedirect({ scopes: [config.apiScope], redirectUri: `${window.location.origin}${callbackPath}` });
}
