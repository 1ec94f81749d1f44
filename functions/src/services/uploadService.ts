import { randomUUID } from 'node:crypto';
import {
  mensagensPedido,
  type PoliticaUpload,
  politicasUpload,
  type UploadRequest,
  type UploadResponse,
} from '@portal/shared';
import type { BlobStore } from '../data/blobStore.ts';
import { HttpError } from '../errors.ts';
import { type ArquivoVerificado, verificarArquivo, verificarTamanho } from './uploads/fileTypes.ts';

/** Upload URLs live 15 minutes: enough for 10 MB on a slow phone, short enough to be useless later. */
const uploadLifetimeMs = 15 * 60_000;
/** A ticket's five pickers of ten files, with room for retries — not for filling the storage account. */
export const maxPendingUploads = 60;

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

/** One file of a purpose, checked by size and by its first bytes (whatever its declared type says). */
export function receberArquivo(politica: PoliticaUpload, nome: string, content: Buffer): ArquivoRecebido {
  return { ...verificarArquivo(politica, nome, content), nome, content };
}

/**
 * Direct browser uploads for every purpose (extra-logo images, product images, ticket attachments):
 * the API issues a create-only URL for one blob named by the server under the user's and purpose's
 * folder, and later checks the blob (owner and purpose by path, size and type by content) before it is
 * used. Static Web Apps refuses request bodies over 30 MB, so files never pass through the API inbound.
 */
export function createUploadService(blobs: BlobStore, now: () => Date) {
  const folder = (userId: string, politica: PoliticaUpload, uploadId: string) => `${userId}/${politica}/${uploadId}/`;

  /**
   * The user's uploads for this purpose, checked one at a time (so a ticket's hundred megabytes are never
   * in memory together); an upload of someone else, or for another purpose, is simply not found. A file
   * that fails its check is deleted at once.
   */
  async function* claimEach(userId: string, politica: PoliticaUpload, uploadIds: string[]) {
    for (const uploadId of uploadIds) {
      const prefix = folder(userId, politica, uploadId);
      const [blob] = await blobs.list('uploads', prefix);
      if (!blob) throw new HttpError(400, politicasUpload[politica].mensagens.naoEncontrado);
      const nome = blob.name.slice(prefix.length);
      let arquivo: ArquivoRecebido;
      try {
        // The listing's size first: the upload URL caps nothing, and an oversized blob is never downloaded.
        verificarTamanho(politica, nome, blob.size);
        const stored = await blobs.get('uploads', blob.name);
        if (!stored) throw new HttpError(400, politicasUpload[politica].mensagens.naoEncontrado);
        arquivo = receberArquivo(politica, nome, stored.content);
      } catch (error) {
        await blobs.remove('uploads', blob.name);
        throw error;
      }
      yield arquivo;
    }
  }

  return {
    async requestUpload(userId: string, { finalidade, nome }: UploadRequest): Promise<UploadResponse> {
      // Uploads are claimed (and deleted) by what uses them; many unclaimed ones mean abuse, not a form.
      if ((await blobs.list('uploads', `${userId}/`)).length >= maxPendingUploads) {
        throw new HttpError(429, mensagensPedido.muitosEnvios);
      }
      const uploadId = randomUUID();
      const expiresAt = new Date(now().getTime() + uploadLifetimeMs);
      const name = `${folder(userId, finalidade, uploadId)}${safeName(nome)}`;
      const url = await blobs.createUploadUrl('uploads', name, expiresAt);
      return { uploadId, url, expiresAt: expiresAt.toISOString() };
    },

    claimEach,

    /**
     * Refuses, before a request takes anything (a ticket number, a copy), an id that names no upload of the
     * user's for this purpose; size and content are still checked when the upload is claimed.
     */
    async exigirExistentes(userId: string, politica: PoliticaUpload, uploadIds: string[]): Promise<void> {
      for (const uploadId of uploadIds) {
        const [blob] = await blobs.list('uploads', folder(userId, politica, uploadId));
        if (!blob) throw new HttpError(400, politicasUpload[politica].mensagens.naoEncontrado);
      }
    },

    /** All of `claimEach` at once (an order's few images). */
    async claim(userId: string, politica: PoliticaUpload, uploadIds: string[]): Promise<ArquivoRecebido[]> {
      const files: ArquivoRecebido[] = [];
      for await (const file of claimEach(userId, politica, uploadIds)) files.push(file);
      return files;
    },

    async discard(userId: string, politica: PoliticaUpload, uploadIds: string[]): Promise<void> {
      for (const uploadId of uploadIds) {
        for (const blob of await blobs.list('uploads', folder(userId, politica, uploadId)))
          await blobs.remove('uploads', blob.name);
      }
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
