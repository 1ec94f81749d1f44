import * as z from 'zod/mini';
import { daySchema } from '../format/dates.ts';
import { mensagensPrazos } from '../mensagens/prazos.ts';
import { chamadoSchema, formulariosChamado, statusChamadoSchema, tiposSolicitacao } from './chamado.ts';
import { continuacaoSchema, limiteSchema, opcional, periodoValido } from './consulta.ts';

/** A protocol as typed in a filter: 'CH-1001', 'ch1001' or just the number. */
const protocoloFiltroSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((valor) => valor.replace(/^ch-?/i, '')),
  ),
  z.string().check(z.regex(/^\d{1,12}$/, 'Informe o protocolo (CH-1001) ou só os números.')),
);

/**
 * The ticket lists' filters, in the orders' style: protocol substring, requester substring
 * (case-insensitive; admin list only), status, form type, request type and whole São Paulo days.
 */
export const filtrosChamadosSchema = z
  .object({
    protocolo: opcional(protocoloFiltroSchema),
    usuario: opcional(z.string().check(z.trim(), z.maxLength(100))),
    status: opcional(statusChamadoSchema),
    formulario: opcional(z.enum(formulariosChamado, { error: 'Tipo de formulário inválido.' })),
    tipoSolicitacao: opcional(z.enum(tiposSolicitacao, { error: 'Tipo de solicitação inválido.' })),
    de: opcional(daySchema),
    ate: opcional(daySchema),
    /** Issue 36: only tickets past a running deadline ('1'). */
    atrasados: opcional(z.literal('1', { error: mensagensPrazos.filtroAtrasados })),
    /** Issue 36: 'prazo' sorts by the deadline due first (tickets with no running clock after); latest activity else. */
    ordem: opcional(z.literal('prazo', { error: mensagensPrazos.ordemInvalida })),
  })
  .check(
    z.refine(periodoValido, { message: 'A data inicial deve ser anterior ou igual à data final.', path: ['ate'] }),
  );
export type FiltrosChamados = z.infer<typeof filtrosChamadosSchema>;

/** GET /api/support/meus-chamados and GET /api/admin/chamados. */
export const listaChamadosQuerySchema = z.object({
  filtros: filtrosChamadosSchema,
  limite: limiteSchema(100, 50),
  continuacao: continuacaoSchema,
});

/**
 * A ticket as the lists show it (issue 32): its list fields and a summary of its conversation — how many replies, who
 * wrote the last, unread by the caller's side, the last activity — never the conversation itself, which only the
 * detail (GET /api/support/chamados/{id}) returns.
 */
export const resumoChamadoSchema = z.extend(
  z.pick(chamadoSchema, {
    id: true,
    protocolo: true,
    titulo: true,
    formulario: true,
    tipoSolicitacao: true,
    status: true,
    created_at: true,
    user: true,
    ultima_atividade: true,
    nao_lido: true,
    prazo: true,
  }),
  {
    respostas: z.number().check(z.int()),
    /** The side of the last reply; null while there is none. */
    ultimo_lado: z.nullable(z.enum(['solicitante', 'suporte'])),
  },
);
export type ResumoChamado = z.infer<typeof resumoChamadoSchema>;

/** A page of tickets, newest first; the first page also counts how many match. */
export const listaChamadosResponseSchema = z.object({
  chamados: z.array(resumoChamadoSchema),
  continuacao: z.nullable(z.string()),
  total_filtrado: z.optional(z.number().check(z.int())),
  /**
   * Issue 36: deadlines are on — the status 'Aguardando franqueado' is offered, and on the admin list the deadline
   * column and controls show.
   */
  prazos_ativos: z.optional(z.boolean()),
});
export type ListaChamadosResponse = z.infer<typeof listaChamadosResponseSchema>;
