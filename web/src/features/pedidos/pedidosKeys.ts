import type { FiltrosPedidos } from '@portal/shared/schemas/pedidosConsulta';
import type { EscopoPedidos } from './buscaPedidos.ts';

/** The orders' query keys, apart from the API module so the checkout can refresh the lists without loading it. */
export const pedidosKeys = {
  todos: ['pedidos'] as const,
  listas: ['pedidos', 'lista'] as const,
  lista: (escopo: EscopoPedidos, filtros: FiltrosPedidos) => ['pedidos', 'lista', escopo, filtros] as const,
  detalhes: ['pedidos', 'detalhe'] as const,
  detalhe: (escopo: EscopoPedidos, id: number) => ['pedidos', 'detalhe', escopo, id] as const,
};
