/**
 * The log filters as the URL carries them. Apart from the filter rules (buscaLogs.ts), so the router,
 * which loads with the first page, reads the URL without the log schemas.
 */
import { readSearch, type UrlSearch } from '../../lib/urlSearch.ts';

export const chavesFiltroLogs = ['tipo', 'acao', 'usuarioId', 'de', 'ate'] as const;
export type ChaveFiltroLogs = (typeof chavesFiltroLogs)[number];

export type BuscaLogs = UrlSearch<ChaveFiltroLogs>;

/** /logs' validateSearch: every filter as typed, undefined when blank. */
export const lerBuscaLogs = (search: Record<string, unknown>): BuscaLogs => readSearch(chavesFiltroLogs, search);
