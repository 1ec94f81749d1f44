import { type FiltrosPedidos, filtrosPedidosSchema } from '@portal/shared';
import { type BuscaPedidos, type ChaveFiltro, chavesFiltro } from './buscaUrl.ts';

export {
  type BuscaPedidos,
  type ChaveFiltro,
  chavesDoEscopo,
  chavesFiltro,
  type EscopoPedidos,
  lerBusca,
} from './buscaUrl.ts';

/** The filter inputs' values ('' when a filter is empty). */
export function valoresDosFiltros(busca: BuscaPedidos): Record<ChaveFiltro, string> {
  return {
    id: busca.id ?? '',
    cliente: busca.cliente ?? '',
    status: busca.status ?? '',
    de: busca.de ?? '',
    ate: busca.ate ?? '',
  };
}

/** One filter changed: the new search (an emptied filter leaves the URL). */
export function comFiltro(busca: BuscaPedidos, chave: ChaveFiltro, valor: string): BuscaPedidos {
  return { ...busca, [chave]: valor.trim() === '' ? undefined : valor };
}

export type FiltrosValidados = { ok: true; filtros: FiltrosPedidos } | { ok: false; mensagem: string };

/**
 * The filters the API takes, checked by the API's own schema, so a bad value (letters in the order
 * number, an end date before the start) is explained at once instead of sent to be refused.
 */
export function filtrosDaBusca(busca: BuscaPedidos): FiltrosValidados {
  const resultado = filtrosPedidosSchema.safeParse(busca);
  if (resultado.success) return { ok: true, filtros: resultado.data };
  return { ok: false, mensagem: resultado.error.issues[0]?.message ?? '' };
}

/** The list call's query string: the filters set, the page size and the next page's token. */
export function parametrosDaLista(
  filtros: FiltrosPedidos,
  pagina: { limite: number; continuacao?: string | null },
): URLSearchParams {
  const parametros = new URLSearchParams();
  for (const chave of chavesFiltro) {
    const valor = filtros[chave];
    if (valor) parametros.set(chave, valor);
  }
  parametros.set('limite', String(pagina.limite));
  if (pagina.continuacao) parametros.set('continuacao', pagina.continuacao);
  return parametros;
}
