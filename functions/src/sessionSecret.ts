/**
 * The portal's session secret (PORTAL_TOKEN_SECRET) as Azure mode requires it: not a value the repository carries,
 * and at least 32 random bytes. A string secret is used as its UTF-8 bytes, but a character carries only as much
 * randomness as the alphabet it was drawn from allows: a hex digit 4 bits, a letter or digit log2(62) ≈ 5.95, a
 * base64 character 6. So 32 random bytes (256 bits) are 64 hex digits, 43 letters and digits (azd generates 64),
 * or 43 base64 characters — while a 32-character secret may hold as little as 128 bits.
 */

/** The secret of the local stack (scripts/stack/localEnv.ts): committed, so never a deployment's. */
export const localDevelopmentSecret = 'local-development-secret-not-for-production-use';

/** Values the repository carries as a session secret (its tests generate theirs). */
const committedSecrets = new Set([localDevelopmentSecret]);

const requiredBits = 256;

/** The smallest usual alphabet a secret's characters come from, and its size. */
const alphabets: [RegExp, number][] = [
  [/^[0-9]+$/, 10],
  [/^[0-9a-f]+$|^[0-9A-F]+$/, 16],
  [/^[0-9A-Za-z]+$/, 62],
  [/^[0-9A-Za-z+/_-]+=*$/, 64],
  [/^[\x20-\x7e]+$/, 95],
];

/**
 * The most randomness a generator could have put in this secret: its length times the bits of the smallest usual
 * alphabet holding all its characters (unusual characters count as printable ASCII). An upper bound: it cannot
 * tell a phrase from a random draw, which is why committed values are refused by name.
 */
export function estimatedRandomBits(secret: string): number {
  const size = alphabets.find(([pattern]) => pattern.test(secret))?.[1] ?? 95;
  return [...secret].length * Math.log2(size);
}

/** Bits per character of the secret's own character frequencies: low for a character or short pattern repeated. */
function bitsPerCharacter(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  return [...counts.values()].reduce((bits, count) => {
    const share = count / characters.length;
    return bits - share * Math.log2(share);
  }, 0);
}

/** Why a secret may not sign the sessions of a deployment, or null when it may. */
export function productionSecretProblem(secret: string): string | null {
  if (committedSecrets.has(secret)) {
    return 'is committed in the repository (the local development secret): use the secret azd generated, kept in Key Vault';
  }
  const bits = estimatedRandomBits(secret);
  if (bits < requiredBits || bitsPerCharacter(secret) < 3) {
    return `carries fewer than 32 random bytes (at most ${Math.floor(bits)} bits by its length and characters, or a repeated pattern): use 64 hex digits, or 43 letters and digits or base64 characters, from a random generator (docs/operations.md, "Rotating the session secret")`;
  }
  return null;
}
