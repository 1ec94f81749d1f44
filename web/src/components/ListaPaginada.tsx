import type { ReactNode } from 'react';
import { motivoDaFalha } from '../lib/apiClient.ts';
import { FalhaDeCarga } from './FalhaDeCarga.tsx';
import './listaPaginada.css';

/** What the component reads of an infinite query (TanStack's useInfiniteQuery result). */
export interface ConsultaPaginada {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface ListaPaginadaProps {
  lista: ConsultaPaginada;
  /** A filter the API would refuse: its message, shown instead of asking. */
  filtroInvalido?: string;
  textos: { carregando: string; erroCarregar: string; nenhum: string };
  /** The rows (a DataTable), given what to show when there are none. */
  children: (vazio: ReactNode) => ReactNode;
}

/**
 * A filtered list read page after page: a bad filter's message, the load failure with 'Tentar
 * Novamente' (the spec's silent failure would read as an empty list), loading, or the empty text in
 * place of the rows; the previous filters' rows dimmed until the new ones arrive; 'Carregar mais'.
 */
export function ListaPaginada({ lista, filtroInvalido, textos, children }: ListaPaginadaProps) {
  const vazio =
    filtroInvalido !== undefined ? (
      <p className="lista-paginada__aviso" role="alert">
        {filtroInvalido}
      </p>
    ) : lista.isError ? (
      // A refusal says why (the API's message); no answer at all is the generic text.
      <FalhaDeCarga
        className="lista-paginada__aviso"
        mensagem={motivoDaFalha(lista.error, textos.erroCarregar)}
        onTentarNovamente={lista.refetch}
      />
    ) : lista.isPending ? (
      <p role="status">{textos.carregando}</p>
    ) : (
      textos.nenhum
    );

  return (
    <>
      <div className="lista-paginada" aria-busy={lista.isPlaceholderData || undefined}>
        {children(vazio)}
      </div>
      {lista.hasNextPage && filtroInvalido === undefined && (
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
      )}
    </>
  );
}
