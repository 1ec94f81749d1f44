import { listaUsuariosQuerySchema, mensagensUsuarios, permissoesRequestSchema, usuarioIdSchema } from '@portal/shared';
import * as z from 'zod/mini';
import { json, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { usuariosDomain } from '../composition/usuarios.ts';

const usuarioParamsSchema = z.object({ id: usuarioIdSchema });

/**
 * GET /api/users?busca=&id=&limite= — every user (spec: `users`), or those whose name or e-mail contains `busca`,
 * the one of `id`, at most `limite` of them.
 */
export const getUsuarios: SignedInRoute = (platform) => async (request) => {
  const filtro = parseInput(listaUsuariosQuerySchema, {
    busca: request.query.get('busca') ?? undefined,
    id: request.query.get('id') ?? undefined,
    limite: request.query.get('limite') ?? undefined,
  });
  return json(200, { users: await usuariosDomain(platform).usuariosAdmin.list(filtro) });
};

/** PUT /api/users/{id}/permissions — `{ role: 'admin' | 'user' }`, within what the caller may change (403). */
export const putPermissoes: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(usuarioParamsSchema, request.params);
    const { role } = await readJson(request, permissoesRequestSchema);
    return json(200, {
      message: mensagensUsuarios.atualizado,
      user: await usuariosDomain(platform).usuariosAdmin.alterarPapel(user, id, role),
    });
  };
