import type { Container, JSONObject, OperationInput } from '@azure/cosmos';
import * as z from 'zod/mini';
import { typedItems } from '../cosmosItems.ts';

/**
 * An e-mail waiting to be sent, stored beside what it is about (an order, a ticket…) in that item's
 * container and partition, so the item and its e-mail are written in one transactional batch. Mail that
 * belongs to no such write goes to the `outbox` container. The id is the ACS operation id.
 */
export const outboxDocSchema = z.object({
  id: z.uuid(),
  tipo: z.literal('outbox'),
  /** The partition: the user the message belongs to. */
  userId: z.string(),
  /** What the e-mail is about, for the logs and the admin's report: `{ tipo: 'pedido', id: '1001' }`. */
  origem: z.object({ tipo: z.string(), id: z.string() }),
  email: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  /** `enviando` is a lease: one sender owns the record until `lease_ate`. */
  status: z.enum(['pendente', 'enviando', 'enviado', 'falhou']),
  tentativas: z.number().check(z.int()),
  proxima_tentativa: z.string(),
  lease_ate: z.nullable(z.string()),
  ultimo_erro: z.nullable(z.string()),
  created_at: z.string(),
  enviado_em: z.nullable(z.string()),
  /** `alta` goes out before the rest (sign-in codes); records written before priorities existed are `normal`. */
  prioridade: z.optional(z.enum(['alta', 'normal'])),
  /**
   * Worth nothing after then (a sign-in code): never sent later, and deleted rather than kept once sent, so the
   * secret it carries does not stay in the database.
   */
  expira_em: z.optional(z.string()),
});
export type OutboxDoc = z.infer<typeof outboxDocSchema>;

/** What the timer reads of each record not yet sent: enough to tell it due, waiting or given up. */
const situacaoSchema = z.pick(outboxDocSchema, {
  id: true,
  userId: true,
  status: true,
  tentativas: true,
  proxima_tentativa: true,
  lease_ate: true,
  created_at: true,
  prioridade: true,
});
export type SituacaoOutbox = z.infer<typeof situacaoSchema>;

/** The outbox records of one container (partition key /userId). */
export function createOutboxStore(container: Container) {
  const items = typedItems(container, outboxDocSchema, { tipo: 'outbox' });
  return {
    read: (userId: string, id: string) => items.read(id, userId),
    remove: (doc: OutboxDoc) => items.remove(doc.id, doc.userId),
    create: items.create,
    replace: (doc: OutboxDoc, etag: string) => items.replace(doc, etag, doc.userId),
    /** The record as one operation of the caller's transactional batch. */
    createOperation: (doc: OutboxDoc): OperationInput => ({
      operationType: 'Create',
      resourceBody: doc as unknown as JSONObject,
    }),
    /** The record rewritten in the caller's batch, only if it is still at the version read. */
    replaceOperation: (doc: OutboxDoc, etag: string): OperationInput => ({
      operationType: 'Replace',
      id: doc.id,
      partitionKey: doc.userId,
      ifMatch: etag,
      resourceBody: doc as unknown as JSONObject,
    }),
    /** A user's records about one subject still waiting for a sender (not leased, not sent): one partition. */
    aguardando: (userId: string, origem: OutboxDoc['origem']) =>
      items.find({
        where: "c.status = 'pendente' AND c.origem.tipo = @tipo AND c.origem.id = @id",
        parameters: [
          { name: '@tipo', value: origem.tipo },
          { name: '@id', value: origem.id },
        ],
        partitionKey: userId,
      }),
    /**
     * Every record not sent yet — pending, leased or given up — in one query: the sweep and the backlog line
     * both read it, so the timer asks each container once a minute.
     */
    naoEnviados: () =>
      items.select({ where: "c.status != 'enviado'" }, Object.keys(situacaoSchema.shape), situacaoSchema),
  };
}
export type OutboxStore = ReturnType<typeof createOutboxStore>;

/**
 * The e-mail service's pause, one document for every instance (in the `outbox` container): when the service answered
 * 429, until when it asked everyone to wait. Written with the ETag (`typedItems.update`), so two senders throttled at
 * once keep the later end.
 */
const pausaSchema = z.object({
  id: z.literal('pausa-envio'),
  tipo: z.literal('pausaEnvio'),
  userId: z.literal('pausa-envio'),
  ate: z.string(),
});

export function createPausaEnvioStore(container: Container) {
  const items = typedItems(container, pausaSchema, { tipo: 'pausaEnvio' });
  const chave = 'pausa-envio' as const;
  return {
    /** Until when sending waits (an ISO time, maybe past), or null when the service never refused. */
    ate: async () => (await items.read(chave, chave))?.doc.ate ?? null,
    /** Sending waits until `ate`, or later if another sender already said so. */
    prorrogar: async (ate: string) => {
      await items.update(chave, chave, (atual) =>
        atual && atual.ate >= ate ? null : { id: chave, tipo: 'pausaEnvio', userId: chave, ate },
      );
    },
  };
}
export type PausaEnvioStore = ReturnType<typeof createPausaEnvioStore>;
