/**
 * The portal's two Entra ID app registrations as the azd hooks keep them (infra/README.md, section 1): read first,
 * then written only where they differ, so a second run sends no write at all. Each registration is found by the
 * client id in the azd environment, or else by its `uniqueName` (Graph's alternate key, derived from the azd
 * environment's name), so a lost azd environment finds the same registrations instead of making twins.
 */
import { isDeepStrictEqual } from 'node:util';
import { mensagensTelas, textosRegistroEntra } from '@portal/shared';
import type { GraphClient } from './graphClient.ts';

/** Where MSAL comes back after a work-account sign-in (`callbackPath` in web/src/features/auth/msal.ts). */
export const spaCallbackPath = '/microsoft-login-success';
export const masterRoleValue = 'Portal.Master';
const scopeValue = 'access_as_user';
// Ids of the scope and the role when the hook creates them: unique within their app is all Entra asks, and fixed
// ids keep every run (and every environment) naming the same ones.
const newScopeId = 'e776ce00-507f-46c6-ba04-04736eb74737';
const newMasterRoleId = '3ff7470f-9793-4957-a26f-f6ed475b1d4a';

/** A refusal the hook explains itself (no stack trace): the message says what to do. */
export class HookFailure extends Error {
  override name = 'HookFailure';
}

interface PermissionScope {
  id: string;
  value: string;
  type: string;
  isEnabled: boolean;
  adminConsentDisplayName: string;
  adminConsentDescription: string;
  userConsentDisplayName: string;
  userConsentDescription: string;
}
interface AppRole {
  id: string;
  value: string;
  allowedMemberTypes: string[];
  displayName: string;
  description: string;
  isEnabled: boolean;
}
interface PreAuthorizedApplication {
  appId: string;
  delegatedPermissionIds: string[];
}
interface ApiApplication {
  requestedAccessTokenVersion?: number | null;
  oauth2PermissionScopes?: PermissionScope[];
  preAuthorizedApplications?: PreAuthorizedApplication[];
}
interface OptionalClaim {
  name: string;
  source: string | null;
  essential: boolean;
  additionalProperties: string[];
}
interface ResourceAccess {
  id: string;
  type: 'Scope' | 'Role';
}
interface RequiredResourceAccess {
  resourceAppId: string;
  resourceAccess: ResourceAccess[];
}
/** The properties of Graph's `application` the hooks read or write. */
export interface Application {
  id: string;
  appId: string;
  displayName: string;
  identifierUris?: string[];
  api?: ApiApplication | null;
  appRoles?: AppRole[];
  optionalClaims?: { accessToken?: OptionalClaim[] } | null;
  spa?: { redirectUris?: string[] } | null;
  requiredResourceAccess?: RequiredResourceAccess[];
}
type Changes = Partial<Omit<Application, 'id' | 'appId'>>;

export type Log = (line: string) => void;

/**
 * `list` with `item` merged into the element `same` picks (or appended): the very same array when that element
 * already holds every value of `item`, so an unchanged registration compares equal to what Graph returned.
 */
function withElement<T extends object>(list: T[] | undefined, item: T, same: (element: T) => boolean): T[] {
  const current = list ?? [];
  const index = current.findIndex(same);
  if (index === -1) return [...current, item];
  const merged = { ...current[index], ...item };
  return isDeepStrictEqual(merged, current[index]) ? current : current.map((e, i) => (i === index ? merged : e));
}

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The registration a client id from the azd environment names; a refusal that says what to do when none. */
async function findByClientId(graph: GraphClient, envName: string, clientId: string): Promise<Application> {
  if (!guid.test(clientId))
    throw new HookFailure(`${envName} is "${clientId}", which is no application (client) id (a GUID).`);
  const found = await graph.find<Application>(`/applications(appId='${clientId}')`);
  if (found) return found;
  throw new HookFailure(
    `${envName} is ${clientId}, but tenant ${graph.tenantId} has no app registration with that client id. ` +
      `Set the right id, or empty it (azd env set ${envName} "") to let the preprovision hook find or create it.`,
  );
}

/**
 * A registration found by its unique name only, taken over if the signed-in account owns it: any member of the tenant
 * may register an app under that name first, with a redirect URI of their own.
 */
async function owned(graph: GraphClient, envName: string, found: Application): Promise<Application> {
  const me = await graph.find<{ id: string }>('/me?$select=id');
  const owners = await graph.find<{ value: { id: string }[] }>(`/applications/${found.id}/owners?$select=id`);
  if (me && owners?.value.some(({ id }) => id === me.id)) return found;
  throw new HookFailure(
    `An app registration named "${found.displayName}" (client id ${found.appId}) exists, but the signed-in account is ` +
      `not among its owners, so the hook will not take it over. If it is the portal's, set its id ` +
      `(azd env set ${envName} ${found.appId}) or add yourself as an owner; otherwise delete it.`,
  );
}

/** The registration named by a client id from the azd environment, or by its unique name; created when neither. */
async function findOrCreate(
  graph: GraphClient,
  app: { envName: string; clientId: string | undefined; uniqueName: string; displayName: string },
  log: Log,
): Promise<Application> {
  if (app.clientId) return findByClientId(graph, app.envName, app.clientId);
  const byName = `/applications(uniqueName='${encodeURIComponent(app.uniqueName)}')`;
  const found = await graph.find<Application>(byName);
  if (found) return owned(graph, app.envName, found);
  // Graph's upsert: creates the registration under this unique name (201, with it), or updates the one a
  // concurrent run made a moment ago (204).
  const created =
    (await graph.write<Application>(
      'PATCH',
      byName,
      { displayName: app.displayName, signInAudience: 'AzureADMyOrg' },
      {
        prefer: 'create-if-missing',
      },
    )) ?? (await graph.find<Application>(byName));
  if (!created) throw new Error(`Graph created ${app.uniqueName} but does not find it.`);
  log(`Created the app registration "${app.displayName}" (client id ${created.appId}).`);
  return created;
}

/** Writes the properties of `changes` that differ from `app` (nothing when none does); the app as it is now. */
async function update(graph: GraphClient, app: Application, changes: Changes, log: Log): Promise<Application> {
  const differing = Object.fromEntries(
    Object.entries(changes).filter(([name, value]) => !isDeepStrictEqual(app[name as keyof Changes], value)),
  );
  const names = Object.keys(differing);
  if (names.length === 0) return app;
  await graph.write('PATCH', `/applications/${app.id}`, differing);
  log(`Updated "${app.displayName}": ${names.join(', ')}.`);
  return { ...app, ...differing };
}

const scopeOf = (api: Application) => api.api?.oauth2PermissionScopes?.find((scope) => scope.value === scopeValue);

/** The API: `api://<client id>`, the scope, v2 tokens, the master role, `email` in access tokens, the SPA pre-authorized. */
function apiChanges(api: Application, spaAppId: string | undefined): Changes {
  const uri = `api://${api.appId}`;
  const current = api.api ?? {};
  // An enabled scope or role is sent back as Graph has it: Graph refuses to change one unless it is disabled first.
  const existingScope = scopeOf(api);
  const scope: PermissionScope = existingScope
    ? { ...existingScope, isEnabled: true }
    : {
        id: newScopeId,
        value: scopeValue,
        type: 'User',
        isEnabled: true,
        adminConsentDisplayName: textosRegistroEntra.escopoTitulo,
        adminConsentDescription: textosRegistroEntra.escopoDescricaoAdmin,
        userConsentDisplayName: textosRegistroEntra.escopoTitulo,
        userConsentDescription: textosRegistroEntra.escopoDescricaoUsuario,
      };
  const existingRole = api.appRoles?.find((r) => r.value === masterRoleValue);
  const role: AppRole = existingRole
    ? { ...existingRole, isEnabled: true }
    : {
        id: newMasterRoleId,
        value: masterRoleValue,
        allowedMemberTypes: ['User'],
        displayName: textosRegistroEntra.papelMaster,
        description: textosRegistroEntra.papelMasterDescricao,
        isEnabled: true,
      };
  const email: OptionalClaim = { name: 'email', source: null, essential: false, additionalProperties: [] };
  const preAuthorized = current.preAuthorizedApplications ?? [];
  return {
    identifierUris: api.identifierUris?.includes(uri) ? api.identifierUris : [...(api.identifierUris ?? []), uri],
    api: {
      ...current,
      requestedAccessTokenVersion: 2,
      oauth2PermissionScopes: withElement(current.oauth2PermissionScopes, scope, (s) => s.id === scope.id),
      // Users of the SPA get the scope without a consent prompt, and without a tenant-wide admin-consent grant.
      preAuthorizedApplications: spaAppId
        ? withElement(
            preAuthorized,
            { appId: spaAppId, delegatedPermissionIds: [scope.id] },
            (p) => p.appId === spaAppId,
          )
        : preAuthorized,
    },
    appRoles: withElement(api.appRoles, role, (r) => r.id === role.id),
    optionalClaims: {
      ...api.optionalClaims,
      accessToken: withElement(api.optionalClaims?.accessToken, email, (c) => c.name === 'email'),
    },
  };
}

/** The SPA: the delegated permission to the API's scope (its other permissions and redirect URIs are kept). */
function spaChanges(spa: Application, apiAppId: string, scopeId: string): Changes {
  const current = spa.requiredResourceAccess?.find((r) => r.resourceAppId === apiAppId);
  const access = withElement<ResourceAccess>(
    current?.resourceAccess,
    { id: scopeId, type: 'Scope' },
    (a) => a.id === scopeId,
  );
  return {
    requiredResourceAccess: withElement(
      spa.requiredResourceAccess,
      { resourceAppId: apiAppId, resourceAccess: access },
      (r) => r.resourceAppId === apiAppId,
    ),
  };
}

/** The service principal of an app (the API's carries the role assignments of masters). */
async function ensureServicePrincipal(graph: GraphClient, app: Application, log: Log): Promise<void> {
  if (await graph.find(`/servicePrincipals(appId='${app.appId}')`)) return;
  await graph.write('POST', '/servicePrincipals', { appId: app.appId });
  log(`Created the service principal (enterprise application) of "${app.displayName}".`);
}

export interface Registrations {
  tenantId: string;
  apiClientId: string;
  spaClientId: string;
}

/** Creates or updates both registrations (preprovision). */
export async function registerApplications(
  graph: GraphClient,
  env: NodeJS.ProcessEnv,
  log: Log,
): Promise<Registrations> {
  const environment = env.AZURE_ENV_NAME;
  if (!environment)
    throw new HookFailure('AZURE_ENV_NAME is not set: run this hook through azd (azd provision, azd up).');
  let api = await findOrCreate(
    graph,
    {
      envName: 'ENTRA_API_CLIENT_ID',
      clientId: env.ENTRA_API_CLIENT_ID,
      uniqueName: `portal-do-franqueado-api-${environment}`,
      displayName: `Portal do Franqueado API (${environment})`,
    },
    log,
  );
  // The scope first: the SPA's permission and the pre-authorization name it, and Graph refuses unknown ids.
  api = await update(graph, api, apiChanges(api, undefined), log);
  const scopeId = scopeOf(api)?.id ?? newScopeId;
  let spa = await findOrCreate(
    graph,
    {
      envName: 'ENTRA_SPA_CLIENT_ID',
      clientId: env.ENTRA_SPA_CLIENT_ID,
      uniqueName: `portal-do-franqueado-spa-${environment}`,
      // What Microsoft's sign-in page names ("to continue to …"): the portal's own title, without the environment.
      displayName: mensagensTelas.portalTitulo,
    },
    log,
  );
  spa = await update(graph, spa, spaChanges(spa, api.appId, scopeId), log);
  api = await update(graph, api, apiChanges(api, spa.appId), log);
  await ensureServicePrincipal(graph, api, log);
  await ensureServicePrincipal(graph, spa, log);
  return { tenantId: graph.tenantId, apiClientId: api.appId, spaClientId: spa.appId };
}

/** Entra ID's rule for SPA redirect URIs: https, or http on localhost; no wildcard; at most 256 characters. */
export function spaRedirectUriProblem(uri: string): string | undefined {
  if (!URL.canParse(uri)) return `${uri} is not an absolute URL`;
  const url = new URL(uri);
  const localhost = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && localhost)) {
    return `${uri}: Entra ID takes only https redirect URIs (http only for localhost)`;
  }
  if (uri.includes('*')) return `${uri}: single-page application redirect URIs take no wildcard`;
  if (uri.length > 256) return `${uri}: longer than the 256 characters Entra ID takes`;
  return undefined;
}

/** The host names the site answers at, from the azd environment: the Static Web App's own, and the custom domain. */
export function portalHostNames(env: NodeJS.ProcessEnv): string[] {
  const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
  const named = [
    ['WEB_HOSTNAME', env.WEB_HOSTNAME],
    ['AZURE_CUSTOM_DOMAIN', env.AZURE_CUSTOM_DOMAIN],
  ] as const;
  return named.flatMap(([name, value]) => {
    if (!value) return [];
    if (!hostName.test(value)) {
      throw new HookFailure(
        `${name} is "${value}": a host name only is expected (portal.example.com: no scheme, port or path).`,
      );
    }
    return [value.toLowerCase()];
  });
}

export const spaRedirectUris = (hostNames: string[]) => hostNames.map((host) => `https://${host}${spaCallbackPath}`);

/** Adds `uris` to the SPA's redirect URIs, keeping the ones there (postprovision); refuses, unsent, what Entra refuses. */
export async function addSpaRedirectUris(graph: GraphClient, spaClientId: string, uris: string[], log: Log) {
  const problems = uris.flatMap((uri) => spaRedirectUriProblem(uri) ?? []);
  if (problems.length > 0)
    throw new HookFailure(`Redirect URIs Entra ID would refuse, not sent: ${problems.join('; ')}.`);
  const spa = await findByClientId(graph, 'ENTRA_SPA_CLIENT_ID', spaClientId);
  const kept = spa.spa?.redirectUris ?? [];
  const missing = uris.filter((uri) => !kept.includes(uri));
  if (missing.length === 0) return missing;
  await update(graph, spa, { spa: { ...spa.spa, redirectUris: [...kept, ...missing] } }, log);
  return missing;
}
