import * as z from 'zod';
import { daySchema } from '../format/dates.ts';
import { mensagensPrazos } from '../mensagens/prazos.ts';
import { chamadoSchema, formulariosChamado, statusChamadoSchema, tiposSolicitacao } from './chamado.ts';
import { continuacaoSchema, limiteSchema, opcional, periodoValido } from './consulta.ts';

/** A protocol as typed in a filter: 'CH-1001', 'ch1001' or just the number. */
const protocoloFiltroSchema = z
  .string()
  .trim()
  .transform((valor) => valor.replace(/^ch-?/i, ''))
  .pipe(z.string().regex(/^\d{1,12}$/, 'Informe o protocolo (CH-1001) ou só os números.'));

/**
 * The ticket lists' filters, in the orders' style: protocol substring, requester substring
 * (case-insensitive; admin list only), status, form type, request type and whole São Paulo days.
 */
export const filtrosChamadosSchema = z
  .object({
    protocolo: opcional(protocoloFiltroSchema),
    usuario: opcional(z.string().trim().max(100)),
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
  .refine(periodoValido, { message: 'A data inicial deve ser anterior ou igual à data final.', path: ['ate'] });
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
export const resumoChamadoSchema = chamadoSchema
  .pick({
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
  })
  .extend({
    respostas: z.number().int(),
    /** The side of the last reply; null while there is none. */
    ultimo_lado: z.enum(['solicitante', 'suporte']).nullable(),
  });
export type ResumoChamado = z.infer<typeof resumoChamadoSchema>;

/** A page of tickets, newest first; the first page also counts how many match. */
export const listaChamadosResponseSchema = z.object({
  chamados: z.array(resumoChamadoSchema),
  continuacao: z.string().nullable(),
  total_filtrado: z.number().int().optional(),
  /**
   * Issue 36: deadlines are on — the status 'Aguardando franqueado' is offered, and on the admin list the deadline
   * column and controls show.
   */
  prazos_ativos: z.boolean().optional(),
});
export type ListaChamadosResponse = z.infer<typeof listaChamadosResponseSchema>;
