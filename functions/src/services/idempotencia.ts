import type { Versioned } from '../data/cosmosItems.ts';
import { ConcurrencyConflict, RefusalError } from '../errors.ts';

/** One request's Idempotency-Key: the item written under it, and the answer that item gives again. */
export interface ChaveIdempotente<D, R> {
  procurar(): Promise<Versioned<D> | null>;
  /** The answer for an item already written under the key (its clean-up repeated). */
  repetir(encontrado: Versioned<D>): Promise<R>;
}

/**
 * The answer for a key: the item already written under it, answered again, else what `criar` answers. A refusal
 * of `criar` (RefusalError) yields to an item a concurrent request with the same key wrote after the key was
 * checked — it emptied the cart or took the uploads this one then found gone: that item is the answer.
 */
export async function criarUmaVez<D, R>(chave: ChaveIdempotente<D, R>, criar: () => Promise<R>): Promise<R> {
  const anterior = await chave.procurar();
  if (anterior) return chave.repetir(anterior);
  try {
    return await criar();
  } catch (error) {
    if (!(error instanceof RefusalError)) throw error;
    const vencedor = await chave.procurar().catch(() => null);
    if (!vencedor) throw error;
    return chave.repetir(vencedor);
  }
}

/**
 * Writes a new item under the key, and when the write fails finds out what happened: the batch committed but its
 * answer was lost (connection cut after the commit) — the item stands, with its files; a concurrent request
 * with the same key won — its item is answered again and this one's files removed; anything else — the files
 * are removed and the failure goes on.
 */
export async function gravarUmaVez<D extends { id: string }, R>(
  chave: ChaveIdempotente<D, R>,
  item: D,
  gravar: () => Promise<Versioned<D>>,
  removerArquivos: () => Promise<unknown>,
): Promise<{ gravado: Versioned<D> } | { resposta: R }> {
  try {
    return { gravado: await gravar() };
  } catch (error) {
    const encontrado = await chave.procurar().catch(() => null);
    if (encontrado?.doc.id === item.id) return { gravado: encontrado };
    await removerArquivos();
    if (!(error instanceof ConcurrencyConflict) || !encontrado) throw error;
    return { resposta: await chave.repetir(encontrado) };
  }
}
