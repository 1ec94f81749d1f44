import { tiposPeriodoVerba } from '@portal/shared';
import * as z from 'zod/mini';
import { configPrazos } from './configPrazos.ts';
import { productionSecretProblem } from './sessionSecret.ts';

/**
 * App settings, parsed once at start-up. Local mode talks to the stand-ins with their well-known
 * development keys; Azure mode uses the managed identity and never accepts keys or connection strings.
 */
const common = {
  COSMOS_ENDPOINT: z.url(),
  COSMOS_DATABASE: z._default(z.string().check(z.minLength(1)), 'portal'),
  EMAIL_SENDER: z.email(),
  /** The support team's mailbox: every new ticket is e-mailed there. */
  SUPPORT_MAILBOX: z.email(),
  /** Where the SPA sends tickets (spec: a configurable support host); empty is this API, same origin. */
  SUPPORT_API_URL: z._default(z.union([z.url(), z.literal('')]), ''),
  /** HMAC key of the portal's own session tokens (Key Vault reference in Azure). */
  PORTAL_TOKEN_SECRET: z.string().check(
    z.minLength(32, 'must have at least 32 characters'),
    z.refine((value) => !value.startsWith('@Microsoft.KeyVault('), {
      error: 'the Key Vault reference did not resolve',
      abort: true,
    }),
  ),
  PORTAL_TOKEN_TTL_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(5), z.lte(24 * 60)), 480),
  // Work-account sign-in: the same validator serves Entra ID and the local dev tenant.
  ENTRA_TENANT_ID: z.uuid(),
  ENTRA_ISSUER: z.url(),
  ENTRA_JWKS_URL: z.url(),
  /** The `aud` of access tokens for this API (its client id or Application ID URI). */
  ENTRA_AUDIENCE: z.string().check(z.minLength(1)),
  /** The delegated scope's short name that must be in `scp`. */
  ENTRA_SCOPE_NAME: z._default(z.string().check(z.minLength(1)), 'access_as_user'),
  ENTRA_MASTER_ROLE: z._default(z.string().check(z.minLength(1)), 'Portal.Master'),
  // What the SPA needs to start MSAL (served by GET /api/config).
  ENTRA_SPA_CLIENT_ID: z.string().check(z.minLength(1)),
  ENTRA_AUTHORITY: z.url(),
  ENTRA_PROTOCOL_MODE: z._default(z.enum(['AAD', 'OIDC']), 'AAD'),
  ENTRA_API_SCOPE: z.string().check(z.minLength(1)),
  // Hub cards that open other sites.
  HUB_LINK_MATERIAIS: z.url(),
  HUB_LINK_TREINAMENTO: z.url(),
  HUB_LINK_EMAIL_WEB: z.url(),
  HUB_LINK_EMAIL_APP: z._default(z.string().check(z.minLength(1)), 'ms-outlook://'),
  HUB_LINK_BI_VENDAS: z.url(),
  HUB_LINK_RECLAMACOES: z.url(),
  HUB_LINK_GESTAO: z.url(),
  HUB_LINK_RASTREAMENTO: z.url(),
  ...configPrazos,
  // Issue 36: the units' gift budget lasts a period of this kind (São Paulo's calendar).
  VERBA_PERIODO: z._default(
    z.enum(tiposPeriodoVerba, { error: "expected 'mes', 'trimestre', 'semestre' or 'ano'" }),
    'trimestre',
  ),
  /** On: an order its unit's budget holds whole is placed 'Aprovado'. Off (the default): the spec's approval flow. */
  VERBA_APROVACAO_AUTOMATICA: z.pipe(
    z._default(z.enum(['true', 'false'], { error: "expected 'true' or 'false'" }), 'false'),
    z.transform((valor) => valor === 'true'),
  ),
};

/**
 * How requests reach the API (infra/main.bicep `apiAccess`): through Static Web Apps' linked backend, or
 * straight at the Function app. It says which forwarded address is the client's (app/clientAddress.ts).
 */
const apiAccess = z.enum(['linked', 'direct'], { error: "expected 'linked' or 'direct'" });

const localSchema = z.object({
  PORTAL_MODE: z.literal('local'),
  ...common,
  PORTAL_API_ACCESS: z._default(apiAccess, 'linked'),
  PUBLIC_BASE_URL: z._default(z.url(), 'https://localhost:4280'),
  COSMOS_KEY: z.string().check(z.minLength(1)),
  STORAGE_CONNECTION_STRING: z.string().check(z.minLength(1)),
  EMAIL_CONNECTION_STRING: z
    .string()
    .check(z.regex(/^endpoint=.+;accesskey=.+$/i, 'expected endpoint=...;accesskey=...')),
});

const azureSchema = z.object({
  PORTAL_MODE: z.literal('azure'),
  ...common,
  /** No default: read wrong, every client would share one sign-in throttle, or forge its own address. */
  PORTAL_API_ACCESS: apiAccess,
  /** Not the committed local secret, and at least 32 random bytes (sessionSecret.ts). */
  PORTAL_TOKEN_SECRET: common.PORTAL_TOKEN_SECRET.check(
    z.superRefine((secret, context) => {
      const problem = productionSecretProblem(secret);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
  /** The Static Web App's address (CORS for uploads, links in e-mails). */
  PUBLIC_BASE_URL: z.url(),
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
