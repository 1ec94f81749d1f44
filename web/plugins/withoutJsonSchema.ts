import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's modules that turn a schema into JSON Schema: a fifth of zod's chunk, which the SPA never calls. */
const modulos = [
  /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/,
  /[\\/]zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/,
];

/** The names a module exports: `export function|const|class name` and `export { a as b }`. */
export function nomesExportados(fonte: string): string[] {
  const diretos = [...fonte.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm)].map(
    ([, nome]) => nome,
  );
  const listados = [...fonte.matchAll(/^export \{([^}]*)\}/gm)].flatMap(([, lista]) =>
    (lista ?? '')
      .split(',')
      .map(
        (item) =>
          item
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      )
      .filter(Boolean),
  );
  return [...new Set([...diretos, ...listados].filter((nome): nome is string => Boolean(nome)))];
}

/**
 * Every zod schema carries `toJSONSchema()` and Standard Schema's `jsonSchema`, built from these two modules, so the
 * bundler keeps them (~6 KB gzip of the signed-in screens' first load) though the SPA never asks for a JSON Schema.
 * In the web build each is replaced by a module of the same exports whose functions give back a function that
 * throws: building a schema (which creates those methods) works as before, and asking one for its JSON Schema
 * fails, saying why. The API's bundle keeps zod whole. `web/test/withoutJsonSchema.test.ts` keeps the exports in step.
 */
export function withoutJsonSchema(): Plugin {
  return {
    name: 'portal:without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const caminho = id.split('?')[0] ?? '';
      if (!modulos.some((modulo) => modulo.test(caminho))) return null;
      const nomes = nomesExportados(readFileSync(caminho, 'utf8'));
      if (nomes.length === 0) throw new Error(`portal:without-json-schema: no export found in ${caminho}`);
      const falha =
        "() => { throw new Error('JSON Schema is not in the web bundle (web/plugins/withoutJsonSchema.ts)'); }";
      return `const indisponivel = () => ${falha};\n${nomes.map((nome) => `export const ${nome} = indisponivel;`).join('\n')}\n`;
    },
  };
}
