import * as z from 'zod/mini';
import { daySchema } from '../format/dates.ts';
import { mensagensLogs } from '../mensagens/logs.ts';
import { continuacaoSchema, limiteSchema, opcional, periodoValido } from './consulta.ts';

/** Spec section 3: the activity log's types. */
export const tipoLogSchema = z.enum(['Pedido', 'Produto', 'Usuario', 'Sistema']);
export type TipoLog = z.infer<typeof tipoLogSchema>;

/**
 * An activity log entry as the API returns it (GET /api/admin/logs): the spec's fields, and who by id and e-mail
 * (null for the system's entries), since two users may show the same name.
 */
export const logSchema = z.object({
  id: z.string(),
  tipo: tipoLogSchema,
  acao: z.string(),
  usuario: z.string(),
  usuario_id: z.nullable(z.string()),
  usuario_email: z.nullable(z.string()),
  detalhes: z.string(),
  created_at: z.string(),
});
export type Log = z.infer<typeof logSchema>;

/**
 * The log filters (spec section 2): type, action text (case-insensitive), the user — by id, picked from the users
 * list, where the spec has a text (a name may be shared: issue 19) — and whole São Paulo days.
 */
export const filtrosLogsSchema = z
  .object({
    tipo: opcional(z.enum(tipoLogSchema.options, { error: 'Tipo de log inválido.' })),
    acao: opcional(z.string().check(z.trim(), z.maxLength(100))),
    /** One user, by id (picked from the users list): names are not unique. */
    usuarioId: opcional(z.string().check(z.trim(), z.maxLength(200))),
    de: opcional(daySchema),
    ate: opcional(daySchema),
  })
  .check(z.refine(periodoValido, { message: mensagensLogs.periodoInvalido, path: ['ate'] }));
export type FiltrosLogs = z.infer<typeof filtrosLogsSchema>;

export const maximoLogsPorPagina = 200;

/** GET /api/admin/logs: filters plus paging (continuation tokens). */
export const listaLogsQuerySchema = z.object({
  filtros: filtrosLogsSchema,
  limite: limiteSchema(maximoLogsPorPagina, 50),
  continuacao: continuacaoSchema,
});

export const resumoLogsSchema = z.object({
  total: z.number().check(z.int()),
  pedidos: z.number().check(z.int()),
  produtos: z.number().check(z.int()),
  usuarios: z.number().check(z.int()),
  sistema: z.number().check(z.int()),
});
export type ResumoLogs = z.infer<typeof resumoLogsSchema>;

/**
 * A page of logs, newest first (spec: `logs`), and the token of the next page. The first page also brings
 * how many match the filters and the stat cards over every log — counted on the server.
 */
export const listaLogsResponseSchema = z.object({
  logs: z.array(logSchema),
  continuacao: z.nullable(z.string()),
  total_filtrado: z.optional(z.number().check(z.int())),
  resumo: z.optional(resumoLogsSchema),
});
export type ListaLogsResponse = z.infer<typeof listaLogsResponseSchema>;

/** Spec section 9: the log action icons. */
export type IconeAcao = 'criar' | 'editar' | 'excluir' | 'finalizar' | 'cancelar' | 'login' | 'logout' | 'padrao';

const iconesPorPalavra: [RegExp, IconeAcao][] = [
  [/logout|saiu/i, 'logout'],
  [/login/i, 'login'],
  [/cancel/i, 'cancelar'],
  [/finaliz|entreg/i, 'finalizar'],
  [/exclu|delet|remov/i, 'excluir'],
  [/cri(ad|a)|novo|cadastr/i, 'criar'],
  [/alter|atualiz|edit|verific|ativ/i, 'editar'],
];

/** The icon of an action, by its words ('Pedido criado' → criar; 'Logout' → logout); others the default. */
export function iconeDaAcao(acao: string): IconeAcao {
  return iconesPorPalavra.find(([palavra]) => palavra.test(acao))?.[1] ?? 'padrao';
}

/** Spec section 9: type colours — order green, product blue, user yellow, other grey. */
export type TomLog = 'pedido' | 'produto' | 'usuario' | 'neutro';
export function tomDoTipoLog(tipo: string): TomLog {
  return tipo === 'Pedido' ? 'pedido' : tipo === 'Produto' ? 'produto' : tipo === 'Usuario' ? 'usuario' : 'neutro';
}
