import { mensagensCarrinho } from '@portal/shared';
import type { ItemCarrinhoDoc } from '../../data/carrinho/carrinhosRepository.ts';
import type { ProdutoDoc } from '../../data/produtos/produtosRepository.ts';

const toCents = (reais: number) => Math.round(reais * 100);
export const fromCents = (cents: number) => cents / 100;

export interface LinhaPrecificada {
  item: ItemCarrinhoDoc;
  produto: ProdutoDoc;
  precoUnitarioCents: number;
  subtotalCents: number;
}

/**
 * Prices cart items from the catalogue (never from the client), in integer cents. Items whose product is
 * gone, inactive, or no longer offers the chosen size are returned as `unavailable`.
 */
export function precificarItens(itens: ItemCarrinhoDoc[], produtos: ProdutoDoc[]) {
  const byId = new Map(produtos.map((produto) => [produto.id, produto]));
  const lines: LinhaPrecificada[] = [];
  const unavailable: { item: ItemCarrinhoDoc; nome: string }[] = [];
  for (const item of itens) {
    const produto = byId.get(item.produto_id);
    const sizeOk =
      produto &&
      (produto.tamanhos.length === 0 ? item.tamanho === null : produto.tamanhos.includes(item.tamanho ?? ''));
    // A product without a valid price is shown at R$ 0,00 but never sold.
    if (!produto?.ativo || !sizeOk || produto.preco === null) {
      unavailable.push({ item, nome: produto?.nome ?? mensagensCarrinho.produtoRemovido });
      continue;
    }
    const precoUnitarioCents = toCents(produto.preco);
    lines.push({ item, produto, precoUnitarioCents, subtotalCents: precoUnitarioCents * item.quantidade });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const quantidadeTotal = lines.reduce((sum, line) => sum + line.item.quantidade, 0);
  return { lines, unavailable, totalCents, quantidadeTotal };
}

/** Priced lines as an order keeps them: names and prices frozen, the cart items they came from, the total. */
export function linhasDoPedido({
  lines,
  totalCents,
}: Pick<ReturnType<typeof precificarItens>, 'lines' | 'totalCents'>) {
  return {
    itens: lines.map((line) => ({
      produto_id: line.produto.id,
      nome: line.produto.nome,
      descricao: line.produto.descricao,
      quantidade: line.item.quantidade,
      tamanho: line.item.tamanho,
      preco_unitario: fromCents(line.precoUnitarioCents),
      subtotal: fromCents(line.subtotalCents),
    })),
    itens_carrinho: lines.map((line) => line.item.id),
    total: fromCents(totalCents),
  };
}
