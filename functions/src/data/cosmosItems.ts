import type { Container, ItemDefinition } from '@azure/cosmos';
import type * as z from 'zod/mini';
import { ConcurrencyConflict, callDependency } from '../errors.ts';
import { type ContainerName, containerDefinitions } from './cosmos.ts';
import { type CampoProjetado, type Consulta, createQueryBuilder, selectList } from './cosmosQuery.ts';
import { type Page, type PageRequest, pageOptions, readPage } from './pageTokens.ts';
import { retryOnConflict } from './retryOnConflict.ts';

// The repositories import them with typedItems.
export type { CampoProjetado, Consulta } from './cosmosQuery.ts';
export type { Page, PageRequest } from './pageTokens.ts';

/** A document with the ETag it was read with, for optimistic concurrency. */
export interface Versioned<T> {
  doc: T;
  etag: string;
}

/** A stored document no longer matches its schema: a server fault, never the client's. */
export class StoredDataError extends Error {
  override name = 'StoredDataError';
}

/** Only some fields of each document, checked by their own schema. */
export interface Projecao<P extends z.ZodMiniType> {
  campos: readonly CampoProjetado[];
  esquema: P;
}

const statusOf = (error: unknown) => (error as { code?: unknown }).code;

/** Ids Cosmos DB refuses for an item (empty, or with '/', '\\' or '#'), which the SDK checks on the client. */
const idImpossivel = (id: string) => id.trim() === '' || /[/\\#]/.test(id);

/**
 * Typed point reads, queries and ETag-guarded writes over one container. `tipo` makes it a typed slice
 * of a container that holds several kinds of documents (`pedidos` holds orders, their idempotency and
 * outbox records and a counter): every query filters on it and a read of another kind finds nothing.
 */
export function typedItems<S extends z.ZodMiniType<ItemDefinition>>(
  container: Container,
  schema: S,
  options: { tipo?: string; partitionKeyPath?: string } = {},
) {
  const sql = createQueryBuilder(
    container.id,
    options.partitionKeyPath ?? containerDefinitions[container.id as ContainerName],
    options.tipo,
  );
  type T = z.infer<S>;
  const call = <R>(op: () => Promise<R>) => callDependency('cosmos', op);
  /** What was read, checked by its schema (the document's, or a projection's): a stored fault is no 400. */
  const conforme = <P extends z.ZodMiniType>(esquema: P, resource: unknown): z.infer<P> => {
    const result = esquema.safeParse(resource);
    if (!result.success)
      throw new StoredDataError(`stored document invalid in ${container.id}`, { cause: result.error });
    return result.data;
  };
  const parse = (resource: unknown): T => conforme(schema, resource);
  /**
   * The documents of a list that match their schema. One that does not is a server fault, logged, but never the
   * list's: the others are served (issue 32) — a point read of it still fails, for its caller to decide.
   */
  const conformes = <P extends z.ZodMiniType, R>(
    esquema: P,
    resources: readonly ItemDefinition[],
    ler: (doc: z.infer<P>, resource: ItemDefinition) => R,
  ): R[] =>
    resources.flatMap((resource) => {
      const result = esquema.safeParse(resource);
      if (result.success) return [ler(result.data, resource)];
      console.error(
        JSON.stringify({
          evento: 'documento-invalido',
          container: container.id,
          id: typeof resource.id === 'string' ? resource.id : null,
          problemas: result.error.issues.slice(0, 5).map(({ path, message }) => ({ path, message })),
        }),
      );
      return [];
    });
  const versionados = (resources: readonly ItemDefinition[]): Versioned<T>[] =>
    conformes(schema, resources, (doc, resource) => ({
      doc,
      etag: typeof resource._etag === 'string' ? resource._etag : '',
    }));
  const projetados = <P extends z.ZodMiniType>(projecao: P, resources: readonly ItemDefinition[]): z.infer<P>[] =>
    conformes(projecao, resources, (doc) => doc);
  const ofThisKind = (resource: ItemDefinition) => options.tipo === undefined || resource.tipo === options.tipo;

  const read = async (id: string, partitionKey: string): Promise<Versioned<T> | null> =>
    call(async () => {
      // An id the client chose (a product in the cart) may be one Cosmos DB cannot hold: the SDK would
      // throw before asking (a server fault), yet no document has it, so the read simply finds nothing.
      if (idImpossivel(id)) return null;
      const { resource, etag } = await container.item(id, partitionKey).read();
      return resource && ofThisKind(resource) ? { doc: parse(resource), etag } : null;
    });

  const create = async (doc: T): Promise<Versioned<T>> =>
    call(async () => {
      try {
        const { etag } = await container.items.create(doc);
        return { doc, etag };
      } catch (error) {
        if (statusOf(error) === 409) throw new ConcurrencyConflict('already exists');
        throw error;
      }
    });

  /** Replaces the document only if nobody changed it — or deleted it — since it was read. */
  const replace = async (doc: T, etag: string, partitionKey: string): Promise<Versioned<T>> =>
    call(async () => {
      try {
        const response = await container
          .item(doc.id ?? '', partitionKey)
          .replace(doc, { accessCondition: { type: 'IfMatch', condition: etag } });
        return { doc, etag: response.etag };
      } catch (error) {
        if (statusOf(error) === 412) throw new ConcurrencyConflict('changed meanwhile');
        if (statusOf(error) === 404) throw new ConcurrencyConflict('deleted meanwhile');
        throw error;
      }
    });

  const findVersioned = async (consulta: Consulta = {}): Promise<Versioned<T>[]> =>
    call(async () => {
      const { resources } = await container.items
        .query(sql(consulta, '*'), { partitionKey: consulta.partitionKey })
        .fetchAll();
      return versionados(resources);
    });
  const find = async (consulta: Consulta = {}): Promise<T[]> => (await findVersioned(consulta)).map(({ doc }) => doc);

  /**
   * One page of a query (pageTokens.ts), the items read by `itens` from what the SELECT list `select` returns. Async,
   * so a token the API did not issue is a rejection like any other refusal.
   */
  const paginar = async <R>(
    consulta: Consulta,
    pagina: PageRequest,
    select: string,
    itens: (resources: readonly ItemDefinition[]) => R[],
  ): Promise<Page<R>> => {
    const iterator = container.items.query(sql(consulta, select), {
      partitionKey: consulta.partitionKey,
      ...pageOptions(pagina),
    });
    return call(() => readPage(iterator, pagina, itens));
  };

  return {
    read,
    create,
    replace,

    /**
     * Read-modify-write guarded by the ETag, run again when another request wrote in between.
     * `change` gets the current document (null when there is none) and returns the new one, or null to
     * leave things as they are; it may throw to refuse (its error passes through, nothing is written).
     * It can run more than once, so it must not have side effects beyond its return value.
     * Returns the document as stored afterwards.
     */
    async update(
      id: string,
      partitionKey: string,
      change: (current: T | null) => T | null | Promise<T | null>,
    ): Promise<T | null> {
      return retryOnConflict(async () => {
        const current = await read(id, partitionKey);
        const next = await change(current?.doc ?? null);
        if (next === null) return current?.doc ?? null;
        if (current) await replace(next, current.etag, partitionKey);
        else await create(next);
        return next;
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

    /** How many documents match; a list's sort is dropped (an aggregate has no order to serve). */
    async count(consulta: Consulta = {}): Promise<number> {
      return call(async () => {
        const { resources } = await container.items
          .query<number>(sql({ ...consulta, orderBy: undefined }, 'VALUE COUNT(1)'), {
            partitionKey: consulta.partitionKey,
          })
          .fetchAll();
        return resources[0] ?? 0;
      });
    },

    find,

    /**
     * Only some fields of each matching document, checked by their own schema: a scan that needs little of
     * each document (the outbox timer) reads and moves less.
     */
    async select<P extends z.ZodMiniType>(
      consulta: Consulta,
      campos: readonly CampoProjetado[],
      projecao: P,
    ): Promise<z.infer<P>[]> {
      return call(async () => {
        const { resources } = await container.items
          .query(sql(consulta, selectList(campos)), { partitionKey: consulta.partitionKey })
          .fetchAll();
        return projetados(projecao, resources);
      });
    },

    /** Like find, each document with the version it was read at (for writes that follow). */
    findVersioned,

    /**
     * Only some fields of every matching document (checked by their own schema, as `select`), in batches of up to
     * `batchSize` as the database pages them: a caller that streams them on (the export) never holds them all, and
     * each batch costs one round trip.
     */
    async *batches<P extends z.ZodMiniType>(
      consulta: Consulta,
      campos: readonly CampoProjetado[],
      projecao: P,
      batchSize: number,
    ): AsyncGenerator<z.infer<P>[]> {
      const iterator = container.items.query(sql(consulta, selectList(campos)), {
        partitionKey: consulta.partitionKey,
        maxItemCount: Math.max(1, Math.trunc(batchSize)),
      });
      while (iterator.hasMoreResults()) {
        const { resources } = await call(() => iterator.fetchNext());
        const lote = projetados(projecao, resources);
        if (lote.length > 0) yield lote;
      }
    },

    /** One page of a query, each document with its version (see `paginar`). */
    page: (consulta: Consulta, pagina: PageRequest): Promise<Page<Versioned<T>>> =>
      paginar(consulta, pagina, '*', versionados),

    /**
     * One page of a query, only the projection's fields of each document (a list that shows little of large
     * documents reads and moves little), as `page` pages them.
     */
    selectPage: <P extends z.ZodMiniType>(
      consulta: Consulta,
      pagina: PageRequest,
      { campos, esquema }: Projecao<P>,
    ): Promise<Page<z.infer<P>>> =>
      paginar(consulta, pagina, selectList(campos), (resources) => projetados(esquema, resources)),
  };
}
