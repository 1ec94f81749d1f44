import { mensagens } from '@portal/shared';
import { ConcurrencyConflict } from '../../data/cosmosItems.ts';
import { loginAttemptsKey, type SecurityRepository } from '../../data/securityRepository.ts';
import { HttpError } from '../../errors.ts';

/** Free attempts before a lock; locks then double from one minute, capped so nobody is locked out for long. */
const freeAttempts = 5;
const firstLockMs = 60_000;
const maxLockMs = 5 * 60_000;
/** A quiet hour forgets old failures. */
const forgetAfterMs = 60 * 60_000;

const lockedError = (untilMs: number, nowMs: number) =>
  new HttpError(429, mensagens.muitasTentativasLogin(Math.max(1, Math.ceil((untilMs - nowMs) / 60_000))));

/**
 * Throttles password attempts per username — known or not, so the answers reveal nothing about which
 * accounts exist. Each attempt is counted *before* the password is checked, so a burst of parallel
 * guesses cannot all slip past the limit; a successful sign-in clears the count.
 */
export function createLoginThrottle(security: SecurityRepository, now: () => Date) {
  return {
    /** Counts one attempt, or refuses it (429) while the username is locked. */
    async reserveAttempt(usernameKey: string): Promise<void> {
      const key = loginAttemptsKey(usernameKey);
      try {
        await security.updateAttempts(key, (current) => {
          const nowMs = now().getTime();
          const lockedUntil = current?.lockedUntil ? Date.parse(current.lockedUntil) : 0;
          if (lockedUntil > nowMs) throw lockedError(lockedUntil, nowMs);
          const stale = current && nowMs - Date.parse(current.updated_at) > forgetAfterMs;
          const failures = (current && !stale ? current.failures : 0) + 1;
          // This attempt may still be checked; the lock starts with the ones after it.
          const lockMs =
            failures < freeAttempts ? 0 : Math.min(firstLockMs * 2 ** (failures - freeAttempts), maxLockMs);
          return {
            id: 'tentativas-login',
            userId: key,
            failures,
            lockedUntil: lockMs ? new Date(nowMs + lockMs).toISOString() : null,
            updated_at: new Date(nowMs).toISOString(),
          };
        });
      } catch (error) {
        // Too much contention on one username is itself a burst of guesses: refuse, never 500.
        if (error instanceof ConcurrencyConflict) throw lockedError(now().getTime() + firstLockMs, now().getTime());
        throw error;
      }
    },

    async reset(usernameKey: string): Promise<void> {
      await security.removeAttempts(loginAttemptsKey(usernameKey));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
