import { mensagensUsuarios } from '@portal/shared/mensagens/usuarios';
import { listaUsuariosResponseSchema, permissoesResponseSchema } from '@portal/shared/schemas/usuariosAdmin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/session.ts';

export const usuariosKeys = {
  todos: ['usuarios'] as const,
  lista: (busca: string) => ['usuarios', 'lista', busca] as const,
};

/** GET /api/users?busca=: sorted by username; `busca` matches name or e-mail (blank: everyone). */
export const usuariosQuery = (busca: string) =>
  queryOptions({
    queryKey: usuariosKeys.lista(busca),
    queryFn: async () => {
      const consulta = busca ? `?${new URLSearchParams({ busca })}` : '';
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
