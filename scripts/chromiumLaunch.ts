import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';

/**
 * How every Playwright run here launches Chromium (the tests, the phone and export benchmarks): Debian's
 * Chromium where present (this machine and CI), Playwright's own browser elsewhere; no sandbox (CI runs as
 * root), no GPU, and nothing that reaches the network on its own.
 */
export const chromiumLaunchOptions = {
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
  ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
};
