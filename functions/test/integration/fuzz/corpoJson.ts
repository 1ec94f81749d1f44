import fc from 'fast-check';
import { mutated } from './fromSchema.ts';
import { jsonProfundo, jsonQuebrado, poluicao, tipoErrado, tiposDeConteudo } from './hostile.ts';

/** A JSON route's body as sent: its text and Content-Type (null: no header). */
export interface CorpoJson {
  tipo: string | null;
  texto: string;
}

const texto = (valor: unknown) => JSON.stringify(valor) ?? '';

/** `{ extra, ...the object's own fields }` as text, keeping keys JSON.stringify would not write. */
function comCampoBruto(valor: unknown, campo: string): string {
  const objeto = texto(valor);
  if (!objeto.startsWith('{')) return `{${campo}}`;
  return objeto === '{}' ? `{${campo}}` : `{${campo},${objeto.slice(1)}`;
}

/**
 * Bodies of a JSON route around its valid-looking values: as they are, with fields made hostile, with
 * prototype keys, of the wrong type, not JSON at all, or with one field nested up to 10 000 levels; sent
 * as application/json mostly, sometimes under another (or no) Content-Type.
 */
export function corpoJson(valido: fc.Arbitrary<unknown>): fc.Arbitrary<CorpoJson> {
  const profundo = fc
    .tuple(
      valido,
      fc.constantFrom(100, 1_000, 10_000),
      fc.constantFrom('array' as const, 'object' as const),
      fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
    )
    .map(([valor, profundidade, tipo, chave]) => {
      const campo = chave ?? Object.keys((valor as object | null) ?? {})[0] ?? 'a';
      return comCampoBruto(valor, `${JSON.stringify(campo)}:${jsonProfundo(profundidade, tipo)}`);
    });
  const textoDoCorpo = fc.oneof(
    { weight: 4, arbitrary: valido.map(texto) },
    { weight: 6, arbitrary: mutated(valido).map(texto) },
    { weight: 1, arbitrary: fc.tuple(valido, poluicao).map(([valor, campo]) => comCampoBruto(valor, campo)) },
    { weight: 1, arbitrary: tipoErrado.map(texto) },
    { weight: 1, arbitrary: jsonQuebrado },
    { weight: 1, arbitrary: profundo },
    { weight: 1, arbitrary: fc.constantFrom(jsonProfundo(10_000, 'array'), jsonProfundo(10_000, 'object')) },
  );
  const tipo = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: tiposDeConteudo },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc.record({ tipo, texto: textoDoCorpo });
}
