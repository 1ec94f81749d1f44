/**
 * Stock (issue 21): a product may count its units, per size when it has sizes, or not at all (unlimited, as before).
 * A stock maps each size to the units left; a product without sizes keeps its count under `semTamanho`.
 */
export type Estoque = Readonly<Record<string, number>>;

/** The key of a product without sizes. */
export const semTamanho = '';

/** The most units one size may hold (a typo of a few extra zeros is refused). */
export const estoqueMaximo = 99_999;

/** At or below this, a product is listed on the admin dashboard. */
export const limiteEstoqueBaixo = 5;

/**
 * How long a product remembers the stock movements applied to it (the API's idempotency of takes and returns): no
 * retry of a request comes later, and the product, read by the shop, stays small.
 */
export const lembrarMovimentosPorMs = 24 * 60 * 60 * 1000;

export const chaveEstoque = (tamanho: string | null) => tamanho ?? semTamanho;

/** Units left of a size; Infinity when the product does not count its stock. */
export function disponivel(estoque: Estoque | null, tamanho: string | null): number {
  if (estoque === null) return Number.POSITIVE_INFINITY;
  const chave = chaveEstoque(tamanho);
  // Own keys only: a size named 'constructor' is a size, not Object's.
  return Object.hasOwn(estoque, chave) ? (estoque[chave] ?? 0) : 0;
}

/** Sold out: the product counts its stock and no size has a unit left. */
export function esgotado(produto: { estoque: Estoque | null }): boolean {
  return produto.estoque !== null && Object.values(produto.estoque).every((quantidade) => quantidade <= 0);
}

/** The keys a stock of these sizes must have, in their order. */
export const chavesDoEstoque = (tamanhos: readonly string[]) => (tamanhos.length === 0 ? [semTamanho] : [...tamanhos]);

/** Whether a stock has exactly one count per size of the product (no size missing, none extra). */
export function estoqueCobreTamanhos(estoque: Estoque, tamanhos: readonly string[]): boolean {
  const chaves = chavesDoEstoque(tamanhos);
  return Object.keys(estoque).length === chaves.length && chaves.every((chave) => Object.hasOwn(estoque, chave));
}
