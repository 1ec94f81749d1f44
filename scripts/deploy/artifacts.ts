/**
 * The two services built as `azd deploy` packages them (azure.yaml): the web service by `npm run build` in its
 * folder, shipped as its `dist` folder (staticwebapp.config.json inside, web/plugins/); the API by `npm run build`
 * in its folder, shipped as its `dist` folder zipped without what its .funcignore names (azdPackage.ts). The local
 * stack, the tests and the bench run these artifacts, rebuilt when older than their sources: what they exercise is
 * what would ship. `npm run build` at the root builds both.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { repoRoot } from '../repoRoot.ts';
import { azureYamlService, unzipInto, zipLikeAzd } from './azdPackage.ts';

const azureYaml = await readFile(join(repoRoot, 'azure.yaml'), 'utf8');

/** A service's folder and the folder azd ships (azure.yaml `project` and `dist`). */
function service(name: 'web' | 'api') {
  const settings = azureYamlService(azureYaml, name);
  const project = join(repoRoot, settings.get('project') ?? '.');
  const dist = settings.get('dist');
  if (!dist) throw new Error(`azure.yaml: the ${name} service names no dist folder`);
  return { project, dist: join(project, dist) };
}

export const web = service('web');
export const api = service('api');
/** The API's zip, as azd uploads it (git-ignored). */
export const apiZip = join(repoRoot, '.artifacts/api.zip');

/** What each artifact is built from: a change under any of these makes it stale. */
const sources = {
  web: ['web/src', 'web/sw', 'web/index.html', 'web/vite.config.ts', 'web/plugins', 'web/public', 'web/package.json'],
  api: ['functions/src', 'functions/host.json', 'functions/.funcignore', 'functions/package.json'],
  both: ['shared/src', 'package-lock.json', 'staticwebapp.config.json', 'scripts/deploy', 'azure.yaml'],
};

/** The newest file under `paths` (relative to the repository's root). */
function newestSource(paths: readonly string[]): { path: string; mtimeMs: number } {
  let newest = { path: '', mtimeMs: 0 };
  const visit = (path: string) => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (info.mtimeMs > newest.mtimeMs) newest = { path, mtimeMs: info.mtimeMs };
  };
  for (const path of paths) visit(join(repoRoot, path));
  return newest;
}

/** Why `artifact` must be built again (missing, or older than one of its sources), or null. */
export function staleness(artifact: string, kind: 'web' | 'api'): string | null {
  const built = statSync(artifact, { throwIfNoEntry: false });
  if (!built) return `${relative(repoRoot, artifact)} is missing`;
  const source = newestSource([...sources[kind], ...sources.both]);
  return source.mtimeMs > built.mtimeMs
    ? `${relative(repoRoot, artifact)} is older than ${relative(repoRoot, source.path)}`
    : null;
}

/** `npm run build` in a service's folder, as azd runs it, with `env` added to this process's environment. */
function npmBuild(cwd: string, args: string[] = [], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', ...(args.length > 0 ? ['--', ...args] : [])], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm run build in ${relative(repoRoot, cwd)} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * Builds the web service as azd would with these azd values: `apiUrl` is the `direct` API mode's PORTAL_API_URL
 * (infra/main.bicep's output), `apiAccess` AZURE_API_ACCESS (`direct` when there is an API URL); another `outDir`
 * keeps the build apart from the one in `dist` (the same build, written elsewhere).
 */
export async function buildWeb({
  apiUrl = '',
  apiAccess = apiUrl ? 'direct' : 'linked',
  outDir,
}: {
  apiUrl?: string;
  apiAccess?: 'linked' | 'direct';
  outDir?: string;
} = {}): Promise<string> {
  await npmBuild(web.project, outDir ? ['--outDir', outDir, '--emptyOutDir'] : [], {
    PORTAL_API_URL: apiUrl,
    AZURE_API_ACCESS: apiAccess,
  });
  return outDir ?? web.dist;
}

/** Why web/dist cannot serve as the linked web artifact: stale, or built for another API origin; or null. */
function webStaleness(): string | null {
  const index = join(web.dist, 'index.html');
  const linked = existsSync(index) && readFileSync(index, 'utf8').includes('href="/api/config"');
  return staleness(index, 'web') ?? (linked ? null : 'web/dist was built for another API origin');
}

/** The web service's `dist`, built again when stale or built for another API origin than the linked backend. */
export async function ensureWeb(): Promise<string> {
  const reason = webStaleness();
  if (reason) {
    console.log(`${reason}: building the web app`);
    await buildWeb();
  }
  return web.dist;
}

/** The API's package folder (the one azd zips) and its zip. */
export interface ApiArtifact {
  folder: string;
  zip: string;
}

/**
 * Builds the API package (`npm run build` in its folder) and zips it as azd does; into functions/deploy and
 * .artifacts/api.zip, or with `outDir` into that folder and `<outDir>.zip`.
 */
export async function buildApi({ outDir }: { outDir?: string } = {}): Promise<ApiArtifact> {
  await npmBuild(api.project, outDir ? ['--outDir', outDir] : []);
  const built = outDir ? { folder: outDir, zip: `${outDir}.zip` } : { folder: api.dist, zip: apiZip };
  await mkdir(join(built.zip, '..'), { recursive: true });
  const partial = `${built.zip}.${process.pid}`;
  await writeFile(partial, await zipLikeAzd(built.folder));
  await rename(partial, built.zip);
  return built;
}

/** The API's zip, built again when stale. */
export async function ensureApi(): Promise<string> {
  const reason = staleness(apiZip, 'api');
  if (reason) {
    console.log(`${reason}: building the API package`);
    await buildApi();
  }
  return apiZip;
}

/** What a test run exercises: the web service's folder and the API's package. */
export interface TestArtifacts {
  web: string;
  api: ApiArtifact;
}

/**
 * The artifacts for a test run (the integration and browser setups): those `npm run build` left, only read; one
 * that is stale is built again into `folder` (the run's temporary folder), never over the workspace's, which other
 * suites read meanwhile — `npm test` runs the unit suite, whose size budgets read web/dist, beside the integration
 * suite (scripts/parallel.ts). `reasons` says which are stale (tests of this function force a build).
 */
export async function testArtifacts(
  folder: string,
  reasons: { web: string | null; api: string | null } = {
    web: webStaleness(),
    api: staleness(apiZip, 'api') ?? staleness(join(api.dist, 'package.json'), 'api'),
  },
): Promise<TestArtifacts> {
  if (reasons.web) console.log(`${reasons.web}: building the web app for this test run`);
  const webFolder = reasons.web ? await buildWeb({ outDir: join(folder, 'web') }) : web.dist;
  if (reasons.api) console.log(`${reasons.api}: building the API package for this test run`);
  const apiArtifact = reasons.api ? await buildApi({ outDir: join(folder, 'api') }) : { folder: api.dist, zip: apiZip };
  return { web: webFolder, api: apiArtifact };
}

/** Packages unpacked more than a day ago (a stack still running one is older than any test run). */
async function forgetOldPackages(): Promise<void> {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (/^portal-api-/.test(name) && (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) < dayAgo) {
      await rm(path, { recursive: true, force: true });
    }
  }
}

/**
 * The API's zip unpacked as the Function app unpacks it, in a folder of the system's temporary folder (outside
 * the workspace, so nothing resolves from its node_modules), kept per zip for the next stack.
 */
export async function unpackApi(zip = apiZip): Promise<string> {
  const stamp = Math.round(statSync(zip).mtimeMs).toString(36);
  const folder = join(tmpdir(), `portal-api-${stamp}`, 'wwwroot');
  if (existsSync(join(folder, 'package.json'))) return folder;
  await forgetOldPackages();
  const partial = await mkdtemp(join(tmpdir(), 'portal-api-unpacking-'));
  await unzipInto(await readFile(zip), partial);
  await mkdir(join(folder, '..'), { recursive: true });
  // Another stack may have unpacked the same zip meanwhile: the first rename wins, the other copy goes.
  await rename(partial, folder).catch(() => rm(partial, { recursive: true, force: true }));
  return folder;
}
