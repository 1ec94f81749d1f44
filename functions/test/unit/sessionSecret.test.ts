import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productionSecretProblem } from '../../src/sessionSecret.ts';

// Issue 32, item 6: the Azure-mode secret check refuses low-entropy patterns — repeats, sequences, small alphabets
// in disguise — and never a secret a random generator made. Properties over many seeded draws; `FUZZ_SEED` replays.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_128);
/** Uniform draws: fast-check's bias toward small and extreme values would make "random" secrets that are not. */
const runs = (numRuns: number) => ({ seed, numRuns });

const hex = '0123456789abcdef';
const letrasEDigitos = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const base64url = `${letrasEDigitos}-_`;

const bytes = (length: number) => fc.noBias(fc.uint8Array({ minLength: length, maxLength: length }));
/** `length` characters drawn uniformly from `alphabet`. */
const sorteio = (alphabet: string, length: number) =>
  fc
    .noBias(fc.array(fc.integer({ min: 0, max: alphabet.length - 1 }), { minLength: length, maxLength: length }))
    .map((indices) => indices.map((indice) => alphabet[indice]).join(''));

// Statements, not expressions: a property that returns something other than true or nothing fails.
const aceito = (segredo: string) => {
  expect(productionSecretProblem(segredo), segredo).toBeNull();
};
const recusado = (segredo: string) => {
  expect(productionSecretProblem(segredo), segredo).toMatch(/^carries fewer than 32 random bytes/);
};

describe('session secrets from a random generator always pass', () => {
  it.each([
    ['64 hex digits (32 bytes)', bytes(32).map((b) => Buffer.from(b).toString('hex'))],
    ['64 HEX DIGITS', bytes(32).map((b) => Buffer.from(b).toString('hex').toUpperCase())],
    ['43 base64url characters (32 bytes)', bytes(32).map((b) => Buffer.from(b).toString('base64url'))],
    ['44 base64 characters with padding (32 bytes)', bytes(32).map((b) => Buffer.from(b).toString('base64'))],
    ["azd's 64 letters and digits", sorteio(letrasEDigitos, 64)],
    ["the runbook's rotation: 'pt' and 64 hex digits", bytes(32).map((b) => `pt${Buffer.from(b).toString('hex')}`)],
    ['48 random bytes in base64url', bytes(48).map((b) => Buffer.from(b).toString('base64url'))],
  ])('%s', (_formato, segredos) => {
    fc.assert(fc.property(segredos, aceito), runs(3000));
  });
});

describe('low-entropy patterns are refused', () => {
  it.each([
    ['0123456789abcdef × 4', '0123456789abcdef'.repeat(4)],
    ['deadbeef × 8', 'deadbeef'.repeat(8)],
    ['the base64url alphabet in order', base64url],
    [
      'the letters and digits in order, then again backwards',
      `${letrasEDigitos}${[...letrasEDigitos].reverse().join('')}`,
    ],
    ['hex counting up by two, wrapping', Array.from({ length: 64 }, (_, i) => hex[(2 * i) % 16]).join('')],
    ['one character', 'a'.repeat(80)],
    ['a short pattern', 'Ab1'.repeat(30)],
  ])('%s', (_caso, segredo) => {
    recusado(segredo);
  });

  it('a random block repeated to length', () => {
    const formatos = fc.constantFrom(
      { alfabeto: hex, tamanho: 64 },
      { alfabeto: base64url, tamanho: 43 },
      {
        alfabeto: letrasEDigitos,
        tamanho: 64,
      },
    );
    const repetido = formatos.chain(({ alfabeto, tamanho }) =>
      fc
        .integer({ min: 1, max: Math.floor(tamanho / 3) })
        .chain((bloco) => sorteio(alfabeto, bloco))
        .map((bloco) => bloco.repeat(Math.ceil(tamanho / bloco.length)).slice(0, tamanho)),
    );
    fc.assert(fc.property(repetido, recusado), runs(2000));
  });

  it('a sequence: any start, any step, up or down, in the alphabet’s order', () => {
    const sequencia = fc
      .record({
        alfabeto: fc.constantFrom(hex, base64url),
        inicio: fc.nat(63),
        passo: fc.integer({ min: -5, max: 5 }),
      })
      .map(({ alfabeto, inicio, passo }) =>
        Array.from(
          { length: 64 },
          (_, i) => alfabeto[(((inicio + passo * i) % alfabeto.length) + alfabeto.length) % alfabeto.length],
        ).join(''),
      );
    fc.assert(fc.property(sequencia, recusado), runs(2000));
  });

  it('a small alphabet in disguise: random draws from a few of the characters', () => {
    const formatos = fc.constantFrom(
      { alfabeto: hex, tamanho: 64, maximo: 8 },
      { alfabeto: base64url, tamanho: 43, maximo: 8 },
      { alfabeto: letrasEDigitos, tamanho: 64, maximo: 15 },
    );
    const disfarcado = formatos.chain(({ alfabeto, tamanho, maximo }) =>
      fc
        .shuffledSubarray([...alfabeto], { minLength: 2, maxLength: maximo })
        .chain((poucos) => sorteio(poucos.join(''), tamanho)),
    );
    fc.assert(fc.property(disfarcado, recusado), runs(2000));
  });
});
