import { atualizarStatusChamadoSchema, mensagensChamados } from '@portal/shared';
import { json, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { chamadosDomain } from '../composition/chamados.ts';
import { chamadoParamsSchema, lerConsultaChamados } from './chamados.ts';

/** GET /api/admin/chamados — every ticket, filtered (requester too) and paged. */
export const getAdminChamados: SignedInRoute = (platform) => async (request) => {
  const { filtros, limite, continuacao } = lerConsultaChamados(request);
  return json(200, await chamadosDomain(platform).consultaChamados.list({}, filtros, { limite, continuacao }));
};

/** PUT /api/admin/chamados/{id}/status — `{ status }`, with If-Match: the version the admin saw. */
export const putAdminChamadoStatus: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(chamadoParamsSchema, request.params);
    const { status } = await readJson(request, atualizarStatusChamadoSchema);
    const chamado = await chamadosDomain(platform).statusChamado(user, id, status, request.headers.get('if-match'));
    return json(200, { message: mensagensChamados.statusAtualizado, chamado });
  };
