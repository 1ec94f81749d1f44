/**
 * The few Microsoft Graph calls the Entra hooks make, on Node's own fetch with the token of the account signed in
 * to azd (`azd auth login`), through @azure/identity's AzureDeveloperCliCredential (which runs `azd auth token`).
 * `PORTAL_GRAPH_URL` points them at another host: the tests' stand-in (scripts/stack/graphStandIn.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { AzureDeveloperCliCredential } from '@azure/identity';

const graphScope = 'https://graph.microsoft.com/.default';

/** A refusal by Graph, with its status and its `error.code` (`Authorization_RequestDenied`, …). */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly request: string,
  ) {
    super(`${request}: ${status} ${code}: ${message}`);
    this.name = 'GraphError';
  }
}

/** Graph's answer when the signed-in account lacks a directory role or a consented permission. */
export const isPermissionDenied = (error: unknown): error is GraphError =>
  error instanceof GraphError &&
  (error.status === 403 || error.code === 'Authorization_RequestDenied' || error.code === 'Forbidden');

/**
 * Entra ID replicates a new object for a few seconds: a write that names an application created a moment earlier
 * may meet 404, or 400 NoBackingApplicationObject for its service principal (microsoftgraph/msgraph-sdk-dotnet#3108,
 * hashicorp/vault-plugin-secrets-azure#8). Such a write is sent again after these pauses, then the error stands.
 */
const replicationPausesMs = [1_000, 2_000, 4_000, 8_000, 15_000];
const notReplicatedYet = (error: unknown) =>
  error instanceof GraphError &&
  (error.status === 404 || /NoBackingApplicationObject|does not reference a valid application/.test(error.message));

export interface GraphClient {
  /** The tenant of the signed-in account (the token's `tid`): where the registrations live. */
  readonly tenantId: string;
  /** A GET that answers `undefined` for 404 (an alternate key that names nothing). */
  find<T>(path: string): Promise<T | undefined>;
  /** POST or PATCH, sent again while Entra ID replicates what it names; the created object (201), or `undefined` (204). */
  write<T>(
    method: 'POST' | 'PATCH',
    path: string,
    body: object,
    headers?: Record<string, string>,
  ): Promise<T | undefined>;
}

/** The token's `tid` claim (the token is not verified here: Graph does that). */
function tenantOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { tid?: unknown };
  if (typeof claims.tid !== 'string') throw new Error('The token azd returned for Microsoft Graph names no tenant.');
  return claims.tid;
}

/** A client of Graph at `baseUrl` (`https://graph.microsoft.com`, or a stand-in) that sends `token`. */
export function graphClient(baseUrl: string, token: string): GraphClient {
  const root = `${baseUrl.replace(/\/$/, '')}/v1.0`;
  const send = async (method: string, path: string, body?: object, headers: Record<string, string> = {}) => {
    const response = await fetch(`${root}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined; // not JSON (a proxy's page): the status and the text say what happened
    }
    if (response.ok) return { status: response.status, json };
    const error = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new GraphError(response.status, error?.code ?? 'Unknown', error?.message ?? text, `${method} ${path}`);
  };

  return {
    tenantId: tenantOf(token),
    async find<T>(path: string) {
      try {
        return (await send('GET', path)).json as T;
      } catch (error) {
        if (error instanceof GraphError && error.status === 404) return undefined;
        throw error;
      }
    },
    async write<T>(method: 'POST' | 'PATCH', path: string, body: object, headers?: Record<string, string>) {
      for (let attempt = 0; ; attempt++) {
        try {
          const { status, json } = await send(method, path, body, headers);
          return status === 204 ? undefined : (json as T);
        } catch (error) {
          const pause = replicationPausesMs[attempt];
          if (pause === undefined || !notReplicatedYet(error)) throw error;
          await sleep(pause);
        }
      }
    },
  };
}

/** Graph as the account signed in to azd (in `ENTRA_TENANT_ID`'s tenant when that is set). */
export async function connectToGraph(env: NodeJS.ProcessEnv): Promise<GraphClient> {
  const tenantId = env.ENTRA_TENANT_ID || undefined;
  const credential = new AzureDeveloperCliCredential(tenantId ? { tenantId } : {});
  const { token } = await credential.getToken(graphScope);
  return graphClient(graphBaseUrl(env.PORTAL_GRAPH_URL), token);
}

/** Graph, or a stand-in on this machine: the account's Graph token is never handed to another host. */
export function graphBaseUrl(override: string | undefined): string {
  if (!override) return 'https://graph.microsoft.com';
  const { hostname } = new URL(override);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname))
    throw new Error(`PORTAL_GRAPH_URL must be a stand-in on this machine (localhost), not ${hostname}`);
  return override;
}
