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
import { ConcurrencyConflict, conflict, invalid } from '../../errors.ts';
import type { CarrinhoService } from '../carrinho/carrinhoService.ts';
import { confirmacaoPedidoEmail } from '../emails/confirmacaoPedidoEmail.ts';
import type { EstoqueService } from '../estoque/estoqueService.ts';
import { type ChaveIdempotente, criarUmaVez, gravarUmaVez } from '../idempotencia.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import type { ArquivoRecebido, UploadService } from '../uploads/uploadService.ts';
import { toPedido } from './pedidoView.ts';
import { linhasDoPedido } from './precos.ts';

/** The name of the product of a line, as the order keeps it. */
const produtoDa = (itens: readonly { produto_id: string; nome: string }[], linha: { produto_id: string }) =>
  itens.find((item) => item.produto_id === linha.produto_id)?.nome ?? linha.produto_id;

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

  /** The request's key: the order already placed with it is answered again (and its clean-up repeated). */
  const chave = (user: UsuarioDoc, input: FinalizarPedidoInput): ChaveIdempotente<PedidoDoc, Colocado> => ({
    procurar: () => orders.findByIdempotencyKey(user.id, input.idempotencyKey),
    async repetir(placed) {
      await settle(user, placed.doc, input.uploadIds);
      return { pedido: toPedido(placed), created: false };
    },
  });

  /** A new order from the cart (the key was not used when checked). */
  const placeNew = async (user: UsuarioDoc, input: FinalizarPedidoInput): Promise<Colocado> => {
    // Unavailable items leave the cart here too, so the user sees what is left.
    const priced = await deps.cart.priced(user.id);
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
    // What the cart asks beyond the stock left is refused before anything is stored (the write checks again). A
    // product this request's key already took from (an attempt that died before its order was written) is left to
    // the take, which finds its own movement.
    const movimento = `pedido:${user.id}:${input.idempotencyKey}`;
    for (const { item, produto } of priced.lines) {
      if (produto.movimentos_estoque.some(({ id }) => id === movimento)) continue;
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

    // The units, taken under this request's key: a retry of it takes them once (estoqueService.ts).
    const removerImagens = () => Promise.allSettled(stored.map((image) => blobs.remove('pedidos', image.blob)));
    const linhas = linhasDoPedido(priced);
    // Only products that counted their stock when the cart was priced: the others are not read again.
    const contados = new Set(
      priced.lines.filter(({ produto }) => produto.estoque !== null).map(({ produto }) => produto.id),
    );
    const aTomar = linhas.itens.filter((item) => contados.has(item.produto_id));
    const tomada = await deps.estoque.tomar(aTomar, movimento).catch(async (error: unknown) => {
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
    const escrita = await gravarUmaVez(
      chave(user, input),
      order,
      () => orders.createOrder(order, input.idempotencyKey, email, consumo),
      removerImagens,
    ).catch(async (error: unknown) => {
      // The order was not written: its units go back — unless a concurrent request with this key wrote its own,
      // which shares the movement, or that cannot be known now (then they stay taken: never sold twice).
      const escrito = await orders.findByIdempotencyKey(user.id, input.idempotencyKey).then(
        (encontrado) => encontrado !== null,
        () => true,
      );
      if (!escrito) {
        await deps.estoque
          .desfazer(tomada.tomadas, movimento)
          .catch((falha: unknown) => console.error(`order #${numero}: stock not returned after a failed write`, falha));
      }
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
    place: (user: UsuarioDoc, input: FinalizarPedidoInput): Promise<Colocado> =>
      criarUmaVez(chave(user, input), () => placeNew(user, input)),
  };
}
export type FinalizacaoPedido = ReturnType<typeof createFinalizacaoPedido>;
