import { mensagens } from '@portal/shared/mensagens/geral';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedQuery } from '../src/components/PagedList.tsx';
import { ApiError } from '../src/lib/apiClient.ts';

afterEach(cleanup);

const textos = {
  carregando: 'Carregando logs...',
  erroCarregar: 'Erro ao carregar logs',
  nenhum: 'Nenhum log encontrado',
};

/** An infinite query's state as TanStack gives it; `estado` overrides a settled, empty, single-page list. */
const consulta = (estado: Partial<PagedQuery> = {}): PagedQuery => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  isPlaceholderData: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...estado,
});

const renderizar = (lista: PagedQuery, filtroInvalido?: string) =>
  render(
    <PagedList lista={lista} filtroInvalido={filtroInvalido} textos={textos}>
      {(vazio) => <div data-testid="linhas">{vazio}</div>}
    </PagedList>,
  );

describe('PagedList', () => {
  it('shows the empty text once the list has loaded with no rows', () => {
    renderizar(consulta());
    expect(screen.getByTestId('linhas').textContent).toBe(textos.nenhum);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says it is loading while the first page comes', () => {
    renderizar(consulta({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe(textos.carregando);
  });

  it('explains a bad filter instead of asking, and offers no next page for it', () => {
    renderizar(consulta({ hasNextPage: true }), 'A data inicial deve ser anterior ou igual à data final.');
    expect(screen.getByRole('alert').textContent).toBe('A data inicial deve ser anterior ou igual à data final.');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it("shows the API's refusal, or the screen's text when there was no answer, with 'Tentar Novamente'", async () => {
    const lista = consulta({
      isError: true,
      error: new ApiError('Você não tem permissão para realizar esta ação.', 403),
    });
    renderizar(lista);
    expect(screen.getByRole('alert').textContent).toContain('Você não tem permissão para realizar esta ação.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: mensagens.tentarNovamente })));
    expect(lista.refetch).toHaveBeenCalledOnce();
    cleanup();
    renderizar(consulta({ isError: true, error: new ApiError(mensagens.erroConexao, 0) }));
    expect(screen.getByRole('alert').textContent).toContain(textos.erroCarregar);
  });

  it("asks for the next page with 'Carregar mais', busy while it comes", async () => {
    const lista = consulta({ hasNextPage: true });
    const { rerender } = renderizar(lista);
    expect(screen.getByTestId('linhas').parentElement?.getAttribute('aria-busy')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' })));
    expect(lista.fetchNextPage).toHaveBeenCalledOnce();
    rerender(
      <PagedList lista={{ ...lista, isFetchingNextPage: true }} textos={textos}>
        {(vazio) => <div data-testid="linhas">{vazio}</div>}
      </PagedList>,
    );
    const botao = screen.getByRole('button', { name: 'Carregando...' }) as HTMLButtonElement;
    expect(botao.disabled).toBe(true);
  });

  it("dims the previous filters' rows and offers no next page of them, while the new filters wait or load", () => {
    const { rerender } = renderizar(consulta({ hasNextPage: true, isPlaceholderData: true }));
    expect(screen.getByTestId('linhas').parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    rerender(
      <PagedList lista={consulta({ hasNextPage: true })} filtrosPendentes textos={textos}>
        {(vazio) => <div data-testid="linhas">{vazio}</div>}
      </PagedList>,
    );
    expect(screen.getByTestId('linhas').parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it("says why the next page failed, and 'Tentar Novamente' asks for it again", async () => {
    const lista = consulta({
      hasNextPage: true,
      isError: true,
      isFetchNextPageError: true,
      error: new ApiError(mensagens.erroConexao, 0),
    });
    renderizar(lista);
    expect(screen.getByRole('alert').textContent).toContain(textos.erroCarregar);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: mensagens.tentarNovamente })));
    expect(lista.fetchNextPage).toHaveBeenCalledOnce();
    expect(lista.refetch).not.toHaveBeenCalled();
  });
});
