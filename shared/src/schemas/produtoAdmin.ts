import * as z from 'zod/mini';
import { mensagensProdutoAdmin } from '../mensagens/produtos.ts';
import { estoqueSchema, precoProdutoSchema, produtoBaseSchema } from './produto.ts';

const obrigatorio = z
  .string({ error: mensagensProdutoAdmin.obrigatorios })
  .check(z.trim(), z.minLength(1, mensagensProdutoAdmin.obrigatorios));

/**
 * Whole cents: a price with at most two decimals, never negative, at most `precoMaximo` (so every total stays
 * exact in integer cents: domain/limitesValores.ts).
 */
/**
 * The spec's product admin payload (sections 3 and 7) of POST /api/admin/produtos and PUT
 * /api/admin/produtos/{id}: images as a data URL or bare base64 (absent: unchanged; `remover_imagem`
 * removes the product image). The activate/deactivate toggle sends nome, descricao, preco, tamanhos and ativo.
 */
export const produtoAdminRequestSchema = z.object({
  nome: z.pipe(obrigatorio, z.string().check(z.maxLength(150, 'O nome pode ter no máximo 150 caracteres.'))),
  descricao: z.pipe(
    obrigatorio,
    z.string().check(z.maxLength(2000, 'A descrição pode ter no máximo 2000 caracteres.')),
  ),
  preco: precoProdutoSchema,
  tamanhos: z._default(
    z
      .array(
        z.string().check(
          z.trim(),
          z.minLength(1, mensagensProdutoAdmin.tamanhoVazio),
          z.maxLength(20, 'Tamanho muito longo.'),
          z.refine((tamanho) => tamanho !== '__proto__', {
            error: (issue) => mensagensProdutoAdmin.tamanhoReservado(String(issue.input)),
          }),
        ),
      )
      .check(
        z.maxLength(30, mensagensProdutoAdmin.tamanhosDemais),
        z.refine((tamanhos) => new Set(tamanhos).size === tamanhos.length, 'Há tamanhos repetidos.'),
      ),
    [],
  ),
  imagem_base64: z.nullish(z.string().check(z.maxLength(2_000_000, 'A imagem deve ter no máximo 1MB.'))),
  guia_tamanho_base64: z.nullish(z.string().check(z.maxLength(2_000_000, 'A imagem deve ter no máximo 1MB.'))),
  remover_imagem: z._default(z.boolean(), false),
  /** Beyond the spec: the size guide can be removed too. */
  remover_guia_tamanho: z._default(z.boolean(), false),
  ativo: z._default(z.boolean(), true),
  /**
   * Issue 21: the units of each size (domain/estoque.ts), null to stop counting, absent to leave as it is (the
   * activate toggle). The service checks it has one count per size.
   */
  estoque: z.nullish(estoqueSchema),
});
export type ProdutoAdminRequest = z.infer<typeof produtoAdminRequestSchema>;

/**
 * A product as the admin screen reads it: active or not, its exact stock, with its version for the conditional
 * edit.
 */
export const produtoAdminSchema = z.extend(produtoBaseSchema, {
  /** Units left per size ('' for a product without sizes); null when the product does not count its stock. */
  estoque: z._default(z.nullable(estoqueSchema), null),
  versao: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * Issue 32: the stored document failed its schema and was read field by field (off sale, unreadable stock as none
   * left): the admin fixes it by saving it, or deletes it.
   */
  ilegivel: z.optional(z.literal(true)),
});
export type ProdutoAdmin = z.infer<typeof produtoAdminSchema>;

/** GET /api/admin/produtos — every product, active or not (spec: `produtos`). */
export const listaProdutosAdminResponseSchema = z.object({ produtos: z.array(produtoAdminSchema) });

/** POST and PUT answer with the message and the product as stored. */
export const produtoSalvoResponseSchema = z.object({ message: z.string(), produto: produtoAdminSchema });
