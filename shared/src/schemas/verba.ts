import * as z from 'zod/mini';
import { verbaMaxima } from '../domain/verba.ts';
import { mensagensVerba } from '../mensagens/verba.ts';

/** A budget in reais as an admin sends it: whole cents (as prices), never negative, at most `verbaMaxima`. */
export const valorVerbaSchema = z.number({ error: mensagensVerba.valorInvalido }).check(
  z.gte(0, mensagensVerba.valorInvalido),
  z.lte(verbaMaxima, { error: () => mensagensVerba.valorMaximo, abort: true }),
  z.refine((valor) => Math.abs(Math.round(valor * 100) - valor * 100) < 1e-6, mensagensVerba.valorInvalido),
);

/** PUT /api/admin/unidades/{id}/verba: the budget of the current period, or of the one named (of the setting's kind). */
export const verbaRequestSchema = z.object({
  valor: valorVerbaSchema,
  periodo: z.optional(
    z.string({ error: mensagensVerba.periodoInvalido }).check(z.maxLength(7, mensagensVerba.periodoInvalido)),
  ),
});
export type VerbaRequest = z.infer<typeof verbaRequestSchema>;

/** A unit's budget in one period: what was set (null: none), what its live orders spend, and what is left. */
export const verbaSchema = z.object({
  unidade_id: z.string(),
  periodo: z.string(),
  valor: z.nullable(z.number()),
  gasto: z.number(),
  saldo: z.nullable(z.number()),
});
export type Verba = z.infer<typeof verbaSchema>;
export const verbaResponseSchema = z.object({ message: z.string(), verba: verbaSchema });
/** GET /api/admin/unidades/verbas: the current period and every unit's budget in it, with the unit's name. */
export const verbaDaUnidadeSchema = z.extend(verbaSchema, { nome: z.string() });
export type VerbaDaUnidade = z.infer<typeof verbaDaUnidadeSchema>;
export const verbasDoPeriodoResponseSchema = z.object({ periodo: z.string(), verbas: z.array(verbaDaUnidadeSchema) });
