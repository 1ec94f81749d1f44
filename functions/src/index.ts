/**
 * Azure Functions entry point: parse config once, build the clients once, register every route of
 * the shared route table. Anonymous auth level: the app authenticates requests itself (access.ts).
 */
import { app } from '@azure/functions';
import { createHttpHandler } from './app/access.ts';
import { createDependencies, prepareLocalResources } from './app/dependencies.ts';
import { routes, timers } from './app/routes.ts';
import { loadConfig } from './config.ts';

const deps = createDependencies(loadConfig());

// HTTP streams: downloads are streamed instead of buffered, and the request's query comes from its URL
// (repeated keys kept; the RPC path joins them with commas).
app.setup({ enableHttpStream: true });
app.hook.appStart(() => prepareLocalResources(deps));

for (const route of routes) {
  app.http(route.name, {
    methods: route.methods,
    route: route.route,
    authLevel: 'anonymous',
    handler: createHttpHandler(route, deps),
  });
}

for (const timer of timers) {
  app.timer(timer.name, { schedule: timer.schedule, handler: timer.handler(deps) });
}
