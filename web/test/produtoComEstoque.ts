import type { Produto } from '@portal/shared/schemas/produto';

/** A product counting its stock per size: one size sold out, one low, one plenty (the stock tests' fixture). */
export const camisetaComEstoque: Produto = {
  id: 'p-camiseta',
  nome: 'Camiseta Polo',
  descricao: 'Algodão piquet.',
  preco: 89.9,
  tamanhos: ['P', 'M', 'G'],
  ativo: true,
  imagem_url: null,
  imagem_miniatura_url: null,
  guia_tamanho_url: null,
  estoque: { P: 0, M: 3, G: 40 },
};
