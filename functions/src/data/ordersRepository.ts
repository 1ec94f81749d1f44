import type { Container, JSONObject, OperationInput } from '@azure/cosmos';
import {
  dadosPessoaisSchema,
  enderecoEntregaSchema,
  enderecoFaturamentoSchema,
  itemPedidoSchema,
  statusPedidoSchema,
} from '@portal/shared';
import { z } from 'zod';
import { callDependency } from '../errors.ts';
import { ConcurrencyConflict, typedItems } from './cosmosItems.ts';

/**
 * The `pedidos` container (partition /userId) holds each order with its idempotency record and its
 * e-mail outbox record, so the three are written in one transactional batch.
 */
export const pedidoDocSchema = z.object({
  id: z.string(),
  tipo: z.literal('pedido'),
  userId: z.string(),
  numero: z.number().int(),
  status: statusPedidoSchema,
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({ username: z.string(), email: z.string() }),
  dados_pessoais: dadosPessoaisSchema,
  dados_entrega: enderecoEntregaSchema,
  dados_faturamento: enderecoFaturamentoSchema,
  endereco_entrega_igual_faturamento: z.boolean(),
  observacoes: z.string(),
  logo_extra: z
    .object({
      produtos: z.string(),
      entende_alteracao_valor: z.boolean(),
      imagens: z.array(z.object({ blob: z.string(), nome: z.string(), contentType: z.string(), tamanho: z.number() })),
    })
    .nullable(),
  itens: z.array(itemPedidoSchema),
  /** The cart items this order consumed (removed from the cart after the write). */
  itens_carrinho: z.array(z.string()),
  total: z.number(),
  motivo_cancelamento: z.string().nullable(),
  historico_status: z.array(z.object({ status: statusPedidoSchema, por: z.string(), em: z.string() })),
});
export type PedidoDoc = z.infer<typeof pedidoDocSchema>;

export const outboxDocSchema = z.object({
  id: z.uuid(),
  tipo: z.literal('outbox'),
  userId: z.string(),
  pedidoId: z.string(),
  email: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  /** `enviando` is a lease: one sender owns the record until `lease_ate`. */
  status: z.enum(['pendente', 'enviando', 'enviado', 'falhou']),
  tentativas: z.number().int(),
  proxima_tentativa: z.string(),
  lease_ate: z.string().nullable(),
  ultimo_erro: z.string().nullable(),
  created_at: z.string(),
  enviado_em: z.string().nullable(),
});
export type OutboxDoc = z.infer<typeof outboxDocSchema>;

const idempotenciaDocSchema = z.object({
  id: z.string(),
  tipo: z.literal('idempotencia'),
  userId: z.string(),
  pedidoId: z.string(),
  created_at: z.string(),
});

const contadorDocSchema = z.object({
  id: z.string(),
  tipo: z.literal('contador'),
  userId: z.string(),
  valor: z.number(),
});

/** The order-number sequence lives in its own partition of the same container. */
const sequence = { id: 'sequencia-pedidos', userId: '__sistema__', first: 1001 } as const;
export const idempotencyDocId = (key: string) => `idem-${key}`;

export function createOrdersRepository(container: Container) {
  const orders = typedItems(container, pedidoDocSchema);
  const outbox = typedItems(container, outboxDocSchema);
  const idempotency = typedItems(container, idempotenciaDocSchema);
  const counters = typedItems(container, contadorDocSchema);

  return {
    getOrder: async (userId: string, id: string) => (await orders.read(id, userId))?.doc ?? null,
    /** Any user's order (admin screens): a cross-partition lookup by id. */
    findOrder: async (id: string) =>
      (await orders.query("SELECT * FROM c WHERE c.tipo = 'pedido' AND c.id = @id", [{ name: '@id', value: id }]))[0] ??
      null,

    /** The order already placed with this idempotency key, if any. */
    async findByIdempotencyKey(userId: string, key: string): Promise<PedidoDoc | null> {
      const record = await idempotency.read(idempotencyDocId(key), userId);
      return record ? ((await orders.read(record.doc.pedidoId, userId))?.doc ?? null) : null;
    },

    /** Short sequential order numbers (friendlier than GUIDs), from an atomic server-side increment. */
    async nextOrderNumber(): Promise<number> {
      const increment = async () => {
        const { resource } = await container
          .item(sequence.id, sequence.userId)
          .patch<{ valor: number }>([{ op: 'incr', path: '/valor', value: 1 }]);
        if (!resource) throw new Error('order counter patch returned nothing');
        return contadorDocSchema.parse(resource).valor;
      };
      return callDependency('cosmos', async () => {
        try {
          return await increment();
        } catch (error) {
          if ((error as { code?: unknown }).code !== 404) throw error;
        }
        try {
          await counters.create({ id: sequence.id, tipo: 'contador', userId: sequence.userId, valor: sequence.first });
          return sequence.first;
        } catch (error) {
          // Another first order created the counter meanwhile.
          if (!(error instanceof ConcurrencyConflict)) throw error;
          return increment();
        }
      });
    },

    /**
     * Writes order, idempotency record and outbox record atomically. Throws ConcurrencyConflict when the
     * idempotency key was used meanwhile (a concurrent retry won).
     */
    async createOrder(order: PedidoDoc, key: string, email: OutboxDoc): Promise<void> {
      const idempotencyRecord = {
        id: idempotencyDocId(key),
        tipo: 'idempotencia',
        userId: order.userId,
        pedidoId: order.id,
        created_at: order.created_at,
      };
      // The idempotency record goes first: a used key then stops the batch before the order is written,
      // even on the local stand-in, which runs batches in order without rolling back.
      const operations: OperationInput[] = [idempotencyRecord, order, email].map((resourceBody) => ({
        operationType: 'Create',
        resourceBody: resourceBody as unknown as JSONObject,
      }));
      const response = await callDependency('cosmos', () => container.items.batch(operations, order.userId));
      const results = response.result ?? [];
      if (results.some((result) => result.statusCode === 409)) throw new ConcurrencyConflict('idempotency key used');
      const failed = results.find((result) => result.statusCode >= 400);
      if (failed || results.length !== operations.length) {
        throw new Error(`order batch failed (${failed?.statusCode ?? response.code ?? 'no result'})`);
      }
    },

    /** E-mails due now across users — pending ones and abandoned leases — a bounded batch per sweep. */
    dueOutbox: (nowIso: string) =>
      outbox.query(
        `SELECT TOP 50 * FROM c WHERE c.tipo = 'outbox' AND (
           (c.status = 'pendente' AND c.proxima_tentativa <= @now) OR (c.status = 'enviando' AND c.lease_ate <= @now))`,
        [{ name: '@now', value: nowIso }],
      ),
    readOutbox: (userId: string, id: string) => outbox.read(id, userId),
    replaceOutbox: (doc: OutboxDoc, etag: string) => outbox.replace(doc, etag, doc.userId),
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
