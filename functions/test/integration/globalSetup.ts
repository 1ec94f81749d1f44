import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../../scripts/stack/launch.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    emailUrl: string;
    settings: Record<string, string>;
    tenantUrl: string;
    tenantCaCertPath: string;
  }
}

/** One local stack (stand-ins on free ports, seeded, API host) shared by the integration tests. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-it-'));
  const stack = await startStack({ dataDir, webRoot: null, quiet: true, snapshot: false });
  project.provide('apiUrl', stack.urls.api);
  project.provide('emailUrl', stack.urls.email);
  project.provide('settings', stack.settings);
  project.provide('tenantUrl', stack.urls.tenant);
  project.provide('tenantCaCertPath', stack.tenantCaCertPath);
  // Test workers start after this: let them trust the dev tenant's certificate, as the API host does.
  process.env.NODE_EXTRA_CA_CERTS = stack.tenantCaCertPath;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
