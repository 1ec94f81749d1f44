import { randomBytes, scryptSync } from 'node:crypto';

/** A hash as the portal stored them before issue 19 (scrypt N = 2^14, r = 8, p = 1), for re-hashing tests. */
export function legacyPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
