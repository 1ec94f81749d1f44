import * as z from 'zod/mini';

/** Hub card destinations outside the portal (spec: not hard-coded; they come from configuration). */
export const linksPainelSchema = z.object({
  materiaisInstitucionais: z.url(),
  treinamento: z.url(),
  emailWeb: z.url(),
  /** The mail app's URL scheme, tried first on phones. */
  emailApp: z.string().check(z.minLength(1)),
  biVendas: z.url(),
  reclamacoes: z.url(),
  gestao: z.url(),
  rastreamento: z.url(),
});
export type LinksPainel = z.infer<typeof linksPainelSchema>;

/** Public runtime configuration the SPA loads before anything else (same build for every environment). */
export const configPublicaSchema = z.object({
  microsoft: z.object({
    clientId: z.string(),
    authority: z.url(),
    knownAuthorities: z.array(z.string()),
    protocolMode: z.enum(['AAD', 'OIDC']),
    /** The API scope requested at sign-in. */
    apiScope: z.string(),
    /** The authority's OpenID metadata (local dev tenant), so the browser needs no discovery call. */
    authorityMetadata: z.optional(z.string()),
  }),
  links: linksPainelSchema,
  /** Base URL of the ticket call (spec: the support host); '' is this portal's own API. */
  suporteUrl: z._default(z.union([z.url(), z.literal('')]), ''),
});
export type ConfigPublica = z.infer<typeof configPublicaSchema>;
