import type { Container } from '@azure/cosmos';
import * as z from 'zod/mini';
import { ConcurrencyConflict, callDependency } from '../errors.ts';
import { typedItems } from './cosmosItems.ts';

const counterDocSchema = z.object({
  id: z.string(),
  tipo: z.literal('contador'),
  userId: z.string(),
  valor: z.number(),
});

/** Counters live in their own partition of the container they number (partition key /userId). */
const partition = '__sistema__';

/**
 * Short sequential numbers (friendlier than GUIDs: order #1001, ticket CH-1001) from an atomic server-side
 * increment of a counter item; the first call creates the counter at `first`.
 */
export function createSequence(container: Container, id: string, first: number) {
  const counters = typedItems(container, counterDocSchema, { tipo: 'contador' });
  const increment = async () => {
    const { resource } = await container
      .item(id, partition)
      .patch<{ valor: number }>([{ op: 'incr', path: '/valor', value: 1 }]);
    if (!resource) throw new Error(`counter ${id}: patch returned nothing`);
    return counterDocSchema.parse(resource).valor;
  };

  return async function next(): Promise<number> {
    return callDependency('cosmos', async () => {
      try {
        return await increment();
      } catch (error) {
        if ((error as { code?: unknown }).code !== 404) throw error;
      }
      try {
        await counters.create({ id, tipo: 'contador', userId: partition, valor: first });
        return first;
      } catch (error) {
        // Another first caller created the counter meanwhile.
        if (!(error instanceof ConcurrencyConflict)) throw error;
        return increment();
      }
    });
  };
}
