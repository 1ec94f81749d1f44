import { sobDemanda } from '@portal/shared';

type Assincrono = (...args: never[]) => Promise<unknown>;

/**
 * What a service loaded on demand offers before its module is there: its async methods (a call can wait for the
 * module; a value or a synchronous method could not), or the service itself when it is one async function.
 */
export type ServicoSobDemanda<S> = S extends Assincrono
  ? S
  : { [Nome in keyof S as S[Nome] extends Assincrono ? Nome : never]: S[Nome] };

type Chamavel = (...valores: unknown[]) => Promise<unknown>;

/**
 * A service whose module is a chunk loaded at its first call (decisions 77 and 83): what the start path does not need
 * stays off it. Every call waits for the module, then calls the service; a load that failed fails the calls that
 * wait for it.
 */
export function servicoSobDemanda<S extends object>(carregar: () => Promise<S>): ServicoSobDemanda<S> {
  const servico = sobDemanda(carregar);
  // A function target, so that a service that is one function can be called (`apply`).
  return new Proxy(() => undefined, {
    apply: async (_alvo, _this, args: unknown[]) => ((await servico()) as Chamavel)(...args),
    // Only its methods: not a promise (`then`), nor anything inspection asks by symbol (util.inspect.custom).
    get: (_alvo, nome) =>
      nome === 'then' || typeof nome === 'symbol'
        ? undefined
        : async (...args: unknown[]) => {
            const carregado = await servico();
            return (carregado[nome as keyof S] as Chamavel).apply(carregado, args);
          },
  }) as unknown as ServicoSobDemanda<S>;
}
