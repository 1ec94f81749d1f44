/**
 * The local Functions host as a process (Core Tools cannot be installed here): loads the app in the working
 * folder — the API package as azd ships it, unzipped outside the workspace (scripts/stack/launch.ts) — through the
 * worker stand-in, serves its HTTP functions on http://127.0.0.1:$API_PORT and runs its timers. Bundled and run by
 * plain Node, so the package's modules resolve as on Azure: from the package alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { corsFromEnvironment } from './cors.ts';
import { createFunctionsHost } from './host.ts';
import { startTimers } from './timerScheduler.ts';
import { timerFunctions } from './timers.ts';
import { type LogSink, startWorkerApp, type WorkerApp } from './worker.ts';

const functionAppDirectory = process.cwd();
const port = Number(process.env.API_PORT ?? 7071);

/** What the app logs, printed as Core Tools prints it; the library's own debug lines are left out. */
const log: LogSink = (level, category, message) => {
  if (category === 'system' && (level === 'debug' || level === 'trace' || level === 'information')) return;
  if (level === 'error' || level === 'critical' || level === 'warning') console.error(message);
  else console.log(message);
};

// The worker loads package.json's `main` (azure-functions-nodejs-worker, src/startApp.ts).
const { main } = JSON.parse(readFileSync(join(functionAppDirectory, 'package.json'), 'utf8')) as { main: string };
/**
 * An entry point that throws (the API refusing a setting, an unresolved Key Vault reference among them) leaves the
 * host running with no functions, every path its empty 404, as in Azure: the worker reports "Worker was unable to
 * load entry point" (azure-functions-nodejs-worker, startApp.ts) and the host finds no functions.
 */
const app = await startWorkerApp(
  functionAppDirectory,
  () => import(pathToFileURL(join(functionAppDirectory, main)).href),
  log,
).catch((error: unknown): WorkerApp => {
  log('error', 'system', `Worker was unable to load entry point "${main}": ${String(error)}`);
  return {
    programmingModel: 'none',
    functions: [],
    httpUri: undefined,
    invoke: () => Promise.reject(new Error('the app has no functions')),
    terminate: async () => {},
  };
});
// The key of the local Static Web Apps server's platform token, when one is linked (launch.ts).
const linkedKey = process.env.LINKED_STATIC_WEB_APP_KEY;
const server = createFunctionsHost(app, {
  functionAppDirectory,
  cors: corsFromEnvironment(process.env),
  ...(linkedKey
    ? {
        linkedStaticWebApp: {
          platformKey: Buffer.from(linkedKey, 'base64'),
          refuseOthers: process.env.LINKED_STATIC_WEB_APP_ONLY === 'true',
        },
      }
    : {}),
  log,
});
const scheduler = startTimers(timerFunctions(app, log), (name, error) =>
  log(
    'error',
    'system',
    `timer ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  ),
);

server.listen(port, '127.0.0.1', () => {
  // The launcher waits for this line.
  console.log(`API host listening on http://127.0.0.1:${port}/api`);
});

const shutdown = async () => {
  scheduler.stop();
  await app.terminate().catch(() => undefined);
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
