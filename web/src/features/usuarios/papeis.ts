import { podeModificarUsuario } from '@portal/shared/domain/permissoes';
import { mensagensUsuarios } from '@portal/shared/mensagens/usuarios';
import type { Papel } from '@portal/shared/schemas/auth';
import type { BadgeTone } from '../../components/Badge.tsx';
import { ApiError, failureReason } from '../../lib/apiClient.ts';

/** Spec section 4: checked for admin or master; ticking grants admin, unticking withdraws it. */
export const ehAdministrador = (role: Papel) => role !== 'user';

/** The role a click on the checkbox asks for. */
export const papelPedido = (marcado: boolean): 'admin' | 'user' => (marcado ? 'admin' : 'user');

/**
 * Why the current user may not change this user's 'Administrador' box (then disabled), or null. Nobody
 * changes their own role; otherwise the shared rule: master changes anyone but a master, admin only users.
 */
export function bloqueioDoPapel(atual: { id: string; role: Papel }, alvo: { id: string; role: Papel }): string | null {
  if (atual.id === alvo.id) return mensagensUsuarios.bloqueioProprio;
  if (podeModificarUsuario(atual.role, alvo.role)) return null;
  return alvo.role === 'master' ? mensagensUsuarios.bloqueioMaster : mensagensUsuarios.bloqueioAdmin;
}

/** Badge tones: master stands out, admin is blue, a plain user grey. */
export const tomDoPapel: Record<Papel, BadgeTone> = { master: 'aprovado', admin: 'transporte', user: 'neutro' };

/** Spec section 8: 403 has its own text; otherwise the server's message, or 'Erro ao atualizar permissões'. */
export const falhaAoAlterar = (error: unknown) =>
  error instanceof ApiError && error.status === 403
    ? mensagensUsuarios.proibido
    : failureReason(error, mensagensUsuarios.erroAtualizar);

/** Spec section 8: 'Erro ao carregar usuários: {message}', or the bare text when there is no message. */
export const falhaAoCarregar = (error: unknown) =>
  error instanceof ApiError && error.message !== mensagensUsuarios.erroCarregar()
    ? mensagensUsuarios.erroCarregar(error.message)
    : mensagensUsuarios.erroCarregar();
