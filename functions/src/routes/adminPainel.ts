import { listaLogsQuerySchema } from '@portal/shared';
import { json, parseInput } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';

/** GET /api/admin/dashboard — the cards and charts, from aggregate queries. */
export const getDashboard: SignedInRoute = (deps) => async () => json(200, await deps.painelAdmin());

/** GET /api/admin/logs — the activity log, filtered and paged on the server, with counts on the first page. */
export const getLogs: SignedInRoute = (deps) => async (request) => {
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
  return json(200, await deps.activity.list(filtros, { limite, continuacao }));
};
