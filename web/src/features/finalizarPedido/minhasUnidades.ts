import { mensagensUnidades } from '@portal/shared/mensagens/unidades';
import { minhasUnidadesResponseSchema } from '@portal/shared/schemas/unidades';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/session.ts';

export const minhasUnidadesKeys = { todas: ['unidades', 'minhas'] as const };

/**
 * GET /api/unidades/minhas: the user's franchise units (issue 36), which fill the form, with their budget balances
 * (the cart shows them too, so this lives apart from the form's code); none for most users.
 */
export const minhasUnidadesQuery = () =>
  queryOptions({
    queryKey: minhasUnidadesKeys.todas,
    queryFn: async () =>
      (
        await api.get('/api/unidades/minhas', {
          schema: minhasUnidadesResponseSchema,
          fallbackError: mensagensUnidades.erroCarregar,
        })
      ).unidades,
  });
