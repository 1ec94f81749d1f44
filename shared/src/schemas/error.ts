import * as z from 'zod/mini';

/** Every error the API returns has this body. */
export const erroResponseSchema = z.object({
  message: z.string(),
  correlationId: z.optional(z.string()),
});
export type ErroResponse = z.infer<typeof erroResponseSchema>;
