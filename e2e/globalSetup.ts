import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../scripts/stack/launch.ts';

/** The whole local stack on free ports, serving the production build (web/dist) through the SWA config. */
export default async function globalSetup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const stack = await startStack({ dataDir, quiet: true });
  // Workers start after this and inherit the environment.
  process.env.PORTAL_E2E_URL = stack.urls.web;
  process.env.PORTAL_E2E_EMAIL_URL = stack.urls.email;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
