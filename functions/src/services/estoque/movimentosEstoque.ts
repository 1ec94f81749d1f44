import { chaveEstoque, lembrarMovimentosPorMs, mensagens, nullPrototype } from '@portal/shared';
import type { MovimentoEstoque, ProdutoDoc, ProdutosRepository } from '../../data/produtos/produtosRepository.ts';
import { retryOnConflict } from '../../data/retryOnConflict.ts';
import { ConcurrencyConflict, unavailable } from '../../errors.ts';
import type { UnidadesEstoque } from './estoqueService.ts';

/** A take's movement id starts so (`tomada:<uuid>`); a return's is its cancellation's (devolucaoPendente.ts). */
export const prefixoTomada = 'tomada:';
export const ehTomada = (movimento: { id: string }) => movimento.id.startsWith(prefixoTomada);

/**
 * The movements a document keeps (a product's stock, a unit's budget): every take until the sweep decides it, each
 * return for a day.
 */
export function movimentosLembrados<M extends { id: string; em: string }>(movimentos: readonly M[], agora: Date): M[] {
  const desde = new Date(agora.getTime() - lembrarMovimentosPorMs).toISOString();
  return movimentos.filter((movimento) => ehTomada(movimento) || movimento.em >= desde);
}

/** What a product's change did: applied, left alone (the product does not count its stock), or refused short. */
export type Resultado =
  | { tipo: 'aplicado' }
  | { tipo: 'semControle' }
  | { tipo: 'falta'; chave: string; restantes: number };

/** The units of several lines, per product: the delta per size key (negative to take), in Maps (keys are admins'). */
export function porProduto(linhas: readonly UnidadesEstoque[], sinal: 1 | -1) {
  const produtos = new Map<string, Map<string, number>>();
  for (const linha of linhas) {
    const delta = produtos.get(linha.produto_id) ?? new Map<string, number>();
    const chave = chaveEstoque(linha.tamanho);
    delta.set(chave, (delta.get(chave) ?? 0) + sinal * linha.quantidade);
    produtos.set(linha.produto_id, delta);
  }
  // One order of products, so two orders of the same products meet their races in the same place.
  return [...produtos].sort(([a], [b]) => a.localeCompare(b));
}

/** A product's stock with `delta` subtracted (a movement undone), never below zero; sizes gone stay gone. */
export function semMovimento(estoque: Map<string, number>, delta: Readonly<Record<string, number>>) {
  for (const [chave, quantidade] of Object.entries(delta)) {
    const atual = estoque.get(chave);
    if (atual !== undefined) estoque.set(chave, Math.max(0, atual - quantidade));
  }
}

/**
 * The movements of one product's stock, each a conditional write of the product on the version read, applied once
 * (recorded under its id) and undone exactly (estoqueService.ts composes them).
 */
export function createMovimentosEstoque({ produtos, now }: { produtos: ProdutosRepository; now: () => Date }) {
  /**
   * Reads, changes and writes one product on its version, again (a jittered retry) when another movement came first.
   * A product that stopped counting is left alone, unless `mesmoSemControle` (the sweep still forgets its takes).
   */
  const alterar = async (
    produtoId: string,
    mudar: (doc: ProdutoDoc) => ProdutoDoc | Resultado,
    mesmoSemControle = false,
  ): Promise<Resultado> => {
    try {
      return await retryOnConflict(async () => {
        const lido = await produtos.read(produtoId);
        if (!lido || (lido.doc.estoque === null && !mesmoSemControle)) return { tipo: 'semControle' };
        const proximo = mudar(lido.doc);
        if ('tipo' in proximo) return proximo;
        await produtos.replace(proximo, lido.etag);
        return { tipo: 'aplicado' };
      });
    } catch (error) {
      if (error instanceof ConcurrencyConflict) throw unavailable(mensagens.servicoIndisponivel, 1);
      throw error;
    }
  };

  const lembrados = (doc: ProdutoDoc) => movimentosLembrados(doc.movimentos_estoque, now());

  /**
   * Applies a movement once (asked again, it changes nothing); with `exigir`, a size that would go below zero
   * refuses it whole.
   */
  const aplicar = (
    produtoId: string,
    movimento: Pick<MovimentoEstoque, 'id' | 'pedido'>,
    delta: ReadonlyMap<string, number>,
    exigir: boolean,
  ) =>
    alterar(produtoId, (doc) => {
      if (doc.movimentos_estoque.some(({ id }) => id === movimento.id)) return { tipo: 'aplicado' };
      const estoque = new Map(Object.entries(doc.estoque ?? {}));
      const aplicado = new Map<string, number>();
      for (const [chave, quantidade] of delta) {
        // A size the admin removed meanwhile has nothing to take, and nowhere to return to.
        const atual = estoque.get(chave);
        if (atual === undefined) {
          if (exigir && quantidade < 0) return { tipo: 'falta', chave, restantes: 0 };
          continue;
        }
        if (exigir && atual + quantidade < 0) return { tipo: 'falta', chave, restantes: atual };
        const depois = Math.max(0, atual + quantidade);
        estoque.set(chave, depois);
        aplicado.set(chave, depois - atual);
      }
      const registro: MovimentoEstoque = { ...movimento, delta: nullPrototype(aplicado), em: now().toISOString() };
      return {
        ...doc,
        estoque: nullPrototype(estoque),
        movimentos_estoque: [...lembrados(doc), registro],
      };
    });

  /** Undoes the movement `id` in one product, if it is there. */
  const desfazerNoProduto = (produtoId: string, id: string) =>
    alterar(produtoId, (doc) => {
      const movimento = doc.movimentos_estoque.find((candidato) => candidato.id === id);
      if (!movimento) return { tipo: 'aplicado' };
      const estoque = new Map(Object.entries(doc.estoque ?? {}));
      semMovimento(estoque, movimento.delta);
      return {
        ...doc,
        estoque: nullPrototype(estoque),
        movimentos_estoque: lembrados(doc).filter((candidato) => candidato.id !== id),
      };
    });

  /** Returns units under `id` (a cancelled order's), once however often it is asked while the product remembers it. */
  const devolver = async (linhas: readonly UnidadesEstoque[], id: string): Promise<void> => {
    for (const [produtoId, delta] of porProduto(linhas, 1)) await aplicar(produtoId, { id }, delta, false);
  };

  return { alterar, lembrados, aplicar, desfazerNoProduto, devolver };
}
export type MovimentosEstoque = ReturnType<typeof createMovimentosEstoque>;
