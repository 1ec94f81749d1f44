import { carrinhoResponseSchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/session.ts';

export const cartQueryKey = ['carrinho'] as const;

/** The signed-in user's cart. Load failures are only logged (spec section 8): the UI shows an empty cart. */
export function useCart() {
  return useQuery({
    queryKey: cartQueryKey,
    queryFn: async () => {
      try {
        return await api.get('/api/carrinho', {
          schema: carrinhoResponseSchema,
          fallbackError: 'Erro ao carregar carrinho',
        });
      } catch (error) {
        console.warn('Carrinho indisponível', error);
        return { itens: [], total: 0, quantidade_total: 0 };
      }
    },
  });
}

export function useCartCount(): number {
  return useCart().data?.quantidade_total ?? 0;
}
