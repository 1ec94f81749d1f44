import { once } from 'node:events';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import {
  connect,
  type IncomingHttpHeaders as Http2Headers,
  type Http2SecureServer,
  type IncomingHttpStatusHeader,
} from 'node:http2';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { readSwaConfig, type SwaConfig, swaConfigSchema } from '../../stack/swaConfig.ts';
import { closeWebServer, createWebServer, swaMaxRequestBodyBytes } from '../../stack/webServer.ts';

let config: SwaConfig;
let root: string;
let web: Http2SecureServer;
let api: Server;
let base: string;
/** What the fake API received, one entry per request. */
let seen: { headers: IncomingHttpHeaders; bytes: number }[] = [];

const listen = (server: NetServer) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>spa</title>');
  await writeFile(join(root, 'assets', 'app-123.js'), 'console.log("app")'.repeat(50));
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The configuration the web build puts into its artifact.
  await copyFile(join(inject('webDist'), 'staticwebapp.config.json'), join(root, 'staticwebapp.config.json'));
  config = readSwaConfig(join(root, 'staticwebapp.config.json'));
  api = createServer(async (request, response) => {
    seen.push({ headers: request.headers, bytes: (await buffer(request)).length });
    response.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'api' });
    response.end(JSON.stringify({ method: request.method, url: request.url }));
  });
  const apiPort = await listen(api);
  // The stack's certificate, which this process trusts (NODE_EXTRA_CA_CERTS, globalSetup.ts).
  web = createWebServer({ root, apiUrl: `http://127.0.0.1:${apiPort}`, tls: inject('tls') });
  base = `https://127.0.0.1:${await listen(web)}`;
});

beforeEach(() => {
  seen = [];
});

afterAll(async () => {
  await closeWebServer(web);
  api.close();
  await rm(root, { recursive: true, force: true });
});

/**
 * One request over HTTP/2 on a session of its own: the protocol TLS negotiated (ALPN), the answer's headers with
 * its pseudo-headers (`:status`), and its body as sent. `body` 'not sent': the request stays open after its headers.
 */
async function http2Request(path: string, headers: OutgoingHttpHeaders = {}, body?: Buffer | 'not sent') {
  const session = connect(base);
  try {
    await once(session, 'connect');
    const stream = session.request({ ':path': path, ...headers }, { endStream: body === undefined });
    if (Buffer.isBuffer(body)) stream.end(body);
    const answer = await new Promise<Http2Headers & IncomingHttpStatusHeader>((resolve, reject) => {
      stream.once('response', resolve).once('error', reject);
    });
    return { alpn: session.alpnProtocol, headers: answer, body: await buffer(stream) };
  } finally {
    // Everything was read; a request whose body was never sent (the 413) would keep close() waiting.
    session.destroy();
  }
}

/** A POST to /api of `size` bytes sent chunked (no Content-Length), or only declared, with no body sent (HTTP/1.1). */
function rawPost(size: number, framing: 'chunked' | 'declared only') {
  return new Promise<number | undefined>((resolve, reject) => {
    const request = httpsRequest(`${base}/api/pedidos`, {
      method: 'POST',
      headers: framing === 'chunked' ? {} : { 'content-length': String(size) },
    });
    request.on('response', (answer) => {
      answer.resume();
      resolve(answer.statusCode);
      request.destroy();
    });
    // Writes still queued when the server answers and closes fail; the answer is what counts.
    request.on('error', reject);
    if (framing === 'declared only') {
      request.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(1024 * 1024);
    for (let sent = 0; sent < size; sent += chunk.length) {
      request.write(chunk.subarray(0, Math.min(chunk.length, size - sent)));
    }
    request.end();
  });
}

describe('local Static Web Apps server', () => {
  it('speaks HTTP/2 over TLS (ALPN h2) and compresses as Static Web Apps does: brotli, else gzip, by Accept-Encoding', async () => {
    const file = await readFile(join(root, 'assets', 'app-123.js'));
    const brotli = await http2Request('/assets/app-123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.alpn).toBe('h2');
    expect(brotli.headers[':status']).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body)).toEqual(file);

    const gzip = await http2Request('/assets/app-123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(file);

    const plain = await http2Request('/assets/app-123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(file);

    // The navigation fallback with the configuration's headers, over HTTP/2 too.
    const route = await http2Request('/meus-pedidos/123');
    expect(route.headers[':status']).toBe(200);
    expect(route.body.toString()).toContain('<title>spa</title>');
    for (const [name, value] of Object.entries(config.globalHeaders)) {
      expect(route.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it('still answers HTTP/1.1 over the same TLS port, to clients that offer only http/1.1', async () => {
    const { version, alpn, encoding } = await new Promise<{ version: string; alpn: unknown; encoding: unknown }>(
      (resolve, reject) => {
        const request = httpsRequest(`${base}/assets/app-123.js`, {
          agent: new HttpsAgent({ ALPNProtocols: ['http/1.1'] }),
          headers: { 'accept-encoding': 'br' },
        });
        request.on('response', (answer) => {
          answer.resume();
          resolve({
            version: answer.httpVersion,
            alpn: 'alpnProtocol' in answer.socket ? answer.socket.alpnProtocol : undefined,
            encoding: answer.headers['content-encoding'],
          });
        });
        request.on('error', reject);
        request.end();
      },
    );
    expect(version).toBe('1.1');
    expect(alpn).toBe('http/1.1');
    expect(encoding).toBe('br');
  });

  it('proxies /api over HTTP/2 as over HTTP/1.1: the host as :authority named it, the body, no HTTP/1-only header either way', async () => {
    const answer = await http2Request(
      '/api/produtos?x=1',
      { ':method': 'POST', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      Buffer.from('{"a":1}'),
    );
    expect(answer.headers[':status']).toBe(201);
    expect(answer.headers['x-upstream']).toBe('api');
    expect(JSON.parse(answer.body.toString())).toEqual({ method: 'POST', url: '/api/produtos?x=1' });
    expect(seen).toHaveLength(1);
    const received = seen[0]?.headers ?? {};
    expect(seen[0]?.bytes).toBe(7);
    expect(received['content-length']).toBe('7');
    expect(received['x-forwarded-host']).toBe(new URL(base).host);
    expect(received['x-forwarded-for']).toMatch(/^203\.0\.113\.9, 127\.0\.0\.1:\d+$/);
    expect(Object.keys(received).filter((name) => name.startsWith(':'))).toEqual([]);
  });

  it('refuses a body over the platform limit over HTTP/2 with 413, before the API sees it', async () => {
    // Declared, never sent: refused at once, without waiting for the body.
    const answer = await http2Request(
      '/api/pedidos',
      { ':method': 'POST', 'content-length': String(swaMaxRequestBodyBytes + 1) },
      'not sent',
    );
    expect(answer.headers[':status']).toBe(413);
    expect(JSON.parse(answer.body.toString())).toEqual({ message: 'A requisição excede o tamanho máximo permitido.' });
    expect(seen).toEqual([]);
  });

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

  it('replaces Authorization with a platform token, as Azure does, and passes X-Portal-Authorization through', async () => {
    const portal = 'Bearer portal.token.value';
    const sent: Record<string, string>[] = [
      { authorization: 'Bearer client.token', 'x-portal-authorization': portal },
      {},
    ];
    for (const headers of sent) {
      expect((await fetch(`${base}/api/profile`, { headers })).status).toBe(201);
    }
    expect(seen).toHaveLength(2);
    expect(seen[0]?.headers['x-portal-authorization']).toBe(portal);
    expect(seen[1]?.headers['x-portal-authorization']).toBeUndefined();
    for (const { headers } of seen) {
      const token = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1] ?? '';
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
      const claims = decodeJwt(token);
      const app = /^https:\/\/([a-z0-9-]+)\.scm\.azurewebsites\.net$/.exec(claims.iss ?? '')?.[1];
      expect(app).toBeTruthy();
      expect(claims.aud).toBe(`https://${app}.azurewebsites.net/azurefunctions`);
      expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeGreaterThan(0);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(600);
    }
  });

  it("appends the address it received the request from to X-Forwarded-For, after the client's own, as Static Web Apps does", async () => {
    expect((await fetch(`${base}/api/login`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(201);
    expect((await fetch(`${base}/api/login`)).status).toBe(201);
    expect(seen.map(({ headers }) => headers['x-forwarded-for'])).toEqual([
      expect.stringMatching(/^203\.0\.113\.9, 127\.0\.0\.1:\d+$/),
      expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    ]);
  });

  it('refuses a body over the platform limit with 413, declared or chunked, before the API sees it', async () => {
    const declared = await fetch(`${base}/api/pedidos`, {
      method: 'POST',
      body: new Uint8Array(swaMaxRequestBodyBytes + 1),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: 'A requisição excede o tamanho máximo permitido.' });
    // A declared length is refused at once, without waiting for a body that never comes.
    expect(await rawPost(swaMaxRequestBodyBytes + 1, 'declared only')).toBe(413);
    // No Content-Length: the proxy counts the chunks as they arrive.
    expect(await rawPost(swaMaxRequestBodyBytes + 1, 'chunked')).toBe(413);
    expect(seen).toEqual([]);
  });

  it('forwards a body of exactly the limit, declared or chunked', async () => {
    const declared = await fetch(`${base}/api/pedidos`, {
      method: 'POST',
      body: new Uint8Array(swaMaxRequestBodyBytes),
    });
    expect(declared.status).toBe(201);
    expect(await rawPost(swaMaxRequestBodyBytes, 'chunked')).toBe(201);
    expect(seen.map((request) => request.bytes)).toEqual([swaMaxRequestBodyBytes, swaMaxRequestBodyBytes]);
  });

  it('refuses to serve a web artifact without staticwebapp.config.json, which Azure would serve without routes or headers', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'portal-web-bare-'));
    try {
      await writeFile(join(bare, 'index.html'), '<!doctype html><title>spa</title>');
      expect(() => createWebServer({ root: bare, apiUrl: null, tls: inject('tls') })).toThrow(
        /staticwebapp\.config\.json is missing/,
      );
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('without a linked backend (direct API mode) answers /api/* itself with a 404 and forwards nothing', async () => {
    const alone = createWebServer({ root, apiUrl: null, tls: inject('tls') });
    const port = await listen(alone);
    try {
      const answer = await fetch(`https://127.0.0.1:${port}/api/produtos`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-security-policy')).toBe(config.globalHeaders['Content-Security-Policy']);
      expect(seen).toEqual([]);
    } finally {
      await closeWebServer(alone);
    }
  });

  it('refuses a config key it does not implement instead of ignoring it', () => {
    const result = swaConfigSchema.safeParse({ ...config, responseOverrides: { '404': { rewrite: '/404.html' } } });
    expect(result.success).toBe(false);
  });
});
