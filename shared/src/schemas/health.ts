import * as z from 'zod';

export const dependenciaSchema = z.enum(['cosmos', 'blob', 'email']);
export type Dependencia = z.infer<typeof dependenciaSchema>;

const estadoDependenciaSchema = z.object({
  status: z.enum(['ok', 'indisponivel']),
  message: z.string().optional(),
  latencyMs: z.number(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'indisponivel']),
  message: z.string().optional(),
  dependencias: z.record(dependenciaSchema, estadoDependenciaSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
