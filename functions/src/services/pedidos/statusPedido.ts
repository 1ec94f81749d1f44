import {
  type AtualizarStatusPedido,
  emTransporte,
  mensagens,
  mensagensEstoque,
  mensagensPedidos,
  mensagensRastreio,
  mensagensStatus,
  type Pedido,
  podeAlterarStatus,
  type Rastreio,
  type StatusEmLoteResponse,
  statusExibido,
  textosAtividade,
} from '@portal/shared';
import type { Versioned } from '../../data/cosmosItems.ts';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import type { PedidoDoc, PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import {
  ConcurrencyConflict,
  conflict,
  DependencyUnavailableError,
  notFound,
  RefusalError,
  unavailable,
} from '../../errors.ts';
import { rastreioPedidoEmail, statusPedidoEmail } from '../emails/statusPedidoEmail.ts';
import type { EstoqueService } from '../estoque/estoqueService.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import { toPedido } from './pedidoView.ts';

export interface StatusPedidoDeps {
  orders: PedidosRepository;
  estoque: EstoqueService;
  outbox: Outbox;
  activity: ActivityLog;
  /** The portal's address, for the link in the e-mail. */
  portalUrl: string;
  now: () => Date;
}

/** How many orders of a bulk change move at the same time (each is its own read and conditional write). */
const loteEmParalelo = 4;

/**
 * An order's carrier and code after a status change: the one given, else the order's own while it travels or once
 * it ended (delivered, cancelled); none when it goes back to before shipping.
 */
function rastreioApos(doc: PedidoDoc, mudanca: AtualizarStatusPedido): Rastreio | null {
  if (mudanca.rastreio) return mudanca.rastreio;
  return mudanca.status === 'Pendente de Aprovação' || mudanca.status === 'Aprovado' ? null : doc.rastreio;
}

const mesmoRastreio = (a: Rastreio | null, b: Rastreio | null) =>
  a?.transportadora === b?.transportadora && a?.codigo === b?.codigo;

const textoDoRastreio = (rastreio: Rastreio | null) =>
  rastreio && textosAtividade.detalhes.rastreio(rastreio.transportadora, rastreio.codigo);

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

  /** The order to change, at the version the admin saw (If-Match) when given. */
  const ler = async (numero: number, versao: string | null) => {
    const found = await orders.findPedido(String(numero));
    if (!found) throw notFound(mensagensPedidos.pedidoNaoEncontrado);
    if (versao && versao !== found.etag) throw stale();
    if (!podeAlterarStatus(found.doc.status)) throw conflict(mensagensStatus.pedidoEntregue);
    return found;
  };

  /**
   * Writes the changed order with its e-mail to the franchisee (one batch, conditional on the version read), then
   * the activity log line and the e-mail's first attempt. `antesDeGravar`: the stock's check of a take written with it.
   */
  const gravar = async (
    admin: UsuarioDoc,
    found: Versioned<PedidoDoc>,
    next: PedidoDoc,
    email: OutgoingEmail,
    log: { acao: string; detalhes: string },
    antesDeGravar: () => void = () => undefined,
  ) => {
    const registro = outbox.record({ email, userId: next.userId, origem: { tipo: 'pedido', id: next.id } });
    let saved: Versioned<PedidoDoc>;
    try {
      antesDeGravar();
      saved = await orders.replacePedido(next, found.etag, registro);
    } catch (error) {
      if (error instanceof ConcurrencyConflict) throw stale();
      throw error;
    }
    await deps.activity
      .record({ tipo: 'Pedido', ...log, usuario: admin })
      .catch((error: unknown) => console.warn(`order #${next.numero}: activity log failed`, error));
    // A mail outage must not undo the change: the timer sweep retries what is still pending.
    await outbox.dispatch('pedidos', next.userId, registro.id).catch(() => false);
    return { pedido: toPedido(saved), alterado: true };
  };

  /**
   * Corrects or removes (null) the carrier and code of an order in transport, as read; the same ones change nothing.
   * The franchisee is told by e-mail, and the log keeps both the old and the new.
   */
  const corrigirLido = async (
    admin: UsuarioDoc,
    found: Versioned<PedidoDoc>,
    rastreio: Rastreio | null,
  ): Promise<{ pedido: Pedido; alterado: boolean }> => {
    if (!emTransporte(found.doc.status)) throw conflict(mensagensRastreio.soEmTransporte);
    if (mesmoRastreio(found.doc.rastreio, rastreio)) return { pedido: toPedido(found), alterado: false };
    const next: PedidoDoc = { ...found.doc, rastreio, updated_at: now().toISOString() };
    return gravar(admin, found, next, rastreioPedidoEmail(next, deps.portalUrl), {
      acao: textosAtividade.acoes.rastreioAlterado,
      detalhes: textosAtividade.detalhes.rastreioAlterado(
        next.numero,
        textoDoRastreio(found.doc.rastreio),
        textoDoRastreio(rastreio),
      ),
    });
  };

  /** Corrects or removes the code of order `numero`; `versao` is the version the admin saw (If-Match), when given. */
  const corrigirRastreio = async (
    admin: UsuarioDoc,
    numero: number,
    rastreio: Rastreio | null,
    versao: string | null,
  ) => corrigirLido(admin, await ler(numero, versao), rastreio);

  /** Changes one order; `versao` is the version the admin saw (If-Match), when given. */
  const change = async (
    admin: UsuarioDoc,
    numero: number,
    mudanca: AtualizarStatusPedido,
    versao: string | null,
  ): Promise<{ pedido: Pedido; alterado: boolean }> => {
    // Choosing the status it already has changes nothing (no timeline entry, no e-mail), but a tracking code given
    // with it is a correction of the code.
    const found = await ler(numero, versao);
    if (found.doc.status === mudanca.status) {
      if (found.doc.status === 'Cancelado') await deps.estoque.devolverCancelamento(found.doc);
      return mudanca.rastreio
        ? corrigirLido(admin, found, mudanca.rastreio)
        : { pedido: toPedido(found), alterado: false };
    }

    const time = now().toISOString();
    const motivo = mudanca.status === 'Cancelado' ? mudanca.motivo_cancelamento : null;
    // Stock (issues 21 and 32): a cancelled order gives its units back once it is written; one brought back from
    // 'Cancelado' takes them again first, or is refused when they are gone (estoqueService.ts).
    const tomada = found.doc.status === 'Cancelado' ? await deps.estoque.tomarParaReativar(found.doc) : null;
    if (tomada && 'falta' in tomada) {
      const item = found.doc.itens.find((candidato) => candidato.produto_id === tomada.falta.produto_id);
      throw conflict(mensagensEstoque.semEstoqueParaReativar(item?.nome ?? '', tomada.falta.tamanho));
    }
    const next: PedidoDoc = {
      ...found.doc,
      estoque_tomado: tomada ? tomada.tomadas : found.doc.estoque_tomado,
      tomadas_estoque:
        tomada && tomada.tomadas.length > 0
          ? [...found.doc.tomadas_estoque, tomada.movimento]
          : found.doc.tomadas_estoque,
      status: mudanca.status,
      motivo_cancelamento: motivo,
      rastreio: rastreioApos(found.doc, mudanca),
      updated_at: time,
      historico_status: [
        ...found.doc.historico_status,
        { status: mudanca.status, por: admin.username, em: time, motivo },
      ],
    };
    const gravado = await deps.estoque.gravarComTomada(
      tomada,
      (antesDeGravar) =>
        gravar(
          admin,
          found,
          next,
          statusPedidoEmail(next, deps.portalUrl),
          {
            acao: acaoDoLog(next.status),
            detalhes: textosAtividade.detalhes.statusAlterado(
              next.numero,
              statusExibido(found.doc.status),
              statusExibido(next.status),
              motivo,
              mudanca.rastreio && textoDoRastreio(mudanca.rastreio),
            ),
          },
          antesDeGravar,
        ),
      { demorada: () => unavailable(mensagens.servicoIndisponivel, 1) },
    );
    if (next.status === 'Cancelado') await deps.estoque.devolverCancelamento(next);
    return gravado;
  };

  return {
    change,
    corrigirRastreio,

    /**
     * Moves several orders to one status, each on its own (a refusal of one never stops the others),
     * and tells for every order whether it moved and, if not, why.
     */
    async changeMany(
      admin: UsuarioDoc,
      ids: number[],
      { rastreios, ...mudanca }: AtualizarStatusPedido & { rastreios: ReadonlyMap<number, Rastreio> },
    ): Promise<StatusEmLoteResponse> {
      const unicos = [...new Set(ids)];
      const resultados: StatusEmLoteResponse['resultados'] = [];
      for (let inicio = 0; inicio < unicos.length; inicio += loteEmParalelo) {
        const fatia = unicos.slice(inicio, inicio + loteEmParalelo);
        resultados.push(
          ...(await Promise.all(
            fatia.map(async (id) => {
              try {
                const { pedido } = await change(admin, id, { ...mudanca, rastreio: rastreios.get(id) ?? null }, null);
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
