import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { papelSchema, permissoesDe } from '../shared/src/index.ts';
import { configStaticWebApps } from './plugins/configStaticWebApps.ts';
import { depuracaoForaDoDist } from './plugins/depuracaoForaDoDist.ts';
import { origemDaApi } from './plugins/origemDaApi.ts';
import { telasIniciais } from './src/app/telasIniciais.ts';
import { carrinhoTopBarPaths } from './src/features/carrinho/carrinhoTopBarPaths.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
/** '' (Static Web Apps' linked backend answers /api) or the Function app's origin in `direct` mode. */
const origemApi = origemDaApi();

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
const hubELoja = [src('features/painel/PainelPage.tsx'), src('features/loja/LojaPage.tsx')];
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
    '/painel': [...moldura, 'features/painel/PainelPage.tsx'],
    '/home': [...moldura, 'features/loja/LojaPage.tsx'],
    '/meus-pedidos': [...moldura, 'features/pedidos/PedidosPage.tsx'],
    '/admin-pedidos': [...moldura, 'features/pedidos/PedidosPage.tsx'],
    '/chamados': [...moldura, 'features/chamados/AberturaChamadoPage.tsx'],
    '/meus-chamados': [...moldura, 'features/chamados/ChamadosPage.tsx'],
    '/admin-chamados': [...moldura, 'features/chamados/ChamadosPage.tsx'],
    '/admin': [...moldura, 'features/painelAdmin/PainelAdminPage.tsx'],
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
 * The API reads a signed-in first screen starts with, made by the boot script beside the code instead of after
 * it ran. `publica`: read without the token, as the app reads it before the session is checked (router.tsx,
dadosPublicos). `imagens`: the answer's list and picture field; the pictures of its first row are preloaded as soon
 * as the answer arrives (the first row of loja.css's grid: 15rem columns, 1.25rem gaps, at most 72rem wide).
 */
const leiturasPorEndereco: Record<
  string,
  { url: string; publica?: boolean; imagens?: { lista: string; campo: string } }
> = {
  '/home': { url: '/api/produtos', publica: true, imagens: { lista: 'produtos', campo: 'imagem_miniatura_url' } },
};

/**
 * What the boot script paints in index.html's shell for a signed-in address (app/telasIniciais.ts): the
 * screen's heading (a greeting: the text around the stored user's name), the roles that may see it, and
 * whether the cart bar sits above it (features/carrinho/carrinhoTopBarPaths.ts).
 */
const casca = (() => {
  const nome = '\u0000';
  const titulos = Object.fromEntries(
    Object.entries(telasIniciais).map(([path, tela]) => {
      const [antes = '', depois = ''] = (typeof tela.titulo === 'function' ? tela.titulo(nome) : tela.titulo).split(
        nome,
      );
      const permissao = 'permissao' in tela ? tela.permissao : undefined;
      const papeis = permissao ? papelSchema.options.filter((papel) => permissoesDe(papel)[permissao]) : null;
      return [path, { antes, depois, comNome: typeof tela.titulo === 'function', papeis }];
    }),
  );
  return { titulos, barraCarrinho: carrinhoTopBarPaths };
})();

/**
 * The boot script (web/dist/assets/arranque-*.js, first in index.html's head): a module of its own that runs
 * as soon as it arrives, while the entry is still downloading. From the address and whether a session is
 * stored it preloads the chunks and styles of the first screen (they download beside the entry instead of
 * after it runs) and starts the stored session's profile call and the screen's first read, which
 * app/precargas.ts hands to the app once. With a stored session it also fills the shell: the screen's heading,
 * the cart bar's place, and on the shop the first row's pictures as soon as the product list arrives (the
 * screen's largest paint: the shell shows it before React does; React's own paints it again in place).
 */
const arranque = (
  arquivos: Record<'comSessao' | 'semSessao', Record<string, string[]>>,
) => `// Generated by web/vite.config.ts.
(() => {
  const api = ${JSON.stringify(origemApi)};
  const arquivos = ${JSON.stringify(arquivos)};
  const leituras = ${JSON.stringify(leiturasPorEndereco)};
  const casca = ${JSON.stringify(casca)};
  let token = null;
  let comSessao = false;
  let usuario = null;
  try {
    token = localStorage.getItem('token');
    const dados = localStorage.getItem('userData');
    comSessao = dados !== null;
    usuario = JSON.parse(dados);
  } catch {}
  /** Runs \`pinta\` on the shell once the parser reached it (this script may run before the body is parsed). */
  const naCasca = (pinta) => {
    const aplicar = () => {
      const shell = document.querySelector('.shell');
      if (shell) pinta(shell);
      return shell !== null;
    };
    if (!aplicar()) document.addEventListener('DOMContentLoaded', aplicar, { once: true });
  };
  const caminho = location.pathname.replace(/[/]+$/, '') || '/';
  const precargas = {};
  const ler = (url, publica) => {
    const headers = { Accept: 'application/json' };
    if (!publica) headers['X-Portal-Authorization'] = 'Bearer ' + token;
    const resposta = fetch(api + url, { headers });
    // Unused (a redirect, an error): no unhandled rejection; the app handles its own.
    resposta.catch(() => {});
    precargas[url] = { token: publica ? null : token, resposta };
    return resposta;
  };
  if (comSessao && token) {
    // The profile call first: the router waits for it before any signed-in screen.
    ler('/api/profile');
    const titulo = casca.titulos[caminho];
    const nome = usuario && typeof usuario.username === 'string' ? usuario.username : null;
    const papel = usuario && usuario.role;
    if (titulo && (!titulo.comNome || nome) && (!titulo.papeis || titulo.papeis.includes(papel))) {
      naCasca((shell) => {
        const elemento = shell.querySelector('.shell__title');
        if (!elemento) return;
        elemento.textContent = titulo.antes + (titulo.comNome ? nome : '') + titulo.depois;
        elemento.classList.add('shell__title--texto');
        if (casca.barraCarrinho.includes(caminho)) shell.classList.add('shell--barra');
      });
    }
    const leitura = leituras[caminho];
    if (leitura) {
      const resposta = ler(leitura.url, leitura.publica);
      const imagens = leitura.imagens;
      if (imagens) {
        const colunas = Math.max(1, Math.floor((Math.min(innerWidth, 1152) - 12) / 260));
        resposta
          .then((lida) => (lida.ok ? lida.clone().json() : null))
          .then((corpo) => {
            const lista = corpo && Array.isArray(corpo[imagens.lista]) ? corpo[imagens.lista] : [];
            // The first row's pictures in order, up to the first entry without one (a card the screen shows
            // with a placeholder): a later picture must never land in an earlier card. Same-origin paths only.
            const urls = [];
            for (const item of lista.slice(0, colunas)) {
              const url = item && item[imagens.campo];
              if (typeof url !== 'string' || !/^[/](?![/])/.test(url)) break;
              urls.push(url);
            }
            if (urls.length === 0) return;
            naCasca((shell) => {
              // Only while the shell is on screen and shows the shop's heading.
              if (!shell.isConnected || !shell.querySelector('.shell__title--texto')) return;
              shell.classList.add('shell--imagens');
              const cartoes = shell.querySelectorAll('.shell__card');
              urls.forEach((url, indice) => {
                const cartao = cartoes[indice];
                if (!cartao) return;
                const imagem = document.createElement('img');
                imagem.src = api + url;
                imagem.alt = '';
                imagem.width = 480;
                imagem.height = 480;
                imagem.className = 'shell__imagem';
                cartao.appendChild(imagem);
              });
            });
          })
          .catch(() => {});
      }
    }
  }
  window.__portalPrecargas = precargas;
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
      // The configuration's preload asks where the API answers, as main.tsx does.
      const configuracao = 'href="/api/config"';
      if (!html.includes(configuracao)) throw new Error(`portal:arranque: index.html has no ${configuracao}`);
      return html
        .replace(marcador, `<script type="module" async src="/${fileName}"></script>`)
        .replace(configuracao, `href="${origemApi}/api/config"`);
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    lerGrafo,
    gerarArranque,
    configStaticWebApps(fileURLToPath(new URL('../staticwebapp.config.json', import.meta.url)), origemApi),
    depuracaoForaDoDist(),
  ],
  define: { 'import.meta.env.PORTAL_API_URL': JSON.stringify(origemApi) },
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
        // round trip costs it 150 ms or more. What every page runs first is one chunk; zod another and the
        // schemas of the first checks a third (loaded with those checks, never by the sign-in screens before
        // they paint); then what the sign-in screens import, what the signed-in frame imports, what the hub and
        // the shop import and what the list screens import (each group takes what the ones above it left).
        // The other shared schemas stay with the screens that use them: building a zod schema costs time on a
        // phone, so a screen builds only its own.
        codeSplitting: {
          groups: [
            { name: 'inicio', tags: ['$initial'], priority: 7 },
            // zod with its settings and pt-BR messages (shared/src/zodLocale.ts, imported by lib/lazySchemas.ts):
            // they run as zod arrives, before any module builds a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|shared[\\/]src[\\/]zodLocale\.ts$/, priority: 6 },
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
