import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { apiOriginFromEnv } from './plugins/apiOrigin.ts';
import { bootScript } from './plugins/bootScript.ts';
import { configStaticWebApps } from './plugins/configStaticWebApps.ts';
import { debugOutsideDist } from './plugins/debugOutsideDist.ts';
import { icons, portalIcons } from './plugins/icons.ts';

/** '' (Static Web Apps' linked backend answers /api) or the Function app's origin in `direct` mode. */
const origemApi = apiOriginFromEnv();

export default defineConfig({
  plugins: [
    react(),
    bootScript(origemApi),
    configStaticWebApps(fileURLToPath(new URL('../staticwebapp.config.json', import.meta.url)), origemApi),
    debugOutsideDist(),
    portalIcons(fileURLToPath(new URL('public/favicon.svg', import.meta.url))),
    // The installable portal (issue 35): web/sw/sw.ts with the build's files in its precache, and the manifest.
    // The page registers the worker itself once its first screen is up (src/app/serviceWorker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // The build's own files; the source maps and Vite's manifest leave dist/ (plugins/debugOutsideDist.ts).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Except the order export's spreadsheet writer (1 MB, admins only, and an export needs the network anyway).
        globIgnores: ['assets/xlsx-*.js', 'assets/planilhaWorker-*.js'],
        // The worker keeps no source map in dist/ either.
        sourcemap: false,
      },
      manifest: {
        id: '/',
        name: 'Portal do Franqueado',
        short_name: 'Franqueado',
        description: 'Pedidos de brindes, chamados e ferramentas da rede de franquias.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/painel',
        scope: '/',
        display: 'standalone',
        // styles.css: --color-primary and --color-bg.
        theme_color: '#1f5130',
        background_color: '#f5f3ec',
        icons: icons
          .map(({ arquivo, tamanho, forma }) => ({
            src: `/${arquivo}`,
            sizes: `${tamanho}x${tamanho}`,
            type: 'image/png',
            purpose: forma === 'quadrado' ? 'maskable' : 'any',
          }))
          .filter(({ src }) => src !== '/apple-touch-icon.png'),
      },
    }),
  ],
  define: { 'import.meta.env.PORTAL_API_URL': JSON.stringify(origemApi) },
  // The export's worker (features/pedidos/exportacao/planilhaWorker.ts) loads the spreadsheet library with import().
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Source maps without a reference in the code, and the manifest, which maps each screen to its chunks: both
    // leave dist/ for dist-debug/ (plugins/debugOutsideDist.ts), where the size budgets read them
    // (scripts/test/unit/orcamentos.test.ts).
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        // Few chunks on the way to a first screen, and none it does not run (decisions 76, 126, 139): a phone's
        // first load is bound by its bytes, each downloading beside the entry. Each group names a layer of the first
        // screens by its modules and takes what they import (rolldown adds a group's dependencies; each group gets
        // what the ones above it left): what every page runs first; zod with its pt-BR messages and settings
        // (shared/src/zodLocale.ts, imported by lib/lazySchemas.ts: they run as zod arrives, before any schema is
        // built) and the lines through which transforms report issues (shared/src/schemas/addIssue.ts, a request of
        // its own otherwise); the first checks' schemas (loaded with those checks, never by the sign-in screens before
        // they paint); what the password sign-in shares with the signed-in screens, Query's mutations and a field's
        // frame, a group each (each sign-in screen is a chunk of its own); the signed-in frame, with what every
        // signed-in first view shares; the components and helpers the list screens share, with the other features'
        // query keys (a few bytes each, which screens of other features refresh: on their own, a request each). The
        // rest splits as the imports say: each screen imports @portal/shared's modules themselves, so it builds only
        // its own zod schemas, each a cost on a phone.
        codeSplitting: {
          groups: [
            { name: 'inicio', tags: ['$initial'], priority: 6 },
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|shared[\\/]src[\\/](zodLocale|schemas[\\/]addIssue)\.ts$/,
              priority: 5,
            },
            { name: 'sessao', test: /src[\\/]lib[\\/]lazySchemas\.ts$/, priority: 4 },
            // TanStack Query's mutations, which the password sign-in and the signed-in frame (the cart) both run: with
            // the sign-in screens, every signed-in first load carried their code.
            {
              name: 'mutacoes',
              test: /node_modules[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/]mutationObserver|react-query[\\/]build[\\/]modern[\\/]useMutation)\.js$/,
              priority: 3,
            },
            // A field's frame and styles, which the password sign-in shares with the list screens' filters.
            {
              name: 'formularios',
              test: /src[\\/]components[\\/]form[\\/](FieldFrame\.tsx|form\.css)$/,
              priority: 3,
            },
            // The signed-in frame, with the notice of a failed read, the badge, the 'loaded at' line and the shop's query
            // keys: all the shop needs of components/.
            {
              name: 'moldura',
              test: /src[\\/]((features[\\/]layout[\\/]AppLayout|components[\\/](LoadFailure|Badge|ReadAt))\.tsx|features[\\/]loja[\\/]produtosKeys\.ts)$/,
              priority: 2,
            },
            // The product card and the hub's cards serve two screens each (shop and admin products, hub and admin
            // panel): they split as their imports say, off the screens that never show them.
            {
              name: 'componentes',
              test: /src[\\/]((components|lib)[\\/](?!form[\\/]|uploads[\\/]|ProdutoCardFrame\.tsx|produtoCard\.css|painel\.css|Badge\.tsx|badge\.css|ReadAt\.tsx|Combobox\.tsx|combobox\.css)|features[\\/](?!loja[\\/])[^\\/]+[\\/]\w+Keys\.ts$)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` proxies the API to the local Functions host started by scripts/dev.ts.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 7071}` },
    // HTTPS with the stack's certificate (scripts/dev.ts), at the origin the dev tenant and Azurite know the portal by.
    ...(process.env.PORTAL_DEV_TLS_CERT
      ? { https: { key: process.env.PORTAL_DEV_TLS_KEY, cert: process.env.PORTAL_DEV_TLS_CERT } }
      : {}),
  },
});
