import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { mensagens } from '@portal/shared';
import type { CodigoVerificacao, SecurityRepository } from '../../data/auth/securityRepository.ts';
import { invalid, type RefusalError, tooManyRequests } from '../../errors.ts';

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

  const refuseWhileLocked = (doc: CodigoVerificacao, nowMs: number) => {
    if (doc.lockedUntil && Date.parse(doc.lockedUntil) > nowMs) {
      throw tooManyRequests(mensagens.codigoBloqueado(minutesLeft(Date.parse(doc.lockedUntil), nowMs)));
    }
  };

  return {
    /**
     * Creates a new code (the previous one stops working) and returns it for sending.
     * Refuses while locked, within a minute of the last code, or past the hourly limit.
     */
    async issue(userId: string): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await security.updateCode(userId, (current) => {
        const nowMs = now().getTime();
        const recent = (current?.sentAt ?? []).filter((sent) => nowMs - Date.parse(sent) < hourMs);
        if (current) refuseWhileLocked(current, nowMs);
        const last = recent.length ? Math.max(...recent.map((sent) => Date.parse(sent))) : 0;
        if (nowMs - last < resendIntervalMs) {
          throw tooManyRequests(mensagens.aguardeReenvio(Math.ceil((resendIntervalMs - (nowMs - last)) / 1000)));
        }
        if (recent.length >= maxSendsPerHour) throw tooManyRequests(mensagens.limiteReenvios);
        return {
          id: 'verificacao',
          userId,
          codeHash: hash(userId, code),
          expiresAt: new Date(nowMs + codeValidityMs).toISOString(),
          attempts: 0,
          lockedUntil: null,
          sentAt: [...recent, new Date(nowMs).toISOString()],
        };
      });
      return code;
    },

    /** Forgets a code whose e-mail could not be sent, so it does not count against the resend limits. */
    async withdraw(userId: string, code: string): Promise<void> {
      await security.updateCode(userId, (current) =>
        current && current.codeHash === hash(userId, code)
          ? { ...current, codeHash: null, sentAt: current.sentAt.slice(0, -1) }
          : null,
      );
    },

    /** Accepts the live code once; wrong codes count towards a temporary lock. */
    async check(userId: string, code: string): Promise<void> {
      // A wrong code is written down (attempts) and then refused: the refusal waits for the write.
      const outcome: { refusal: RefusalError | null } = { refusal: null };
      await security.updateCode(userId, (doc) => {
        outcome.refusal = null;
        const nowMs = now().getTime();
        if (!doc) throw invalid(mensagens.codigoExpirado);
        refuseWhileLocked(doc, nowMs);
        if (!doc.codeHash || Date.parse(doc.expiresAt) <= nowMs) throw invalid(mensagens.codigoExpirado);

        const expected = Buffer.from(doc.codeHash, 'base64');
        const given = Buffer.from(hash(userId, code), 'base64');
        // Single use: the ETag makes a concurrent second use see the spent code.
        if (timingSafeEqual(expected, given)) return { ...doc, codeHash: null, attempts: 0 };
        const attempts = doc.attempts + 1;
        if (attempts >= maxWrongAttempts) {
          outcome.refusal = tooManyRequests(mensagens.codigoBloqueado(lockMs / 60_000));
          return { ...doc, codeHash: null, attempts, lockedUntil: new Date(nowMs + lockMs).toISOString() };
        }
        outcome.refusal = invalid(mensagens.codigoInvalido);
        return { ...doc, attempts };
      });
      if (outcome.refusal) throw outcome.refusal;
    },
  };
}
export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
