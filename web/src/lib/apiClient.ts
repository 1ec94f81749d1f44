import { erroResponseSchema } from '@portal/shared';
import type { z } from 'zod';

/** An API failure with the pt-BR message to show (the server's, or the caller's fallback). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function messageFrom(response: Response, fallback: string): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = erroResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.message : fallback;
}

/** GET a JSON resource and validate it with its shared schema. */
export async function apiGet<S extends z.ZodType>(path: string, schema: S, fallbackError: string): Promise<z.infer<S>> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(await messageFrom(response, fallbackError), response.status);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(fallbackError, response.status);
  return parsed.data;
}
