import type { Container } from '@azure/cosmos';
import { logSchema } from '@portal/shared';
import { z } from 'zod';
import { typedItems } from './cosmosItems.ts';

/** An activity log entry (spec section 3) as stored: the API's shape and who, by id. */
export const logDocSchema = logSchema.extend({ usuarioId: z.string().nullable() });
export type LogDoc = z.infer<typeof logDocSchema>;

export function createLogsRepository(container: Container) {
  const items = typedItems(container, logDocSchema);
  return {
    add: (doc: LogDoc) => items.create(doc),
    recent: (limit: number) => items.find({ top: limit, orderBy: 'c.created_at DESC' }),
  };
}
export type LogsRepository = ReturnType<typeof createLogsRepository>;
