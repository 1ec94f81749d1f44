import {
  disponivel,
  mensagensCarrinho,
  mensagensEstoque,
  mensagensPedidos,
  type Pedido,
  type PedidoRequest,
  textosAtividade,
  verificarSelecao,
} from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import type { CarrinhoDoc } from '../../data/carrinho/carrinhosRepository.ts';
import type { Versioned } from '../../data/cosmosItems.ts';
import type { PedidoDoc, PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { ConcurrencyConflict, conflict, invalid, unavailable } from '../../errors.ts';
import type { CarrinhoService } from '../carrinho/carrinhoService.ts';
import { confirmacaoPedidoEmail } from '../emails/confirmacaoPedidoEmail.ts';
import type { EstoqueService } from '../estoque/estoqueService.ts';
import {
  type ChaveIdempotente,
  criarUmaVez,
  digestDe,
  exigirMesmaRequisicao,
  gravarUmaVez,
  type Impressao,
} from '../idempotencia.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import type { ArquivoRecebido, UploadService } from '../uploads/uploadService.ts';
import { toPedido } from './pedidoView.ts';
import { linhasDoPedido } from './precos.ts';

/** The name of the product of a line, as the order keeps it. */
const produtoDa = (itens: readonly { produto_id: string; nome: string }[], linha: { produto_id: string }) =>
  itens.find((item) => item.produto_id === linha.produto_id)?.nome ?? linha.produto_id;

/** The digest of a cart's content: its lines (product, size, units) whatever their order. */
const digestDoCarrinho = (itens: readonly { produto_id: string; tamanho: string | null; quantidade: number }[]) =>
  digestDe(
    itens
      .map(({ produto_id, tamanho, quantidade }) => [produto_id, tamanho, quantidade])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );

/** The digest of what a checkout sent: the form, the uploads it names and the bytes of each image it carried. */
const digestDoPedido = ({ pedido, uploadIds, images }: FinalizarPedidoInput) =>
  digestDe({
    pedido,
    uploadIds,
    images: images.map(({ nome, content }) => [nome, digestDe(content)]),
  });

export interface FinalizarPedidoInput {
  pedido: PedidoRequest;
  /** Images sent as multipart file parts (already size-checked and sniffed). */
  images: ArquivoRecebido[];
  /** Images uploaded beforehand through upload URLs. */
  uploadIds: string[];
  idempotencyKey: string;
}

/** An order placed, or the one already placed with the same key (`created: false`). */
type Colocado = { pedido: Pedido; created: boolean };

export interface FinalizacaoPedidoDeps {
  orders: PedidosRepository;
  cart: CarrinhoService;
  estoque: EstoqueService;
  uploads: UploadService;
  blobs: BlobStore;
  outbox: Outbox;
  activity: ActivityLog;
  now: () => Date;
}

export function createFinalizacaoPedido(deps: FinalizacaoPedidoDeps) {
  const { orders, blobs, now } = deps;

  /**
   * After the order is committed (its cart consumed in the same batch): tidy the uploads. Best effort — the
   * order stands whatever happens here, and a retry with the same key repeats it.
   */
  const settle = async (user: UsuarioDoc, order: PedidoDoc, uploadIds: string[]) => {
    await deps.uploads
      .discard(user.id, 'logo-pedido', uploadIds)
      .catch((error: unknown) => console.warn(`order #${order.numero}: clean-up failed`, error));
  };

  /**
   * The refusal of a checkout whose cart another one consumed first (naming that order), or that changed while
   * it was being placed. `lido`: the cart as this checkout priced it.
   */
  const carrinhoJaUsado = async (user: UsuarioDoc, lido: Versioned<CarrinhoDoc> | null) => {
    const agora = (await deps.cart.stored(user.id))?.doc.finalizado_no_pedido;
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
    input: FinalizarPedidoInput,
    impressao: Impressao,
  ): ChaveIdempotente<PedidoDoc, Colocado> => ({
    procurar: () => orders.findByIdempotencyKey(user.id, input.idempotencyKey),
    async repetir(placed) {
      if (placed.impressao?.carrinho !== undefined && impressao.carrinho === undefined) {
        const agora = (await deps.cart.stored(user.id))?.doc;
        if (agora && agora.finalizado_no_pedido !== placed.doc.numero && agora.itens.length > 0) {
          exigirMesmaRequisicao(placed.impressao, { ...impressao, carrinho: digestDoCarrinho(agora.itens) });
        }
      }
      exigirMesmaRequisicao(placed.impressao, impressao);
      await settle(user, placed.doc, input.uploadIds);
      return { pedido: toPedido(placed), created: false };
    },
  });

  /** A new order from the cart (the key was not used when checked). */
  const placeNew = async (user: UsuarioDoc, input: FinalizarPedidoInput, impressao: Impressao): Promise<Colocado> => {
    // Unavailable items leave the cart here too, so the user sees what is left.
    const priced = await deps.cart.priced(user.id);
    // From here the key is bound to this cart too: a concurrent request with the key and another cart is refused. (An
    // empty one, consumed by a concurrent attempt with the key, binds nothing: that attempt's order is the answer.)
    if (priced.lines.length > 0) impressao.carrinho = digestDoCarrinho(priced.lines.map(({ item }) => item));
    if (priced.unavailable.length > 0) {
      throw conflict(mensagensCarrinho.itensRemovidos(priced.unavailable.map(({ nome }) => nome)));
    }
    if (priced.lines.length === 0) {
      // Emptied by an order (another checkout of this cart won): a conflict naming it, as to that checkout's rivals.
      const finalizado = priced.carrinho?.doc.finalizado_no_pedido;
      if (finalizado !== undefined) throw conflict(mensagensPedidos.carrinhoJaFinalizado(finalizado));
      throw invalid(mensagensPedidos.carrinhoVazio);
    }
    const carrinho = priced.carrinho;
    if (!carrinho) throw new Error('priced lines without a cart');
    // What the cart asks beyond the stock left is refused before anything is stored (the take checks again).
    for (const { item, produto } of priced.lines) {
      const restantes = disponivel(produto.estoque, item.tamanho);
      if (item.quantidade > restantes) {
        throw conflict(mensagensEstoque.insuficiente(produto.nome, item.tamanho, restantes));
      }
    }

    const { pedido } = input;
    // The count first: nothing is downloaded for a selection the policy refuses anyway.
    const excesso = pedido.logo_extra && verificarSelecao('logo-pedido', input.images.length + input.uploadIds.length);
    if (excesso) throw invalid(excesso);
    const images = pedido.logo_extra
      ? [...input.images, ...(await deps.uploads.claim(user.id, 'logo-pedido', input.uploadIds))]
      : [];
    if (pedido.logo_extra && images.length === 0) throw invalid(mensagensPedidos.logoImagens);

    const numero = await orders.nextOrderNumber();
    const time = now().toISOString();
    const stored = images.map((image, index) => ({
      blob: `${numero}/logo-${index + 1}.${image.extensao}`,
      nome: image.nome,
      contentType: image.contentType,
      tamanho: image.content.length,
    }));
    for (const [index, image] of images.entries()) {
      await blobs.put('pedidos', stored[index]?.blob ?? '', image.content, image.contentType);
    }

    // The units, taken by this attempt alone: a concurrent attempt with the key takes its own, and the one whose
    // order is not written gives its own back (estoqueService.ts).
    const removerImagens = () => Promise.allSettled(stored.map((image) => blobs.remove('pedidos', image.blob)));
    const linhas = linhasDoPedido(priced);
    // Only products that counted their stock when the cart was priced: the others are not read again.
    const contados = new Set(
      priced.lines.filter(({ produto }) => produto.estoque !== null).map(({ produto }) => produto.id),
    );
    const aTomar = linhas.itens.filter((item) => contados.has(item.produto_id));
    const tomada = await deps.estoque.tomar(aTomar, { userId: user.id, numero }).catch(async (error: unknown) => {
      await removerImagens();
      throw error;
    });
    if ('falta' in tomada) {
      await removerImagens();
      throw conflict(
        mensagensEstoque.esgotouDuranteFinalizacao(produtoDa(linhas.itens, tomada.falta), tomada.falta.tamanho),
      );
    }

    const order: PedidoDoc = {
      id: String(numero),
      tipo: 'pedido',
      userId: user.id,
      numero,
      status: 'Pendente de Aprovação',
      created_at: time,
      updated_at: time,
      user: { username: user.username, email: user.email },
      cliente_chave: user.username.toLowerCase(),
      dados_pessoais: pedido.dados_pessoais,
      dados_entrega: pedido.dados_entrega,
      dados_faturamento: pedido.dados_faturamento,
      endereco_entrega_igual_faturamento: pedido.endereco_entrega_igual_faturamento,
      observacoes: pedido.observacoes,
      logo_extra: pedido.logo_extra && { ...pedido.logo_extra, imagens: stored },
      ...linhas,
      estoque_tomado: tomada.tomadas,
      tomadas_estoque: tomada.tomadas.length > 0 ? [tomada.movimento] : [],
      motivo_cancelamento: null,
      rastreio: null,
      historico_status: [{ status: 'Pendente de Aprovação', por: user.username, em: time, motivo: null }],
    };
    const email = deps.outbox.record({
      email: confirmacaoPedidoEmail(order),
      userId: user.id,
      origem: { tipo: 'pedido', id: order.id },
    });

    const consumo = deps.cart.consumir(carrinho, numero, time);
    // The stock service gives this attempt's units back when its order was certainly not written, or when another
    // attempt with this key wrote the order (this one's answer is that order).
    const escrita = await deps.estoque
      .gravarComTomada(
        tomada,
        (antesDeGravar) =>
          gravarUmaVez(
            chave(user, input, impressao),
            order,
            () => {
              antesDeGravar();
              return orders.createOrder(order, { key: input.idempotencyKey, impressao }, email, consumo);
            },
            removerImagens,
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

    await settle(user, order, input.uploadIds);
    await deps.activity
      .record({
        tipo: 'Pedido',
        acao: textosAtividade.acoes.pedidoCriado,
        detalhes: textosAtividade.detalhes.pedidoCriado(numero, order.itens.length, order.total),
        usuario: user,
      })
      .catch((error: unknown) => console.warn(`order #${numero}: activity log failed`, error));
    // A mail outage must not fail the order: the timer sweep retries what is still pending.
    await deps.outbox.dispatch('pedidos', user.id, email.id).catch(() => false);
    return { pedido: toPedido(escrita.gravado), created: true };
  };

  return {
    /**
     * Places the user's cart as an order: prices from the catalogue, one order per idempotency key and per cart —
     * the cart consumed at the version priced, order, idempotency and e-mail outbox records in one batch — and
     * the e-mail dispatched right after.
     */
    place: (user: UsuarioDoc, input: FinalizarPedidoInput): Promise<Colocado> => {
      const impressao: Impressao = { corpo: digestDoPedido(input) };
      return criarUmaVez(chave(user, input, impressao), () => placeNew(user, input, impressao));
    },
  };
}
export type FinalizacaoPedido = ReturnType<typeof createFinalizacaoPedido>;
