import type { Container } from '@azure/cosmos';
import { estoqueSchema, precoProdutoSchema, produtoSchema } from '@portal/shared';
import * as z from 'zod';
import { typedItems } from '../cosmosItems.ts';

const imagemRefSchema = z.object({ versao: z.number() });

const movimentoEstoqueSchema = z.object({
  id: z.string(),
  /** Units per size key, negative when taken. */
  delta: z.record(z.string(), z.number().int()),
  em: z.string(),
});

/** A product as stored in Cosmos. Images live in Blob Storage; the document keeps their version. */
export const produtoDocSchema = produtoSchema
  .pick({ id: true, nome: true, descricao: true, preco: true, tamanhos: true, ativo: true })
  .extend({
    // A stored price the admin form would refuse (text, negative, NaN, above the maximum: an old import) must not
    // break the catalogue, nor a total: it reads as null, shown as R$ 0,00 and never sold.
    preco: precoProdutoSchema.nullable().catch(null),
    imagem: imagemRefSchema.nullable(),
    guia_tamanho: imagemRefSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    /** Units left per size (issue 21); null: not counted. Products written before it read as null. */
    estoque: estoqueSchema.nullable().default(null),
    /**
     * The stock movements applied lately (services/estoque/estoqueService.ts), each once: a retried request finds its
     * movement here instead of taking or returning the units twice, and an undone one takes it out again.
     */
    movimentos_estoque: z.array(movimentoEstoqueSchema).default([]),
  });
export type ProdutoDoc = z.infer<typeof produtoDocSchema>;
export type ImagemRef = z.infer<typeof imagemRefSchema>;

export function createProdutosRepository(container: Container) {
  const items = typedItems(container, produtoDocSchema);
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
    /** Every product, active or not (the admin grid), by name. */
    listAll: () => items.findVersioned({ orderBy: 'c.nome' }),
    /** A product with the version it was read at (for the admin's conditional edit). */
    read: (id: string) => items.read(id, id),
    create: items.create,
    replace: (doc: ProdutoDoc, etag: string) => items.replace(doc, etag, doc.id),
    remove: (id: string) => items.remove(id, id),
    count: () => items.count(),
  };
}
export type ProdutosRepository = ReturnType<typeof createProdutosRepository>;
