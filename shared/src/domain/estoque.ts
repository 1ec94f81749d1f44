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

/** What everyone but product managers is told of a size above the low-stock line: only that it is available. */
export const acimaDoLimite = 'disponivel';

/**
 * The stock as the shop and the cart show it (issue 32): per size, the units left at or below the low-stock line
 * ('Esgotado', 'Restam N'), `acimaDoLimite` above it. Exact counts are for product managers (the admin routes).
 */
export type Disponibilidade = Readonly<Record<string, number | typeof acimaDoLimite>>;

export function disponibilidadeDo(estoque: Estoque | null): Disponibilidade | null {
  if (estoque === null) return null;
  // Keyed by the admin's size names: no prototype for a size called 'constructor' to meet.
  const vista: Record<string, number | typeof acimaDoLimite> = Object.create(null);
  for (const [tamanho, quantidade] of Object.entries(estoque)) {
    vista[tamanho] = quantidade > limiteEstoqueBaixo ? acimaDoLimite : Math.max(0, quantidade);
  }
  return vista;
}

/**
 * Units of a size the shop knows are left: exact at or below the low-stock line; Infinity above it or when the
 * product does not count its stock (the API refuses what is beyond, without saying how many are left).
 */
export function restantesConhecidos(disponibilidade: Disponibilidade | null, tamanho: string | null): number {
  if (disponibilidade === null) return Number.POSITIVE_INFINITY;
  const chave = chaveEstoque(tamanho);
  if (!Object.hasOwn(disponibilidade, chave)) return 0;
  const restantes = disponibilidade[chave] ?? 0;
  return restantes === acimaDoLimite ? Number.POSITIVE_INFINITY : restantes;
}

/** Sold out: the product counts its stock and no size has a unit left. */
export function esgotado(produto: { disponibilidade: Disponibilidade | null }): boolean {
  const { disponibilidade } = produto;
  return disponibilidade !== null && Object.values(disponibilidade).every((restantes) => restantes === 0);
}

/** The keys a stock of these sizes must have, in their order. */
export const chavesDoEstoque = (tamanhos: readonly string[]) => (tamanhos.length === 0 ? [semTamanho] : [...tamanhos]);

/** Whether a stock has exactly one count per size of the product (no size missing, none extra). */
export function estoqueCobreTamanhos(estoque: Estoque, tamanhos: readonly string[]): boolean {
  const chaves = chavesDoEstoque(tamanhos);
  return Object.keys(estoque).length === chaves.length && chaves.every((chave) => Object.hasOwn(estoque, chave));
}
