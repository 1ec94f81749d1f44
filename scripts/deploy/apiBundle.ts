import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { repoRoot } from '../repoRoot.ts';

/**
 * The Functions worker serves this virtual module through `Module.prototype.require`, and sharp is native
 * (installed into the package by functionsPackage.ts); everything else is bundled.
 */
const external = ['@azure/functions-core', 'sharp'];

/**
 * How the API is bundled: `npm run build` in functions/ (functionsPackage.ts) and the rebuild on change of
 * `npm run functions` (scripts/functions.ts) write the same bundle into `outdir`: `index.js`, what an instance
 * imports when it starts, and `chunks/`, what the first request and the routes import on demand (the Cosmos DB
 * client, the route modules and services, the storage and e-mail SDKs, the managed identity, busboy). A cold start
 * compiles only the first and the small chunks it shares with the rest (decisions 77 and 83).
 */
export function apiBundleOptions(outdir: string): BuildOptions {
  return {
    entryPoints: { index: join(repoRoot, 'functions/src/index.ts') },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    // What Azure runs (infra/modules/functionapp.bicep) and the tests run on (.ci/run).
    target: 'node22',
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
