import { readFileSync } from 'node:fs';
import { z } from 'zod';

const hostJsonSchema = z.object({
  extensions: z.object({ http: z.object({ routePrefix: z.string().optional() }).optional() }).optional(),
});

/** The route prefix the Functions host puts before every template: host.json's, `api` when unset (as Azure). */
export function readRoutePrefix(hostJson: URL = new URL('../../host.json', import.meta.url)): string {
  const parsed = hostJsonSchema.parse(JSON.parse(readFileSync(hostJson, 'utf8')));
  return (parsed.extensions?.http?.routePrefix ?? 'api').replace(/^\/+|\/+$/g, '');
}
