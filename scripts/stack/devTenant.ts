import { generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { join } from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import { buffer } from 'node:stream/consumers';
import { calculateJwkThumbprint, importJWK, type JWK, SignJWT } from 'jose';
import Provider, { type AccessToken, type ClientCredentials, type Configuration, errors } from 'oidc-provider';
import { localTls } from './localTls.ts';

export { devTenantDefaults } from './devTenantSettings.ts';

/**
 * A local OpenID Connect provider standing in for the Microsoft Entra ID tenant in development and
 * tests: the SPA signs in with MSAL against it and the API validates its access tokens as it would
 * Entra's (RS256 JWTs with `tid`, `oid`, `scp`, `roles`, and `azp` naming the requesting app).
 */

export interface DevTenantOptions {
  /** HTTPS port on 127.0.0.1. */
  port: number;
  /** Keeps the signing key and the cookie keys across restarts, and the TLS key and certificate unless `tlsDir`. */
  dataDir: string;
  /** Where the TLS key and certificate are kept (`dataDir` by default): the stack's (localTls.ts). */
  tlsDir?: string;
  /** SPA origin, e.g. https://localhost:4280. */
  webUrl: string;
  clientId: string;
  /** The API's audience, e.g. api://portal-do-franqueado. */
  audience: string;
  /** The full API scope MSAL requests, e.g. api://portal-do-franqueado/access_as_user. */
  scope: string;
  /** Put in the `tid` claim. */
  tenantId: string;
  /** A second app registration of the tenant, allowed the API's scope too (its tokens name it in `azp`). */
  otherClientId: string;
  otherClientRedirectUri: string;
}

export interface DevAccount {
  login: string;
  password: string;
  oid: string;
  name: string;
  email: string;
  roles: string[];
}

export interface DevTenant {
  /** https://localhost:PORT — MSAL needs the host name in knownAuthorities, so not 127.0.0.1. */
  issuer: string;
  jwksUri: string;
  /** PEM of the self-signed certificate (for NODE_EXTRA_CA_CERTS of processes that call the tenant). */
  caCertPath: string;
  accounts: DevAccount[];
  /**
   * Assigns the account's app roles, as an IT admin does in Entra (an empty list withdraws them all): tokens issued
   * from then on carry these; tokens issued before keep what they had.
   */
  setRoles(login: string, roles: string[]): void;
  /** Signs an arbitrary JWT with the tenant's own signing key (same kid as the JWKS) — for negative tests (expired, other audience, ID-token-like). */
  sign(
    claims: Record<string, unknown>,
    options?: { expiresInSeconds?: number; header?: Record<string, unknown> },
  ): Promise<string>;
  close(): Promise<void>;
}

export const devAccountPassword = 'Franquia@2026';

export const devAccounts: readonly DevAccount[] = [
  {
    login: 'ana@franquia.dev',
    password: devAccountPassword,
    oid: '3f2a9c41-8d6e-4b7a-9e15-0c4d8b2f6a11',
    name: 'Ana Souza',
    email: 'ana@franquia.dev',
    roles: [],
  },
  {
    login: 'carla@franquia.dev',
    password: devAccountPassword,
    oid: '8b5e1d72-4c3a-4f9e-a6d0-7e2c9f1b3a22',
    name: 'Carla Mendes',
    email: 'carla@franquia.dev',
    roles: ['Portal.Master'],
  },
  {
    login: 'bruno@franquia.dev',
    password: devAccountPassword,
    oid: 'c7d4a2e9-1f6b-4d8c-b3a5-9e0f2d4c6b33',
    name: 'Bruno Lima',
    email: 'bruno@franquia.dev',
    roles: [],
  },
];

const signingAlg = 'RS256';
const invalidCredentials = 'E-mail ou senha inválidos.';

// --- Persisted key material -------------------------------------------------------------------

async function readOrCreate(path: string, create: () => Promise<string>): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    const content = await create();
    await writeFile(path, content, { mode: 0o600 });
    return content;
  }
}

/** The RSA signing key as a private JWK whose kid is its RFC 7638 thumbprint. */
async function loadSigningKey(dataDir: string): Promise<JWK & { kid: string }> {
  const json = await readOrCreate(join(dataDir, 'signing-key.json'), async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' }) as JWK;
    const kid = await calculateJwkThumbprint(jwk);
    return JSON.stringify({ ...jwk, kid, alg: signingAlg, use: 'sig' });
  });
  return JSON.parse(json) as JWK & { kid: string };
}

async function loadCookieKeys(dataDir: string): Promise<string[]> {
  const json = await readOrCreate(join(dataDir, 'cookie-keys.json'), async () =>
    JSON.stringify([randomBytes(32).toString('base64url')]),
  );
  return JSON.parse(json) as string[];
}

// --- Pages (pt-BR, no script) --------------------------------------------------------------------

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const pageStyle = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:48px 16px}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 32px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.25rem;margin:0 0 16px}label{display:block;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:8px;font-size:1rem}
button{margin-top:16px;width:100%;padding:10px;font-size:1rem;background:#0f6cbd;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#b00020}.hint{color:#555;font-size:.875rem}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${pageStyle}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function loginPage(uid: string, login: string, error?: string): string {
  const errorHtml = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return page(
    'Conta corporativa (dev tenant)',
    `${errorHtml}<form method="post" action="/interaction/${escapeHtml(uid)}" autocomplete="off">
<label for="login">E-mail</label><input id="login" name="login" type="email" required value="${escapeHtml(login)}" autocomplete="username"${login ? '' : ' autofocus'}>
<label for="password">Senha</label><input id="password" name="password" type="password" required autocomplete="current-password"${login ? ' autofocus' : ''}>
<button type="submit">Entrar</button></form>
<p class="hint">Contas de demonstração: ${devAccounts.map((account) => escapeHtml(account.login)).join(', ')}.</p>`,
  );
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  response.end(html);
}

// --- Login ------------------------------------------------------------------------------------

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function authenticate(accounts: readonly DevAccount[], login: string, password: string): DevAccount | undefined {
  const account = accounts.find((candidate) => candidate.login === login.trim().toLowerCase());
  return account && sameSecret(password, account.password) ? account : undefined;
}

/**
 * The login prompt at /interaction/:uid — oidc-provider's devInteractions accept any password, so
 * this checks it. Consent never reaches here: `loadExistingGrant` grants everything up front.
 */
async function handleInteraction(
  provider: Provider,
  accounts: readonly DevAccount[],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  let interaction: Awaited<ReturnType<Provider['interactionDetails']>>;
  try {
    interaction = await provider.interactionDetails(request, response);
  } catch {
    sendHtml(
      response,
      400,
      page('Sessão expirada', '<p>A solicitação de login expirou. Volte ao portal e entre de novo.</p>'),
    );
    return;
  }
  const { uid, prompt, params } = interaction;
  if (prompt.name !== 'login') {
    sendHtml(
      response,
      400,
      page('Não suportado', `<p>O dev tenant não trata a etapa "${escapeHtml(prompt.name)}".</p>`),
    );
    return;
  }
  if (request.method === 'GET') {
    const hint = typeof params.login_hint === 'string' ? params.login_hint : '';
    sendHtml(response, 200, loginPage(uid, hint));
    return;
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { Allow: 'GET, POST' }).end();
    return;
  }
  const form = new URLSearchParams((await buffer(request)).toString('utf8'));
  const login = form.get('login') ?? '';
  const account = authenticate(accounts, login, form.get('password') ?? '');
  if (!account) {
    sendHtml(response, 200, loginPage(uid, login, invalidCredentials));
    return;
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: account.oid } },
    { mergeWithLastSubmission: false },
  );
}

// --- Provider configuration ---------------------------------------------------------------------

function providerConfiguration(
  options: DevTenantOptions,
  accounts: readonly DevAccount[],
  signingKey: JWK,
  cookieKeys: string[],
): Configuration {
  const webOrigin = new URL(options.webUrl).origin;
  const byOid = (oid: string) => accounts.find((account) => account.oid === oid);
  // Entra puts the short scope names (without the `api://…/` prefix) in `scp`.
  const shortScopes = (scope: string | undefined) =>
    (scope ?? '')
      .split(' ')
      .filter((value) => value.startsWith(`${options.audience}/`))
      .map((value) => value.slice(options.audience.length + 1))
      .join(' ');

  return {
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Portal do Franqueado (dev)',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${options.webUrl}/microsoft-login-success`],
        post_logout_redirect_uris: [`${options.webUrl}/microsoft-login`],
      },
      {
        client_id: options.otherClientId,
        client_name: 'Outro aplicativo do tenant (dev)',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [options.otherClientRedirectUri],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    // The subject is the account's oid, as for a single-tenant Entra app; email rides on `profile` like an optional claim.
    claims: {
      openid: ['sub', 'oid', 'tid'],
      profile: ['name', 'preferred_username', 'email'],
      email: ['email'],
    },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = byOid(sub);
      if (!account) return undefined;
      return {
        accountId: account.oid,
        claims: () => ({
          sub: account.oid,
          oid: account.oid,
          tid: options.tenantId,
          name: account.name,
          preferred_username: account.email,
          email: account.email,
        }),
      };
    },
    // Admin consent, as the real app registration has: every sign-in already holds the whole grant.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      const accountId = session?.accountId;
      if (!client || !session || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing?.accountId === accountId) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(options.audience, options.scope);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async extraTokenClaims(_ctx, token: AccessToken | ClientCredentials) {
      if (token.kind !== 'AccessToken') return undefined;
      const account = byOid(token.accountId);
      if (!account) return undefined;
      // As Entra's v2 access tokens: `azp` names the app that requested the token (the API accepts only its SPA).
      return {
        ver: '2.0',
        azp: token.clientId,
        tid: options.tenantId,
        oid: account.oid,
        scp: shortScopes(token.scope),
        roles: account.roles,
        name: account.name,
        preferred_username: account.email,
        email: account.email,
      };
    },
    formats: {
      customizers: {
        // Entra's tokens carry nbf; the API checks it.
        jwt(_ctx, _token, parts) {
          parts.payload.nbf = parts.payload.iat;
        },
      },
    },
    clientBasedCORS: (_ctx, origin, client) => origin === webOrigin && client.clientId === options.clientId,
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== options.audience) throw new errors.InvalidTarget();
          return {
            scope: options.scope,
            audience: options.audience,
            accessTokenTTL: 3600,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: signingAlg } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = page(
            'Sair da conta corporativa',
            `<p>Deseja sair da conta corporativa (dev tenant)?</p>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sair</button>`,
          );
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = page('Sessão encerrada', '<p>Você saiu da conta corporativa.</p>');
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page('Erro no login', `<p>${escapeHtml(`${out.error}: ${out.error_description ?? ''}`)}</p>`);
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 24 * 3600,
    },
  };
}

/**
 * Makes oidc-provider answer MSAL the way Entra does where the two differ:
 * - MSAL asks for offline_access again on every refresh, but oidc-provider keeps offline_access at
 *   sign-in only with prompt=consent (OIDC Core §11), so its refresh tokens never carry it and the
 *   refresh grant would fail with invalid_scope. Entra ignores it there; we drop it. Reading the body
 *   here makes oidc-provider use the parsed one (it logs a one-time warning about that).
 * - MSAL's logoutRedirect sends post_logout_redirect_uri without client_id or id_token_hint; Entra
 *   still honours it, oidc-provider would drop it — so name our only client.
 */
function useEntraCompatibility(provider: Provider, clientId: string): void {
  provider.use(async (ctx, next) => {
    if (ctx.method === 'POST' && ctx.path === '/token' && ctx.is('application/x-www-form-urlencoded')) {
      const body = parseQuery((await buffer(ctx.req)).toString('utf8'));
      if (body.grant_type === 'refresh_token' && typeof body.scope === 'string') {
        body.scope = body.scope
          .split(' ')
          .filter((scope) => scope !== 'offline_access')
          .join(' ');
      }
      Object.assign(ctx.request, { body });
    }
    if (ctx.method === 'GET' && ctx.path === '/session/end') {
      const { query } = ctx;
      if (query.post_logout_redirect_uri && !query.client_id && !query.id_token_hint) {
        ctx.query = { ...query, client_id: clientId };
      }
    }
    await next();
  });
}

export async function startDevTenant(options: DevTenantOptions): Promise<DevTenant> {
  await mkdir(options.dataDir, { recursive: true });
  const [tls, signingKey, cookieKeys] = await Promise.all([
    localTls(options.tlsDir ?? options.dataDir),
    loadSigningKey(options.dataDir),
    loadCookieKeys(options.dataDir),
  ]);
  const issuer = `https://localhost:${options.port}`;
  const accounts = devAccounts.map((account) => ({ ...account, roles: [...account.roles] }));
  const provider = new Provider(issuer, providerConfiguration(options, accounts, signingKey, cookieKeys));
  useEntraCompatibility(provider, options.clientId);
  const providerCallback = provider.callback();

  const server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (/^\/interaction\/[\w-]+$/.test(url.pathname)) {
      handleInteraction(provider, accounts, request, response).catch((error: unknown) => {
        console.error('dev tenant: interaction failed', error);
        if (!response.headersSent) sendHtml(response, 500, page('Erro', '<p>Falha no login do dev tenant.</p>'));
      });
      return;
    }
    void providerCallback(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  const privateKey = await importJWK(signingKey, signingAlg);
  return {
    issuer,
    jwksUri: `${issuer}/jwks`,
    caCertPath: tls.certPath,
    accounts,
    setRoles(login, roles) {
      const account = accounts.find((candidate) => candidate.login === login);
      if (!account) throw new Error(`no account ${login} in the dev tenant`);
      account.roles = [...roles];
    },
    async sign(claims, signOptions = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload = { iss: issuer, iat: now, nbf: now, exp: now + (signOptions.expiresInSeconds ?? 3600), ...claims };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: signingAlg, kid: signingKey.kid, typ: 'JWT', ...signOptions.header })
        .sign(privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
