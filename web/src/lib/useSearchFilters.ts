import type { ValidatedFilters } from './urlSearch.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** How long typing in a filter waits before the list asks the API. */
const esperaFiltroMs = 300;

/**
 * A list screen's filters from its URL: the inputs' values at once, and the filters the API takes
 * (checked by the list's `validar`) once typing stops. `pendentes` while they differ: the list on screen
 * is still the previous filters' (PagedList dims it and offers no next page of it).
 */
export function useSearchFilters<B extends object, K extends string, T>(
  busca: B,
  valoresDe: (busca: B) => Record<K, string>,
  validar: (busca: B) => ValidatedFilters<T>,
): { valores: Record<K, string>; validacao: ValidatedFilters<T>; pendentes: boolean } {
  const valores = valoresDe(busca);
  const chave = JSON.stringify(valores);
  const aplicada = useDebouncedValue(busca, chave, esperaFiltroMs);
  return { valores, validacao: validar(aplicada), pendentes: JSON.stringify(valoresDe(aplicada)) !== chave };
}
