/** What other features may use of the cart: its hook, the calls that change it, and the frame's pieces. */
export { CarrinhoDrawer } from './CarrinhoDrawer.tsx';
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
