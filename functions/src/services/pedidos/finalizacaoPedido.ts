import { mensagensPedidos, type Pedido, periodoVerba, type TipoPeriodoVerba, textosAtividade } from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import type { CarrinhoDoc } from '../../data/carrinho/carrinhosRepository.ts';
import type { Versioned } from '../../data/cosmosItems.ts';
import type { PedidoDoc, PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { idVerba } from '../../data/verbas/verbasRepository.ts';
import { ConcurrencyConflict, conflict, unavailable } from '../../errors.ts';
import type { CarrinhoService } from '../carrinho/carrinhoService.ts';
import { confirmacaoPedidoEmail } from '../emails/confirmacaoPedidoEmail.ts';
import type { EstoqueService } from '../estoque/estoqueService.ts';
import {
  criarUmaVez,
  exigirMesmaRequisicao,
  gravarUmaVez,
  type IdempotentKey,
  type Impressao,
} from '../idempotency.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import type { UnidadesDoUsuario } from '../unidades/unidadesDoUsuario.ts';
import type { UploadService } from '../uploads/uploadService.ts';
import {
  carrinhoFinalizavel,
  digestDoCarrinho,
  digestDoPedido,
  esgotou,
  type FinalizacaoPedidoInput,
  guardarLogos,
  linhasATomar,
  logosDoPedido,
  pedidoNovo,
} from './finalizacaoPedidoSteps.ts';
import { toPedido } from './pedidoView.ts';

/** An order placed, or the one already placed with the same key (`created: false`). */
type Finalizado = { pedido: Pedido; created: boolean };

export interface FinalizacaoPedidoDeps {
  pedidos: PedidosRepository;
  carrinho: CarrinhoService;
  estoque: EstoqueService;
  uploads: UploadService;
  blobs: BlobStore;
  outbox: Outbox;
  activity: ActivityLog;
  /** The user's units: an order for one keeps a copy of it (issue 36). */
  unidades: UnidadesDoUsuario;
  /** The budget settings (VERBA_PERIODO, VERBA_APROVACAO_AUTOMATICA): an order for a unit spends its budget. */
  verba: { periodo: TipoPeriodoVerba; aprovacaoAutomatica: boolean };
  now: () => Date;
}

export function createFinalizacaoPedido(deps: FinalizacaoPedidoDeps) {
  const { pedidos, blobs, now } = deps;

  /**
   * After the order is committed (its cart consumed in the same batch): tidy the uploads. Best effort — the
   * order stands whatever happens here, and a retry with the same key repeats it.
   */
  const limparUploads = async (user: UsuarioDoc, pedido: PedidoDoc, uploadIds: string[]) => {
    await deps.uploads
      .discard(user.id, 'logo-pedido', uploadIds)
      .catch((error: unknown) => console.warn(`order #${pedido.numero}: clean-up failed`, error));
  };

  /**
   * After this request's order is committed: its uploads tidied, the activity log line and the e-mail's first attempt.
   * Best effort: a mail outage must not fail the order (the timer sweep retries what is still pending).
   */
  const depoisDeGravar = async (user: UsuarioDoc, pedido: PedidoDoc, uploadIds: string[], emailId: string) => {
    await limparUploads(user, pedido, uploadIds);
    await deps.activity
      .record({
        tipo: 'Pedido',
        acao: textosAtividade.acoes.pedidoCriado,
        detalhes: textosAtividade.detalhes.pedidoCriado(pedido.numero, pedido.itens.length, pedido.total),
        usuario: user,
      })
      .catch((error: unknown) => console.warn(`order #${pedido.numero}: activity log failed`, error));
    await deps.outbox.dispatch('pedidos', user.id, emailId).catch(() => false);
  };

  /**
   * The refusal of a checkout whose cart another one consumed first (naming that order), or that changed while
   * it was being placed. `lido`: the cart as this checkout priced it.
   */
  const carrinhoJaUsado = async (user: UsuarioDoc, lido: Versioned<CarrinhoDoc> | null) => {
    const agora = (await deps.carrinho.stored(user.id))?.doc.finalizado_no_pedido;
    return agora !== undefined && agora !== lido?.doc.finalizado_no_pedido
      ? conflict(mensagensPedidos.carrinhoJaFinalizado(agora))
      : conflict(mensagensPedidos.carrinhoMudou);
  };

  /**
   * The request's key: the order already placed with it is answered again (and its clean-up repeated) — to this same
   * request only. `impressao` is what this request asked: its body, and the cart once this attempt priced one. A
   * request that found the order before reading any cart compares the cart as it is now, unless that is the cart the
   * order consumed (then unchanged since) or an empty one: a key sent again with a new cart is another order.
   */
  const chave = (
    user: UsuarioDoc,
    input: FinalizacaoPedidoInput,
    impressao: Impressao,
  ): IdempotentKey<PedidoDoc, Finalizado> => ({
    procurar: () => pedidos.findByIdempotencyKey(user.id, input.idempotencyKey),
    async repetir(anterior) {
      if (anterior.impressao?.carrinho !== undefined && impressao.carrinho === undefined) {
        const agora = (await deps.carrinho.stored(user.id))?.doc;
        if (agora && agora.finalizado_no_pedido !== anterior.doc.numero && agora.itens.length > 0) {
          exigirMesmaRequisicao(anterior.impressao, { ...impressao, carrinho: digestDoCarrinho(agora.itens) });
        }
      }
      exigirMesmaRequisicao(anterior.impressao, impressao);
      await limparUploads(user, anterior.doc, input.uploadIds);
      return { pedido: toPedido(anterior), created: false };
    },
  });

  /** A new order from the cart (the key was not used when checked). */
  const finalizarNovo = async (
    user: UsuarioDoc,
    input: FinalizacaoPedidoInput,
    impressao: Impressao,
  ): Promise<Finalizado> => {
    // A unit not the user's refuses the order before anything of it is stored.
    const unidadeId = input.pedido.unidade_id;
    const unidade = unidadeId ? await deps.unidades.paraPedido(user, unidadeId) : undefined;
    // Unavailable items leave the cart here too, so the user sees what is left.
    const precificado = await deps.carrinho.priced(user.id);
    // From here the key is bound to this cart too: a concurrent request with the key and another cart is refused. (An
    // empty one, consumed by a concurrent attempt with the key, binds nothing: that attempt's order is the answer.)
    if (precificado.lines.length > 0) impressao.carrinho = digestDoCarrinho(precificado.lines.map(({ item }) => item));
    const carrinho = carrinhoFinalizavel(precificado);
    const images = await logosDoPedido(deps.uploads, user, input);

    const numero = await pedidos.nextNumeroPedido();
    const agora = now().toISOString();
    const logos = await guardarLogos(blobs, numero, images);
    // The units, taken by this attempt alone: a concurrent attempt with the key takes its own, and the one whose
    // order is not written gives its own back (estoqueService.ts).
    const { linhas, aTomar } = linhasATomar(precificado);
    const periodo = periodoVerba(deps.verba.periodo, now());
    const gasto = unidade && {
      verba_id: idVerba(unidade.id, periodo),
      unidade_id: unidade.id,
      periodo,
      centavos: precificado.totalCents,
    };
    const tomada = await deps.estoque
      .tomar(aTomar, { userId: user.id, numero }, gasto)
      .catch(async (error: unknown) => {
        await logos.remover();
        throw error;
      });
    if ('falta' in tomada) {
      await logos.remover();
      throw esgotou(linhas.itens, tomada.falta);
    }

    const pedido = pedidoNovo({
      user,
      pedido: input.pedido,
      numero,
      agora,
      linhas,
      logos: logos.guardadas,
      tomada,
      unidade,
      aprovacaoAutomatica: deps.verba.aprovacaoAutomatica,
    });
    const email = deps.outbox.record({
      email: confirmacaoPedidoEmail(pedido),
      userId: user.id,
      origem: { tipo: 'pedido', id: pedido.id },
    });
    const consumo = deps.carrinho.consumir(carrinho, numero, agora);
    // The stock service gives this attempt's units back when its order was certainly not written, or when another
    // attempt with this key wrote the order (this one's answer is that order).
    const escrita = await deps.estoque
      .gravarComTomada(
        tomada,
        (antesDeGravar) =>
          gravarUmaVez(
            chave(user, input, impressao),
            pedido,
            () => {
              antesDeGravar();
              return pedidos.createPedido(pedido, { key: input.idempotencyKey, impressao }, email, consumo);
            },
            logos.remover,
          ),
        {
          demorada: () => unavailable(mensagensPedidos.finalizacaoDemorada, 1),
          perdida: (resultado) => 'resposta' in resultado,
        },
      )
      .catch(async (error: unknown) => {
        // Not a retry of this key: the cart is no longer the one priced.
        if (error instanceof ConcurrencyConflict) throw await carrinhoJaUsado(user, carrinho);
        throw error;
      });
    if ('resposta' in escrita) return escrita.resposta;
    await depoisDeGravar(user, pedido, input.uploadIds, email.id);
    return { pedido: toPedido(escrita.gravado), created: true };
  };

  return {
    /**
     * Places the user's cart as an order: prices from the catalogue, one order per idempotency key and per cart —
     * the cart consumed at the version priced, order, idempotency and e-mail outbox records in one batch — and
     * the e-mail dispatched right after.
     */
    finalizar: (user: UsuarioDoc, input: FinalizacaoPedidoInput): Promise<Finalizado> => {
      const impressao: Impressao = { corpo: digestDoPedido(input) };
      return criarUmaVez(chave(user, input, impressao), () => finalizarNovo(user, input, impressao));
    },
  };
}
export type FinalizacaoPedido = ReturnType<typeof createFinalizacaoPedido>;
