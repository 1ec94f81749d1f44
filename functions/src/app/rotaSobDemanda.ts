import type { HttpResponseInit } from '@azure/functions';
import type { Dependencies } from './dependencies.ts';

/** A route's handler factory, of either kind (PublicRoute, SignedInRoute: routeTypes.ts). */
type Fabrica = (deps: Dependencies) => (...args: never[]) => Promise<HttpResponseInit>;

/**
 * The handler factory `nome` of a route module that is a chunk (decision 83): registering the route loads nothing;
 * the wrapper (access.ts) calls this at the route's first request, which imports the module and builds the handler
 * every later request reuses. The route table keeps each route's access and limit, so the wrapper checks them before
 * the module is asked for.
 */
export function rotaSobDemanda<M extends Record<N, Fabrica>, N extends keyof M>(
  modulo: () => Promise<M>,
  nome: N,
): (deps: Dependencies) => Promise<ReturnType<M[N]>>;
export function rotaSobDemanda(modulo: () => Promise<Record<string, Fabrica>>, nome: string) {
  return async (deps: Dependencies) => {
    const fabrica = (await modulo())[nome];
    // The overload above rules it out; a module renamed under a table that was not is a 500, said plainly.
    if (!fabrica) throw new Error(`the route module exports no '${nome}'`);
    return fabrica(deps);
  };
}
