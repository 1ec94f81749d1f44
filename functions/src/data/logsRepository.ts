import type { Container } from '@azure/cosmos';
import { z } from 'zod';
import { typedItems } from './cosmosItems.ts';

export const tipoLogSchema = z.enum(['Pedido', 'Produto', 'Usuario', 'Sistema']);

/** An activity log entry (spec section 3). */
export const logDocSchema = z.object({
  id: z.string(),
  tipo: tipoLogSchema,
  acao: z.string(),
  usuario: z.string(),
  usuarioId: z.string().nullable(),
  detalhes: z.string(),
  created_at: z.string(),
});
export type LogDoc = z.infer<typeof logDocSchema>;

export function createLogsRepository(container: Container) {
  const items = typedItems(container, logDocSchema);
  return {
    add: (doc: LogDoc) => items.create(doc),
    recent: (limit: number) => items.find({ top: limit, orderBy: 'c.created_at DESC' }),
  };
}
export type LogsRepository = ReturnType<typeof createLogsRepository>;
