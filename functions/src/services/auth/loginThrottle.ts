import { retryOnConflict } from '../../data/cosmosItems.ts';
import { loginAttemptsKey, type SecurityRepository } from '../../data/securityRepository.ts';

/** Free attempts before a lock; locks then double from one minute, capped so nobody is locked out for long. */
const freeAttempts = 5;
const firstLockMs = 60_000;
const maxLockMs = 5 * 60_000;
/** A quiet hour forgets old failures. */
const forgetAfterMs = 60 * 60_000;

/**
 * Throttles password attempts per username — known or not, so the answers reveal nothing about
 * which accounts exist.
 */
export function createLoginThrottle(security: SecurityRepository, now: () => Date) {
  return {
    /** Milliseconds left of a lock on this username, or 0. */
    async lockedFor(usernameKey: string): Promise<number> {
      const current = await security.readAttempts(loginAttemptsKey(usernameKey));
      const until = current?.doc.lockedUntil ? Date.parse(current.doc.lockedUntil) : 0;
      return Math.max(0, until - now().getTime());
    },

    async recordFailure(usernameKey: string): Promise<void> {
      const key = loginAttemptsKey(usernameKey);
      await retryOnConflict(async () => {
        const current = await security.readAttempts(key);
        const time = now();
        const stale = current && time.getTime() - Date.parse(current.doc.updated_at) > forgetAfterMs;
        const failures = (current && !stale ? current.doc.failures : 0) + 1;
        const lockMs = failures < freeAttempts ? 0 : Math.min(firstLockMs * 2 ** (failures - freeAttempts), maxLockMs);
        const doc = {
          id: 'tentativas-login' as const,
          userId: key,
          failures,
          lockedUntil: lockMs ? new Date(time.getTime() + lockMs).toISOString() : null,
          updated_at: time.toISOString(),
        };
        if (!current) await security.createAttempts(doc);
        else await security.replaceAttempts(doc, current.etag);
      });
    },

    async reset(usernameKey: string): Promise<void> {
      await security.removeAttempts(loginAttemptsKey(usernameKey));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
