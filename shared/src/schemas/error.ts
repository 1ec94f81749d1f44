import * as z from 'zod';

/** Every error the API returns has this body. */
export const erroResponseSchema = z.object({
  message: z.string(),
  correlationId: z.string().optional(),
});
export type ErroResponse = z.infer<typeof erroResponseSchema>;
