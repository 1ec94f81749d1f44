import { formatPreco } from '@portal/shared/format/money';
import { mensagensCarrinho } from '@portal/shared/mensagens/carrinho';
import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { mensagensLoja } from '@portal/shared/mensagens/loja';
import { mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useAlert, useConfirm } from '../../components/DialogProvider.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { errorMessage } from '../../lib/apiClient.ts';
import { LazyFinalizarPedidoForm, minhasUnidadesQuery } from '../finalizarPedido/index.ts';
import { CarrinhoItemRow } from './CarrinhoItemRow.tsx';
import { atualizarItem, limparCarrinho, removerItem } from './carrinhoApi.ts';
import { SaldosDasUnidades } from './SaldosDasUnidades.tsx';
import { useAlteracaoCarrinho, useCarrinho } from './useCarrinho.ts';
import './carrinho.css';

type View = 'carrinho' | 'checkout';

/**
 * The cart drawer (a side panel on desktop, a full-screen sheet on phones): items with quantity − and +,
 * remove, 'Limpar Carrinho', the total and 'Finalizar Pedido', which shows the checkout section in the
 * same drawer ('Voltar' returns). The checkout form keeps what was typed while the drawer is closed.
 */
export function CarrinhoDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const carrinho = useCarrinho();
  const atualizacao = useAlteracaoCarrinho(atualizarItem);
  const remocao = useAlteracaoCarrinho(removerItem);
  const limpeza = useAlteracaoCarrinho<void>(limparCarrinho);
  const alert = useAlert();
  const confirm = useConfirm();
  const [view, setView] = useState<View>('carrinho');
  const [checkoutLoaded, setCheckoutLoaded] = useState(false);
  const [sending, setSending] = useState(false);
  const cartView = useRef<HTMLDivElement>(null);
  const checkoutView = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // Issue 36: the user's units with their budget balances, read when the drawer opens (most users: none).
  const unidades = useQuery({ ...minhasUnidadesQuery(), enabled: open }).data ?? [];
  const itens = carrinho.data?.itens ?? [];
  const vazio = itens.length === 0;
  const alterando = atualizacao.isPending || remocao.isPending || limpeza.isPending;
  /** The row whose change is in flight (every row while the cart is being cleared). */
  const ocupado = (itemId: string) =>
    limpeza.isPending ||
    (atualizacao.isPending && atualizacao.variables.itemId === itemId) ||
    (remocao.isPending && remocao.variables === itemId);

  // After switching views, start at the top of the new one with focus on its first control.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    const target = view === 'checkout' ? checkoutView.current : cartView.current;
    target?.closest('.modal__body')?.scrollTo({ top: 0 });
    target?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')?.focus();
  }, [view]);

  const mostrar = (next: View) => {
    switched.current = true;
    if (next === 'checkout') setCheckoutLoaded(true);
    setView(next);
  };

  const fechar = () => {
    setView('carrinho');
    onClose();
  };

  const alterarQuantidade = async (itemId: string, quantidade: number) => {
    try {
      await atualizacao.mutateAsync({ itemId, quantidade });
    } catch (error) {
      await alert(errorMessage(error, mensagensLoja.erroAtualizarItem), { tone: 'error' });
    }
  };

  const remover = async (itemId: string) => {
    try {
      await remocao.mutateAsync(itemId);
    } catch (error) {
      // Spec section 8: remove errors are only logged.
      console.error('Erro ao remover item do carrinho', error);
    }
  };

  const limpar = async () => {
    if (!(await confirm(mensagensCarrinho.confirmarLimpar, { confirmLabel: 'Limpar Carrinho', danger: true }))) return;
    try {
      await limpeza.mutateAsync();
    } catch (error) {
      // Spec section 8: clear errors are only logged.
      console.error('Erro ao limpar carrinho', error);
    }
  };

  const finalizar = async () => {
    if (vazio) {
      await alert(mensagensPedidos.carrinhoVazio, { tone: 'warning' });
      return;
    }
    mostrar('checkout');
  };

  return (
    <Modal
      open={open}
      keepMounted
      onClose={fechar}
      variant="drawer"
      title={view === 'checkout' ? 'Finalizar Pedido' : 'Meu Carrinho'}
      closeLabel="Fechar carrinho"
      dismissible={!sending}
      className={`cart-drawer${view === 'checkout' ? ' cart-drawer--checkout' : ''}`}
      bodyClassName={view === 'checkout' ? 'modal__body--flush' : undefined}
      testId="cart-drawer"
      footer={
        view === 'carrinho' ? (
          <>
            <p className="cart-drawer__total">
              <span>Total</span>
              <strong>{formatPreco(carrinho.data?.total ?? 0)}</strong>
            </p>
            <SaldosDasUnidades unidades={unidades} />
            <button type="button" className="button button--secondary" onClick={limpar} disabled={vazio || alterando}>
              Limpar Carrinho
            </button>
            <button type="button" className="button" onClick={finalizar} disabled={alterando || carrinho.isPending}>
              Finalizar Pedido
            </button>
          </>
        ) : undefined
      }
    >
      <div ref={cartView} className="cart-view" hidden={view !== 'carrinho'}>
        {carrinho.isPending ? (
          <div className="cart-view__state" role="status">
            <div className="spinner" aria-hidden="true" />
            {mensagensLoja.carregandoCarrinho}
          </div>
        ) : vazio ? (
          <div className="cart-view__state">
            <Icon name="carrinho" className="cart-view__empty-icon" />
            <p className="cart-view__empty-title">{mensagensPedidos.carrinhoVazio}</p>
            <p>{mensagensLoja.carrinhoVazioDica}</p>
            <Link to="/home" className="button button--secondary" onClick={fechar}>
              Ver produtos
            </Link>
          </div>
        ) : (
          <ul className="cart-items" aria-label="Itens do carrinho">
            {itens.map((item) => (
              <CarrinhoItemRow
                key={item.id}
                item={item}
                busy={ocupado(item.id)}
                onQuantity={(quantidade) => alterarQuantidade(item.id, quantidade)}
                onRemove={() => remover(item.id)}
              />
            ))}
          </ul>
        )}
      </div>
      <div ref={checkoutView} className="checkout-view" hidden={view !== 'checkout'}>
        {/* Loaded on the first visit to checkout, then kept mounted so typed data survives. */}
        {(view === 'checkout' || checkoutLoaded) && (
          <Suspense fallback={<div className="spinner" role="status" aria-label={mensagensTelas.carregando} />}>
            <LazyFinalizarPedidoForm
              onBack={() => mostrar('carrinho')}
              onBusyChange={setSending}
              onDone={() => {
                setView('carrinho');
                onClose();
              }}
            />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
