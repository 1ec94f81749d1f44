import type { Container } from '@azure/cosmos';
import * as z from 'zod/mini';
import { typedItems } from '../cosmosItems.ts';

/**
 * A unit's gift budget in one period (issue 36; partition key /id, `<unidade>:<periodo>`): the amount set (null: none
 * yet, while its orders already spend) and the spend, in integer cents, with the movements that changed the spend —
 * each applied once under its id and undone exactly, as a product's stock movements are.
 */
export const verbaDocSchema = z.object({
  id: z.string(),
  unidade_id: z.string(),
  periodo: z.string(),
  valor_centavos: z.nullable(z.number().check(z.int())),
  gasto_centavos: z.number().check(z.int()),
  movimentos: z.array(
    z.object({
      id: z.string(),
      /** A take's order (the sweep asks whether it kept it); returns have none. */
      pedido: z.optional(z.object({ userId: z.string(), numero: z.number() })),
      centavos: z.number().check(z.int()),
      em: z.string(),
    }),
  ),
  updated_at: z.string(),
});
export type VerbaDoc = z.infer<typeof verbaDocSchema>;
export type MovimentoVerba = VerbaDoc['movimentos'][number];

export const idVerba = (unidadeId: string, periodo: string) => `${unidadeId}:${periodo}`;

export function createVerbasRepository(container: Container) {
  const items = typedItems(container, verbaDocSchema);
  return {
    read: (id: string) => items.read(id, id),
    /** A compare-and-swap of one budget (created when absent), run again when another writer came first. */
    update: (id: string, change: (atual: VerbaDoc | null) => VerbaDoc | null) => items.update(id, id, change),
    /** Every unit's budget of one period (the dashboard's table). */
    doPeriodo: (periodo: string) =>
      items.find({ where: 'c.periodo = @periodo', parameters: [{ name: '@periodo', value: periodo }] }),
    /** Every budget's movements, for the sweep. */
    listMovimentos: () =>
      items.select({}, ['id', 'movimentos'], z.pick(verbaDocSchema, { id: true, movimentos: true })),
  };
}
export type VerbasRepository = ReturnType<typeof createVerbasRepository>;
