import type { Container } from '@azure/cosmos';
import { enderecoFaturamentoSchema } from '@portal/shared';
import * as z from 'zod/mini';
import { typedItems } from '../cosmosItems.ts';

/** A franchise unit as stored (partition key /id; issue 36). */
export const unidadeDocSchema = z.object({
  id: z.string(),
  nome: z.string(),
  cnpj: z.string(),
  razao_social: z.string(),
  telefone: z.string(),
  endereco: enderecoFaturamentoSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type UnidadeDoc = z.infer<typeof unidadeDocSchema>;

export function createUnidadesRepository(container: Container) {
  const items = typedItems(container, unidadeDocSchema);
  return {
    read: (id: string) => items.read(id, id),
    create: items.create,
    replace: (doc: UnidadeDoc, etag: string) => items.replace(doc, etag, doc.id),
    /** Every unit, by name: a franchise network has tens or hundreds, which one screen lists whole. */
    listAll: () => items.findVersioned({ orderBy: 'c.nome' }),
    /** The units of these ids that exist (a link may outlive nothing: units are never deleted, but ids are checked). */
    async doIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return items.find({ where: 'ARRAY_CONTAINS(@ids, c.id)', parameters: [{ name: '@ids', value: [...ids] }] });
    },
  };
}
export type UnidadesRepository = ReturnType<typeof createUnidadesRepository>;
