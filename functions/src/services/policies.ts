import { type Papel, type Permissao, permissoesDe, podeModificarUsuario } from '@portal/shared';

/**
 * Who may do what, in one place, on the shared permission rules (spec section 6). Route access is
 * declared in the route table; these answer the questions a route cannot: whose order, whose role.
 */
interface Ator {
  id: string;
  role: Papel;
}

export function possuiPermissao(ator: Ator, permissao: Permissao): boolean {
  return permissoesDe(ator.role)[permissao];
}

/** A franchisee reads only their own orders and tickets; admins read every one. */
export function podeLer(ator: Ator, item: { userId: string }): boolean {
  return item.userId === ator.id || possuiPermissao(ator, 'isAdmin');
}

/** Only admin and user are granted in the portal; master comes from the Entra app role. */
export const papeisConcedidos = ['admin', 'user'] as const satisfies readonly Papel[];

/** Master changes anyone who is not master; admin only plain users; nobody their own role. */
export function podeAlterarPapel(ator: Ator, alvo: Ator, novoPapel: Papel): boolean {
  if (ator.id === alvo.id) return false;
  if (!(papeisConcedidos as readonly Papel[]).includes(novoPapel)) return false;
  return podeModificarUsuario(ator.role, alvo.role);
}
