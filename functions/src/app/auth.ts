import type { HttpRequest } from '@azure/functions';
import { mensagens, type Permissao, permissoesDe } from '@portal/shared';
import type { UsuarioDoc } from '../data/usersRepository.ts';
import { HttpError } from '../errors.ts';
import type { Dependencies } from './dependencies.ts';

/**
 * The bearer token of a request. The SPA uses X-Portal-Authorization because Static Web Apps
 * overwrites Authorization on requests it forwards; direct clients may use Authorization.
 */
export function bearerToken(request: HttpRequest): string | null {
  const header = request.headers.get('x-portal-authorization') ?? request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

export function requireUser(deps: Dependencies, request: HttpRequest): Promise<UsuarioDoc> {
  return deps.auth.authenticate(bearerToken(request));
}

/** The signed-in user, who must hold the permission (403 otherwise). */
export async function requirePermission(
  deps: Dependencies,
  request: HttpRequest,
  permissao: Permissao,
): Promise<UsuarioDoc> {
  const user = await requireUser(deps, request);
  if (!permissoesDe(user.role)[permissao]) throw new HttpError(403, mensagens.semPermissao);
  return user;
}
