import { ConcurrencyConflict } from '../data/cosmosItems.ts';
import type { EmailSender } from '../data/emailSender.ts';
import type { OrdersRepository, OutboxDoc } from '../data/ordersRepository.ts';

/** Retry backoff: 1, 2, 4 … minutes, at most 30; after 10 failures the record is parked as `falhou`. */
const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1) * 60_000, 30 * 60_000);
const maxAttempts = 10;
/** How long one sender owns a record; an abandoned lease is picked up again by the sweep. */
const leaseMs = 2 * 60_000;

/**
 * Sends outbox e-mails: right after the order is written, and again from the timer sweep while the
 * mail service is down. A sender first takes a lease on the record (ETag-guarded), so the request and
 * the sweep never send the same e-mail at the same time; the record's id is also the ACS operation id.
 */
export function createOutbox(orders: OrdersRepository, email: EmailSender, now: () => Date) {
  const claim = async (userId: string, id: string) => {
    const current = await orders.readOutbox(userId, id);
    if (!current) return null;
    const { doc } = current;
    const nowMs = now().getTime();
    const leased = doc.status === 'enviando' && doc.lease_ate !== null && Date.parse(doc.lease_ate) > nowMs;
    if (doc.status === 'enviado' || doc.status === 'falhou' || leased) return null;
    const lease: OutboxDoc = { ...doc, status: 'enviando', lease_ate: new Date(nowMs + leaseMs).toISOString() };
    try {
      return await orders.replaceOutbox(lease, current.etag);
    } catch (error) {
      if (error instanceof ConcurrencyConflict) return null; // another sender took it
      throw error;
    }
  };

  /** Sends one record if nobody else is; true when it went out now. */
  const dispatch = async (userId: string, id: string): Promise<boolean> => {
    const claimed = await claim(userId, id);
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
    await orders.replaceOutbox(next, etag);
    return next.status === 'enviado';
  };

  return {
    dispatch,
    /** Sends every due e-mail; returns how many went out. */
    async sweep(): Promise<number> {
      let sent = 0;
      for (const doc of await orders.dueOutbox(now().toISOString())) {
        if (await dispatch(doc.userId, doc.id)) sent++;
      }
      return sent;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
