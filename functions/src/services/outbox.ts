import { ConcurrencyConflict } from '../data/cosmosItems.ts';
import type { EmailSender } from '../data/emailSender.ts';
import type { OrdersRepository, OutboxDoc } from '../data/ordersRepository.ts';

/** Retry backoff: 1, 2, 4 … minutes, at most 30. */
const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1) * 60_000, 30 * 60_000);

/**
 * Sends outbox e-mails: right after the order is written, and again from the timer sweep while the
 * mail service is down. The record's id is the ACS operation id, so a resend never duplicates a mail.
 */
export function createOutbox(orders: OrdersRepository, email: EmailSender, now: () => Date) {
  const dispatch = async (userId: string, id: string): Promise<boolean> => {
    const current = await orders.readOutbox(userId, id);
    if (!current || current.doc.status === 'enviado') return true;
    const doc = current.doc;
    let next: OutboxDoc;
    try {
      await email.send(doc.email, { operationId: doc.id });
      next = {
        ...doc,
        status: 'enviado',
        tentativas: doc.tentativas + 1,
        enviado_em: now().toISOString(),
        ultimo_erro: null,
      };
    } catch (error) {
      const tentativas = doc.tentativas + 1;
      next = {
        ...doc,
        tentativas,
        proxima_tentativa: new Date(now().getTime() + retryDelayMs(tentativas)).toISOString(),
        ultimo_erro: error instanceof Error ? error.message : String(error),
      };
    }
    try {
      await orders.replaceOutbox(next, current.etag);
    } catch (error) {
      // Another sender handled it meanwhile; the operation id kept the mail single.
      if (!(error instanceof ConcurrencyConflict)) throw error;
    }
    return next.status === 'enviado';
  };

  return {
    dispatch,
    /** Sends every due pending e-mail; returns how many went out. */
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
