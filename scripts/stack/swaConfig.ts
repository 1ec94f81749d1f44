import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';

/**
 * The subset of staticwebapp.config.json the local web server implements. Strict: a key the server
 * does not implement makes it refuse to start rather than silently serve something else than Azure.
 */
const routeSchema = z.strictObject({
  route: z.string().check(z.startsWith('/')),
  headers: z.optional(z.record(z.string(), z.string())),
});

export const swaConfigSchema = z.strictObject({
  $schema: z.optional(z.string()),
  navigationFallback: z.strictObject({
    rewrite: z.string().check(z.startsWith('/')),
    exclude: z._default(z.array(z.string()), []),
  }),
  routes: z._default(z.array(routeSchema), []),
  globalHeaders: z._default(z.record(z.string(), z.string()), {}),
  mimeTypes: z._default(z.record(z.string(), z.string()), {}),
});
export type SwaConfig = z.infer<typeof swaConfigSchema>;

/** A web artifact's configuration; a missing file stops the server, as Azure would serve the SPA without it. */
export function readSwaConfig(path: string): SwaConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(
      `${path} is missing: Static Web Apps would serve this build without its navigation fallback and headers`,
    );
  }
  return swaConfigSchema.parse(JSON.parse(text));
}

/** Expands `{a,b}` alternatives, then turns `*` into "anything" — the SWA wildcard syntax. */
export function swaPatternToRegExp(pattern: string): RegExp {
  const alternatives = pattern.replace(/\{([^}]*)\}/g, (_, list: string) => `(${list.split(',').join('|')})`);
  const escaped = alternatives.replace(/[.+?^$[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  // Patterns without a leading slash (`*.{png,jpg}`) match the file name anywhere.
  return new RegExp(pattern.startsWith('/') ? `^${escaped}$` : `(^|/)${escaped}$`, 'i');
}
