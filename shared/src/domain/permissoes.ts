import type { Papel } from '../schemas/auth.ts';

export interface Permissoes {
  isAdmin: boolean;
  canManageProducts: boolean;
  canManageUsers: boolean;
  canAccessLogs: boolean;
}

export type Permissao = keyof Permissoes;

/** What a role may do (spec section 6). The API enforces it; the SPA only mirrors it. */
export function permissoesDe(role: Papel | undefined): Permissoes {
  const admin = role === 'admin' || role === 'master';
  return { isAdmin: admin, canManageProducts: admin, canManageUsers: admin, canAccessLogs: admin };
}

/** Master may modify anyone who is not master; admin only plain users; a user nobody. */
export function podeModificarUsuario(ator: Papel, alvo: Papel): boolean {
  if (ator === 'master') return alvo !== 'master';
  if (ator === 'admin') return alvo === 'user';
  return false;
}
