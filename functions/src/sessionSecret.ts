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

/**
 * How unlikely a random draw must be before the check calls it a pattern: a secret from a random generator is
 * refused with at most about this probability (each test below already counts how many places it looked at).
 */
const chancePorAcaso = 1e-9;

/**
 * The usual alphabets a secret is drawn from, smallest first: its size and, where it has one, the order its
 * sequences run in (hex and base64 wrap around: `ef01`, `_ABC`).
 */
interface Alphabet {
  pattern: RegExp;
  size: number;
  position?: (character: string) => number;
}

const printable: Alphabet = { pattern: /^[\x20-\x7e]+$/, size: 95 };

const alphabets: Alphabet[] = [
  { pattern: /^[0-9]+$/, size: 10, position: (character) => '0123456789'.indexOf(character) },
  {
    pattern: /^[0-9a-f]+$|^[0-9A-F]+$/,
    size: 16,
    position: (character) => '0123456789abcdef'.indexOf(character.toLowerCase()),
  },
  { pattern: /^[0-9A-Za-z]+$/, size: 62 },
  {
    pattern: /^[0-9A-Za-z+/_-]+=*$/,
    size: 64,
    position: (character) =>
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(
        character === '+' ? '-' : character === '/' ? '_' : character,
      ),
  },
  printable,
];

/** The smallest usual alphabet holding every character (unusual characters count as printable ASCII). */
const alphabetOf = (secret: string) => alphabets.find(({ pattern }) => pattern.test(secret)) ?? printable;

/** The characters that carry the randomness: base64's trailing `=` padding carries none. */
const drawn = (secret: string) => [...secret.replace(/^([0-9A-Za-z+/_-]+)=+$/, '$1')];

/** The chance that `n` uniform draws from `size` characters show at most `distinct` different ones. */
function fewDistinctChance(n: number, size: number, distinct: number): number {
  // Draw by draw: shown[k] is the chance that k different characters have appeared so far.
  let shown = [1];
  for (let draw = 0; draw < n; draw++) {
    const next = new Array<number>(Math.min(draw + 1, size) + 1).fill(0);
    shown.forEach((chance, k) => {
      next[k] = (next[k] ?? 0) + (chance * k) / size;
      if (k < size) next[k + 1] = (next[k + 1] ?? 0) + (chance * (size - k)) / size;
    });
    shown = next;
  }
  return shown.slice(0, distinct + 1).reduce((sum, chance) => sum + chance, 0);
}

/**
 * The most randomness a generator could have put in this secret: its length times the bits of the smallest usual
 * alphabet holding all its characters — or, when it uses implausibly few of them for a random draw (a small
 * alphabet in disguise: 64 hex digits among 8 of the 16), of the characters it uses. An upper bound: it cannot
 * tell a phrase from a random draw, which is why committed values are refused by name.
 */
export function estimatedRandomBits(secret: string): number {
  const characters = drawn(secret);
  const { size } = alphabetOf(secret);
  const distinct = new Set(characters).size;
  const plausible = fewDistinctChance(characters.length, size, distinct) >= chancePorAcaso;
  return characters.length * Math.log2(plausible ? size : distinct);
}

/** The chance that two of the secret's characters taken at random are equal: 1 / size for a uniform draw. */
function coincidence(characters: string[]): number {
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  return [...counts.values()].reduce((sum, count) => sum + (count / characters.length) ** 2, 0);
}

/** The longest block of characters that appears twice in the secret (the two may overlap). */
function longestRepeat(characters: string[]): number {
  let longest = 0;
  for (let shift = 1; shift < characters.length; shift++) {
    let run = 0;
    for (let j = shift; j < characters.length; j++) {
      run = characters[j] === characters[j - shift] ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

/** The most steps of one size in a row between consecutive positions (`0123`: 3; `aaaa`: 3, of size 0). */
function longestSequence(positions: number[], modulo?: number): number {
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (let i = 1; i < positions.length; i++) {
    const difference = (positions[i] ?? 0) - (positions[i - 1] ?? 0);
    const step = modulo ? ((difference % modulo) + modulo) % modulo : difference;
    run = step === previous ? run + 1 : 1;
    previous = step;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * A repeat or a sequence that a random draw makes with less than `chancePorAcaso`, or null. With c the chance that
 * two of its characters are equal (coincidence), a block of L characters found twice comes by chance with at most
 * n² / 2 · c^L, and k steps of one size in a row with at most 2 · n · c^(k − 1) in each of the two readings: the
 * characters' codes, and the alphabet's own order.
 */
function pattern(secret: string): string | null {
  const characters = drawn(secret);
  const n = characters.length;
  const c = coincidence(characters);
  const repeat = longestRepeat(characters);
  if (((n * n) / 2) * c ** repeat < chancePorAcaso) return `repeats a block of ${repeat} characters`;
  const { size, position } = alphabetOf(secret);
  const steps = Math.max(
    longestSequence(characters.map((character) => character.codePointAt(0) ?? 0)),
    position ? longestSequence(characters.map(position), size) : 0,
  );
  if (4 * n * c ** (steps - 1) < chancePorAcaso) return `runs ${steps + 1} characters in sequence`;
  return null;
}

/** Why a secret may not sign the sessions of a deployment, or null when it may. */
export function productionSecretProblem(secret: string): string | null {
  if (committedSecrets.has(secret)) {
    return 'is committed in the repository (the local development secret): use the secret azd generated, kept in Key Vault';
  }
  const bits = estimatedRandomBits(secret);
  const found = bits < requiredBits ? null : pattern(secret);
  if (bits < requiredBits || found) {
    return `carries fewer than 32 random bytes (${found ? `it ${found}` : `at most ${Math.floor(bits)} bits by its length and characters`}): use 64 hex digits, or 43 letters and digits or base64 characters, from a random generator (docs/operations.md, "Rotating the session secret")`;
  }
  return null;
}
