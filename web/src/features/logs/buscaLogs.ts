import { type FiltrosLogs, filtrosLogsSchema } from '@portal/shared/schemas/logs';
import { searchValues, type ValidatedFilters, validateSearch } from '../../lib/urlSearch.ts';
import { type BuscaLogs, type ChaveFiltroLogs, chavesFiltroLogs } from './buscaUrl.ts';

/** The filter inputs' values ('' when a filter is empty). */
export const valoresDosFiltros = (busca: BuscaLogs): Record<ChaveFiltroLogs, string> =>
  searchValues(chavesFiltroLogs, busca);

/** The filters the API takes, checked by its own schema (an unknown type, an end date before the start). */
export const filtrosDaBusca = (busca: BuscaLogs): ValidatedFilters<FiltrosLogs> =>
  validateSearch(filtrosLogsSchema, busca);
