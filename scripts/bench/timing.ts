export interface Timing {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  /** Sequential throughput: requests over the time spent in them. */
  perSecond: number;
}

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * Times each named operation `count` times after `warmUp` untimed runs. The operations take turns,
 * one run each per round, so a pause of the machine (a GC, the stand-in's snapshot) falls on all alike
 * and their ratio stays fair.
 */
export async function timeTogether<K extends string>(
  operations: Record<K, () => Promise<unknown>>,
  count: number,
  warmUp: number,
): Promise<Record<K, Timing>> {
  const entries = Object.entries(operations) as [K, () => Promise<unknown>][];
  for (let pass = 0; pass < warmUp; pass++) for (const [, run] of entries) await run();
  const samples = new Map<K, number[]>(entries.map(([name]) => [name, []]));
  for (let index = 0; index < count; index++) {
    for (const [name, run] of entries) {
      const started = performance.now();
      await run();
      samples.get(name)?.push(performance.now() - started);
    }
  }
  const timings = entries.map(([name]) => {
    const sorted = (samples.get(name) ?? []).sort((a, b) => a - b);
    const total = sorted.reduce((sum, sample) => sum + sample, 0);
    const timing: Timing = {
      requests: count,
      p50Ms: round(percentile(sorted, 0.5)),
      p95Ms: round(percentile(sorted, 0.95)),
      perSecond: round(count / (total / 1000)),
    };
    return [name, timing] as const;
  });
  return Object.fromEntries(timings) as Record<K, Timing>;
}

/** A GET that must answer 2xx, its body read to the end (what a browser waits for). */
export const getting =
  (url: string, headers: Record<string, string> = {}) =>
  async () => {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  };

/** Requests under load: what completed, how fast, and what went wrong. */
export interface LoadStats {
  /** Requests that succeeded (2xx, or an SDK call that did not throw). */
  ok: number;
  /** Requests that failed: an HTTP status other than 2xx, a socket error or timeout, or an SDK error. */
  errors: number;
  /** HTTP statuses seen, or the SDK's error codes, with their counts. */
  outcomes: Record<string, number>;
  /** Successful requests per second over the measured time. */
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The measured time: the fixed duration, or first request to last answer when counting requests. */
  seconds: number;
}

/** Percentiles of successful latencies, as the sequential timings take them (nearest rank). */
export function loadStats(latencies: number[], outcomes: Record<string, number>, seconds: number): LoadStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const errors = Object.values(outcomes).reduce((sum, count) => sum + count, 0) - sorted.length;
  return {
    ok: sorted.length,
    errors,
    outcomes,
    perSecond: round(sorted.length / Math.max(seconds, 0.001)),
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
    seconds: round(seconds),
  };
}

/** How long a load run lasts: a fixed time (answers after it are not counted), or a number of requests. */
export type LoadLength = { seconds: number } | { requests: number };

/**
 * `concurrency` loops calling `operation` back to back, as many clients would, for a fixed time or until
 * `requests` were started; each result's latency is noted, the way autocannon notes the portal's.
 */
export async function runConcurrently(
  operation: (client: number) => Promise<void>,
  concurrency: number,
  length: LoadLength,
): Promise<LoadStats> {
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  const note = (outcome: string) => {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  };
  const started = performance.now();
  const deadline = 'seconds' in length ? started + length.seconds * 1000 : Number.POSITIVE_INFINITY;
  let remaining = 'requests' in length ? length.requests : Number.POSITIVE_INFINITY;
  let lastAnswer = started;
  const client = async (index: number) => {
    while (remaining > 0 && performance.now() < deadline) {
      remaining--;
      const begun = performance.now();
      let outcome = 'ok';
      try {
        await operation(index);
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown };
        outcome =
          typeof code === 'string' || typeof code === 'number'
            ? `error ${code}`
            : `error ${String(message ?? error).slice(0, 60)}`;
      }
      const ended = performance.now();
      if (ended > deadline) break;
      lastAnswer = ended;
      note(outcome);
      if (outcome === 'ok') latencies.push(ended - begun);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
  const seconds = 'seconds' in length ? length.seconds : (lastAnswer - started) / 1000;
  return loadStats(latencies, outcomes, seconds);
}
