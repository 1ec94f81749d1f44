import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** A page of a paged list whose rows are under `campo` ('pedidos', 'chamados'). */
type Pagina<C extends string, L> = { [K in C]: readonly L[] };

/**
 * A row as it now is (the answer of a change), put in place of its copy in every cached paged list under
 * `queryKey` that holds it — whatever filters each list has — so every screen shows the change without
 * reading the lists again. Lists without the row are left as they are.
 */
export function replaceInPages<C extends string, L extends { id: number }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  campo: C,
  linha: L,
): void {
  const ehEla = (outra: L) => outra.id === linha.id;
  queryClient.setQueriesData<InfiniteData<Pagina<C, L>, unknown>>({ queryKey }, (dados) =>
    dados?.pages.some((pagina) => pagina[campo].some(ehEla))
      ? {
          ...dados,
          pages: dados.pages.map((pagina) => ({
            ...pagina,
            [campo]: pagina[campo].map((outra) => (ehEla(outra) ? linha : outra)),
          })),
        }
      : dados,
  );
}
