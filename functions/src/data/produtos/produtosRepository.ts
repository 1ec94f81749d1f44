import type { Container } from '@azure/cosmos';
import { estoqueSchema, nullPrototype, porTamanho, precoProdutoSchema, produtoSchema } from '@portal/shared';
import * as z from 'zod/mini';
import { typedItems } from '../cosmosItems.ts';

const imagemRefSchema = z.object({ versao: z.number() });

const movimentoEstoqueSchema = z.object({
  id: z.string(),
  /** Units per size key, negative when taken (no prototype: the keys are sizes admins typed). */
  delta: porTamanho(z.string(), z.number().check(z.int())),
  em: z.string(),
  /** A take's order (services/estoque/estoqueService.ts): the sweep reads it to decide the take. */
  pedido: z.optional(z.object({ userId: z.string(), numero: z.number().check(z.int()) })),
});
export type MovimentoEstoque = z.infer<typeof movimentoEstoqueSchema>;

/** A product as stored in Cosmos. Images live in Blob Storage; the document keeps their version. */
export const produtoDocSchema = z.extend(
  z.pick(produtoSchema, { id: true, nome: true, descricao: true, preco: true, tamanhos: true, ativo: true }),
  {
    // A stored price the admin form would refuse (text, negative, NaN, above the maximum: an old import) must not
    // break the catalogue, nor a total: it reads as null, shown as R$ 0,00 and never sold.
    preco: z.catch(z.nullable(precoProdutoSchema), null),
    imagem: z.nullable(imagemRefSchema),
    guia_tamanho: z.nullable(imagemRefSchema),
    created_at: z.string(),
    updated_at: z.string(),
    /** Units left per size (issue 21); null: not counted. Products written before it read as null. */
    estoque: z._default(z.nullable(estoqueSchema), null),
    /**
     * The stock movements applied lately (services/estoque/estoqueService.ts), each once: takes until the sweep decides
     * them (minutes), returns for a day — a movement asked again is found here instead of applied twice, and an undone
     * one is taken out again.
     */
    movimentos_estoque: z._default(z.array(movimentoEstoqueSchema), []),
  },
);
export type ProdutoDoc = z.infer<typeof produtoDocSchema>;
export type ImagemRef = z.infer<typeof imagemRefSchema>;

/** A product as the admin screens read it: `ilegivel` when the stored document failed its schema (salvaged). */
export type ProdutoDocAdmin = ProdutoDoc & { ilegivel: boolean };

const campos = produtoDocSchema.shape;
const campo = <S extends z.ZodMiniType>(esquema: S, valor: unknown, reserva: z.infer<S>): z.infer<S> => {
  const lido = esquema.safeParse(valor);
  return lido.success ? lido.data : reserva;
};

/**
 * A stored product that fails its schema (an old import, a hand edit), read field by field so an admin can still open,
 * fix or delete it (issue 32); the shop, the cart and the stock never read it (their lists skip it, cosmosItems.ts). It
 * is off sale, and a stock it cannot read counts nothing left rather than nothing counted (never sold unbounded).
 */
const produtoDocAdminSchema = z.pipe(
  z.looseObject({ id: z.string() }),
  z.transform((bruto): ProdutoDocAdmin => {
    const inteiro = produtoDocSchema.safeParse(bruto);
    if (inteiro.success) return { ...inteiro.data, ilegivel: false };
    const tamanhos = Array.isArray(bruto.tamanhos)
      ? [...new Set(bruto.tamanhos.filter((tamanho): tamanho is string => typeof tamanho === 'string'))]
      : [];
    const estoqueLido = campos.estoque.safeParse(bruto.estoque);
    // A date it cannot read is shown as unknown: the epoch.
    const desconhecida = new Date(0).toISOString();
    return {
      id: bruto.id,
      nome: campo(campos.nome, bruto.nome, bruto.id),
      descricao: campo(campos.descricao, bruto.descricao, ''),
      preco: campo(campos.preco, bruto.preco, null),
      tamanhos,
      ativo: false,
      imagem: campo(campos.imagem, bruto.imagem, null),
      guia_tamanho: campo(campos.guia_tamanho, bruto.guia_tamanho, null),
      created_at: campo(campos.created_at, bruto.created_at, desconhecida),
      updated_at: campo(campos.updated_at, bruto.updated_at, desconhecida),
      estoque: estoqueLido.success
        ? estoqueLido.data
        : nullPrototype((tamanhos.length > 0 ? tamanhos : ['']).map((tamanho) => [tamanho, 0])),
      movimentos_estoque: Array.isArray(bruto.movimentos_estoque)
        ? bruto.movimentos_estoque.flatMap((movimento) => {
            const lido = movimentoEstoqueSchema.safeParse(movimento);
            return lido.success ? [lido.data] : [];
          })
        : [],
      ilegivel: true,
    };
  }),
);

export function createProdutosRepository(container: Container) {
  const items = typedItems(container, produtoDocSchema);
  const paraAdmin = typedItems(container, produtoDocAdminSchema);
  return {
    listActive: () => items.find({ where: 'c.ativo = true', orderBy: 'c.nome' }),
    /** The active products that count their stock (the dashboard's low-stock list). */
    listCounted: () =>
      items.find({ where: 'c.ativo = true AND IS_DEFINED(c.estoque) AND NOT IS_NULL(c.estoque)', orderBy: 'c.nome' }),
    get: async (id: string) => (await items.read(id, id))?.doc ?? null,
    /** The products with these ids that still exist (active or not). */
    getMany: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : items.find({ where: 'ARRAY_CONTAINS(@ids, c.id)', parameters: [{ name: '@ids', value: ids }] }),
    /** Every product, active or not (the admin grid), by name; one that fails its schema salvaged and marked. */
    listAll: () => paraAdmin.findVersioned({ orderBy: 'c.nome' }),
    /** A product with the version it was read at (the stock's conditional writes). */
    read: (id: string) => items.read(id, id),
    /** A product for the admin's conditional edit or deletion, salvaged and marked when it fails its schema. */
    readParaAdmin: (id: string) => paraAdmin.read(id, id),
    create: items.create,
    replace: (doc: ProdutoDoc, etag: string) => items.replace(doc, etag, doc.id),
    remove: (id: string) => items.remove(id, id),
    count: () => items.count(),
    /** Every product's recorded stock movements (the stock sweep): a projection, not the products. */
    listMovimentos: () =>
      items.select({}, ['id', 'movimentos_estoque'], z.pick(produtoDocSchema, { id: true, movimentos_estoque: true })),
  };
}
export type ProdutosRepository = ReturnType<typeof createProdutosRepository>;
