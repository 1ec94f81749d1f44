import type { HttpMethod, InvocationContext, Timer } from '@azure/functions';
import type { Dependencies } from './dependencies.ts';
import type { HttpHandler } from './http.ts';

/** Builds a handler from the process-wide dependencies. */
export type RouteFactory = (deps: Dependencies) => HttpHandler;

export interface RouteDefinition {
  /** Function name in Azure; unique. */
  name: string;
  methods: HttpMethod[];
  /** Route template below /api, Functions syntax: `produtos/{id}`. */
  route: string;
  handler: RouteFactory;
}

export type TimerHandler = (timer: Timer, context: InvocationContext) => Promise<void>;

export interface TimerDefinition {
  name: string;
  // NCRONTAB with a seconds field, as Azure Functions expects, e.g. "0 */5 * * * *".
  schedule: string;
  handler: (deps: Dependencies) => TimerHandler;
}
