/**
 * The bare side of the load bench in a process of its own, started as the API host is (Node with tsx,
 * the API's settings, the API's Cosmos client and connection policy), so the bare SDK calls run in the
 * same kind of process as the portal's. The parent sends one run at a time over IPC and gets its
 * statistics back.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../functions/src/config.ts';
import { createCosmosClient, openCosmosStore } from '../../functions/src/data/cosmos.ts';
import { type BareScenario, bareOperation } from './bareCalls.ts';
import { type LoadLength, type LoadStats, runConcurrently } from './timing.ts';

export interface BareRun {
  scenario: BareScenario;
  concurrency: number;
  length: LoadLength;
}

type Reply = { ready: true } | { stats: LoadStats } | { error: string };

export interface BareDriver {
  run(run: BareRun): Promise<LoadStats>;
  stop(): Promise<void>;
}

/** Starts the driver process with the API's settings. */
export function startBareDriver(settings: Record<string, string>): Promise<BareDriver> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const reply = () =>
    new Promise<Reply>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`bare driver exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as Reply);
      });
    });
  return reply().then(() => ({
    async run(run) {
      const answer = reply();
      child.send(run);
      const message = await answer;
      if ('error' in message) throw new Error(`bare driver: ${message.error}`);
      if (!('stats' in message)) throw new Error('bare driver answered without statistics');
      return message.stats;
    },
    async stop() {
      child.disconnect();
      await exited;
    },
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  const config = loadConfig();
  const store = openCosmosStore(createCosmosClient(config), config.COSMOS_DATABASE);
  const send = (message: Reply) => process.send?.(message);
  process.on('message', (message: BareRun) => {
    const operation = bareOperation(store.containers, message.scenario);
    runConcurrently(operation, message.concurrency, message.length).then(
      (stats) => send({ stats }),
      (error: unknown) => send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  process.on('disconnect', () => {
    store.client.dispose();
    process.exit(0);
  });
  send({ ready: true });
}
