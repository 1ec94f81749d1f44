import { type FiltrosPedidos, filtrosPedidosSchema } from '@portal/shared/schemas/pedidosConsulta';
import { searchValues, type ValidatedFilters, validateSearch } from '../../lib/urlSearch.ts';
import { type BuscaPedidos, type ChaveFiltro, chavesFiltro } from './buscaUrl.ts';

export { filterParams, listParams, withFilter } from '../../lib/urlSearch.ts';
export {
  type BuscaPedidos,
  type ChaveFiltro,
  chavesDoEscopo,
  chavesFiltro,
  type EscopoPedidos,
  lerBusca,
} from './buscaUrl.ts';

/** The filter inputs' values ('' when a filter is empty). */
export const valoresDosFiltros = (busca: BuscaPedidos): Record<ChaveFiltro, string> =>
  searchValues(chavesFiltro, busca);

/** The filters the API takes, checked by the API's own schema (letters in the order number are explained at once). */
export const filtrosDaBusca = (busca: BuscaPedidos): ValidatedFilters<FiltrosPedidos> =>
  validateSearch(filtrosPedidosSchema, busca);
