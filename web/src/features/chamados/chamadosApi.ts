import { resumoDoChamado } from '@portal/shared/domain/chamados';
import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagens } from '@portal/shared/mensagens/geral';
import {
  type Chamado,
  chamadoAtualizadoResponseSchema,
  type RespostaChamado,
  type StatusChamado,
} from '@portal/shared/schemas/chamado';
import {
  type FiltrosChamados,
  type ListaChamadosResponse,
  listaChamadosResponseSchema,
} from '@portal/shared/schemas/chamadosConsulta';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../app/session.ts';
import { ApiError, messageFrom } from '../../lib/apiClient.ts';
import { replaceInPages } from '../../lib/cachedPages.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { listParams } from '../../lib/urlSearch.ts';
import type { EscopoChamados } from './buscaUrl.ts';
import { chamadosKeys } from './chamadosKeys.ts';

const caminhoLista: Record<EscopoChamados, string> = {
  meus: '/api/support/meus-chamados',
  admin: '/api/admin/chamados',
};

/** Rows per 'Carregar mais' (as the order lists). */
export const chamadosPorPagina = 25;

/** One page of a list, newest first; the first (no token) also brings the filtered count. */
export const buscarPaginaChamados = (
  escopo: EscopoChamados,
  filtros: FiltrosChamados,
  pagina: { limite: number; continuacao?: string | null },
) =>
  api.get(`${caminhoLista[escopo]}?${listParams(filtros, pagina)}`, {
    schema: listaChamadosResponseSchema,
    fallbackError: mensagensChamados.erroCarregar,
  });

export type PaginasChamados = InfiniteData<ListaChamadosResponse, string | null>;

/** A list with its filters, page after page ('Carregar mais'). */
export const listaChamadosQuery = (escopo: EscopoChamados, filtros: FiltrosChamados) =>
  infiniteQueryOptions({
    queryKey: chamadosKeys.lista(escopo, filtros),
    queryFn: ({ pageParam }) =>
      buscarPaginaChamados(escopo, filtros, { limite: chamadosPorPagina, continuacao: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.continuacao ?? undefined,
  });

/**
 * How many tickets the scope has without filters, for 'Mostrando X de Y chamados' while filters are set:
 * the API counts only the filtered list, so this is the unfiltered list's count, asked with one row.
 */
export const totalChamadosQuery = (escopo: EscopoChamados) =>
  queryOptions({
    queryKey: chamadosKeys.total(escopo),
    queryFn: async () => (await buscarPaginaChamados(escopo, {}, { limite: 1 })).total_filtrado ?? 0,
  });

/**
 * PUT /api/admin/chamados/{id}/status with the version the admin saw (If-Match): if someone changed the
 * ticket meanwhile the API answers 409 instead of overwriting.
 */
export const atualizarStatusChamado = ({ chamado, status }: { chamado: Chamado; status: StatusChamado }) =>
  api.put(`/api/admin/chamados/${chamado.id}/status`, {
    body: { status },
    headers: { 'If-Match': chamado.versao },
    schema: chamadoAtualizadoResponseSchema,
    fallbackError: mensagensChamados.erroStatus,
  });

/**
 * POST /api/support/chamados/{id}/mensagens: a reply by the ticket's requester or an admin, its files uploaded
 * beforehand. The same Idempotency-Key for a retry of the same reply: a reply whose answer was lost is not stored
 * twice (the API answers 200 with the ticket as that reply left it).
 */
export const responderChamado = (id: number, resposta: RespostaChamado, idempotencyKey: string) =>
  api.post(`/api/support/chamados/${id}/mensagens`, {
    body: resposta,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: chamadoAtualizadoResponseSchema,
    // An answer without the API's reason (a platform error page).
    fallbackError: mensagens.erroInterno,
  });

/** A ticket with its conversation, as one ticket's routes answer it. */
const chamadoResponseSchema = z.pick(chamadoAtualizadoResponseSchema, { chamado: true });

/**
 * PUT /api/support/chamados/{id}/leitura: the ticket read by the caller's side (the API tells which), answered as it
 * now is. It changes the ticket's version, so the answer is what the detail shows before a status change sends
 * If-Match.
 */
export const marcarChamadoLido = (id: number) =>
  api.put(`/api/support/chamados/${id}/leitura`, {
    schema: chamadoResponseSchema,
    fallbackError: mensagensChamados.erroCarregarChamado,
  });

/** GET /api/support/chamados/{id}: the ticket with its conversation. */
const buscarChamado = (id: number) =>
  api.get(`/api/support/chamados/${id}`, {
    schema: chamadoResponseSchema,
    fallbackError: mensagensChamados.erroCarregarChamado,
  });

/** A ticket's row, as the ticket now is, in every cached list that shows it. */
const guardarResumo = (queryClient: QueryClient, chamado: Chamado) =>
  replaceInPages(queryClient, chamadosKeys.listas, 'chamados', resumoDoChamado(chamado));

/**
 * A ticket's detail: the lists carry only a summary of each ticket, the detail reads it whole. An unread ticket is
 * read through PUT …/leitura, whose answer is the ticket as now read — one request, and no read racing the marker's
 * new version. Every answer also lands in the lists' rows (unread marker, status, last activity).
 */
export const chamadoQuery = (queryClient: QueryClient, id: number, naoLido: boolean) =>
  queryOptions({
    queryKey: chamadosKeys.detalhe(id),
    queryFn: async () => {
      const { chamado } = await (naoLido ? marcarChamadoLido(id) : buscarChamado(id));
      guardarResumo(queryClient, chamado);
      return chamado;
    },
  });

/** A ticket as it now is (a change's answer): in its detail and in every cached list that shows it. */
export function guardarChamado(queryClient: QueryClient, chamado: Chamado) {
  queryClient.setQueryData(chamadosKeys.detalhe(chamado.id), chamado);
  guardarResumo(queryClient, chamado);
}

/**
 * After a status change: the lists of other filters reload when next shown (the ticket may now match
 * them), and when this list filters by status its count comes again from the API, one row's worth.
 */
export async function recontarChamados(queryClient: QueryClient, escopo: EscopoChamados, filtros: FiltrosChamados) {
  await queryClient.invalidateQueries({ queryKey: chamadosKeys.listas, refetchType: 'none' });
  if (filtros.status === undefined) return;
  const { total_filtrado } = await buscarPaginaChamados(escopo, filtros, { limite: 1 });
  queryClient.setQueryData<PaginasChamados>(chamadosKeys.lista(escopo, filtros), (dados) =>
    dados
      ? {
          ...dados,
          pages: dados.pages.map((pagina, indice) => (indice === 0 ? { ...pagina, total_filtrado } : pagina)),
        }
      : dados,
  );
}

type Anexo = Chamado['anexos'][number];

/**
 * Downloads an attachment, the form's or a reply's (both by their `indice`). The route needs the portal token
 * (X-Portal-Authorization), which a plain link cannot send, so the file is fetched with the API client and saved
 * from an object URL.
 */
export async function baixarAnexo(chamado: Chamado, anexo: Anexo): Promise<void> {
  const resposta = await api.send('GET', `/api/support/chamados/${chamado.id}/anexos/${anexo.indice}`, {
    headers: { Accept: '*/*' },
  });
  if (!resposta.ok) throw new ApiError(await messageFrom(resposta, mensagensChamados.erroAnexo), resposta.status);
  saveFile(anexo.nome, await resposta.blob());
}
