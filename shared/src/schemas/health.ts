import * as z from 'zod/mini';

export const dependenciaSchema = z.enum(['cosmos', 'blob', 'email']);
export type Dependencia = z.infer<typeof dependenciaSchema>;

const estadoDependenciaSchema = z.object({
  status: z.enum(['ok', 'indisponivel']),
  message: z.optional(z.string()),
  latencyMs: z.number(),
});

/** The e-mail outbox's backlog: what waits, what was given up on, since when the oldest waits, the service's pause. */
export const backlogOutboxSchema = z.object({
  pendentes: z.number().check(z.int()),
  falhas: z.number().check(z.int()),
  maisAntigoEm: z.nullable(z.string()),
  maisAntigoMinutos: z.nullable(z.number().check(z.int())),
  /** Until when the e-mail service asked for no more sends (its 429's Retry-After); null when it takes them. */
  limitadoAte: z.nullable(z.string()),
});
export type BacklogOutbox = z.infer<typeof backlogOutboxSchema>;

/**
 * GET /api/health. Public: each dependency's state. For an admin's token also the outbox backlog (null
 * when it could not be read: the database is down).
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'indisponivel']),
  message: z.optional(z.string()),
  dependencias: z.record(dependenciaSchema, estadoDependenciaSchema),
  outbox: z.optional(z.nullable(backlogOutboxSchema)),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
