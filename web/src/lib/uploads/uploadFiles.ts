import { type PoliticaUpload, textosSeletor } from '@portal/shared/domain/uploads';
import { mensagens } from '@portal/shared/mensagens/geral';
import { uploadResponseSchema } from '@portal/shared/schemas/uploads';
import { type ApiClient, ApiError } from '../apiClient.ts';
import type { PickedFile } from './pickedFile.ts';
import { type UploadBytes, uploadBytes } from './uploadBytes.ts';

/** An upload storage accepted, usable until `expiresAt` (the upload URL's expiry; the API claims it then). */
export interface CompletedUpload {
  uploadId: string;
  expiresAt: string;
}

/** Finished uploads by picked-file id, kept between attempts so a retry does not send the bytes again. */
export type CompletedUploads = Map<string, CompletedUpload>;

export interface FileUploadRequest {
  finalidade: PoliticaUpload;
  arquivos: readonly PickedFile[];
  concluidos: CompletedUploads;
  /** Whole percent (0–100) by picked-file id; 100 only once storage accepted the file. */
  aoProgredir: (id: string, percent: number) => void;
}

/** An earlier upload is reused only while the form still has time to send its id. */
const margemValidadeMs = 60_000;

const aindaValido = (upload: CompletedUpload | undefined): upload is CompletedUpload =>
  upload !== undefined && Date.parse(upload.expiresAt) - Date.now() >= margemValidadeMs;

/**
 * Uploads the picked files that have no usable upload yet, one after the other: POST /api/uploads for a
 * create-only URL, then PUT the bytes. Resolves with the upload ids in the files' order. Rejects with
 * ApiError: status 0 when the API or storage could not be reached, otherwise the refusal's status with the
 * API's message, or the purpose's own when there is none (storage's errors are not for users).
 */
export async function uploadFiles(
  api: ApiClient,
  { finalidade, arquivos, concluidos, aoProgredir }: FileUploadRequest,
  enviar: UploadBytes = uploadBytes,
): Promise<string[]> {
  const mensagemFalha = textosSeletor(finalidade).erroEnvio;
  const ids: string[] = [];
  for (const { id, file } of arquivos) {
    const anterior = concluidos.get(id);
    if (aindaValido(anterior)) {
      aoProgredir(id, 100);
      ids.push(anterior.uploadId);
      continue;
    }
    aoProgredir(id, 0);
    const upload = await api.post('/api/uploads', {
      body: { finalidade, nome: file.name, tamanho: file.size, tipo: file.type },
      schema: uploadResponseSchema,
      fallbackError: mensagemFalha(file.name),
    });
    let mostrado = 0;
    const resposta = await enviar(upload.url, file, (fracao) => {
      // Whole percents, never back, and 99 at most: the last byte sent is not yet a file storage accepted.
      const percent = Math.min(99, Math.floor(fracao * 100));
      if (percent <= mostrado) return;
      mostrado = percent;
      aoProgredir(id, percent);
    });
    if (resposta.status === 0) throw new ApiError(mensagens.erroConexao, 0);
    if (resposta.status < 200 || resposta.status >= 300) {
      console.error(`Upload de ${file.name} recusado pelo armazenamento (${resposta.status})`, resposta.detalhe);
      throw new ApiError(mensagemFalha(file.name), resposta.status);
    }
    aoProgredir(id, 100);
    concluidos.set(id, { uploadId: upload.uploadId, expiresAt: upload.expiresAt });
    ids.push(upload.uploadId);
  }
  return ids;
}
