import { quantidadeItens } from './geral.ts';

/** The shop and cart screens (spec sections 2 and 8). */
export const mensagensLoja = {
  titulo: 'Brindes Corporativos',
  carregandoProdutos: 'Carregando produtos...',
  produtoAdicionado: 'Produto adicionado ao carrinho!',
  carregandoCarrinho: 'Carregando carrinho...',
  erroCarregarCarrinho: 'Erro ao carregar carrinho',
  erroAtualizarItem: 'Erro ao atualizar a quantidade do item',
  erroRemoverItem: 'Erro ao remover item',
  erroLimparCarrinho: 'Erro ao limpar carrinho',
  carrinhoVazioDica: 'Adicione brindes pela loja para fazer um pedido.',
  carrinhoVazioResumo: 'Carrinho vazio',
  carrinhoAtualizadoTitulo: 'Carrinho atualizado',
  /** The navbar button's accessible name. */
  botaoCarrinho: (quantidade: number) => `CARRINHO, ${quantidadeItens(quantidade)}`,
} as const;
