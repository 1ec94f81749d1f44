/**
 * A local stand-in of the few Microsoft Graph v1.0 calls the Entra hooks make (scripts/hooks/): applications read
 * and written by id, `appId` or `uniqueName` (with Graph's upsert), service principals read by `appId` and created.
 * It refuses what Graph refuses, in Graph's error shape (`{ error: { code, message } }`): properties Graph does not
 * have, a redirect URI of a single-page app that is neither https nor http on localhost, an identifier URI another
 * app of the tenant holds, a scope or role referenced by an id the app does not define, a change to an enabled
 * scope or role; and, with `refuseWrites`, every write with 403 as for an account without the directory role.
 * It records every write, so a test can show that a run changed nothing. With `unreplicatedWrites`, the first writes
 * that name a new application (by object id, or its appId for a service principal) meet what Graph answers before
 * the directory has replicated it: 404, and 400 NoBackingApplicationObject.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface GraphStandIn {
  url: string;
  /** Every POST and PATCH received (refused ones too), in order. */
  writes: { method: string; path: string; body: JsonObject }[];
  /** The tenant's applications, by object id. */
  applications: Map<string, JsonObject>;
  /** The tenant's service principals, by appId. */
  servicePrincipals: Map<string, JsonObject>;
  /** Each application's owners (user object ids), by the application's object id. */
  owners: Map<string, string[]>;
  /** The object id of the user whose token the calls carry (`/me`): the owner of what they create. */
  signedInUserId: string;
  /** Answer every write with 403 Authorization_RequestDenied (reads still work, as for a member without a role). */
  refuseWrites: boolean;
  close(): Promise<void>;
}

class GraphRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
const badRequest = (message: string) => new GraphRefusal(400, 'Request_BadRequest', message);

/** The writable properties of `application` (and of the complex types the hooks write) Graph knows. */
const writable = new Map<string, readonly string[]>([
  [
    'application',
    [
      'displayName',
      'description',
      'notes',
      'signInAudience',
      'identifierUris',
      'api',
      'appRoles',
      'optionalClaims',
      'spa',
      'web',
      'publicClient',
      'requiredResourceAccess',
      'tags',
    ],
  ],
  [
    'api',
    [
      'acceptMappedClaims',
      'knownClientApplications',
      'oauth2PermissionScopes',
      'preAuthorizedApplications',
      'requestedAccessTokenVersion',
    ],
  ],
  ['spa', ['redirectUris']],
  ['optionalClaims', ['accessToken', 'idToken', 'saml2Token']],
]);
const readOnly = ['id', 'appId', 'uniqueName', 'createdDateTime', 'publisherDomain'];

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: Json | undefined): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);
const strings = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function checkProperties(body: JsonObject, type: string): void {
  for (const [name, value] of Object.entries(body)) {
    if (type === 'application' && readOnly.includes(name)) {
      throw badRequest(`Property '${name}' is read-only and cannot be set.`);
    }
    if (!writable.get(type)?.includes(name)) throw badRequest(`Invalid property '${name}'.`);
    if (writable.has(name) && isObject(value)) checkProperties(value, name);
  }
}

/** Entra ID's rule for SPA redirect URIs (learn.microsoft.com/entra/identity-platform/reply-url). */
function checkSpaRedirectUri(uri: string): void {
  const invalid = () => badRequest("Invalid value specified for property 'redirectUris' of resource 'SpaApplication'.");
  if (!URL.canParse(uri) || uri.length > 256 || uri.includes('*') || /[!$'(),;]/.test(uri)) throw invalid();
  const url = new URL(uri);
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) throw invalid();
}

/** An enabled scope or role may be neither removed nor changed: Graph wants it disabled first. */
function checkEntitlements(before: Json | undefined, after: Json | undefined): void {
  const next = new Map(objects(after).map((item) => [item.id, item]));
  const values = objects(after).map((item) => item.value);
  if (new Set(values).size !== values.length) throw badRequest('Duplicate value in scopes or app roles.');
  for (const old of objects(before)) {
    const now = next.get(old.id ?? null);
    if (old.isEnabled === true && (!now || !isDeepStrictEqual({ ...now, isEnabled: true }, old))) {
      throw new GraphRefusal(
        400,
        'CannotDeleteOrUpdateEnabledEntitlement',
        'Permission (scope or role) cannot be deleted or updated unless disabled first.',
      );
    }
  }
}

export async function startGraphStandIn(
  options: { port?: number; unreplicatedWrites?: number } = {},
): Promise<GraphStandIn> {
  const applications = new Map<string, JsonObject>();
  /** Writes still to be refused per new application (object id), as before Entra ID has replicated it. */
  const unreplicated = new Map<string, number>();
  const stillReplicating = (app: JsonObject) => {
    const left = unreplicated.get(String(app.id)) ?? 0;
    if (left > 0) unreplicated.set(String(app.id), left - 1);
    return left > 0;
  };
  const servicePrincipals = new Map<string, JsonObject>();
  const writes: GraphStandIn['writes'] = [];
  const owners = new Map<string, string[]>();

  const findApplication = (key: string): JsonObject | undefined => {
    const alternate = /^\((appId|uniqueName)='([^']*)'\)$/.exec(key);
    if (!alternate) return applications.get(key.replace(/^\//, ''));
    const [, property = '', value = ''] = alternate;
    return [...applications.values()].find((app) => app[property] === decodeURIComponent(value));
  };

  /** The application `body` would make of `current`, checked against the tenant as Graph checks it. */
  const merged = (current: JsonObject, body: JsonObject): JsonObject => {
    checkProperties(body, 'application');
    const next: JsonObject = { ...current, ...body };
    if (isObject(body.api)) next.api = { ...(isObject(current.api) ? current.api : {}), ...body.api };
    const api = isObject(next.api) ? next.api : {};
    for (const uri of strings(next.identifierUris)) {
      const holder = [...applications.values()].find(
        (app) => app.id !== current.id && strings(app.identifierUris).includes(uri),
      );
      if (holder) throw badRequest('Another object with the same value for property identifierUris already exists.');
    }
    for (const uri of strings(isObject(next.spa) ? next.spa.redirectUris : [])) checkSpaRedirectUri(uri);
    const version = api.requestedAccessTokenVersion;
    if (!(version === null || version === undefined || version === 1 || version === 2)) {
      throw badRequest(
        "Invalid value specified for property 'requestedAccessTokenVersion' of resource 'ApiApplication'.",
      );
    }
    const currentApi = isObject(current.api) ? current.api : {};
    checkEntitlements(currentApi.oauth2PermissionScopes, api.oauth2PermissionScopes);
    checkEntitlements(current.appRoles, next.appRoles);
    const scopeIds = objects(api.oauth2PermissionScopes).map((scope) => scope.id);
    for (const preAuthorized of objects(api.preAuthorizedApplications)) {
      if (!strings(preAuthorized.delegatedPermissionIds).every((id) => scopeIds.includes(id))) {
        throw badRequest(
          "Invalid value specified for property 'delegatedPermissionIds' of resource 'PreAuthorizedApplication'.",
        );
      }
    }
    for (const required of objects(next.requiredResourceAccess)) {
      const resource = [...applications.values()].find((app) => app.appId === required.resourceAppId);
      if (!resource) continue;
      const resourceApi = isObject(resource.api) ? resource.api : {};
      for (const access of objects(required.resourceAccess)) {
        const defined = objects(access.type === 'Role' ? resource.appRoles : resourceApi.oauth2PermissionScopes);
        if (!defined.some((item) => item.id === access.id)) {
          throw badRequest(
            `Invalid value specified for property 'resourceAccess' of resource 'RequiredResourceAccess'.`,
          );
        }
      }
    }
    return next;
  };

  const newApplication = (uniqueName: string): JsonObject => ({
    id: randomUUID(),
    appId: randomUUID(),
    uniqueName,
    displayName: null,
    signInAudience: 'AzureADandPersonalMicrosoftAccount',
    identifierUris: [],
    api: {
      acceptMappedClaims: null,
      knownClientApplications: [],
      oauth2PermissionScopes: [],
      preAuthorizedApplications: [],
      requestedAccessTokenVersion: null,
    },
    appRoles: [],
    optionalClaims: null,
    spa: { redirectUris: [] },
    requiredResourceAccess: [],
  });

  const notFound = (path: string) =>
    new GraphRefusal(404, 'Request_ResourceNotFound', `Resource '${path}' does not exist.`);

  function handle(request: IncomingMessage, path: string, body: JsonObject | undefined) {
    const method = request.method ?? 'GET';
    const application = /^\/v1\.0\/applications(\(.*\)|\/[0-9a-f-]+)$/.exec(path)?.[1];
    const servicePrincipal = /^\/v1\.0\/servicePrincipals\(appId='([^']*)'\)$/.exec(path)?.[1];
    if (path === '/v1.0/me' && method === 'GET') return { status: 200, json: { id: standIn.signedInUserId } };
    const ownersOf = /^\/v1\.0\/applications\/([0-9a-f-]+)\/owners$/.exec(path)?.[1];
    if (ownersOf !== undefined && method === 'GET') {
      if (!applications.has(ownersOf)) throw notFound(path);
      return { status: 200, json: { value: (owners.get(ownersOf) ?? []).map((id) => ({ id })) } };
    }
    if (application !== undefined && method === 'GET') {
      const found = findApplication(application);
      if (!found) throw notFound(path);
      return { status: 200, json: found };
    }
    if (application !== undefined && method === 'PATCH' && body) {
      const found = findApplication(application);
      if (found && stillReplicating(found)) throw notFound(path);
      if (found) {
        applications.set(String(found.id), merged(found, body));
        return { status: 204 };
      }
      const uniqueName = /^\(uniqueName='([^']*)'\)$/.exec(application)?.[1];
      const upsert = /create-if-missing/.test(String(request.headers.prefer ?? ''));
      if (uniqueName === undefined || !upsert) throw notFound(path);
      if (typeof body.displayName !== 'string') throw badRequest("Property 'displayName' is required.");
      const created = merged(newApplication(decodeURIComponent(uniqueName)), body);
      applications.set(String(created.id), created);
      owners.set(String(created.id), [standIn.signedInUserId]);
      unreplicated.set(String(created.id), options.unreplicatedWrites ?? 0);
      return { status: 201, json: created };
    }
    if (servicePrincipal !== undefined && method === 'GET') {
      const found = servicePrincipals.get(decodeURIComponent(servicePrincipal));
      if (!found) throw notFound(path);
      return { status: 200, json: found };
    }
    if (path === '/v1.0/servicePrincipals' && method === 'POST' && body) {
      const appId = typeof body.appId === 'string' ? body.appId : '';
      const backing = [...applications.values()].find((app) => app.appId === appId);
      if (!backing || stillReplicating(backing)) {
        throw badRequest(
          `The appId '${appId}' of the service principal does not reference a valid application object.`,
        );
      }
      if (servicePrincipals.has(appId)) {
        throw new GraphRefusal(
          409,
          'Request_MultipleObjectsWithSameKeyValue',
          'Another object with the same value for property servicePrincipalNames already exists.',
        );
      }
      const created = { id: randomUUID(), appId, appRoleAssignmentRequired: false };
      servicePrincipals.set(appId, created);
      return { status: 201, json: created };
    }
    throw badRequest(`Resource not found for the segment '${path}'.`);
  }

  const standIn: GraphStandIn = {
    url: '',
    writes,
    applications,
    servicePrincipals,
    owners,
    signedInUserId: randomUUID(),
    refuseWrites: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const answer = (response: ServerResponse, status: number, json?: Json) => {
    response.writeHead(status, json === undefined ? {} : { 'content-type': 'application/json' });
    response.end(json === undefined ? undefined : JSON.stringify(json));
  };

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
        throw new GraphRefusal(401, 'InvalidAuthenticationToken', 'Access token is empty.');
      }
      let body: JsonObject | undefined;
      if (request.method === 'POST' || request.method === 'PATCH') {
        const parsed = text ? (JSON.parse(text) as Json) : null;
        if (!isObject(parsed)) throw badRequest('The request body must be a JSON object.');
        body = parsed;
        writes.push({ method: request.method, path, body });
        if (standIn.refuseWrites) {
          throw new GraphRefusal(
            403,
            'Authorization_RequestDenied',
            'Insufficient privileges to complete the operation.',
          );
        }
      }
      const { status, json } = handle(request, path, body);
      answer(response, status, json);
    } catch (error) {
      const refusal = error instanceof GraphRefusal ? error : badRequest(String(error));
      answer(response, refusal.status, { error: { code: refusal.code, message: refusal.message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
