import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy (Node 21+); these machines run Node 20, where a failing test
// would otherwise crash the report instead of printing it.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const group = key(item, index++);
        groups.set(group, [...(groups.get(group) ?? []), item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/test/**/*.test.ts', 'functions/test/unit/**/*.test.ts', 'scripts/test/unit/**/*.test.ts'],
          environment: 'node',
          // Modules imported once per worker, not per file (imports were three quarters of the time).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // happy-dom once per worker, not per file (that was 40 % of the time); each test file cleans what it set.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/test/integration/**/*.test.ts', 'scripts/test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/integration/globalSetup.ts'],
          // Three files at once on two cores: the files mostly wait on the stand-ins, the API host and real timers
          // (one at a time they kept a core idle more than half the time). Each file owns its users and data.
          maxWorkers: 3,
          // Files share their worker's modules (the SDKs load once per worker, not per file: 275 → 220 s of CPU and
          // ~150 → 125 s here). What a file changes outside its own data — a spy, an env stub — it restores.
          isolate: false,
          // Tests that wait out real SDK timeouts take ~20 s alone; three files at once share two cores with them.
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
