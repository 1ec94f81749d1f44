import * as z from 'zod/mini';

/** The dashboard's deadline counts (issue 36): tickets late now, and those due later today (the SLA zone's day). */
export const prazosPainelSchema = z.object({
  atrasados: z.number().check(z.int()),
  vencemHoje: z.number().check(z.int()),
});
export type PrazosPainel = z.infer<typeof prazosPainelSchema>;
