/**
 * The /users search as the URL carries it (a searched list can be linked and survives a reload). Apart
 * from the page, so the router reads the URL without loading the screen.
 */
import { readSearch, type UrlSearch } from '../../lib/urlSearch.ts';

export const chavesBuscaUsuarios = ['busca'] as const;
export type BuscaUsuarios = UrlSearch<(typeof chavesBuscaUsuarios)[number]>;

/** /users' validateSearch: the name or e-mail as typed, undefined when blank. */
export const lerBuscaUsuarios = (search: Record<string, unknown>): BuscaUsuarios =>
  readSearch(chavesBuscaUsuarios, search);
