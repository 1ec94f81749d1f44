import type { Versioned } from '../data/cosmosItems.ts';
import type { UsuarioDoc } from '../data/usuarios/usuariosRepository.ts';
import { notFound } from '../errors.ts';
import { podeLer, possuiPermissao } from './policies.ts';

/** How a user's item is read: in its owner's partition, or found across partitions by id. */
export interface OwnerRead<D> {
  get(userId: string, id: string): Promise<Versioned<D> | null>;
  find(id: string): Promise<Versioned<D> | null>;
}

/**
 * An item the user may read (orders, tickets): an admin's lookup spans every partition (their own included),
 * anyone else reads only their own partition; anything else is simply not found.
 */
export async function lerPermitido<D extends { userId: string }>(
  user: UsuarioDoc,
  id: string,
  leitura: OwnerRead<D>,
  naoEncontrado: string,
): Promise<Versioned<D>> {
  const found = possuiPermissao(user, 'isAdmin') ? await leitura.find(id) : await leitura.get(user.id, id);
  if (!found || !podeLer(user, found.doc)) throw notFound(naoEncontrado);
  return found;
}
