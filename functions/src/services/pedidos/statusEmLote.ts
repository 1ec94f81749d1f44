import {
  type AtualizarStatusPedido,
  mensagens,
  mensagensPedidos,
  type Pedido,
  type Rastreio,
  type StatusEmLoteResponse,
} from '@portal/shared';
import { DependencyUnavailableError, RefusalError } from '../../errors.ts';

/** How many orders of a bulk change move at the same time (each is its own read and conditional write). */
const loteEmParalelo = 4;

/**
 * Moves several orders to one status, each on its own (`alterar`: one order's change; a refusal of one never stops
 * the others), and tells for every order whether it moved and, if not, why.
 */
export async function alterarEmLote(
  alterar: (id: number, mudanca: AtualizarStatusPedido) => Promise<{ pedido: Pedido }>,
  ids: number[],
  { rastreios, ...mudanca }: AtualizarStatusPedido & { rastreios: ReadonlyMap<number, Rastreio> },
): Promise<StatusEmLoteResponse> {
  const alterarUm = async (id: number): Promise<StatusEmLoteResponse['resultados'][number]> => {
    try {
      const { pedido } = await alterar(id, { ...mudanca, rastreio: rastreios.get(id) ?? null });
      return { id, ok: true, pedido };
    } catch (error) {
      if (error instanceof RefusalError) return { id, ok: false, message: error.message };
      if (error instanceof DependencyUnavailableError) return { id, ok: false, message: mensagens.servicoIndisponivel };
      throw error;
    }
  };
  const unicos = [...new Set(ids)];
  const resultados: StatusEmLoteResponse['resultados'] = [];
  for (let inicio = 0; inicio < unicos.length; inicio += loteEmParalelo) {
    resultados.push(...(await Promise.all(unicos.slice(inicio, inicio + loteEmParalelo).map(alterarUm))));
  }
  const alterados = resultados.filter((resultado) => resultado.ok).length;
  return { message: mensagensPedidos.loteResultado(alterados, resultados.length), resultados };
}
