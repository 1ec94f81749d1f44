import type { CarrinhoResponse } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../src/components/DialogProvider.tsx';
import { CartDrawer } from '../src/features/cart/CartDrawer.tsx';
import { CartNotice } from '../src/features/cart/CartNotice.tsx';
import { showsCartTopBar } from '../src/features/cart/CartTopBar.tsx';
import { cartQueryKey } from '../src/features/cart/useCart.ts';

const produto = (id: string, nome: string, preco: number) => ({
  id,
  nome,
  descricao: '',
  preco,
  tamanhos: [],
  ativo: true,
  imagem_url: null,
  imagem_miniatura_url: null,
  guia_tamanho_url: null,
});
const carrinho: CarrinhoResponse = {
  itens: [
    { id: 'i1', quantidade: 1, tamanho: 'M', produto: produto('p1', 'Camiseta Polo Bordada', 89.9), subtotal: 89.9 },
    { id: 'i2', quantidade: 2, tamanho: null, produto: produto('p2', 'Caneca', 39.9), subtotal: 79.8 },
  ],
  total: 169.7,
  quantidade_total: 3,
};
const vazio: CarrinhoResponse = { itens: [], total: 0, quantidade_total: 0 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => json(carrinho));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderDrawer(cart: CarrinhoResponse = carrinho) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(cartQueryKey, cart);
  const onClose = vi.fn();
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <CartDrawer open onClose={onClose} />
        <CartNotice />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/home'] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <RouterProvider router={router} />
      </DialogProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('dialog', { name: 'Meu Carrinho' });
  return { queryClient, onClose };
}

const item = (nome: string) => screen.getByRole('listitem', { name: nome });
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

describe('cart drawer', () => {
  it('lists items with size, unit price, subtotal and the total in R$', async () => {
    await renderDrawer();
    expect(item('Camiseta Polo Bordada').textContent).toContain('Tamanho: M');
    expect(item('Camiseta Polo Bordada').textContent).toContain('R$ 89,90 cada');
    expect(item('Caneca').textContent).toContain('R$ 79,80');
    expect(screen.getByText('R$ 169,70')).toBeTruthy();
  });

  it('+ and − send the new quantity; − at 1 sends 0 (the server removes the item)', async () => {
    await renderDrawer();
    await act(async () =>
      fireEvent.click(within(item('Caneca')).getByRole('button', { name: 'Aumentar quantidade de Caneca' })),
    );
    await act(async () =>
      fireEvent.click(
        within(item('Camiseta Polo Bordada')).getByRole('button', {
          name: 'Diminuir quantidade de Camiseta Polo Bordada',
        }),
      ),
    );
    expect(writes().map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      ['/api/carrinho/i2', 'PUT', JSON.stringify({ quantidade: 3 })],
      ['/api/carrinho/i1', 'PUT', JSON.stringify({ quantidade: 0 })],
    ]);
  });

  it('an update error shows the server message; a remove error is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderDrawer();
    fetchMock.mockResolvedValueOnce(json({ message: 'Quantidade máxima por item: 100.' }, 400));
    await act(async () =>
      fireEvent.click(within(item('Caneca')).getByRole('button', { name: 'Aumentar quantidade de Caneca' })),
    );
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Quantidade máxima por item: 100.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));

    fetchMock.mockResolvedValueOnce(json({ message: 'Item não encontrado no carrinho.' }, 404));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remover Caneca do carrinho' })));
    expect(writes().at(-1)?.[1]?.method).toBe('DELETE');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Erro ao remover item do carrinho', expect.anything());
  });

  it("'Limpar Carrinho' asks first and clears only when confirmed", async () => {
    await renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar Carrinho' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Tem certeza que deseja limpar o carrinho?');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' })));
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Limpar Carrinho' }));
    fetchMock.mockResolvedValueOnce(json(vazio));
    await act(async () =>
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Limpar Carrinho' })),
    );
    expect(writes().map(([url, init]) => [url, init?.method])).toEqual([['/api/carrinho', 'DELETE']]);
    await screen.findByText('Seu carrinho está vazio!');
  });

  it("'Finalizar Pedido' opens the checkout in the drawer, 'Voltar' returns; an empty cart is refused", async () => {
    await renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Pedido' }));
    await screen.findByRole('dialog', { name: 'Finalizar Pedido' });
    expect(screen.getByRole('group', { name: 'Dados Pessoais' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByRole('dialog', { name: 'Meu Carrinho' });
    cleanup();

    await renderDrawer(vazio);
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Pedido' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Seu carrinho está vazio!');
  });

  it('shows the message of a cart whose items were dropped', async () => {
    fetchMock.mockImplementation(async () =>
      json({ ...vazio, message: 'Produtos removidos do carrinho por não estarem mais disponíveis: Caneca.' }),
    );
    const { queryClient } = await renderDrawer();
    await act(async () => queryClient.invalidateQueries({ queryKey: cartQueryKey }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog').textContent).toContain(
        'Produtos removidos do carrinho por não estarem mais disponíveis: Caneca.',
      ),
    );
  });
});

describe('cart top bar', () => {
  it('shows on the shop and admin screens only', () => {
    for (const path of ['/home', '/admin-produtos', '/admin-pedidos', '/admin', '/users', '/meus-pedidos', '/logs/']) {
      expect(showsCartTopBar(path)).toBe(true);
    }
    for (const path of ['/painel', '/chamados', '/admin-outra']) expect(showsCartTopBar(path)).toBe(false);
  });
});
