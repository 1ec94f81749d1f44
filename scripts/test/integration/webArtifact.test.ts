import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BootData } from '../../../web/src/app/bootScript.ts';
import { buildWeb } from '../../deploy/artifacts.ts';
import { repoRoot } from '../../repoRoot.ts';
import { readSwaConfig } from '../../stack/swaConfig.ts';

/** Every file of a folder, relative to it. */
const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));

const csp = (folder: string) =>
  readSwaConfig(join(folder, 'staticwebapp.config.json')).globalHeaders['Content-Security-Policy'] ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

/**
 * The web service as azd ships it: `npm run build` in web/, then dist/ as it is (azure.yaml; azd runs no build
 * hook on `azd up` or `azd deploy`). Static Web Apps reads its routes, fallback and headers from that content only.
 */
describe('web artifact (web/dist)', () => {
  let dist = '';
  let direct = '';
  const apiOrigin = 'https://func-portal-abc123.azurewebsites.net';

  beforeAll(async () => {
    // npm run build's web/dist, or this run's own build when that one is stale (functions/test/integration/globalSetup.ts).
    dist = inject('webDist');
    direct = await buildWeb({ apiUrl: apiOrigin, outDir: await mkdtemp(join(tmpdir(), 'portal-web-direct-')) });
  }, 120_000);

  afterAll(async () => {
    if (direct) await rm(direct, { recursive: true, force: true });
    if (direct) await rm(`${direct}-debug`, { recursive: true, force: true });
  });

  it('carries the repository’s staticwebapp.config.json, byte for byte', () => {
    expect(readFileSync(join(dist, 'staticwebapp.config.json'), 'utf8')).toBe(
      readFileSync(join(repoRoot, 'staticwebapp.config.json'), 'utf8'),
    );
  });

  it('holds only what browsers need: no source map, no Vite manifest (they are in dist-debug/)', () => {
    const files = filesIn(dist);
    expect(files).toContain('index.html');
    expect(files.filter((file) => file.endsWith('.map') || file.startsWith('.vite'))).toEqual([]);
    expect(existsSync(join(`${dist}-debug`, '.vite/manifest.json'))).toBe(true);
    expect(filesIn(`${dist}-debug`).some((file) => file.endsWith('.js.map'))).toBe(true);
    // Hidden maps: the code does not point browsers at files that are not deployed.
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toMatch(/sourceMappingURL/);
    }
  });

  it('is the only staticwebapp.config.json under web/, where the SWA CLI that azd runs looks for it', () => {
    const web = join(repoRoot, 'web');
    const found = readdirSync(web, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.name === 'staticwebapp.config.json' && !entry.parentPath.includes('node_modules'))
      .map((entry) => relative(web, join(entry.parentPath, entry.name)));
    expect(found).toEqual(['dist/staticwebapp.config.json']);
    // A swa-cli.config.json in the service folder would make azd build and deploy with the SWA CLI instead.
    expect(existsSync(join(web, 'swa-cli.config.json'))).toBe(false);
  });

  it('built for the direct API mode, calls the Function app and lets the CSP reach it, and nothing else changes', () => {
    const linkedPolicy = csp(dist);
    const directPolicy = csp(direct);
    expect(directive(directPolicy, 'connect-src')).toEqual([...directive(linkedPolicy, 'connect-src'), apiOrigin]);
    expect(directive(directPolicy, 'img-src')).toEqual([...directive(linkedPolicy, 'img-src'), apiOrigin]);
    expect(directive(linkedPolicy, 'connect-src')).not.toContain(apiOrigin);
    const html = readFileSync(join(direct, 'index.html'), 'utf8');
    expect(html).toContain(`href="${apiOrigin}/api/config"`);
    const boot = /src="\/(assets\/bootScript-[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const dados = /^const dados = (\{.*\});$/m.exec(readFileSync(join(direct, boot), 'utf8'))?.[1] ?? '{}';
    expect((JSON.parse(dados) as Partial<BootData>).api).toBe(apiOrigin);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('href="/api/config"');
  });

  it('refuses to build for an API URL that is not an https origin', async () => {
    await expect(
      buildWeb({ apiUrl: 'http://func.example.net', outDir: join(tmpdir(), 'portal-web-refused') }),
    ).rejects.toThrow(/PORTAL_API_URL must be an https origin/);
    await expect(
      buildWeb({ apiUrl: 'https://func.example.net/api', outDir: join(tmpdir(), 'portal-web-refused') }),
    ).rejects.toThrow(/origin only/);
  }, 60_000);

  it('refuses to build for the direct API mode without an API URL, saying to provision first', async () => {
    // What `azd deploy` on a fresh environment set to direct, or azd packaging while it provisions, would build.
    await expect(
      buildWeb({ apiAccess: 'direct', apiUrl: '', outDir: join(tmpdir(), 'portal-web-refused') }),
    ).rejects.toThrow(/AZURE_API_ACCESS is direct but PORTAL_API_URL is empty[\s\S]*Run `azd provision` first/);
  }, 60_000);
});
