import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build's source maps and manifest go: beside its output, `<output>-debug`. */
export const debugFolder = (saida: string) => `${saida}-debug`;

/**
 * Moves the build's source maps and Vite's manifest out of the output (dist/) into a folder beside it (dist-debug/)
 * once written: Static Web Apps serves every file of dist/, and browsers need neither. The size budgets read them
 * there (scripts/test/unit/orcamentos.test.ts); a developer uses the maps to read a production stack trace.
 */
export function debugOutsideDist(): Plugin {
  let saida = '';
  let destino = '';
  return {
    name: 'portal:depuracao-fora-do-dist',
    apply: 'build',
    configResolved(config) {
      saida = resolve(config.root, config.build.outDir);
      destino = debugFolder(saida);
    },
    async buildStart() {
      await rm(destino, { recursive: true, force: true });
    },
    writeBundle: {
      order: 'post',
      async handler() {
        const arquivos = await readdir(saida, { recursive: true, withFileTypes: true });
        for (const arquivo of arquivos) {
          const caminho = join(arquivo.parentPath, arquivo.name);
          const eDeDepuracao =
            arquivo.name.endsWith('.map') || relative(saida, caminho) === join('.vite', 'manifest.json');
          if (!arquivo.isFile() || !eDeDepuracao) continue;
          const alvo = join(destino, relative(saida, caminho));
          await mkdir(dirname(alvo), { recursive: true });
          await rename(caminho, alvo);
        }
        await rm(join(saida, '.vite'), { recursive: true, force: true });
      },
    },
  };
}
