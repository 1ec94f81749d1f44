import { z } from 'zod';

/**
 * App settings, parsed once at start-up. Local mode talks to the stand-ins with their well-known
 * development keys; Azure mode uses the managed identity and never accepts keys or connection strings.
 */
const common = {
  COSMOS_ENDPOINT: z.url(),
  COSMOS_DATABASE: z.string().min(1).default('portal'),
  EMAIL_SENDER: z.email(),
  PUBLIC_BASE_URL: z.url().default('http://localhost:4280'),
};

const localSchema = z.object({
  PORTAL_MODE: z.literal('local'),
  ...common,
  COSMOS_KEY: z.string().min(1),
  STORAGE_CONNECTION_STRING: z.string().min(1),
  EMAIL_CONNECTION_STRING: z.string().regex(/^endpoint=.+;accesskey=.+$/i, 'expected endpoint=...;accesskey=...'),
});

const azureSchema = z.object({
  PORTAL_MODE: z.literal('azure'),
  ...common,
  STORAGE_BLOB_URL: z.url(),
  EMAIL_ENDPOINT: z.url(),
});

const configSchema = z.discriminatedUnion('PORTAL_MODE', [localSchema, azureSchema]);

export type Config = z.infer<typeof configSchema>;
export type LocalConfig = z.infer<typeof localSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws one message naming every missing or malformed setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const setting = issue.path.join('.') || 'PORTAL_MODE';
    return `${setting}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration. Fix these app settings:\n  ${problems.join('\n  ')}`);
}
