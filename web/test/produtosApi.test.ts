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
  it('keeps a product whose price is null (shown as R$ 0,00) and leaves out a malformed one with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lista = produtosValidos([produto('a', 10), produto('b', null), produto('c', '12,50'), { id: 'd' }]);
    expect(lista.map(({ id, preco }) => [id, preco])).toEqual([
      ['a', 10],
      ['b', null],
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ id: 'c' });
  });
});
