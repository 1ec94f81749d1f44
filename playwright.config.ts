import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as launchOptions } from './scripts/chromiumLaunch.ts';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries, and under CI a test that passes only on a retry (`--retries` given by hand) fails the run: a retry
  // that hides a flaky test lets a real race through (issue 32).
  retries: 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    // Without retries, the failing run itself must be diagnosable: a trace of every test, kept for failed ones only,
    // with each action's DOM snapshot, the network and the console, but no screencast: the frames were what made
    // recording cost (three heavy specs, 10 tests: 36–37 s of CPU with no trace or this one, 43 s with the frames).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No ignoreHTTPSErrors: Chromium trusts the stack's certificate by its public key (e2e/fixtures.ts), as a phone
    // trusts Azure's.
    // The portal's service worker (web/sw/sw.ts) would answer the journeys' requests from its caches, past their
    // routes, and install its precache beside them: only the installable portal's own journeys allow it
    // (e2e/pwa.spec.ts, in contexts of their own).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
});
