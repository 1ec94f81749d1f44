import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { arranque } from './plugins/arranque.ts';
import { configStaticWebApps } from './plugins/configStaticWebApps.ts';
import { depuracaoForaDoDist } from './plugins/depuracaoForaDoDist.ts';
import { origemDaApi } from './plugins/origemDaApi.ts';

/** '' (Static Web Apps' linked backend answers /api) or the Function app's origin in `direct` mode. */
const origemApi = origemDaApi();

export default defineConfig({
  plugins: [
    react(),
    arranque(origemApi),
    configStaticWebApps(fileURLToPath(new URL('../staticwebapp.config.json', import.meta.url)), origemApi),
    depuracaoForaDoDist(),
  ],
  define: { 'import.meta.env.PORTAL_API_URL': JSON.stringify(origemApi) },
  // The export's worker (features/pedidos/exportacao/planilhaWorker.ts) loads the spreadsheet library with import().
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Source maps without a reference in the code, and the manifest, which maps each screen to its chunks: both
    // leave dist/ for dist-debug/ (plugins/depuracaoForaDoDist.ts), where the size budgets read them
    // (scripts/test/unit/orcamentos.test.ts).
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        // Few chunks on the way to a first screen: over HTTP/1.1 a phone fetches six files at a time and each
        // round trip costs it 150 ms or more. Each group names a layer of the first screens by its modules and
        // takes what they import (rolldown adds a group's dependencies; each group gets what the ones above it
        // left): what every page runs first; zod with its pt-BR messages and settings (shared/src/zodLocale.ts,
        // imported by lib/lazySchemas.ts: they run as zod arrives, before any schema is built); the first checks'
        // schemas (loaded with those checks, never by the sign-in screens before they paint); the sign-in
        // screens; the signed-in frame, with the notice of a failed read (all the shop needs of components/);
        // the components and helpers the list screens share. The rest splits as the imports say: each screen
        // imports @portal/shared's modules themselves, so it builds only its own zod schemas, each a cost on a
        // phone.
        codeSplitting: {
          groups: [
            { name: 'inicio', tags: ['$initial'], priority: 6 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|shared[\\/]src[\\/]zodLocale\.ts$/, priority: 5 },
            { name: 'sessao', test: /src[\\/]lib[\\/]lazySchemas\.ts$/, priority: 4 },
            { name: 'entrada', test: /src[\\/]features[\\/]auth[\\/](Login|MicrosoftLogin)Page\.tsx$/, priority: 3 },
            {
              name: 'moldura',
              test: /src[\\/](features[\\/]layout[\\/]AppLayout|components[\\/]FalhaDeCarga)\.tsx$/,
              priority: 2,
            },
            { name: 'componentes', test: /src[\\/](components|lib)[\\/](?!form[\\/]|uploads[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` proxies the API to the local Functions host started by scripts/dev.ts.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 7071}` },
  },
});
