import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nomesExportados, withoutJsonSchema } from '../plugins/withoutJsonSchema.ts';

// The web build's stand-ins for zod's JSON Schema modules (plugins/withoutJsonSchema.ts): the same exports as zod's
// own, so an update of zod that adds one fails here rather than in the browser.
// Inside zod's package (its exports map names no such subpath).
const pastaDoZod = dirname(createRequire(import.meta.url).resolve('zod'));
const doZod = (arquivo: string) => join(pastaDoZod, arquivo);
const modulos = ['v4/core/to-json-schema.js', 'v4/core/json-schema-processors.js'];

const carregar = (id: string) => {
  const load = withoutJsonSchema().load as (id: string) => string | null;
  return load.call({}, id);
};

describe("the web build without zod's JSON Schema", () => {
  it.each(modulos)('%s: the stand-in exports every name zod exports', async (modulo) => {
    const caminho = doZod(modulo);
    const reais = Object.keys(await import(caminho)).sort();
    expect(reais.length).toBeGreaterThan(5);
    expect(nomesExportados(readFileSync(caminho, 'utf8')).sort()).toEqual(reais);
    const substituto = carregar(caminho);
    expect(substituto).not.toBeNull();
    for (const nome of reais) expect(substituto).toContain(`export const ${nome} =`);
  });

  it("a schema's JSON Schema fails, saying why; other modules load as they are", async () => {
    const caminho = doZod(modulos[0] ?? '');
    const url = `data:text/javascript,${encodeURIComponent(carregar(caminho) ?? '')}`;
    const { createToJSONSchemaMethod } = (await import(/* @vite-ignore */ url)) as {
      createToJSONSchemaMethod: () => () => unknown;
    };
    // Made when a schema is built, as zod does: only calling it fails.
    const metodo = createToJSONSchemaMethod();
    expect(() => metodo()).toThrow('JSON Schema is not in the web bundle');
    expect(carregar(doZod('v4/core/schemas.js'))).toBeNull();
  });
});
