import { listaProdutosResponseSchema, mensagens } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/session.ts';

export function useProdutos() {
  return useQuery({
    queryKey: ['produtos'],
    queryFn: async () =>
      (
        await api.get('/api/produtos', {
          schema: listaProdutosResponseSchema,
          fallbackError: mensagens.erroCarregarProdutos,
        })
      ).produtos,
  });
}
