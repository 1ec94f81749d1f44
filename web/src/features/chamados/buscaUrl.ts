/**
 * The ticket lists' filters as the URL carries them (as the order lists do: pedidos/buscaUrl.ts), apart
 * from the filter rules, so the router reads the URL without the lists' schemas.
 */
import { readSearch as lerBuscaDasChaves, type UrlSearch } from '../../lib/urlSearch.ts';

/** Whose tickets a screen lists: the franchisee's own (/meus-chamados) or everyone's (/admin-chamados). */
export type EscopoChamados = 'meus' | 'admin';

export const chavesFiltro = [
  'protocolo',
  'usuario',
  'status',
  'formulario',
  'tipoSolicitacao',
  'de',
  'ate',
  'atrasados',
  'ordem',
] as const;
export type ChaveFiltro = (typeof chavesFiltro)[number];

export type BuscaChamados = UrlSearch<ChaveFiltro>;

/** Only on the admin list: the requester filter, and the deadlines' (issue 36) late filter and order. */
const somenteAdmin = new Set<ChaveFiltro>(['usuario', 'atrasados', 'ordem']);

export const chavesDoEscopo = (escopo: EscopoChamados): readonly ChaveFiltro[] =>
  escopo === 'admin' ? chavesFiltro : chavesFiltro.filter((chave) => !somenteAdmin.has(chave));

/** The deadlines' controls, shown only while the API says deadlines are on. */
export const chavesDePrazo: ReadonlySet<ChaveFiltro> = new Set(['atrasados', 'ordem']);

/** A route's validateSearch: the scope's filters as typed (see readSearch in lib/urlSearch.ts). */
export const lerBuscaChamados = (escopo: EscopoChamados, search: Record<string, unknown>): BuscaChamados =>
  lerBuscaDasChaves(chavesDoEscopo(escopo), search);
