/**
 * What a Function app instance compiles when it starts: the API bundle's entry (`index.js`) with its static
 * imports, built in memory with the options `npm run build` uses (scripts/deploy/apiBundle.ts). The SDKs that only
 * some routes use are chunks imported on demand (decision 77), and so are the Cosmos DB client, the route modules and
 * the services, built by the first request (decision 83); `npm run bench` times the import (coldStart.ts).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBundleOptions } from '../../deploy/apiBundle.ts';

/**
 * Bytes of JavaScript compiled at start (entry and its static chunks), unminified as shipped: 446 KB when set, nearly
 * all of it `@azure/functions` and zod (1.6 MB before decision 83).
 */
const orcamentoInicioKb = 500;

/** Never on the start path: each is imported by the routes (or the first token) that use it; Cosmos DB by the first. */
const sobDemanda: { nome: string; fonte: RegExp }[] = [
  { nome: 'Cosmos DB SDK', fonte: /node_modules\/@azure\/cosmos\// },
  { nome: 'Storage SDK', fonte: /node_modules\/@azure\/storage-(blob|common)\// },
  { nome: 'Communication Services e-mail SDK', fonte: /node_modules\/@azure\/communication-email\// },
  { nome: 'managed identity (with MSAL)', fonte: /node_modules\/@azure\/(identity|msal-node)\// },
  { nome: 'busboy (multipart uploads)', fonte: /node_modules\/busboy\// },
];

let meta: Metafile;
const outdir = join(tmpdir(), 'portal-api-orcamento');

/** The entry and every chunk it imports statically, transitively. */
function caminhoDeInicio(): { arquivo: string; saida: Metafile['outputs'][string] }[] {
  const entrada = Object.keys(meta.outputs).find((arquivo) => arquivo.endsWith('/index.js'));
  if (!entrada) throw new Error('no index.js in the bundle');
  const vistos = new Map<string, Metafile['outputs'][string]>();
  const visitar = (arquivo: string) => {
    const saida = meta.outputs[arquivo];
    if (!saida || vistos.has(arquivo)) return;
    vistos.set(arquivo, saida);
    for (const importado of saida.imports) if (importado.kind === 'import-statement') visitar(importado.path);
  };
  visitar(entrada);
  return [...vistos].map(([arquivo, saida]) => ({ arquivo, saida }));
}

describe('the API bundle: what an instance compiles when it starts', () => {
  beforeAll(async () => {
    const resultado = await build({ ...apiBundleOptions(outdir), write: false, metafile: true, sourcemap: false });
    meta = resultado.metafile;
  });

  it(`stays within ${orcamentoInicioKb} KB`, () => {
    const bytes = caminhoDeInicio().reduce((soma, { saida }) => soma + saida.bytes, 0);
    expect(bytes / 1024).toBeLessThanOrEqual(orcamentoInicioKb);
  });

  it.each(sobDemanda)('$nome: only in a chunk imported on demand', ({ fonte }) => {
    const noInicio = caminhoDeInicio().flatMap(({ arquivo, saida }) =>
      Object.keys(saida.inputs)
        .filter((entrada) => fonte.test(entrada))
        .map((entrada) => `${arquivo}: ${entrada}`),
    );
    expect(noInicio).toEqual([]);
    const emAlgumChunk = Object.values(meta.outputs).some((saida) =>
      Object.keys(saida.inputs).some((entrada) => fonte.test(entrada)),
    );
    expect(emAlgumChunk).toBe(true);
  });

  it("zod: the portal's pt-BR messages, no other locale (zod/mini sets no default; the named `z` import would keep all 40)", () => {
    const locales = new Set(
      caminhoDeInicio().flatMap(({ saida }) =>
        Object.keys(saida.inputs).filter((entrada) => /node_modules\/zod\/v4\/locales\/(?!index)/.test(entrada)),
      ),
    );
    expect([...locales].map((entrada) => entrada.replace(/^.*\/locales\//, '')).sort()).toEqual(['pt-BR.js']);
  });
});
