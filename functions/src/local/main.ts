/**
 * Local stand-in for the Functions host (Core Tools cannot be installed here): serves the same
 * route table and timers as src/index.ts on http://localhost:7071/api/...
 */

import { createHttpHandler } from '../app/access.ts';
import { createDependencies, prepareLocalResources } from '../app/dependencies.ts';
import { routes, timers } from '../app/routes.ts';
import { loadConfig } from '../config.ts';
import { createLocalHost } from './host.ts';
import { startTimers } from './timerScheduler.ts';

const port = Number(process.env.API_PORT ?? 7071);
const deps = createDependencies(loadConfig());
await prepareLocalResources(deps);

const server = createLocalHost(
  routes.map((definition) => ({ definition, handler: createHttpHandler(definition, deps) })),
);
const scheduler = startTimers(timers.map((timer) => ({ ...timer, handler: timer.handler(deps) })));

server.listen(port, '127.0.0.1', () => {
  // The launcher waits for this line.
  console.log(`API host listening on http://127.0.0.1:${port}/api`);
});

const shutdown = () => {
  scheduler.stop();
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
