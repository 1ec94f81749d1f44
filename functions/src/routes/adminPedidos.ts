import {
  atualizarRastreioSchema,
  atualizarStatusPedidoSchema,
  type FimExportacao,
  mensagensRastreio,
  mensagensStatus,
  statusEmLoteRequestSchema,
} from '@portal/shared';
import { json, ndjsonResponse, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { pedidosDomain } from '../composition/pedidos.ts';
import { lerConsultaPedidos, lerFiltrosPedidos, pedidoParamsSchema } from './pedidosConsulta.ts';

/** GET /api/admin/pedidos — every order, filtered (client too) and paged, with counts on the first page. */
export const getAdminPedidos: SignedInRoute = (platform) => async (request) => {
  const { filtros, limite, continuacao } = lerConsultaPedidos(request);
  return json(200, await pedidosDomain(platform).consultaPedidos.list({}, filtros, { limite, continuacao }));
};

/**
 * GET /api/admin/exportacao-pedidos — every filtered order (the export, "select all"), one JSON order per line and a
 * last line `{"fim":true,"quantidade":N}`, streamed a database page at a time. The first page is read before the
 * answer starts, so a database that is down answers 503; a failure later cuts the stream short, without that line.
 */
export const getExportacaoPedidos: SignedInRoute = (platform) => async (request) => {
  const lotes = await pedidosDomain(platform).consultaPedidos.exportar(lerFiltrosPedidos(request));
  const primeiro = await lotes.next();
  async function* linhas() {
    let quantidade = 0;
    if (!primeiro.done) {
      quantidade += primeiro.value.length;
      yield primeiro.value;
    }
    for await (const lote of lotes) {
      quantidade += lote.length;
      yield lote;
    }
    yield [{ fim: true, quantidade } satisfies FimExportacao];
  }
  return ndjsonResponse(linhas());
};

/** GET /api/admin/pedidos/{id} */
export const getAdminPedido: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(pedidoParamsSchema, request.params);
    return json(200, { pedido: await pedidosDomain(platform).consultaPedidos.get(user, id) });
  };

/**
 * PUT /api/admin/pedidos/{id}/status — `{ status, motivo_cancelamento? }`; `If-Match` carries the version
 * the admin saw, so a change based on a stale screen is refused (409) instead of overwriting.
 */
export const putAdminPedidoStatus: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(pedidoParamsSchema, request.params);
    const mudanca = await readJson(request, atualizarStatusPedidoSchema);
    const { pedido } = await pedidosDomain(platform).statusPedido.change(
      user,
      id,
      mudanca,
      request.headers.get('if-match'),
    );
    return json(200, { message: mensagensStatus.sucesso, pedido });
  };

/**
 * PUT /api/admin/pedidos/{id}/rastreio — `{ rastreio: { transportadora, codigo } | null }` corrects or removes the
 * carrier and tracking code of an order in transport; `If-Match` as for the status.
 */
export const putAdminPedidoRastreio: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(pedidoParamsSchema, request.params);
    const { rastreio } = await readJson(request, atualizarRastreioSchema);
    const { pedido } = await pedidosDomain(platform).statusPedido.corrigirRastreio(
      user,
      id,
      rastreio,
      request.headers.get('if-match'),
    );
    return json(200, { message: rastreio ? mensagensRastreio.atualizado : mensagensRastreio.removido, pedido });
  };

/** POST /api/admin/pedidos/status-em-lote — several orders to one status, with each order's outcome. */
export const postAdminPedidosStatusLote: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { ids, ...mudanca } = await readJson(request, statusEmLoteRequestSchema);
    return json(200, await pedidosDomain(platform).statusPedido.changeMany(user, ids, mudanca));
  };
