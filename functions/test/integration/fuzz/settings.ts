import type { Parameters } from 'fast-check';

/**
 * The fuzz suite's knobs (see README.md in this folder):
 * - FUZZ_SEED: the seed of every property (fixed by default, so a run is replayable; fast-check prints the
 *   seed and the path of a failure, and `FUZZ_SEED=<seed>` replays it);
 * - FUZZ_RUNS: generated requests per property (default 12: the whole folder in well under a minute on two
 *   cores; raise it for a longer hunt, e.g. FUZZ_RUNS=200);
 * - FUZZ_SHRINK=1: let fast-check shrink a failing input (many more requests; off by default).
 */
const numero = (nome: string, padrao: number) => {
  const valor = Number(process.env[nome]);
  return Number.isInteger(valor) && valor > 0 ? valor : padrao;
};

export const fuzzSeed = numero('FUZZ_SEED', 20_261_012);
export const fuzzRuns = numero('FUZZ_RUNS', 12);
const encolher = process.env.FUZZ_SHRINK === '1';

/** A request that takes longer than this counts as a hang. */
export const requestTimeoutMs = 10_000;

/** fast-check's parameters: the seed, `factor × FUZZ_RUNS` runs, no shrinking unless asked. */
export const fcParams = <T>(factor = 1): Parameters<T> => ({
  seed: fuzzSeed,
  numRuns: Math.max(1, Math.round(fuzzRuns * factor)),
  endOnFailure: !encolher,
});

/** A test's time limit for a property of `factor × FUZZ_RUNS` runs (a generous 1.5 s per request). */
export const testTimeout = (factor = 1, requestsPerRun = 1) =>
  30_000 + Math.round(fuzzRuns * factor) * requestsPerRun * 1_500;
