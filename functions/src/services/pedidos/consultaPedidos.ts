import {
  type FiltrosPedidos,
  type ListaPedidosResponse,
  mensagens,
  mensagensPedidos,
  type Pedido,
  type PedidoExportacao,
  resumirContagens,
} from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import type { EscopoPedidos, PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { notFound, RefusalError } from '../../errors.ts';
import { lerPermitido } from '../ownerRead.ts';
import { toPedido, toPedidoExportacao } from './pedidoView.ts';

export interface PaginaPedidos {
  limite: number;
  continuacao?: string;
}

/**
 * Orders asked for per database page of an export: each page is one round trip. An exported order is about 1.4 KB as
 * JSON, so 2 000 stay under Cosmos DB's 4 MB page; past it the service returns fewer and the next page brings the rest.
 */
const pedidosPorLoteExportacao = 2000;

/** Reading orders: the two lists (filtered and paged on the server), one order, its extra-logo images. */
export function createConsultaPedidos(pedidos: PedidosRepository, blobs: BlobStore) {
  /** An order the user may read: their own, or any for an admin; anything else is simply not found. */
  const readable = (user: UsuarioDoc, numero: number) =>
    lerPermitido(
      user,
      String(numero),
      { get: pedidos.getPedido, find: pedidos.findPedido },
      mensagensPedidos.pedidoNaoEncontrado,
    );

  return {
    /**
     * A page of a list: a user's own orders (`userId`) or every order (admin). The first page also counts
     * the orders that match and the stat cards, with aggregate queries run beside the page's.
     */
    async list(escopo: EscopoPedidos, filtros: FiltrosPedidos, pagina: PaginaPedidos): Promise<ListaPedidosResponse> {
      const primeira = !pagina.continuacao;
      const [page, totalFiltrado, porStatus] = await Promise.all([
        pedidos.list(filtros, escopo, { pageSize: pagina.limite, continuationToken: pagina.continuacao }),
        primeira ? pedidos.countMatching(filtros, escopo) : undefined,
        primeira ? pedidos.countByStatus(escopo) : undefined,
      ]);
      return {
        pedidos: page.items.map(toPedido),
        continuacao: page.continuationToken,
        ...(totalFiltrado === undefined ? {} : { total_filtrado: totalFiltrado }),
        ...(porStatus === undefined ? {} : { resumo: resumirContagens(porStatus) }),
      };
    },

    /** Every order that matches the filters (the admin's export and "select all"), a database page at a time. */
    async exportar(filtros: FiltrosPedidos): Promise<AsyncGenerator<PedidoExportacao[]>> {
      return (async function* () {
        for await (const lote of pedidos.stream(filtros, {}, pedidosPorLoteExportacao))
          yield lote.map(toPedidoExportacao);
      })();
    },

    async get(user: UsuarioDoc, numero: number): Promise<Pedido> {
      return toPedido(await readable(user, numero));
    },

    /** An extra-logo image of an order, for its owner or an admin. */
    async logoImage(user: UsuarioDoc, numero: number, indice: number, ifNoneMatch: string | null) {
      const { doc } = await readable(user, numero).catch((error: unknown) => {
        // An order one may not read has no images one may see either: the image is not found.
        throw error instanceof RefusalError ? notFound(mensagens.imagemNaoEncontrada) : error;
      });
      const image = doc.logo_extra?.imagens[indice];
      const file = image ? await blobs.open('pedidos', image.blob, ifNoneMatch) : null;
      if (!image || !file) throw notFound(mensagens.imagemNaoEncontrada);
      return { file, nome: image.nome };
    },
  };
}
export type ConsultaPedidos = ReturnType<typeof createConsultaPedidos>;
