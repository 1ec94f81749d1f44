import type { Container, JSONObject } from '@azure/cosmos';
import { alvosPrazo, dadosChamadoSchema, type FiltrosChamados, statusChamadoSchema } from '@portal/shared';
import * as z from 'zod/mini';
import { type CampoProjetado, type Consulta, type PageRequest, typedItems } from '../cosmosItems.ts';
import { createIdempotentWrites, type Impressao } from '../idempotentWrites.ts';
import { createOutboxStore, type OutboxDoc } from '../outbox/outboxRepository.ts';
import { queryFilters } from '../queryFilters.ts';
import { createSequence } from '../sequence.ts';
import { runBatch } from '../transactionalBatch.ts';

const ladoSchema = z.enum(['solicitante', 'suporte']);

/**
 * One side's notice of the other side's replies (issue 32): the outbox record that tells it, when that record goes
 * out, and what it covers — a burst of replies is one e-mail (services/chamados/avisoResposta.ts).
 */
const avisoRespostaSchema = z.object({
  outbox_id: z.string(),
  enviar_em: z.string(),
  respostas: z.number().check(z.int()),
  anexos: z.number().check(z.int()),
  reaberto: z.boolean(),
});
export type AvisoResposta = z.infer<typeof avisoRespostaSchema>;

/**
 * An instant as the API writes it (toISOString). The clocks read these dates: one that did not parse would reach them
 * as NaN, so a document carrying one fails its schema (a list skips it, a read is a stored-data fault).
 */
const instante = z.iso.datetime();

/**
 * A ticket's deadline as stored (issue 36, services/chamados/prazosChamado.ts), rewritten on every change of the
 * ticket: the running clock due first, its urgency (the list's descending sort: 0 when no clock runs), when the next
 * 80 % warning falls due (written while deadlines are off: when the sweep is to recompute it), and the targets
 * already warned of.
 */
const prazoDocSchema = z.object({
  alvo: z.nullable(z.enum(alvosPrazo)),
  vence_em: z.nullable(instante),
  urgencia: z.number(),
  aviso_em: z.nullable(instante),
  avisados: z.array(z.enum(alvosPrazo)),
});
export type PrazoDoc = z.infer<typeof prazoDocSchema>;

/**
 * A support ticket as stored in `chamados` (partition /userId: a franchisee's tickets are one partition),
 * beside its idempotency record and its e-mails' outbox records, so the three are written in one batch.
 * The form's fields sit at the top level, where the list filters query them.
 */
export const chamadoDocSchema = z.extend(dadosChamadoSchema, {
  id: z.string(),
  tipo: z.literal('chamado'),
  userId: z.string(),
  numero: z.number().check(z.int()),
  protocolo: z.string(),
  status: statusChamadoSchema,
  created_at: instante,
  updated_at: z.string(),
  user: z.object({ username: z.string(), email: z.string() }),
  /** The requester's username in lower case, for the admin list's case-insensitive filter. */
  usuario_chave: z.string(),
  /**
   * Blob names in the `chamados` container, in the order they were attached: the form's, then the replies' (each
   * naming its reply), so every file downloads by its place here.
   */
  anexos: z.array(
    z.object({
      blob: z.string(),
      nome: z.string(),
      contentType: z.string(),
      tamanho: z.number(),
      mensagem_id: z.optional(z.string()),
    }),
  ),
  historico_status: z.array(z.object({ status: statusChamadoSchema, por: z.string(), em: instante })),
  // Issue 21: the conversation. Tickets filed before it read as having none, read by both sides.
  mensagens: z._default(
    z.array(
      z.object({
        id: z.string(),
        /** `<user id>:<Idempotency-Key>`: a retried reply is found instead of added twice. */
        chave: z.string(),
        /**
         * The digest of what the reply sent (its text and uploads): the key is bound to it (services/idempotencia.ts).
         * Absent on replies written before keys were bound.
         */
        impressao: z.optional(z.string()),
        autor: z.object({
          userId: z.string(),
          username: z.string(),
          email: z.string(),
          lado: ladoSchema,
        }),
        texto: z.string(),
        em: instante,
      }),
    ),
    [],
  ),
  /** The last reply or status change: the lists' order. */
  ultima_atividade: z.optional(z.string()),
  /** When each side last acted (filed, replied, changed the status) and last opened the ticket: unread markers. */
  atividade_solicitante_em: z.optional(z.string()),
  atividade_suporte_em: z.optional(z.string()),
  lido_solicitante_em: z.optional(z.string()),
  lido_suporte_em: z.optional(z.string()),
  /** Each side's latest reply notice, by the side it goes to. */
  avisos: z.optional(
    z.object({ solicitante: z.optional(avisoRespostaSchema), suporte: z.optional(avisoRespostaSchema) }),
  ),
  /** Absent while deadlines are off, and on tickets filed before them until their next change. */
  prazo: z.optional(prazoDocSchema),
});
export type ChamadoDoc = z.infer<typeof chamadoDocSchema>;

/** The fields of a ticket the lists read as they are. */
const camposDoResumo = {
  id: true,
  numero: true,
  protocolo: true,
  titulo: true,
  formulario: true,
  tipoSolicitacao: true,
  status: true,
  created_at: true,
  updated_at: true,
  user: true,
  ultima_atividade: true,
  atividade_solicitante_em: true,
  atividade_suporte_em: true,
  lido_solicitante_em: true,
  lido_suporte_em: true,
  prazo: true,
} as const;

/**
 * A ticket as the lists read it (issue 32): a projection, never the conversation, the attachments or the form's long
 * texts, so a page stays small however long its tickets' conversations grow (Cosmos DB ends a query page at 4 MB).
 * Tickets filed before the conversation have no `mensagens`: no count and no last side come back for them.
 */
export const resumoDocSchema = z.extend(z.pick(chamadoDocSchema, camposDoResumo), {
  respostas: z._default(z.number().check(z.int()), 0),
  /** The last reply's side, as a list of at most one (ARRAY_SLICE of the sides). */
  ultimo_lado: z._default(z.array(ladoSchema).check(z.maxLength(1)), []),
});
export type ResumoDoc = z.infer<typeof resumoDocSchema>;

const camposResumo: CampoProjetado[] = [
  ...Object.keys(camposDoResumo),
  { nome: 'respostas', expressao: 'ARRAY_LENGTH(c.mensagens)' },
  // The sides alone (a few bytes each), of which only the last comes back.
  { nome: 'ultimo_lado', expressao: 'ARRAY_SLICE(ARRAY(SELECT VALUE m.autor.lado FROM m IN c.mensagens), -1)' },
];

/** Whose tickets: one user's (a single-partition query), or everyone's (the admin list). */
export interface EscopoChamados {
  userId?: string;
}

/**
 * The list filters as a query, latest activity first. One sort property only: Cosmos serves a single-property
 * ORDER BY from its range index whatever the equality filters, so no composite index per filter mix.
 */
function consultaDosFiltros(
  filtros: FiltrosChamados,
  { userId }: EscopoChamados,
  /** Issue 36: what "late" is measured against. */
  agora: Date,
): Consulta {
  const query = queryFilters();
  if (filtros.protocolo) query.where('CONTAINS(c.id, @protocolo)', '@protocolo', filtros.protocolo);
  if (filtros.usuario && userId === undefined) {
    query.where('CONTAINS(c.usuario_chave, @usuario)', '@usuario', filtros.usuario.toLowerCase());
  }
  if (filtros.status) query.where('c.status = @status', '@status', filtros.status);
  if (filtros.formulario) query.where('c.formulario = @formulario', '@formulario', filtros.formulario);
  if (filtros.tipoSolicitacao) {
    query.where('c.tipoSolicitacao = @tipoSolicitacao', '@tipoSolicitacao', filtros.tipoSolicitacao);
  }
  if (filtros.atrasados) query.where('c.prazo.vence_em <= @agora', '@agora', agora.toISOString());
  // Tickets filed before `ultima_atividade` (or `prazo`) existed lack it and come last (ORDER BY keeps undefined
  // values lowest); by deadline, the most urgent first, descending like the default so that holds too.
  const orderBy = filtros.ordem === 'prazo' ? 'c.prazo.urgencia DESC' : 'c.ultima_atividade DESC';
  return query.period(filtros.de, filtros.ate).build({ partitionKey: userId, orderBy });
}

export function createChamadosRepository(container: Container) {
  const chamados = typedItems(container, chamadoDocSchema, { tipo: 'chamado' });
  const writes = createIdempotentWrites(container, chamados, 'chamadoId');
  const outbox = createOutboxStore(container);

  return {
    /** Tickets are numbered from 1001 (protocol CH-1001). */
    nextNumber: createSequence(container, 'sequencia-chamados', 1001),

    /** A user's ticket, with the version it was read at. */
    get: (userId: string, id: string) => chamados.read(id, userId),
    /** Any user's ticket (admin screens): a cross-partition lookup by id. */
    find: async (id: string) =>
      (await chamados.findVersioned({ where: 'c.id = @id', parameters: [{ name: '@id', value: id }] }))[0] ?? null,

    /** The ticket already filed with this idempotency key, if any. */
    findByIdempotencyKey: writes.findByIdempotencyKey,

    /**
     * Writes the ticket, its idempotency record and its e-mails in one batch. Throws ConcurrencyConflict
     * when the key was used meanwhile (a concurrent retry won).
     */
    create: (chamado: ChamadoDoc, chave: { key: string; impressao: Impressao }, emails: OutboxDoc[]) =>
      writes.create(chamado, chave, emails, `ticket ${chamado.protocolo}`),

    /** Writes a changed ticket (only at the version read) and its e-mail in one batch. */
    replace: (chamado: ChamadoDoc, etag: string, email: OutboxDoc) =>
      writes.replace(chamado, etag, email, `ticket ${chamado.protocolo} change`),

    /** Writes a changed ticket that e-mails nobody (a read marker), only at the version read. */
    update: (chamado: ChamadoDoc, etag: string) => chamados.replace(chamado, etag, chamado.userId),

    /** A reply notice's outbox record, with its version (null once gone). */
    aviso: (userId: string, outboxId: string) => outbox.read(userId, outboxId),

    /**
     * Writes a replied ticket and its notice in one batch, the ticket only at the version read: the notice is a new
     * outbox record, or (`etag`) the one still waiting, rewritten only at the version read — a sender that took it
     * meanwhile makes the batch a ConcurrencyConflict, as another reply does.
     */
    async responder(chamado: ChamadoDoc, etag: string, aviso: { doc: OutboxDoc; etag?: string }) {
      const results = await runBatch(
        container,
        chamado.userId,
        [
          // The ticket first: if its version is stale the batch stops there (on the stand-in too).
          {
            operationType: 'Replace',
            id: chamado.id,
            partitionKey: chamado.userId,
            ifMatch: etag,
            resourceBody: chamado as unknown as JSONObject,
          },
          aviso.etag === undefined ? outbox.createOperation(aviso.doc) : outbox.replaceOperation(aviso.doc, aviso.etag),
        ],
        `ticket ${chamado.protocolo} reply`,
      );
      return { doc: chamado, etag: results[0]?.eTag ?? '' };
    },

    /** A page of a list: each ticket's summary (a projection), not the ticket. */
    list: (filtros: FiltrosChamados, escopo: EscopoChamados, agora: Date, pagina: PageRequest) =>
      chamados.selectPage(consultaDosFiltros(filtros, escopo, agora), pagina, {
        campos: camposResumo,
        esquema: resumoDocSchema,
      }),
    countMatching: (filtros: FiltrosChamados, escopo: EscopoChamados, agora: Date) =>
      chamados.count(consultaDosFiltros(filtros, escopo, agora)),

    /** Tickets whose next 80 % deadline warning fell due by `agora` (issue 36's sweep), a batch at a time. */
    avisosDePrazoDevidos: (agora: Date, quantos: number) =>
      chamados.findVersioned({
        where: 'c.prazo.aviso_em <= @agora',
        parameters: [{ name: '@agora', value: agora.toISOString() }],
        orderBy: 'c.prazo.aviso_em ASC',
        top: quantos,
      }),

    /** Late tickets and those due within `ate` (the dashboard), counted. */
    contarPrazos: async (agora: Date, ate: Date) => {
      const contar = (where: string, ...valores: [string, string][]) =>
        chamados.count({ where, parameters: valores.map(([name, value]) => ({ name, value })) });
      const [atrasados, vencendo] = await Promise.all([
        contar('c.prazo.vence_em <= @agora', ['@agora', agora.toISOString()]),
        contar(
          'c.prazo.vence_em > @agora AND c.prazo.vence_em <= @ate',
          ['@agora', agora.toISOString()],
          ['@ate', ate.toISOString()],
        ),
      ]);
      return { atrasados, vencendo };
    },
  };
}
export type ChamadosRepository = ReturnType<typeof createChamadosRepository>;
