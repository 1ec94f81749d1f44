import { mensagensLoja } from '@portal/shared/mensagens/loja';
import { useEffect, useRef } from 'react';
import { useAlert } from '../../components/DialogProvider.tsx';
import { useCarrinho } from './useCarrinho.ts';
// The cart's styles come with the frame's pieces, not only with the drawer, whose code loads later.
import './carrinho.css';

/**
 * When the server dropped cart items (their product became inactive or was deleted), its cart response
 * carries a message: show it once, whichever screen loaded the cart.
 */
export function CarrinhoNotice() {
  const { data } = useCarrinho();
  const alert = useAlert();
  const shown = useRef<unknown>(null);

  useEffect(() => {
    if (!data?.message || shown.current === data) return;
    shown.current = data;
    void alert(data.message, { tone: 'warning', title: mensagensLoja.carrinhoAtualizadoTitulo });
  }, [data, alert]);

  return null;
}
