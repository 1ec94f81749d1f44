import type { HttpMethod, HttpRequest, HttpResponseInit, InvocationContext, Timer } from '@azure/functions';
import type { Permissao } from '@portal/shared';
import type { Sessao } from '../services/auth/authService.ts';
import type { LimiteConcorrencia } from './concorrenciaPorUsuario.ts';
import type { Dependencies } from './dependencies.ts';

/** Who may call a route: anyone, any signed-in user, or a signed-in user holding a permission. */
export type Acesso = 'publico' | 'autenticado' | Permissao;

export type HttpHandler = (request: HttpRequest, context: InvocationContext) => Promise<HttpResponseInit>;

/** A handler of a signed-in route: the wrapper has authenticated the caller and checked the permission. */
export type SignedInHandler = (
  request: HttpRequest,
  sessao: Sessao,
  context: InvocationContext,
) => Promise<HttpResponseInit>;

/** Builds a handler from the process-wide dependencies. */
export type PublicRoute = (deps: Dependencies) => HttpHandler;
export type SignedInRoute = (deps: Dependencies) => SignedInHandler;

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
 * A route's handler factory as the table holds it: the module's own, or one that imports its module first
 * (rotaSobDemanda.ts). The wrapper (access.ts) builds the handler once, at the route's first request.
 */
type NaTabela<Rota extends PublicRoute | SignedInRoute> = (
  deps: Dependencies,
) => ReturnType<Rota> | Promise<ReturnType<Rota>>;

export type RouteDefinition =
  | (RouteBase & { access: 'publico'; handler: NaTabela<PublicRoute> })
  | (RouteBase & {
      access: Exclude<Acesso, 'publico'>;
      handler: NaTabela<SignedInRoute>;
      /** A heavy route: how many of one user's requests it runs at once (more get 429, concorrenciaPorUsuario.ts). */
      limit?: LimiteConcorrencia;
    });

export type TimerHandler = (timer: Timer, context: InvocationContext) => Promise<void>;

export interface TimerDefinition {
  name: string;
  // NCRONTAB with a seconds field, as Azure Functions expects, e.g. "0 */5 * * * *".
  schedule: string;
  handler: (deps: Dependencies) => TimerHandler;
}
