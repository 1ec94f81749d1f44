import type { CarrinhoResponse } from '@portal/shared/schemas/carrinho';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/index.ts';
import { alteracaoCarrinho, carrinhoQuery } from './carrinhoApi.ts';

/** The signed-in user's cart (nothing is fetched signed out). */
export function useCarrinho() {
  const { session } = useSession();
  return useQuery(carrinhoQuery(session !== null));
}

export function useQuantidadeCarrinho(): number {
  return useCarrinho().data?.quantidade_total ?? 0;
}

/** useMutation for one of carrinhoApi's changes (adicionarItem, atualizarItem, removerItem, limparCarrinho). */
export function useAlteracaoCarrinho<V>(change: (variables: V) => Promise<CarrinhoResponse>) {
  const queryClient = useQueryClient();
  return useMutation(alteracaoCarrinho(queryClient, change));
}
