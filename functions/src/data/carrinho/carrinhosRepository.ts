import type { Container, JSONObject, OperationInput } from '@azure/cosmos';
import * as z from 'zod/mini';
import { typedItems, type Versioned } from '../cosmosItems.ts';

/** Each user's cart is the one item of this id in their partition of `pedidos`. */
const idCarrinho = 'carrinho';

/**
 * One cart per user, kept in the user's partition of `pedidos` beside their orders, so that placing an order and
 * consuming the cart it came from are one transactional batch (decision 62). Prices are never stored: they come
 * from the catalogue.
 */
export const carrinhoDocSchema = z.object({
  id: z.literal(idCarrinho),
  tipo: z.literal('carrinho'),
  userId: z.string(),
  itens: z.array(
    z.object({
      id: z.string(),
      produto_id: z.string(),
      quantidade: z.number().check(z.int()),
      tamanho: z.nullable(z.string()),
    }),
  ),
  /** The order that consumed the cart; gone at the cart's next change. */
  finalizado_no_pedido: z.optional(z.number().check(z.int())),
  updated_at: z.string(),
});
export type CarrinhoDoc = z.infer<typeof carrinhoDocSchema>;
export type ItemCarrinhoDoc = CarrinhoDoc['itens'][number];

/** A user's cart holding these items (no longer marked as consumed by an order). */
export const carrinhoCom = (userId: string, itens: ItemCarrinhoDoc[], updatedAt: string): CarrinhoDoc => ({
  id: idCarrinho,
  tipo: 'carrinho',
  userId,
  itens,
  updated_at: updatedAt,
});

export function createCarrinhosRepository(container: Container) {
  const items = typedItems(container, carrinhoDocSchema, { tipo: 'carrinho' });
  return {
    /** The user's cart with the version it was read at; null when they never had one. */
    get: (userId: string) => items.read(idCarrinho, userId),
    /** ETag-guarded read-modify-write of the user's cart (see typedItems.update). */
    update: (userId: string, change: (current: CarrinhoDoc | null) => CarrinhoDoc | null) =>
      items.update(idCarrinho, userId, change),
    /**
     * The operation of an order's batch that consumes the cart it was priced from: the cart emptied and marked
     * with the order, only if it is still at the version read — another checkout of the same cart, or any change
     * to it meanwhile, fails the whole batch. One cart is one order.
     */
    consumir({ doc, etag }: Versioned<CarrinhoDoc>, numero: number, time: string): OperationInput {
      const consumido: CarrinhoDoc = { ...carrinhoCom(doc.userId, [], time), finalizado_no_pedido: numero };
      return {
        operationType: 'Replace',
        id: idCarrinho,
        partitionKey: doc.userId,
        ifMatch: etag,
        resourceBody: consumido as unknown as JSONObject,
      };
    },
  };
}
export type CarrinhosRepository = ReturnType<typeof createCarrinhosRepository>;
