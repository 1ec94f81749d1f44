import { type FiltrosChamados, filtrosChamadosSchema } from '@portal/shared/schemas/chamadosConsulta';
import { type FiltrosValidados, validarBusca, valoresDaBusca } from '../../lib/buscaNaUrl.ts';
import { type BuscaChamados, type ChaveFiltro, chavesFiltro } from './buscaUrl.ts';

/** The filter inputs' values ('' when a filter is empty). */
export const valoresDosFiltros = (busca: BuscaChamados): Record<ChaveFiltro, string> =>
  valoresDaBusca(chavesFiltro, busca);

/**
 * The filters the API takes, checked by the API's own schema, so a bad protocol or an end date before the
 * start is explained at once instead of sent to be refused.
 */
export const filtrosDaBusca = (busca: BuscaChamados): FiltrosValidados<FiltrosChamados> =>
  validarBusca(filtrosChamadosSchema, busca);
