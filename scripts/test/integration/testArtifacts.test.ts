import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, apiZip, testArtifacts, web } from '../../deploy/artifacts.ts';

/**
 * Issue 32: the unit suite's size budgets read web/dist while the integration suite runs (scripts/parallel.ts), and
 * once read one the integration run had rebuilt. A test run's stale artifact is built into the run's own folder.
 */
const saidas = [
  join(web.dist, 'index.html'),
  join(`${web.dist}-debug`, '.vite/manifest.json'),
  join(api.dist, 'package.json'),
  join(api.project, 'dist/index.js'),
  apiZip,
];
/** Each build output of the workspace as it is now: when it was written, and which file it is. */
const retrato = () =>
  saidas.map((saida) => {
    const info = statSync(saida, { throwIfNoEntry: false });
    return { saida, escrito: info?.mtimeMs ?? null, inode: info?.ino ?? null };
  });

let pasta = '';
afterAll(async () => {
  if (pasta) await rm(pasta, { recursive: true, force: true });
});

describe("a test run's artifacts", () => {
  it("are npm run build's when fresh, read where they are", async () => {
    pasta = await mkdtemp(join(tmpdir(), 'portal-artefatos-'));
    expect(await testArtifacts(pasta, { web: null, api: null })).toEqual({
      web: web.dist,
      api: { folder: api.dist, zip: apiZip },
    });
  });

  it("when stale, are built into the run's folder, and the workspace's build outputs stay as they were", {
    timeout: 180_000,
  }, async () => {
    const antes = retrato();
    expect(antes.filter(({ escrito }) => escrito === null).map(({ saida }) => saida)).toEqual([]);

    const feitos = await testArtifacts(pasta, { web: 'forced by the test', api: 'forced by the test' });

    expect(feitos).toEqual({
      web: join(pasta, 'web'),
      api: { folder: join(pasta, 'api'), zip: join(pasta, 'api.zip') },
    });
    for (const arquivo of ['index.html', 'staticwebapp.config.json'])
      expect(existsSync(join(feitos.web, arquivo))).toBe(true);
    expect(existsSync(join(`${feitos.web}-debug`, '.vite/manifest.json'))).toBe(true);
    for (const arquivo of [
      'host.json',
      'package.json',
      'dist/index.js',
      'node_modules/@img/sharp-linux-x64/package.json',
    ]) {
      expect(existsSync(join(feitos.api.folder, arquivo)), arquivo).toBe(true);
    }
    expect(statSync(feitos.api.zip).size).toBeGreaterThan(0);
    expect(retrato()).toEqual(antes);
  });
});
