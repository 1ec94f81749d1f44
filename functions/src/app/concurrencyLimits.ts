/**
 * How many requests of one user a heavy route may be running at once in this instance. A heavy route fans out into
 * many database queries (the dashboard's twenty counts, a cross-partition list with its counts): one user firing
 * dozens at once would swamp the database for everybody. A sequential caller — the export reading page after
 * page, at any speed — is never refused: only what runs at the same time counts.
 *
 * Kept in memory, so the check costs no database call; each instance counts for itself (docs: decision on
 * per-user limits).
 */
export interface ConcurrencyLimit {
  /** Routes naming the same limit share one count per user. */
  name: string;
  /** Requests of one user running at once, in one instance. */
  perUser: number;
  /** Seconds the refusal asks the client to wait (Retry-After). */
  retryAfterSeconds: number;
}

/** The admin dashboard (about twenty aggregate queries each): a visit, and a second tab. */
export const painelAdminLimit: ConcurrencyLimit = { name: 'painel', perUser: 2, retryAfterSeconds: 2 };

/**
 * The lists with their counts, and the pages an export or "select all" reads: a screen's page and its total, the
 * previous filter's answer still running, another tab.
 */
export const listLimit: ConcurrencyLimit = { name: 'listas', perUser: 4, retryAfterSeconds: 2 };

export function createConcurrencyLimiter() {
  const running = new Map<string, number>();
  return {
    /**
     * Takes one of the user's places under the limit: the function that gives it back (call it once the answer is
     * ready), or null when every place is taken.
     */
    enter(limit: ConcurrencyLimit, userId: string): (() => void) | null {
      const key = `${limit.name}\u0000${userId}`;
      const count = running.get(key) ?? 0;
      if (count >= limit.perUser) return null;
      running.set(key, count + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const remaining = (running.get(key) ?? 1) - 1;
        if (remaining > 0) running.set(key, remaining);
        else running.delete(key);
      };
    },
  };
}
export type ConcurrencyLimiter = ReturnType<typeof createConcurrencyLimiter>;
