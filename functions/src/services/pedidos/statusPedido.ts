import {
  type AtualizarStatusPedido,
  mensagens,
  mensagensEstoque,
  type Pedido,
  type Rastreio,
  statusExibido,
  textosAtividade,
} from '@portal/shared';
import type { Versioned } from '../../data/cosmosItems.ts';
import type { PedidoDoc, PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { conflict, unavailable } from '../../errors.ts';
import { statusPedidoEmail } from '../emails/statusPedidoEmail.ts';
import { type EstoqueService, type Tomada, tomadaAGuardar } from '../estoque/estoqueService.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import { toPedido } from './pedidoView.ts';
import { createPedidoWriter } from './pedidoWriter.ts';
import { createRastreioPedido, textoDoRastreio } from './rastreioPedido.ts';
import { alterarEmLote } from './statusEmLote.ts';

export interface StatusPedidoDeps {
  pedidos: PedidosRepository;
  estoque: EstoqueService;
  outbox: Outbox;
  activity: ActivityLog;
  /** The portal's address, for the link in the e-mail. */
  portalUrl: string;
  now: () => Date;
}

/**
 * An order's carrier and code after a status change: the one given, else the order's own while it travels or once
 * it ended (delivered, cancelled); none when it goes back to before shipping.
 */
function rastreioApos(doc: PedidoDoc, mudanca: AtualizarStatusPedido): Rastreio | null {
  if (mudanca.rastreio) return mudanca.rastreio;
  return mudanca.status === 'Pendente de Aprovação' || mudanca.status === 'Aprovado' ? null : doc.rastreio;
}

const acaoDoLog = (status: PedidoDoc['status']) =>
  status === 'Cancelado'
    ? textosAtividade.acoes.pedidoCancelado
    : status === 'Entregue'
      ? textosAtividade.acoes.pedidoFinalizado
      : textosAtividade.acoes.statusAlterado;

/** The order after a status change by `admin` at `agora`: the timeline grows, a reactivation's take is recorded. */
function comNovoStatus(
  lido: PedidoDoc,
  mudanca: AtualizarStatusPedido,
  admin: UsuarioDoc,
  agora: string,
  tomada: Tomada | null,
): PedidoDoc {
  const motivo = mudanca.status === 'Cancelado' ? mudanca.motivo_cancelamento : null;
  return {
    ...lido,
    estoque_tomado: tomada ? tomada.tomadas : lido.estoque_tomado,
    tomadas_estoque:
      tomada && tomadaAGuardar(tomada) ? [...lido.tomadas_estoque, tomada.movimento] : lido.tomadas_estoque,
    status: mudanca.status,
    motivo_cancelamento: motivo,
    rastreio: rastreioApos(lido, mudanca),
    updated_at: agora,
    historico_status: [...lido.historico_status, { status: mudanca.status, por: admin.username, em: agora, motivo }],
  };
}

/**
 * The status workflow (spec section 4): 'Entregue' is final, 'Cancelado' carries its reason, and every change is a
 * conditional write on the version read (pedidoWriter.ts) that appends to the timeline, writes the activity log and
 * e-mails the franchisee through the outbox, in the same batch as the order. One order (`change`), several
 * (`changeMany`, statusEmLote.ts), or an order's tracking code alone (`corrigirRastreio`, rastreioPedido.ts).
 */
export function createStatusPedido(deps: StatusPedidoDeps) {
  const { estoque, now } = deps;
  const writer = createPedidoWriter(deps);
  const rastreio = createRastreioPedido({ writer, portalUrl: deps.portalUrl, now });

  /** The write of a status change: the franchisee's e-mail and the log line naming both statuses. */
  const alteracaoDeStatus = (
    admin: UsuarioDoc,
    lido: Versioned<PedidoDoc>,
    proximo: PedidoDoc,
    mudanca: AtualizarStatusPedido,
  ) => ({
    admin,
    lido,
    proximo,
    email: statusPedidoEmail(proximo, deps.portalUrl),
    log: {
      acao: acaoDoLog(proximo.status),
      detalhes: textosAtividade.detalhes.statusAlterado(
        proximo.numero,
        statusExibido(lido.doc.status),
        statusExibido(proximo.status),
        proximo.motivo_cancelamento,
        mudanca.rastreio && textoDoRastreio(mudanca.rastreio),
      ),
    },
  });

  /** Changes one order; `versao` is the version the admin saw (If-Match), when given. */
  const change = async (
    admin: UsuarioDoc,
    numero: number,
    mudanca: AtualizarStatusPedido,
    versao: string | null,
  ): Promise<{ pedido: Pedido; alterado: boolean }> => {
    // Choosing the status it already has changes nothing (no timeline entry, no e-mail), but a tracking code given
    // with it is a correction of the code.
    const lido = await writer.ler(numero, versao);
    if (lido.doc.status === mudanca.status) {
      if (lido.doc.status === 'Cancelado') await estoque.devolverCancelamento(lido.doc);
      return mudanca.rastreio
        ? rastreio.corrigirLido(admin, lido, mudanca.rastreio)
        : { pedido: toPedido(lido), alterado: false };
    }
    // Stock (issues 21 and 32): a cancelled order gives its units back once it is written; one brought back from
    // 'Cancelado' takes them again first, or is refused when they are gone (estoqueService.ts).
    const tomada = lido.doc.status === 'Cancelado' ? await estoque.tomarParaReativar(lido.doc) : null;
    if (tomada && 'falta' in tomada) {
      const item = lido.doc.itens.find((candidato) => candidato.produto_id === tomada.falta.produto_id);
      throw conflict(mensagensEstoque.semEstoqueParaReativar(item?.nome ?? '', tomada.falta.tamanho));
    }
    const proximo = comNovoStatus(lido.doc, mudanca, admin, now().toISOString(), tomada);
    const gravado = await estoque.gravarComTomada(
      tomada,
      (antesDeGravar) => writer.gravar(alteracaoDeStatus(admin, lido, proximo, mudanca), antesDeGravar),
      { demorada: () => unavailable(mensagens.servicoIndisponivel, 1) },
    );
    if (proximo.status === 'Cancelado') await estoque.devolverCancelamento(proximo);
    return gravado;
  };

  return {
    change,
    corrigirRastreio: rastreio.corrigirRastreio,

    /**
     * Moves several orders to one status, each on its own (a refusal of one never stops the others),
     * and tells for every order whether it moved and, if not, why.
     */
    changeMany: (
      admin: UsuarioDoc,
      ids: number[],
      mudanca: AtualizarStatusPedido & { rastreios: ReadonlyMap<number, Rastreio> },
    ) => alterarEmLote((id, umaMudanca) => change(admin, id, umaMudanca, null), ids, mudanca),
  };
}
export type StatusPedidoService = ReturnType<typeof createStatusPedido>;
