import { randomUUID } from 'node:crypto';
import type { BacklogOutbox } from '@portal/shared';
import type { EmailSender, OutgoingEmail } from '../data/emailSender.ts';
import type { OutboxDoc, OutboxStore, PausaEnvioStore, SituacaoOutbox } from '../data/outbox/outboxRepository.ts';
import { ConcurrencyConflict, DependencyThrottledError } from '../errors.ts';

/** Retry backoff: 1, 2, 4 … minutes, at most 30; after 10 failures the record is parked as `falhou`. */
const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1) * 60_000, 30 * 60_000);
const maxAttempts = 10;
/** How long one sender owns a record; an abandoned lease is picked up again by the sweep. */
const leaseMs = 2 * 60_000;

/** Where outbox records live: beside orders, beside tickets, or on their own. */
export type OutboxLocation = 'pedidos' | 'chamados' | 'outbox';

/** A message to send, its partition (the user it belongs to) and what it is about. */
export interface NewMessage {
  email: OutgoingEmail;
  userId: string;
  origem: OutboxDoc['origem'];
  /** Not before then (the sweep sends it once due); now unless said. */
  enviarEm?: Date;
  /** `alta`: ahead of every other e-mail waiting (sign-in codes). */
  prioridade?: 'alta';
  /** Not worth sending after then (a sign-in code's validity). */
  expiraEm?: Date;
}

/**
 * The e-mail outbox of every feature: a record is written with what it is about (in the same
 * transactional batch), sent right after, and again by the timer sweep while the mail service is down.
 * A sender first takes a lease on the record (ETag-guarded), so a request and the sweep never send the
 * same e-mail at the same time; the record's id is also the ACS operation id, so a resend after a crash
 * between "accepted" and "marked sent" is deduplicated by the service.
 */
/** How many records one minute sends, at most: the three containers' 50 each before priorities. */
const sweepBatch = 150;

/**
 * What one send came to: out; another sender has the record; failed (retried later); dropped, worth nothing now; or
 * refused for the service's limit (due again when its wait ends, no attempt counted).
 */
type Resultado = 'enviado' | 'ocupado' | 'falhou' | 'descartado' | 'limitado';

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

/** The sweep's order: sign-in codes first, then the longest waiting. */
const ordemDeEnvio = (a: SituacaoOutbox, b: SituacaoOutbox) =>
  Number(b.prioridade === 'alta') - Number(a.prioridade === 'alta') || esperaDesde(a).localeCompare(esperaDesde(b));

export function createOutbox(
  stores: Record<OutboxLocation, OutboxStore>,
  pausa: PausaEnvioStore,
  email: EmailSender,
  now: () => Date,
) {
  const situacoes = () =>
    Promise.all(
      (Object.keys(stores) as OutboxLocation[]).map(
        async (location) => [location, await stores[location].naoEnviados()] as const,
      ),
    );

  /** Until when the service asked every sender to wait, if that is still ahead. */
  const pausadoAte = async () => {
    const ate = await pausa.ate();
    return ate !== null && ate > now().toISOString() ? ate : null;
  };

  const resumo = (
    porLocal: readonly (readonly [OutboxLocation, SituacaoOutbox[]])[],
    limitadoAte: string | null,
  ): BacklogOutbox => {
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
      limitadoAte,
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

  /** Sends one record if nobody else is. */
  const enviar = async (location: OutboxLocation, userId: string, id: string): Promise<Resultado> => {
    const store = stores[location];
    const claimed = await claim(store, userId, id);
    if (!claimed) return 'ocupado';
    const { doc, etag } = claimed;
    if (doc.expira_em !== undefined && doc.expira_em <= now().toISOString()) {
      await store.remove(doc);
      return 'descartado';
    }
    let next: OutboxDoc;
    try {
      await email.send(doc.email, { operationId: doc.id });
      if (doc.expira_em !== undefined) {
        // Sent: a failed clean-up must not withdraw the code the user is about to receive. The lease left behind
        // ends; the sweep drops the record once expired (a resend before that is the same operation id, taken once).
        await store.remove(doc).catch(() => undefined);
        return 'enviado';
      }
      next = {
        ...doc,
        status: 'enviado',
        tentativas: doc.tentativas + 1,
        enviado_em: now().toISOString(),
        lease_ate: null,
        ultimo_erro: null,
      };
    } catch (error) {
      if (error instanceof DependencyThrottledError) {
        // The service's limit, not the message's fault: no attempt counted, and the record stays due (so it stays in
        // the backlog); the marker holds every sender until the wait ends.
        const ate = new Date(now().getTime() + error.retryAfterMs).toISOString();
        await pausa.prorrogar(ate);
        await store.replace(
          { ...doc, status: 'pendente', lease_ate: null, ultimo_erro: `throttled until ${ate}` },
          etag,
        );
        return 'limitado';
      }
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
    return next.status === 'enviado' ? 'enviado' : 'falhou';
  };

  /**
   * A request's send of the record it just wrote; while the service asks senders to wait it is left to the sweep,
   * which sends sign-in codes first when the wait ends. True when it went out now.
   */
  const dispatch = async (location: OutboxLocation, userId: string, id: string): Promise<boolean> =>
    (await pausadoAte()) === null && (await enviar(location, userId, id)) === 'enviado';

  /** A pending record for the caller to write in its own batch (then `dispatch` it). */
  const record = ({ email: message, userId, origem, enviarEm, prioridade, expiraEm }: NewMessage): OutboxDoc => {
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
      ...(prioridade ? { prioridade } : {}),
      ...(expiraEm ? { expira_em: expiraEm.toISOString() } : {}),
    };
  };

  /**
   * The timer's minute: sends the due e-mails of every location, sign-in codes first, then the longest waiting,
   * until the service asks to wait; then tells the backlog left — both from one query per container (what went out
   * now is no longer waiting).
   */
  const ciclo = async (): Promise<{ enviados: number; limitadoMinutos: number | null } & BacklogOutbox> => {
    const [porLocal, pausadaAte] = await Promise.all([situacoes(), pausadoAte()]);
    let limitadoAte = pausadaAte;
    const saidos = new Set<string>();
    let enviados = 0;
    if (limitadoAte === null) {
      const agora = now().toISOString();
      const devidos = porLocal
        .flatMap(([location, registros]) => registros.map((registro) => ({ location, registro })))
        .filter(({ registro }) => devido(registro, agora))
        .sort((a, b) => ordemDeEnvio(a.registro, b.registro))
        .slice(0, sweepBatch);
      for (const { location, registro } of devidos) {
        const resultado = await enviar(location, registro.userId, registro.id);
        if (resultado === 'limitado') {
          limitadoAte = await pausadoAte();
          break;
        }
        if (resultado === 'enviado') enviados++;
        if (resultado === 'enviado' || resultado === 'descartado') saidos.add(registro.id);
      }
    }
    const restantes = porLocal.map(
      ([location, registros]) => [location, registros.filter(({ id }) => !saidos.has(id))] as const,
    );
    // Whole minutes the service still asks to wait, for the timer's line (the alert compares numbers).
    const limitadoMinutos =
      limitadoAte === null ? null : Math.ceil((Date.parse(limitadoAte) - now().getTime()) / 60_000);
    return { enviados, limitadoMinutos, ...resumo(restantes, limitadoAte) };
  };

  return {
    record,
    dispatch,

    /**
     * Queues a message that is part of no other write (in the `outbox` container) and sends it now: `enviado`, or
     * `naFila` while the service asks senders to wait (the sweep sends it when the wait ends), or `falhou` — left for
     * the sweep's retries, or, with `desistirSeFalhar`, deleted unsent (the caller tells its user to try again).
     * With `substituir`, the user's records about the same subject still waiting are deleted first: a new sign-in
     * code makes the older ones worthless, and typing one would count as a wrong attempt.
     */
    async send(
      message: NewMessage,
      { desistirSeFalhar = false, substituir = false }: { desistirSeFalhar?: boolean; substituir?: boolean } = {},
    ): Promise<'enviado' | 'naFila' | 'falhou'> {
      if (substituir) {
        for (const antigo of await stores.outbox.aguardando(message.userId, message.origem)) {
          // A sender may have leased it meanwhile: then it goes out, as it would have.
          await stores.outbox.remove(antigo).catch(() => undefined);
        }
      }
      const doc = record(message);
      await stores.outbox.create(doc);
      if ((await pausadoAte()) !== null) return 'naFila';
      const resultado = await enviar('outbox', doc.userId, doc.id).catch((): Resultado => 'falhou');
      if (resultado === 'enviado') return 'enviado';
      if (resultado === 'limitado' || resultado === 'ocupado') return 'naFila';
      if (desistirSeFalhar) await stores.outbox.remove(doc).catch(() => undefined);
      return 'falhou';
    },

    /**
     * The backlog over every location (the admin health report and dashboard): how many e-mails wait, how many were
     * given up on, since when the oldest waits, and until when the service asked to wait. One query per container.
     */
    async backlog(): Promise<BacklogOutbox> {
      const [porLocal, limitadoAte] = await Promise.all([situacoes(), pausadoAte()]);
      return resumo(porLocal, limitadoAte);
    },

    ciclo,

    /** Sends every due e-mail of every location; returns how many went out. */
    sweep: async () => (await ciclo()).enviados,
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
