import * as z from 'zod';
import { temCaracterForaDoTexto } from '../domain/cabecalhoEmail.ts';
import { maximoTextoResposta } from '../domain/chamados.ts';
import { maximoAnexosPorCampo } from '../domain/limitesValores.ts';
import { semRepetidos } from '../domain/uploads.ts';
import { daySchema } from '../format/dates.ts';
import { mensagensConversa } from '../mensagens/chamados.ts';
import { mensagensTexto } from '../mensagens/texto.ts';
import { mensagensUpload } from '../mensagens/uploads.ts';
import { dadosChamadoSchema, formulariosChamado, statusChamadoSchema, tiposSolicitacao } from './chamado.ts';
import { continuacaoSchema, limiteSchema, opcional, periodoValido } from './consulta.ts';

/** One attachment as listed: downloaded through the API (`GET /api/support/chamados/{id}/anexos/{indice}`). */
export const anexoChamadoSchema = z.object({
  indice: z.number().int(),
  nome: z.string(),
  tamanho: z.number().int(),
  contentType: z.string(),
});

/** A reply in a ticket's conversation (issue 21); its attachments download by their `indice` as the form's do. */
export const mensagemChamadoSchema = z.object({
  id: z.string(),
  autor: z.object({ username: z.string(), lado: z.enum(['solicitante', 'suporte']) }),
  texto: z.string(),
  anexos: z.array(anexoChamadoSchema),
  em: z.string(),
});
export type MensagemChamado = z.infer<typeof mensagemChamadoSchema>;

/**
 * A ticket as the API returns it: the form's fields, who filed it, its protocol, status and history, and (issue
 * 21) its replies, its last activity and whether the caller's side has not read it since.
 */
export const chamadoSchema = dadosChamadoSchema.extend({
  id: z.number().int(),
  protocolo: z.string(),
  status: statusChamadoSchema,
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({ username: z.string(), email: z.string() }),
  anexos: z.array(anexoChamadoSchema),
  historico_status: z.array(z.object({ status: statusChamadoSchema, por: z.string(), em: z.string() })),
  /** The version read (ETag): sent back as If-Match by a status change. */
  versao: z.string(),
  mensagens: z.array(mensagemChamadoSchema).default([]),
  /** The last reply or status change (the lists' order). */
  ultima_atividade: z.string(),
  /**
   * Unread by the caller's side: for the requester, support replied or changed the status since they last opened it;
   * for the support team, the requester filed or replied since an admin last opened it.
   */
  nao_lido: z.boolean().default(false),
});
export type Chamado = z.infer<typeof chamadoSchema>;

/** POST /api/support/contact (201, or 200 when the Idempotency-Key had already filed it). */
export const chamadoCriadoResponseSchema = z.object({ message: z.string(), chamado: chamadoSchema });
export type ChamadoCriado = z.infer<typeof chamadoCriadoResponseSchema>;

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
});
export type ListaChamadosResponse = z.infer<typeof listaChamadosResponseSchema>;

/**
 * POST /api/support/chamados/{id}/mensagens (Idempotency-Key): a reply by the requester or an admin, with files
 * uploaded beforehand through POST /api/uploads ('anexo-chamado').
 */
export const respostaChamadoSchema = z.object({
  texto: z
    .string({ error: mensagensConversa.textoObrigatorio })
    .trim()
    .min(1, mensagensConversa.textoObrigatorio)
    .max(maximoTextoResposta, mensagensConversa.textoLongo(maximoTextoResposta))
    .refine((texto) => !temCaracterForaDoTexto(texto), mensagensTexto.controle),
  anexo_upload_ids: z
    .array(z.uuid(mensagensUpload.anexoNaoEncontrado))
    .max(maximoAnexosPorCampo, {
      error: (issue) => mensagensUpload.anexosDemais(Array.isArray(issue.input) ? issue.input.length : 0),
    })
    .refine(semRepetidos, mensagensUpload.repetido)
    .default([]),
});
export type RespostaChamado = z.infer<typeof respostaChamadoSchema>;

/** PUT /api/admin/chamados/{id}/status (with If-Match: the version the admin saw). */
export const atualizarStatusChamadoSchema = z.object({ status: statusChamadoSchema });

/** The ticket as it now is. */
export const chamadoAtualizadoResponseSchema = z.object({ message: z.string(), chamado: chamadoSchema });
