import { afterEach, describe, expect, it, vi } from 'vitest';
import { produtosValidos } from '../src/features/loja/produtosApi.ts';

afterEach(() => vi.restoreAllMocks());

const produto = (id: string, preco: unknown) => ({
  id,
  nome: `Produto ${id}`,
  descricao: 'Descrição',
  preco,
  tamanhos: [],
  ativo: true,
  imagem_url: null,
  imagem_miniatura_url: null,
  guia_tamanho_url: null,
});

describe('product list parsing', () => {
  it('keeps a product whose price is not a valid one at null (shown as R$ 0,00) and leaves out a malformed one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const semPreco = Object.fromEntries(Object.entries(produto('f', 0)).filter(([campo]) => campo !== 'preco'));
    const lista = produtosValidos([
      produto('a', 10),
      produto('b', null),
      produto('c', '12,50'),
      produto('d', -5),
      produto('e', Number.NaN),
      semPreco,
      { id: 'g' },
    ]);
    // Spec section 8: an invalid price is shown as R$ 0,00 — the product stays in the shop.
    expect(lista.map(({ id, preco }) => [id, preco])).toEqual([
      ['a', 10],
      ['b', null],
      ['c', null],
      ['d', null],
      ['e', null],
      ['f', null],
    ]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ id: 'g' });
  });
});
