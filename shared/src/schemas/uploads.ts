import * as z from 'zod/mini';
import { type PoliticaUpload, politicasUpload, verificarArquivoSelecionado } from '../domain/uploads.ts';

export const politicaUploadSchema = z.enum(Object.keys(politicasUpload) as [PoliticaUpload, ...PoliticaUpload[]], {
  error: 'Finalidade do envio inválida.',
});

/**
 * POST /api/uploads: ask for a short-lived URL to send one file straight to storage, for a purpose
 * whose policy (types, size) the request is checked against — the same check the browser made.
 */
export const uploadRequestSchema = z
  .object({
    finalidade: politicaUploadSchema,
    nome: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    tamanho: z.number().check(z.int(), z.positive()),
    tipo: z.string().check(z.maxLength(100)),
  })
  .check(
    z.superRefine((upload, context) => {
      const problema = verificarArquivoSelecionado(upload.finalidade, {
        name: upload.nome,
        size: upload.tamanho,
        type: upload.tipo,
      });
      if (problema) context.addIssue({ code: 'custom', message: problema, path: ['nome'] });
    }),
  );
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const uploadResponseSchema = z.object({
  uploadId: z.uuid(),
  /** PUT the file here with header `x-ms-blob-type: BlockBlob`; create-only, single blob. */
  url: z.url(),
  expiresAt: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
