import { mensagensUsuarios } from '@portal/shared/mensagens/usuarios';
import {
  type ListaUsuariosQuery,
  listaUsuariosResponseSchema,
  permissoesResponseSchema,
} from '@portal/shared/schemas/usuariosAdmin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/session.ts';

/** The users route's query as the SPA sends it: each part absent or set. */
export type FiltroUsuarios = Partial<ListaUsuariosQuery>;

export const usuariosKeys = {
  todos: ['usuarios'] as const,
  lista: (filtro: FiltroUsuarios) => ['usuarios', 'lista', filtro] as const,
};

/**
 * GET /api/users?busca=&id=&limite=: sorted by username; `busca` matches name or e-mail (blank: everyone), `id` one
 * user, `limite` the first so many.
 */
export const usuariosQuery = (filtro: FiltroUsuarios) =>
  queryOptions({
    queryKey: usuariosKeys.lista(filtro),
    queryFn: async () => {
      const parametros = new URLSearchParams(
        Object.entries(filtro).flatMap(([chave, valor]) =>
          valor === undefined || valor === '' ? [] : [[chave, String(valor)]],
        ),
      );
      const consulta = parametros.size > 0 ? `?${parametros}` : '';
      return (
        await api.get(`/api/users${consulta}`, {
          schema: listaUsuariosResponseSchema,
          fallbackError: mensagensUsuarios.erroCarregar(),
        })
      ).users;
    },
  });

/** PUT /api/users/{id}/permissions: grants (admin) or withdraws (user) the admin role. */
export const alterarPapel = ({ id, role }: { id: string; role: 'admin' | 'user' }) =>
  api.put(`/api/users/${encodeURIComponent(id)}/permissions`, {
    body: { role },
    schema: permissoesResponseSchema,
    fallbackError: mensagensUsuarios.erroAtualizar,
  });
