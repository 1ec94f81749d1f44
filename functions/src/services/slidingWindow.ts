import type { SecurityRepository } from '../data/auth/securityRepository.ts';
import { ConcurrencyConflict, tooManyRequests } from '../errors.ts';

/** How the events counted under a key in the last `windowMs` admit more. */
export interface WindowRule {
  windowMs: number;
  /**
   * Milliseconds to wait before `count` more events (one unless said) are allowed at once (0 or less: now), given the
   * events still in the window, oldest first.
   */
  waitMs(events: readonly number[], nowMs: number, count?: number): number;
}

/** At most `limit` events in any `windowMs`. */
export const cap = (limit: number, windowMs: number): WindowRule => ({
  windowMs,
  waitMs: (events, nowMs, count = 1) => {
    if (events.length + count <= limit) return 0;
    // More than the cap at once never fits: a whole window, and the next try is refused again.
    if (count > limit) return windowMs;
    // The `count` new ones fit once every event older than the newest `limit - count` has left the window.
    return (events.at(-(limit - count + 1)) ?? nowMs) + windowMs - nowMs;
  },
});

/**
 * `free` events in any `windowMs`; past them each one waits after the latest a delay that doubles from
 * `firstDelayMs` up to `maxDelayMs` — slower and slower, never a lock.
 */
export const growingDelays = (rule: {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}): WindowRule => ({
  windowMs: rule.windowMs,
  waitMs: (events, nowMs, count = 1) => {
    // `count` at once wait as the last of them would.
    const before = events.length + count - 1;
    if (before < rule.free) return 0;
    const delay = Math.min(rule.firstDelayMs * 2 ** (before - rule.free), rule.maxDelayMs);
    return (events.at(-1) ?? nowMs) + delay - nowMs;
  },
});

/** An event refused by its window: the caller may try again after `retryAfterMs`. */
class WindowFull extends Error {
  override name = 'WindowFull';
  constructor(readonly retryAfterMs: number) {
    super(`window full for ${retryAfterMs} ms`);
  }
}

/** Seconds to announce in Retry-After: whole, and at least one. */
const retryAfterSeconds = (error: WindowFull) => Math.max(1, Math.ceil(error.retryAfterMs / 1000));

/** Events kept per key: more than any rule here looks at (a cap of 60; delays that stop doubling long before). */
const maxKept = 100;
/** When requests keep changing one key faster than its writes can follow, they are a burst: wait a second. */
const contentionWaitMs = 1000;

/**
 * Counters of events per key over a sliding window, kept in Cosmos DB (the `codigos` container, one document
 * per key) so every Function instance counts the same events. An event is counted with an ETag-guarded write
 * before the work it stands for, so concurrent requests cannot all pass on the same count: the one whose
 * write loses reads the new count and decides again. A key's document expires by itself once its window has
 * passed without events.
 */
export function createSlidingWindow(security: SecurityRepository, now: () => Date) {
  /**
   * `limitar`'s count, its refusal a WindowFull. `evento` names what is counted (a request's Idempotency-Key): counted
   * once while in the window, so the same request sent again, or twice at once, passes without counting again.
   */
  async function take(key: string, rule: WindowRule, count = 1, evento?: string): Promise<number | null> {
    const nowMs = now().getTime();
    let contado = false;
    try {
      await security.updateWindow(key, (current) => {
        contado = false;
        const registrados = (current?.instantes ?? [])
          .map((at, indice) => ({ at, evento: current?.eventos?.[indice] ?? null }))
          .filter(({ at }) => at > nowMs - rule.windowMs)
          .sort((a, b) => a.at - b.at);
        if (evento !== undefined && registrados.some((registrado) => registrado.evento === evento)) return null;
        const waitMs = rule.waitMs(
          registrados.map(({ at }) => at),
          nowMs,
          count,
        );
        if (waitMs > 0) throw new WindowFull(waitMs);
        const todos = [...registrados, ...Array.from({ length: count }, () => ({ at: nowMs, evento: evento ?? null }))];
        const guardados = todos.slice(-maxKept);
        contado = true;
        return {
          id: 'janela',
          userId: key,
          instantes: guardados.map(({ at }) => at),
          eventos: guardados.map((registrado) => registrado.evento),
          ttl: Math.ceil(rule.windowMs / 1000),
        };
      });
    } catch (error) {
      if (error instanceof ConcurrencyConflict) throw new WindowFull(contentionWaitMs);
      throw error;
    }
    return contado ? nowMs : null;
  }

  return {
    /**
     * Counts `count` events (one unless said) under `key` at once, or refuses them, nothing counted, while `rule` says
     * to wait: too many requests, with `mensagem` saying when to try again and the seconds to wait (Retry-After).
     * Returns the moment counted, for `release` (null when `evento` was counted already).
     */
    async limitar(
      key: string,
      rule: WindowRule,
      mensagem: (segundos: number) => string,
      count = 1,
      evento?: string,
    ): Promise<number | null> {
      try {
        return await take(key, rule, count, evento);
      } catch (error) {
        if (!(error instanceof WindowFull)) throw error;
        const segundos = retryAfterSeconds(error);
        throw tooManyRequests(mensagem(segundos), segundos);
      }
    },

    /**
     * Counts one event under `key` when `rule` admits it now (true), or counts nothing (false): for what is skipped
     * rather than refused past its limit (a reply's e-mail, not the reply). `evento` counts once, as in `limitar`.
     */
    async cabe(key: string, rule: WindowRule, evento?: string): Promise<boolean> {
      try {
        await take(key, rule, 1, evento);
        return true;
      } catch (error) {
        if (error instanceof WindowFull) return false;
        throw error;
      }
    },

    /**
     * Takes back an event `limitar` counted, when what it stood for turned out not to count (a right password,
     * an upload URL that could not be made). Best effort: under contention the event simply stays counted.
     */
    async release(key: string, moment: number | null): Promise<void> {
      if (moment === null) return;
      try {
        await security.updateWindow(key, (current) => {
          const index = current?.instantes.lastIndexOf(moment) ?? -1;
          if (!current || index < 0) return null;
          return {
            ...current,
            instantes: current.instantes.filter((_, position) => position !== index),
            eventos: current.eventos?.filter((_, position) => position !== index),
          };
        });
      } catch (error) {
        if (!(error instanceof ConcurrencyConflict)) throw error;
      }
    },

    /** Forgets every event of `key`. */
    async clear(key: string): Promise<void> {
      await security.removeWindow(key);
    },
  };
}
export type SlidingWindow = ReturnType<typeof createSlidingWindow>;
