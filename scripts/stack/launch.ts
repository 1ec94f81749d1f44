import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:net';
import { join } from 'node:path';
import { createDependencies } from '../../functions/src/app/dependencies.ts';
import { prepareLocalResources } from '../../functions/src/app/localSetup.ts';
import { type Config, loadConfig } from '../../functions/src/config.ts';
import { buildWeb, ensureApi, ensureWeb, unpackApi } from '../deploy/artifacts.ts';
import { repoRoot } from '../repoRoot.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { startAzurite } from './azurite.ts';
import { createEmailSink, type SinkMessage } from './emailSink.ts';
import { functionsHostScript } from './functionsHost/script.ts';
import { type LocalPorts, localApiSettings } from './localEnv.ts';
import { type LocalTls, localTls } from './localTls.ts';
import { freePort, type StartedProcess, startNodeProcess } from './processes.ts';
import { closeWebServer, createWebServer } from './webServer.ts';

export { repoRoot };

const fromRoot = (path: string) => join(repoRoot, path);

/**
 * How the SPA reaches the API (infra/main.bicep `apiAccess`, the API's PORTAL_API_ACCESS): through Static Web
 * Apps' linked backend, or straight at the Function app's own URL, allowed by the app's platform CORS.
 */
export type ApiAccess = Config['PORTAL_API_ACCESS'];

export interface StackOptions {
  /** Where Azurite and the Cosmos snapshot keep data (git-ignored `.data` for `npm start`). */
  dataDir: string;
  /** Fixed ports; a missing or 0 port is replaced by a free one. */
  ports?: Partial<LocalPorts>;
  /**
   * The web artifact to serve (web/dist, built when stale, by default); the web server is skipped when null
   * (API-only tests). In `direct` mode the stack builds its own, for its API's URL, in `dataDir`.
   */
  webRoot?: string | null;
  /**
   * The API's zip to run (.artifacts/api.zip, built when stale, by default): the tests pass theirs
   * (scripts/deploy/artifacts.ts `testArtifacts`).
   */
  apiZip?: string;
  /** 'linked' (default) or 'direct' (ApiAccess). */
  apiAccess?: ApiAccess;
  /**
   * Where the stack's certificate for localhost is kept (localTls.ts; the dev tenant's folder in `dataDir` by
   * default): the stacks a browser run starts share one, which that browser trusts.
   */
  tlsDir?: string;
  /**
   * Whether the stack runs its own Functions host (default). Off for `npm run functions`, where Core Tools'
   * `func start` serves the API against the stand-ins.
   */
  functionsHost?: boolean;
  quiet?: boolean;
  /**
   * Keep the Cosmos stand-in's data in a snapshot file (default), written every 30 s and on stop. Off for
   * throw-away stacks (the tests', the benchmark's): writing it blocks the stand-in for as long as its data takes
   * (seconds for the benchmark's 20 000 orders), and loading the SDK that writes it delays the start by a second.
   */
  snapshot?: boolean;
}

export interface RunningStack {
  ports: LocalPorts;
  urls: { web: string; api: string; email: string; cosmos: string; blob: string; tenant: string };
  /** The dev tenant's self-signed certificate (trust it to call the tenant from Node): `tls.certPath`. */
  tenantCaCertPath: string;
  /** The certificate the dev tenant and the web server serve (localTls.ts). */
  tls: LocalTls;
  /** The app settings the API host runs with. */
  settings: Record<string, string>;
  emailMessages: SinkMessage[];
  /** The stand-ins' processes, and the Functions host's (null when `functionsHost` is off). */
  processes: { cosmos: StartedProcess; azurite: StartedProcess; tenant: StartedProcess; api: StartedProcess | null };
  seeded: { seeded: boolean; products: number };
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

const portNames = ['web', 'api', 'cosmos', 'blob', 'email', 'oidc'] as const satisfies readonly (keyof LocalPorts)[];

async function resolvePorts(requested: Partial<LocalPorts> = {}): Promise<LocalPorts> {
  const ports = {} as LocalPorts;
  for (const name of portNames) ports[name] = requested[name] || (await freePort());
  return ports;
}

export interface ApiHostOptions {
  /** Where the host's script is written. */
  dataDir: string;
  /** The API's zip (.artifacts/api.zip, built when stale, by default). */
  apiZip?: string | undefined;
  /** The app settings (the port in API_PORT). */
  settings: Record<string, string>;
  tenantCaCertPath: string;
  /** The Function app's CORS (its site settings, as the host reads them): the portal only, in `direct` mode. */
  corsOrigins: readonly string[];
  /** The key of the linked local Static Web Apps server's platform token (linked mode with the SPA served). */
  platformKey?: Uint8Array | null;
  /** Answer callers without that token 401, as Azure does once linked (the self-check's tests). */
  linkedOnly?: boolean;
  quiet?: boolean;
}

/** The API as azd ships it: its zip, unpacked outside the workspace, loaded by the local Functions host. */
export async function startApiHost(options: ApiHostOptions): Promise<StartedProcess> {
  return startNodeProcess({
    name: 'api',
    args: [await functionsHostScript(options.dataDir)],
    plain: true,
    cwd: await unpackApi(options.apiZip ?? (await ensureApi())),
    env: {
      ...options.settings,
      // The API fetches the dev tenant's signing keys over HTTPS with a self-signed certificate.
      NODE_EXTRA_CA_CERTS: options.tenantCaCertPath,
      CORS_ALLOWED_ORIGINS: JSON.stringify(options.corsOrigins),
      ...(options.platformKey
        ? { LINKED_STATIC_WEB_APP_KEY: Buffer.from(options.platformKey).toString('base64') }
        : {}),
      ...(options.linkedOnly ? { LINKED_STATIC_WEB_APP_ONLY: 'true' } : {}),
    },
    ready: /API host listening/,
    quiet: options.quiet ?? false,
  });
}

/**
 * Starts the whole local stack: Cosmos and Azurite stand-ins, the ACS e-mail sink, the seed, the
 * Functions local host and the Static Web Apps web server. Used by `npm start` and the test setups.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  // A free port is free when picked, not always when the stand-in binds it: parallel test files bind
  // ports of their own in between. Picked ports are picked again; ports asked for are never changed.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOn(options, await resolvePorts(options.ports));
    } catch (error) {
      const picked = portNames.some((name) => !options.ports?.[name]);
      if (!(error instanceof Error && /EADDRINUSE/.test(error.message)) || !picked || attempt >= 3) throw error;
    }
  }
}

async function startStackOn(options: StackOptions, ports: LocalPorts): Promise<RunningStack> {
  const quiet = options.quiet ?? false;
  const direct = options.apiAccess === 'direct';
  const settings = localApiSettings(ports, options.apiAccess);
  const webUrl = `https://localhost:${ports.web}`;
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  const tenantDir = join(options.dataDir, 'dev-tenant');
  const tlsDir = options.tlsDir ?? tenantDir;
  // Linked with the SPA served: the Functions host knows the local Static Web Apps server by its platform token's key.
  const platformKey = !direct && options.webRoot !== null ? randomBytes(32) : null;
  await mkdir(join(options.dataDir, 'azurite'), { recursive: true });

  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const item of started.reverse()) await item.stop().catch(() => undefined);
  };

  try {
    const sink = createEmailSink();
    await listen(sink.server, ports.email);
    started.push({ stop: () => new Promise((resolve) => sink.server.close(() => resolve())) });

    // Made before the tenant starts, which serves it too.
    const tlsReady = localTls(tlsDir);
    const [cosmos, azurite, tenant] = await Promise.all([
      startNodeProcess({
        name: 'cosmos',
        args: [
          fromRoot('scripts/stack/cosmosServer.ts'),
          String(ports.cosmos),
          ...(options.snapshot === false ? [] : [join(options.dataDir, 'cosmos.json')]),
        ],
        ready: /cosmos ready/,
        quiet,
      }),
      startAzurite({ port: ports.blob, location: join(options.dataDir, 'azurite'), quiet }),
      tlsReady.then(() =>
        startNodeProcess({
          name: 'dev-tenant',
          args: [fromRoot('scripts/stack/devTenantMain.ts'), String(ports.oidc), tenantDir, webUrl, tlsDir],
          ready: /dev tenant ready/,
          quiet,
        }),
      ),
    ]);
    started.push(cosmos, azurite, tenant);
    const tls = await tlsReady;
    const tenantCaCertPath = tls.certPath;

    const deps = createDependencies(loadConfig(settings));
    await prepareLocalResources(deps.platform);
    const seeded = await seedIfEmpty(deps);
    deps.cosmos.client.dispose();

    const api =
      options.functionsHost === false
        ? null
        : await startApiHost({
            dataDir: options.dataDir,
            apiZip: options.apiZip,
            settings,
            tenantCaCertPath,
            corsOrigins: direct ? [webUrl] : [],
            platformKey,
            quiet,
          });
    if (api) started.push(api);

    if (options.webRoot !== null) {
      const root = direct
        ? await buildWeb({ apiUrl: apiOrigin, outDir: join(options.dataDir, 'web-direct') })
        : (options.webRoot ?? (await ensureWeb()));
      const web = createWebServer({
        root,
        apiUrl: direct ? null : apiOrigin,
        tls,
        ...(platformKey ? { platformKey } : {}),
        // The SPA talks to the dev tenant where it would talk to Entra ID, and uploads to Azurite
        // where it would upload to *.blob.core.windows.net.
        cspAdditions: {
          'connect-src': [settings.ENTRA_ISSUER ?? '', `http://127.0.0.1:${ports.blob}`],
          'frame-src': [settings.ENTRA_ISSUER ?? ''],
        },
      });
      await listen(web, ports.web);
      started.push({ stop: () => closeWebServer(web) });
    }

    return {
      ports,
      settings,
      urls: {
        web: webUrl,
        api: `${apiOrigin}/api`,
        email: `http://127.0.0.1:${ports.email}`,
        cosmos: settings.COSMOS_ENDPOINT ?? '',
        blob: `http://127.0.0.1:${ports.blob}`,
        tenant: settings.ENTRA_ISSUER ?? '',
      },
      tenantCaCertPath,
      tls,
      emailMessages: sink.messages,
      processes: { cosmos, azurite, tenant, api },
      seeded,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
