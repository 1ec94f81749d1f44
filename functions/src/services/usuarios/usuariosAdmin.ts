import {
  type ListaUsuariosQuery,
  mensagensUsuarios,
  type Papel,
  textosAtividade,
  type UsuarioAdmin,
} from '@portal/shared';
import type { UsuarioDoc, UsuariosRepository } from '../../data/usuarios/usuariosRepository.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import { podeAlterarPapel } from '../policies.ts';

/** A user as /users shows them (the unit screen's links answer with it too). */
export const toUsuarioAdmin = (user: UsuarioDoc): UsuarioAdmin => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  created_at: user.created_at,
  email_verified: user.email_verified,
  origem: user.entra ? 'microsoft' : 'senha',
  unidades: user.unidades ?? [],
});

/**
 * Users and roles (spec sections 2, 6, 8): admin is granted and withdrawn here; master comes only from the
 * Entra app role. The role is read from the database on every request, so a demoted admin's very next
 * request is refused admin routes (forbidden) without ending the person's session.
 */
export function createUsuariosAdmin(users: UsuariosRepository, activity: ActivityLog, now: () => Date) {
  const proibido = () => forbidden(mensagensUsuarios.proibido);
  return {
    async list(filtro: ListaUsuariosQuery): Promise<UsuarioAdmin[]> {
      return (await users.list(filtro)).map(toUsuarioAdmin);
    },

    async alterarPapel(ator: UsuarioDoc, id: string, role: Papel): Promise<UsuarioAdmin> {
      const naoEncontrado = () => notFound(mensagensUsuarios.usuarioNaoEncontrado);
      let anterior: Papel = role;
      const salvo = await users.update(id, (current) => {
        if (!current) throw naoEncontrado();
        // Checked on what is being written (a retry sees the role as it is now).
        if (!podeAlterarPapel(ator, current, role)) throw proibido();
        anterior = current.role;
        return current.role === role ? null : { ...current, role, updated_at: now().toISOString() };
      });
      // update returns null only for a missing document, which `change` has already refused.
      if (!salvo) throw naoEncontrado();
      if (anterior !== role) {
        await activity
          .record({
            tipo: 'Usuario',
            acao: textosAtividade.acoes.permissoesAlteradas,
            detalhes: textosAtividade.detalhes.permissoesAlteradas(
              salvo.username,
              mensagensUsuarios.rotulosPapel[anterior],
              mensagensUsuarios.rotulosPapel[role],
            ),
            usuario: ator,
          })
          .catch((error: unknown) => console.warn(`user ${id}: activity log failed`, error));
      }
      return toUsuarioAdmin(salvo);
    },
  };
}
export type UsuariosAdmin = ReturnType<typeof createUsuariosAdmin>;
