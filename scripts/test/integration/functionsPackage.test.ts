import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, timers } from '../../../functions/src/app/routes.ts';
import { api as apiService } from '../../deploy/artifacts.ts';
import { azureYamlService, excludesNodeModules, unzipInto, zipLikeAzd } from '../../deploy/azdPackage.ts';
import { repoRoot } from '../../stack/launch.ts';
import type { Outcome, WorkerReport } from './functionsWorkerShim.ts';

const run = promisify(execFile);

const tenant = '0b6f3c1e-2d4a-4f8b-9c7e-5a1d3f2b4c6e';
const apiClientId = '5e2d8a41-7c3b-4e9f-a1d6-8b0c2f4e6a13';
/**
 * The Function app's settings as infra/main.bicep writes them (Key Vault reference resolved), with plausible
 * values: functions/src/config.ts accepts them, and nothing connects while the app loads.
 */
const azureSettings = {
  FUNCTIONS_WORKER_RUNTIME: 'node',
  AzureWebJobsStorage__accountName: 'stfuncabc123',
  AzureWebJobsStorage__credential: 'managedidentity',
  PORTAL_MODE: 'azure',
  PORTAL_API_ACCESS: 'linked',
  COSMOS_ENDPOINT: 'https://cosmos-abc123.documents.azure.com:443/',
  COSMOS_DATABASE: 'portal',
  STORAGE_BLOB_URL: 'https://stabc123.blob.core.windows.net/',
  EMAIL_ENDPOINT: 'https://acs-abc123.unitedstates.communication.azure.com',
  EMAIL_SENDER: 'DoNotReply@0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d.azurecomm.net',
  SUPPORT_MAILBOX: 'suporte@franquia.com.br',
  PUBLIC_BASE_URL: 'https://polite-sea-0a1b2c3d4.5.azurestaticapps.net',
  // Generated as azd generates it: a committed secret, or one of fewer than 32 random bytes, is refused.
  PORTAL_TOKEN_SECRET: randomBytes(32).toString('base64url'),
  ENTRA_TENANT_ID: tenant,
  ENTRA_ISSUER: `https://login.microsoftonline.com/${tenant}/v2.0`,
  ENTRA_JWKS_URL: `https://login.microsoftonline.com/${tenant}/discovery/v2.0/keys`,
  ENTRA_AUDIENCE: apiClientId,
  ENTRA_SPA_CLIENT_ID: '9c4a1e7b-3f2d-4b8a-8e6c-1d5f7a9b3c20',
  ENTRA_AUTHORITY: `https://login.microsoftonline.com/${tenant}`,
  ENTRA_PROTOCOL_MODE: 'AAD',
  ENTRA_API_SCOPE: `api://${apiClientId}/access_as_user`,
  HUB_LINK_MATERIAIS: 'https://franquia.sharepoint.com/materiais',
  HUB_LINK_TREINAMENTO: 'https://franquia.sharepoint.com/treinamento',
  HUB_LINK_EMAIL_WEB: 'https://outlook.office.com/mail/',
  HUB_LINK_EMAIL_APP: 'ms-outlook://',
  HUB_LINK_BI_VENDAS: 'https://app.powerbi.com/groups/me/reports/vendas',
  HUB_LINK_RECLAMACOES: 'https://franquia.sharepoint.com/reclamacoes',
  HUB_LINK_GESTAO: 'https://franquia.sharepoint.com/gestao',
  HUB_LINK_RASTREAMENTO: 'https://franquia.sharepoint.com/rastreamento',
};

const api = azureYamlService(await readFile(join(repoRoot, 'azure.yaml'), 'utf8'), 'api');
const projectDir = apiService.project;

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`in the unpacked package: ${outcome.error}`);
  return outcome.value;
}

/** Folders above `folder` (up to the file system's root) that hold a node_modules Node would search. */
function nodeModulesAbove(folder: string): string[] {
  const found: string[] = [];
  for (let dir = dirname(folder); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) found.push(dir);
    if (dir === dirname(dir)) return found;
  }
}

/**
 * The package `azd deploy` ships — `npm run build` in the service folder, zipped as azd zips it
 * (scripts/deploy/artifacts.ts) — unpacked as the Function app does, then loaded in Azure mode by plain Node
 * outside the workspace under the local host's worker stand-in (functionsWorkerShim.ts): only what the zip holds
 * can be found.
 */
describe('Functions deployment package', () => {
  let folder: string | undefined;
  let worker = '';
  let wwwroot = '';
  let entries: string[] = [];
  let report: WorkerReport;

  beforeAll(async () => {
    folder = await realpath(await mkdtemp(join(tmpdir(), 'portal-functions-package-')));
    worker = join(folder, 'worker.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('functionsWorkerShim.ts', import.meta.url))],
      outfile: worker,
      // The worker stand-in comes along; the package's own modules stay where the zip put them.
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      logLevel: 'warning',
    });
    wwwroot = join(folder, 'wwwroot');
    ({ entries, report } = await loadUnpacked(await readFile(inject('apiZip')), wwwroot));
  }, 180_000);

  /** Unpacks a zip into `target` as the Function app does and loads it there under the worker stand-in. */
  async function loadUnpacked(zip: Uint8Array, target: string) {
    const unpacked = await unzipInto(zip, target);
    const reportFile = join(target, '..', `${basename(target)}.json`);
    await run(process.execPath, [worker, reportFile], {
      cwd: target,
      env: { PATH: process.env.PATH, ...azureSettings },
    });
    return { entries: unpacked, report: JSON.parse(await readFile(reportFile, 'utf8')) as WorkerReport };
  }

  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('is deployed as built here: azure.yaml names its folder and turns remote build off', async () => {
    expect(api.get('dist')).toBeDefined();
    expect(api.get('remoteBuild')).toBe('false');
    // azd refuses `remoteBuild: false` when the project's .funcignore excludes node_modules.
    expect(excludesNodeModules(await readFile(join(projectDir, '.funcignore'), 'utf8'))).toBe(false);
  });

  it('holds the Functions app layout and nothing else at its top', async () => {
    const top = [...new Set(entries.map((entry) => entry.split('/')[0]))].sort();
    expect(top).toEqual(['dist', 'host.json', 'node_modules', 'package.json']);
    expect(await readFile(join(wwwroot, 'host.json'), 'utf8')).toBe(
      await readFile(join(projectDir, 'host.json'), 'utf8'),
    );
  });

  it("ships no source map: Azure's worker would not read them (decision 101)", async () => {
    expect(entries.filter((entry) => entry.endsWith('.map'))).toEqual([]);
    // They stay in the package folder, for reading a stack trace of this build.
    expect((await readdir(join(projectDir, 'deploy/dist'))).some((name) => name.endsWith('.js.map'))).toBe(true);
  });

  it('loads outside the workspace in Azure mode and registers every route and timer', () => {
    expect(nodeModulesAbove(wwwroot)).toEqual([]);
    const { programmingModel, functions } = value(report.load);
    expect(programmingModel).toBe('@azure/functions');
    const http = functions.flatMap(({ name, bindings }) =>
      Object.values(bindings)
        .filter((binding) => binding.type === 'httpTrigger')
        .map(({ route, methods }) => ({ name, route, methods })),
    );
    expect(http).toEqual(routes.map(({ name, route, methods }) => ({ name, route, methods })));
    const timed = functions.flatMap(({ name, bindings }) =>
      Object.values(bindings)
        .filter((binding) => binding.type === 'timerTrigger')
        .map(({ schedule }) => ({ name, schedule })),
    );
    expect(timed).toEqual(timers.map(({ name, schedule }) => ({ name, schedule })));
    expect(functions).toHaveLength(routes.length + timers.length);
  });

  it('starts without loading libvips', () => {
    expect(value(report.load).native).toEqual([]);
  });

  it("ships sharp's Linux x64 build, which makes a WebP", () => {
    const sharp = value(report.sharp);
    expect(sharp.resolved.startsWith(`${wwwroot}${sep}`)).toBe(true);
    expect(sharp.webp).toEqual({ signature: 'RIFFWEBP', width: 4 });
    // Also shows that the start-up check above sees libvips once it is loaded.
    expect(sharp.native.filter((path) => path.startsWith(wwwroot) && path.includes('libvips'))).not.toEqual([]);
  });

  it('fails to work when its .funcignore leaves out a file the app needs (what azd would not ship)', async () => {
    const copy = join(folder ?? '', 'copia');
    await cp(inject('apiFolder'), copy, { recursive: true });
    await appendFile(join(copy, '.funcignore'), '\nnode_modules/@img/\n');
    const { entries: shipped, report: broken } = await loadUnpacked(
      await zipLikeAzd(copy),
      join(folder ?? '', 'sem-libvips'),
    );
    expect(shipped.some((entry) => entry.startsWith('node_modules/@img/'))).toBe(false);
    expect(value(broken.load).functions).toHaveLength(routes.length + timers.length);
    expect(broken.sharp.ok).toBe(false);
  }, 60_000);
});
