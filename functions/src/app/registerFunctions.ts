import type { app as functionsApp } from '@azure/functions';
import { sobDemanda } from '@portal/shared';
import type { Config } from '../config.ts';
import { createHttpHandler } from './access.ts';
import type { Dependencies } from './dependencies.ts';
import { routes, timers } from './routes.ts';

/**
 * The dependencies built at their first use, from the settings read at start (the entry point, decision 83): the
 * start path registers the routes, and the first request, timer or (locally) the app's start builds the clients and
 * services. Each call of `carregar` builds them anew: registerFunctions calls it once and keeps the promise.
 */
export interface DependenciasSobDemanda {
  config: Config;
  carregar(): Promise<Dependencies>;
}

/**
 * Registers the app on `@azure/functions`: locally, the stand-ins' preparation when the app starts; every route of the
 * route table (anonymous: the app authenticates requests itself, access.ts) and every timer. The entry point
 * (index.ts) calls it once with dependencies built on demand; the tests' in-process API with built ones and a clock of
 * their own.
 */
export function registerFunctions(app: typeof functionsApp, deps: Dependencies | DependenciasSobDemanda): void {
  const dependencias = 'carregar' in deps ? sobDemanda(() => deps.carregar()) : async () => deps;
  // In Azure there is nothing to prepare (Bicep made the resources): nothing is built before the first request.
  if (deps.config.PORTAL_MODE === 'local') {
    app.hook.appStart(async () => (await import('./dependencies.ts')).prepareLocalResources(await dependencias()));
  }
  for (const route of routes) {
    app.http(route.name, {
      methods: route.methods,
      route: route.route,
      authLevel: 'anonymous',
      handler: createHttpHandler(route, dependencias),
    });
  }
  for (const timer of timers) {
    const handler = sobDemanda(async () => timer.handler(await dependencias()));
    app.timer(timer.name, {
      schedule: timer.schedule,
      handler: async (tick, context) => (await handler())(tick, context),
    });
  }
}
