/** What other features may use of the shop: the products' cache key (an order or a product change refreshes it). */
export { produtosKeys } from './produtosKeys.ts';
