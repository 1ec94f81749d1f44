import type { Container, OperationInput } from '@azure/cosmos';
import {
  dadosPessoaisSchema,
  enderecoEntregaSchema,
  enderecoFaturamentoSchema,
  type FiltrosPedidos,
  itemPedidoSchema,
  rastreioSchema,
  statusDoFiltro,
  statusPedidoSchema,
  unidadeDoPedidoSchema,
} from '@portal/shared';
import * as z from 'zod/mini';
import { callDependency } from '../../errors.ts';
import { type Consulta, type PageRequest, typedItems } from '../cosmosItems.ts';
import { createIdempotentWrites, type Impressao } from '../idempotentWrites.ts';
import type { OutboxDoc } from '../outbox/outboxRepository.ts';
import { queryFilters } from '../queryFilters.ts';
import { createSequence } from '../sequence.ts';

/**
 * The `pedidos` container (partition /userId) holds each order with its idempotency record and its
 * e-mail outbox record (outboxRepository.ts), and the user's cart (carrinhosRepository.ts), so an order, its records
 * and the consumption of its cart are written in one transactional batch; each kind is a typed slice filtered
 * on `tipo`.
 */
export const pedidoDocSchema = z.object({
  id: z.string(),
  tipo: z.literal('pedido'),
  userId: z.string(),
  numero: z.number().check(z.int()),
  status: statusPedidoSchema,
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({ username: z.string(), email: z.string() }),
  /** The client's username in lower case, for the admin list's case-insensitive client filter. */
  cliente_chave: z.optional(z.string()),
  dados_pessoais: dadosPessoaisSchema,
  dados_entrega: enderecoEntregaSchema,
  dados_faturamento: enderecoFaturamentoSchema,
  endereco_entrega_igual_faturamento: z.boolean(),
  observacoes: z.string(),
  logo_extra: z.nullable(
    z.object({
      produtos: z.string(),
      entende_alteracao_valor: z.boolean(),
      imagens: z.array(z.object({ blob: z.string(), nome: z.string(), contentType: z.string(), tamanho: z.number() })),
    }),
  ),
  itens: z.array(itemPedidoSchema),
  /** The cart items this order consumed (the cart is emptied in the order's own batch). */
  itens_carrinho: z.array(z.string()),
  total: z.number(),
  motivo_cancelamento: z.nullable(z.string()),
  /**
   * The units this order took from counted stocks (issue 21), returned when it is cancelled and taken again when it
   * is reactivated; orders written before it took none.
   */
  estoque_tomado: z._default(
    z.array(
      z.object({ produto_id: z.string(), tamanho: z.nullable(z.string()), quantidade: z.number().check(z.int()) }),
    ),
    [],
  ),
  /**
   * The stock takes this order keeps (services/estoque/estoqueService.ts: its placement's, and each reactivation's): the
   * sweep forgets a take its order lists and returns one no order lists. Orders written before takes were per attempt
   * list none (their takes were decided by then).
   */
  tomadas_estoque: z._default(z.array(z.string()), []),
  /**
   * What this order spends of its unit's budget (issue 36: the budget document, `<unidade>:<periodo>`, and the cents),
   * given back when it is cancelled and taken again when it is reactivated, under the stock's takes and returns;
   * orders without a unit, or written before budgets, spend none.
   */
  verba_tomada: z.optional(z.object({ verba_id: z.string(), centavos: z.number().check(z.int()) })),
  /** How far beyond its unit's balance the order went when placed, in cents (the reason it waits for approval). */
  acima_da_verba_centavos: z.optional(z.number().check(z.int())),
  /** The carrier and tracking code (issue 21); orders written before it have none. */
  rastreio: z._default(z.nullable(rastreioSchema), null),
  /** The franchise unit the order is for, copied as it was then (issue 36); absent for the rest. */
  unidade: z.optional(unidadeDoPedidoSchema),
  historico_status: z.array(
    z.object({
      status: statusPedidoSchema,
      por: z.string(),
      em: z.string(),
      motivo: z._default(z.nullable(z.string()), null),
    }),
  ),
});
export type PedidoDoc = z.infer<typeof pedidoDocSchema>;

/**
 * The fields of a stored order the export reads: a projection, so the timeline and the cart and stock records stay in
 * the database.
 */
const pedidoDocExportadoSchema = z.pick(pedidoDocSchema, {
  numero: true,
  status: true,
  created_at: true,
  updated_at: true,
  total: true,
  observacoes: true,
  motivo_cancelamento: true,
  user: true,
  dados_pessoais: true,
  dados_entrega: true,
  dados_faturamento: true,
  endereco_entrega_igual_faturamento: true,
  logo_extra: true,
  itens: true,
  rastreio: true,
  unidade: true,
});
export type PedidoDocExportado = z.infer<typeof pedidoDocExportadoSchema>;

/**
 * What the stock sweep reads of an order: the takes it keeps, whatever else the document holds — an order whose other
 * fields fail their schema still keeps its units.
 */
const tomadasDoPedidoSchema = z.looseObject({
  id: z.string(),
  tipo: z.literal('pedido'),
  tomadas_estoque: pedidoDocSchema.shape.tomadas_estoque,
});

export function createPedidosRepository(container: Container) {
  const pedidos = typedItems(container, pedidoDocSchema, { tipo: 'pedido' });
  const tomadas = typedItems(container, tomadasDoPedidoSchema, { tipo: 'pedido' });
  const nextNumeroPedido = createSequence(container, 'sequencia-pedidos', 1001);
  const writes = createIdempotentWrites(container, pedidos, 'pedidoId');

  return {
    /** A user's order, with the version it was read at. */
    getPedido: (userId: string, id: string) => pedidos.read(id, userId),
    /** The stock takes an order keeps (null: no such order), read even when the rest of it fails its schema. */
    tomadasDoPedido: async (userId: string, id: string) =>
      (await tomadas.read(id, userId))?.doc.tomadas_estoque ?? null,
    /** Any user's order (admin screens): a cross-partition lookup by id. */
    findPedido: async (id: string) =>
      (await pedidos.findVersioned({ where: 'c.id = @id', parameters: [{ name: '@id', value: id }] }))[0] ?? null,

    /** The order already placed with this idempotency key, if any. */
    findByIdempotencyKey: writes.findByIdempotencyKey,

    /** Short sequential order numbers (friendlier than GUIDs), from 1001. */
    nextNumeroPedido,

    /**
     * Writes the cart's consumption (`consumoDoCarrinho`, conditional on the version the order was priced from),
     * the order, its idempotency record and its outbox record atomically. Throws ConcurrencyConflict when the
     * cart changed or was consumed meanwhile, or the idempotency key was used (a concurrent retry won).
     */
    createPedido: (
      pedido: PedidoDoc,
      chave: { key: string; impressao: Impressao },
      email: OutboxDoc,
      consumoDoCarrinho: OperationInput,
    ) => writes.create(pedido, chave, [email], `order #${pedido.numero}`, [consumoDoCarrinho]),

    /**
     * Writes a changed order and its e-mail in one transactional batch, the order only if it is still
     * at the version it was read (`etag`). Throws ConcurrencyConflict when another change came first.
     */
    replacePedido: (pedido: PedidoDoc, etag: string, email: OutboxDoc) =>
      writes.replace(pedido, etag, email, `order #${pedido.numero} change`),

    /** A page of pedidos matching the filters, newest first; one user's pedidos when `userId` is given. */
    list: (filtros: FiltrosPedidos, escopo: EscopoPedidos, pagina: PageRequest) =>
      pedidos.page(consultaDosFiltros(filtros, escopo), pagina),

    /**
     * Every order matching the filters, newest first, in batches of one database page, with the export's fields alone
     * (a projection).
     */
    stream: (filtros: FiltrosPedidos, escopo: EscopoPedidos, batchSize: number) =>
      pedidos.batches(
        consultaDosFiltros(filtros, escopo),
        Object.keys(pedidoDocExportadoSchema.shape),
        pedidoDocExportadoSchema,
        batchSize,
      ),

    /** How many pedidos match the filters (the 'Mostrando X de Y' line). */
    countMatching: (filtros: FiltrosPedidos, escopo: EscopoPedidos) =>
      pedidos.count(consultaDosFiltros(filtros, escopo)),

    /** Orders per stored status, each an aggregate query (the stat cards), never a download of the pedidos. */
    async countByStatus(escopo: EscopoPedidos): Promise<Record<string, number>> {
      const counts = await Promise.all(
        statusPedidoSchema.options.map(async (status) => {
          const count = await pedidos.count({
            where: 'c.status = @status',
            parameters: [{ name: '@status', value: status }],
            partitionKey: escopo.userId,
          });
          return [status, count] as const;
        }),
      );
      return Object.fromEntries(counts);
    },

    /**
     * The pedidos cancelled (their last change) since an instant, with what a return of their units needs: a
     * projection, for the stock sweep (services/estoque/devolucaoPendente.ts).
     */
    canceladosDesde: (desde: string) =>
      pedidos.select(
        {
          where: "c.status = 'Cancelado' AND c.updated_at >= @desde",
          parameters: [{ name: '@desde', value: desde }],
        },
        ['numero', 'estoque_tomado', 'verba_tomada', 'historico_status'],
        z.pick(pedidoDocSchema, { numero: true, estoque_tomado: true, verba_tomada: true, historico_status: true }),
      ),

    /** How many pedidos were placed in [desde, ate) — one aggregate query (the dashboard's weekly chart). */
    countPedidosBetween: (desde: string, ate: string) =>
      pedidos.count({
        where: 'c.created_at >= @desde AND c.created_at < @ate',
        parameters: [
          { name: '@desde', value: desde },
          { name: '@ate', value: ate },
        ],
      }),

    /**
     * The items (product, name, quantity) of the pedidos placed since an instant, cancelled ones left out:
     * a projection of the items only, for the dashboard's most-ordered products.
     */
    itensPedidosSince: (desde: string) =>
      callDependency('cosmos', async () => {
        const { resources } = await container.items
          .query<{ produto_id: string; nome: string; quantidade: number }>({
            query: `SELECT i.produto_id, i.nome, i.quantidade FROM c JOIN i IN c.itens
                    WHERE c.tipo = 'pedido' AND c.created_at >= @desde AND c.status != 'Cancelado'`,
            parameters: [{ name: '@desde', value: desde }],
          })
          .fetchAll();
        return resources;
      }),
  };
}

/** Whose pedidos: one user's (a single-partition query), or everyone's (the admin list). */
export interface EscopoPedidos {
  userId?: string;
}

/**
 * The list filters as a query (spec section 2): number and client substrings, status, whole São Paulo
 * days, newest first. The sort starts with the properties filtered by equality (partition, kind, a single
 * status) so Cosmos can serve it from a composite index of cosmosContainers.json: it uses a composite
 * index for a filtered sort only when the ORDER BY lists the equality-filtered properties first.
 */
function consultaDosFiltros(filtros: FiltrosPedidos, { userId }: EscopoPedidos): Consulta {
  const query = queryFilters();
  if (filtros.id) query.where('CONTAINS(c.id, @id)', '@id', filtros.id);
  if (filtros.cliente && userId === undefined) {
    query.where('CONTAINS(c.cliente_chave, @cliente)', '@cliente', filtros.cliente.toLowerCase());
  }
  if (filtros.unidade && userId === undefined) query.where('c.unidade.id = @unidade', '@unidade', filtros.unidade);
  const statuses = filtros.status ? statusDoFiltro(filtros.status) : [];
  query.oneOf('c.status', '@status', statuses).period(filtros.de, filtros.ate);
  const orderBy = [
    ...(userId === undefined ? [] : ['c.userId']),
    'c.tipo',
    ...(statuses.length === 1 ? ['c.status'] : []),
    'c.created_at DESC',
  ].join(', ');
  return query.build({ partitionKey: userId, orderBy });
}
export type PedidosRepository = ReturnType<typeof createPedidosRepository>;
