import { mensagensVerba } from '@portal/shared/mensagens/verba';
import type { CarrinhoResponse } from '@portal/shared/schemas/carrinho';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../src/components/DialogProvider.tsx';
import { CarrinhoNotice } from '../src/features/carrinho/CarrinhoNotice.tsx';
import { carrinhoKeys } from '../src/features/carrinho/carrinhoApi.ts';
import { mostraCarrinhoTopBar } from '../src/features/carrinho/carrinhoTopBarPaths.ts';
import { SaldosDasUnidades } from '../src/features/carrinho/SaldosDasUnidades.tsx';

// The drawer itself (items, quantities, remove, clear, errors, checkout view) runs against the real API in
// e2e/carrinho.spec.ts; what is left here needs no network.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('cart top bar', () => {
  it('shows on the shop and admin screens only', () => {
    for (const path of ['/home', '/admin-produtos', '/admin-pedidos', '/admin', '/users', '/meus-pedidos', '/logs/']) {
      expect(mostraCarrinhoTopBar(path)).toBe(true);
    }
    for (const path of ['/painel', '/chamados', '/admin-outra']) expect(mostraCarrinhoTopBar(path)).toBe(false);
  });
});

describe('cart notice', () => {
  it('shows the message of a cart whose items were dropped, once', async () => {
    // A pass-through spy: the cart below is already loaded, so nothing may be fetched.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const cart: CarrinhoResponse = {
      itens: [],
      total: 0,
      quantidade_total: 0,
      message: 'Produtos removidos do carrinho por não estarem mais disponíveis: Caneca.',
    };
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(carrinhoKeys.atual, cart);
    const view = (
      <QueryClientProvider client={queryClient}>
        <DialogProvider>
          <CarrinhoNotice />
        </DialogProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(view);

    const notice = await screen.findByRole('alertdialog', { name: 'Carrinho atualizado' });
    expect(notice.textContent).toContain('Produtos removidos do carrinho por não estarem mais disponíveis: Caneca.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    rerender(view);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("the units' balances in the cart (issue 36)", () => {
  const unidade = (id: string, nome: string, saldo: number | null) => ({ id, nome, saldo });
  const saldos = (unidades: ReturnType<typeof unidade>[]) => {
    cleanup();
    const { container } = render(<SaldosDasUnidades unidades={unidades} />);
    return [...container.querySelectorAll('li')].map((item) => item.textContent);
  };

  it("shows a user's one unit's balance, each unit's by name for several, and nothing of a unit with no budget", () => {
    expect(saldos([unidade('a', 'Loja Norte', 1234.5)])).toEqual([mensagensVerba.saldoDaUnidade(1234.5)]);
    expect(
      saldos([unidade('a', 'Loja Norte', 10), unidade('b', 'Loja Sul', null), unidade('c', 'Loja Leste', 0)]),
    ).toEqual([mensagensVerba.saldoDe('Loja Norte', 10), mensagensVerba.saldoDe('Loja Leste', 0)]);
    expect(saldos([unidade('b', 'Loja Sul', null)])).toEqual([]);
    expect(saldos([])).toEqual([]);
  });
});
