import { mensagensCarrinho } from '@portal/shared/mensagens/carrinho';
import { mensagensLoja } from '@portal/shared/mensagens/loja';
import { type AdicionarItem, type CarrinhoResponse, carrinhoResponseSchema } from '@portal/shared/schemas/carrinho';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../app/session.ts';
import { withApiImages } from '../../lib/apiUrl.ts';

/** The cart as the API answers it, its products' pictures loading from where the API answers. */
const carrinhoSchema = z.pipe(
  carrinhoResponseSchema,
  z.transform((carrinho: CarrinhoResponse) => ({
    ...carrinho,
    itens: carrinho.itens.map((item) => ({ ...item, produto: withApiImages(item.produto) })),
  })),
);

export const carrinhoKeys = { atual: ['carrinho'] } as const;

/** Spec section 9: after any cart change the cart is reloaded after 100 ms. */
export const atrasoRecargaCarrinhoMs = 100;

export const carrinhoSemItens: CarrinhoResponse = { itens: [], total: 0, quantidade_total: 0 };

/**
 * GET /api/carrinho, the signed-in user's cart (never asked for signed out: a 401 must not be cached as
 * an empty cart). Load failures are only logged (spec section 8): the UI shows an empty cart.
 */
export const carrinhoQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: carrinhoKeys.atual,
    enabled: signedIn,
    queryFn: async () => {
      try {
        return await api.get('/api/carrinho', {
          schema: carrinhoSchema,
          fallbackError: mensagensLoja.erroCarregarCarrinho,
        });
      } catch (error) {
        console.warn('Carrinho indisponível', error);
        return carrinhoSemItens;
      }
    },
  });

const itemPath = (itemId: string) => `/api/carrinho/${encodeURIComponent(itemId)}`;

// Every cart call answers with the whole priced cart. Failures carry the server's message or these.

/** POST /api/carrinho */
export const adicionarItem = (body: AdicionarItem) =>
  api.post('/api/carrinho', { body, schema: carrinhoSchema, fallbackError: mensagensCarrinho.erroAdicionar });

/** PUT /api/carrinho/{id}; 0 or less removes the item. */
export const atualizarItem = ({ itemId, quantidade }: { itemId: string; quantidade: number }) =>
  api.put(itemPath(itemId), {
    body: { quantidade },
    schema: carrinhoSchema,
    fallbackError: mensagensLoja.erroAtualizarItem,
  });

/** DELETE /api/carrinho/{id} */
export const removerItem = (itemId: string) =>
  api.delete(itemPath(itemId), { schema: carrinhoSchema, fallbackError: mensagensLoja.erroRemoverItem });

/** DELETE /api/carrinho */
export const limparCarrinho = () =>
  api.delete('/api/carrinho', { schema: carrinhoSchema, fallbackError: mensagensLoja.erroLimparCarrinho });

/** Reloads the cart (the badge, the top bar, the drawer). */
export const recarregarCarrinho = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: carrinhoKeys.atual });

/** The spec's reload 100 ms after a change (also after a failed one: the cart may have changed elsewhere). */
export const agendarRecargaCarrinho = (queryClient: QueryClient) =>
  setTimeout(() => void recarregarCarrinho(queryClient), atrasoRecargaCarrinhoMs);

/** A cart change as a mutation: the answer is shown at once, then the cart is reloaded after 100 ms. */
export const alteracaoCarrinho = <V>(
  queryClient: QueryClient,
  mutationFn: (variables: V) => Promise<CarrinhoResponse>,
) =>
  mutationOptions({
    mutationFn,
    onSuccess: (carrinho: CarrinhoResponse) => queryClient.setQueryData(carrinhoKeys.atual, carrinho),
    onSettled: () => agendarRecargaCarrinho(queryClient),
  });
