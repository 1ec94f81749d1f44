import { nullPrototype } from '@portal/shared';
import type { Devolucao } from './devolucaoPendente.ts';
import type { EstoqueDeps } from './estoqueService.ts';
import { ehTomada, type MovimentosEstoque, semMovimento } from './movimentosEstoque.ts';

/** How old a take is before the sweep decides it: kept by its order (forgotten) or orphaned (returned). */
export const carenciaVarreduraMs = 10 * 60_000;

/**
 * The sweep (the `estoque-varredura` timer): every take older than `carenciaVarreduraMs` is decided — forgotten
 * when its order lists it, its units returned when the order does not (an orphan) — and every return a recent
 * cancellation owes is asked again (a failed one is applied now; one applied is found and left). A product or an
 * order that cannot be read or written now waits for the next sweep and does not stop the others: `falhas` counts
 * them.
 */
export function createVarreduraEstoque(
  { produtos, now, tomadaGravada, devolucoesPendentes }: EstoqueDeps,
  { alterar, lembrados }: MovimentosEstoque,
) {
  /** `devolver`: a cancellation's whole return (stock and budget), applied once however often asked. */
  return async function varrer(
    devolver: (devolucao: Devolucao) => Promise<void>,
  ): Promise<{ esquecidas: number; devolvidas: number; falhas: number }> {
    const limite = new Date(now().getTime() - carenciaVarreduraMs).toISOString();
    let esquecidas = 0;
    let devolvidas = 0;
    let falhas = 0;
    const falhou = (onde: string) => (error: unknown) => {
      falhas++;
      console.error(`stock sweep: ${onde}`, error);
    };
    const listados = await produtos.listMovimentos();
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
    for (const { id, linhas, verba } of await devolucoesPendentes()) {
      const faltam = linhas.filter(
        ({ produto_id }) => !aplicados.get(produto_id)?.some((movimento) => movimento.id === id),
      );
      // A budget's return is asked again whenever it has one (its document's listing is not read here): once applied,
      // asking it changes nothing.
      if (faltam.length > 0 || verba) {
        await devolver({ id, linhas: faltam, verba }).catch(falhou(`return ${id}`));
      }
    }
    return { esquecidas, devolvidas, falhas };
  };
}
