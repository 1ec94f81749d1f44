import * as z from 'zod/mini';
import { mensagensCarrinho } from '../mensagens/carrinho.ts';
import { produtoSchema } from './produto.ts';

export const itemCarrinhoSchema = z.object({
  id: z.string(),
  quantidade: z.number().check(z.int()),
  tamanho: z.nullable(z.string()),
  produto: produtoSchema,
  subtotal: z.number(),
});
export type ItemCarrinho = z.infer<typeof itemCarrinhoSchema>;

/** GET /api/carrinho (spec: itens, total, quantidade_total). */
export const carrinhoResponseSchema = z.object({
  itens: z.array(itemCarrinhoSchema),
  total: z.number(),
  quantidade_total: z.number().check(z.int()),
  /** Why items were dropped (their product became inactive or was deleted), when that happened. */
  message: z.optional(z.string()),
});
export type CarrinhoResponse = z.infer<typeof carrinhoResponseSchema>;

export const quantidadeMaximaItem = 100;

/** POST /api/carrinho */
export const adicionarItemSchema = z.object({
  produto_id: z
    .string({ error: 'Produto não informado.' })
    .check(z.trim(), z.minLength(1, 'Produto não informado.'), z.maxLength(100)),
  quantidade: z
    .number({ error: mensagensCarrinho.quantidadeMinima })
    .check(
      z.int(mensagensCarrinho.quantidadeMinima),
      z.gte(1, mensagensCarrinho.quantidadeMinima),
      z.lte(quantidadeMaximaItem, mensagensCarrinho.quantidadeMaxima),
    ),
  tamanho: z.nullish(z.string().check(z.trim(), z.maxLength(20))),
});
export type AdicionarItem = z.infer<typeof adicionarItemSchema>;

/** PUT /api/carrinho/{id} — 0 or less removes the item. */
export const atualizarItemSchema = z.object({
  quantidade: z
    .number({ error: mensagensCarrinho.quantidadeMinima })
    .check(z.int(mensagensCarrinho.quantidadeMinima), z.lte(quantidadeMaximaItem, mensagensCarrinho.quantidadeMaxima)),
});
