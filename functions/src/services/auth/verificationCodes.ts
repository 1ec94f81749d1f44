import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { mensagens } from '@portal/shared';
import { retryOnConflict } from '../../data/cosmosItems.ts';
import type { CodigoVerificacao, SecurityRepository } from '../../data/securityRepository.ts';
import { HttpError } from '../../errors.ts';

export const codeValidityMs = 10 * 60_000;
const maxWrongAttempts = 5;
const lockMs = 15 * 60_000;
const resendIntervalMs = 60_000;
const maxSendsPerHour = 5;
const hourMs = 60 * 60_000;

const minutesLeft = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / 60_000));

/** Random 6-digit, single-use codes, stored only as an HMAC, valid 10 minutes; checking and resending are limited. */
export function createVerificationCodes(security: SecurityRepository, secret: string, now: () => Date) {
  const hash = (userId: string, code: string) =>
    createHmac('sha256', secret).update(`verificacao:${userId}:${code}`).digest('base64');

  const lockError = (doc: CodigoVerificacao, nowMs: number) =>
    doc.lockedUntil && Date.parse(doc.lockedUntil) > nowMs
      ? new HttpError(429, mensagens.codigoBloqueado(minutesLeft(Date.parse(doc.lockedUntil), nowMs)))
      : null;

  return {
    /**
     * Creates a new code (the previous one stops working) and returns it for sending.
     * Refuses while locked, within a minute of the last code, or past the hourly limit.
     */
    async issue(userId: string): Promise<string> {
      return retryOnConflict(async () => {
        const current = await security.readCode(userId);
        const nowMs = now().getTime();
        const recent = (current?.doc.sentAt ?? []).filter((sent) => nowMs - Date.parse(sent) < hourMs);
        if (current) {
          const locked = lockError(current.doc, nowMs);
          if (locked) throw locked;
        }
        const last = recent.length ? Math.max(...recent.map((sent) => Date.parse(sent))) : 0;
        if (nowMs - last < resendIntervalMs) {
          throw new HttpError(429, mensagens.aguardeReenvio(Math.ceil((resendIntervalMs - (nowMs - last)) / 1000)));
        }
        if (recent.length >= maxSendsPerHour) throw new HttpError(429, mensagens.limiteReenvios);

        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const doc: CodigoVerificacao = {
          id: 'verificacao',
          userId,
          codeHash: hash(userId, code),
          expiresAt: new Date(nowMs + codeValidityMs).toISOString(),
          attempts: 0,
          lockedUntil: null,
          sentAt: [...recent, new Date(nowMs).toISOString()],
        };
        if (current) await security.replaceCode(doc, current.etag);
        else await security.createCode(doc);
        return code;
      });
    },

    /** Forgets a code whose e-mail could not be sent, so it does not count against the resend limits. */
    async withdraw(userId: string, code: string): Promise<void> {
      await retryOnConflict(async () => {
        const current = await security.readCode(userId);
        if (!current || current.doc.codeHash !== hash(userId, code)) return;
        const sentAt = current.doc.sentAt.slice(0, -1);
        await security.replaceCode({ ...current.doc, codeHash: null, sentAt }, current.etag);
      });
    },

    /** Accepts the live code once; wrong codes count towards a temporary lock. */
    async check(userId: string, code: string): Promise<void> {
      await retryOnConflict(async () => {
        const current = await security.readCode(userId);
        const nowMs = now().getTime();
        if (!current) throw new HttpError(400, mensagens.codigoExpirado);
        const locked = lockError(current.doc, nowMs);
        if (locked) throw locked;
        const { doc, etag } = current;
        if (!doc.codeHash || Date.parse(doc.expiresAt) <= nowMs) throw new HttpError(400, mensagens.codigoExpirado);

        const expected = Buffer.from(doc.codeHash, 'base64');
        const given = Buffer.from(hash(userId, code), 'base64');
        if (timingSafeEqual(expected, given)) {
          // Single use: the ETag makes a concurrent second use see the spent code.
          await security.replaceCode({ ...doc, codeHash: null, attempts: 0 }, etag);
          return;
        }
        const attempts = doc.attempts + 1;
        if (attempts >= maxWrongAttempts) {
          const lockedUntil = new Date(nowMs + lockMs).toISOString();
          await security.replaceCode({ ...doc, codeHash: null, attempts, lockedUntil }, etag);
          throw new HttpError(429, mensagens.codigoBloqueado(lockMs / 60_000));
        }
        await security.replaceCode({ ...doc, attempts }, etag);
        throw new HttpError(400, mensagens.codigoInvalido);
      });
    },
  };
}
export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
