import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import { painelAdminResponseSchema } from '@portal/shared/schemas/painelAdmin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/session.ts';

/** GET /api/admin/dashboard: the counts and both charts' data, counted on the server. */
export const painelAdminQuery = () =>
  queryOptions({
    queryKey: ['painelAdmin'] as const,
    // Its numbers change with every product, user and order elsewhere: always counted afresh on arrival.
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: () =>
      api.get('/api/admin/dashboard', {
        schema: painelAdminResponseSchema,
        fallbackError: mensagensPainelAdmin.erroCarregar,
      }),
  });
