import { type AdicionarItem, type CarrinhoResponse, carrinhoResponseSchema, mensagensCarrinho } from '@portal/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/session.ts';
import { useSession } from '../auth/useSession.ts';

export const cartQueryKey = ['carrinho'] as const;

/** Spec section 9: after any cart change the cart is reloaded after 100 ms. */
export const cartReloadDelayMs = 100;

export const emptyCart: CarrinhoResponse = { itens: [], total: 0, quantidade_total: 0 };

/** The signed-in user's cart. Load failures are only logged (spec section 8): the UI shows an empty cart. */
export function useCart() {
  const { session: current } = useSession();
  return useQuery({
    queryKey: cartQueryKey,
    // Signed out there is no cart to ask for (and a 401 must not be cached as an empty cart).
    enabled: current !== null,
    queryFn: async () => {
      try {
        return await api.get('/api/carrinho', {
          schema: carrinhoResponseSchema,
          fallbackError: 'Erro ao carregar carrinho',
        });
      } catch (error) {
        console.warn('Carrinho indisponível', error);
        return emptyCart;
      }
    },
  });
}

export function useCartCount(): number {
  return useCart().data?.quantidade_total ?? 0;
}

/** Reloads the cart (the badge, the top bar, the drawer). */
export function reloadCart(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

/** Every cart call answers with the whole cart: show it at once, then reload after 100 ms (spec). */
function createCartActions(queryClient: QueryClient) {
  const changed = async (call: Promise<CarrinhoResponse>) => {
    try {
      const cart = await call;
      queryClient.setQueryData(cartQueryKey, cart);
      return cart;
    } finally {
      setTimeout(() => void reloadCart(queryClient), cartReloadDelayMs);
    }
  };
  const item = (itemId: string) => `/api/carrinho/${encodeURIComponent(itemId)}`;

  return {
    /** POST /api/carrinho; failures carry the server message or 'Erro ao adicionar produto ao carrinho'. */
    add: (body: AdicionarItem) =>
      changed(
        api.post('/api/carrinho', {
          body,
          schema: carrinhoResponseSchema,
          fallbackError: mensagensCarrinho.erroAdicionar,
        }),
      ),
    /** PUT /api/carrinho/{id}; 0 or less removes the item. */
    update: (itemId: string, quantidade: number) =>
      changed(
        api.put(item(itemId), {
          body: { quantidade },
          schema: carrinhoResponseSchema,
          fallbackError: 'Erro ao atualizar a quantidade do item',
        }),
      ),
    remove: (itemId: string) =>
      changed(api.delete(item(itemId), { schema: carrinhoResponseSchema, fallbackError: 'Erro ao remover item' })),
    clear: () =>
      changed(
        api.delete('/api/carrinho', { schema: carrinhoResponseSchema, fallbackError: 'Erro ao limpar carrinho' }),
      ),
  };
}

export type CartActions = ReturnType<typeof createCartActions>;

export function useCartActions(): CartActions {
  const queryClient = useQueryClient();
  return useMemo(() => createCartActions(queryClient), [queryClient]);
}
