import * as z from 'zod';
import { mensagensPedido, tamanhoMaximoImagemLogo } from './pedido.ts';

/** POST /api/uploads: ask for a short-lived URL to send one extra-logo image straight to storage. */
export const uploadRequestSchema = z
  .object({
    nome: z.string().trim().min(1).max(200),
    tamanho: z.number().int().positive(),
    tipo: z.string().max(100),
  })
  .superRefine((upload, context) => {
    if (upload.tamanho > tamanhoMaximoImagemLogo) {
      context.addIssue({ code: 'custom', message: mensagensPedido.imagemGrande(upload.nome), path: ['tamanho'] });
    }
    if (!upload.tipo.startsWith('image/')) {
      context.addIssue({ code: 'custom', message: mensagensPedido.imagemInvalida(upload.nome), path: ['tipo'] });
    }
  });

export const uploadResponseSchema = z.object({
  uploadId: z.uuid(),
  /** PUT the file here with header `x-ms-blob-type: BlockBlob`; create-only, single blob. */
  url: z.url(),
  expiresAt: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
