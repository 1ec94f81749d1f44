import { setTimeout as sleep } from 'node:timers/promises';
import type { Container, ItemDefinition } from '@azure/cosmos';
import type { z } from 'zod';
import { callDependency } from '../errors.ts';

/** A document with the ETag it was read with, for optimistic concurrency. */
export interface Versioned<T> {
  doc: T;
  etag: string;
}

/** Another request changed (or created) the item first. */
export class ConcurrencyConflict extends Error {
  override name = 'ConcurrencyConflict';
}

/** A stored document no longer matches its schema: a server fault (500), never the client's. */
export class StoredDataError extends Error {
  override name = 'StoredDataError';
}

const statusOf = (error: unknown) => (error as { code?: unknown }).code;

type QueryValue = string | number | boolean | string[];

/** Typed point reads and ETag-guarded writes over one container. */
export function typedItems<S extends z.ZodType<ItemDefinition>>(container: Container, schema: S) {
  type T = z.infer<S>;
  const call = <R>(op: () => Promise<R>) => callDependency('cosmos', op);
  const parse = (resource: unknown): T => {
    const result = schema.safeParse(resource);
    if (!result.success)
      throw new StoredDataError(`stored document invalid in ${container.id}`, { cause: result.error });
    return result.data;
  };

  return {
    async read(id: string, partitionKey: string): Promise<Versioned<T> | null> {
      return call(async () => {
        const { resource, etag } = await container.item(id, partitionKey).read();
        return resource ? { doc: parse(resource), etag } : null;
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
    async count(): Promise<number> {
      return call(async () => {
        const { resources } = await container.items.query<number>('SELECT VALUE COUNT(1) FROM c').fetchAll();
        return resources[0] ?? 0;
      });
    },
    async query(query: string, parameters: { name: string; value: QueryValue }[] = []): Promise<T[]> {
      return call(async () => {
        const { resources } = await container.items.query({ query, parameters }).fetchAll();
        return resources.map(parse);
      });
    },
  };
}

/**
 * Runs a read-modify-write again when another request changed the item in between (ETag mismatch),
 * after a short random pause so a burst of requests spreads out instead of colliding again.
 */
export async function retryOnConflict<R>(operation: () => Promise<R>, attempts = 8): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!(error instanceof ConcurrencyConflict) || attempt >= attempts) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
