import type { app as functionsApp } from '@azure/functions';
import { onDemand } from '@portal/shared';
import type { Platform } from '../composition/platform.ts';
import { createHttpHandler } from './access.ts';
import { createConcurrencyLimiter } from './concurrencyLimits.ts';
import { routes, timers } from './routes.ts';

/**
 * Registers the app on `@azure/functions`: locally, the stand-ins' preparation when the app starts (localSetup.ts);
 * every route of the route table (anonymous: the app authenticates requests itself, access.ts) and every timer. The
 * entry point (index.ts) calls it once with the process's platform; the tests' in-process API with one of their own
 * (a clock they move). Nothing is built here: each route builds its handler, and its domain's services, at its first
 * request (decision 83).
 */
export function registerFunctions(app: typeof functionsApp, platform: Platform): void {
  // In Azure there is nothing to prepare (Bicep made the resources): nothing is built before the first request.
  if (platform.config.PORTAL_MODE === 'local') {
    app.hook.appStart(async () => (await import('./localSetup.ts')).prepareLocalResources(platform));
  }
  // Heavy routes' requests running per user in this instance, across routes sharing a limit.
  const concurrencyLimiter = createConcurrencyLimiter();
  for (const route of routes) {
    app.http(route.name, {
      methods: route.methods,
      route: route.route,
      authLevel: 'anonymous',
      handler: createHttpHandler(route, platform, concurrencyLimiter),
    });
  }
  for (const timer of timers) {
    const handler = onDemand(async () => (await timer.handler())(platform));
    app.timer(timer.name, {
      schedule: timer.schedule,
      handler: async (tick, context) => (await handler())(tick, context),
    });
  }
}
