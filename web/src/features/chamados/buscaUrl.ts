/**
 * The ticket lists' filters as the URL carries them (as the order lists do: pedidos/buscaUrl.ts), apart
 * from the filter rules, so the router reads the URL without the lists' schemas.
 */
import { readSearch as lerBuscaDasChaves, type UrlSearch } from '../../lib/urlSearch.ts';

/** Whose tickets a screen lists: the franchisee's own (/meus-chamados) or everyone's (/admin-chamados). */
export type EscopoChamados = 'meus' | 'admin';

export const chavesFiltro = ['protocolo', 'usuario', 'status', 'formulario', 'tipoSolicitacao', 'de', 'ate'] as const;
export type ChaveFiltro = (typeof chavesFiltro)[number];

export type BuscaChamados = UrlSearch<ChaveFiltro>;

/** The requester filter exists on the admin list only. */
export const chavesDoEscopo = (escopo: EscopoChamados): readonly ChaveFiltro[] =>
  escopo === 'admin' ? chavesFiltro : chavesFiltro.filter((chave) => chave !== 'usuario');

/** A route's validateSearch: the scope's filters as typed (see readSearch in lib/urlSearch.ts). */
export const lerBuscaChamados = (escopo: EscopoChamados, search: Record<string, unknown>): BuscaChamados =>
  lerBuscaDasChaves(chavesDoEscopo(escopo), search);
