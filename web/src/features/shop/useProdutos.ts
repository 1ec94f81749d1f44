import { listaProdutosResponseSchema, mensagens } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/apiClient.ts';

export function useProdutos() {
  return useQuery({
    queryKey: ['produtos'],
    queryFn: async () =>
      (await apiGet('/api/produtos', listaProdutosResponseSchema, mensagens.erroCarregarProdutos)).produtos,
  });
}
