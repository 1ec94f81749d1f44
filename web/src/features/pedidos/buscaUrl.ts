/**
 * The order lists' filters as the URL carries them. Apart from the filter rules (buscaPedidos.ts), so the
 * router, which loads with the first page, reads the URL without the lists' schemas.
 */

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
