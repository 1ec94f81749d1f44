import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Http2SecureServer } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeWebServer, createWebServer } from '../../../scripts/stack/webServer.ts';
import { createDependencies, type Dependencies } from '../../src/app/dependencies.ts';
import { loadConfig } from '../../src/config.ts';
import { authHeaders, createUsuarioDeTeste, novoEnderecoLocal, testPassword } from './usuariosDeTeste.ts';

const apiUrl = inject('apiUrl');
let deps: Dependencies;
let root: string;
let web: Http2SecureServer;
let base: string;

beforeAll(async () => {
  deps = createDependencies(loadConfig(inject('settings')));
  root = await mkdtemp(join(tmpdir(), 'portal-swa-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>spa</title>');
  await copyFile(join(inject('webDist'), 'staticwebapp.config.json'), join(root, 'staticwebapp.config.json'));
  web = createWebServer({ root, apiUrl: new URL(apiUrl).origin, tls: inject('tls') });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeWebServer(web);
  deps.cosmos.client.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('the API behind the local Static Web Apps server', () => {
  it('sees the portal token only in X-Portal-Authorization: Authorization is the platform’s', async () => {
    const user = await createUsuarioDeTeste(deps);
    const { 'x-portal-authorization': portal = '' } = await authHeaders(apiUrl, user.username);
    // The same token opens the API when called directly, so only the proxy can make the difference.
    expect((await fetch(`${apiUrl}/profile`, { headers: { authorization: portal } })).status).toBe(200);

    const viaAuthorization = await fetch(`${base}/api/profile`, { headers: { authorization: portal } });
    expect(viaAuthorization.status).toBe(401);
    expect(await viaAuthorization.json()).toEqual({ message: 'Sessão expirada ou inválida. Faça login novamente.' });

    const viaPortalHeader = await fetch(`${base}/api/profile`, { headers: { 'x-portal-authorization': portal } });
    expect(viaPortalHeader.status).toBe(200);
    expect(profileResponseSchema.parse(await viaPortalHeader.json()).user.id).toBe(user.id);
  });

  it('throttles sign-in by the address Static Web Apps saw: a forged X-Forwarded-For does not make one client many', async () => {
    const dono = await createUsuarioDeTeste(deps);
    const atacante = novoEnderecoLocal();
    const statuses: number[] = [];
    for (let tentativa = 0; tentativa < 16; tentativa++) {
      const username = tentativa % 2 ? dono.username : `fantasma-${randomUUID().slice(0, 8)}`;
      const forjado = `198.51.100.${tentativa + 1}`;
      const resposta = await postDe(
        atacante,
        '/api/login',
        { username, password: 'errada' },
        {
          'x-forwarded-for': forjado,
          'client-ip': `${forjado}:443`,
        },
      );
      statuses.push(resposta.status);
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    // The owner, from another address, signs in.
    expect(
      (await postDe(novoEnderecoLocal(), '/api/login', { username: dono.username, password: testPassword })).status,
    ).toBe(200);
  });
});

/** A JSON POST through the local Static Web Apps server, sent from `localAddress`. */
function postDe(localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number }>((resolve, reject) => {
    const request = httpsRequest(`${base}${path}`, {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', ...headers },
    });
    request.on('response', (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0 }));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
