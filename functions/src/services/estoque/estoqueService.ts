import { randomUUID } from 'node:crypto';
import { chaveEstoque, lembrarMovimentosPorMs, mensagens, nullPrototype } from '@portal/shared';
import type { PedidoDoc } from '../../data/pedidos/pedidosRepository.ts';
import type { MovimentoEstoque, ProdutoDoc, ProdutosRepository } from '../../data/produtos/produtosRepository.ts';
import { retryOnConflict } from '../../data/retryOnConflict.ts';
import { ConcurrencyConflict, type RefusalError, unavailable } from '../../errors.ts';
import { nadaGravado } from '../idempotencia.ts';
import { devolucaoPendente } from './devolucaoPendente.ts';

/** Units of one product and size, as an order holds them. */
export interface UnidadesEstoque {
  produto_id: string;
  tamanho: string | null;
  quantidade: number;
}

/** The order a take is for: the sweep reads it to tell a take its order kept from one whose order was never written. */
export interface PedidoDaTomada {
  userId: string;
  numero: number;
}

/**
 * Units taken for one order: `tomadas`, the lines of products that count their stock; `movimento`, the take's id, which
 * the order records; `em`, when it began.
 */
export interface Tomada {
  tomadas: UnidadesEstoque[];
  movimento: string;
  em: number;
}

/**
 * How long a take may wait for its order's write: a placement or a reactivation that took its units longer ago than
 * this gives them back instead of writing (gravarComTomada), so the sweep, which waits far longer, never returns the
 * units of an order still being written.
 */
export const prazoTomadaMs = 2 * 60_000;

/** How old a take is before the sweep decides it: kept by its order (forgotten) or orphaned (returned). */
export const carenciaVarreduraMs = 10 * 60_000;

const prefixoTomada = 'tomada:';
const ehTomada = (movimento: MovimentoEstoque) => movimento.id.startsWith(prefixoTomada);

type Resultado = { tipo: 'aplicado' } | { tipo: 'semControle' } | { tipo: 'falta'; chave: string; restantes: number };

/** The units of several lines, per product: the delta per size key (negative to take), in Maps (keys are admins'). */
function porProduto(linhas: readonly UnidadesEstoque[], sinal: 1 | -1) {
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
function semMovimento(estoque: Map<string, number>, delta: Readonly<Record<string, number>>) {
  for (const [chave, quantidade] of Object.entries(delta)) {
    const atual = estoque.get(chave);
    if (atual !== undefined) estoque.set(chave, Math.max(0, atual - quantidade));
  }
}

/**
 * Counted stocks (issues 21 and 32). Each movement — an order taking its units, a cancellation returning them — is a
 * conditional write of the product on the version read (of two orders for the last unit exactly one gets it) and is
 * recorded in the product under its id, so it is applied once and can be undone exactly.
 *
 * A take belongs to one attempt: its id is new each time (`tomada:<uuid>`), and the order that is written records it.
 * Two attempts never share a take, so one that fails gives back only its own units while another may still write its
 * order. A take nobody undid (the process died between the take and the write, or the undo failed) is an orphan: the
 * sweep (`varrer`) returns it once it is older than `carenciaVarreduraMs` and its order does not list it, and forgets
 * the takes their orders kept — so a product remembers only its last minutes of takes, and its returns for a day.
 */
export function createEstoqueService({
  products,
  now,
  tomadaGravada,
  devolucoesPendentes,
}: {
  products: ProdutosRepository;
  now: () => Date;
  /** Whether the order of `pedido` exists and lists the take `movimento` (its write committed). */
  tomadaGravada: (pedido: PedidoDaTomada, movimento: string) => Promise<boolean>;
  /** The returns recent cancellations owe (each applied once, however often asked): the sweep asks them again. */
  devolucoesPendentes: () => Promise<{ id: string; linhas: UnidadesEstoque[] }[]>;
}) {
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
        const lido = await products.read(produtoId);
        if (!lido || (lido.doc.estoque === null && !mesmoSemControle)) return { tipo: 'semControle' };
        const proximo = mudar(lido.doc);
        if ('tipo' in proximo) return proximo;
        await products.replace(proximo, lido.etag);
        return { tipo: 'aplicado' };
      });
    } catch (error) {
      if (error instanceof ConcurrencyConflict) throw unavailable(mensagens.servicoIndisponivel, 1);
      throw error;
    }
  };

  /** The movements a product keeps: every take until the sweep decides it, each return for a day. */
  const lembrados = (doc: ProdutoDoc) => {
    const desde = new Date(now().getTime() - lembrarMovimentosPorMs).toISOString();
    return doc.movimentos_estoque.filter((movimento) => ehTomada(movimento) || movimento.em >= desde);
  };

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

  /** Undoes the take `movimento` (its order could not be written). */
  const desfazer = async ({ tomadas, movimento }: Tomada): Promise<void> => {
    await Promise.all(
      [...new Set(tomadas.map((linha) => linha.produto_id))].map((produto) => desfazerNoProduto(produto, movimento)),
    );
  };

  /** Best effort: a take that cannot be given back now is an orphan the sweep returns. */
  const desfazerOuDeixar = (tomada: Tomada, depoisDe: string) =>
    desfazer(tomada).catch((falha: unknown) =>
      console.error(`stock take ${tomada.movimento} not returned after ${depoisDe} (the sweep returns it)`, falha),
    );

  /**
   * Takes the lines' units for the order `pedido`, all or none, under a new movement: at the first size without
   * enough, what was taken is given back and that line is answered with the units left.
   */
  const tomar = async (
    linhas: readonly UnidadesEstoque[],
    pedido: PedidoDaTomada,
  ): Promise<Tomada | { falta: UnidadesEstoque & { restantes: number } }> => {
    const movimento = {
      id: `${prefixoTomada}${randomUUID()}`,
      pedido: { userId: pedido.userId, numero: pedido.numero },
    };
    const em = now().getTime();
    const aplicados: string[] = [];
    // Best effort: what cannot be given back now is an orphan the sweep returns.
    const devolverAplicados = () =>
      Promise.allSettled(aplicados.map((aplicado) => desfazerNoProduto(aplicado, movimento.id)));
    try {
      for (const [produtoId, delta] of porProduto(linhas, -1)) {
        const resultado = await aplicar(produtoId, movimento, delta, true);
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
    return { tomadas: linhas.filter((linha) => contados.has(linha.produto_id)), movimento: movimento.id, em };
  };

  return {
    tomar,

    /**
     * A cancelled order brought back takes its units again, as an order does. Before that, the cancellation's return
     * is made sure of (once: a return applied is found), so a return that failed and the sweep's retry of it never land
     * on top of the new take; a return that fails now fails the reactivation.
     */
    async tomarParaReativar(
      doc: Pick<PedidoDoc, 'userId' | 'numero' | 'itens' | 'estoque_tomado' | 'historico_status'>,
    ) {
      const pendente = devolucaoPendente(doc, now());
      if (pendente) await devolver(pendente.linhas, pendente.id);
      const linhas = doc.itens.map(({ produto_id, tamanho, quantidade }) => ({ produto_id, tamanho, quantidade }));
      return tomar(linhas, { userId: doc.userId, numero: doc.numero });
    },

    /**
     * Writes the order that keeps the take `tomada` (none: just writes) and gives the take back when that order was
     * certainly not written: refused whole (nadaGravado), or answered by another attempt's order (`perdida`). When that
     * cannot be told (an answer lost) the take stays for the sweep, which returns it unless the order, written after
     * all, lists it. `gravar` calls `antesDeGravar` right before it sends the write: a take older than its deadline
     * (`prazoTomadaMs`) may be returned by the sweep any moment, so it is not written — refused with `demorada`.
     */
    async gravarComTomada<R>(
      tomada: Tomada | null,
      gravar: (antesDeGravar: () => void) => Promise<R>,
      { demorada, perdida }: { demorada: () => RefusalError; perdida?: (resultado: R) => boolean },
    ): Promise<R> {
      if (!tomada) return gravar(() => undefined);
      const resultado = await gravar(() => {
        if (now().getTime() - tomada.em >= prazoTomadaMs) throw demorada();
      }).catch(async (error: unknown) => {
        if (nadaGravado(error)) await desfazerOuDeixar(tomada, 'a failed write');
        throw error;
      });
      if (perdida?.(resultado)) await desfazerOuDeixar(tomada, 'a lost race');
      return resultado;
    },

    /**
     * A cancelled order's units back to the stock, under the cancellation's movement: once, however often it is asked
     * (devolucaoPendente). A return that fails is asked again by the stock sweep; the cancellation stands meanwhile.
     */
    async devolverCancelamento(doc: Pick<PedidoDoc, 'numero' | 'estoque_tomado' | 'historico_status'>) {
      const pendente = devolucaoPendente(doc, now());
      if (!pendente) return;
      await devolver(pendente.linhas, pendente.id).catch((error: unknown) =>
        console.error(`order #${doc.numero}: stock not returned yet (the sweep retries)`, error),
      );
    },

    devolver,

    /**
     * The sweep (the `estoque-varredura` timer): every take older than `carenciaVarreduraMs` is decided — forgotten
     * when its order lists it, its units returned when the order does not (an orphan) — and every return a recent
     * cancellation owes is asked again (a failed one is applied now; one applied is found and left). A product or an
     * order that cannot be read or written now waits for the next sweep and does not stop the others: `falhas` counts
     * them.
     */
    async varrer(): Promise<{ esquecidas: number; devolvidas: number; falhas: number }> {
      const limite = new Date(now().getTime() - carenciaVarreduraMs).toISOString();
      let esquecidas = 0;
      let devolvidas = 0;
      let falhas = 0;
      const falhou = (onde: string) => (error: unknown) => {
        falhas++;
        console.error(`stock sweep: ${onde}`, error);
      };
      const listados = await products.listMovimentos();
      for (const { id: produtoId, movimentos_estoque } of listados) {
        const decididas = new Map<string, boolean>();
        for (const movimento of movimentos_estoque) {
          if (!ehTomada(movimento) || movimento.em >= limite || !movimento.pedido) continue;
          const gravada = await tomadaGravada(movimento.pedido, movimento.id).catch(falhou(`order of ${movimento.id}`));
          if (gravada !== undefined) decididas.set(movimento.id, gravada);
        }
        if (decididas.size === 0) continue;
        const aplicado = await alterar(
          produtoId,
          (doc) => {
            const estoque = doc.estoque && new Map(Object.entries(doc.estoque));
            for (const movimento of doc.movimentos_estoque) {
              if (estoque && decididas.get(movimento.id) === false) semMovimento(estoque, movimento.delta);
            }
            return {
              ...doc,
              estoque: estoque && nullPrototype(estoque),
              movimentos_estoque: lembrados(doc).filter(({ id }) => !decididas.has(id)),
            };
          },
          true,
        ).catch(falhou(`product ${produtoId}`));
        if (!aplicado) continue;
        for (const gravada of decididas.values()) {
          if (gravada) esquecidas++;
          else devolvidas++;
        }
      }
      // A return the listing shows applied needs no read: only the products that lack it are asked.
      const aplicados = new Map(listados.map(({ id, movimentos_estoque }) => [id, movimentos_estoque]));
      for (const { id, linhas } of await devolucoesPendentes()) {
        const faltam = linhas.filter(
          ({ produto_id }) => !aplicados.get(produto_id)?.some((movimento) => movimento.id === id),
        );
        if (faltam.length > 0) await devolver(faltam, id).catch(falhou(`return ${id}`));
      }
      return { esquecidas, devolvidas, falhas };
    },
  };
}
export type EstoqueService = ReturnType<typeof createEstoqueService>;
