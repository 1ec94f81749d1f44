export const mensagensCarrinho = {
  selecioneTamanho: 'Por favor, selecione um tamanho para este produto',
  tamanhoInvalido: 'Tamanho inválido para este produto.',
  produtoIndisponivel: 'Este produto não está mais disponível.',
  /** The name shown for an item whose product was deleted. */
  produtoRemovido: 'Produto removido',
  produtoSemPreco: 'Este produto está sem preço definido e não pode ser pedido no momento.',
  itemNaoEncontrado: 'Item não encontrado no carrinho.',
  quantidadeMinima: 'A quantidade deve ser de pelo menos 1.',
  quantidadeMaxima: 'Quantidade máxima por item: 100.',
  precisaLogin: 'Você precisa estar logado para adicionar produtos ao carrinho',
  erroAdicionar: 'Erro ao adicionar produto ao carrinho',
  confirmarLimpar: 'Tem certeza que deseja limpar o carrinho?',
  itensRemovidos: (nomes: string[]) =>
    `Produtos removidos do carrinho por não estarem mais disponíveis: ${nomes.join(', ')}.`,
} as const;
