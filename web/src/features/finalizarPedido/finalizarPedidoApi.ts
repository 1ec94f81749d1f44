import { mensagensFinalizar } from '@portal/shared/mensagens/pedidos';
import { type PedidoRequest, pedidoCriadoResponseSchema } from '@portal/shared/schemas/pedido';
import type * as z from 'zod/mini';
import type { ApiClient } from '../../lib/apiClient.ts';
import { type IdempotencyKeys, idempotencyKeyFor } from '../../lib/idempotencyKeys.ts';
import { type FailureTexts, SendError, sendForm, uploadFailure } from '../../lib/sendForm.ts';
import type { PickedFile } from '../../lib/uploads/pickedFile.ts';
import { pedidoFormData } from './finalizarPedidoSchema.ts';

export type PedidoCriado = z.infer<typeof pedidoCriadoResponseSchema>;

/** The order's failures in the spec's words (section 8). */
export const falhasDoPedido: FailureTexts = {
  semConexao: mensagensFinalizar.excecao,
  falha: mensagensFinalizar.falha,
  // A refusal that mentions the address is a validation error with advice.
  recusa: (status, motivo) =>
    motivo && /endere[çc]o/i.test(motivo)
      ? new SendError(mensagensFinalizar.validacaoEndereco(motivo), status, motivo)
      : null,
};

/**
 * POST /api/pedidos as multipart with an Idempotency-Key. Resolves with the created order; rejects with a SendError
 * carrying the spec's message.
 */
export const enviarPedido = (
  api: ApiClient,
  pedido: PedidoRequest,
  uploadIds: readonly string[],
  idempotencyKey: string,
): Promise<PedidoCriado> =>
  sendForm(api, {
    path: '/api/pedidos',
    body: pedidoFormData(pedido, uploadIds),
    idempotencyKey,
    schema: pedidoCriadoResponseSchema,
    texts: falhasDoPedido,
  });

/**
 * The order submission: uploads the extra-logo images (`enviarImagens` skips those already uploaded), then
 * posts the order. The same order of the same cart retried after a failure keeps its Idempotency-Key, so the server
 * cannot create it twice; a changed form or cart is another order, with a key of its own (the server binds a key to
 * both, and refuses it with 422 for anything else: then the next attempt takes a new one).
 */
export async function finalizarPedido(
  api: ApiClient,
  idempotencyKeys: IdempotencyKeys,
  {
    pedido,
    imagens,
    carrinho,
  }: { pedido: PedidoRequest; imagens: readonly PickedFile[]; carrinho: readonly unknown[] },
  enviarImagens: (imagens: readonly PickedFile[]) => Promise<string[]>,
): Promise<PedidoCriado> {
  const uploadIds = await enviarImagens(imagens).catch((error: unknown) => {
    throw uploadFailure(error, falhasDoPedido);
  });
  // A cart emptied since an attempt was emptied by that attempt's order, its answer lost: the same key brings it back.
  const chave =
    carrinho.length === 0 && idempotencyKeys.current
      ? idempotencyKeys.current.key
      : idempotencyKeyFor(idempotencyKeys, [pedido, uploadIds, carrinho]);
  try {
    return await enviarPedido(api, pedido, uploadIds, chave);
  } catch (error) {
    if (error instanceof SendError && error.status === 422) idempotencyKeys.current = null;
    throw error;
  }
}
