import type { HttpMethod, HttpRequest, HttpResponseInit, InvocationContext, Timer } from '@azure/functions';
import type { Permissao } from '@portal/shared';
import type { Platform } from '../composition/platform.ts';
import type { Sessao } from '../services/auth/sessions.ts';
import type { ConcurrencyLimit } from './concurrencyLimits.ts';

/** Who may call a route: anyone, any signed-in user, or a signed-in user holding a permission. */
export type Access = 'publico' | 'autenticado' | Permissao;

export type HttpHandler = (request: HttpRequest, context: InvocationContext) => Promise<HttpResponseInit>;

/** A handler of a signed-in route: the wrapper has authenticated the caller and checked the permission. */
export type SignedInHandler = (
  request: HttpRequest,
  sessao: Sessao,
  context: InvocationContext,
) => Promise<HttpResponseInit>;

/**
 * Builds a handler from the platform, once, at the route's first request: it takes its domain's services from the
 * domain's factory (composition/), which builds them once per platform.
 */
export type PublicRoute = (platform: Platform) => HttpHandler;
export type SignedInRoute = (platform: Platform) => SignedInHandler;

interface RouteBase {
  /** Function name in Azure; unique. */
  name: string;
  methods: HttpMethod[];
  /**
   * Route template, Functions syntax, written with its `api/` segment (host.json's routePrefix is empty:
   * the host reserves templates starting with `admin`, and the spec's paths are /api/admin/...).
   */
  route: string;
}

/**
 * A route's handler factory as the table holds it: taken from its module, which is imported at the route's first
 * request (the one deferral, decision 83 as the composition root amended it).
 */
type Loaded<Route> = () => Promise<Route>;

export type RouteDefinition =
  | (RouteBase & { access: 'publico'; handler: Loaded<PublicRoute> })
  | (RouteBase & {
      access: Exclude<Access, 'publico'>;
      handler: Loaded<SignedInRoute>;
      /** A heavy route: how many of one user's requests it runs at once (more get 429, concurrencyLimits.ts). */
      limit?: ConcurrencyLimit;
    });

export type TimerHandler = (timer: Timer, context: InvocationContext) => Promise<void>;

/** Builds a timer's handler from the platform, as a route's (PublicRoute). */
export type TimerRoute = (platform: Platform) => TimerHandler;

export interface TimerDefinition {
  name: string;
  // NCRONTAB with a seconds field, as Azure Functions expects, e.g. "0 */5 * * * *".
  schedule: string;
  handler: Loaded<TimerRoute>;
}
