import * as z from 'zod/mini';
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
  /** Beyond the spec (issue 36): the ids of the franchise units the user runs. */
  unidades: z._default(z.array(z.string()), []),
});
export type UsuarioAdmin = z.infer<typeof usuarioAdminSchema>;

/** A user's id as the API gives it (a UUID, or `entra-<tenant>-<object>`): nothing else names a user. */
export const usuarioIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9-]{1,200}$/, mensagensUsuarios.usuarioNaoEncontrado));

/** The most users one search returns when it asks for few (the /logs user filter, as one types). */
export const maximoUsuariosPorBusca = 50;
const limiteInvalido = mensagensUsuarios.limiteBusca(maximoUsuariosPorBusca);

/**
 * GET /api/users?busca=&id=&limite= (beyond the spec): `busca` a name or e-mail substring, case-insensitive; `id`
 * one user (the /logs filter names the user its URL holds); `limite` at most that many, by name (absent: all).
 */
export const listaUsuariosQuerySchema = z.object({
  busca: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    z.transform((valor) => valor || undefined),
  ),
  id: z.optional(usuarioIdSchema),
  limite: z.optional(
    z.coerce
      .number(limiteInvalido)
      .check(z.int(limiteInvalido), z.gte(1, limiteInvalido), z.lte(maximoUsuariosPorBusca, limiteInvalido)),
  ),
});
export type ListaUsuariosQuery = z.infer<typeof listaUsuariosQuerySchema>;
export const listaUsuariosResponseSchema = z.object({ users: z.array(usuarioAdminSchema) });

/** PUT /api/users/{id}/permissions — admin or user only (masters come from the Entra app role). */
export const permissoesRequestSchema = z.object({
  role: z.enum(['admin', 'user'], { error: mensagensUsuarios.papelInvalido }),
});
export const permissoesResponseSchema = z.object({ message: z.string(), user: usuarioAdminSchema });
