import type { Container } from '@azure/cosmos';
import { dadosChamadoSchema, type FiltrosChamados, statusChamadoSchema } from '@portal/shared';
import * as z from 'zod';
import { type Consulta, type PaginaConsulta, typedItems } from '../cosmosItems.ts';
import { createEscritaComEmails, type Impressao } from '../escritaComEmails.ts';
import { filtrosConsulta } from '../filtrosConsulta.ts';
import type { OutboxDoc } from '../outbox/outboxRepository.ts';
import { createSequence } from '../sequence.ts';

/**
 * A support ticket as stored in `chamados` (partition /userId: a franchisee's tickets are one partition),
 * beside its idempotency record and its e-mails' outbox records, so the three are written in one batch.
 * The form's fields sit at the top level, where the list filters query them.
 */
export const chamadoDocSchema = dadosChamadoSchema.extend({
  id: z.string(),
  tipo: z.literal('chamado'),
  userId: z.string(),
  numero: z.number().int(),
  protocolo: z.string(),
  status: statusChamadoSchema,
  created_at: z.string(),
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
      mensagem_id: z.string().optional(),
    }),
  ),
  historico_status: z.array(z.object({ status: statusChamadoSchema, por: z.string(), em: z.string() })),
  // Issue 21: the conversation. Tickets filed before it read as having none, read by both sides.
  mensagens: z
    .array(
      z.object({
        id: z.string(),
        /** `<user id>:<Idempotency-Key>`: a retried reply is found instead of added twice. */
        chave: z.string(),
        autor: z.object({
          userId: z.string(),
          username: z.string(),
          email: z.string(),
          lado: z.enum(['solicitante', 'suporte']),
        }),
        texto: z.string(),
        em: z.string(),
      }),
    )
    .default([]),
  /** The last reply or status change: the lists' order. */
  ultima_atividade: z.string().optional(),
  /** When each side last acted (filed, replied, changed the status) and last opened the ticket: unread markers. */
  atividade_solicitante_em: z.string().optional(),
  atividade_suporte_em: z.string().optional(),
  lido_solicitante_em: z.string().optional(),
  lido_suporte_em: z.string().optional(),
});
export type ChamadoDoc = z.infer<typeof chamadoDocSchema>;

/** Whose tickets: one user's (a single-partition query), or everyone's (the admin list). */
export interface EscopoChamados {
  userId?: string;
}

/**
 * The list filters as a query, latest activity first. One sort property only: Cosmos serves a single-property
 * ORDER BY from its range index whatever the equality filters, so no composite index per filter mix.
 */
function consultaDosFiltros(filtros: FiltrosChamados, { userId }: EscopoChamados): Consulta {
  const consulta = filtrosConsulta();
  if (filtros.protocolo) consulta.filtro('CONTAINS(c.id, @protocolo)', '@protocolo', filtros.protocolo);
  if (filtros.usuario && userId === undefined) {
    consulta.filtro('CONTAINS(c.usuario_chave, @usuario)', '@usuario', filtros.usuario.toLowerCase());
  }
  if (filtros.status) consulta.filtro('c.status = @status', '@status', filtros.status);
  if (filtros.formulario) consulta.filtro('c.formulario = @formulario', '@formulario', filtros.formulario);
  if (filtros.tipoSolicitacao) {
    consulta.filtro('c.tipoSolicitacao = @tipoSolicitacao', '@tipoSolicitacao', filtros.tipoSolicitacao);
  }
  // Tickets filed before `ultima_atividade` existed lack it and come last (ORDER BY keeps undefined values lowest).
  return consulta
    .periodo(filtros.de, filtros.ate)
    .consulta({ partitionKey: userId, orderBy: 'c.ultima_atividade DESC' });
}

export function createChamadosRepository(container: Container) {
  const chamados = typedItems(container, chamadoDocSchema, { tipo: 'chamado' });
  const escrita = createEscritaComEmails(container, chamados, 'chamadoId');

  return {
    /** Tickets are numbered from 1001 (protocol CH-1001). */
    nextNumber: createSequence(container, 'sequencia-chamados', 1001),

    /** A user's ticket, with the version it was read at. */
    get: (userId: string, id: string) => chamados.read(id, userId),
    /** Any user's ticket (admin screens): a cross-partition lookup by id. */
    find: async (id: string) =>
      (await chamados.findVersioned({ where: 'c.id = @id', parameters: [{ name: '@id', value: id }] }))[0] ?? null,

    /** The ticket already filed with this idempotency key, if any. */
    findByIdempotencyKey: escrita.findByIdempotencyKey,

    /**
     * Writes the ticket, its idempotency record and its e-mails in one batch. Throws ConcurrencyConflict
     * when the key was used meanwhile (a concurrent retry won).
     */
    create: (chamado: ChamadoDoc, chave: { key: string; impressao: Impressao }, emails: OutboxDoc[]) =>
      escrita.create(chamado, chave, emails, `ticket ${chamado.protocolo}`),

    /** Writes a changed ticket (only at the version read) and its e-mail in one batch. */
    replace: (chamado: ChamadoDoc, etag: string, email: OutboxDoc) =>
      escrita.replace(chamado, etag, email, `ticket ${chamado.protocolo} change`),

    /** Writes a changed ticket that e-mails nobody (a read marker), only at the version read. */
    update: (chamado: ChamadoDoc, etag: string) => chamados.replace(chamado, etag, chamado.userId),

    list: (filtros: FiltrosChamados, escopo: EscopoChamados, pagina: PaginaConsulta) =>
      chamados.page(consultaDosFiltros(filtros, escopo), pagina),
    countMatching: (filtros: FiltrosChamados, escopo: EscopoChamados) =>
      chamados.count(consultaDosFiltros(filtros, escopo)),
  };
}
export type ChamadosRepository = ReturnType<typeof createChamadosRepository>;
