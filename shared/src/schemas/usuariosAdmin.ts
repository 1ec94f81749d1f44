import * as z from 'zod';
import { mensagensUsuarios } from '../mensagens/usuarios.ts';
import { papelSchema } from './auth.ts';

/** A user as /users lists them (spec section 3: id, username, email, role, created_at, email_verified). */
export const usuarioAdminSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: papelSchema,
  created_at: z.string(),
  email_verified: z.boolean(),
  /** Beyond the spec: how the user signs in. */
  origem: z.enum(['senha', 'microsoft']),
});
export type UsuarioAdmin = z.infer<typeof usuarioAdminSchema>;

/** GET /api/users?busca= — name or e-mail substring, case-insensitive (beyond the spec). */
export const listaUsuariosQuerySchema = z.object({
  busca: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((valor) => valor || undefined),
});
export const listaUsuariosResponseSchema = z.object({ users: z.array(usuarioAdminSchema) });

/** PUT /api/users/{id}/permissions — admin or user only (masters come from the Entra app role). */
export const permissoesRequestSchema = z.object({
  role: z.enum(['admin', 'user'], { error: mensagensUsuarios.papelInvalido }),
});
export const permissoesResponseSchema = z.object({ message: z.string(), user: usuarioAdminSchema });
