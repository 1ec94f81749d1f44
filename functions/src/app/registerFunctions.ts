import type { app as functionsApp } from '@azure/functions';
import { createHttpHandler } from './access.ts';
import { type Dependencies, prepareLocalResources } from './dependencies.ts';
import { routes, timers } from './routes.ts';

/**
 * Registers the app on `@azure/functions`: the local resources' preparation when the app starts, every route of
 * the route table (anonymous: the app authenticates requests itself, access.ts) and every timer. The entry point
 * (index.ts) calls it once; the tests' in-process API calls it with a clock of their own.
 */
export function registerFunctions(app: typeof functionsApp, deps: Dependencies): void {
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
}
