import type { CarrinhoResponse } from '@portal/shared/schemas/carrinho';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carrinhoKeys } from '../src/features/carrinho/carrinhoApi.ts';
import { Navbar } from '../src/features/layout/Navbar.tsx';
import { renderInRouter, testQueryClient } from './renderWithRouter.tsx';

// Signed out, with the cart seeded in the cache: nothing here calls the API.
afterEach(cleanup);

const comQuantidade = (quantidade_total: number) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData<CarrinhoResponse>(carrinhoKeys.atual, { itens: [], total: 0, quantidade_total });
  return queryClient;
};

describe('navbar', () => {
  it.each([
    [0, 'CARRINHO, 0 itens'],
    [1, 'CARRINHO, 1 item'],
    [2, 'CARRINHO, 2 itens'],
  ])('with %i in the cart the cart button is named %j', async (quantidade, nome) => {
    await renderInRouter(<Navbar onOpenCarrinho={vi.fn()} />, comQuantidade(quantidade));
    expect(screen.getByRole('button', { name: nome })).toBeTruthy();
  });

  it('the phone menu closes on Escape and gives the focus back to its toggle', async () => {
    await renderInRouter(<Navbar onOpenCarrinho={vi.fn()} />, comQuantidade(0));
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Principal' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.className).toContain('navbar__menu--open');

    const link = screen.getByRole('link', { name: 'HOME' });
    link.focus();
    act(() => {
      fireEvent.keyDown(link, { key: 'Escape' });
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.className).not.toContain('navbar__menu--open');
    expect(document.activeElement).toBe(toggle);
  });

  it('a press outside closes the menu, a press inside does not', async () => {
    await renderInRouter(
      <>
        <Navbar onOpenCarrinho={vi.fn()} />
        <p>Conteúdo</p>
      </>,
      comQuantidade(0),
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'PAINEL' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Conteúdo'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
