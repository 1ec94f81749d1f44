import { type StatusExibido, statusParaEnvio } from '@portal/shared/domain/statusPedido';
import { mensagensPedidos, mensagensRastreio, mensagensStatus } from '@portal/shared/mensagens/pedidos';
import type { Pedido, Rastreio } from '@portal/shared/schemas/pedido';
import {
  type FiltrosPedidos,
  fimExportacaoSchema,
  type ListaPedidosResponse,
  listaPedidosResponseSchema,
  maximoPorLote,
  pedidoResponseSchema,
  pedirNovamenteResponseSchema,
  type StatusEmLoteResponse,
  statusAtualizadoResponseSchema,
  statusEmLoteResponseSchema,
  unidadesDoFiltroSchema,
} from '@portal/shared/schemas/pedidosConsulta';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/session.ts';
import { ApiError, messageFrom } from '../../lib/apiClient.ts';
import { replaceInPages } from '../../lib/cachedPages.ts';
import { jsonLines } from '../../lib/jsonLines.ts';
import { produtosKeys } from '../loja/index.ts';
import { type EscopoPedidos, filterParams } from './buscaPedidos.ts';
import { pedidosPorPagina, urlDaPagina } from './buscaUrl.ts';
import { pedidosKeys } from './pedidosKeys.ts';
import type { RastreioDoPedido } from './rastreio/RastreioModal.tsx';

const caminhoPedido = (escopo: EscopoPedidos, id: number) =>
  escopo === 'admin' ? `/api/admin/pedidos/${id}` : `/api/pedidos/${id}`;

/** A page of a list, with the moment it was loaded (shown offline). */
export type PaginaPedidos = ListaPedidosResponse & { lidoEm: number };

/** One page of a list; the first (no token) also brings the filtered count and the stat cards. */
export const buscarPagina = async (
  escopo: EscopoPedidos,
  filtros: FiltrosPedidos,
  pagina: { limite: number; continuacao?: string | null },
): Promise<PaginaPedidos> => {
  const { dados, lidoEm } = await api.getLido(urlDaPagina(escopo, filtros, pagina), {
    schema: listaPedidosResponseSchema,
    fallbackError: mensagensPedidos.erroCarregar,
  });
  return { ...dados, lidoEm };
};

export type PaginasPedidos = InfiniteData<PaginaPedidos, string | null>;

/** A list with its filters, page after page ('Carregar mais'). */
export const listaPedidosQuery = (escopo: EscopoPedidos, filtros: FiltrosPedidos) =>
  infiniteQueryOptions({
    queryKey: pedidosKeys.lista(escopo, filtros),
    queryFn: ({ pageParam }) => buscarPagina(escopo, filtros, { limite: pedidosPorPagina, continuacao: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.continuacao ?? undefined,
  });

/**
 * Every order that matches the filters (export, "select all"), as the export route streams them, one JSON line each:
 * `progresso` hears how many arrived of how many the list counted (`totalEsperado`) and `aoReceber` the orders that
 * arrived since (the export's worker reads them meanwhile), every 100 orders and at the end; an aborted `signal`
 * stops the download. The orders come as the server sent them, for the export's tolerant reading and the selection's
 * ids. An answer cut short (no last line with the count) fails: part of the orders is never taken for all of them.
 */
export async function buscarTodos(
  filtros: FiltrosPedidos,
  {
    totalEsperado,
    progresso = () => {},
    aoReceber = () => {},
    signal,
  }: {
    totalEsperado: number;
    progresso?: (buscados: number, total: number) => void;
    aoReceber?: (pedidos: readonly unknown[]) => void;
    signal?: AbortSignal;
  },
): Promise<unknown[]> {
  const resposta = await api.send('GET', `/api/admin/exportacao-pedidos?${filterParams(filtros)}`, {
    signal,
    headers: { Accept: 'application/x-ndjson' },
  });
  if (!resposta.ok || !resposta.body) {
    throw new ApiError(await messageFrom(resposta, mensagensPedidos.erroCarregar), resposta.status);
  }
  const pedidos: unknown[] = [];
  let ultimaAvisada = 0;
  /** Hands on the orders that arrived since the last call, and says how many there are of `total`. */
  const avisar = (total: number) => {
    if (pedidos.length > ultimaAvisada) aoReceber(pedidos.slice(ultimaAvisada));
    ultimaAvisada = pedidos.length;
    progresso(pedidos.length, total);
  };
  for await (const linha of jsonLines(resposta.body)) {
    // Only the last line has `fim` (an order never does): the schema checks that one alone.
    if (typeof linha === 'object' && linha !== null && 'fim' in linha) {
      const fim = fimExportacaoSchema.safeParse(linha);
      if (!fim.success || fim.data.quantidade !== pedidos.length) break;
      avisar(pedidos.length);
      return pedidos;
    }
    pedidos.push(linha);
    // Every 100 orders: a re-render (and a message to the worker) per line would cost more than the download.
    if (pedidos.length - ultimaAvisada >= 100) avisar(Math.max(totalEsperado, pedidos.length));
  }
  throw new ApiError(mensagensPedidos.erroCarregar, resposta.status);
}

/** The numbers of orders as buscarTodos gives them; one without a number is the server's fault and fails them all. */
export function idsDosPedidos(pedidos: readonly unknown[]): number[] {
  return pedidos.map((pedido) => {
    const id = typeof pedido === 'object' && pedido !== null && 'id' in pedido ? pedido.id : undefined;
    if (typeof id !== 'number' || !Number.isInteger(id)) throw new ApiError(mensagensPedidos.erroCarregar, 200);
    return id;
  });
}

/** GET /api/pedidos/{id} (the owner's) or GET /api/admin/pedidos/{id}. */
/**
 * The units the admin order list filters by (issue 36; none registered: no filter). The boot script reads the answer
 * beside the list's (app/bootScript.ts), so asking for it as the screen renders starts no request.
 */
export const unidadesDoFiltroQuery = () =>
  queryOptions({
    queryKey: ['unidades', 'filtro-pedidos'] as const,
    queryFn: async () =>
      (
        await api.get('/api/admin/unidades', {
          schema: unidadesDoFiltroSchema,
          fallbackError: mensagensPedidos.erroCarregar,
        })
      ).unidades,
  });

export const buscarPedido = async (escopo: EscopoPedidos, id: number) =>
  (
    await api.get(caminhoPedido(escopo, id), {
      schema: pedidoResponseSchema,
      fallbackError: mensagensPedidos.erroCarregarPedido,
    })
  ).pedido;

export const pedidoQuery = (escopo: EscopoPedidos, id: number) =>
  queryOptions({ queryKey: pedidosKeys.detalhe(escopo, id), queryFn: () => buscarPedido(escopo, id) });

export interface MudancaStatus {
  status: StatusExibido;
  /** Only for 'Cancelado' (required then). */
  motivo?: string;
  /** Only for 'Em Transporte': each order's carrier and code, for the orders that have one. */
  rastreios?: readonly RastreioDoPedido[];
}

const corpoDaMudanca = ({ status, motivo }: MudancaStatus) => ({
  status: statusParaEnvio(status),
  ...(status === 'Cancelado' ? { motivo_cancelamento: motivo } : {}),
});

/**
 * PUT /api/admin/pedidos/{id}/status with the version the admin saw (If-Match): if someone changed
 * the order meanwhile the API answers 409 instead of overwriting.
 */
export const atualizarStatus = ({ pedido, mudanca }: { pedido: Pedido; mudanca: MudancaStatus }) =>
  api.put(`/api/admin/pedidos/${pedido.id}/status`, {
    body: {
      ...corpoDaMudanca(mudanca),
      ...(mudanca.rastreios?.[0] ? { rastreio: mudanca.rastreios[0].rastreio } : {}),
    },
    headers: { 'If-Match': pedido.versao },
    schema: statusAtualizadoResponseSchema,
    fallbackError: mensagensStatus.erroAtualizarConexao,
  });

/**
 * POST /api/admin/pedidos/status-em-lote, in batches of the most the API takes at once; the
 * outcomes of every batch are merged, so the summary covers the whole selection.
 */
export async function atualizarStatusEmLote({
  ids,
  mudanca,
}: {
  ids: readonly number[];
  mudanca: MudancaStatus;
}): Promise<StatusEmLoteResponse> {
  const resultados: StatusEmLoteResponse['resultados'] = [];
  for (let inicio = 0; inicio < ids.length; inicio += maximoPorLote) {
    const fatia = ids.slice(inicio, inicio + maximoPorLote);
    const rastreios = (mudanca.rastreios ?? []).filter(({ id }) => fatia.includes(id));
    const resposta = await api.post('/api/admin/pedidos/status-em-lote', {
      body: { ids: fatia, ...corpoDaMudanca(mudanca), ...(rastreios.length > 0 ? { rastreios } : {}) },
      schema: statusEmLoteResponseSchema,
      fallbackError: mensagensStatus.erroAtualizarConexao,
    });
    resultados.push(...resposta.resultados);
  }
  const alterados = resultados.filter((resultado) => resultado.ok).length;
  return { message: mensagensPedidos.loteResultado(alterados, resultados.length), resultados };
}

/**
 * PUT /api/admin/pedidos/{id}/rastreio with the version the admin saw: corrects the carrier and code, or removes
 * them (null).
 */
export const atualizarRastreio = ({ pedido, rastreio }: { pedido: Pedido; rastreio: Rastreio | null }) =>
  api.put(`/api/admin/pedidos/${pedido.id}/rastreio`, {
    body: { rastreio },
    headers: { 'If-Match': pedido.versao },
    schema: statusAtualizadoResponseSchema,
    fallbackError: mensagensRastreio.erroAtualizarConexao,
  });

/** POST /api/pedidos/{id}/pedir-novamente: the order's items back in the cart at today's prices. */
export const pedirNovamente = (id: number) =>
  api.post(`/api/pedidos/${id}/pedir-novamente`, {
    schema: pedirNovamenteResponseSchema,
    fallbackError: mensagensPedidos.erroPedirNovamente,
  });

/** An order as it now is, everywhere it shows: every list's row and any open detail. */
export function guardarPedido(queryClient: QueryClient, pedido: Pedido) {
  replaceInPages(queryClient, pedidosKeys.listas, 'pedidos', pedido);
  for (const escopo of ['meus', 'admin'] as const) {
    const chave = pedidosKeys.detalhe(escopo, pedido.id);
    if (queryClient.getQueryData(chave)) queryClient.setQueryData(chave, pedido);
  }
}

/**
 * After a status change the products may have moved (a cancellation returns its units, a reactivation takes them):
 * the shop's and the admin's product lists read again when next shown.
 */
export const produtosMudaram = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: produtosKeys.ativos, refetchType: 'none' });

/**
 * After a change, the counts ('Mostrando X de Y', the stat cards) come again from the API — one
 * order, not the whole list — and the other lists (other filters) reload when next shown.
 */
export async function atualizarContagens(queryClient: QueryClient, escopo: EscopoPedidos, filtros: FiltrosPedidos) {
  await queryClient.invalidateQueries({ queryKey: pedidosKeys.listas, refetchType: 'none' });
  const { total_filtrado, resumo } = await buscarPagina(escopo, filtros, { limite: 1 });
  queryClient.setQueryData<PaginasPedidos>(pedidosKeys.lista(escopo, filtros), (dados) =>
    dados
      ? {
          ...dados,
          pages: dados.pages.map((pagina, indice) => (indice === 0 ? { ...pagina, total_filtrado, resumo } : pagina)),
        }
      : dados,
  );
}
