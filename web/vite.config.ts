import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The static imports of every module, read once the module graph is complete (before chunking). */
const grafo = new Map<string, readonly string[]>();
const fechos = new Map<string, Set<string>>();
const lerGrafo: Plugin = {
  name: 'portal:grafo-de-modulos',
  apply: 'build',
  buildStart() {
    grafo.clear();
    fechos.clear();
  },
  buildEnd() {
    for (const id of this.getModuleIds()) grafo.set(id, this.getModuleInfo(id)?.importedIds ?? []);
  },
};

/** Whether `id` is one of `entries` or imported by them statically, transitively (asked while chunking). */
function noFecho(entries: string[], id: string): boolean {
  const key = entries.join('\n');
  let seen = fechos.get(key);
  if (!seen) {
    const found = new Set<string>();
    const visit = (module: string) => {
      if (found.has(module)) return;
      found.add(module);
      for (const imported of grafo.get(module) ?? []) visit(imported);
    };
    for (const entry of entries) visit(entry);
    fechos.set(key, found);
    seen = found;
  }
  return seen.has(id);
}

/** The shared schemas the first checks need (configuration, stored session, profile, API errors). */
const sessao = [
  src('lib/storage.ts'),
  ...['auth', 'configPublica', 'error'].map((nome) =>
    fileURLToPath(new URL(`../shared/src/schemas/${nome}.ts`, import.meta.url)),
  ),
];
const naSessao = (id: string) => sessao.includes(id);
/**
 * The other shared modules stay out of the tests below: through the package's index every screen seems to
 * import all of them. A group still takes those its modules really use (the bundler adds a group's
 * dependencies), so a screen builds only the zod schemas it uses: each costs time on a phone.
 */
const compartilhado = /[\\/]shared[\\/]src[\\/]/;
// The modules loaded with import() keep chunks of their own (the manifest names them by source file); the
// groups take what they import.
/** What the sign-in screens import: one chunk beside theirs, inside their size budget. */
const telasDeEntrada = [src('features/auth/LoginPage.tsx'), src('features/auth/MicrosoftLoginPage.tsx')];
const naEntrada = (id: string) =>
  noFecho(telasDeEntrada, id) && !telasDeEntrada.includes(id) && !compartilhado.test(id);
/** What the signed-in frame (navbar, cart, dialogs) imports, minus what the sign-in screens share. */
const appLayout = src('features/layout/AppLayout.tsx');
const naMoldura = (id: string) =>
  noFecho([appLayout], id) && id !== appLayout && !naEntrada(id) && !compartilhado.test(id);
/** What the hub and the shop import (the list screens share some of it). */
const hubELoja = [src('features/hub/PainelPage.tsx'), src('features/shop/ShopPage.tsx')];
const naLoja = (id: string) => noFecho(hubELoja, id) && !hubELoja.includes(id) && !compartilhado.test(id);
/** What the list screens (orders, tickets, logs, users) import. */
const telasDeLista = ['pedidos/PedidosPage', 'chamados/ChamadosPage', 'logs/LogsPage', 'usuarios/UsuariosPage'].map(
  (tela) => src(`features/${tela}.tsx`),
);
const nasListas = (id: string) => noFecho(telasDeLista, id) && !telasDeLista.includes(id) && !compartilhado.test(id);

/** The screens each address shows, signed in or not (app/router.tsx; a redirect shows its target's). */
const telasPorEndereco: { comSessao: Record<string, string[]>; semSessao: Record<string, string[]> } = (() => {
  const moldura = ['features/layout/AppLayout.tsx', 'lib/lazySchemas.ts'];
  const comSessao: Record<string, string[]> = {
    '/painel': [...moldura, 'features/hub/PainelPage.tsx'],
    '/home': [...moldura, 'features/shop/ShopPage.tsx'],
    '/meus-pedidos': [...moldura, 'features/pedidos/PedidosPage.tsx'],
    '/admin-pedidos': [...moldura, 'features/pedidos/PedidosPage.tsx'],
    '/chamados': [...moldura, 'features/chamados/AberturaChamadoPage.tsx'],
    '/meus-chamados': [...moldura, 'features/chamados/ChamadosPage.tsx'],
    '/admin-chamados': [...moldura, 'features/chamados/ChamadosPage.tsx'],
    '/admin': [...moldura, 'features/adminPainel/PainelAdminPage.tsx'],
    '/admin-produtos': [...moldura, 'features/produtosAdmin/ProdutosAdminPage.tsx'],
    '/users': [...moldura, 'features/usuarios/UsuariosPage.tsx'],
    '/logs': [...moldura, 'features/logs/LogsPage.tsx'],
  };
  const painel = comSessao['/painel'] ?? [];
  const microsoft = ['features/auth/MicrosoftLoginPage.tsx'];
  const semSessao: Record<string, string[]> = {
    '/login': ['features/auth/LoginPage.tsx'],
    '/microsoft-login': microsoft,
  };
  for (const path of [...Object.keys(comSessao), '/']) semSessao[path] = microsoft;
  for (const path of ['/', '/login', '/microsoft-login']) comSessao[path] = painel;
  return { comSessao, semSessao };
})();

/**
 * The boot script (web/dist/assets/arranque-*.js, first in index.html's head): a module of its own that runs
 * as soon as it arrives, while the entry is still downloading. From the address and whether a session is
 * stored it preloads the chunks and styles of the first screen (they download beside the entry instead of
 * after it runs) and starts the stored session's profile call, which app/session.ts picks up.
 */
const arranque = (
  arquivos: Record<'comSessao' | 'semSessao', Record<string, string[]>>,
) => `// Generated by web/vite.config.ts.
(() => {
  const arquivos = ${JSON.stringify(arquivos)};
  let token = null;
  let comSessao = false;
  try {
    token = localStorage.getItem('token');
    comSessao = localStorage.getItem('userData') !== null;
  } catch {}
  // The profile call first: the router waits for it before any signed-in screen.
  if (comSessao && token) {
    window.__portalPerfil = {
      token,
      resposta: fetch('/api/profile', {
        headers: { Accept: 'application/json', 'X-Portal-Authorization': 'Bearer ' + token },
      }),
    };
  }
  const caminho = location.pathname.replace(/[/]+$/, '') || '/';
  for (const arquivo of (comSessao ? arquivos.comSessao : arquivos.semSessao)[caminho] || []) {
    const link = document.createElement('link');
    if (arquivo.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + arquivo;
    document.head.appendChild(link);
  }
})();
`;

const gerarArranque: Plugin = {
  name: 'portal:arranque',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, chunk: entrada }) {
      if (!bundle || !entrada) return;
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const porArquivo = new Map(chunks.map((item) => [item.fileName, item]));
      const porModulo = new Map(chunks.flatMap((item) => (item.facadeModuleId ? [[item.facadeModuleId, item]] : [])));
      /** The chunks and styles `files` load before running, in load order. */
      const carregados = (files: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const item = porArquivo.get(file);
          for (const imported of item?.imports ?? []) visit(imported);
          for (const css of item?.viteMetadata?.importedCss ?? []) seen.add(css);
        };
        for (const file of files) visit(file);
        return [...seen];
      };
      const jaNoHtml = new Set(carregados([entrada.fileName]));
      const arquivos = (telas: Record<string, string[]>) =>
        Object.fromEntries(
          Object.entries(telas).map(([path, modulos]) => {
            const files = modulos.map((modulo) => {
              const item = porModulo.get(src(modulo));
              if (!item) throw new Error(`portal:arranque: ${modulo} is not a chunk of its own`);
              return item.fileName;
            });
            return [path, carregados(files).filter((file) => !jaNoHtml.has(file))];
          }),
        );
      const source = arranque({
        comSessao: arquivos(telasPorEndereco.comSessao),
        semSessao: arquivos(telasPorEndereco.semSessao),
      });
      // A syntax error here would only show in the browser: compile it now.
      new Script(source, { filename: 'arranque.js' });
      const fileName = `assets/arranque-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      // Vite runs this hook inside its HTML plugin's generateBundle, with that plugin's context.
      (this as unknown as Rollup.PluginContext).emitFile({ type: 'asset', fileName, source });
      const marcador = '<!-- portal:arranque (web/vite.config.ts puts the boot script here) -->';
      if (!html.includes(marcador)) throw new Error(`portal:arranque: index.html has no ${marcador}`);
      return html.replace(marcador, `<script type="module" async src="/${fileName}"></script>`);
    },
  },
};

export default defineConfig({
  plugins: [react(), lerGrafo, gerarArranque],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The manifest (dist/.vite/manifest.json) maps each screen to its chunks: the size budgets read it
    // (scripts/test/unit/orcamentos.test.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Few chunks on the way to a first screen: over HTTP/1.1 a phone fetches six files at a time and each
        // round trip costs it 150 ms or more. What every page runs first is one chunk; zod another and the
        // schemas of the first checks a third (loaded with those checks, never by the sign-in screens before
        // they paint); then what the sign-in screens import, what the signed-in frame imports, what the hub and
        // the shop import and what the list screens import (each group takes what the ones above it left).
        // The other shared schemas stay with the screens that use them: building a zod schema costs time on a
        // phone, so a screen builds only its own.
        codeSplitting: {
          groups: [
            { name: 'inicio', tags: ['$initial'], priority: 7 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 6 },
            { name: 'sessao', test: naSessao, priority: 5 },
            { name: 'entrada', test: naEntrada, priority: 4 },
            { name: 'moldura', test: naMoldura, priority: 3 },
            { name: 'loja', test: naLoja, priority: 2 },
            { name: 'listas', test: nasListas, priority: 1 },
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
