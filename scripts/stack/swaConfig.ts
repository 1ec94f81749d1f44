import { readFileSync } from 'node:fs';
import * as z from 'zod';

/**
 * The subset of staticwebapp.config.json the local web server implements. Strict: a key the server
 * does not implement makes it refuse to start rather than silently serve something else than Azure.
 */
const routeSchema = z
  .object({ route: z.string().startsWith('/'), headers: z.record(z.string(), z.string()).optional() })
  .strict();

export const swaConfigSchema = z
  .object({
    $schema: z.string().optional(),
    navigationFallback: z
      .object({ rewrite: z.string().startsWith('/'), exclude: z.array(z.string()).default([]) })
      .strict(),
    routes: z.array(routeSchema).default([]),
    globalHeaders: z.record(z.string(), z.string()).default({}),
    mimeTypes: z.record(z.string(), z.string()).default({}),
  })
  .strict();
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
