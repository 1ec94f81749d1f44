import { mensagensLogs } from '@portal/shared/mensagens/logs';
import { type FiltrosLogs, listaLogsResponseSchema } from '@portal/shared/schemas/logs';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../app/session.ts';
import { listParams } from '../../lib/urlSearch.ts';

/** Rows per 'Carregar mais'. */
export const logsPorPagina = 50;

export const logsKeys = {
  listas: ['logs', 'lista'] as const,
  lista: (filtros: FiltrosLogs) => ['logs', 'lista', filtros] as const,
};

/** GET /api/admin/logs: one page, newest first; the first (no token) also brings the counts. */
export const buscarPaginaLogs = (filtros: FiltrosLogs, pagina: { limite: number; continuacao?: string | null }) =>
  api.get(`/api/admin/logs?${listParams(filtros, pagina)}`, {
    schema: listaLogsResponseSchema,
    fallbackError: mensagensLogs.erroCarregar,
  });

/** The filtered log, page after page ('Carregar mais'). */
export const listaLogsQuery = (filtros: FiltrosLogs) =>
  infiniteQueryOptions({
    queryKey: logsKeys.lista(filtros),
    queryFn: ({ pageParam }) => buscarPaginaLogs(filtros, { limite: logsPorPagina, continuacao: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.continuacao ?? undefined,
  });
