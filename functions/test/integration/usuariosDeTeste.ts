import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Papel } from '@portal/shared';
import type { Dependencies } from '../../src/app/dependencies.ts';
import { usernameKey } from '../../src/data/usuarios/usuariosRepository.ts';
import type { Senhas } from '../../src/services/auth/passwords.ts';
import { createPortalTokens } from '../../src/services/auth/portalTokens.ts';

export const testPassword = 'Senha@Teste123';

/**
 * The test password's hash, made once per test process and hashing (the portal's, or a test's cheaper one): at OWASP's
 * parameters a hash costs about half a second of a core, and the suites create hundreds of users. Sign-in itself
 * still verifies at the API's parameters.
 */
const hashesDaSenhaDeTeste = new WeakMap<Senhas, Promise<string>>();
const hashOfTestPassword = (senhas: Senhas) => {
  const hash = hashesDaSenhaDeTeste.get(senhas) ?? senhas.hashPassword(testPassword);
  hashesDaSenhaDeTeste.set(senhas, hash);
  return hash;
};

/**
 * A name no user of the store has: eight random hex digits would, among the suites' thousand-odd users a run, repeat
 * about once in ten thousand runs, and two users of one name sign in as whichever the store finds first.
 */
async function nomeLivre(deps: Dependencies, id: string) {
  for (;;) {
    const username = `teste-${randomUUID().slice(0, 8)}`;
    if (!(await deps.usuarios.nomeEmUso(username, id))) return username;
  }
}

/** A fresh password user, so each test owns its throttling and verification state. */
export async function createUsuarioDeTeste(deps: Dependencies, options: { role?: Papel; verified?: boolean } = {}) {
  const id = randomUUID();
  const username = await nomeLivre(deps, id);
  const now = new Date().toISOString();
  const doc = {
    id,
    username,
    usernameKey: usernameKey(username),
    email: `${username}@franquia.dev`,
    role: options.role ?? 'user',
    email_verified: options.verified ?? true,
    passwordHash: await hashOfTestPassword(deps.senhas),
    tokenVersion: 0,
    created_at: now,
    updated_at: now,
  };
  await deps.usuarios.create(doc);
  return doc;
}

/** What the e-mail sink received for an address, newest first. */
export const emailsTo = async (emailUrl: string, to: string) =>
  (
    (await (await fetch(`${emailUrl}/messages`)).json()) as {
      to: string;
      subject: string;
      text: string;
      html: string;
    }[]
  ).filter((message) => message.to === to);

/** The newest e-mail the sink received for an address. */
export const latestEmailTo = async (emailUrl: string, to: string) => (await emailsTo(emailUrl, to))[0] ?? null;

export const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? null;

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/** Signs a test user in through the API and returns request headers carrying the portal token. */
export async function authHeaders(apiUrl: string, username: string): Promise<Record<string, string>> {
  const { status, body } = await post(`${apiUrl}/login`, { username, password: testPassword });
  if (status !== 200 || typeof body?.token !== 'string') throw new Error(`login failed for ${username}: ${status}`);
  return { 'x-portal-authorization': `Bearer ${body.token}` };
}

/**
 * Request headers with a session the API issues as sign-in does, minted without the password: for tests that are
 * not about signing in (those sign in through `authHeaders`), so each user costs no password derivation.
 */
export async function testSession(deps: Dependencies, user: { id: string; tokenVersion: number }) {
  return { 'x-portal-authorization': `Bearer ${await tokenDeTeste(deps, user)}` };
}

/** The portal token the API's sign-in would issue to `user` now (see `testSession`). */
export function tokenDeTeste(deps: Dependencies, user: { id: string; tokenVersion: number }): Promise<string> {
  const { PORTAL_TOKEN_SECRET, PORTAL_TOKEN_TTL_MINUTES } = deps.config;
  return createPortalTokens(PORTAL_TOKEN_SECRET, PORTAL_TOKEN_TTL_MINUTES, () => deps.clock.now()).issue({
    userId: user.id,
    tokenVersion: user.tokenVersion,
  });
}

/** A fresh user of a role with a session: the user and request headers carrying its token. */
export async function signedIn(api: { url: string; deps: Dependencies }, role: Papel = 'user') {
  const user = await createUsuarioDeTeste(api.deps, { role });
  return { user, headers: await testSession(api.deps, user) };
}

export async function call(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/**
 * Takes `nome` for one test of this run: false when another took it first. Taking is making its folder in the run's
 * (globalSetup.ts), an atomic mkdir, so of the files running at once in several workers only one gets it.
 */
export function tomarNaExecucao(nome: string): boolean {
  const reservas = process.env.PORTAL_TESTE_RESERVAS;
  if (!reservas) throw new Error('PORTAL_TESTE_RESERVAS missing: run through the integration global setup');
  try {
    mkdirSync(join(reservas, nome));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The first address `sortear` draws that no other test of the run has taken: sign-in throttling counts by address in
 * the store every file shares, so two tests on one address count each other's attempts (a few dozen random addresses
 * of 2^24 repeat about once in 10^4 runs).
 */
function enderecoSo(sortear: () => string): string {
  for (;;) {
    const endereco = sortear();
    if (tomarNaExecucao(endereco)) return endereco;
  }
}

/** A private address of its own: each test signs in from clients whose throttling nothing else touches. */
export const novoCliente = () => enderecoSo(() => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);

/** A loopback address of its own (all of 127.0.0.0/8 reaches this machine), for requests really sent from it. */
export const novoEnderecoLocal = () =>
  enderecoSo(() => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`);

/**
 * POST /api/login from a client address, straight to the API host: the test plays Static Web Apps, which
 * appends the address (and port) it received the request from to X-Forwarded-For before the Function app's
 * front end appends its own hop.
 */
export async function entrarDe(apiUrl: string, cliente: string, username: string, password: string) {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${cliente}:${randomInt(1024, 65_536)}` },
    body: JSON.stringify({ username, password }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    retryAfter: response.headers.get('retry-after'),
  };
}
