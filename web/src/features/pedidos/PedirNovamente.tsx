import { mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import type { Pedido } from '@portal/shared/schemas/pedido';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../components/DialogProvider.tsx';
import { errorMessage } from '../../lib/apiClient.ts';
import { agendarRecargaCarrinho, carrinhoKeys } from '../carrinho/index.ts';
import { pedirNovamente } from './pedidosApi.ts';

/**
 * 'Pedir novamente': the order's items back in the cart at today's prices. The answer's cart is shown
 * at once (navbar badge, top bar) and reloaded 100 ms later, as after any cart change; the message
 * names the products no longer available.
 */
export function PedirNovamente({ pedido }: { pedido: Pedido }) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const mutacao = useMutation({
    mutationFn: pedirNovamente,
    onSuccess: (resposta) => queryClient.setQueryData(carrinhoKeys.atual, resposta.carrinho),
    onSettled: () => agendarRecargaCarrinho(queryClient),
  });

  const pedir = async () => {
    try {
      const resposta = await mutacao.mutateAsync(pedido.id);
      await alert(resposta.message, { tone: resposta.indisponiveis.length > 0 ? 'warning' : 'success' });
    } catch (error) {
      await alert(errorMessage(error, mensagensPedidos.erroPedirNovamente), { tone: 'error' });
    }
  };

  return (
    <button
      type="button"
      className="button"
      onClick={pedir}
      disabled={mutacao.isPending}
      aria-busy={mutacao.isPending || undefined}
    >
      {mutacao.isPending ? 'Adicionando...' : 'Pedir novamente'}
    </button>
  );
}
