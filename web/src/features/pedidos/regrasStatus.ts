import {
  emTransporte,
  exigeConfirmacao,
  exigeMotivo,
  podeAlterarStatus,
  type StatusExibido,
  statusExibido,
  statusParaEnvio,
} from '@portal/shared/domain/statusPedido';
import { mensagensStatus } from '@portal/shared/mensagens/pedidos';
import type { StatusPedido } from '@portal/shared/schemas/pedido';
import { ApiError } from '../../lib/apiClient.ts';
import { failureTextsWithReason } from '../../lib/sendForm.ts';

/** What choosing a status in a selector leads to (spec section 4). */
export type PassoStatus =
  /** The order already shows that status, or is delivered (final). */
  | 'nada'
  /** 'Entregue': asks mensagensStatus.confirmarEntregue first. */
  | 'confirmar'
  /** 'Cancelado': the reason modal. */
  | 'motivo'
  /** 'Em Transporte': the carrier and tracking code modal (both optional). */
  | 'rastreio'
  | 'enviar';

export function passoDaEscolha(atual: StatusPedido, escolhido: StatusExibido): PassoStatus {
  if (!podeAlterarStatus(atual) || statusExibido(atual) === escolhido) return 'nada';
  return passoDoStatus(escolhido);
}

/** The same rules for a bulk change, where the orders' current statuses differ (the API refuses per order). */
export function passoDoStatus(escolhido: StatusExibido): Exclude<PassoStatus, 'nada'> {
  const enviado = statusParaEnvio(escolhido);
  if (exigeMotivo(enviado)) return 'motivo';
  if (emTransporte(enviado)) return 'rastreio';
  if (exigeConfirmacao(enviado)) return 'confirmar';
  return 'enviar';
}

/**
 * Spec section 8: 'Erro ao atualizar status: {message}' when the API refused, 'Erro ao atualizar status
 * do pedido' when it could not be reached or gave no reason.
 */
export const falhasDoStatus = failureTextsWithReason(
  mensagensStatus.erroAtualizarConexao,
  mensagensStatus.erroAtualizar,
);

/** A 409: the order is delivered or another admin changed it first — the screen must show it as it is now. */
export const pedidoMudouNoServidor = (error: unknown) => error instanceof ApiError && error.status === 409;
