import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt parameters (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1 — 128 MiB and about half a second
 * of one core per derivation: the portal's. The parameters travel with each hash, so a hash made with older ones still
 * verifies and is re-made at the next successful sign-in (`needsRehash`).
 */
export const parametrosOwasp: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 64;

/** The memory one derivation takes (OpenSSL's count: 128 · r · (N + p + 2) bytes). */
const memoryOf = ({ N, r, p }: ScryptParameters) => 128 * r * (N + p + 2);

/**
 * Derivations running at once in this instance; more wait their turn. Two take 256 MiB: a Flex Consumption instance
 * of 2 GB (the template's size) serves up to 16 requests at once, and 16 sign-ins deriving together would need all
 * of its 2 GB; it has one vCPU besides, so a third derivation at once would not end any sooner.
 */
const maxConcurrent = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function oneAtATurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < maxConcurrent) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot goes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  const options = { ...parameters, maxmem: memoryOf(parameters) + 1024 * 1024 };
  return oneAtATurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/**
 * Password hashing at `current` parameters: the portal's are OWASP's (`senhas`); only tests that count sign-ins rather
 * than time them make cheaper ones, in process (no setting reaches this).
 */
export function criarSenhas(current: ScryptParameters = parametrosOwasp) {
  /**
   * A stored hash's parameters, or null when they are none a hash of ours ever had: N a power of two, and no more
   * memory or work than the current ones — so a corrupted or forged record cannot make a sign-in take the instance's
   * memory.
   */
  function parametersOf(stored: string): (ScryptParameters & { salt: Buffer; key: Buffer }) | null {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return null;
    const parameters = { N: Number(n), r: Number(r), p: Number(p) };
    const valid =
      Object.values(parameters).every((value) => Number.isSafeInteger(value) && value >= 1) &&
      parameters.N >= 2 &&
      (parameters.N & (parameters.N - 1)) === 0 &&
      memoryOf(parameters) <= memoryOf(current) &&
      parameters.N * parameters.r * parameters.p <= current.N * current.r * current.p;
    return valid ? { ...parameters, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') } : null;
  }

  /** scrypt at the current parameters with a random salt: `scrypt$N$r$p$salt$key`. */
  async function hashPassword(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, current);
    return ['scrypt', current.N, current.r, current.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verifyPassword(password: string, stored: string): Promise<boolean> {
    const found = parametersOf(stored);
    if (!found) return false;
    const actual = await derive(password, found.salt, found);
    return actual.length === found.key.length && timingSafeEqual(actual, found.key);
  }

  /** Whether a hash was made with other parameters than the current ones (it is re-made at the next sign-in). */
  function needsRehash(stored: string): boolean {
    const found = parametersOf(stored);
    return !found || found.N !== current.N || found.r !== current.r || found.p !== current.p;
  }

  /**
   * Compared against when the username is unknown, so both answers cost one derivation at the current parameters.
   * Its key is random bytes, not derived from any password, so nothing matches it; fixed here, it costs nothing at
   * start-up.
   */
  const dummyPasswordHash = `scrypt$${current.N}$${current.r}$${current.p}$FUAEU927FDActX5J4cynkQ==$6+amz+LAkgt8GroGVTuHqaDMqLWAvMB7pQxRrz9VpXht7DmseX82gdmcSddbtdRvlxvHGWtANkt5C+n0QIesAA==`;

  return { hashPassword, verifyPassword, needsRehash, dummyPasswordHash };
}
export type Senhas = ReturnType<typeof criarSenhas>;

/** The portal's password hashing, at OWASP's parameters. */
export const senhas = criarSenhas();
