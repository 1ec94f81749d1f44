import { emTransporte, mensagensRastreio, type Pedido, type Rastreio, textosAtividade } from '@portal/shared';
import type { Versioned } from '../../data/cosmosItems.ts';
import type { PedidoDoc } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { conflict } from '../../errors.ts';
import { rastreioPedidoEmail } from '../emails/statusPedidoEmail.ts';
import { toPedido } from './pedidoView.ts';
import type { PedidoWriter } from './pedidoWriter.ts';

const mesmoRastreio = (a: Rastreio | null, b: Rastreio | null) =>
  a?.transportadora === b?.transportadora && a?.codigo === b?.codigo;

/** The activity log's words for a carrier and code. */
export const textoDoRastreio = (rastreio: Rastreio | null) =>
  rastreio && textosAtividade.detalhes.rastreio(rastreio.transportadora, rastreio.codigo);

/** Tracking (issue 21): the carrier and code of an order in transport, corrected or removed by an admin. */
export function createRastreioPedido({
  writer,
  portalUrl,
  now,
}: {
  writer: PedidoWriter;
  portalUrl: string;
  now: () => Date;
}) {
  /**
   * Corrects or removes (null) the carrier and code of an order in transport, as read; the same ones change nothing.
   * The franchisee is told by e-mail, and the log keeps both the old and the new.
   */
  const corrigirLido = async (
    admin: UsuarioDoc,
    lido: Versioned<PedidoDoc>,
    rastreio: Rastreio | null,
  ): Promise<{ pedido: Pedido; alterado: boolean }> => {
    if (!emTransporte(lido.doc.status)) throw conflict(mensagensRastreio.soEmTransporte);
    if (mesmoRastreio(lido.doc.rastreio, rastreio)) return { pedido: toPedido(lido), alterado: false };
    const proximo: PedidoDoc = { ...lido.doc, rastreio, updated_at: now().toISOString() };
    return writer.gravar({
      admin,
      lido,
      proximo,
      email: rastreioPedidoEmail(proximo, portalUrl),
      log: {
        acao: textosAtividade.acoes.rastreioAlterado,
        detalhes: textosAtividade.detalhes.rastreioAlterado(
          proximo.numero,
          textoDoRastreio(lido.doc.rastreio),
          textoDoRastreio(rastreio),
        ),
      },
    });
  };

  return {
    corrigirLido,

    /** Corrects or removes the code of order `numero`; `versao` is the version the admin saw (If-Match), when given. */
    corrigirRastreio: async (admin: UsuarioDoc, numero: number, rastreio: Rastreio | null, versao: string | null) =>
      corrigirLido(admin, await writer.ler(numero, versao), rastreio),
  };
}
