import type { CarrinhoResponse } from '@portal/shared/schemas/carrinho';
import type { PedidoRequest } from '@portal/shared/schemas/pedido';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../app/session.ts';
import { newIdempotencyKeys } from '../../lib/idempotencyKeys.ts';
import type { PickedFile } from '../../lib/uploads/pickedFile.ts';
import { useFileUpload } from '../../lib/uploads/useFileUpload.ts';
import { useSingleSubmit } from '../../lib/useSingleSubmit.ts';
import { agendarRecargaCarrinho, carrinhoKeys, carrinhoSemItens, recarregarCarrinho } from '../carrinho/index.ts';
import { produtosKeys } from '../loja/index.ts';
import { pedidosKeys } from '../pedidos/index.ts';
import { finalizarPedido } from './finalizarPedidoApi.ts';

interface Envio {
  pedido: PedidoRequest;
  imagens: readonly PickedFile[];
}

/**
 * The checkout's order submission as a mutation, with upload progress by image id. Uploads and the
 * Idempotency-Key survive a failed attempt (a retry reuses them) and are dropped once an order is placed.
 */
export function useFinalizarPedido() {
  const queryClient = useQueryClient();
  const chaves = useRef(newIdempotencyKeys());
  const uploads = useFileUpload(api, 'logo-pedido');

  const mutation = useMutation({
    mutationFn: (envio: Envio) => {
      // The cart as this screen shows it: part of what the order's Idempotency-Key stands for.
      const carrinho = (queryClient.getQueryData<CarrinhoResponse>(carrinhoKeys.atual)?.itens ?? []).map(
        ({ id, quantidade, tamanho }) => [id, quantidade, tamanho],
      );
      return finalizarPedido(api, chaves.current, { ...envio, carrinho }, uploads.enviar);
    },
    onSuccess: () => {
      chaves.current = newIdempotencyKeys();
      uploads.esquecer();
      // The server emptied the cart.
      queryClient.setQueryData(carrinhoKeys.atual, carrinhoSemItens);
      agendarRecargaCarrinho(queryClient);
      // The new order belongs in Meus Pedidos at once, not after the lists go stale.
      void queryClient.invalidateQueries({ queryKey: pedidosKeys.todos });
    },
    // A refusal may come from items that are no longer available: show the cart as the server has it.
    onError: () => void recarregarCarrinho(queryClient),
    // An order takes units and a refusal may mean others took them (issue 21): the shop reads what is left again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: produtosKeys.ativos }),
  });

  const enviar = useSingleSubmit(mutation.mutateAsync);

  return {
    /** Sends the order; null when a submission is already in flight (a double submit sends nothing). */
    enviar,
    enviando: mutation.isPending,
    progress: uploads.progresso,
    /** An earlier attempt may have been placed although its answer was lost (then its key replays it). */
    haTentativaAnterior: () => chaves.current.current !== null,
  };
}
