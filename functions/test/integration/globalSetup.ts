import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testArtifacts } from '../../../scripts/deploy/artifacts.ts';
import { startStack } from '../../../scripts/stack/launch.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    emailUrl: string;
    settings: Record<string, string>;
    tenantUrl: string;
    tenantCaCertPath: string;
    /** The stack's certificate for localhost, for the tests' own local Static Web Apps servers (trusted, as below). */
    tls: { key: string; cert: string };
    /** The artifacts of this run (scripts/deploy/artifacts.ts `testArtifacts`): read, never rebuilt in place. */
    webDist: string;
    apiZip: string;
    apiFolder: string;
  }
}

/**
 * One local stack (stand-ins on free ports, seeded, API host) shared by the integration tests, and the artifacts
 * every file reads: `npm run build`'s, or, when stale, a build of this run's own in its temporary folder.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-it-'));
  const artifacts = await testArtifacts(dataDir);
  const stack = await startStack({ dataDir, webRoot: null, apiZip: artifacts.api.zip, quiet: true, snapshot: false });
  project.provide('webDist', artifacts.web);
  project.provide('apiZip', artifacts.api.zip);
  project.provide('apiFolder', artifacts.api.folder);
  project.provide('apiUrl', stack.urls.api);
  project.provide('emailUrl', stack.urls.email);
  project.provide('settings', stack.settings);
  project.provide('tenantUrl', stack.urls.tenant);
  project.provide('tenantCaCertPath', stack.tenantCaCertPath);
  project.provide('tls', { key: stack.tls.key, cert: stack.tls.cert });
  // Test workers start after this: let them trust the stack's certificate (the dev tenant's), as the API host does.
  process.env.NODE_EXTRA_CA_CERTS = stack.tenantCaCertPath;
  // And where they mark what one test takes for the run, across workers (usuariosDeTeste.ts, tomarNaExecucao).
  process.env.PORTAL_TESTE_RESERVAS = join(dataDir, 'reservas');
  await mkdir(process.env.PORTAL_TESTE_RESERVAS);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
