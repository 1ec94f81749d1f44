import * as z from 'zod';
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

export const mensagensCarrinho = {
  selecioneTamanho: 'Por favor, selecione um tamanho para este produto',
  tamanhoInvalido: 'Tamanho inválido para este produto.',
  produtoIndisponivel: 'Este produto não está mais disponível.',
  /** The name shown for an item whose product was deleted. */
  produtoRemovido: 'Produto removido',
  produtoSemPreco: 'Este produto está sem preço definido e não pode ser pedido no momento.',
  itemNaoEncontrado: 'Item não encontrado no carrinho.',
  quantidadeMinima: 'A quantidade deve ser de pelo menos 1.',
  quantidadeMaxima: 'Quantidade máxima por item: 100.',
  precisaLogin: 'Você precisa estar logado para adicionar produtos ao carrinho',
  erroAdicionar: 'Erro ao adicionar produto ao carrinho',
  confirmarLimpar: 'Tem certeza que deseja limpar o carrinho?',
  itensRemovidos: (nomes: string[]) =>
    `Produtos removidos do carrinho por não estarem mais disponíveis: ${nomes.join(', ')}.`,
} as const;

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
