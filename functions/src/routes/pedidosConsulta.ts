import type { HttpRequest } from '@azure/functions';
import { listaPedidosQuerySchema, mensagensPedidos } from '@portal/shared';
import * as z from 'zod';
import { parseInput } from '../app/http.ts';

/** The order lists' query string (`id`, `cliente`, `status`, `de`, `ate`, `limite`, `continuacao`), validated. */
export function lerConsultaPedidos(request: HttpRequest) {
  const query = request.query;
  const valor = (nome: string) => query.get(nome) ?? undefined;
  return parseInput(listaPedidosQuerySchema, {
    filtros: {
      id: valor('id'),
      cliente: valor('cliente'),
      status: valor('status'),
      de: valor('de'),
      ate: valor('ate'),
    },
    limite: valor('limite'),
    continuacao: valor('continuacao'),
  });
}

/** An order number in the path: order ids are positive integers, anything else names no order. */
export const pedidoParamsSchema = z.object({
  id: z.coerce
    .number({ error: mensagensPedidos.pedidoNaoEncontrado })
    .int(mensagensPedidos.pedidoNaoEncontrado)
    .positive(mensagensPedidos.pedidoNaoEncontrado),
});
