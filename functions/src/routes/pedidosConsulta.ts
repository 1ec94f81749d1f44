import type { HttpRequest } from '@azure/functions';
import { filtrosPedidosSchema, listaPedidosQuerySchema, mensagensPedidos } from '@portal/shared';
import * as z from 'zod/mini';
import { parseInput } from '../app/http.ts';

const valorDaConsulta = (request: HttpRequest, nome: string) => request.query.get(nome) ?? undefined;

/** The list filters of a query string (`id`, `cliente`, `unidade`, `status`, `de`, `ate`), unchecked. */
const filtrosDaConsulta = (request: HttpRequest) => ({
  id: valorDaConsulta(request, 'id'),
  cliente: valorDaConsulta(request, 'cliente'),
  unidade: valorDaConsulta(request, 'unidade'),
  status: valorDaConsulta(request, 'status'),
  de: valorDaConsulta(request, 'de'),
  ate: valorDaConsulta(request, 'ate'),
});

/** The order lists' query string (the filters, `limite`, `continuacao`), validated. */
export function lerConsultaPedidos(request: HttpRequest) {
  return parseInput(listaPedidosQuerySchema, {
    filtros: filtrosDaConsulta(request),
    limite: valorDaConsulta(request, 'limite'),
    continuacao: valorDaConsulta(request, 'continuacao'),
  });
}

/** The export's query string: the list filters alone, validated. */
export const lerFiltrosPedidos = (request: HttpRequest) => parseInput(filtrosPedidosSchema, filtrosDaConsulta(request));

/** An order number in the path: order ids are positive integers, anything else names no order. */
export const pedidoParamsSchema = z.object({
  id: z.coerce
    .number({ error: mensagensPedidos.pedidoNaoEncontrado })
    .check(z.int(mensagensPedidos.pedidoNaoEncontrado), z.positive(mensagensPedidos.pedidoNaoEncontrado)),
});
