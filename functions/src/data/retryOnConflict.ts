import { setTimeout as sleep } from 'node:timers/promises';
import { ConcurrencyConflict } from '../errors.ts';

/** The first pause after a lost write, and the longest any pause grows to. */
const initialPauseMs = 10;
const maximumPauseMs = 250;

/**
 * Runs a compare-and-swap (read, change, write on the version read) again when another writer came first
 * (ConcurrencyConflict), after a random pause from zero up to a bound that doubles with each loss ("full jitter":
 * https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/), so a burst of writers on one item spreads
 * out instead of colliding again. After `attempts` losses the conflict goes on to the caller. `operation` gets the
 * attempt number (from 1) and must read afresh each time.
 */
export async function retryOnConflict<R>(operation: (attempt: number) => Promise<R>, attempts = 10): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (!(error instanceof ConcurrencyConflict) || attempt >= attempts) throw error;
      await sleep(Math.random() * Math.min(maximumPauseMs, initialPauseMs * 2 ** (attempt - 1)));
    }
  }
}
