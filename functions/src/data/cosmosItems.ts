import type { Container, ItemDefinition } from '@azure/cosmos';
import type { z } from 'zod';
import { callDependency } from '../app/errors.ts';

/** A document with the ETag it was read with, for optimistic concurrency. */
export interface Versioned<T> {
  doc: T;
  etag: string;
}

export class ConcurrencyConflict extends Error {
  override name = 'ConcurrencyConflict';
}

const statusOf = (error: unknown) => (error as { code?: unknown; statusCode?: unknown }).code;

/** Typed point reads and ETag-guarded writes over one container. */
export function typedItems<S extends z.ZodType<ItemDefinition>>(container: Container, schema: S) {
  type T = z.infer<S>;
  const call = <R>(op: () => Promise<R>) => callDependency('cosmos', op);

  return {
    async read(id: string, partitionKey: string): Promise<Versioned<T> | null> {
      return call(async () => {
        const { resource, etag } = await container.item(id, partitionKey).read();
        return resource ? { doc: schema.parse(resource), etag } : null;
      });
    },
    async create(doc: T): Promise<Versioned<T>> {
      return call(async () => {
        try {
          const { etag } = await container.items.create(doc);
          return { doc, etag };
        } catch (error) {
          if (statusOf(error) === 409) throw new ConcurrencyConflict('already exists');
          throw error;
        }
      });
    },
    async upsert(doc: T): Promise<void> {
      await call(() => container.items.upsert(doc));
    },
    /** Replaces the document only if nobody changed it since it was read. */
    async replace(doc: T, etag: string, partitionKey: string): Promise<Versioned<T>> {
      return call(async () => {
        try {
          const response = await container
            .item(doc.id ?? '', partitionKey)
            .replace(doc, { accessCondition: { type: 'IfMatch', condition: etag } });
          return { doc, etag: response.etag };
        } catch (error) {
          if (statusOf(error) === 412) throw new ConcurrencyConflict('changed meanwhile');
          throw error;
        }
      });
    },
    async remove(id: string, partitionKey: string): Promise<void> {
      await call(async () => {
        try {
          await container.item(id, partitionKey).delete();
        } catch (error) {
          if (statusOf(error) !== 404) throw error;
        }
      });
    },
    async count(whereClause = ''): Promise<number> {
      return call(async () => {
        const { resources } = await container.items
          .query<number>(`SELECT VALUE COUNT(1) FROM c ${whereClause}`)
          .fetchAll();
        return resources[0] ?? 0;
      });
    },
    async query(
      query: string,
      parameters: { name: string; value: string | number | boolean | string[] }[] = [],
    ): Promise<T[]> {
      return call(async () => {
        const { resources } = await container.items.query({ query, parameters }).fetchAll();
        return resources.map((item) => schema.parse(item));
      });
    },
  };
}

/** Runs a read-modify-write again when another request changed the item in between (ETag mismatch). */
export async function retryOnConflict<R>(operation: () => Promise<R>, attempts = 5): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!(error instanceof ConcurrencyConflict) || attempt >= attempts) throw error;
    }
  }
}
