import type { Container } from '@azure/cosmos';
import { type FiltrosLogs, logSchema, type TipoLog, tipoLogSchema } from '@portal/shared';
import * as z from 'zod/mini';
import type { Consulta, PageRequest } from '../cosmosItems.ts';
import { typedItems } from '../cosmosItems.ts';
import { queryFilters } from '../queryFilters.ts';

/**
 * An activity log entry (spec section 3) as stored: the API's shape with who by id and e-mail (entries written
 * before the e-mail was kept have none), and the action in lower case for the list's case-insensitive filter
 * (Cosmos's CONTAINS is case-sensitive). Entries are append-only — no route changes or deletes them — and expire
 * by the container's TTL (cosmosContainers.json).
 */
export const logDocSchema = z.extend(z.omit(logSchema, { usuario_id: true, usuario_email: true }), {
  usuarioId: z.nullable(z.string()),
  usuarioEmail: z.optional(z.nullable(z.string())),
  acao_chave: z.optional(z.string()),
});
export type LogDoc = z.infer<typeof logDocSchema>;

/** The /logs filters as a query, newest first (by type first when filtered by type: a composite index serves it). */
function consultaDosFiltros(filtros: FiltrosLogs): Consulta {
  const query = queryFilters();
  if (filtros.tipo) query.where('c.tipo = @tipo', '@tipo', filtros.tipo);
  if (filtros.acao) query.where('CONTAINS(c.acao_chave, @acao)', '@acao', filtros.acao.toLowerCase());
  if (filtros.usuarioId) query.where('c.usuarioId = @usuarioId', '@usuarioId', filtros.usuarioId);
  return query
    .period(filtros.de, filtros.ate)
    .build({ orderBy: filtros.tipo ? 'c.tipo, c.created_at DESC' : 'c.created_at DESC' });
}

export function createLogsRepository(container: Container) {
  const items = typedItems(container, logDocSchema);
  return {
    add: (doc: LogDoc) => items.create(doc),
    list: (filtros: FiltrosLogs, pagina: PageRequest) => items.page(consultaDosFiltros(filtros), pagina),
    countMatching: (filtros: FiltrosLogs) => items.count(consultaDosFiltros(filtros)),
    /** Entries per type, each an aggregate query (the stat cards). */
    async countByTipo(): Promise<Record<TipoLog, number>> {
      const counts = await Promise.all(
        tipoLogSchema.options.map(
          async (tipo) =>
            [
              tipo,
              await items.count({ where: 'c.tipo = @tipo', parameters: [{ name: '@tipo', value: tipo }] }),
            ] as const,
        ),
      );
      return Object.fromEntries(counts) as Record<TipoLog, number>;
    },
  };
}
export type LogsRepository = ReturnType<typeof createLogsRepository>;
