/**
 * The few Microsoft Graph calls the Entra hooks make, on Node's own fetch with the token of the account signed in
 * to azd (`azd auth login`), through @azure/identity's AzureDeveloperCliCredential (which runs `azd auth token`).
 * `PORTAL_GRAPH_URL` points them at another host: the tests' stand-in (scripts/stack/graphStandIn.ts).
 */
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

export interface GraphClient {
  /** The tenant of the signed-in account (the token's `tid`): where the registrations live. */
  readonly tenantId: string;
  /** A GET that answers `undefined` for 404 (an alternate key that names nothing). */
  find<T>(path: string): Promise<T | undefined>;
  /** POST or PATCH; the created object (201), or `undefined` (204). */
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
    const json: unknown = text ? JSON.parse(text) : undefined;
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
      const { status, json } = await send(method, path, body, headers);
      return status === 204 ? undefined : (json as T);
    },
  };
}

/** Graph as the account signed in to azd (in `ENTRA_TENANT_ID`'s tenant when that is set). */
export async function connectToGraph(env: NodeJS.ProcessEnv): Promise<GraphClient> {
  const tenantId = env.ENTRA_TENANT_ID || undefined;
  const credential = new AzureDeveloperCliCredential(tenantId ? { tenantId } : {});
  const { token } = await credential.getToken(graphScope);
  return graphClient(env.PORTAL_GRAPH_URL || 'https://graph.microsoft.com', token);
}
