import { randomUUID } from 'node:crypto';
import {
  type AdicionarItem,
  type CarrinhoResponse,
  disponivel,
  itensMaximosCarrinho,
  mensagens,
  mensagensCarrinho,
  mensagensEstoque,
  mensagensLimites,
  quantidadeMaximaItem,
} from '@portal/shared';
import {
  type CarrinhosRepository,
  carrinhoCom,
  type ItemCarrinhoDoc,
} from '../../data/carrinho/carrinhosRepository.ts';
import type { ProdutoDoc, ProdutosRepository } from '../../data/produtos/produtosRepository.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { fromCents, precificarItens } from '../pedidos/precos.ts';
import { toProduto } from '../produtos/produtosService.ts';

/** Refuses a cart line above the units left of its size (issue 21), naming the product. */
function cabeNoEstoque(produto: ProdutoDoc, tamanho: string | null, quantidade: number) {
  const restantes = disponivel(produto.estoque, tamanho);
  if (quantidade > restantes) throw conflict(mensagensEstoque.insuficiente(produto.nome, tamanho, restantes));
}

export function createCarrinhoService(carrinhos: CarrinhosRepository, produtos: ProdutosRepository, now: () => Date) {
  /**
   * Reads, changes and saves the cart with its ETag (again when two tabs change it at once). A changed cart is
   * no longer the one an order consumed.
   */
  const change = async (userId: string, apply: (itens: ItemCarrinhoDoc[]) => ItemCarrinhoDoc[]) => {
    await carrinhos.update(userId, (current) => carrinhoCom(userId, apply(current?.itens ?? []), now().toISOString()));
  };

  const findItem = (itens: ItemCarrinhoDoc[], itemId: string) => {
    const item = itens.find((candidate) => candidate.id === itemId);
    if (!item) throw notFound(mensagensCarrinho.itemNaoEncontrado);
    return item;
  };

  /**
   * The cart's items priced from the catalogue, with the cart as read (null when the user never had one): an
   * order consumes it at that version. Items that became unavailable are taken out of the stored cart, and
   * returned as `unavailable` so the caller can say which.
   */
  const priced = async (userId: string) => {
    const carrinho = await carrinhos.get(userId);
    const itens = carrinho?.doc.itens ?? [];
    const result = precificarItens(itens, await produtos.getMany([...new Set(itens.map((item) => item.produto_id))]));
    if (result.unavailable.length > 0) {
      const gone = new Set(result.unavailable.map(({ item }) => item.id));
      await change(userId, (current) => current.filter((item) => !gone.has(item.id)));
    }
    return { ...result, carrinho };
  };

  return {
    priced,

    /** The cart as stored now, with its version (null when the user never had one). */
    stored: (userId: string) => carrinhos.get(userId),

    /** The operation of an order's batch that consumes the cart as read: see CarrinhosRepository.consumir. */
    consumir: carrinhos.consumir,

    /** The cart priced from the catalogue; unavailable items are dropped (and the user told). */
    async view(userId: string): Promise<CarrinhoResponse> {
      const cart = await priced(userId);
      return {
        itens: cart.lines.map((line) => ({
          id: line.item.id,
          quantidade: line.item.quantidade,
          tamanho: line.item.tamanho,
          produto: toProduto(line.produto),
          subtotal: fromCents(line.subtotalCents),
        })),
        total: fromCents(cart.totalCents),
        quantidade_total: cart.quantidadeTotal,
        ...(cart.unavailable.length > 0
          ? { message: mensagensCarrinho.itensRemovidos(cart.unavailable.map(({ nome }) => nome)) }
          : {}),
      };
    },

    async add(userId: string, { produto_id, quantidade, tamanho }: AdicionarItem): Promise<void> {
      const produto = await produtos.get(produto_id);
      if (!produto) throw notFound(mensagens.produtoNaoEncontrado);
      if (!produto.ativo) throw invalid(mensagensCarrinho.produtoIndisponivel);
      if (produto.preco === null) throw invalid(mensagensCarrinho.produtoSemPreco);
      const size = produto.tamanhos.length > 0 ? (tamanho ?? '') : null;
      if (size === '') throw invalid(mensagensCarrinho.selecioneTamanho);
      if (size !== null && !produto.tamanhos.includes(size)) throw invalid(mensagensCarrinho.tamanhoInvalido);

      await change(userId, (itens) => {
        const same = itens.find((item) => item.produto_id === produto_id && item.tamanho === size);
        // The per-item cap before the stock: a refusal by stock must never tell more than the cap could (issue 32).
        if ((same?.quantidade ?? 0) + quantidade > quantidadeMaximaItem) {
          throw invalid(mensagensCarrinho.quantidadeMaxima);
        }
        cabeNoEstoque(produto, size, (same?.quantidade ?? 0) + quantidade);
        if (!same) {
          if (itens.length >= itensMaximosCarrinho) throw invalid(mensagensLimites.itensNoCarrinho);
          return [...itens, { id: randomUUID(), produto_id, quantidade, tamanho: size }];
        }
        return itens.map((item) => (item === same ? { ...item, quantidade: item.quantidade + quantidade } : item));
      });
    },

    /** Sets an item's quantity; 0 or less removes it (spec section 7). */
    async update(userId: string, itemId: string, quantidade: number): Promise<void> {
      // The product's stock, when the item is still there to raise (a removal needs none).
      const guardado =
        quantidade > 0 ? (await carrinhos.get(userId))?.doc.itens.find((item) => item.id === itemId) : undefined;
      const produto = guardado ? await produtos.get(guardado.produto_id) : null;
      await change(userId, (itens) => {
        const target = findItem(itens, itemId);
        if (produto && quantidade > target.quantidade) cabeNoEstoque(produto, target.tamanho, quantidade);
        return quantidade <= 0
          ? itens.filter((item) => item !== target)
          : itens.map((item) => (item === target ? { ...item, quantidade } : item));
      });
    },

    async remove(userId: string, itemId: string): Promise<void> {
      await change(userId, (itens) => {
        const target = findItem(itens, itemId);
        return itens.filter((item) => item !== target);
      });
    },

    async clear(userId: string): Promise<void> {
      await change(userId, () => []);
    },
  };
}
export type CarrinhoService = ReturnType<typeof createCarrinhoService>;
