import type { Container } from '@azure/cosmos';
import { z } from 'zod';
import { typedItems } from './cosmosItems.ts';

/** One cart per user (id = partition key = user id). Prices are never stored: they come from the catalogue. */
export const carrinhoDocSchema = z.object({
  id: z.string(),
  userId: z.string(),
  itens: z.array(
    z.object({
      id: z.string(),
      produto_id: z.string(),
      quantidade: z.number().int(),
      tamanho: z.string().nullable(),
    }),
  ),
  updated_at: z.string(),
});
export type CarrinhoDoc = z.infer<typeof carrinhoDocSchema>;

export function createCartsRepository(container: Container) {
  const items = typedItems(container, carrinhoDocSchema);
  return {
    get: (userId: string) => items.read(userId, userId),
    create: items.create,
    replace: (doc: CarrinhoDoc, etag: string) => items.replace(doc, etag, doc.userId),
  };
}
export type CartsRepository = ReturnType<typeof createCartsRepository>;
