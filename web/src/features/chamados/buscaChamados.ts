import { type FiltrosChamados, filtrosChamadosSchema } from '@portal/shared/schemas/chamadosConsulta';
import { searchValues, type ValidatedFilters, validateSearch } from '../../lib/urlSearch.ts';
import { type BuscaChamados, type ChaveFiltro, chavesFiltro } from './buscaUrl.ts';

/** The filter inputs' values ('' when a filter is empty). */
export const valoresDosFiltros = (busca: BuscaChamados): Record<ChaveFiltro, string> =>
  searchValues(chavesFiltro, busca);

/**
 * The filters the API takes, checked by the API's own schema, so a bad protocol or an end date before the
 * start is explained at once instead of sent to be refused.
 */
export const filtrosDaBusca = (busca: BuscaChamados): ValidatedFilters<FiltrosChamados> =>
  validateSearch(filtrosChamadosSchema, busca);
