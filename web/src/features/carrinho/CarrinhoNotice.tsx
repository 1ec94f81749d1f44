import { mensagensLoja } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { useAlert } from '../../components/DialogProvider.tsx';
import { useCart } from './useCarrinho.ts';

/**
 * When the server dropped cart items (their product became inactive or was deleted), its cart response
 * carries a message: show it once, whichever screen loaded the cart.
 */
export function CartNotice() {
  const { data } = useCart();
  const alert = useAlert();
  const shown = useRef<unknown>(null);

  useEffect(() => {
    if (!data?.message || shown.current === data) return;
    shown.current = data;
    void alert(data.message, { tone: 'warning', title: mensagensLoja.carrinhoAtualizadoTitulo });
  }, [data, alert]);

  return null;
}
