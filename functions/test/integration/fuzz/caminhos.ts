import fc from 'fast-check';
import { textoHostil } from './hostile.ts';

/** Percent-encodes every byte of the UTF-8 text but unreserved characters (lone surrogates become U+FFFD). */
export function codificar(texto: string): string {
  let saida = '';
  for (const byte of Buffer.from(texto, 'utf8')) {
    const caractere = String.fromCharCode(byte);
    saida += /[A-Za-z0-9\-._~]/.test(caractere) ? caractere : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return saida;
}

/**
 * A hostile path segment, as sent on the wire: dot segments (plain and encoded), encoded slashes,
 * backslashes and NUL, broken escapes, overlong UTF-8, numbers in odd spellings, and any hostile text
 * percent-encoded.
 */
export const segmentoHostil: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2E%2F%2E%2E',
    '..%2F..%2Fpedidos%2F1001',
    '..%5C..%5C',
    '%2F',
    '%00',
    '1%00',
    '%',
    '%ZZ',
    '%C0%AE%C0%AE',
    '%E2%80%AE',
    '%EF%BB%BF1',
    'a%20b',
    ';',
    '*',
    '~',
    '-1',
    '0',
    '00001001',
    '1e3',
    '0x10',
    '1.5',
    '+1',
    '%201001',
    '1001%20',
    '999999999999999999999999',
    'NaN',
    'Infinity',
    '[object%20Object]',
    'constructor',
    '__proto__',
    'prototype',
  ),
  textoHostil.map((texto) => codificar(texto.slice(0, 2_000))),
  fc.string({ maxLength: 30 }).map(codificar),
);

/** A path parameter: mostly one of the real values, sometimes any other valid-looking one, or hostile. */
export function parametro(reais: readonly string[], validos: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    ...(reais.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...reais) }] : []),
    { weight: 2, arbitrary: validos },
    { weight: 4, arbitrary: segmentoHostil },
  );
}

/** A query string that has nothing to do with the route, or breaks the syntax. */
export const consultaHostil: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?',
    '?&&&',
    '?=',
    '?a',
    '?%',
    '?%ZZ=%ZZ',
    '?a=1&a=2',
    '?__proto__[x]=1',
    '?constructor.prototype.x=1',
  ),
  fc
    .array(fc.tuple(fc.string({ maxLength: 10 }), textoHostil), { maxLength: 3 })
    .map(
      (pares) => `?${pares.map(([chave, valor]) => `${codificar(chave)}=${codificar(valor.slice(0, 500))}`).join('&')}`,
    ),
);
