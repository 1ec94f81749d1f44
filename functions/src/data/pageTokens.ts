import type { FeedOptions, ItemDefinition, QueryIterator } from '@azure/cosmos';
import { mensagens } from '@portal/shared';
import * as z from 'zod/mini';
import { invalid } from '../errors.ts';

export interface PageRequest {
  /** At most this many items come back; fewer does not mean the end — a null continuation token does. */
  pageSize: number;
  continuationToken?: string | null;
}

export interface Page<T> {
  items: T[];
  continuationToken: string | null;
}

/** Largest page a caller may ask for: bounds the RUs and the memory of one request. */
const maxPageSize = 200;

// Tokens are opaque to clients: base64url around the database's own.
const pageTokenSchema = z.object({ c: z.string().check(z.minLength(1)) });
const sealPageToken = (token: string) => Buffer.from(JSON.stringify({ c: token })).toString('base64url');
const openPageToken = (opaque: string): string => {
  try {
    return pageTokenSchema.parse(JSON.parse(Buffer.from(opaque, 'base64url').toString('utf8'))).c;
  } catch {
    throw invalid(mensagens.paginacaoInvalida);
  }
};

const statusOf = (error: unknown) => (error as { code?: unknown }).code;

/** The query options of one page: its size, bounded, and where the client's token says it starts. */
export const pageOptions = ({ pageSize, continuationToken }: PageRequest): FeedOptions => ({
  maxItemCount: Math.min(Math.max(1, Math.trunc(pageSize)), maxPageSize),
  continuationToken: continuationToken ? openPageToken(continuationToken) : undefined,
});

/**
 * Reads one page from a query started with `pageOptions(pagina)` and seals the token of the next page (null at the
 * end); `itens` reads the items from what the query returns. A token the API did not issue is the caller's mistake
 * (invalid), never a server fault.
 */
export async function readPage<R>(
  iterator: QueryIterator<ItemDefinition>,
  pagina: PageRequest,
  itens: (resources: readonly ItemDefinition[]) => R[],
): Promise<Page<R>> {
  try {
    // An empty batch with more to come happens across partitions; a page is never empty mid-way.
    for (;;) {
      const { resources, continuationToken: next } = await iterator.fetchNext();
      if (resources.length > 0 || !next || !iterator.hasMoreResults()) {
        return { items: itens(resources), continuationToken: next ? sealPageToken(next) : null };
      }
    }
  } catch (error) {
    if (pagina.continuationToken && statusOf(error) === 400) throw invalid(mensagens.paginacaoInvalida);
    throw error;
  }
}
