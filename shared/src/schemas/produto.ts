import * as z from 'zod/mini';
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
  .check(z.int(estoqueInvalido), z.gte(0, estoqueInvalido), z.lte(estoqueMaximo, estoqueInvalido));

/**
 * A record keyed by sizes, read without a prototype: sizes are typed by admins, and a size named 'constructor' is a
 * size, not Object's (nullPrototype.ts). Every record keyed by sizes is read through it.
 */
export const porTamanho = <V extends z.ZodMiniType>(chave: z.ZodMiniString, valor: V) =>
  z.pipe(
    z.record(chave, valor),
    z.transform((registro) => nullPrototype(Object.entries(registro))),
  );

/** Units per size (domain/estoque.ts). */
export const estoqueSchema = porTamanho(z.string().check(z.maxLength(20)), unidadesEstoqueSchema);

/** What every view of a product shows (spec section 3, images as URLs); each view adds its stock. */
export const produtoBaseSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  /** null when the stored price is invalid: shown as 'R$ 0,00' (spec section 8) and never sold. */
  preco: z.nullable(z.number()),
  tamanhos: z.array(z.string()),
  ativo: z.boolean(),
  imagem_url: z.nullable(z.string()),
  imagem_miniatura_url: z.nullable(z.string()),
  guia_tamanho_url: z.nullable(z.string()),
});

/**
 * A size's availability (domain/estoque.ts `Disponibilidade`): the units left, 0 to the low-stock line, or
 * 'disponivel' above it.
 */
export const disponibilidadeSchema = porTamanho(
  z.string().check(z.maxLength(20)),
  z.union([z.number().check(z.int(), z.gte(0), z.lte(limiteEstoqueBaixo)), z.literal(acimaDoLimite)]),
);

/** A product as the shop and the cart read it (GET /api/produtos is public): no exact count above the line. */
export const produtoSchema = z.extend(produtoBaseSchema, {
  /** Per size ('' for a product without sizes); null when the product does not count its stock. */
  disponibilidade: z._default(z.nullable(disponibilidadeSchema), null),
});
export type Produto = z.infer<typeof produtoSchema>;

export const listaProdutosResponseSchema = z.object({ produtos: z.array(produtoSchema) });
export type ListaProdutosResponse = z.infer<typeof listaProdutosResponseSchema>;

/** Image variants served for a product. */
export const varianteImagemSchema = z.enum(['original', 'miniatura', 'guia-tamanho']);
export type VarianteImagem = z.infer<typeof varianteImagemSchema>;

/** A product's price in reais: the admin's form sets it, the shop shows it (two decimals, within the maximum). */
export const precoProdutoSchema = z.number({ error: mensagensProdutoAdmin.obrigatorios }).check(
  z.gte(0, mensagensProdutoAdmin.precoInvalido),
  z.lte(precoMaximo, { error: () => mensagensLimites.precoMaximo, abort: true }),
  z.refine((preco) => Math.abs(Math.round(preco * 100) - preco * 100) < 1e-6, mensagensProdutoAdmin.precoInvalido),
);
