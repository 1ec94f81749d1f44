import { z } from 'zod';
import { produtoSchema } from './produto.ts';

export const itemCarrinhoSchema = z.object({
  id: z.string(),
  quantidade: z.number().int(),
  tamanho: z.string().nullable(),
  produto: produtoSchema,
  subtotal: z.number(),
});
export type ItemCarrinho = z.infer<typeof itemCarrinhoSchema>;

/** GET /api/carrinho (spec: itens, total, quantidade_total). */
export const carrinhoResponseSchema = z.object({
  itens: z.array(itemCarrinhoSchema),
  total: z.number(),
  quantidade_total: z.number().int(),
  /** Items dropped because their product became inactive or was deleted. */
  removidos: z.array(z.string()).optional(),
});
export type CarrinhoResponse = z.infer<typeof carrinhoResponseSchema>;
