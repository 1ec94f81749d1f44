import { mensagensFinalizar } from '@portal/shared/mensagens/pedidos';
import { erroResponseSchema } from '@portal/shared/schemas/error';
import { type PedidoRequest, pedidoCriadoResponseSchema } from '@portal/shared/schemas/pedido';
import type * as z from 'zod';
import { type ApiClient, ApiError } from '../../lib/apiClient.ts';
import { chaveDaTentativa, type Tentativas } from '../../lib/tentativas.ts';
import type { ArquivoEscolhido } from '../../lib/uploads/arquivoEscolhido.ts';
import { pedidoFormData } from './finalizarPedidoSchema.ts';

export type PedidoCriado = z.infer<typeof pedidoCriadoResponseSchema>;

/** A failure to show as is (already in the spec's wording), with the answer's status when there was one. */
export class FinalizarPedidoError extends Error {
  override name = 'FinalizarPedidoError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
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
    throw new FinalizarPedidoError(mensagemFalhaPedido(erro.success ? erro.data.message : undefined), response.status);
  }
  const criado = pedidoCriadoResponseSchema.safeParse(body);
  if (!criado.success) {
    console.error('Resposta inesperada de POST /api/pedidos', criado.error.issues);
    throw new FinalizarPedidoError(mensagensFinalizar.falha(undefined));
  }
  return criado.data;
}

/** An upload failure in the spec's wording: a network failure is the generic one, a refusal says why. */
function falhaEnvioImagens(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  return new FinalizarPedidoError(
    error.status === 0 ? mensagensFinalizar.excecao : mensagensFinalizar.falha(error.message),
  );
}

/**
 * The order submission: uploads the extra-logo images (`enviarImagens` skips those already uploaded), then
 * posts the order. The same order of the same cart retried after a failure keeps its Idempotency-Key, so the server
 * cannot create it twice; a changed form or cart is another order, with a key of its own (the server binds a key to
 * both, and refuses it with 422 for anything else: then the next attempt takes a new one).
 */
export async function finalizarPedido(
  api: ApiClient,
  tentativas: Tentativas,
  {
    pedido,
    imagens,
    carrinho,
  }: { pedido: PedidoRequest; imagens: readonly ArquivoEscolhido[]; carrinho: readonly unknown[] },
  enviarImagens: (imagens: readonly ArquivoEscolhido[]) => Promise<string[]>,
): Promise<PedidoCriado> {
  const uploadIds = await enviarImagens(imagens).catch((error: unknown) => {
    throw falhaEnvioImagens(error);
  });
  // A cart emptied since an attempt was emptied by that attempt's order, its answer lost: the same key brings it back.
  const chave =
    carrinho.length === 0 && tentativas.atual
      ? tentativas.atual.key
      : chaveDaTentativa(tentativas, [pedido, uploadIds, carrinho]);
  try {
    return await enviarPedido(api, pedido, uploadIds, chave);
  } catch (error) {
    if (error instanceof FinalizarPedidoError && error.status === 422) tentativas.atual = null;
    throw error;
  }
}
