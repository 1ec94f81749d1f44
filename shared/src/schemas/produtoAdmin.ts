import * as z from 'zod';
import { precoMaximo } from '../domain/limitesValores.ts';
import { mensagensLimites } from '../mensagens/limites.ts';
import { produtoSchema } from './produto.ts';

/** Spec section 8, product admin. */
export const mensagensProdutoAdmin = {
  obrigatorios: 'Nome, descrição e preço são obrigatórios',
  precoInvalido: 'O preço deve ser um valor de pelo menos R$ 0,00, com até 2 casas decimais.',
  tamanhoVazio: 'Informe o tamanho antes de adicionar.',
  tamanhoRepetido: (tamanho: string) => `O tamanho ${tamanho} já foi adicionado.`,
  tamanhosDemais: 'No máximo 30 tamanhos por produto.',
  imagemInvalidaBase64: 'A imagem enviada não pôde ser lida. Selecione-a novamente.',
  criado: 'Produto criado com sucesso!',
  atualizado: 'Produto atualizado com sucesso!',
  statusAlterado: (ativo: boolean) => `Produto ${ativo ? 'ativado' : 'desativado'} com sucesso!`,
  deletado: 'Produto deletado permanentemente com sucesso!',
  erroCarregar: 'Erro ao carregar produtos',
  erroSalvar: 'Erro ao salvar produto',
  erroStatus: 'Erro ao alterar status do produto',
  erroDeletar: 'Erro ao deletar produto',
  erroRemover: 'Erro ao remover produto',
  confirmarDelecao: (nome: string) =>
    `Tem certeza que deseja excluir permanentemente o produto "${nome}"? Esta ação é irreversível e não poderá ser desfeita.`,
  versaoDesatualizada: 'Este produto foi alterado por outra pessoa. Recarregue a lista e tente novamente.',
  produtoNaoEncontrado: 'Produto não encontrado.',
  // The management screen (/admin-produtos).
  nenhum: 'Nenhum produto cadastrado.',
  inativo: 'Inativo',
  tituloNovo: 'Novo Produto',
  tituloEditar: 'Editar Produto',
  imagemSeraRemovida: 'A imagem atual será removida ao salvar.',
  guiaSeraRemovido: 'O guia de tamanhos atual será removido ao salvar.',
} as const;

const obrigatorio = z
  .string({ error: mensagensProdutoAdmin.obrigatorios })
  .trim()
  .min(1, mensagensProdutoAdmin.obrigatorios);

/**
 * Whole cents: a price with at most two decimals, never negative, at most `precoMaximo` (so every total stays
 * exact in integer cents: domain/limitesValores.ts).
 */
export const precoProdutoSchema = z
  .number({ error: mensagensProdutoAdmin.obrigatorios })
  .finite(mensagensProdutoAdmin.precoInvalido)
  .min(0, mensagensProdutoAdmin.precoInvalido)
  .max(precoMaximo, { error: mensagensLimites.precoMaximo, abort: true })
  .refine((preco) => Math.abs(Math.round(preco * 100) - preco * 100) < 1e-6, mensagensProdutoAdmin.precoInvalido);

/**
 * The spec's product admin payload (sections 3 and 7) of POST /api/admin/produtos and PUT
 * /api/admin/produtos/{id}: images as a data URL or bare base64 (absent: unchanged; `remover_imagem`
 * removes the product image). The activate/deactivate toggle sends nome, descricao, preco, tamanhos and ativo.
 */
export const produtoAdminRequestSchema = z.object({
  nome: obrigatorio.pipe(z.string().max(150, 'O nome pode ter no máximo 150 caracteres.')),
  descricao: obrigatorio.pipe(z.string().max(2000, 'A descrição pode ter no máximo 2000 caracteres.')),
  preco: precoProdutoSchema,
  tamanhos: z
    .array(z.string().trim().min(1, mensagensProdutoAdmin.tamanhoVazio).max(20, 'Tamanho muito longo.'))
    .max(30, mensagensProdutoAdmin.tamanhosDemais)
    .refine((tamanhos) => new Set(tamanhos).size === tamanhos.length, 'Há tamanhos repetidos.')
    .default([]),
  imagem_base64: z.string().max(2_000_000, 'A imagem deve ter no máximo 1MB.').nullish(),
  guia_tamanho_base64: z.string().max(2_000_000, 'A imagem deve ter no máximo 1MB.').nullish(),
  remover_imagem: z.boolean().default(false),
  /** Beyond the spec: the size guide can be removed too. */
  remover_guia_tamanho: z.boolean().default(false),
  ativo: z.boolean().default(true),
});
export type ProdutoAdminRequest = z.infer<typeof produtoAdminRequestSchema>;

/** A product as the admin screen reads it: active or not, with its version for the conditional edit. */
export const produtoAdminSchema = produtoSchema.extend({
  versao: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProdutoAdmin = z.infer<typeof produtoAdminSchema>;

/** GET /api/admin/produtos — every product, active or not (spec: `produtos`). */
export const listaProdutosAdminResponseSchema = z.object({ produtos: z.array(produtoAdminSchema) });

/** POST and PUT answer with the message and the product as stored. */
export const produtoSalvoResponseSchema = z.object({ message: z.string(), produto: produtoAdminSchema });
