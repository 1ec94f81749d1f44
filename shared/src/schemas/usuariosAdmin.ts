import * as z from 'zod';
import { papelSchema } from './auth.ts';

/** Spec section 8, users. */
export const mensagensUsuarios = {
  carregando: 'Carregando usuários...',
  nenhum: 'Nenhum usuário encontrado.',
  erroCarregar: (mensagem?: string) =>
    mensagem ? `Erro ao carregar usuários: ${mensagem}` : 'Erro ao carregar usuários',
  atualizado: 'Permissões atualizadas com sucesso!',
  proibido: 'Você não tem permissão para modificar este usuário ou o usuário é Master e está protegido.',
  erroAtualizar: 'Erro ao atualizar permissões',
  papelInvalido: 'Papel inválido: use admin ou user.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  rotulosPapel: { user: 'Usuário', admin: 'Admin', master: 'Master' },
  administrador: 'Administrador',
  verificado: 'Verificado',
  origem: { senha: 'Usuário e senha', microsoft: 'Conta Microsoft' },
  /** The link from a user's card to the log filtered by them. */
  verNoLog: 'Ver no log',
  // Why a user's 'Administrador' checkbox is disabled on /users.
  bloqueioProprio: 'Você não pode alterar as suas próprias permissões.',
  bloqueioMaster: 'Usuários Master são protegidos.',
  bloqueioAdmin: 'Somente o Master pode alterar as permissões de um administrador.',
} as const;

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
