import { X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/**
 * The stack's one TLS certificate, self-signed for `localhost` and `127.0.0.1`: the dev tenant and the local Static
 * Web Apps server both serve it, so a browser asks once (Chromium remembers an accepted certificate per host name,
 * not per port) and Node trusts one file (NODE_EXTRA_CA_CERTS takes one).
 */
export interface LocalTls {
  /** PEM of the private key. */
  key: string;
  /** PEM of the certificate. */
  cert: string;
  /** Where the certificate is kept (for NODE_EXTRA_CA_CERTS of processes that call the stack over HTTPS). */
  certPath: string;
}

/** Where the certificate is kept inside its folder. */
export function localTlsCertPath(dir: string): string {
  return join(dir, 'tls-cert.pem');
}

/** True while the certificate still has a month to go (it is regenerated after that). */
function certStillValid(certPem: string): boolean {
  const validTo = Date.parse(new X509Certificate(certPem).validTo);
  return validTo - Date.now() > 30 * 24 * 3600 * 1000;
}

/** The certificate kept in `dir`, generated there the first time (and a month before it expires). */
export async function localTls(dir: string): Promise<LocalTls> {
  const keyPath = join(dir, 'tls-key.pem');
  const certPath = localTlsCertPath(dir);
  try {
    const [key, cert] = await Promise.all([readFile(keyPath, 'utf8'), readFile(certPath, 'utf8')]);
    if (certStillValid(cert)) return { key, cert, certPath };
  } catch {
    // Not generated yet.
  }
  await mkdir(dir, { recursive: true });
  const notAfterDate = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  await writeFile(keyPath, pems.private, { mode: 0o600 });
  await writeFile(certPath, pems.cert);
  return { key: pems.private, cert: pems.cert, certPath };
}
