import fc from 'fast-check';
import type * as z from 'zod/mini';
import { textoHostil, valorHostil } from './hostile.ts';

/**
 * Valid-looking values derived from a shared zod schema's definition (zod 4's `_zod.def`): objects field by
 * field, strings within their lengths (and their pattern or format when they have one), numbers within
 * their bounds, enums and literals from their options. Refinements the definition does not show (a CPF's
 * format, a price's cents) come from `overrides`, by field name. Most values pass the schema; some sit on
 * its edges, which is the point.
 */
export type Overrides = Record<string, fc.Arbitrary<unknown>>;

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  entries?: Record<string, string>;
  values?: unknown[];
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((check) => check._zod.def);

/** Words and accents of the forms: what a franchisee types. */
const palavra = fc.constantFrom(
  'Maria',
  'João',
  'Agro',
  'Franquia',
  'Campinas',
  'São Paulo',
  'Rua das Flores',
  'Camiseta',
  'Boné',
  'ação',
  'Ltda',
  'nº 100',
  'Sala 2',
  'Brindes',
  'G',
  'M',
);
const textoAmigavel = fc.array(palavra, { minLength: 1, maxLength: 6 }).map((palavras) => palavras.join(' '));

/** Text of `min`–`max` characters: friendly mostly, sometimes hostile but cut to fit. */
function textoEntre(min: number, max: number): fc.Arbitrary<string> {
  const ajustar = (texto: string) => {
    const cortado = [...texto].slice(0, max).join('');
    return cortado.length >= min ? cortado : cortado.padEnd(min, 'x');
  };
  return fc.oneof(
    { weight: 4, arbitrary: textoAmigavel.map(ajustar) },
    { weight: 2, arbitrary: textoHostil.map(ajustar) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, min + 30) }) },
  );
}

function texto(checks: Check[]): fc.Arbitrary<string> {
  let min = 0;
  let max = 60;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) max = Math.min(max, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined) min = max = check.length;
  }
  const formato = checks.find((check) => check.check === 'string_format');
  if (formato?.format === 'uuid' || formato?.format === 'guid') return fc.uuid();
  if (formato?.format === 'email') return fc.emailAddress();
  if (formato?.format === 'url') return fc.webUrl();
  if (formato?.pattern) return fc.stringMatching(formato.pattern);
  return textoEntre(min, Math.max(min, max));
}

function numero(checks: Check[]): fc.Arbitrary<number> {
  const inteiro = checks.some((check) => check.check === 'number_format');
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checks) {
    if (check.check === 'greater_than' && check.value !== undefined) {
      min = check.inclusive ? check.value : check.value + (inteiro ? 1 : 0.01);
    }
    if (check.check === 'less_than' && check.value !== undefined) {
      max = check.inclusive ? check.value : check.value - (inteiro ? 1 : 0.01);
    }
  }
  return inteiro ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/** Strings of a pipe (`obrigatorio.pipe(z.string().max(150))`) carry checks on both ends. */
function checksDoTexto(schema: z.ZodMiniType): Check[] | null {
  const def = defOf(schema);
  if (def.type === 'string') return checksOf(def);
  if (def.type === 'pipe' && def.in && def.out) {
    const entrada = checksDoTexto(def.in);
    const saida = checksDoTexto(def.out);
    if (entrada && saida) return [...entrada, ...saida];
    return entrada;
  }
  return null;
}

export function arbitraryFrom(schema: z.ZodMiniType, overrides: Overrides = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const textual = checksDoTexto(schema);
  if (textual) return texto(textual);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const campos = Object.fromEntries(
        Object.entries(shape).map(([nome, campo]) => [nome, overrides[nome] ?? arbitraryFrom(campo, overrides)]),
      );
      const obrigatorios = Object.entries(shape)
        .filter(([, campo]) => !['optional', 'default'].includes(defOf(campo).type))
        .map(([nome]) => nome);
      return fc.record(campos, { requiredKeys: obrigatorios });
    }
    case 'number':
      return numero(checksOf(def));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'nullable':
      return fc.option(arbitraryFrom(def.innerType as z.ZodMiniType, overrides), { nil: null, freq: 4 });
    case 'optional':
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryFrom(def.innerType as z.ZodMiniType, overrides);
    case 'pipe':
      return arbitraryFrom(def.in as z.ZodMiniType, overrides);
    case 'array': {
      const checks = checksOf(def);
      const minimo = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
      const maximo = checks.find((check) => check.check === 'max_length')?.maximum ?? 5;
      return fc.array(arbitraryFrom(def.element as z.ZodMiniType, overrides), {
        minLength: minimo,
        maxLength: Math.max(minimo, Math.min(maximo, 5)),
      });
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((opcao) => arbitraryFrom(opcao, overrides)));
    default:
      // unknown, any, transform, custom: the schema decides at run time; give it small JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Caminho = (string | number)[];

/** Every path into a JSON value (objects and arrays, and their leaves). */
function caminhos(valor: unknown, prefixo: Caminho = []): Caminho[] {
  if (valor === null || typeof valor !== 'object') return [prefixo];
  const filhos = Array.isArray(valor)
    ? valor.flatMap((item, indice) => caminhos(item, [...prefixo, indice]))
    : Object.entries(valor).flatMap(([chave, item]) => caminhos(item, [...prefixo, chave]));
  return [prefixo, ...filhos];
}

/** A copy of `valor` with the value at `caminho` replaced (undefined: removed). */
function substituir(valor: unknown, caminho: Caminho, novo: unknown): unknown {
  if (caminho.length === 0) return novo;
  const [cabeca, ...resto] = caminho as [string | number, ...Caminho];
  if (Array.isArray(valor)) {
    const copia = [...valor];
    copia[cabeca as number] = substituir(copia[cabeca as number], resto, novo);
    return copia;
  }
  const copia = { ...(valor as Record<string, unknown>) };
  const filho = substituir(copia[cabeca], resto, novo);
  if (filho === undefined) delete copia[cabeca];
  else copia[cabeca] = filho;
  return copia;
}

/** A valid-looking value with one to three places (a field, a nested object, an item) made hostile. */
export function mutated(valido: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valido, fc.array(fc.tuple(fc.nat(), valorHostil), { minLength: 1, maxLength: 3 }))
    .map(([valor, trocas]) =>
      trocas.reduce<unknown>((atual, [indice, novo]) => {
        const todos = caminhos(atual).filter((caminho) => caminho.length > 0);
        if (todos.length === 0) return novo;
        return substituir(atual, todos[indice % todos.length] as Caminho, novo);
      }, valor),
    );
}
