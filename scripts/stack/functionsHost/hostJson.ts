import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';

const hostJsonSchema = z.object({
  extensions: z.optional(z.object({ http: z.optional(z.object({ routePrefix: z.optional(z.string()) })) })),
});

/** The route prefix the Functions host puts before every template: host.json's, `api` when unset (as Azure). */
export function readRoutePrefix(functionAppDirectory: string): string {
  const parsed = hostJsonSchema.parse(JSON.parse(readFileSync(join(functionAppDirectory, 'host.json'), 'utf8')));
  return (parsed.extensions?.http?.routePrefix ?? 'api').replace(/^\/+|\/+$/g, '');
}
