import * as z from 'zod/mini';
import { backlogOutboxSchema } from './health.ts';
import { resumoStatusSchema } from './pedidosConsulta.ts';
import { prazosPainelSchema } from './prazosPainel.ts';

/**
 * GET /api/admin/dashboard: the spec's cards (products, orders by status, users), counted on the server,
 * and beyond the spec the orders of each of the last 12 weeks and this month's five most ordered products
 * (cancelled orders left out), weeks and months in America/Sao_Paulo.
 */
export const painelAdminResponseSchema = z.object({
  produtos: z.number().check(z.int()),
  usuarios: z.number().check(z.int()),
  pedidos: resumoStatusSchema,
  pedidosPorSemana: z.array(
    z.object({
      /** The Monday that starts the week, 'yyyy-mm-dd'. */
      inicio: z.string(),
      quantidade: z.number().check(z.int()),
    }),
  ),
  maisVendidos: z.array(z.object({ produto_id: z.string(), nome: z.string(), quantidade: z.number().check(z.int()) })),
  /**
   * Issue 21: active products with a size at or below `limiteEstoqueBaixo` units, fewest first, with the sizes that
   * are (size '' for a product without sizes).
   */
  estoqueBaixo: z._default(
    z.array(
      z.object({
        produto_id: z.string(),
        nome: z.string(),
        tamanhos: z.array(z.object({ tamanho: z.string(), quantidade: z.number().check(z.int()) })),
      }),
    ),
    [],
  ),
  /** Issue 33: the e-mail outbox's backlog (the health report's), and until when the e-mail service asked to wait. */
  emails: backlogOutboxSchema,
  /** Issue 36: tickets late and due before midnight (absent while deadlines are off). */
  prazosChamados: z.optional(prazosPainelSchema),
});
export type PainelAdminResponse = z.infer<typeof painelAdminResponseSchema>;
