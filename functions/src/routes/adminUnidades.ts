import {
  mensagensUnidades,
  mensagensVerba,
  unidadeIdSchema,
  unidadeRequestSchema,
  usuarioIdSchema,
  verbaRequestSchema,
} from '@portal/shared';
import * as z from 'zod/mini';
import { json, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { unidadesDomain } from '../composition/unidades.ts';

const unidadeParamsSchema = z.object({ id: unidadeIdSchema });
const vinculoParamsSchema = z.object({ id: usuarioIdSchema, unidadeId: unidadeIdSchema });

/** GET /api/admin/unidades — every unit, by name, with its linked users. */
export const getAdminUnidades: SignedInRoute = (platform) => async () =>
  json(200, { unidades: await unidadesDomain(platform).unidadesAdmin.list() });

/** POST /api/admin/unidades — a new unit. */
export const postAdminUnidade: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const unidade = await unidadesDomain(platform).unidadesAdmin.create(
      user,
      await readJson(request, unidadeRequestSchema),
    );
    return json(201, { message: mensagensUnidades.criada, unidade });
  };

/** PUT /api/admin/unidades/{id} — an edit; If-Match: the version seen. */
export const putAdminUnidade: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(unidadeParamsSchema, request.params);
    const dados = await readJson(request, unidadeRequestSchema);
    const unidade = await unidadesDomain(platform).unidadesAdmin.update(
      user,
      id,
      dados,
      request.headers.get('if-match'),
    );
    return json(200, { message: mensagensUnidades.atualizada, unidade });
  };

/** GET /api/admin/unidades/verbas — every unit's gift budget of the current period (issue 36). */
export const getVerbasUnidades: SignedInRoute = (platform) => async () =>
  json(200, await unidadesDomain(platform).verbaUnidades.doPeriodo());

/** PUT /api/admin/unidades/{id}/verba — a unit's budget for the current period, or the one named. */
export const putVerbaUnidade: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(unidadeParamsSchema, request.params);
    const dados = await readJson(request, verbaRequestSchema);
    const verba = await unidadesDomain(platform).verbaUnidades.definir(user, id, dados);
    return json(200, { message: mensagensVerba.definida, verba });
  };

/** PUT /api/users/{id}/unidades/{unidadeId} — links the user to the unit (again: nothing changes). */
export const putVinculoUnidade: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id, unidadeId } = parseInput(vinculoParamsSchema, request.params);
    const usuario = await unidadesDomain(platform).unidadesAdmin.vincular(user, id, unidadeId);
    return json(200, { message: mensagensUnidades.vinculada, user: usuario });
  };

/** DELETE /api/users/{id}/unidades/{unidadeId} — unlinks them (not linked: nothing changes). */
export const deleteVinculoUnidade: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id, unidadeId } = parseInput(vinculoParamsSchema, request.params);
    const usuario = await unidadesDomain(platform).unidadesAdmin.desvincular(user, id, unidadeId);
    return json(200, { message: mensagensUnidades.desvinculada, user: usuario });
  };
