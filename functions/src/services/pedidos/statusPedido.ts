import {
  type AtualizarStatusPedido,
  mensagens,
  mensagensPedidos,
  mensagensStatus,
  type Pedido,
  podeAlterarStatus,
  type StatusEmLoteResponse,
  statusExibido,
  textosAtividade,
} from '@portal/shared';
import type { PedidoDoc, PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { ConcurrencyConflict, conflict, DependencyUnavailableError, notFound, RefusalError } from '../../errors.ts';
import { statusPedidoEmail } from '../emails/statusPedidoEmail.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import { toPedido } from './pedidoView.ts';

export interface StatusPedidoDeps {
  orders: PedidosRepository;
  outbox: Outbox;
  activity: ActivityLog;
  /** The portal's address, for the link in the e-mail. */
  portalUrl: string;
  now: () => Date;
}

/** How many orders of a bulk change move at the same time (each is its own read and conditional write). */
const loteEmParalelo = 4;

const acaoDoLog = (status: PedidoDoc['status']) =>
  status === 'Cancelado'
    ? textosAtividade.acoes.pedidoCancelado
    : status === 'Entregue'
      ? textosAtividade.acoes.pedidoFinalizado
      : textosAtividade.acoes.statusAlterado;

/**
 * The status workflow (spec section 4): 'Entregue' is final, 'Cancelado' carries its reason, and every
 * change is a conditional write on the version it read — with a stale version (another admin changed
 * the order first) it is refused, never silently overwritten. A change appends to the timeline, writes
 * the activity log and e-mails the franchisee through the outbox, in the same batch as the order.
 */
export function createStatusPedido(deps: StatusPedidoDeps) {
  const { orders, outbox, now } = deps;

  const stale = () => conflict(mensagensPedidos.versaoDesatualizada);

  /** Changes one order; `versao` is the version the admin saw (If-Match), when given. */
  const change = async (
    admin: UsuarioDoc,
    numero: number,
    mudanca: AtualizarStatusPedido,
    versao: string | null,
  ): Promise<{ pedido: Pedido; alterado: boolean }> => {
    const found = await orders.findOrder(String(numero));
    if (!found) throw notFound(mensagensPedidos.pedidoNaoEncontrado);
    if (versao && versao !== found.etag) throw stale();
    if (!podeAlterarStatus(found.doc.status)) throw conflict(mensagensStatus.pedidoEntregue);
    // Choosing the status it already has changes nothing: no timeline entry, no e-mail.
    if (found.doc.status === mudanca.status) return { pedido: toPedido(found), alterado: false };

    const time = now().toISOString();
    const motivo = mudanca.status === 'Cancelado' ? mudanca.motivo_cancelamento : null;
    const next: PedidoDoc = {
      ...found.doc,
      status: mudanca.status,
      motivo_cancelamento: motivo,
      updated_at: time,
      historico_status: [
        ...found.doc.historico_status,
        { status: mudanca.status, por: admin.username, em: time, motivo },
      ],
    };
    const email = outbox.record({
      email: statusPedidoEmail(next, deps.portalUrl),
      userId: next.userId,
      origem: { tipo: 'pedido', id: next.id },
    });
    let saved: Awaited<ReturnType<PedidosRepository['replaceOrder']>>;
    try {
      saved = await orders.replaceOrder(next, found.etag, email);
    } catch (error) {
      if (error instanceof ConcurrencyConflict) throw stale();
      throw error;
    }
    await deps.activity
      .record({
        tipo: 'Pedido',
        acao: acaoDoLog(next.status),
        detalhes: textosAtividade.detalhes.statusAlterado(
          next.numero,
          statusExibido(found.doc.status),
          statusExibido(next.status),
          motivo,
        ),
        usuario: admin,
      })
      .catch((error: unknown) => console.warn(`order #${next.numero}: activity log failed`, error));
    // A mail outage must not undo the change: the timer sweep retries what is still pending.
    await outbox.dispatch('pedidos', next.userId, email.id).catch(() => false);
    return { pedido: toPedido(saved), alterado: true };
  };

  return {
    change,

    /**
     * Moves several orders to one status, each on its own (a refusal of one never stops the others),
     * and tells for every order whether it moved and, if not, why.
     */
    async changeMany(admin: UsuarioDoc, ids: number[], mudanca: AtualizarStatusPedido): Promise<StatusEmLoteResponse> {
      const unicos = [...new Set(ids)];
      const resultados: StatusEmLoteResponse['resultados'] = [];
      for (let inicio = 0; inicio < unicos.length; inicio += loteEmParalelo) {
        const fatia = unicos.slice(inicio, inicio + loteEmParalelo);
        resultados.push(
          ...(await Promise.all(
            fatia.map(async (id) => {
              try {
                const { pedido } = await change(admin, id, mudanca, null);
                return { id, ok: true, pedido };
              } catch (error) {
                if (error instanceof RefusalError) return { id, ok: false, message: error.message };
                if (error instanceof DependencyUnavailableError) {
                  return { id, ok: false, message: mensagens.servicoIndisponivel };
                }
                throw error;
              }
            }),
          )),
        );
      }
      const alterados = resultados.filter((resultado) => resultado.ok).length;
      return { message: mensagensPedidos.loteResultado(alterados, resultados.length), resultados };
    },
  };
}
export type StatusPedidoService = ReturnType<typeof createStatusPedido>;
