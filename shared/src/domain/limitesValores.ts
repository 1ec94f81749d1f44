// Bounds that keep money exact. Prices and totals are computed in integer cents (functions/src/services/
// pedidos/precos.ts), exact only below 2^53; with these bounds the largest cart, 50 items of 100 units at
// R$ 1.000.000,00, totals 5 × 10^11 cents, far below it — and so does every order and sum of a page of orders.

/** Highest product price, in reais. */
export const precoMaximo = 1_000_000;

/** Most different items (product and size) one cart holds; each takes 1 to 100 units (quantidadeMaximaItem). */
export const itensMaximosCarrinho = 50;

/** Upload limits (spec section 5), in bytes and files per field. */
export const tamanhoMaximoImagemProduto = 1024 * 1024;
export const tamanhoMaximoAnexo = 10 * 1024 * 1024;
export const maximoAnexosPorCampo = 10;
