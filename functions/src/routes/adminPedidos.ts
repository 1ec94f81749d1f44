import { atualizarStatusPedidoSchema, mensagensStatus, statusEmLoteRequestSchema } from '@portal/shared';
import { json, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { lerConsultaPedidos, pedidoParamsSchema } from './pedidosConsulta.ts';

/** GET /api/admin/pedidos — every order, filtered (client too) and paged, with counts on the first page. */
export const getAdminPedidos: SignedInRoute = (deps) => async (request) => {
  const { filtros, limite, continuacao } = lerConsultaPedidos(request);
  return json(200, await deps.consultaPedidos.list({}, filtros, { limite, continuacao }));
};

/** GET /api/admin/pedidos/{id} */
export const getAdminPedido: SignedInRoute =
  (deps) =>
  async (request, { user }) => {
    const { id } = parseInput(pedidoParamsSchema, request.params);
    return json(200, { pedido: await deps.consultaPedidos.get(user, id) });
  };

/**
 * PUT /api/admin/pedidos/{id}/status — `{ status, motivo_cancelamento? }`; `If-Match` carries the version
 * the admin saw, so a change based on a stale screen is refused (409) instead of overwriting.
 */
export const putAdminPedidoStatus: SignedInRoute =
  (deps) =>
  async (request, { user }) => {
    const { id } = parseInput(pedidoParamsSchema, request.params);
    const mudanca = await readJson(request, atualizarStatusPedidoSchema);
    const { pedido } = await deps.statusPedido.change(user, id, mudanca, request.headers.get('if-match'));
    return json(200, { message: mensagensStatus.sucesso, pedido });
  };

/** POST /api/admin/pedidos/status-em-lote — several orders to one status, with each order's outcome. */
export const postAdminPedidosStatusLote: SignedInRoute =
  (deps) =>
  async (request, { user }) => {
    const { ids, ...mudanca } = await readJson(request, statusEmLoteRequestSchema);
    return json(200, await deps.statusPedido.changeMany(user, ids, mudanca));
  };
