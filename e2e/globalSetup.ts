import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createDependencies } from '../functions/src/app/dependencies.ts';
import { loadConfig } from '../functions/src/config.ts';
import { usernameKey } from '../functions/src/data/usuarios/usuariosRepository.ts';
import { testArtifacts } from '../scripts/deploy/artifacts.ts';
import { seedPassword } from '../scripts/seed/accounts.ts';
import { startStack } from '../scripts/stack/launch.ts';

/**
 * Per-project accounts, so the desktop and phone runs (in parallel) never share state: the seeded
 * account for desktop and one created here for the phone run.
 */
export const usuariosNaoVerificados = { desktop: 'novo', phone: 'novo-celular' } as const;
export const usuariosCompradores = { desktop: 'franqueado', phone: 'franqueado-celular' } as const;
/** The cart drawer tests' accounts (both created here), apart from the checkout journey's carts. */
export const usuariosCarrinho = { desktop: 'carrinho-desktop', phone: 'carrinho-celular' } as const;

/**
 * The whole local stack on free ports, serving the production build (web/dist) through the SWA config; artifacts
 * older than their sources are built into the run's temporary folder, never over web/dist or the API's zip.
 */
export default async function globalSetup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const artifacts = await testArtifacts(dataDir);
  const stack = await startStack({
    dataDir,
    webRoot: artifacts.web,
    apiZip: artifacts.api.zip,
    quiet: true,
    snapshot: false,
  });

  const deps = createDependencies(loadConfig(stack.settings));
  const now = new Date().toISOString();
  const passwordHash = await deps.senhas.hashPassword(seedPassword);
  for (const [username, verified] of [
    [usuariosNaoVerificados.phone, false],
    [usuariosCompradores.phone, true],
    [usuariosCarrinho.desktop, true],
    [usuariosCarrinho.phone, true],
  ] as const) {
    await deps.usuarios.create({
      id: randomUUID(),
      username,
      usernameKey: usernameKey(username),
      email: `${username}@franquia.dev`,
      role: 'user',
      email_verified: verified,
      passwordHash,
      tokenVersion: 0,
      created_at: now,
      updated_at: now,
    });
  }
  deps.cosmos.client.dispose();

  // Workers start after this and inherit the environment.
  process.env.PORTAL_E2E_URL = stack.urls.web;
  // The stack's certificate (the web server's and the dev tenant's): Chromium trusts it (fixtures.ts), so do the
  // workers' own requests (Playwright's API requests, Node's), and a spec's own stack serves it too (direto.spec.ts).
  process.env.PORTAL_E2E_TLS_DIR = dirname(stack.tls.certPath);
  process.env.NODE_EXTRA_CA_CERTS = stack.tls.certPath;
  process.env.PORTAL_E2E_EMAIL_URL = stack.urls.email;
  // For specs that put data straight into the stack's stores (see configDaPilha in dadosDoTeste.ts).
  process.env.PORTAL_E2E_API_SETTINGS = JSON.stringify(stack.settings);
  // For specs that start a stack of their own (direto.spec.ts, orcamentosDaCarga.spec.ts): the same API package, and
  // the same SPA where the stack serves the run's build.
  process.env.PORTAL_E2E_API_ZIP = artifacts.api.zip;
  process.env.PORTAL_E2E_WEB_ROOT = artifacts.web;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
