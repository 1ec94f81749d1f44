import { chaveEstoque, lembrarMovimentosPorMs, mensagens } from '@portal/shared';
import type { ProdutoDoc, ProdutosRepository } from '../../data/produtos/produtosRepository.ts';
import { ConcurrencyConflict, unavailable } from '../../errors.ts';

/** Units of one product and size, as an order holds them. */
export interface UnidadesEstoque {
  produto_id: string;
  tamanho: string | null;
  quantidade: number;
}

/** A size's units, own keys only (a size named 'constructor' is a size, not Object's). */
const unidades = (estoque: Readonly<Record<string, number>>, chave: string) =>
  Object.hasOwn(estoque, chave) ? estoque[chave] : undefined;

const mesmasUnidades = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([chave, valor]) => unidades(b, chave) === valor);

/** Tries at one product's conditional write before giving up (each lost one means another order moved it). */
const tentativas = 8;

type Resultado = { tipo: 'aplicado' } | { tipo: 'semControle' } | { tipo: 'falta'; chave: string; restantes: number };

/** The units of several lines, per product: the delta per size key (negative to take). */
function porProduto(linhas: readonly UnidadesEstoque[], sinal: 1 | -1) {
  const produtos = new Map<string, Record<string, number>>();
  for (const linha of linhas) {
    const delta = produtos.get(linha.produto_id) ?? {};
    const chave = chaveEstoque(linha.tamanho);
    delta[chave] = (delta[chave] ?? 0) + sinal * linha.quantidade;
    produtos.set(linha.produto_id, delta);
  }
  // One order of products, so two orders of the same products meet their races in the same place.
  return [...produtos].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Counted stocks (issue 21). Each movement (an order taking its units, a cancellation returning them) is a
 * conditional write of the product on the version read — of two orders for the last unit exactly one gets it — and is
 * recorded under its id in the product, so a retried request applies it once; an undone one is taken out again.
 * Products that do not count their stock are left alone.
 */
export function createEstoqueService({ products, now }: { products: ProdutosRepository; now: () => Date }) {
  /** Reads, changes and writes one product on its version, again when another movement came first. */
  const alterar = async (produtoId: string, mudar: (doc: ProdutoDoc) => ProdutoDoc | Resultado): Promise<Resultado> => {
    for (let tentativa = 0; tentativa < tentativas; tentativa++) {
      const lido = await products.read(produtoId);
      if (!lido || lido.doc.estoque === null) return { tipo: 'semControle' };
      const proximo = mudar(lido.doc);
      if ('tipo' in proximo) return proximo;
      try {
        await products.replace(proximo, lido.etag);
        return { tipo: 'aplicado' };
      } catch (error) {
        if (!(error instanceof ConcurrencyConflict)) throw error;
      }
    }
    throw unavailable(mensagens.servicoIndisponivel, 1);
  };

  const lembrados = (doc: ProdutoDoc) => {
    const desde = new Date(now().getTime() - lembrarMovimentosPorMs).toISOString();
    return doc.movimentos_estoque.filter((movimento) => movimento.em >= desde);
  };

  /**
   * Applies a movement once; with `exigir`, a size that would go below zero refuses it whole. The same movement asked
   * again with other units (a retried checkout whose cart changed) gives the recorded ones back and takes the new
   * ones, in the same write.
   */
  const aplicar = (produtoId: string, id: string, delta: Record<string, number>, exigir: boolean) =>
    alterar(produtoId, (doc) => {
      const anterior = doc.movimentos_estoque.find((movimento) => movimento.id === id);
      if (anterior && mesmasUnidades(anterior.delta, delta)) return { tipo: 'aplicado' };
      const estoque: Record<string, number> = { ...doc.estoque };
      for (const [chave, quantidade] of Object.entries(anterior?.delta ?? {})) {
        const atual = unidades(estoque, chave);
        if (atual !== undefined) estoque[chave] = Math.max(0, atual - quantidade);
      }
      const aplicado: Record<string, number> = {};
      for (const [chave, quantidade] of Object.entries(delta)) {
        // A size the admin removed meanwhile has nothing to take, and nowhere to return to.
        const atual = unidades(estoque, chave);
        if (atual === undefined) {
          if (exigir && quantidade < 0) return { tipo: 'falta', chave, restantes: 0 };
          continue;
        }
        if (exigir && atual + quantidade < 0) return { tipo: 'falta', chave, restantes: atual };
        const depois = Math.max(0, atual + quantidade);
        estoque[chave] = depois;
        aplicado[chave] = depois - atual;
      }
      const movimentos = lembrados(doc).filter((movimento) => movimento.id !== id);
      return { ...doc, estoque, movimentos_estoque: [...movimentos, { id, delta: aplicado, em: now().toISOString() }] };
    });

  /** Undoes a movement applied under `id`, if it was. */
  const desfazer = (produtoId: string, id: string) =>
    alterar(produtoId, (doc) => {
      const movimento = doc.movimentos_estoque.find((candidato) => candidato.id === id);
      if (!movimento) return { tipo: 'aplicado' };
      const estoque: Record<string, number> = { ...doc.estoque };
      for (const [chave, quantidade] of Object.entries(movimento.delta)) {
        const atual = unidades(estoque, chave);
        if (atual !== undefined) estoque[chave] = Math.max(0, atual - quantidade);
      }
      return {
        ...doc,
        estoque,
        movimentos_estoque: lembrados(doc).filter((candidato) => candidato.id !== id),
      };
    });

  return {
    /**
     * Takes the lines' units under `id`, all or none: at the first size without enough, what was taken is given back
     * and that line is answered with the units left. `tomadas`: the lines of products that count their stock.
     */
    async tomar(
      linhas: readonly UnidadesEstoque[],
      id: string,
    ): Promise<{ tomadas: UnidadesEstoque[] } | { falta: UnidadesEstoque & { restantes: number } }> {
      const aplicados: string[] = [];
      // Best effort: what cannot be given back now stays taken (never sold twice).
      const devolverAplicados = () => Promise.allSettled(aplicados.map((aplicado) => desfazer(aplicado, id)));
      try {
        for (const [produtoId, delta] of porProduto(linhas, -1)) {
          const resultado = await aplicar(produtoId, id, delta, true);
          if (resultado.tipo === 'falta') {
            await devolverAplicados();
            const linha = linhas.find(
              (candidata) => candidata.produto_id === produtoId && chaveEstoque(candidata.tamanho) === resultado.chave,
            );
            if (!linha) throw new Error(`stock shortfall on a size no line asked for: ${produtoId}`);
            return { falta: { ...linha, restantes: resultado.restantes } };
          }
          if (resultado.tipo === 'aplicado') aplicados.push(produtoId);
        }
      } catch (error) {
        // A product that could not be written (a lost race too often, the database down): none of the order's taken.
        await devolverAplicados();
        throw error;
      }
      const contados = new Set(aplicados);
      return { tomadas: linhas.filter((linha) => contados.has(linha.produto_id)) };
    },

    /** Undoes what `tomar` took under `id` (the order it was for could not be written). */
    async desfazer(linhas: readonly UnidadesEstoque[], id: string): Promise<void> {
      await Promise.all([...new Set(linhas.map((linha) => linha.produto_id))].map((produto) => desfazer(produto, id)));
    },

    /** Returns units under `id` (a cancelled order's), once. */
    async devolver(linhas: readonly UnidadesEstoque[], id: string): Promise<void> {
      for (const [produtoId, delta] of porProduto(linhas, 1)) await aplicar(produtoId, id, delta, false);
    },
  };
}
export type EstoqueService = ReturnType<typeof createEstoqueService>;
