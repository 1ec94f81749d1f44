import { createHash, X509Certificate } from 'node:crypto';
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

/**
 * Chromium's arguments to trust the local stack's self-signed certificates (stack/localTls.ts), pinned by their
 * public keys (base64 SHA-256 of the DER SubjectPublicKeyInfo): its certificate checks then pass as for an installed
 * one. Playwright's `ignoreHTTPSErrors` only lets a page load past the error, and Chromium refuses to register a
 * service worker whose script came with a certificate error. The flag needs `--user-data-dir`, which Playwright
 * always gives the browsers it launches.
 */
export function chromiumTrusting(certificates: readonly string[]): string[] {
  const pins = certificates.map((pem) =>
    createHash('sha256')
      .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64'),
  );
  return [`--ignore-certificate-errors-spki-list=${pins.join(',')}`];
}
