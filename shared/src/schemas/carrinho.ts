import * as z from 'zod';
import { mensagensCarrinho } from '../mensagens/carrinho.ts';
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
  /** Why items were dropped (their product became inactive or was deleted), when that happened. */
  message: z.string().optional(),
});
export type CarrinhoResponse = z.infer<typeof carrinhoResponseSchema>;

export const quantidadeMaximaItem = 100;

/** POST /api/carrinho */
export const adicionarItemSchema = z.object({
  produto_id: z.string({ error: 'Produto não informado.' }).trim().min(1, 'Produto não informado.').max(100),
  quantidade: z
    .number({ error: mensagensCarrinho.quantidadeMinima })
    .int(mensagensCarrinho.quantidadeMinima)
    .min(1, mensagensCarrinho.quantidadeMinima)
    .max(quantidadeMaximaItem, mensagensCarrinho.quantidadeMaxima),
  tamanho: z.string().trim().max(20).nullish(),
});
export type AdicionarItem = z.infer<typeof adicionarItemSchema>;

/** PUT /api/carrinho/{id} — 0 or less removes the item. */
export const atualizarItemSchema = z.object({
  quantidade: z
    .number({ error: mensagensCarrinho.quantidadeMinima })
    .int(mensagensCarrinho.quantidadeMinima)
    .max(quantidadeMaximaItem, mensagensCarrinho.quantidadeMaxima),
});
