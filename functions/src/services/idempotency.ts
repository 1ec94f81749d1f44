import { createHash } from 'node:crypto';
import { mensagens } from '@portal/shared';
import type { Versioned } from '../data/cosmosItems.ts';
import type { Impressao } from '../data/idempotentWrites.ts';
import { ConcurrencyConflict, DependencyUnavailableError, RefusalError, unprocessable } from '../errors.ts';

export type { Impressao };

/** A value's JSON with every object's keys in order and absent values left out: the same content, the same text. */
function canonico(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(canonico);
  if (valor === null || typeof valor !== 'object') return valor;
  return Object.fromEntries(
    Object.entries(valor)
      .filter(([, campo]) => campo !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([chave, campo]) => [chave, canonico(campo)]),
  );
}

/**
 * The digest of what a request asked, once validated (the parsed body, never its bytes: the same order sent as JSON or
 * as multipart, its fields in any order, is the same request): SHA-256 of its canonical JSON — or of a file's bytes —
 * in base64url.
 */
export const digestOf = (valor: unknown) =>
  createHash('sha256')
    .update(Buffer.isBuffer(valor) ? valor : JSON.stringify(canonico(valor)))
    .digest('base64url');

/**
 * The IETF Idempotency-Key draft's rule (draft-ietf-httpapi-idempotency-key-header, "a request with the same key and a
 * different payload" is refused with 422), as Stripe applies it: a key is bound to the request it first served. What
 * is compared is what both sides know: the body always, and the cart when the record and the request each have one.
 * Records written before keys were bound have no digest and match any request.
 */
export function exigirMesmaRequisicao(registrada: Impressao | undefined, atual: Impressao): void {
  if (!registrada) return;
  const carrinhoDiferente =
    registrada.carrinho !== undefined && atual.carrinho !== undefined && registrada.carrinho !== atual.carrinho;
  if (registrada.corpo !== atual.corpo || carrinhoDiferente) throw unprocessable(mensagens.chaveComOutroConteudo);
}

/** An item written under a key, with the digest of the request that wrote it (absent on records from before). */
export type Registrado<D> = Versioned<D> & { impressao?: Impressao };

/** One request's Idempotency-Key: the item written under it, and the answer that item gives again. */
export interface IdempotentKey<D, R> {
  procurar(): Promise<Registrado<D> | null>;
  /**
   * The answer for an item already written under the key (its clean-up repeated), once the request is known to be the
   * one that wrote it (exigirMesmaRequisicao): another request with the key is refused (422), never answered with it.
   */
  repetir(encontrado: Registrado<D>): Promise<R>;
}

/**
 * The answer for a key: the item already written under it, answered again, else what `criar` answers. A refusal
 * of `criar` (RefusalError) yields to an item a concurrent request with the same key wrote after the key was
 * checked — it emptied the cart or took the uploads this one then found gone: that item is the answer.
 */
export async function criarUmaVez<D, R>(chave: IdempotentKey<D, R>, criar: () => Promise<R>): Promise<R> {
  const anterior = await chave.procurar();
  if (anterior) return chave.repetir(anterior);
  try {
    return await criar();
  } catch (error) {
    if (!(error instanceof RefusalError) || error.kind === 'unprocessable') throw error;
    const vencedor = await chave.procurar().catch(() => null);
    if (!vencedor) throw error;
    return chave.repetir(vencedor);
  }
}

/**
 * Whether a failed write certainly stored nothing: a batch the database refused whole (ConcurrencyConflict: a stale
 * version, a key already used; or throttled, or never reached: transactionalBatch.ts), or a refusal of ours before
 * it was sent. Anything else — a connection cut, a timeout,
 * a 503 — may have been written all the same (an answer lost, a request still on its way): what goes with the item
 * (its files, its stock take) then stays, for the item as found later, or the sweep, to decide.
 */
export const nadaGravado = (error: unknown) =>
  error instanceof ConcurrencyConflict ||
  error instanceof RefusalError ||
  (error instanceof DependencyUnavailableError && error.naoGravado);

/**
 * Writes a new item under the key, and when the write fails finds out what happened: the batch committed but its
 * answer was lost — the item stands, with its files; a concurrent request with the same key won — its item is
 * answered again (if it was this same request) and this one's files removed; nothing was stored — the files are
 * removed and the failure goes on; it cannot be told — the files stay and the failure goes on.
 */
export async function gravarUmaVez<D extends { id: string }, R>(
  chave: IdempotentKey<D, R>,
  item: D,
  gravar: () => Promise<Versioned<D>>,
  removerArquivos: () => Promise<unknown>,
): Promise<{ gravado: Versioned<D> } | { resposta: R }> {
  try {
    return { gravado: await gravar() };
  } catch (error) {
    const encontrado = await chave.procurar().catch(() => null);
    if (encontrado?.doc.id === item.id) return { gravado: encontrado };
    if (!nadaGravado(error)) throw error;
    await removerArquivos();
    if (!(error instanceof ConcurrencyConflict) || !encontrado) throw error;
    return { resposta: await chave.repetir(encontrado) };
  }
}
