import type { FiltrosChamados } from '@portal/shared/schemas/chamadosConsulta';
import type { EscopoChamados } from './buscaUrl.ts';

/**
 * The tickets' query keys, apart from the API module so the /chamados form can refresh the lists without
 * loading it. Everything sits under ['chamados'], so invalidating that root reloads every list and count.
 */
export const chamadosKeys = {
  todos: ['chamados'] as const,
  listas: ['chamados', 'lista'] as const,
  lista: (escopo: EscopoChamados, filtros: FiltrosChamados) => ['chamados', 'lista', escopo, filtros] as const,
  /** One ticket with its conversation (the lists carry only a summary of each). */
  detalhe: (id: number) => ['chamados', 'detalhe', id] as const,
  /** How many tickets the scope has without filters (the Y of 'Mostrando X de Y chamados'). */
  total: (escopo: EscopoChamados) => ['chamados', 'total', escopo] as const,
};
