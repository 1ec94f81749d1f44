import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { repoRoot } from '../repoRoot.ts';

/**
 * The Functions worker serves this virtual module through `Module.prototype.require`, and sharp is native
 * (installed into the package by functionsPackage.ts); everything else is bundled.
 */
const external = ['@azure/functions-core', 'sharp'];

/**
 * How the API is bundled into one file: `npm run build` in functions/ (functionsPackage.ts) and the rebuild on
 * change of `npm run functions` (scripts/functions.ts) write the same bundle.
 */
export function apiBundleOptions(outfile: string): BuildOptions {
  return {
    entryPoints: [join(repoRoot, 'functions/src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    // The oldest Node the package is tested on (these machines); Azure runs 22 (infra/modules/functionapp.bicep).
    target: 'node20',
    format: 'esm',
    external,
    sourcemap: true,
    logLevel: 'warning',
    // ESM has no `require`, but bundled CommonJS (the Azure SDKs, @azure/functions) calls it for Node
    // built-ins and @azure/functions-core; createRequire's calls go through Module.prototype.require.
    banner: {
      js: "import { createRequire as portalCreateRequire } from 'node:module'; const require = portalCreateRequire(import.meta.url);",
    },
  };
}
