import { lazyComponent } from '../../components/lazyComponent.tsx';

/** What other features may use of the cart: its hook, the calls that change it, and the frame's pieces. */
export { CarrinhoNotice } from './CarrinhoNotice.tsx';
export { CarrinhoTopBar } from './CarrinhoTopBar.tsx';
export {
  adicionarItem,
  agendarRecargaCarrinho,
  carrinhoKeys,
  carrinhoSemItens,
  recarregarCarrinho,
} from './carrinhoApi.ts';
export { mostraCarrinhoTopBar } from './carrinhoTopBarPaths.ts';
export { useAlteracaoCarrinho, useCarrinho, useQuantidadeCarrinho } from './useCarrinho.ts';

/**
 * The cart drawer, its code loaded when the browser is idle after the first screen (or at the first opening, if that
 * comes first): no signed-in screen's first load waits for it. Should its code not arrive, it closes again.
 */
export const LazyCarrinhoDrawer = lazyComponent(
  () => import('./CarrinhoDrawer.tsx').then((modulo) => modulo.CarrinhoDrawer),
  (props) => props.onClose(),
);
