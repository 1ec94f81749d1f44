import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { seedIfEmpty } from '../../../scripts/seed/seed.ts';
import { createEmailSink } from '../../../scripts/stack/emailSink.ts';
import type { FunctionsHostOptions } from '../../../scripts/stack/functionsHost/host.ts';
import { serveInProcess } from '../../../scripts/stack/functionsHost/inProcess.ts';
import { freePort } from '../../../scripts/stack/processes.ts';
import { createDependencies, type Dependencies } from '../../src/app/dependencies.ts';
import { registerFunctions } from '../../src/app/registerFunctions.ts';
import type { Clock } from '../../src/composition/platform.ts';
import { loadConfig } from '../../src/config.ts';
import type { Senhas } from '../../src/services/auth/passwords.ts';

/** A clock the test moves by hand. */
export function manualClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  } satisfies Clock & { advance(ms: number): void; set(date: Date): void };
}

/**
 * The API served in this process, against the shared stand-ins, with a clock the test controls
 * (the stack's own API host runs in another process on the real clock), and password hashing at the portal's
 * parameters unless the test counts sign-ins rather than timing them (`senhas`). `host.linkedStaticWebApp` links
 * its host to a local Static Web Apps server, `host.cors` gives it the Function app's platform CORS
 * (scripts/stack/functionsHost/host.ts).
 */
export async function startInProcessApi(
  settings: Record<string, string>,
  clock: Clock,
  senhas?: Senhas,
  host: Pick<FunctionsHostOptions, 'linkedStaticWebApp' | 'cors'> = {},
) {
  const deps: Dependencies = createDependencies(loadConfig(settings), clock, senhas);
  // What the handlers log (one JSON line per request among it), kept for the tests instead of printed.
  const logs: string[] = [];
  const served = await serveInProcess((app) => registerFunctions(app, deps.platform), {
    log: (_level, category, message) => {
      if (category === 'user') logs.push(message);
    },
    ...host,
  });
  return {
    url: `${served.origin}/api`,
    deps,
    logs,
    async close() {
      await served.close();
      deps.cosmos.client.dispose();
    },
  };
}

/**
 * The API on a seeded database of its own, dropped on close. For tests whose counts, or whose outbox
 * sweeps, must not meet other files' data: every file's clock differs, so a sweep in one file would
 * find another file's pending e-mails due and send them to its own sink.
 */
export async function startIsolatedApi(settings: Record<string, string>, clock: Clock) {
  // The app's start (appStart) prepared its database.
  const api = await startInProcessApi({ ...settings, COSMOS_DATABASE: `isolado-${randomUUID().slice(0, 8)}` }, clock);
  await seedIfEmpty(api.deps);
  return {
    ...api,
    async close() {
      await api.deps.cosmos.database.delete();
      await api.close();
    },
  };
}

/** An e-mail connection string whose endpoint is a port nothing listens on: every send fails as in an outage. */
const deadEmailConnectionString = (port: number) =>
  `endpoint=http://127.0.0.1:${port}/;accesskey=${Buffer.from('x').toString('base64')}`;

/**
 * The API while the e-mail service is down; `emailVolta` brings it back (a sink on the port the API sends
 * to) and gives the sink's address. `isolated` puts the API on a database of its own (startIsolatedApi):
 * a test that sweeps the outbox must be, or its sweep meets other files' pending e-mails.
 */
export async function startApiWithEmailDown(
  settings: Record<string, string>,
  clock: Clock,
  { isolated }: { isolated: boolean },
) {
  const port = await freePort();
  const start = isolated ? startIsolatedApi : startInProcessApi;
  const api = await start({ ...settings, EMAIL_CONNECTION_STRING: deadEmailConnectionString(port) }, clock);
  return {
    ...api,
    async emailVolta(): Promise<{ sinkUrl: string; close(): Promise<void> }> {
      const sink = createEmailSink();
      await new Promise<void>((resolve, reject) => {
        sink.server.once('error', reject);
        sink.server.listen(port, '127.0.0.1', resolve);
      });
      return {
        sinkUrl: `http://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
        async close() {
          sink.server.closeAllConnections();
          await new Promise((resolve) => sink.server.close(resolve));
        },
      };
    },
  };
}
