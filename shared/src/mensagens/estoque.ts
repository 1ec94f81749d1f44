import { estoqueMaximo, limiteEstoqueBaixo } from '../domain/estoque.ts';

const unidades = (quantidade: number) =>
  `${quantidade.toLocaleString('pt-BR')} ${quantidade === 1 ? 'unidade' : 'unidades'}`;
/** 'resta 1 unidade', 'restam 2 unidades'. */
const restam = (quantidade: number) => `${quantidade === 1 ? 'resta' : 'restam'} ${unidades(quantidade)}`;
const comTamanho = (nome: string, tamanho: string | null) => (tamanho ? `${nome} (${tamanho})` : nome);

/** Issue 21: the texts of stock, in the shop, the cart, the checkout and the admin screens. */
export const mensagensEstoque = {
  esgotado: 'Esgotado',
  restam: (quantidade: number) => {
    const texto = restam(quantidade);
    return `${texto.charAt(0).toUpperCase()}${texto.slice(1)}`;
  },
  /**
   * The cart or the checkout asked for more than is left; names the product (and size), and how many are left only
   * at or below the low-stock line: above it the count is for product managers (issue 32).
   */
  insuficiente: (nome: string, tamanho: string | null, restantes: number) =>
    restantes <= 0
      ? `${comTamanho(nome, tamanho)} está esgotado.`
      : restantes <= limiteEstoqueBaixo
        ? `Estoque insuficiente de ${comTamanho(nome, tamanho)}: ${restam(restantes)}.`
        : `Estoque insuficiente de ${comTamanho(nome, tamanho)} para essa quantidade.`,
  /** The checkout lost the last units to another order placed at the same time. */
  esgotouDuranteFinalizacao: (nome: string, tamanho: string | null) =>
    `${comTamanho(nome, tamanho)} esgotou enquanto o pedido era finalizado. Ajuste o carrinho e tente novamente.`,
  /** Reactivating a cancelled order takes its units again. */
  semEstoqueParaReativar: (nome: string, tamanho: string | null) =>
    `Não há estoque de ${comTamanho(nome, tamanho)} para reativar este pedido.`,
  /** The add-to-cart dialog: the units of this product (and size) the cart already holds. */
  noCarrinho: (quantidade: number) => `Você já tem ${unidades(quantidade)} no carrinho.`,
  /** The add-to-cart dialog, when the cart already holds every unit left. */
  todasNoCarrinho: 'Todas as unidades restantes já estão no seu carrinho.',
  /** The cart row of an item above what is left: sets its quantity to what is left. */
  ajustarPara: (quantidade: number) => `Ajustar para ${quantidade}`,
  /** A size's count on the admin's card and dashboard; size '' (a product without sizes) has no label. */
  contagem: (tamanho: string, quantidade: number) => {
    const texto = quantidade <= 0 ? 'Esgotado' : unidades(quantidade);
    return tamanho ? `${tamanho}: ${texto}` : texto;
  },
  // The admin's product form and list.
  controlar: 'Controlar estoque',
  controlarAjuda: 'Sem controle, o produto pode ser pedido sem limite de quantidade.',
  quantidade: 'Estoque',
  quantidadeDoTamanho: (tamanho: string) => `Estoque do tamanho ${tamanho}`,
  ilimitado: 'Sem controle',
  /** A getter: formatting the number loads the locale's data (~25 ms), paid at the first use, not at load (decision 83). */
  get invalido() {
    return `O estoque deve ser um número inteiro de 0 a ${estoqueMaximo.toLocaleString('pt-BR')}.`;
  },
  cadaTamanho: 'Informe o estoque de cada tamanho do produto.',
  // The admin dashboard.
  baixoTitulo: 'Estoque baixo',
  baixoVazio: 'Nenhum produto com estoque baixo.',
  baixoDescricao: (limite: number) => `Produtos com ${unidades(limite)} ou menos em algum tamanho.`,
} as const;
