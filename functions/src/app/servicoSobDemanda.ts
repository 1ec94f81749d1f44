import { sobDemanda } from '@portal/shared';

type Assincronos = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A service whose module is a chunk loaded at its first call (decision 77): what only a few routes use stays off the
 * start path. Every method waits for the module, then calls it; a load that failed fails the calls that wait for it.
 */
export function servicoSobDemanda<S extends Assincronos>(carregar: () => Promise<S>): S {
  const servico = sobDemanda(carregar);
  return new Proxy({} as S, {
    // Only its methods: not a promise (`then`), nor anything inspection asks by symbol (util.inspect.custom).
    get: (_alvo, nome) =>
      nome === 'then' || typeof nome === 'symbol'
        ? undefined
        : async (...args: unknown[]) => {
            const metodo = (await servico())[nome as keyof S] as unknown as (...valores: unknown[]) => Promise<unknown>;
            return metodo(...args);
          },
  });
}
