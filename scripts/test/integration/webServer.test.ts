import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../stack/launch.ts';
import { readSwaConfig, swaConfigSchema } from '../../stack/swaConfig.ts';
import { createWebServer } from '../../stack/webServer.ts';

const config = readSwaConfig(join(repoRoot, 'staticwebapp.config.json'));
let root: string;
let web: Server;
let api: Server;
let base: string;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>spa</title>');
  await writeFile(join(root, 'assets', 'app-123.js'), 'console.log("app")'.repeat(50));
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  api = createServer((request, response) => {
    response.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'api' });
    response.end(JSON.stringify({ method: request.method, url: request.url }));
  });
  const apiPort = await listen(api);
  web = createWebServer({ root, config, apiUrl: `http://127.0.0.1:${apiPort}` });
  base = `http://127.0.0.1:${await listen(web)}`;
});

afterAll(async () => {
  web.close();
  api.close();
  await rm(root, { recursive: true, force: true });
});

describe('local Static Web Apps server', () => {
  it('applies every global header of staticwebapp.config.json', async () => {
    const response = await fetch(`${base}/`);
    for (const [name, value] of Object.entries(config.globalHeaders)) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });

  it('has a strict CSP: no inline or eval script, no plugins, no base or framing', () => {
    const csp = config.globalHeaders['Content-Security-Policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toContain("'self'");
  });

  it('falls back to index.html for client routes, never for /api or assets', async () => {
    const route = await fetch(`${base}/meus-pedidos/123`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>spa</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');

    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/logo-inexistente.png`)).status).toBe(404);
  });

  it('serves assets with their route headers and compression', async () => {
    const response = await fetch(`${base}/assets/app-123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log("app")');
  });

  it('answers a malformed percent-encoding with 400 and keeps serving', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  it('does not serve files outside its root', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });

  it('proxies /api with method, path, query and status to the API host', async () => {
    const response = await fetch(`${base}/api/produtos?x=1`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('api');
    expect(await response.json()).toEqual({ method: 'POST', url: '/api/produtos?x=1' });
  });

  it('refuses a config key it does not implement instead of ignoring it', () => {
    const result = swaConfigSchema.safeParse({ ...config, responseOverrides: { '404': { rewrite: '/404.html' } } });
    expect(result.success).toBe(false);
  });
});
