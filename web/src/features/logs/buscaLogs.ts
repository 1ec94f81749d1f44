import { type FiltrosLogs, filtrosLogsSchema } from '@portal/shared/schemas/logs';
import { type FiltrosValidados, validarBusca, valoresDaBusca } from '../../lib/buscaNaUrl.ts';
import { type BuscaLogs, type ChaveFiltroLogs, chavesFiltroLogs } from './buscaUrl.ts';

/** The filter inputs' values ('' when a filter is empty). */
export const valoresDosFiltros = (busca: BuscaLogs): Record<ChaveFiltroLogs, string> =>
  valoresDaBusca(chavesFiltroLogs, busca);

/** The filters the API takes, checked by its own schema (an unknown type, an end date before the start). */
export const filtrosDaBusca = (busca: BuscaLogs): FiltrosValidados<FiltrosLogs> =>
  validarBusca(filtrosLogsSchema, busca);
