import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
// @azure/functions is a CommonJS bundle whose members Node's ESM loader cannot see as named exports.
import azureFunctions from '@azure/functions';
import type { CorsSettings } from './cors.ts';
import type { FunctionError } from './functionsHostRules.ts';
import { createFunctionsHost, type FunctionsHostOptions } from './host.ts';
import { type LogSink, startWorkerApp } from './worker.ts';

export const { HttpRequest, InvocationContext } = azureFunctions;

/** The functions app's folder: its host.json gives the route prefix. */
const functionsDirectory = fileURLToPath(new URL('../../../functions/', import.meta.url));

let streamsOn = false;

export interface InProcessHost {
  /** The host's root, e.g. http://127.0.0.1:1234 (the routes carry their own `api/`). */
  origin: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * An app registered in this process by `register` (the API's source with a test's own clock, or a test's own
 * functions), loaded by the worker stand-in and served by the local Functions host on a free port: the same path a
 * request takes through the package in the stack, from @azure/functions' request to its response.
 */
export async function serveInProcess(
  register: (app: typeof azureFunctions.app) => void,
  options: {
    log?: LogSink;
    cors?: CorsSettings;
    linkedStaticWebApp?: FunctionsHostOptions['linkedStaticWebApp'];
    onFunctionError?: (error: FunctionError) => void;
  } = {},
): Promise<InProcessHost> {
  const log = options.log ?? (() => {});
  const app = await startWorkerApp(
    functionsDirectory,
    async () => {
      // As functions/src/index.ts does; once per process, as the library allows.
      if (!streamsOn) azureFunctions.app.setup({ enableHttpStream: true });
      streamsOn = true;
      register(azureFunctions.app);
    },
    log,
  );
  const server = createFunctionsHost(app, {
    functionAppDirectory: functionsDirectory,
    ...(options.cors ? { cors: options.cors } : {}),
    ...(options.linkedStaticWebApp ? { linkedStaticWebApp: options.linkedStaticWebApp } : {}),
    log,
    ...(options.onFunctionError ? { onFunctionError: options.onFunctionError } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.terminate();
    },
  };
}
