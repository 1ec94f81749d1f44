import { randomUUID } from 'node:crypto';
import {
  mensagensLimites,
  type PoliticaUpload,
  politicasUpload,
  type UploadRequest,
  type UploadResponse,
} from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import { invalid } from '../../errors.ts';
import { cap, type SlidingWindow } from '../slidingWindow.ts';
import { type ArquivoVerificado, verificarArquivo, verificarTamanho } from './fileTypes.ts';

/** Upload URLs live 15 minutes: enough for 10 MB on a slow phone, short enough to be useless later. */
const uploadLifetimeMs = 15 * 60_000;

/**
 * Upload URLs one user may be given for one purpose in any hour, counted as they are issued: a ticket's
 * pickers of ten files, with room for retries — not for filling the storage account.
 */
export const regraUploads = cap(60, 60 * 60_000);

/**
 * How old an upload larger than it was declared is when the sweep removes it: a claim already under way
 * still refuses it with the size's own message.
 */
const carenciaVarreduraMs = 2 * 60_000;

/** A received file whose size and content were checked against its purpose's policy. */
export interface ArquivoRecebido extends ArquivoVerificado {
  nome: string;
  content: Buffer;
}

const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .slice(-100) || 'arquivo';

const politicas = new Set<string>(Object.keys(politicasUpload));

/**
 * What an upload's blob name says: `<userId>/<purpose>/<uploadId>/<declared bytes>/<file name>`, every part
 * chosen by the API when it issued the URL (the URL can create that one name only). Null for a name the API
 * did not give.
 */
function lerNomeUpload(nome: string): { politica: PoliticaUpload; declarado: number; arquivo: string } | null {
  const [, politica = '', declarado = '', arquivo = ''] = /^[^/]+\/([^/]+)\/[^/]+\/(\d+)\/([^/]+)$/.exec(nome) ?? [];
  if (!politicas.has(politica)) return null;
  return { politica: politica as PoliticaUpload, declarado: Number(declarado), arquivo };
}

/** One file of a purpose, checked by size and by its first bytes (whatever its declared type says). */
export function receberArquivo(politica: PoliticaUpload, nome: string, content: Buffer): ArquivoRecebido {
  return { ...verificarArquivo(politica, nome, content), nome, content };
}

/**
 * Direct browser uploads for every purpose (extra-logo images, product images, ticket attachments):
 * the API issues a create-only URL for one blob named by the server under the user's and purpose's
 * folder, with the size declared in its name, and later checks the blob (owner and purpose by path, size
 * and type by content) before it is used. Static Web Apps refuses request bodies over 30 MB, so files never
 * pass through the API inbound. A URL caps no size: the timer's sweep removes any upload larger than it was
 * declared within minutes, claimed or not.
 */
export function createUploadService(blobs: BlobStore, janela: SlidingWindow, now: () => Date) {
  const folder = (userId: string, politica: PoliticaUpload, uploadId: string) => `${userId}/${politica}/${uploadId}/`;
  /** One quota per user and purpose, whichever way the files enter. */
  const chaveDaCota = (userId: string, politica: PoliticaUpload) => `uploads:${userId}:${politica}`;

  /**
   * An upload used up (claimed and copied, refused by its check, or oversized): its bytes give way to an empty blob
   * under the same name, which its create-only URL cannot overwrite — one URL is one file, once, however often it is
   * PUT again in its 15 minutes (issue 32). The sweep removes the marker once the URL has expired.
   */
  const consumir = (nome: string) => blobs.put('uploads', nome, Buffer.alloc(0), 'application/octet-stream');

  /** The upload of this id, unless there is none or it was used up (an empty blob: see `consumir`). */
  const uploadDe = async (userId: string, politica: PoliticaUpload, uploadId: string) => {
    const [blob] = await blobs.list('uploads', folder(userId, politica, uploadId));
    return blob && blob.size > 0 ? blob : undefined;
  };

  /**
   * The user's uploads for this purpose, checked one at a time (so a ticket's hundred megabytes are never
   * in memory together); an upload of someone else, for another purpose, or used up is simply not found. A file
   * that fails its check is used up at once.
   */
  async function* claimEach(userId: string, politica: PoliticaUpload, uploadIds: string[]) {
    for (const uploadId of uploadIds) {
      const blob = await uploadDe(userId, politica, uploadId);
      const lido = blob ? lerNomeUpload(blob.name) : null;
      if (!blob || !lido) throw invalid(politicasUpload[politica].mensagens.naoEncontrado);
      const nome = lido.arquivo;
      let arquivo: ArquivoRecebido;
      try {
        // The listing's size first: the upload URL caps nothing, and an oversized blob is never downloaded.
        verificarTamanho(politica, nome, blob.size);
        if (blob.size > lido.declarado) throw invalid(mensagensLimites.tamanhoDiferente(nome));
        const stored = await blobs.get('uploads', blob.name);
        if (!stored) throw invalid(politicasUpload[politica].mensagens.naoEncontrado);
        arquivo = receberArquivo(politica, nome, stored.content);
      } catch (error) {
        await consumir(blob.name);
        throw error;
      }
      yield arquivo;
    }
  }

  return {
    /**
     * A create-only URL for one file. URLs are counted per user and purpose as they are issued (an upload
     * nobody claims counts as much as one that is), too many requests, with when to try again, past the hour's cap.
     */
    async requestUpload(userId: string, { finalidade, nome, tamanho }: UploadRequest): Promise<UploadResponse> {
      const chave = chaveDaCota(userId, finalidade);
      const momento = await janela.limitar(chave, regraUploads, mensagensLimites.enviosDemais);
      const uploadId = randomUUID();
      const expiresAt = new Date(now().getTime() + uploadLifetimeMs);
      const name = `${folder(userId, finalidade, uploadId)}${tamanho}/${safeName(nome)}`;
      try {
        const url = await blobs.createUploadUrl('uploads', name, expiresAt);
        return { uploadId, url, expiresAt: expiresAt.toISOString() };
      } catch (error) {
        // No URL was given: the request leaves the count as it was.
        await janela.release(chave, momento);
        throw error;
      }
    },

    /**
     * Files that came inside a request (multipart parts of a ticket or an order) count against the same quota as
     * upload URLs, all at once: past it the request is refused, too many requests, before anything is stored. The
     * same request again (its Idempotency-Key, `requisicao`) is not counted twice.
     */
    async contarRecebidos(
      userId: string,
      politica: PoliticaUpload,
      quantidade: number,
      requisicao: string,
    ): Promise<void> {
      if (quantidade === 0) return;
      await janela.limitar(
        chaveDaCota(userId, politica),
        regraUploads,
        mensagensLimites.enviosDemais,
        quantidade,
        requisicao,
      );
    },

    claimEach,

    /**
     * Refuses, before a request takes anything (a ticket number, a copy), an id that names no upload of the
     * user's for this purpose; size and content are still checked when the upload is claimed.
     */
    async exigirExistentes(userId: string, politica: PoliticaUpload, uploadIds: string[]): Promise<void> {
      for (const uploadId of uploadIds) {
        if (!(await uploadDe(userId, politica, uploadId)))
          throw invalid(politicasUpload[politica].mensagens.naoEncontrado);
      }
    },

    /** All of `claimEach` at once (an order's few images). */
    async claim(userId: string, politica: PoliticaUpload, uploadIds: string[]): Promise<ArquivoRecebido[]> {
      const files: ArquivoRecebido[] = [];
      for await (const file of claimEach(userId, politica, uploadIds)) files.push(file);
      return files;
    },

    /** Uses up the uploads a request claimed (its item is written): their URLs cannot bring them back. */
    async discard(userId: string, politica: PoliticaUpload, uploadIds: string[]): Promise<void> {
      for (const uploadId of uploadIds) {
        for (const blob of await blobs.list('uploads', folder(userId, politica, uploadId))) {
          if (blob.size > 0) await consumir(blob.name);
        }
      }
    },

    /**
     * Uses up every upload larger than it was declared, or than its purpose allows, once it is
     * `carenciaVarreduraMs` old, whoever it belongs to and whether or not anything will claim it, and removes the
     * markers of uploads used up whose URL has expired (the `uploads-varredura` timer). Returns how many oversized
     * uploads it used up.
     */
    async varrerExcedentes(): Promise<number> {
      const nowMs = now().getTime();
      let removidos = 0;
      for (const blob of await blobs.list('uploads', '')) {
        const lido = lerNomeUpload(blob.name);
        if (!lido) continue;
        if (blob.size === 0) {
          // Written after its URL was issued: once that long has passed, the URL cannot create it again.
          if (nowMs - blob.alteradoEm.getTime() > uploadLifetimeMs) await blobs.remove('uploads', blob.name);
          continue;
        }
        if (nowMs - blob.criadoEm.getTime() < carenciaVarreduraMs) continue;
        if (blob.size <= Math.min(lido.declarado, politicasUpload[lido.politica].tamanhoMaximo)) continue;
        await consumir(blob.name);
        removidos++;
      }
      return removidos;
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
