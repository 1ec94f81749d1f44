import { listaUsuariosQuerySchema, mensagensUsuarios, permissoesRequestSchema } from '@portal/shared';
import * as z from 'zod';
import { json, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';

const usuarioParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,200}$/, mensagensUsuarios.usuarioNaoEncontrado),
});

/** GET /api/users?busca= — every user (spec: `users`), or those whose name or e-mail contains `busca`. */
export const getUsuarios: SignedInRoute = (deps) => async (request) => {
  const { busca } = parseInput(listaUsuariosQuerySchema, { busca: request.query.get('busca') ?? undefined });
  return json(200, { users: await deps.usuariosAdmin.list(busca) });
};

/** PUT /api/users/{id}/permissions — `{ role: 'admin' | 'user' }`, within what the caller may change (403). */
export const putPermissoes: SignedInRoute =
  (deps) =>
  async (request, { user }) => {
    const { id } = parseInput(usuarioParamsSchema, request.params);
    const { role } = await readJson(request, permissoesRequestSchema);
    return json(200, {
      message: mensagensUsuarios.atualizado,
      user: await deps.usuariosAdmin.alterarPapel(user, id, role),
    });
  };
