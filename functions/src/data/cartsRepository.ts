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
    get: async (userId: string) => (await items.read(userId, userId))?.doc ?? null,
    /** ETag-guarded read-modify-write of the user's cart (see typedItems.update). */
    update: (userId: string, change: (current: CarrinhoDoc | null) => CarrinhoDoc | null) =>
      items.update(userId, userId, change),
  };
}
export type CartsRepository = ReturnType<typeof createCartsRepository>;
