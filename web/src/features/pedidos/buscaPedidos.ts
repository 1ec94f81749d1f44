import { type FiltrosPedidos, filtrosPedidosSchema } from '@portal/shared';

/** Whose orders a screen lists: the franchisee's own (/meus-pedidos) or everyone's (/admin-pedidos). */
export type EscopoPedidos = 'meus' | 'admin';

export const chavesFiltro = ['id', 'cliente', 'status', 'de', 'ate'] as const;
export type ChaveFiltro = (typeof chavesFiltro)[number];

/** The filters as the URL carries them: plain text, a missing key for an empty filter. */
export type BuscaPedidos = Partial<Record<ChaveFiltro, string>>;

/** The client filter exists on the admin list only. */
export const chavesDoEscopo = (escopo: EscopoPedidos): readonly ChaveFiltro[] =>
  escopo === 'admin' ? chavesFiltro : chavesFiltro.filter((chave) => chave !== 'cliente');

/** Longest filter text kept from a URL (the API refuses longer client names anyway). */
const maximoTexto = 100;

/**
 * A route's validateSearch: every key the screen owns, as the text typed (not trimmed, so a space
 * between two words survives typing), undefined when blank. Validation happens in filtrosDaBusca.
 */
export function lerBusca(escopo: EscopoPedidos, search: Record<string, unknown>): BuscaPedidos {
  const busca: BuscaPedidos = {};
  for (const chave of chavesDoEscopo(escopo)) {
    const valor = search[chave];
    busca[chave] = typeof valor === 'string' && valor.trim() !== '' ? valor.slice(0, maximoTexto) : undefined;
  }
  return busca;
}

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
