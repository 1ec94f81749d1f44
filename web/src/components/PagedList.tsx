import type { ReactNode } from 'react';
import { failureReason } from '../lib/apiClient.ts';
import { LoadFailure } from './LoadFailure.tsx';
import './pagedList.css';

/** What the component reads of an infinite query (TanStack's useInfiniteQuery result). */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface PagedListProps {
  lista: PagedQuery;
  /** A filter the API would refuse: its message, shown instead of asking. */
  filtroInvalido?: string;
  /** The filters on screen are not yet the list's (typing pauses before asking): its rows are the previous ones. */
  filtrosPendentes?: boolean;
  textos: { carregando: string; erroCarregar: string; nenhum: string };
  /** The rows (a DataTable), given what to show when there are none. */
  children: (vazio: ReactNode) => ReactNode;
}

/**
 * A filtered list read page after page: a bad filter's message, the load failure with 'Tentar
 * Novamente' (the spec's silent failure would read as an empty list), loading, or the empty text in
 * place of the rows; the previous filters' rows dimmed until the new ones arrive; 'Carregar mais', or why the
 * next page failed with 'Tentar Novamente'.
 */
export function PagedList({ lista, filtroInvalido, filtrosPendentes = false, textos, children }: PagedListProps) {
  // Rows of filters no longer on screen get no 'Carregar mais': a click would fetch a page of the list about to be
  // replaced, and the user's click would be lost with it.
  const anteriores = lista.isPlaceholderData || filtrosPendentes;
  const vazio =
    filtroInvalido !== undefined ? (
      <p className="lista-paginada__aviso" role="alert">
        {filtroInvalido}
      </p>
    ) : lista.isError && !lista.isFetchNextPageError ? (
      // A refusal says why (the API's message); no answer at all is the generic text.
      <LoadFailure
        className="lista-paginada__aviso"
        mensagem={failureReason(lista.error, textos.erroCarregar)}
        onTentarNovamente={lista.refetch}
      />
    ) : lista.isPending ? (
      <p role="status">{textos.carregando}</p>
    ) : (
      textos.nenhum
    );

  return (
    <>
      <div className="lista-paginada" aria-busy={anteriores || undefined}>
        {children(vazio)}
      </div>
      {lista.hasNextPage &&
        filtroInvalido === undefined &&
        !anteriores &&
        (lista.isFetchNextPageError && !lista.isFetchingNextPage ? (
          // With rows on screen the list's own failure text is not shown: the failed page says so here.
          <LoadFailure
            className="lista-paginada__aviso"
            mensagem={failureReason(lista.error, textos.erroCarregar)}
            onTentarNovamente={lista.fetchNextPage}
          />
        ) : (
          <div className="lista-paginada__mais">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => lista.fetchNextPage()}
              disabled={lista.isFetchingNextPage}
              aria-busy={lista.isFetchingNextPage || undefined}
            >
              {lista.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
            </button>
          </div>
        ))}
    </>
  );
}
