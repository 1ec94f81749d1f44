import { sobDemanda } from '@portal/shared';

type Assincronos = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A service whose module is a chunk loaded at its first call (decision 77): what only a few routes use stays off the
 * start path. Every method waits for the module, then calls it; a load that failed fails the calls that wait for it.
 */
export function servicoSobDemanda<S extends Assincronos>(carregar: () => Promise<S>): S {
  const servico = sobDemanda(carregar);
  return new Proxy({} as S, {
    // Not a promise itself: `then` is left undefined, so awaiting the service object gives the object.
    get: (_alvo, nome) =>
      nome === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const metodo = (await servico())[nome as keyof S] as unknown as (...valores: unknown[]) => Promise<unknown>;
            return metodo(...args);
          },
  });
}
