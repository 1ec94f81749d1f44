import { createHash, randomBytes } from 'node:crypto';
import { Agent, fetch, type RequestInit, type Response } from 'undici';

/**
 * Signs in against the dev tenant the way a browser would — authorization code + PKCE through the
 * real login form — so API tests get genuine tokens without a browser.
 */

export interface DevTenantTokens {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  expiresIn: number;
}

export interface SignInOptions {
  clientId: string;
  redirectUri: string;
  scope: string;
  login: string;
  password: string;
  /** PEM of the tenant's self-signed certificate (`DevTenant.caCertPath`'s content). */
  ca: string;
}

export type TenantFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** A fetch that trusts the tenant's certificate (and nothing is disabled globally). */
export function createTenantFetch(ca: string): TenantFetch {
  const dispatcher = new Agent({ connect: { ca } });
  return (url, init) => fetch(url, { ...init, dispatcher });
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
}

async function discover(tenantFetch: TenantFetch, issuer: string): Promise<Discovery> {
  const response = await tenantFetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`dev tenant discovery failed: ${response.status}`);
  return (await response.json()) as Discovery;
}

/** Just enough of a cookie jar: the tenant's cookies have distinct names, so paths can be ignored. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

function formAction(html: string): string | undefined {
  return /<form[^>]*\smethod="post"[^>]*\saction="([^"]+)"/i.exec(html)?.[1];
}

function pageError(html: string): string {
  return /<p class="error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? 'no redirect and no login form';
}

/**
 * Follows the browser's path from the authorize URL to the redirect URI: the interaction redirect,
 * the login form (posted once) and the resume redirect. Returns the redirect URI it ends on.
 */
async function authorize(tenantFetch: TenantFetch, authorizeUrl: URL, options: SignInOptions): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizeUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const headers: Record<string, string> = { cookie: jar.header() };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await tenantFetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form?.toString(),
      redirect: 'manual',
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      if (url.href.startsWith(options.redirectUri)) return url;
      form = undefined;
      continue;
    }
    const html = await response.text();
    const action = formAction(html);
    // The login form is posted once; seeing it again means the tenant rejected the credentials.
    if (response.status !== 200 || !action || form) {
      throw new Error(`dev tenant sign-in failed (${response.status}): ${pageError(html)}`);
    }
    url = new URL(action, url);
    form = new URLSearchParams({ login: options.login, password: options.password });
  }
  throw new Error('dev tenant sign-in: too many redirects');
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
}

async function tokenRequest(
  tenantFetch: TenantFetch,
  tokenEndpoint: string,
  form: Record<string, string>,
): Promise<DevTenantTokens> {
  const response = await tenantFetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await response.json()) as TokenResponse & { error?: string; error_description?: string };
  if (!response.ok) throw new Error(`dev tenant token request failed: ${body.error}: ${body.error_description}`);
  return {
    accessToken: body.access_token,
    idToken: body.id_token,
    ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}),
    expiresIn: body.expires_in,
  };
}

export async function signInWithDevTenant(
  tenant: { issuer: string },
  options: SignInOptions,
): Promise<DevTenantTokens> {
  const tenantFetch = createTenantFetch(options.ca);
  const discovery = await discover(tenantFetch, tenant.issuer);
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const authorizeUrl = new URL(discovery.authorization_endpoint);
  for (const [name, value] of Object.entries({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: options.scope,
    state,
    nonce: base64url(randomBytes(16)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  })) {
    authorizeUrl.searchParams.set(name, value);
  }

  const callback = await authorize(tenantFetch, authorizeUrl, options);
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state) {
    const error = callback.searchParams.get('error_description') ?? callback.searchParams.get('error');
    throw new Error(`dev tenant sign-in returned no code: ${error ?? 'state mismatch'}`);
  }
  return tokenRequest(tenantFetch, discovery.token_endpoint, {
    grant_type: 'authorization_code',
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    code,
    code_verifier: verifier,
  });
}

/** The refresh grant, as MSAL's acquireTokenSilent does once the access token is stale. */
export async function refreshWithDevTenant(
  tenant: { issuer: string },
  options: { clientId: string; refreshToken: string; scope: string; ca: string },
): Promise<DevTenantTokens> {
  const tenantFetch = createTenantFetch(options.ca);
  const discovery = await discover(tenantFetch, tenant.issuer);
  return tokenRequest(tenantFetch, discovery.token_endpoint, {
    grant_type: 'refresh_token',
    client_id: options.clientId,
    refresh_token: options.refreshToken,
    scope: options.scope,
  });
}
