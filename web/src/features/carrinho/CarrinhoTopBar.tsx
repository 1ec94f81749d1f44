import { formatPreco } from '@portal/shared/format/money';
import { quantidadeItens } from '@portal/shared/mensagens/geral';
import { mensagensLoja } from '@portal/shared/mensagens/loja';
import { Icon } from '../../components/Icon.tsx';
import { useCarrinho } from './useCarrinho.ts';
// The cart's styles come with the frame's pieces, not only with the drawer, whose code loads later.
import './carrinho.css';

/** The bar under the navbar with the cart shortcut: item count, total and a button that opens the drawer. */
export function CarrinhoTopBar({ onOpenCarrinho }: { onOpenCarrinho: () => void }) {
  const { data } = useCarrinho();
  const quantidade = data?.quantidade_total ?? 0;
  // The total never breaks between 'R$' and its number on a narrow screen.
  const resumo =
    quantidade === 0 ? (
      mensagensLoja.carrinhoVazioResumo
    ) : (
      <>
        {quantidadeItens(quantidade)} · <span className="cart-bar__total">{formatPreco(data?.total ?? 0)}</span>
      </>
    );
  return (
    <div className="cart-bar">
      <div className="cart-bar__inner">
        <p className="cart-bar__summary" aria-live="polite">
          {resumo}
        </p>
        <button type="button" className="cart-bar__button" onClick={onOpenCarrinho} aria-haspopup="dialog">
          <Icon name="carrinho" className="cart-bar__icon" />
          <span>Ver Carrinho</span>
          <span className="cart-bar__count" aria-hidden="true">
            {quantidade}
          </span>
          <span className="visually-hidden">({quantidadeItens(quantidade)})</span>
        </button>
      </div>
    </div>
  );
}
