/**
 * A list screen's filters kept in the URL (plain-text search params, decisions 26 and 31), for any list:
 * read by the route, shown in the filter inputs, checked by the API's own schema, sent as the list call's
 * query. Imports no schema, so the router reads a URL without loading a list's rules.
 */
import type * as z from 'zod/mini';

/** The filters as the URL carries them: plain text, a missing key for an empty filter. */
export type UrlSearch<K extends string> = Partial<Record<K, string>>;

/** Longest filter text kept from a URL (the APIs refuse longer texts anyway). */
const maximoTexto = 100;

/**
 * A route's validateSearch: every key the screen owns (the router merges the raw params underneath, so
 * each must be set), as the text typed — not trimmed, so a space between two words survives typing —
 * and undefined when blank.
 */
export function readSearch<K extends string>(chaves: readonly K[], search: Record<string, unknown>): UrlSearch<K> {
  const busca: UrlSearch<K> = {};
  for (const chave of chaves) {
    const valor = search[chave];
    busca[chave] = typeof valor === 'string' && valor.trim() !== '' ? valor.slice(0, maximoTexto) : undefined;
  }
  return busca;
}

/** The filter inputs' values ('' when a filter is empty). */
export function searchValues<K extends string>(chaves: readonly K[], busca: UrlSearch<K>): Record<K, string> {
  return Object.fromEntries(chaves.map((chave) => [chave, busca[chave] ?? ''])) as Record<K, string>;
}

/** One filter changed: the new search (an emptied filter leaves the URL). */
export function withFilter<K extends string>(busca: UrlSearch<K>, chave: K, valor: string): UrlSearch<K> {
  return { ...busca, [chave]: valor.trim() === '' ? undefined : valor };
}

export type ValidatedFilters<T> = { ok: true; filtros: T } | { ok: false; mensagem: string };

/**
 * The filters the API takes, checked by the API's own schema, so a bad value (an end date before the
 * start) is explained at once instead of sent to be refused.
 */
export function validateSearch<T>(schema: z.ZodMiniType<T>, busca: object): ValidatedFilters<T> {
  const resultado = schema.safeParse(busca);
  if (resultado.success) return { ok: true, filtros: resultado.data };
  return { ok: false, mensagem: resultado.error.issues[0]?.message ?? '' };
}

/** The filters as query parameters, the empty ones left out. */
export function filterParams(filtros: Readonly<Record<string, string | undefined>>): URLSearchParams {
  const parametros = new URLSearchParams();
  for (const [chave, valor] of Object.entries(filtros)) {
    if (valor) parametros.set(chave, valor);
  }
  return parametros;
}

/** A list call's query string: the filters set, the page size and the next page's token. */
export function listParams(
  filtros: Readonly<Record<string, string | undefined>>,
  pagina: { limite: number; continuacao?: string | null },
): URLSearchParams {
  const parametros = filterParams(filtros);
  parametros.set('limite', String(pagina.limite));
  if (pagina.continuacao) parametros.set('continuacao', pagina.continuacao);
  return parametros;
}
