import { randomUUID } from 'node:crypto';
import { mensagensPedido, tamanhoMaximoImagemLogo, type UploadResponse } from '@portal/shared';
import type { BlobStore } from '../data/blobStore.ts';
import { HttpError } from '../errors.ts';
import { type ImageType, sniffImageType } from './productImages.ts';

/** Upload URLs live 15 minutes: enough for 10 MB on a slow phone, short enough to be useless later. */
const uploadLifetimeMs = 15 * 60_000;
/** Ten images per order, twice over: room for retries, not for filling the storage account. */
const maxPendingUploads = 20;

export interface VerifiedImage {
  nome: string;
  content: Buffer;
  contentType: ImageType;
}

const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .slice(-100) || 'imagem';

/** Checks one image's size and real type (by its first bytes, whatever its name or declared type says). */
export function verifyImage(nome: string, content: Buffer): VerifiedImage {
  if (content.length > tamanhoMaximoImagemLogo) throw new HttpError(400, mensagensPedido.imagemGrande(nome));
  const contentType = sniffImageType(content);
  if (!contentType) throw new HttpError(400, mensagensPedido.imagemInvalida(nome));
  return { nome, content, contentType };
}

/**
 * Direct browser uploads: the API issues a create-only URL for one blob named by the server under the
 * user's folder, and later verifies the blob (owner by path, size, type) before attaching it.
 */
export function createUploadService(blobs: BlobStore, now: () => Date) {
  const folder = (userId: string, uploadId: string) => `${userId}/${uploadId}/`;

  return {
    async requestUpload(userId: string, nome: string): Promise<UploadResponse> {
      // Uploads are claimed (and deleted) by the order; many unclaimed ones mean abuse, not a checkout.
      if ((await blobs.list('uploads', `${userId}/`)).length >= maxPendingUploads) {
        throw new HttpError(429, mensagensPedido.muitosEnvios);
      }
      const uploadId = randomUUID();
      const expiresAt = new Date(now().getTime() + uploadLifetimeMs);
      const url = await blobs.createUploadUrl('uploads', `${folder(userId, uploadId)}${safeName(nome)}`, expiresAt);
      return { uploadId, url, expiresAt: expiresAt.toISOString() };
    },

    /** The user's uploaded images, verified; an upload of someone else is simply not found. */
    async claim(userId: string, uploadIds: string[]): Promise<VerifiedImage[]> {
      const images: VerifiedImage[] = [];
      for (const uploadId of uploadIds) {
        const [blob] = await blobs.list('uploads', folder(userId, uploadId));
        if (!blob) throw new HttpError(400, mensagensPedido.uploadNaoEncontrado);
        const nome = blob.name.slice(folder(userId, uploadId).length);
        if (blob.size > tamanhoMaximoImagemLogo) {
          await blobs.remove('uploads', blob.name);
          throw new HttpError(400, mensagensPedido.imagemGrande(nome));
        }
        const stored = await blobs.get('uploads', blob.name);
        if (!stored) throw new HttpError(400, mensagensPedido.uploadNaoEncontrado);
        images.push(verifyImage(nome, stored.content));
      }
      return images;
    },

    async discard(userId: string, uploadIds: string[]): Promise<void> {
      for (const uploadId of uploadIds) {
        for (const blob of await blobs.list('uploads', folder(userId, uploadId)))
          await blobs.remove('uploads', blob.name);
      }
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
