/**
 * The order lists' filters as the URL carries them. Apart from the filter rules (buscaPedidos.ts), so the
 * router, which loads with the first page, reads the URL without the lists' schemas.
 */
import { readSearch as lerBuscaDasChaves, listParams, type UrlSearch } from '../../lib/urlSearch.ts';

/** Whose orders a screen lists: the franchisee's own (/meus-pedidos) or everyone's (/admin-pedidos). */
export type EscopoPedidos = 'meus' | 'admin';

export const chavesFiltro = ['id', 'cliente', 'unidade', 'status', 'de', 'ate'] as const;
export type ChaveFiltro = (typeof chavesFiltro)[number];

/** The filters as the URL carries them: plain text, a missing key for an empty filter. */
export type BuscaPedidos = UrlSearch<ChaveFiltro>;

/** The client and unit (issue 36) filters exist on the admin list only. */
export const chavesDoEscopo = (escopo: EscopoPedidos): readonly ChaveFiltro[] =>
  escopo === 'admin' ? chavesFiltro : chavesFiltro.filter((chave) => chave !== 'cliente' && chave !== 'unidade');

/** A route's validateSearch: the scope's filters as typed (see readSearch in lib/urlSearch.ts). */
export const lerBusca = (escopo: EscopoPedidos, search: Record<string, unknown>): BuscaPedidos =>
  lerBuscaDasChaves(chavesDoEscopo(escopo), search);

const caminhoLista: Record<EscopoPedidos, string> = {
  meus: '/api/pedidos/meus-pedidos',
  admin: '/api/admin/pedidos',
};

/** Rows per 'Carregar mais'. */
export const pedidosPorPagina = 25;

/**
 * The list call of one page: the filters set, the page size and the next page's token. The boot script reads the
 * first page without filters with it too (app/bootScript.ts), so the screen's first call finds its answer there.
 */
export const urlDaPagina = (
  escopo: EscopoPedidos,
  filtros: Readonly<Record<string, string | undefined>>,
  pagina: { limite: number; continuacao?: string | null },
) => `${caminhoLista[escopo]}?${listParams(filtros, pagina)}`;
