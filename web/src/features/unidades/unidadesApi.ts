import { mensagensUnidades } from '@portal/shared/mensagens/unidades';
import { mensagensVerba } from '@portal/shared/mensagens/verba';
import {
  listaUnidadesResponseSchema,
  type Unidade,
  type UnidadeRequest,
  unidadeResponseSchema,
} from '@portal/shared/schemas/unidades';
import { permissoesResponseSchema } from '@portal/shared/schemas/usuariosAdmin';
import { verbaResponseSchema, verbasDoPeriodoResponseSchema } from '@portal/shared/schemas/verba';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/session.ts';

export const unidadesKeys = { lista: ['unidades', 'admin'] as const, verbas: ['unidades', 'verbas'] as const };

/** GET /api/admin/unidades: every unit, by name, with its version and its linked users. */
export const unidadesQuery = () =>
  queryOptions({
    queryKey: unidadesKeys.lista,
    queryFn: async () =>
      (
        await api.get('/api/admin/unidades', {
          schema: listaUnidadesResponseSchema,
          fallbackError: mensagensUnidades.erroCarregar,
        })
      ).unidades,
  });

/** GET /api/admin/unidades/verbas: every unit's gift budget of the current period (issue 36). */
export const verbasQuery = () =>
  queryOptions({
    queryKey: unidadesKeys.verbas,
    queryFn: () =>
      api.get('/api/admin/unidades/verbas', {
        schema: verbasDoPeriodoResponseSchema,
        fallbackError: mensagensUnidades.erroCarregar,
      }),
  });

/** PUT /api/admin/unidades/{id}/verba: the unit's budget for the current period. */
export const definirVerba = ({ unidadeId, valor }: { unidadeId: string; valor: number }) =>
  api.put(`/api/admin/unidades/${encodeURIComponent(unidadeId)}/verba`, {
    body: { valor },
    schema: verbaResponseSchema,
    fallbackError: mensagensVerba.erroSalvar,
  });

/** POST /api/admin/unidades (no unit yet) or PUT of the unit being edited, with the version the admin saw. */
export const salvarUnidade = ({ unidade, corpo }: { unidade: Unidade | null; corpo: UnidadeRequest }) => {
  const options = { body: corpo, schema: unidadeResponseSchema, fallbackError: mensagensUnidades.erroSalvar };
  return unidade
    ? api.put(`/api/admin/unidades/${encodeURIComponent(unidade.id)}`, {
        ...options,
        headers: { 'If-Match': unidade.versao },
      })
    : api.post('/api/admin/unidades', options);
};

/** PUT (link) or DELETE (unlink) /api/users/{id}/unidades/{unidadeId}; answers with the user as /users lists them. */
export const alterarVinculo = ({
  usuarioId,
  unidadeId,
  vincular,
}: {
  usuarioId: string;
  unidadeId: string;
  vincular: boolean;
}) => {
  const caminho = `/api/users/${encodeURIComponent(usuarioId)}/unidades/${encodeURIComponent(unidadeId)}`;
  const options = { schema: permissoesResponseSchema, fallbackError: mensagensUnidades.erroVincular };
  return vincular ? api.put(caminho, options) : api.delete(caminho, options);
};
