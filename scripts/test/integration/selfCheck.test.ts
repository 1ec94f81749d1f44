import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect, createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildWeb } from '../../deploy/artifacts.ts';
import {
  type ApiAccess,
  checkDeployment,
  type DeployedPortal,
  describeFailure,
  type FailureKind,
} from '../../deploy/deploymentChecks.ts';
import { startApiHost } from '../../stack/launch.ts';
import { freePort, type StartedProcess } from '../../stack/processes.ts';
import { readSwaConfig } from '../../stack/swaConfig.ts';
import { closeWebServer, createWebServer } from '../../stack/webServer.ts';

/**
 * The deployment self-check (azure.yaml's postdeploy hook) against the local stack: the run's stand-ins, with API
 * hosts and Static Web Apps servers of its own, healthy and broken on purpose through their settings — each broken
 * one is named by the failure it causes. One API host per broken setting; the direct mode's three sites share one.
 */
const settings = inject('settings');
const tenantCaCertPath = inject('tenantCaCertPath');
const webDist = inject('webDist');
let dataDir = '';
const stops: (() => Promise<void>)[] = [];

async function apiHost(
  name: string,
  changes: Record<string, string | undefined>,
  options: { corsOrigins?: string[]; platformKey?: Uint8Array } = {},
) {
  const port = await freePort();
  const hostSettings: Record<string, string> = { ...settings, API_PORT: String(port) };
  for (const [setting, value] of Object.entries(changes)) {
    if (value === undefined) delete hostSettings[setting];
    else hostSettings[setting] = value;
  }
  const host: StartedProcess = await startApiHost({
    dataDir: await mkdtemp(join(dataDir, `${name}-`)),
    apiZip: inject('apiZip'),
    settings: hostSettings,
    tenantCaCertPath,
    corsOrigins: options.corsOrigins ?? [],
    platformKey: options.platformKey ?? null,
    linkedOnly: options.platformKey !== undefined,
    quiet: true,
  });
  stops.push(() => host.stop());
  return `http://127.0.0.1:${port}`;
}

/** A local Static Web App serving `root`, with `/api` linked to `api` (null: no backend), on `port`. */
async function site(root: string, api: string | null, platformKey?: Uint8Array, port?: number) {
  const server = createWebServer({ root, apiUrl: api, tls: inject('tls'), ...(platformKey ? { platformKey } : {}) });
  const listening = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listening, '127.0.0.1', () => resolve());
  });
  stops.push(() => closeWebServer(server));
  return `https://localhost:${listening}`;
}

const portal = (root: string, webUrl: string, apiAccess: ApiAccess, apiUrl = ''): DeployedPortal => ({
  webUrl,
  apiAccess,
  apiUrl,
  shippedHeaders: readSwaConfig(join(root, 'staticwebapp.config.json')).globalHeaders,
  shippedIndex: readFileSync(join(root, 'index.html'), 'utf8'),
});

const kinds = async (deployed: DeployedPortal): Promise<FailureKind[]> =>
  (await checkDeployment(deployed)).map(({ kind }) => kind);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-self-check-'));
});

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('linked mode: the site’s own /api', () => {
  const platformKey = randomBytes(32);
  let api = '';

  beforeAll(async () => {
    // Linked as Azure links it: the Function app answers 401 to anyone but its Static Web App.
    api = await apiHost('linked', {}, { platformKey });
  }, 90_000);

  it('passes on a healthy deployment', async () => {
    const failures = await checkDeployment(portal(webDist, await site(webDist, api, platformKey), 'linked'));
    expect(failures.map(describeFailure)).toEqual([]);
  });

  it('names a Static Web App with no linked backend (404)', async () => {
    const checked = await checkDeployment(portal(webDist, await site(webDist, null), 'linked'));
    expect(checked.map(({ kind }) => kind)).toEqual(['linked-backend-missing']);
    expect(describeFailure(checked[0] ?? { kind: 'spa-fallback', detail: '' })).toMatch(
      /no backend is linked[\s\S]*docs\/operations\.md#the-linked-backend-answers-404/,
    );
  });

  it('names a link whose Function app refuses the Static Web App (401)', async () => {
    // Another Static Web App's platform token: what the Function app sees when the link's authentication is wrong.
    expect(await kinds(portal(webDist, await site(webDist, api, randomBytes(32)), 'linked'))).toEqual([
      'backend-refuses',
    ]);
  });

  it('names an API that did not start: the session secret left as an unresolved Key Vault reference', async () => {
    const key = randomBytes(32);
    const broken = await apiHost(
      'key-vault',
      {
        PORTAL_TOKEN_SECRET: '@Microsoft.KeyVault(SecretUri=https://kv-x.vault.azure.net/secrets/portal-token-secret/)',
      },
      { platformKey: key },
    );
    const checked = await checkDeployment(portal(webDist, await site(webDist, broken, key), 'linked'));
    expect(checked.map(({ kind }) => kind)).toEqual(['api-not-started']);
    expect(checked[0]?.detail).toMatch(/Key Vault reference of PORTAL_TOKEN_SECRET/);
  }, 60_000);

  it('names an API that did not start: no e-mail settings', async () => {
    const key = randomBytes(32);
    const broken = await apiHost(
      'no-email',
      { EMAIL_CONNECTION_STRING: undefined, EMAIL_SENDER: undefined },
      { platformKey: key },
    );
    const checked = await checkDeployment(portal(webDist, await site(webDist, broken, key), 'linked'));
    expect(checked.map(({ kind }) => kind)).toEqual(['api-not-started']);
    expect(checked[0]?.detail).toMatch(/e-mail: EMAIL_ENDPOINT, EMAIL_SENDER/);
  }, 60_000);

  it('names a dependency the API reports unavailable (Blob Storage gone after the start)', async () => {
    // The local API prepares its containers at start, so Blob Storage goes away once it runs: the API reaches
    // Azurite through a relay this test closes.
    const azurite = new URL(/BlobEndpoint=([^;]+)/.exec(settings.STORAGE_CONNECTION_STRING ?? '')?.[1] ?? '');
    const sockets = new Set<Socket>();
    const relay = createNetServer((client) => {
      const upstream = connect(Number(azurite.port), azurite.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy()).on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
    const relayPort = (relay.address() as AddressInfo).port;
    const key = randomBytes(32);
    const broken = await apiHost(
      'no-blob',
      {
        STORAGE_CONNECTION_STRING: (settings.STORAGE_CONNECTION_STRING ?? '').replace(
          /BlobEndpoint=http:\/\/[^/]+/,
          `BlobEndpoint=http://127.0.0.1:${relayPort}`,
        ),
      },
      { platformKey: key },
    );
    const web = await site(webDist, broken, key);
    expect(await kinds(portal(webDist, web, 'linked'))).toEqual([]);
    await new Promise<void>((resolve) => {
      relay.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    const checked = await checkDeployment(portal(webDist, web, 'linked'));
    expect(checked.map(({ kind }) => kind)).toEqual(['dependency-down']);
    expect(checked[0]?.detail).toMatch(/blob unavailable/);
  }, 60_000);
});

describe('direct mode: the Function app’s own URL, under CORS', () => {
  let api = '';
  let directBuild = '';
  let webPort = 0;
  let otherPort = 0;
  let strangerPort = 0;

  beforeAll(async () => {
    [webPort, otherPort, strangerPort] = [await freePort(), await freePort(), await freePort()];
    // CORS admits the portal and the site serving a linked build; the third site is a stranger to it.
    api = await apiHost(
      'direct',
      { PORTAL_API_ACCESS: 'direct', PUBLIC_BASE_URL: `https://localhost:${webPort}` },
      { corsOrigins: [`https://localhost:${webPort}`, `https://localhost:${otherPort}`] },
    );
    directBuild = await buildWeb({ apiUrl: api, outDir: join(dataDir, 'web-direct') });
  }, 120_000);

  it('passes on a healthy deployment: the deep link, the CSP with the API, health, config and the preflight', async () => {
    const failures = await checkDeployment(
      portal(directBuild, await site(directBuild, null, undefined, webPort), 'direct', api),
    );
    expect(failures.map(describeFailure)).toEqual([]);
  });

  it('names a CSP without the API origin (a site built before PORTAL_API_URL existed)', async () => {
    const deployed = portal(webDist, await site(webDist, null, undefined, otherPort), 'direct', api);
    expect(await kinds(deployed)).toEqual(['csp-without-api']);
  });

  it('names a preflight the Function app’s CORS refuses (the site’s origin not admitted)', async () => {
    const deployed = portal(directBuild, await site(directBuild, null, undefined, strangerPort), 'direct', api);
    expect(await kinds(deployed)).toEqual(['preflight-refused']);
  });
});
