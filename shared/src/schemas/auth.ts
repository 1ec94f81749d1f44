import * as z from 'zod/mini';

export const papelSchema = z.enum(['user', 'admin', 'master']);
export type Papel = z.infer<typeof papelSchema>;

/** The signed-in user as the API returns it and the SPA stores it (`userData`). */
export const usuarioSessaoSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: papelSchema,
  can_manage_products: z.boolean(),
  email_verified: z.boolean(),
  origem: z.enum(['senha', 'microsoft']),
});
export type UsuarioSessao = z.infer<typeof usuarioSessaoSchema>;

export const loginRequestSchema = z.object({
  username: z
    .string({ error: 'Usuário é obrigatório' })
    .check(z.trim(), z.minLength(1, 'Usuário é obrigatório'), z.maxLength(100, 'Usuário muito longo')),
  password: z
    .string({ error: 'Senha é obrigatória' })
    .check(z.minLength(1, 'Senha é obrigatória'), z.maxLength(200, 'Senha muito longa')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessaoResponseSchema = z.object({
  message: z.optional(z.string()),
  token: z.string(),
  user: usuarioSessaoSchema,
  role: papelSchema,
});
export type SessaoResponse = z.infer<typeof sessaoResponseSchema>;

export const verificacaoPendenteSchema = z.object({
  requiresVerification: z.literal(true),
  userId: z.string(),
  message: z.string(),
});

export const loginResponseSchema = z.union([sessaoResponseSchema, verificacaoPendenteSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Ids are UUIDs or `entra-<tid>-<oid>`: letters, digits and hyphens only. */
const userIdSchema = z
  .string({ error: 'Usuário não informado' })
  .check(z.trim(), z.minLength(1, 'Usuário não informado'), z.regex(/^[A-Za-z0-9-]{1,200}$/, 'Usuário inválido.'));

export const verifyEmailRequestSchema = z.object({
  userId: userIdSchema,
  code: z
    .string({ error: 'Código é obrigatório' })
    .check(z.trim(), z.minLength(1, 'Código é obrigatório'), z.regex(/^\d{6}$/, 'O código deve ter 6 dígitos.')),
});

export const resendVerificationRequestSchema = z.object({ userId: userIdSchema });

export const mensagemResponseSchema = z.object({ message: z.string() });

export const microsoftLoginRequestSchema = z.object({
  accessToken: z
    .string({ error: 'Token Microsoft ausente.' })
    .check(z.minLength(20, 'Token Microsoft ausente.'), z.maxLength(20_000, 'Token Microsoft inválido.')),
});

export const profileResponseSchema = z.object({ user: usuarioSessaoSchema });

export const azureTokenResponseSchema = z.object({ azureToken: z.string(), expiresAt: z.string() });
