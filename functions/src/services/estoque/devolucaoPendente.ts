import { lembrarMovimentosPorMs } from '@portal/shared';
import type { PedidoDoc } from '../../data/pedidos/pedidosRepository.ts';

/** How long after a cancellation its return may still be asked: within the product's memory of it, with an hour spare. */
export const prazoDevolucaoMs = lembrarMovimentosPorMs - 60 * 60_000;

/** What an order's cancellation gives back: its stock units and its unit's budget spend (issue 36), under one id. */
export interface Devolucao {
  id: string;
  linhas: PedidoDoc['estoque_tomado'];
  verba: PedidoDoc['verba_tomada'];
}

/**
 * The return an order's cancellation owes, if it is a cancelled order whose cancellation is recent enough that a
 * return asked again is still found applied in the product or the budget (the id counts the timeline: one per
 * cancellation). Asking it is idempotent: the cancellation's request, a reactivation (first) and the sweep all do.
 */
export function devolucaoPendente(
  doc: Pick<PedidoDoc, 'numero' | 'estoque_tomado' | 'verba_tomada' | 'historico_status'>,
  agora: Date,
): Devolucao | null {
  const cancelamento = doc.historico_status.at(-1);
  if (cancelamento?.status !== 'Cancelado' || (doc.estoque_tomado.length === 0 && !doc.verba_tomada)) return null;
  if (agora.getTime() - new Date(cancelamento.em).getTime() >= prazoDevolucaoMs) return null;
  return {
    id: `pedido:${doc.numero}:${doc.historico_status.length - 1}`,
    linhas: doc.estoque_tomado,
    verba: doc.verba_tomada,
  };
}
