import { formatPreco } from '@portal/shared/format/money';
import { mensagensCarrinho } from '@portal/shared/mensagens/carrinho';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import type { ItemCarrinho } from '@portal/shared/schemas/carrinho';
import type { Produto } from '@portal/shared/schemas/produto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarrinhoItemRow } from '../src/features/carrinho/CarrinhoItemRow.tsx';
import { QuantityDialog, SizeDialog } from '../src/features/loja/AdicionarAoCarrinhoDialogs.tsx';
import { ProdutoCard } from '../src/features/loja/ProdutoCard.tsx';
import { camisetaComEstoque } from './produtoComEstoque.ts';

afterEach(cleanup);

const camiseta = camisetaComEstoque;
const caneca: Produto = { ...camiseta, id: 'p-caneca', nome: 'Caneca', tamanhos: [], disponibilidade: { '': 2 } };

const cartao = (produto: Produto) => {
  const onAdd = vi.fn();
  render(<ProdutoCard produto={produto} onAdd={onAdd} onZoom={() => {}} onGuide={() => {}} />);
  const artigo = screen.getByRole('article', { name: produto.nome });
  return { artigo, botao: within(artigo).getByRole('button', { name: 'Adicionar ao Carrinho' }), onAdd };
};

describe('the shop card', () => {
  it("a sold-out product shows 'Esgotado' and cannot be added", async () => {
    const { artigo, botao, onAdd } = cartao({ ...camiseta, disponibilidade: { P: 0, M: 0, G: 0 } });
    expect(within(artigo).getByText(mensagensEstoque.esgotado)).toBeTruthy();
    expect((botao as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(botao));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('a product with units left, or without stock control, can be added and shows no badge', () => {
    for (const produto of [camiseta, { ...camiseta, id: 'p-livre', nome: 'Livre', disponibilidade: null }]) {
      const { artigo, botao } = cartao(produto);
      expect((botao as HTMLButtonElement).disabled).toBe(false);
      expect(within(artigo).queryByText(mensagensEstoque.esgotado)).toBeNull();
      cleanup();
    }
  });

  it('strikes a sold-out size, and says how few units a product without sizes has left', () => {
    const { artigo } = cartao(camiseta);
    const p = within(artigo).getByText('P');
    expect(p.className).toContain('size-tag--esgotado');
    expect(p.textContent).toBe(`P (${mensagensEstoque.esgotado})`);
    expect(within(artigo).getByText('M').className).not.toContain('esgotado');
    cleanup();

    expect(cartao(caneca).artigo.textContent).toContain(mensagensEstoque.restam(2));
    cleanup();
    expect(cartao({ ...caneca, disponibilidade: { '': 'disponivel' } }).artigo.textContent).not.toContain('Restam');
  });
});

describe('the size step', () => {
  it('a sold-out size cannot be chosen and says so; a size with few units says how many — in the size’s name', async () => {
    const onChoose = vi.fn();
    render(<SizeDialog produto={camiseta} inicial="P" onChoose={onChoose} onGuide={() => {}} onClose={() => {}} />);
    // A screen reader hears what the pill shows: the size and, when it has one, its stock notice.
    const p = screen.getByRole('radio', { name: `P, ${mensagensEstoque.esgotado}` }) as HTMLInputElement;
    const m = screen.getByRole('radio', { name: `M, ${mensagensEstoque.restam(3)}` }) as HTMLInputElement;
    const g = screen.getByRole('radio', { name: 'G' }) as HTMLInputElement;
    expect(p.disabled).toBe(true);
    // A sold-out size given as the start is not chosen.
    expect(p.checked).toBe(false);
    // Said once, in the name, not again as a description.
    for (const radio of [p, m, g]) expect(radio.getAttribute('aria-describedby')).toBeNull();
    // The first size that can be chosen takes the focus.
    expect(m.hasAttribute('data-autofocus')).toBe(true);

    await act(async () => fireEvent.click(p));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' })));
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(mensagensCarrinho.selecioneTamanho);

    await act(async () => fireEvent.click(m));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' })));
    expect(onChoose).toHaveBeenCalledWith('M');
  });
});

describe('the quantity step', () => {
  const quantidade = (produto: Produto, tamanho: string | null, noCarrinho?: number) => {
    const onConfirm = vi.fn(async (_quantidade: number) => {});
    render(
      <QuantityDialog
        produto={produto}
        tamanho={tamanho}
        noCarrinho={noCarrinho}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    return {
      onConfirm,
      campo: screen.getByLabelText('Quantidade') as HTMLInputElement,
      mais: screen.getByRole('button', { name: 'Aumentar quantidade' }) as HTMLButtonElement,
      adicionar: () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }))),
    };
  };

  it('stops + at the units left, refuses more typed, and says how many are left', async () => {
    const { campo, mais, adicionar, onConfirm } = quantidade(camiseta, 'M');
    expect(campo.max).toBe('3');
    expect(campo.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(mensagensEstoque.restam(3))).toBeTruthy();
    await act(async () => fireEvent.click(mais));
    await act(async () => fireEvent.click(mais));
    expect(campo.value).toBe('3');
    expect(mais.disabled).toBe(true);

    // Above what is left: said at once beside the field, tied to it, and the subtotal is that of what was typed.
    await act(async () => fireEvent.change(campo, { target: { value: '4' } }));
    const erro = screen.getByRole('alert');
    expect(erro.textContent).toBe(mensagensEstoque.insuficiente('Camiseta Polo', 'M', 3));
    expect(campo.getAttribute('aria-invalid')).toBe('true');
    expect(campo.getAttribute('aria-describedby')?.split(' ')).toContain(erro.id);
    expect(screen.getByText(/^Subtotal:/).textContent).toBe(`Subtotal: ${formatPreco(4 * 89.9)}`);
    await adicionar();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(mensagensEstoque.insuficiente('Camiseta Polo', 'M', 3));

    // Cleared while typing: no reproach yet, no made-up subtotal; sent empty, the minimum is said.
    await act(async () => fireEvent.change(campo, { target: { value: '' } }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(campo.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText(/^Subtotal:/).textContent).toBe('Subtotal: —');
    await adicionar();
    expect(screen.getByRole('alert').textContent).toBe(mensagensCarrinho.quantidadeMinima);

    await act(async () => fireEvent.change(campo, { target: { value: '3' } }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/^Subtotal:/).textContent).toBe(`Subtotal: ${formatPreco(3 * 89.9)}`);
    await adicionar();
    expect(onConfirm).toHaveBeenCalledWith(3);
  });

  it('counts what the cart already holds, and blocks the add when it holds every unit left', async () => {
    const { campo, mais } = quantidade(caneca, null, 1);
    expect(campo.max).toBe('1');
    expect(mais.disabled).toBe(true);
    expect(screen.getByText(mensagensEstoque.noCarrinho(1))).toBeTruthy();
    cleanup();

    const bloqueado = quantidade(caneca, null, 2);
    expect(screen.getByRole('alert').textContent).toBe(mensagensEstoque.todasNoCarrinho);
    expect((screen.getByRole('button', { name: 'Adicionar ao Carrinho' }) as HTMLButtonElement).disabled).toBe(true);
    await bloqueado.adicionar();
    expect(bloqueado.onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the per-item maximum when the product does not count its stock', () => {
    const { campo } = quantidade({ ...caneca, disponibilidade: null }, null);
    expect(campo.max).toBe('100');
    expect(screen.queryByText(/Restam/)).toBeNull();
  });
});

describe('a cart line', () => {
  const item = (quantidade: number, disponibilidade: Produto['disponibilidade']): ItemCarrinho => ({
    id: 'i1',
    quantidade,
    tamanho: 'M',
    produto: { ...camiseta, disponibilidade },
    subtotal: quantidade * 89.9,
  });
  const linha = (de: ItemCarrinho) => {
    const onQuantity = vi.fn();
    render(
      <ul>
        <CarrinhoItemRow item={de} busy={false} onQuantity={onQuantity} onRemove={() => {}} />
      </ul>,
    );
    const mais = screen.getByRole('button', { name: 'Aumentar quantidade de Camiseta Polo' }) as HTMLButtonElement;
    return { onQuantity, mais, texto: screen.getByRole('listitem', { name: 'Camiseta Polo' }).textContent ?? '' };
  };

  it('+ stops at the units left of its size', () => {
    expect(linha(item(2, { P: 0, M: 3, G: 'disponivel' })).mais.disabled).toBe(false);
    cleanup();
    expect(linha(item(3, { P: 0, M: 3, G: 'disponivel' })).mais.disabled).toBe(true);
    cleanup();
    expect(linha(item(3, null)).mais.disabled).toBe(false);
  });

  it('an item above the units left says so and offers to come down to them', async () => {
    const { onQuantity, texto } = linha(item(5, { P: 0, M: 3, G: 'disponivel' }));
    expect(texto).toContain(mensagensEstoque.insuficiente('Camiseta Polo', 'M', 3));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: mensagensEstoque.ajustarPara(3) })));
    expect(onQuantity).toHaveBeenCalledWith(3);
    cleanup();

    const esgotado = linha(item(1, { P: 0, M: 0, G: 'disponivel' }));
    expect(esgotado.texto).toContain(mensagensEstoque.insuficiente('Camiseta Polo', 'M', 0));
    expect(screen.queryByRole('button', { name: /^Ajustar/ })).toBeNull();
    cleanup();

    expect(linha(item(3, { P: 0, M: 3, G: 'disponivel' })).texto).not.toContain('insuficiente');
  });
});
