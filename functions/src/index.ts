/**
 * Azure Functions entry point: parse config once, build the clients once, register every route of
 * the shared route table. Anonymous auth level: the app authenticates requests itself.
 */
import { app } from '@azure/functions';
import { createDependencies, prepareLocalResources } from './app/dependencies.ts';
import { withErrorHandling } from './app/http.ts';
import { routes, timers } from './app/routes.ts';
import { loadConfig } from './config.ts';

const deps = createDependencies(loadConfig());

app.setup({ enableHttpStream: false });
app.hook.appStart(() => prepareLocalResources(deps));

for (const route of routes) {
  app.http(route.name, {
    methods: route.methods,
    route: route.route,
    authLevel: 'anonymous',
    handler: withErrorHandling(route.handler(deps)),
  });
}

for (const timer of timers) {
  app.timer(timer.name, { schedule: timer.schedule, handler: timer.handler(deps) });
}
