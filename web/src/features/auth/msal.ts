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

/**
 * Whether MSAL left anything in this tab: it keeps its cache in session storage, every key under its prefix. Other
 * keys live there too (the router's scroll positions), so an empty storage is no test.
 */
export const haSessaoMicrosoft = () => Object.keys(sessionStorage).some((chave) => chave.startsWith('msal.'));

/** Ends the MSAL session in this browser (sign-out); a password user's never downloads the library. */
export async function clearMicrosoftSession(config: MicrosoftConfig): Promise<void> {
  if (!instance && !haSessaoMicrosoft()) return;
  await (await loadMsal(config)).clearCache();
}
