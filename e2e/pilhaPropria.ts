import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiAccess, type RunningStack, startStack } from '../scripts/stack/launch.ts';
import { test, tlsDaPilha } from './fixtures.ts';

/**
 * A stack of the spec's own beside the run's, for a subject that needs its own data or API mode, in the desktop
 * project alone: started before the spec's tests with the run's API package (globalSetup.ts) and certificate (which
 * the worker's Chromium trusts), `comWebDoRun` serving the run's SPA too (in `direct` mode the stack builds its own),
 * and stopped and removed after them. The spec's tests run in order; the getter fails if the stack did not start.
 */
export function pilhaPropria(
  nome: string,
  { apiAccess = 'linked', comWebDoRun = false }: { apiAccess?: ApiAccess; comWebDoRun?: boolean } = {},
): () => RunningStack {
  let stack: RunningStack | undefined;
  let dataDir = '';
  test.describe.configure({ mode: 'serial' });
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring.
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'desktop') return;
    testInfo.setTimeout(180_000);
    const { PORTAL_E2E_API_ZIP: apiZip, PORTAL_E2E_WEB_ROOT: webRoot } = process.env;
    if (!apiZip || (comWebDoRun && !webRoot))
      throw new Error('PORTAL_E2E_API_ZIP or PORTAL_E2E_WEB_ROOT missing: run through playwright.config.ts');
    dataDir = await mkdtemp(join(tmpdir(), `portal-e2e-${nome}-`));
    stack = await startStack({
      dataDir,
      apiAccess,
      apiZip,
      ...(comWebDoRun ? { webRoot } : {}),
      tlsDir: tlsDaPilha(),
      quiet: true,
      snapshot: false,
    });
  });
  test.afterAll(async () => {
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!stack) throw new Error(`${nome}: the spec's own stack did not start`);
    return stack;
  };
}
