import { randomUUID } from 'node:crypto';
import { chaveEstoque } from '@portal/shared';
import type { PedidoDoc } from '../../data/pedidos/pedidosRepository.ts';
import type { ProdutosRepository } from '../../data/produtos/produtosRepository.ts';
import type { RefusalError } from '../../errors.ts';
import { nadaGravado } from '../idempotency.ts';
import { type Devolucao, devolucaoPendente } from './devolucaoPendente.ts';
import { createMovimentosEstoque, porProduto, prefixoTomada } from './movimentosEstoque.ts';
import type { GastoVerba, MovimentosVerba, VerbaTomada } from './movimentosVerba.ts';
import { carenciaVarreduraMs, createVarreduraEstoque } from './varreduraEstoque.ts';

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
 * Units taken for one order: `tomadas`, the lines of products that count their stock; `verba`, its spend of its unit's
 * budget (issue 36), if it has a unit; `movimento`, the take's id, which the order records; `em`, when it began.
 */
export interface Tomada {
  tomadas: UnidadesEstoque[];
  verba: VerbaTomada | null;
  movimento: string;
  em: number;
}

/** Whether the order must list the take (it moved something the sweep would otherwise return). */
export const tomadaAGuardar = (tomada: Tomada) => tomada.tomadas.length > 0 || tomada.verba !== null;

/**
 * How long a take may wait for its order's write: a placement or a reactivation that took its units longer ago than
 * this gives them back instead of writing (gravarComTomada), so the sweep, which waits far longer, never returns the
 * units of an order still being written.
 */
export const prazoTomadaMs = 2 * 60_000;

/** What the stock service is built from (the sweep's questions about orders included). */
export interface EstoqueDeps {
  produtos: ProdutosRepository;
  /** The units' budgets, moved by the same takes and returns as the stock (issue 36). */
  verbas: MovimentosVerba;
  now: () => Date;
  /** Whether the order of `pedido` exists and lists the take `movimento` (its write committed). */
  tomadaGravada: (pedido: PedidoDaTomada, movimento: string) => Promise<boolean>;
  /** The returns recent cancellations owe (each applied once, however often asked): the sweep asks them again. */
  devolucoesPendentes: () => Promise<Devolucao[]>;
}

/**
 * Counted stocks (issues 21 and 32). Each movement — an order taking its units, a cancellation returning them — is a
 * conditional write of the product on the version read (of two orders for the last unit exactly one gets it) and is
 * recorded in the product under its id, so it is applied once and can be undone exactly.
 *
 * A take belongs to one attempt: its id is new each time (`tomada:<uuid>`), and the order that is written records it.
 * Two attempts never share a take, so one that fails gives back only its own units while another may still write its
 * order. A take nobody undid (the process died between the take and the write, or the undo failed) is an orphan: the
 * sweep (`varrer`, varreduraEstoque.ts) returns it once it is older than `carenciaVarreduraMs` and its order does not
 * list it, and forgets the takes their orders kept — so a product remembers only its last minutes of takes, and its
 * returns for a day.
 *
 * Take, return and compensation live here alone: checkout and the status workflow ask for a take, write their order
 * through `gravarComTomada`, and ask for a cancellation's return; they never undo or return units themselves.
 */
export function createEstoqueService(deps: EstoqueDeps) {
  const { now, verbas } = deps;
  const movimentos = createMovimentosEstoque(deps);
  const { aplicar, desfazerNoProduto } = movimentos;
  const varrerEstoque = createVarreduraEstoque(deps, movimentos);

  /** Undoes the take `movimento` (its order could not be written). */
  const desfazer = async ({ tomadas, verba, movimento }: Tomada): Promise<void> => {
    await Promise.all([
      ...[...new Set(tomadas.map((linha) => linha.produto_id))].map((produto) => desfazerNoProduto(produto, movimento)),
      ...(verba ? [verbas.desfazer(verba.verba_id, movimento)] : []),
    ]);
  };

  /** A cancellation's return, units and budget, applied once however often asked. */
  const devolver = async ({ id, linhas, verba }: Devolucao) => {
    await movimentos.devolver(linhas, id);
    if (verba) await verbas.devolver(verba, id);
  };

  /** Best effort: a take that cannot be given back now is an orphan the sweep returns. */
  const desfazerOuDeixar = (tomada: Tomada, depoisDe: string) =>
    desfazer(tomada).catch((falha: unknown) =>
      console.error(`stock take ${tomada.movimento} not returned after ${depoisDe} (the sweep returns it)`, falha),
    );

  /**
   * Takes the lines' units for the order `pedido`, all or none, under a new movement: at the first size without
   * enough, what was taken is given back and that line is answered with the units left. Then its spend of its unit's
   * budget, `gasto`, under the same movement: never refused, it tells how far beyond the balance it went.
   */
  const tomar = async (
    linhas: readonly UnidadesEstoque[],
    pedido: PedidoDaTomada,
    gasto: GastoVerba | null = null,
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
      const verba = gasto && (await verbas.tomar(gasto, movimento));
      const contados = new Set(aplicados);
      return { tomadas: linhas.filter((linha) => contados.has(linha.produto_id)), verba, movimento: movimento.id, em };
    } catch (error) {
      // A product that could not be written (a lost race too often, the database down): none of the order's taken.
      await devolverAplicados();
      throw error;
    }
  };

  return {
    tomar,

    /**
     * A cancelled order brought back takes its units again, as an order does. Before that, the cancellation's return
     * is made sure of (once: a return applied is found), so a return that failed and the sweep's retry of it never land
     * on top of the new take; a return that fails now fails the reactivation.
     */
    async tomarParaReativar(
      doc: Pick<PedidoDoc, 'userId' | 'numero' | 'itens' | 'estoque_tomado' | 'verba_tomada' | 'historico_status'>,
    ) {
      const pendente = devolucaoPendente(doc, now());
      if (pendente) await devolver(pendente);
      const linhas = doc.itens.map(({ produto_id, tamanho, quantidade }) => ({ produto_id, tamanho, quantidade }));
      // The budget of the period it was placed in, whatever the period now: the spend stays that period's sum.
      const verba = doc.verba_tomada;
      const [unidade_id = '', periodo = ''] = verba ? verba.verba_id.split(':') : [];
      const gasto = verba ? { ...verba, unidade_id, periodo } : null;
      return tomar(linhas, { userId: doc.userId, numero: doc.numero }, gasto);
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
    async devolverCancelamento(
      doc: Pick<PedidoDoc, 'numero' | 'estoque_tomado' | 'verba_tomada' | 'historico_status'>,
    ) {
      const pendente = devolucaoPendente(doc, now());
      if (!pendente) return;
      await devolver(pendente).catch((error: unknown) =>
        console.error(`order #${doc.numero}: stock not returned yet (the sweep retries)`, error),
      );
    },

    /** The sweep of stocks, then of budgets (their takes decided alike; returns owed are asked by the first). */
    async varrer() {
      const estoque = await varrerEstoque(devolver);
      let falhas = 0;
      const verba = await verbas
        .varrer(new Date(now().getTime() - carenciaVarreduraMs).toISOString(), ({ id, pedido }) =>
          pedido
            ? deps.tomadaGravada(pedido, id).catch((error: unknown) => {
                falhas++;
                console.error(`budget sweep: order of ${id}`, error);
                return undefined;
              })
            : Promise.resolve(undefined),
        )
        .catch((error: unknown) => {
          falhas++;
          console.error('budget sweep', error);
          return { esquecidas: 0, devolvidas: 0 };
        });
      return {
        esquecidas: estoque.esquecidas + verba.esquecidas,
        devolvidas: estoque.devolvidas + verba.devolvidas,
        falhas: estoque.falhas + falhas,
      };
    },
  };
}
export type EstoqueService = ReturnType<typeof createEstoqueService>;
