import * as z from 'zod';
import { acimaDoLimite, estoqueMaximo, limiteEstoqueBaixo } from '../domain/estoque.ts';
import { precoMaximo } from '../domain/limitesValores.ts';
import { nullPrototype } from '../format/nullPrototype.ts';
import { mensagensEstoque } from '../mensagens/estoque.ts';
import { mensagensLimites } from '../mensagens/limites.ts';
import { mensagensProdutoAdmin } from '../mensagens/produtos.ts';

// Asked for when a value fails: building the schema formats no number (mensagensEstoque.invalido).
const estoqueInvalido = { error: () => mensagensEstoque.invalido };

/** A whole number of units from 0 to `estoqueMaximo`. */
export const unidadesEstoqueSchema = z
  .number(estoqueInvalido)
  .int(estoqueInvalido)
  .min(0, estoqueInvalido)
  .max(estoqueMaximo, estoqueInvalido);

/**
 * A record keyed by sizes, read without a prototype: sizes are typed by admins, and a size named 'constructor' is a
 * size, not Object's (nullPrototype.ts). Every record keyed by sizes is read through it.
 */
export const porTamanho = <V extends z.ZodType>(chave: z.ZodString, valor: V) =>
  z.record(chave, valor).transform((registro) => nullPrototype(Object.entries(registro)));

/** Units per size (domain/estoque.ts). */
export const estoqueSchema = porTamanho(z.string().max(20), unidadesEstoqueSchema);

/** What every view of a product shows (spec section 3, images as URLs); each view adds its stock. */
export const produtoBaseSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  /** null when the stored price is invalid: shown as 'R$ 0,00' (spec section 8) and never sold. */
  preco: z.number().nullable(),
  tamanhos: z.array(z.string()),
  ativo: z.boolean(),
  imagem_url: z.string().nullable(),
  imagem_miniatura_url: z.string().nullable(),
  guia_tamanho_url: z.string().nullable(),
});

/**
 * A size's availability (domain/estoque.ts `Disponibilidade`): the units left, 0 to the low-stock line, or
 * 'disponivel' above it.
 */
export const disponibilidadeSchema = porTamanho(
  z.string().max(20),
  z.union([z.number().int().min(0).max(limiteEstoqueBaixo), z.literal(acimaDoLimite)]),
);

/** A product as the shop and the cart read it (GET /api/produtos is public): no exact count above the line. */
export const produtoSchema = produtoBaseSchema.extend({
  /** Per size ('' for a product without sizes); null when the product does not count its stock. */
  disponibilidade: disponibilidadeSchema.nullable().default(null),
});
export type Produto = z.infer<typeof produtoSchema>;

export const listaProdutosResponseSchema = z.object({ produtos: z.array(produtoSchema) });
export type ListaProdutosResponse = z.infer<typeof listaProdutosResponseSchema>;

/** Image variants served for a product. */
export const varianteImagemSchema = z.enum(['original', 'miniatura', 'guia-tamanho']);
export type VarianteImagem = z.infer<typeof varianteImagemSchema>;

/** A product's price in reais: the admin's form sets it, the shop shows it (two decimals, within the maximum). */
export const precoProdutoSchema = z
  .number({ error: mensagensProdutoAdmin.obrigatorios })
  .finite(mensagensProdutoAdmin.precoInvalido)
  .min(0, mensagensProdutoAdmin.precoInvalido)
  .max(precoMaximo, { error: () => mensagensLimites.precoMaximo, abort: true })
  .refine((preco) => Math.abs(Math.round(preco * 100) - preco * 100) < 1e-6, mensagensProdutoAdmin.precoInvalido);
