import { listaLogsQuerySchema } from '@portal/shared';
import { json, parseInput } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { logsDomain } from '../composition/logs.ts';
import { painelAdminDomain } from '../composition/painelAdmin.ts';

/** GET /api/admin/dashboard — the cards and charts, from aggregate queries. */
export const getDashboard: SignedInRoute = (platform) => async () => {
  const { painelAdmin, prazosPainel } = painelAdminDomain(platform);
  const [painel, prazos] = await Promise.all([painelAdmin(), prazosPainel()]);
  return json(200, { ...painel, ...prazos });
};

/** GET /api/admin/logs — the activity log, filtered and paged on the server, with counts on the first page. */
export const getLogs: SignedInRoute = (platform) => async (request) => {
  const valor = (nome: string) => request.query.get(nome) ?? undefined;
  const { filtros, limite, continuacao } = parseInput(listaLogsQuerySchema, {
    filtros: {
      tipo: valor('tipo'),
      acao: valor('acao'),
      usuarioId: valor('usuarioId'),
      de: valor('de'),
      ate: valor('ate'),
    },
    limite: valor('limite'),
    continuacao: valor('continuacao'),
  });
  return json(200, await logsDomain(platform).activity.list(filtros, { limite, continuacao }));
};
