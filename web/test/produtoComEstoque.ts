import type { Produto } from '@portal/shared/schemas/produto';
import type { ProdutoAdmin } from '@portal/shared/schemas/produtoAdmin';

const camiseta = {
  id: 'p-camiseta',
  nome: 'Camiseta Polo',
  descricao: 'Algodão piquet.',
  preco: 89.9,
  tamanhos: ['P', 'M', 'G'],
  ativo: true,
  imagem_url: null,
  imagem_miniatura_url: null,
  guia_tamanho_url: null,
};

/**
 * A product counting its stock per size, one size sold out, one low, one plenty (the stock tests' fixture), as the
 * shop reads it: the count only at or below the low-stock line.
 */
export const camisetaComEstoque: Produto = { ...camiseta, disponibilidade: { P: 0, M: 3, G: 'disponivel' } };

/** The same product as its managers read it: every count. */
export const camisetaComEstoqueAdmin: ProdutoAdmin = {
  ...camiseta,
  estoque: { P: 0, M: 3, G: 40 },
  versao: '"etag-1"',
  created_at: '2026-01-10T12:00:00.000Z',
  updated_at: '2026-01-10T12:00:00.000Z',
};
