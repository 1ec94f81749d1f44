/**
 * The product list's query key, apart from the API module (its schemas and messages) so the screens that refresh
 * the list — an order placed or cancelled, a product saved — do not load it.
 */
export const produtosKeys = { ativos: ['produtos'] } as const;
