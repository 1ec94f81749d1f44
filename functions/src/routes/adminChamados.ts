import { atualizarStatusChamadoSchema, mensagensChamados } from '@portal/shared';
import { json, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { chamadoParamsSchema, lerConsultaChamados } from './chamados.ts';

/** GET /api/admin/chamados — every ticket, filtered (requester too) and paged. */
export const getAdminChamados: SignedInRoute = (deps) => async (request) => {
  const { filtros, limite, continuacao } = lerConsultaChamados(request);
  return json(200, await deps.consultaChamados.list({}, filtros, { limite, continuacao }));
};

/** PUT /api/admin/chamados/{id}/status — `{ status }`, with If-Match: the version the admin saw. */
export const putAdminChamadoStatus: SignedInRoute =
  (deps) =>
  async (request, { user }) => {
    const { id } = parseInput(chamadoParamsSchema, request.params);
    const { status } = await readJson(request, atualizarStatusChamadoSchema);
    const chamado = await deps.statusChamado(user, id, status, request.headers.get('if-match'));
    return json(200, { message: mensagensChamados.statusAtualizado, chamado });
  };
