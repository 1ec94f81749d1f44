import type { Container, JSONObject, OperationInput } from '@azure/cosmos';
import * as z from 'zod/mini';
import { typedItems, type Versioned } from './cosmosItems.ts';
import { createOutboxStore, type OutboxDoc } from './outbox/outboxRepository.ts';
import { runBatch } from './transactionalBatch.ts';

/** What such an item carries: its id, its owner (the partition) and when it was created. */
interface OwnedItem {
  id: string;
  userId: string;
  created_at: string;
}

const idempotencyDocId = (key: string) => `idem-${key}`;

/**
 * What the request that used a key asked, as digests (services/idempotencia.ts): its body, and the cart an order
 * consumed. A key is bound to it: the same key with other content is refused.
 */
const digestSchema = z.object({ corpo: z.string(), carrinho: z.optional(z.string()) });
export type Impressao = z.infer<typeof digestSchema>;

/** A key's record; the field naming the item differs per container (see `idField`), so it is kept loose. */
const recordSchema = z.looseObject({
  id: z.string(),
  tipo: z.literal('idempotencia'),
  userId: z.string(),
  created_at: z.string(),
  /** Absent on records written before keys were bound to their requests. */
  impressao: z.optional(digestSchema),
});

const operation = (operationType: 'Create', resourceBody: object): OperationInput => ({
  operationType,
  resourceBody: resourceBody as JSONObject,
});

/**
 * The writes of an item kept in one partition beside its idempotency records and its e-mails' outbox records
 * (orders, tickets): the first write — the key's record, the item, its e-mails — and each change — the item at
 * the version it was read, its e-mail — are one transactional batch each. `idField` names the item's id in the
 * key's record, as stored (`pedidoId`, `chamadoId`).
 */
export function createIdempotentWrites<D extends OwnedItem>(
  container: Container,
  items: { read(id: string, partitionKey: string): Promise<Versioned<D> | null> },
  idField: string,
) {
  const records = typedItems(container, recordSchema, { tipo: 'idempotencia' });
  const outbox = createOutboxStore(container);

  return {
    /** The item already written with this idempotency key, if any, with the digests of the request that wrote it. */
    async findByIdempotencyKey(
      userId: string,
      key: string,
    ): Promise<(Versioned<D> & { impressao?: Impressao }) | null> {
      const record = await records.read(idempotencyDocId(key), userId);
      const id = record?.doc[idField];
      const item = typeof id === 'string' ? await items.read(id, userId) : null;
      return item && { ...item, impressao: record?.doc.impressao };
    },

    /**
     * Writes the key's record (with the digests of the request, `keyed.impressao`), the item and its e-mails in one
     * batch, after `conditions`: writes of the same partition that must succeed with it (an order consumes its cart at
     * the version it was priced from). Throws ConcurrencyConflict when the key was used meanwhile (a concurrent retry
     * won) or a condition failed.
     */
    async create(
      item: D,
      keyed: { key: string; impressao: Impressao },
      emails: OutboxDoc[],
      what: string,
      conditions: OperationInput[] = [],
    ): Promise<Versioned<D>> {
      const record = {
        id: idempotencyDocId(keyed.key),
        tipo: 'idempotencia',
        userId: item.userId,
        [idField]: item.id,
        created_at: item.created_at,
        impressao: keyed.impressao,
      };
      // The conditions, then the key's record: a stale condition or a used key then stops the batch before the
      // item is written, even on the local stand-in, which runs a batch in order without rolling back.
      const operations = [
        ...conditions,
        operation('Create', record),
        operation('Create', item),
        ...emails.map(outbox.createOperation),
      ];
      const results = await runBatch(container, item.userId, operations, what);
      return { doc: item, etag: results[conditions.length + 1]?.eTag ?? '' };
    },

    /**
     * Writes a changed item, only if it is still at the version it was read (`etag`), and its e-mail in one
     * batch. Throws ConcurrencyConflict when another change came first.
     */
    async replace(item: D, etag: string, email: OutboxDoc, what: string): Promise<Versioned<D>> {
      // The item first: if its version is stale the batch stops there (on the stand-in too).
      const operations: OperationInput[] = [
        {
          operationType: 'Replace',
          id: item.id,
          partitionKey: item.userId,
          ifMatch: etag,
          resourceBody: item as unknown as JSONObject,
        },
        outbox.createOperation(email),
      ];
      const results = await runBatch(container, item.userId, operations, what);
      return { doc: item, etag: results[0]?.eTag ?? '' };
    },
  };
}
