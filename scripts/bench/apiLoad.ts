import autocannon from 'autocannon';
import { type LoadLength, type LoadStats, loadStats } from './timing.ts';

export interface PortalLoad {
  /** The API's origin and path, e.g. http://127.0.0.1:7071/api/produtos. */
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  concurrency: number;
  length: LoadLength;
  /** Per connection: set its headers (its user), and change them as it goes. */
  setupClient?: (client: autocannon.Client) => void;
  /** Per request: e.g. another user and a fresh Idempotency-Key each time. */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
}

/**
 * The portal under `concurrency` autocannon connections (one request at a time each), for a fixed time
 * or a number of requests. Latencies are taken from each answer as it arrives, so the percentiles are
 * computed exactly as the bare driver's (timing.ts), not from autocannon's histogram (which has no p95).
 */
export function portalLoad(load: PortalLoad): Promise<LoadStats> {
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  const note = (outcome: string) => {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  };
  const started = performance.now();
  const deadline = 'seconds' in load.length ? started + load.length.seconds * 1000 : Number.POSITIVE_INFINITY;
  let lastAnswer = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.url,
        connections: load.concurrency,
        ...('seconds' in load.length ? { duration: load.length.seconds } : { amount: load.length.requests }),
        // A slow answer is measured, not cut off: the API's own Cosmos timeout decides what fails.
        timeout: 120,
        requests: [
          {
            method: load.method ?? 'GET',
            ...(load.headers ? { headers: load.headers } : {}),
            ...(load.body === undefined ? {} : { body: load.body }),
            ...(load.setupRequest ? { setupRequest: load.setupRequest } : {}),
          },
        ],
        ...(load.setupClient ? { setupClient: load.setupClient } : {}),
      },
      (error) => {
        if (error) reject(error);
        else {
          const seconds = 'seconds' in load.length ? load.length.seconds : (lastAnswer - started) / 1000;
          resolve(loadStats(latencies, outcomes, seconds));
        }
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const now = performance.now();
      if (now > deadline) return;
      lastAnswer = now;
      note(String(statusCode));
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
    instance.on('reqError', (error: { code?: string; name?: string }) => {
      if (performance.now() <= deadline) note(`error ${error.code ?? error.name ?? 'request'}`);
    });
  });
}
