import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { platformToken } from '../../../scripts/stack/forwarding.ts';
import { closeWebServer, createWebServer } from '../../../scripts/stack/webServer.ts';
import { criarSenhas } from '../../src/services/auth/passwords.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { createUsuarioDeTeste, novoEnderecoLocal, testPassword } from './usuariosDeTeste.ts';

/**
 * Issue 32, item 6: sign-in is throttled per client (10 failed attempts an hour, then 429) by the address the
 * platform wrote (app/clientAddress.ts), never by one the caller wrote. Through the local hosts, in both API modes:
 * a caller that sends its own X-Forwarded-For and client-ip, new ones at every attempt, is still one client.
 */
const clock = manualClock();
/** scrypt at N = 2^10: these tests count sign-ins, they do not time them. */
const senhas = criarSenhas({ N: 2 ** 10, r: 8, p: 1 });
/** The local Static Web Apps server's platform token key, which the linked Function app's host knows. */
const chaveDaPlataforma = randomBytes(32);

let vinculada: Awaited<ReturnType<typeof startInProcessApi>>;
let direta: Awaited<ReturnType<typeof startInProcessApi>>;
let raiz = '';
let web: Http2SecureServer;
let staticWebApp = '';

beforeAll(async () => {
  // One after the other: the in-process host loads one app at a time.
  vinculada = await startInProcessApi({ ...inject('settings'), PORTAL_API_ACCESS: 'linked' }, clock, senhas, {
    linkedStaticWebApp: { platformKey: chaveDaPlataforma },
  });
  direta = await startInProcessApi({ ...inject('settings'), PORTAL_API_ACCESS: 'direct' }, clock, senhas);
  raiz = await mkdtemp(join(tmpdir(), 'portal-endereco-'));
  await writeFile(join(raiz, 'index.html'), '<!doctype html><title>spa</title>');
  await copyFile(join(inject('webDist'), 'staticwebapp.config.json'), join(raiz, 'staticwebapp.config.json'));
  web = createWebServer({
    root: raiz,
    apiUrl: new URL(vinculada.url).origin,
    platformKey: chaveDaPlataforma,
    tls: inject('tls'),
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  staticWebApp = `https://127.0.0.1:${(web.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  if (web) await closeWebServer(web);
  await vinculada?.close();
  await direta?.close();
  if (raiz) await rm(raiz, { recursive: true, force: true });
});

/** POST /login to `api` from `endereco`, with the headers the caller chose. */
function entrar(api: string, endereco: string, credenciais: object, cabecalhos: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    // The local Static Web Apps server over TLS, the API hosts over plain HTTP.
    const pedido = (api.startsWith('https:') ? httpsRequest : httpRequest)(`${api}/login`, {
      method: 'POST',
      localAddress: endereco,
      headers: { 'content-type': 'application/json', ...cabecalhos },
    });
    pedido.on('response', (resposta) => {
      resposta.resume();
      resposta.on('end', () => resolve(resposta.statusCode ?? 0));
    });
    pedido.on('error', reject);
    pedido.end(JSON.stringify(credenciais));
  });
}

/**
 * 16 wrong passwords from one address over unknown usernames, each attempt with a new X-Forwarded-For and
 * client-ip (and `extra`): if the caller's headers made it a new client each time, every one would be checked.
 */
async function rodizio(
  api: string,
  extra: () => Promise<Record<string, string>> | Record<string, string> = () => ({}),
) {
  const atacante = novoEnderecoLocal();
  const statuses: number[] = [];
  for (let tentativa = 0; tentativa < 16; tentativa++) {
    const forjado = `198.51.${randomInt(256)}.${tentativa + 1}`;
    statuses.push(
      await entrar(
        api,
        atacante,
        { username: `fantasma-${randomUUID().slice(0, 8)}`, password: 'errada' },
        {
          'x-forwarded-for': `${forjado}, 203.0.113.${tentativa + 1}:443`,
          'client-ip': `${forjado}:443`,
          ...(await extra()),
        },
      ),
    );
  }
  return statuses;
}

/** At most the per-client allowance was checked, and the attacker ends slowed down. */
const umCliente = (statuses: number[]) => {
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
};

describe('the sign-in throttle key is the address the platform wrote', () => {
  it('linked, straight at the Function app: a caller’s own forwarded headers never name the client', async () => {
    umCliente(await rodizio(vinculada.url));
    // Nor a platform token it made up: the Static Web App's key signs that one.
    umCliente(
      await rodizio(vinculada.url, async () => ({ authorization: `Bearer ${await platformToken(randomBytes(32))}` })),
    );
    // The owner, from another address, signs in.
    const dono = await createUsuarioDeTeste(vinculada.deps);
    expect(await entrar(vinculada.url, novoEnderecoLocal(), { username: dono.username, password: testPassword })).toBe(
      200,
    );
  });

  it('linked, through Static Web Apps: the client is the address Static Web Apps received the request from', async () => {
    umCliente(await rodizio(staticWebApp));
    const dono = await createUsuarioDeTeste(vinculada.deps);
    expect(await entrar(staticWebApp, novoEnderecoLocal(), { username: dono.username, password: testPassword })).toBe(
      200,
    );
  });

  it('direct: the client is the address the Function app’s front end received the request from', async () => {
    umCliente(await rodizio(direta.url));
    const dono = await createUsuarioDeTeste(direta.deps);
    expect(await entrar(direta.url, novoEnderecoLocal(), { username: dono.username, password: testPassword })).toBe(
      200,
    );
  });
});
