import {
  disponivel,
  mensagensCarrinho,
  mensagensEstoque,
  mensagensPedidos,
  type PedidoRequest,
  type UnidadeDoPedido,
  verificarSelecao,
} from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import type { PedidoDoc } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { conflict, invalid } from '../../errors.ts';
import type { CarrinhoService } from '../carrinho/carrinhoService.ts';
import { type Tomada, tomadaAGuardar, type UnidadesEstoque } from '../estoque/estoqueService.ts';
import { digestOf } from '../idempotency.ts';
import type { ArquivoRecebido, UploadService } from '../uploads/uploadService.ts';
import { linhasDoPedido } from './precos.ts';

// The steps of a checkout, each with one job; finalizacaoPedido.ts composes them.

/** What a checkout request carries. */
export interface FinalizacaoPedidoInput {
  pedido: PedidoRequest;
  /** Images sent as multipart file parts (already size-checked and sniffed). */
  images: ArquivoRecebido[];
  /** Images uploaded beforehand through upload URLs. */
  uploadIds: string[];
  idempotencyKey: string;
}

type CarrinhoPrecificado = Awaited<ReturnType<CarrinhoService['priced']>>;

/** The digest of a cart's content: its lines (product, size, units) whatever their order. */
export const digestDoCarrinho = (
  itens: readonly { produto_id: string; tamanho: string | null; quantidade: number }[],
) =>
  digestOf(
    itens
      .map(({ produto_id, tamanho, quantidade }) => [produto_id, tamanho, quantidade])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );

/** The digest of what a checkout sent: the form, the uploads it names and the bytes of each image it carried. */
export const digestDoPedido = ({ pedido, uploadIds, images }: FinalizacaoPedidoInput) =>
  digestOf({
    pedido,
    uploadIds,
    images: images.map(({ nome, content }) => [nome, digestOf(content)]),
  });

/**
 * The priced cart's stored version, when it can become an order: refused when items left it (the user sees what is
 * left), when it is empty (naming the order that emptied it, if one did) or when it asks beyond the stock left —
 * before anything is stored (the take checks again).
 */
export function carrinhoFinalizavel(precificado: CarrinhoPrecificado) {
  if (precificado.unavailable.length > 0) {
    throw conflict(mensagensCarrinho.itensRemovidos(precificado.unavailable.map(({ nome }) => nome)));
  }
  if (precificado.lines.length === 0) {
    // Emptied by an order (another checkout of this cart won): a conflict naming it, as to that checkout's rivals.
    const finalizado = precificado.carrinho?.doc.finalizado_no_pedido;
    if (finalizado !== undefined) throw conflict(mensagensPedidos.carrinhoJaFinalizado(finalizado));
    throw invalid(mensagensPedidos.carrinhoVazio);
  }
  if (!precificado.carrinho) throw new Error('priced lines without a cart');
  for (const { item, produto } of precificado.lines) {
    const restantes = disponivel(produto.estoque, item.tamanho);
    if (item.quantidade > restantes) {
      throw conflict(mensagensEstoque.insuficiente(produto.nome, item.tamanho, restantes));
    }
  }
  return precificado.carrinho;
}

/**
 * The order's extra logo images: those the request carried and the uploads it names (claimed), refused when the
 * policy refuses their count — checked first, so nothing is downloaded for a selection refused anyway — or when an
 * extra logo comes without any.
 */
export async function logosDoPedido(uploads: UploadService, user: UsuarioDoc, input: FinalizacaoPedidoInput) {
  if (!input.pedido.logo_extra) return [];
  const excesso = verificarSelecao('logo-pedido', input.images.length + input.uploadIds.length);
  if (excesso) throw invalid(excesso);
  const images = [...input.images, ...(await uploads.claim(user.id, 'logo-pedido', input.uploadIds))];
  if (images.length === 0) throw invalid(mensagensPedidos.logoImagens);
  return images;
}

/** Stores the order's logo images under its number; `remover` takes them away again (best effort). */
export async function guardarLogos(blobs: BlobStore, numero: number, images: readonly ArquivoRecebido[]) {
  const guardadas = images.map((image, index) => ({
    blob: `${numero}/logo-${index + 1}.${image.extensao}`,
    nome: image.nome,
    contentType: image.contentType,
    tamanho: image.content.length,
  }));
  for (const [index, image] of images.entries()) {
    await blobs.put('pedidos', guardadas[index]?.blob ?? '', image.content, image.contentType);
  }
  return {
    guardadas,
    remover: () => Promise.allSettled(guardadas.map((image) => blobs.remove('pedidos', image.blob))),
  };
}

/** The order's lines, and of them the units to take: only products that counted their stock when it was priced. */
export function linhasATomar(precificado: CarrinhoPrecificado) {
  const linhas = linhasDoPedido(precificado);
  const contados = new Set(
    precificado.lines.filter(({ produto }) => produto.estoque !== null).map(({ produto }) => produto.id),
  );
  return { linhas, aTomar: linhas.itens.filter((item) => contados.has(item.produto_id)) };
}

/** The refusal of a take short of `falta`, naming its product as the order's lines do. */
export function esgotou(
  itens: readonly { produto_id: string; nome: string }[],
  falta: Pick<UnidadesEstoque, 'produto_id' | 'tamanho'>,
) {
  const nome = itens.find((item) => item.produto_id === falta.produto_id)?.nome ?? falta.produto_id;
  return conflict(mensagensEstoque.esgotouDuranteFinalizacao(nome, falta.tamanho));
}

/**
 * A new order as it is stored: awaiting approval — or approved, when `aprovacaoAutomatica` and its unit's budget held it
 * whole (issue 36) —, its lines priced, its logos stored and its units and budget taken.
 */
export function pedidoNovo({
  user,
  pedido,
  numero,
  agora,
  linhas,
  logos,
  tomada,
  unidade,
  aprovacaoAutomatica,
}: {
  user: UsuarioDoc;
  pedido: PedidoRequest;
  numero: number;
  agora: string;
  linhas: ReturnType<typeof linhasDoPedido>;
  logos: Awaited<ReturnType<typeof guardarLogos>>['guardadas'];
  tomada: Tomada;
  /** The unit the order is for, as it is now (issue 36). */
  unidade?: UnidadeDoPedido;
  aprovacaoAutomatica: boolean;
}): PedidoDoc {
  const excesso = tomada.verba?.excesso_centavos ?? null;
  const status = aprovacaoAutomatica && excesso === 0 ? 'Aprovado' : 'Pendente de Aprovação';
  return {
    id: String(numero),
    tipo: 'pedido',
    userId: user.id,
    numero,
    status,
    created_at: agora,
    updated_at: agora,
    user: { username: user.username, email: user.email },
    cliente_chave: user.username.toLowerCase(),
    dados_pessoais: pedido.dados_pessoais,
    dados_entrega: pedido.dados_entrega,
    dados_faturamento: pedido.dados_faturamento,
    endereco_entrega_igual_faturamento: pedido.endereco_entrega_igual_faturamento,
    observacoes: pedido.observacoes,
    logo_extra: pedido.logo_extra && { ...pedido.logo_extra, imagens: logos },
    ...linhas,
    estoque_tomado: tomada.tomadas,
    tomadas_estoque: tomadaAGuardar(tomada) ? [tomada.movimento] : [],
    motivo_cancelamento: null,
    rastreio: null,
    historico_status: [{ status, por: user.username, em: agora, motivo: null }],
    ...(unidade ? { unidade } : {}),
    ...(tomada.verba ? { verba_tomada: { verba_id: tomada.verba.verba_id, centavos: tomada.verba.centavos } } : {}),
    ...(excesso ? { acima_da_verba_centavos: excesso } : {}),
  };
}
