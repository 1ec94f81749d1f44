/**
 * azd `preprovision` hook (azure.yaml): creates or updates the portal's two Entra ID app registrations and stores
 * their client ids, and their tenant, in the azd environment, where infra/main.parameters.json reads them.
 */
import { azdEnvSet, isManual, manualSteps, permissionHelp, runHook } from './azdHook.ts';
import { HookFailure, registerApplications } from './entraRegistrations.ts';
import { connectToGraph, isPermissionDenied } from './graphClient.ts';

runHook(async () => {
  const env = process.env;
  const idsSet = Boolean(env.ENTRA_API_CLIENT_ID && env.ENTRA_SPA_CLIENT_ID);
  if (isManual(env)) {
    if (!idsSet) {
      throw new HookFailure(
        `ENTRA_APP_REGISTRATION is manual, but ENTRA_API_CLIENT_ID and ENTRA_SPA_CLIENT_ID are not both set: create the registrations as ${manualSteps} says, and set both.`,
      );
    }
    console.log('ENTRA_APP_REGISTRATION is manual: the app registrations are left as they are.');
    return;
  }
  try {
    const graph = await connectToGraph(env);
    const registrations = await registerApplications(graph, env, console.log);
    azdEnvSet(env, 'ENTRA_TENANT_ID', registrations.tenantId);
    azdEnvSet(env, 'ENTRA_API_CLIENT_ID', registrations.apiClientId);
    azdEnvSet(env, 'ENTRA_SPA_CLIENT_ID', registrations.spaClientId);
    console.log('Entra ID app registrations: up to date.');
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    if (!idsSet) throw new HookFailure(permissionHelp(error));
    // Registrations made by hand (their ids set): provisioning can go on with them as they are.
    console.warn(
      `\nWARNING: ${permissionHelp(error)}\n\nGoing on with the registrations ENTRA_API_CLIENT_ID and ENTRA_SPA_CLIENT_ID name, unchanged.\n`,
    );
  }
});
