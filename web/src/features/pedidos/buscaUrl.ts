/**
 * The order lists' filters as the URL carries them. Apart from the filter rules (buscaPedidos.ts), so the
 * router, which loads with the first page, reads the URL without the lists' schemas.
 */
import { type Busca, lerBusca as lerBuscaDasChaves } from '../../lib/buscaNaUrl.ts';

/** Whose orders a screen lists: the franchisee's own (/meus-pedidos) or everyone's (/admin-pedidos). */
export type EscopoPedidos = 'meus' | 'admin';

export const chavesFiltro = ['id', 'cliente', 'status', 'de', 'ate'] as const;
export type ChaveFiltro = (typeof chavesFiltro)[number];

/** The filters as the URL carries them: plain text, a missing key for an empty filter. */
export type BuscaPedidos = Busca<ChaveFiltro>;

/** The client filter exists on the admin list only. */
export const chavesDoEscopo = (escopo: EscopoPedidos): readonly ChaveFiltro[] =>
  escopo === 'admin' ? chavesFiltro : chavesFiltro.filter((chave) => chave !== 'cliente');

/** A route's validateSearch: the scope's filters as typed (see lerBusca in lib/buscaNaUrl.ts). */
export const lerBusca = (escopo: EscopoPedidos, search: Record<string, unknown>): BuscaPedidos =>
  lerBuscaDasChaves(chavesDoEscopo(escopo), search);
