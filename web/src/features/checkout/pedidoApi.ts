import {
  erroResponseSchema,
  mensagensFinalizar,
  type PedidoRequest,
  pedidoCriadoResponseSchema,
  type UploadResponse,
  uploadResponseSchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/apiClient.ts';
import { ApiError } from '../../lib/apiClient.ts';
import { type LogoImagem, pedidoFormData } from './checkoutSchema.ts';

export type PedidoCriado = z.infer<typeof pedidoCriadoResponseSchema>;

/** A failure to show as is (already in the spec's wording). */
export class FinalizarPedidoError extends Error {
  override name = 'FinalizarPedidoError';
}

/** A server message that mentions the address is a validation error with advice; anything else a plain failure. */
export function mensagemFalhaPedido(message: string | undefined): string {
  if (message && /endere[çc]o/i.test(message)) return mensagensFinalizar.validacaoEndereco(message);
  return mensagensFinalizar.falha(message);
}

const semJson = Symbol('sem-json');

/**
 * POST /api/pedidos as multipart with an Idempotency-Key. Resolves with the created order; rejects with
 * FinalizarPedidoError carrying the spec's message: network exception, non-JSON answer (server error with
 * its status), or the server's message.
 */
export async function enviarPedido(
  api: ApiClient,
  pedido: PedidoRequest,
  uploadIds: readonly string[],
  idempotencyKey: string,
): Promise<PedidoCriado> {
  let response: Response;
  try {
    response = await api.send('POST', '/api/pedidos', {
      headers: { 'Idempotency-Key': idempotencyKey },
      body: pedidoFormData(pedido, uploadIds),
    });
  } catch (error) {
    console.error('Falha de rede ao finalizar pedido', error);
    throw new FinalizarPedidoError(mensagensFinalizar.excecao);
  }
  const body: unknown = await response.json().catch(() => semJson);
  if (body === semJson) {
    throw new FinalizarPedidoError(mensagensFinalizar.falha(mensagensFinalizar.erroServidor(response.status)));
  }
  if (!response.ok) {
    const erro = erroResponseSchema.safeParse(body);
    throw new FinalizarPedidoError(mensagemFalhaPedido(erro.success ? erro.data.message : undefined));
  }
  const criado = pedidoCriadoResponseSchema.safeParse(body);
  if (!criado.success) {
    console.error('Resposta inesperada de POST /api/pedidos', criado.error.issues);
    throw new FinalizarPedidoError(mensagensFinalizar.falha(undefined));
  }
  return criado.data;
}

/** PUT the bytes to the upload URL (Blob Storage) with progress from 0 to 1. */
export function enviarArquivo(url: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('x-ms-blob-type', 'BlockBlob');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        console.error(`Upload de ${file.name} recusado (${xhr.status})`, xhr.responseText);
        reject(new FinalizarPedidoError(mensagensFinalizar.falha(mensagensFinalizar.erroEnvioImagem(file.name))));
      }
    };
    xhr.onerror = () => {
      console.error(`Falha de rede no upload de ${file.name}`);
      reject(new FinalizarPedidoError(mensagensFinalizar.excecao));
    };
    xhr.send(file);
  });
}

/** An upload that is still usable for the order (kept so a retry does not send the bytes again). */
export interface UploadConcluido {
  uploadId: string;
  expiresAt: string;
}

/** Minimum remaining validity to reuse an earlier upload on a retry. */
const margemValidadeMs = 60_000;

/**
 * Uploads every image that has no usable upload yet (POST /api/uploads, then PUT the bytes), one after
 * the other, reporting progress per image id. Returns the upload ids in the images' order.
 */
export async function enviarImagens(
  api: ApiClient,
  imagens: readonly LogoImagem[],
  concluidos: Map<string, UploadConcluido>,
  onProgress: (imageId: string, percent: number) => void,
  send: typeof enviarArquivo = enviarArquivo,
): Promise<string[]> {
  const ids: string[] = [];
  for (const imagem of imagens) {
    const anterior = concluidos.get(imagem.id);
    if (anterior && Date.parse(anterior.expiresAt) - Date.now() > margemValidadeMs) {
      onProgress(imagem.id, 100);
      ids.push(anterior.uploadId);
      continue;
    }
    onProgress(imagem.id, 0);
    let upload: UploadResponse;
    try {
      upload = await api.post('/api/uploads', {
        body: { nome: imagem.file.name, tamanho: imagem.file.size, tipo: imagem.file.type },
        schema: uploadResponseSchema,
        fallbackError: mensagensFinalizar.erroEnvioImagem(imagem.file.name),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) throw new FinalizarPedidoError(mensagensFinalizar.excecao);
      throw new FinalizarPedidoError(mensagensFinalizar.falha(error instanceof Error ? error.message : undefined));
    }
    await send(upload.url, imagem.file, (fraction) => onProgress(imagem.id, fraction * 100));
    concluidos.set(imagem.id, { uploadId: upload.uploadId, expiresAt: upload.expiresAt });
    ids.push(upload.uploadId);
  }
  return ids;
}

/** What a checkout keeps between attempts: finished uploads, and the idempotency key of the order sent. */
export interface Tentativas {
  uploads: Map<string, UploadConcluido>;
  atual: { key: string; fingerprint: string } | null;
}

export const novasTentativas = (): Tentativas => ({ uploads: new Map(), atual: null });

/**
 * The order submission: uploads the extra-logo images not uploaded yet, then posts the order. The same
 * order retried after a failure keeps its Idempotency-Key, so the server cannot create it twice.
 */
export async function finalizarPedido(
  api: ApiClient,
  tentativas: Tentativas,
  { pedido, imagens }: { pedido: PedidoRequest; imagens: readonly LogoImagem[] },
  onProgress: (imageId: string, percent: number) => void,
): Promise<PedidoCriado> {
  const uploadIds = await enviarImagens(api, imagens, tentativas.uploads, onProgress);
  const fingerprint = JSON.stringify([pedido, uploadIds]);
  if (tentativas.atual?.fingerprint !== fingerprint) {
    tentativas.atual = { key: crypto.randomUUID(), fingerprint };
  }
  return enviarPedido(api, pedido, uploadIds, tentativas.atual.key);
}
