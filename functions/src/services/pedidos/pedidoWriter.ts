import { mensagensPedidos, mensagensStatus, type Pedido, podeAlterarStatus } from '@portal/shared';
import type { Versioned } from '../../data/cosmosItems.ts';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import type { PedidoDoc, PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { ConcurrencyConflict, conflict, notFound } from '../../errors.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import { toPedido } from './pedidoView.ts';

/** An admin's change of an order (its status or its tracking code): the order as read and as written. */
export interface AlteracaoPedido {
  admin: UsuarioDoc;
  lido: Versioned<PedidoDoc>;
  proximo: PedidoDoc;
  /** The franchisee's e-mail about it. */
  email: OutgoingEmail;
  log: { acao: string; detalhes: string };
}

/**
 * Reading and writing an order an admin changes, shared by a status change and a tracking correction: every change is
 * a conditional write on the version read — with a stale version (another admin changed the order first) it is
 * refused, never silently overwritten — in one batch with the franchisee's e-mail, then logged.
 */
export function createPedidoWriter({
  pedidos,
  outbox,
  activity,
}: {
  pedidos: PedidosRepository;
  outbox: Outbox;
  activity: ActivityLog;
}) {
  const stale = () => conflict(mensagensPedidos.versaoDesatualizada);

  return {
    /** The order to change, at the version the admin saw (If-Match) when given. */
    async ler(numero: number, versao: string | null) {
      const found = await pedidos.findPedido(String(numero));
      if (!found) throw notFound(mensagensPedidos.pedidoNaoEncontrado);
      if (versao && versao !== found.etag) throw stale();
      if (!podeAlterarStatus(found.doc.status)) throw conflict(mensagensStatus.pedidoEntregue);
      return found;
    },

    /**
     * Writes the changed order with its e-mail (one batch, conditional on the version read), then the activity log
     * line and the e-mail's first attempt. `antesDeGravar`: the stock's check of a take written with it.
     */
    async gravar(
      { admin, lido, proximo, email, log }: AlteracaoPedido,
      antesDeGravar: () => void = () => undefined,
    ): Promise<{ pedido: Pedido; alterado: boolean }> {
      const registro = outbox.record({ email, userId: proximo.userId, origem: { tipo: 'pedido', id: proximo.id } });
      let saved: Versioned<PedidoDoc>;
      try {
        antesDeGravar();
        saved = await pedidos.replacePedido(proximo, lido.etag, registro);
      } catch (error) {
        if (error instanceof ConcurrencyConflict) throw stale();
        throw error;
      }
      await activity
        .record({ tipo: 'Pedido', ...log, usuario: admin })
        .catch((error: unknown) => console.warn(`order #${proximo.numero}: activity log failed`, error));
      // A mail outage must not undo the change: the timer sweep retries what is still pending.
      await outbox.dispatch('pedidos', proximo.userId, registro.id).catch(() => false);
      return { pedido: toPedido(saved), alterado: true };
    },
  };
}
export type PedidoWriter = ReturnType<typeof createPedidoWriter>;
