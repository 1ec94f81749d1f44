import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../stack/launch.ts';

const run = promisify(execFile);
let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** What a deployment holds: the bundle, host.json, package.json and only the declared runtime dependencies. */
describe('Functions deployment bundle', () => {
  it('builds and starts with @azure/functions and sharp as its only packages', async () => {
    await run('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot });
    folder = await mkdtemp(join(tmpdir(), 'portal-bundle-'));
    await cp(join(repoRoot, 'functions/dist'), join(folder, 'dist'), { recursive: true });
    await cp(join(repoRoot, 'functions/host.json'), join(folder, 'host.json'));
    await cp(join(repoRoot, 'functions/package.json'), join(folder, 'package.json'));
    await mkdir(join(folder, 'node_modules/@azure'), { recursive: true });
    // The runtime dependencies (and sharp's own), linked from this install.
    for (const name of ['@azure/functions', 'sharp', '@img', 'detect-libc', 'semver']) {
      await symlink(join(repoRoot, 'node_modules', name), join(folder, 'node_modules', name));
    }

    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', "await import('./dist/index.js'); console.log('loaded');"],
      { cwd: folder, env: { ...process.env, ...inject('settings') } },
    );
    expect(stdout).toContain('loaded');
  }, 60_000);
});
