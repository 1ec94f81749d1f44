/**
 * `npm run build` in functions/: bundles the API and assembles the deployment package that azd zips
 * (azure.yaml `dist: deploy`). npm workspaces hoist every dependency to the repository root, outside the
 * zipped folder, so the package must carry everything itself: one esbuild bundle plus sharp's native
 * Linux x64 build, installed here rather than on Azure so that what is tested is what ships.
 */
import { spawn } from 'node:child_process';
import { access, copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { repoRoot } from '../repoRoot.ts';
import { apiBundleOptions } from './apiBundle.ts';

const functionsDir = join(repoRoot, 'functions');
/**
 * `--outDir <folder>` writes the package there and its bundle beside it (`<folder>-bundle`), leaving functions/
 * untouched: the tests build a stale API apart, so they never rewrite what `npm run build` left for other suites.
 */
const { outDir } = parseArgs({ options: { outDir: { type: 'string' } } }).values;
const packageDir = outDir ? resolve(outDir) : join(functionsDir, 'deploy');
/** The bundle, copied into the package where its package.json `main` names it. */
const bundleDir = outDir ? `${packageDir}-bundle` : join(functionsDir, 'dist');

// The Function app: Flex Consumption, Linux x64 on glibc (infra/modules/functionapp.bicep).
const target = { os: 'linux', cpu: 'x64', libc: 'glibc' };

async function bundle(): Promise<void> {
  await rm(bundleDir, { recursive: true, force: true });
  await build(apiBundleOptions(bundleDir));
}

/** The exact sharp the workspace was tested with, from the root lockfile. */
async function lockedSharpVersion(): Promise<string> {
  const lock: { packages?: Record<string, { version?: string }> } = JSON.parse(
    await readFile(join(repoRoot, 'package-lock.json'), 'utf8'),
  );
  const version = lock.packages?.['node_modules/sharp']?.version;
  if (!version) throw new Error('package-lock.json has no node_modules/sharp entry; run npm install first.');
  return version;
}

/** Runs the npm that runs this script (npm_execpath), so it works the same on every OS. */
function npm(args: string[], cwd: string): Promise<void> {
  const npmCli = process.env.npm_execpath;
  if (!npmCli) throw new Error('Run this through npm: `npm run build` in functions/.');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [npmCli, ...args], { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm ${args[0]} exited with ${code}`))));
  });
}

async function assemble(sharpVersion: string): Promise<void> {
  await rm(packageDir, { recursive: true, force: true });
  await mkdir(packageDir);
  await copyFile(join(functionsDir, 'host.json'), join(packageDir, 'host.json'));
  await copyFile(join(functionsDir, '.funcignore'), join(packageDir, '.funcignore'));
  await cp(bundleDir, join(packageDir, 'dist'), { recursive: true });
  const manifest = {
    name: '@portal/functions',
    private: true,
    type: 'module',
    main: 'dist/index.js',
    dependencies: { sharp: sharpVersion },
  };
  await writeFile(join(packageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function installSharp(): Promise<void> {
  await npm(
    [
      'install',
      `--os=${target.os}`,
      `--cpu=${target.cpu}`,
      `--libc=${target.libc}`,
      '--omit=dev',
      '--no-package-lock',
      '--prefer-offline',
      // sharp ships prebuilt binaries as optional packages; nothing needs to run at install time.
      '--ignore-scripts',
      '--no-bin-links',
      '--no-audit',
      '--no-fund',
    ],
    packageDir,
  );
  // npm before 10.3 ignores --libc and, on another OS, silently skips the Linux binaries.
  const binaries = [`@img/sharp-${target.os}-${target.cpu}`, `@img/sharp-libvips-${target.os}-${target.cpu}`];
  for (const binary of binaries) {
    await access(join(packageDir, 'node_modules', binary, 'package.json')).catch(() => {
      throw new Error(`npm did not install ${binary} into ${packageDir}; npm 10.3 or later is needed.`);
    });
  }
}

await bundle();
await assemble(await lockedSharpVersion());
await installSharp();
console.log(`Functions deployment package ready in ${packageDir}`);
