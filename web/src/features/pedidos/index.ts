/** What other features may use of the orders: their cache keys (a new order refreshes the lists). */
export { pedidosKeys } from './pedidosKeys.ts';
