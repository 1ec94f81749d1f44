import fc from 'fast-check';

/** Query-language fragments: none may change what a query matches (parameters, never concatenation). */
export const injecoes = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "'; DROP TABLE c; --",
  '1; SELECT * FROM c',
  ') OR (1=1',
  "c.id != '' OR true",
  'SELECT VALUE c FROM c',
  '{"$gt":""}',
  '{"$ne":null}',
  '{"$where":"sleep(1000)"}',
  '[$ne]=1',
  '$or',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  'javascript:alert(1)',
] as const;

/** Names that walk out of a folder or end a path early. */
export const caminhos = [
  '..',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '/',
  '\\',
  '%00',
  '?x=1',
  '#frag',
  'CON',
  '.',
  '',
] as const;

/** Code points that break naive text handling: NUL and other controls, bidi overrides, zero widths, lone surrogates. */
export const unicodeEstranho = [
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\r\n',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udc00',
  '\u2028\u2029',
  '\u0301\u0301\u0301',
  '😀👩‍👩‍👧‍👦🇧🇷',
  'مرحبا بالعالم',
  '𝕏𝔸',
  'İıß',
  '\uffff',
] as const;

const controles = fc.constantFrom(...Array.from({ length: 32 }, (_, codigo) => String.fromCharCode(codigo)), '\u007f');

/**
 * Hostile text: injection fragments, path tricks, odd code points, raw binary, control runs and long runs
 * (up to 70 000 characters here; the multi-megabyte bodies are fixed cases, not generated ones).
 */
export const textoHostil: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...injecoes, ...caminhos, ...unicodeEstranho),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: controles, minLength: 1, maxLength: 20 }),
  fc
    .tuple(fc.constantFrom('A', 'é', '😀', '\u0000', "'", '9'), fc.integer({ min: 200, max: 70_000 }))
    .map(([pedaco, vezes]) => pedaco.repeat(vezes)),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...injecoes, ...unicodeEstranho), fc.string({ maxLength: 10 }))
    .map((partes) => partes.join('')),
);

/** Values of the wrong JSON type for almost any field. */
export const tipoErrado: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    '',
    ' ',
    '0',
    'true',
    'null',
    [],
    {},
    [null],
    { $gt: '' },
    { $ne: null },
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A hostile value: hostile text, a wrong type, or nothing (the key is then removed). */
export const valorHostil: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: textoHostil },
  { weight: 3, arbitrary: tipoErrado },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** JSON text nested `profundidade` levels deep (arrays or objects), around an optional leaf. */
export function jsonProfundo(profundidade: number, tipo: 'array' | 'object', folha = '1'): string {
  return tipo === 'array'
    ? `${'['.repeat(profundidade)}${folha}${']'.repeat(profundidade)}`
    : `${'{"a":'.repeat(profundidade)}${folha}${'}'.repeat(profundidade)}`;
}

/** Body text that is not JSON, or JSON a strict parser should refuse. */
export const jsonQuebrado = fc.constantFrom(
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'NaN',
  'Infinity',
  'undefined',
  '{"a":NaN}',
  '// comment\n{}',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '[1,2,3',
  '"\\ud800"',
  '{"a":"\\u00"}',
  '\u0000',
  'null',
  '[]',
  '0',
  '"texto"',
  'true',
);

/** Keys that try to reach the prototype chain when a body is merged into an object. */
export const chavesPrototipo = ['__proto__', 'constructor', 'prototype'] as const;

/** A prototype-pollution payload for one of those keys, as JSON text (JSON.stringify would drop `__proto__`). */
export const poluicao = fc
  .tuple(
    fc.constantFrom(...chavesPrototipo),
    fc.constantFrom(
      '{"role":"master","isAdmin":true,"ativo":true}',
      '{"prototype":{"role":"master","polluted":"sim"}}',
      '{"polluted":"sim","toString":"x","valueOf":1}',
      'null',
      '"x"',
    ),
  )
  .map(([chave, valor]) => `"${chave}":${valor}`);

/** Content types a JSON route may be sent instead of application/json. */
export const tiposDeConteudo = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  '',
  ';;;',
);
