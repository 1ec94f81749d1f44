import { json } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { unidadesDomain } from '../composition/unidades.ts';

/** GET /api/unidades/minhas — the caller's own franchise units (issue 36), for the checkout. */
export const getMinhasUnidades: SignedInRoute =
  (platform) =>
  async (_request, { user }) =>
    json(200, { unidades: await unidadesDomain(platform).unidadesDoUsuario.minhas(user) });
