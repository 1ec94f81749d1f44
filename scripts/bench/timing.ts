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
