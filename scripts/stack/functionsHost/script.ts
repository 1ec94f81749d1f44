import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The local Functions host (main.ts) as one JavaScript file in `folder`, for plain Node: the package it loads then
 * resolves its modules as on Azure, without tsx's resolution in between.
 */
export async function functionsHostScript(folder: string): Promise<string> {
  const outfile = join(folder, 'functions-host.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('main.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    // Bundled CommonJS (cron-parser's dependencies) calls require for Node's built-ins.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  return outfile;
}
