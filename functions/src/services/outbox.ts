import { randomUUID } from 'node:crypto';
import type { BacklogOutbox } from '@portal/shared';
import type { EmailSender, OutgoingEmail } from '../data/emailSender.ts';
import type { OutboxDoc, OutboxStore, SituacaoOutbox } from '../data/outbox/outboxRepository.ts';
import { ConcurrencyConflict } from '../errors.ts';

/** Retry backoff: 1, 2, 4 … minutes, at most 30; after 10 failures the record is parked as `falhou`. */
const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1) * 60_000, 30 * 60_000);
const maxAttempts = 10;
/** How long one sender owns a record; an abandoned lease is picked up again by the sweep. */
const leaseMs = 2 * 60_000;

/** Where outbox records live: beside orders, beside tickets, or on their own. */
export type OutboxLocation = 'pedidos' | 'chamados' | 'outbox';

/** A message to send, its partition (the user it belongs to) and what it is about. */
export interface NovaMensagem {
  email: OutgoingEmail;
  userId: string;
  origem: OutboxDoc['origem'];
  /** Not before then (the sweep sends it once due); now unless said. */
  enviarEm?: Date;
}

/**
 * The e-mail outbox of every feature: a record is written with what it is about (in the same
 * transactional batch), sent right after, and again by the timer sweep while the mail service is down.
 * A sender first takes a lease on the record (ETag-guarded), so a request and the sweep never send the
 * same e-mail at the same time; the record's id is also the ACS operation id, so a resend after a crash
 * between "accepted" and "marked sent" is deduplicated by the service.
 */
/** How many records one minute sends from one container, at most. */
const sweepBatch = 50;

/** Due now: pending and its time has come, or leased by a sender that never came back. */
const devido = (registro: SituacaoOutbox, agora: string) =>
  (registro.status === 'pendente' && registro.proxima_tentativa <= agora) ||
  (registro.status === 'enviando' && registro.lease_ate !== null && registro.lease_ate <= agora);

/** Written to go out later (a coalesced reply notice) and not due yet: waiting by design, no backlog. */
const agendado = (registro: SituacaoOutbox, agora: string) =>
  registro.status === 'pendente' && registro.tentativas === 0 && registro.proxima_tentativa > agora;

/** Since when a record waits: since it was written, or, for one written to go later, since it became due. */
const esperaDesde = (registro: SituacaoOutbox) =>
  registro.tentativas === 0 && registro.proxima_tentativa > registro.created_at
    ? registro.proxima_tentativa
    : registro.created_at;

export function createOutbox(stores: Record<OutboxLocation, OutboxStore>, email: EmailSender, now: () => Date) {
  const situacoes = () =>
    Promise.all(
      (Object.keys(stores) as OutboxLocation[]).map(
        async (location) => [location, await stores[location].naoEnviados()] as const,
      ),
    );

  const resumo = (porLocal: readonly (readonly [OutboxLocation, SituacaoOutbox[]])[]): BacklogOutbox => {
    const agora = now().toISOString();
    const registros = porLocal.flatMap(([, lista]) => lista).filter((registro) => !agendado(registro, agora));
    const aEnviar = registros.filter(({ status }) => status !== 'falhou');
    const maisAntigoEm = aEnviar.map(esperaDesde).sort()[0] ?? null;
    return {
      pendentes: aEnviar.length,
      falhas: registros.length - aEnviar.length,
      maisAntigoEm,
      maisAntigoMinutos:
        maisAntigoEm === null ? null : Math.max(0, Math.floor((now().getTime() - Date.parse(maisAntigoEm)) / 60_000)),
    };
  };

  const claim = async (store: OutboxStore, userId: string, id: string) => {
    const current = await store.read(userId, id);
    if (!current) return null;
    const { doc } = current;
    const nowMs = now().getTime();
    const leased = doc.status === 'enviando' && doc.lease_ate !== null && Date.parse(doc.lease_ate) > nowMs;
    if (doc.status === 'enviado' || doc.status === 'falhou' || leased) return null;
    const lease: OutboxDoc = { ...doc, status: 'enviando', lease_ate: new Date(nowMs + leaseMs).toISOString() };
    try {
      return await store.replace(lease, current.etag);
    } catch (error) {
      if (error instanceof ConcurrencyConflict) return null; // another sender took it
      throw error;
    }
  };

  /** Sends one record if nobody else is; true when it went out now. */
  const dispatch = async (location: OutboxLocation, userId: string, id: string): Promise<boolean> => {
    const store = stores[location];
    const claimed = await claim(store, userId, id);
    if (!claimed) return false;
    const { doc, etag } = claimed;
    let next: OutboxDoc;
    try {
      await email.send(doc.email, { operationId: doc.id });
      next = {
        ...doc,
        status: 'enviado',
        tentativas: doc.tentativas + 1,
        enviado_em: now().toISOString(),
        lease_ate: null,
        ultimo_erro: null,
      };
    } catch (error) {
      const tentativas = doc.tentativas + 1;
      next = {
        ...doc,
        status: tentativas >= maxAttempts ? 'falhou' : 'pendente',
        tentativas,
        proxima_tentativa: new Date(now().getTime() + retryDelayMs(tentativas)).toISOString(),
        lease_ate: null,
        ultimo_erro: error instanceof Error ? error.message : String(error),
      };
    }
    await store.replace(next, etag);
    return next.status === 'enviado';
  };

  /** A pending record for the caller to write in its own batch (then `dispatch` it). */
  const record = ({ email: message, userId, origem, enviarEm }: NovaMensagem): OutboxDoc => {
    const time = now().toISOString();
    return {
      id: randomUUID(),
      tipo: 'outbox',
      userId,
      origem,
      email: message,
      status: 'pendente',
      tentativas: 0,
      proxima_tentativa: enviarEm?.toISOString() ?? time,
      lease_ate: null,
      ultimo_erro: null,
      created_at: time,
      enviado_em: null,
    };
  };

  /**
   * The timer's minute: sends every due e-mail of every location, then tells the backlog left — both from one
   * query per container (what went out now is no longer waiting).
   */
  const ciclo = async (): Promise<{ enviados: number } & BacklogOutbox> => {
    const porLocal = await situacoes();
    const enviados = new Set<string>();
    const agora = now().toISOString();
    for (const [location, registros] of porLocal) {
      for (const registro of registros.filter((registro) => devido(registro, agora)).slice(0, sweepBatch)) {
        if (await dispatch(location, registro.userId, registro.id)) enviados.add(registro.id);
      }
    }
    const restantes = porLocal.map(
      ([location, registros]) => [location, registros.filter(({ id }) => !enviados.has(id))] as const,
    );
    return { enviados: enviados.size, ...resumo(restantes) };
  };

  return {
    record,
    dispatch,

    /**
     * Queues a message that is part of no other write (in the `outbox` container) and sends it now;
     * a mail outage leaves it for the sweep. Returns whether it went out now.
     */
    async send(message: NovaMensagem): Promise<boolean> {
      const doc = record(message);
      await stores.outbox.create(doc);
      return dispatch('outbox', doc.userId, doc.id).catch(() => false);
    },

    /**
     * The backlog over every location (the admin health report): how many e-mails wait, how many were given
     * up on, and since when the oldest waits. One query per container.
     */
    async backlog(): Promise<BacklogOutbox> {
      return resumo(await situacoes());
    },

    ciclo,

    /** Sends every due e-mail of every location; returns how many went out. */
    sweep: async () => (await ciclo()).enviados,
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
