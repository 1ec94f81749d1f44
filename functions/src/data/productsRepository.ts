import type { Container } from '@azure/cosmos';
import { z } from 'zod';
import { callDependency } from '../app/errors.ts';

const imagemRefSchema = z.object({ versao: z.number() });

/** A product as stored in Cosmos. Images live in Blob Storage; the document keeps their version. */
export const produtoDocSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  preco: z.number(),
  tamanhos: z.array(z.string()),
  ativo: z.boolean(),
  imagem: imagemRefSchema.nullable(),
  guia_tamanho: imagemRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProdutoDoc = z.infer<typeof produtoDocSchema>;
export type ImagemRef = z.infer<typeof imagemRefSchema>;

export interface ProductsRepository {
  listActive(): Promise<ProdutoDoc[]>;
  get(id: string): Promise<ProdutoDoc | null>;
  create(doc: ProdutoDoc): Promise<void>;
  count(): Promise<number>;
}

export function createProductsRepository(container: Container): ProductsRepository {
  const call = <T>(op: () => Promise<T>) => callDependency('cosmos', op);
  const parseAll = (items: unknown[]) => items.map((item) => produtoDocSchema.parse(item));

  return {
    listActive: () =>
      call(async () => {
        const { resources } = await container.items
          .query('SELECT * FROM c WHERE c.ativo = true ORDER BY c.nome')
          .fetchAll();
        return parseAll(resources);
      }),
    get: (id) =>
      call(async () => {
        const { resource } = await container.item(id, id).read();
        return resource ? produtoDocSchema.parse(resource) : null;
      }),
    create: (doc) =>
      call(async () => {
        await container.items.create(doc);
      }),
    count: () =>
      call(async () => {
        const { resources } = await container.items.query<number>('SELECT VALUE COUNT(1) FROM c').fetchAll();
        return resources[0] ?? 0;
      }),
  };
}
