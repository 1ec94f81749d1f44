import type { AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import type { ConfigPublica } from '@portal/shared/schemas/configPublica';

export type MicrosoftConfig = ConfigPublica['microsoft'];

export const callbackPath = '/microsoft-login-success';

let instance: Promise<IPublicClientApplication> | undefined;
let redirect: Promise<AuthenticationResult | null> | undefined;

/**
 * MSAL for the work account, loaded only when a work-account screen needs it (it is a third of the
 * app's JavaScript): AAD protocol against Entra ID, OIDC against the local dev tenant — one switch
 * from /api/config, same code paths.
 */
export function loadMsal(config: MicrosoftConfig): Promise<IPublicClientApplication> {
  instance ??= import('@azure/msal-browser').then(async ({ PublicClientApplication }) => {
    const client = new PublicClientApplication({
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
    await client.initialize();
    return client;
  });
  return instance;
}

/** Completes a returning loginRedirect once per page load (React may run effects twice). */
export function completeMicrosoftLogin(config: MicrosoftConfig): Promise<AuthenticationResult | null> {
  redirect ??= loadMsal(config).then((client) =>
    // Stay on the callback route: it finishes the sign-in (MSAL would otherwise go back to /microsoft-login).
    client.handleRedirectPromise({ navigateToLoginRequestUrl: false }),
  );
  return redirect;
}

/** Starts the work-account sign-in, asking for the API scope now (a later request for a new scope fails). */
export async function startMicrosoftLogin(config: MicrosoftConfig): Promise<void> {
  const client = await loadMsal(config);
  await client.loginRedirect({ scopes: [config.apiScope], redirectUri: `${window.location.origin}${callbackPath}` });
}

/** Ends the MSAL session in this browser (sign-out). */
export async function clearMicrosoftSession(config: MicrosoftConfig): Promise<void> {
  // MSAL keeps its cache in session storage: when that is empty there is nothing to end, and the
  // library need not be downloaded just to sign a password user out.
  if (!instance && sessionStorage.length === 0) return;
  await (await loadMsal(config)).clearCache();
}
