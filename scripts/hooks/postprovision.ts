/**
 * azd `postprovision` hook (azure.yaml): adds the portal's addresses — the Static Web App's own host name (output
 * WEB_HOSTNAME) and AZURE_CUSTOM_DOMAIN when set — to the SPA registration's redirect URIs, keeping the others.
 * Without them, Microsoft sign-in ends at Entra's error page.
 */
import { isManual, manualSteps, permissionHelp, runHook } from './azdHook.ts';
import { addSpaRedirectUris, HookFailure, portalHostNames, spaRedirectUris } from './entraRegistrations.ts';
import { connectToGraph, isPermissionDenied } from './graphClient.ts';

runHook(async () => {
  const env = process.env;
  const uris = spaRedirectUris(portalHostNames(env));
  const byHand = `In the SPA registration → Authentication → Single-page application, add: ${uris.join(', ')}`;
  if (isManual(env)) {
    console.log(`ENTRA_APP_REGISTRATION is manual: the SPA registration must have these redirect URIs. ${byHand}`);
    return;
  }
  const spaClientId = env.ENTRA_SPA_CLIENT_ID;
  if (!spaClientId)
    throw new HookFailure('ENTRA_SPA_CLIENT_ID is not set: the preprovision hook sets it (azd provision).');
  if (uris.length === 0)
    throw new HookFailure('WEB_HOSTNAME is not set: it is an output of infra/main.bicep (azd provision).');
  try {
    const added = await addSpaRedirectUris(await connectToGraph(env), spaClientId, uris, console.log);
    console.log(added.length ? `SPA redirect URIs added: ${added.join(', ')}` : 'SPA redirect URIs: up to date.');
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    // The site is provisioned; only work-account sign-in waits for these URIs, which an administrator can add.
    console.warn(`\nWARNING: ${permissionHelp(error)}\n\n${byHand} (${manualSteps}).\n`);
  }
});
