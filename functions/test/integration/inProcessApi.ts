import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedIfEmpty } from '../../../scripts/seed/seed.ts';
import { createHttpHandler } from '../../src/app/access.ts';
import {
  type Clock,
  createDependencies,
  type Dependencies,
  prepareLocalResources,
} from '../../src/app/dependencies.ts';
import { routes } from '../../src/app/routes.ts';
import { loadConfig } from '../../src/config.ts';
import { createLocalHost } from '../../src/local/host.ts';

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
 * (the stack's own API host runs in another process on the real clock).
 */
export async function startInProcessApi(settings: Record<string, string>, clock: Clock) {
  const deps: Dependencies = createDependencies(loadConfig(settings), clock);
  const server: Server = createLocalHost(
    routes.map((definition) => ({ definition, handler: createHttpHandler(definition, deps) })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    deps,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
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
  const api = await startInProcessApi({ ...settings, COSMOS_DATABASE: `isolado-${randomUUID().slice(0, 8)}` }, clock);
  await prepareLocalResources(api.deps);
  await seedIfEmpty(api.deps);
  return {
    ...api,
    async close() {
      await api.deps.cosmos.database.delete();
      await api.close();
    },
  };
}
