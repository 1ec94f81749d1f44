import * as z from 'zod/mini';
import {
  atualizarStatusPedidoSchema,
  emTransporte,
  type ResumoStatus,
  statusExibidos,
} from '../domain/statusPedido.ts';
import { daySchema } from '../format/dates.ts';
import { mensagensPedidos, mensagensRastreio } from '../mensagens/pedidos.ts';
import { addIssue } from './addIssue.ts';
import { carrinhoResponseSchema } from './carrinho.ts';
import { continuacaoSchema, limiteSchema, opcional, periodoValido } from './consulta.ts';
import { itemPedidoSchema, pedidoSchema, rastreioInformadoSchema } from './pedido.ts';

/**
 * The filters of both order lists (spec section 2): order number substring, client name substring
 * (case-insensitive; admin list only), displayed status ('Em Transporte' matches 'Em Preparação' too) and
 * whole days in America/Sao_Paulo, both inclusive.
 */
export const filtrosPedidosSchema = z
  .object({
    id: opcional(
      z.pipe(
        z.pipe(
          z.string().check(z.trim()),
          z.transform((valor) => valor.replace(/^#/, '')),
        ),
        z.string().check(z.regex(/^\d{1,12}$/, mensagensPedidos.numeroInvalido)),
      ),
    ),
    cliente: opcional(z.string().check(z.trim(), z.maxLength(100))),
    /** Beyond the spec (issue 36; admin list only): the orders of one franchise unit. */
    unidade: opcional(z.uuid(mensagensPedidos.unidadeNaoEncontrada)),
    status: opcional(z.enum(statusExibidos, { error: 'Status do filtro inválido.' })),
    de: opcional(daySchema),
    ate: opcional(daySchema),
  })
  .check(
    z.refine(periodoValido, {
      message: mensagensPedidos.periodoInvalido,
      path: ['ate'],
    }),
  );
export type FiltrosPedidos = z.infer<typeof filtrosPedidosSchema>;

/** Largest page of the order lists. */
export const maximoPorPagina = 100;

/** GET /api/pedidos/meus-pedidos and GET /api/admin/pedidos: filters plus paging (continuation tokens). */
export const listaPedidosQuerySchema = z.object({
  filtros: filtrosPedidosSchema,
  limite: limiteSchema(maximoPorPagina, 50),
  continuacao: continuacaoSchema,
});

/**
 * An order as the export sends it (GET /api/admin/exportacao-pedidos, one per line): what the workbook writes (spec
 * section 9) and "select all" takes (the id), nothing more — no version, timeline, product ids or pictures, which
 * were two fifths of each line.
 */
export const pedidoExportacaoSchema = z.extend(
  z.omit(pedidoSchema, { versao: true, historico: true, logo_extra: true, itens: true, acima_da_verba: true }),
  {
    logo_extra: z.nullable(z.object({ produtos: z.string() })),
    itens: z.array(z.omit(itemPedidoSchema, { produto_id: true })),
  },
);
export type PedidoExportacao = z.infer<typeof pedidoExportacaoSchema>;

/**
 * The last line of the export (GET /api/admin/exportacao-pedidos, one order per line before it): a stream cut short
 * has none, so the client never takes part of the orders for all of them.
 */
export const fimExportacaoSchema = z.object({
  fim: z.literal(true),
  quantidade: z.number().check(z.int(), z.nonnegative()),
});
export type FimExportacao = z.infer<typeof fimExportacaoSchema>;

export const resumoStatusSchema = z.object({
  total: z.number().check(z.int()),
  pendentes: z.number().check(z.int()),
  aprovados: z.number().check(z.int()),
  emTransporte: z.number().check(z.int()),
  entregues: z.number().check(z.int()),
  cancelados: z.number().check(z.int()),
}) satisfies z.ZodMiniType<ResumoStatus>;

/**
 * A page of orders (the spec's `pedidos`, each with its items and client) and the token of the next page.
 * The first page (no `continuacao` asked) also brings how many orders match the filters and the stat
 * cards over all orders of the list — counted on the server, never by downloading them.
 */
export const listaPedidosResponseSchema = z.object({
  pedidos: z.array(pedidoSchema),
  continuacao: z.nullable(z.string()),
  total_filtrado: z.optional(z.number().check(z.int())),
  resumo: z.optional(resumoStatusSchema),
});
export type ListaPedidosResponse = z.infer<typeof listaPedidosResponseSchema>;

/** GET /api/pedidos/{id}, GET /api/admin/pedidos/{id}. */
export const pedidoResponseSchema = z.object({ pedido: pedidoSchema });

/** PUT /api/admin/pedidos/{id}/status answers with the order as it now is. */
export const statusAtualizadoResponseSchema = z.object({ message: z.string(), pedido: pedidoSchema });

/** How many orders one bulk change may move. */
export const maximoPorLote = 500;

/**
 * POST /api/admin/pedidos/status-em-lote: several orders to one status, with the single change's rules; going to
 * 'Em Transporte', a carrier and tracking code per order (`rastreios`, issue 21), each for one of the selected orders.
 */
export const statusEmLoteRequestSchema = z.pipe(
  z.object({
    ids: z
      .array(z.number().check(z.int(), z.positive()), { error: mensagensPedidos.loteVazio })
      .check(
        z.minLength(1, mensagensPedidos.loteVazio),
        z.maxLength(maximoPorLote, mensagensPedidos.loteGrande(maximoPorLote)),
      ),
    status: z.optional(z.unknown()),
    motivo_cancelamento: z.optional(z.unknown()),
    rastreios: z._default(
      z
        .array(z.object({ id: z.number().check(z.int(), z.positive()), rastreio: rastreioInformadoSchema }))
        .check(z.maxLength(maximoPorLote, mensagensPedidos.loteGrande(maximoPorLote))),
      [],
    ),
  }),
  z.transform(({ ids, status, motivo_cancelamento, rastreios }, context) => {
    const mudanca = atualizarStatusPedidoSchema.safeParse({ status, motivo_cancelamento });
    if (!mudanca.success) {
      for (const issue of mudanca.error.issues) addIssue(context, issue);
      return z.NEVER;
    }
    const recusa =
      rastreios.length > 0 && !emTransporte(mudanca.data.status)
        ? mensagensRastreio.soEmTransporte
        : rastreios.some(({ id }) => !ids.includes(id))
          ? mensagensRastreio.foraDoLote
          : new Set(rastreios.map(({ id }) => id)).size < rastreios.length
            ? mensagensRastreio.repetido
            : null;
    if (recusa) {
      addIssue(context, { code: 'custom', message: recusa, path: ['rastreios'] });
      return z.NEVER;
    }
    return { ids, ...mudanca.data, rastreios: new Map(rastreios.map(({ id, rastreio }) => [id, rastreio])) };
  }),
);

/** Each order's outcome, so the summary can name any order that could not move and why. */
export const statusEmLoteResponseSchema = z.object({
  message: z.string(),
  resultados: z.array(
    z.object({
      id: z.number().check(z.int()),
      ok: z.boolean(),
      message: z.optional(z.string()),
      pedido: z.optional(pedidoSchema),
    }),
  ),
});
export type StatusEmLoteResponse = z.infer<typeof statusEmLoteResponseSchema>;

/** POST /api/pedidos/{id}/pedir-novamente: the order's items back in the cart at today's prices. */
export const pedirNovamenteResponseSchema = z.object({
  message: z.string(),
  carrinho: carrinhoResponseSchema,
  /** Names of the products that are no longer available (left out). */
  indisponiveis: z.array(z.string()),
});

/**
 * The admin order list's unit filter (issue 36): each unit's id and name, read from GET /api/admin/unidades (which
 * answers more; the filter keeps what it shows).
 */
export const unidadesDoFiltroSchema = z.object({ unidades: z.array(z.object({ id: z.string(), nome: z.string() })) });
