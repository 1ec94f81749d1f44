import { fileURLToPath } from 'node:url';
import { permissoesDe } from '@portal/shared/domain/permissoes';
import { papelSchema } from '@portal/shared/schemas/auth';
import { build } from 'rolldown';
import type { Plugin, Rollup } from 'vite';
import type { BootData, ShellTitle } from '../src/app/bootScript.ts';
import { homeSignedIn, homeSignedOut, type ScreenPath, screens } from '../src/app/screens.ts';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

type EnderecoDeTela = {
  [E in ScreenPath]: (typeof screens)[E]['acesso'] extends 'comSessao' | 'semSessao' ? E : never;
}[ScreenPath];

/** The module of each screen the router renders at a signed-in or sign-in address (router.tsx's lazy imports). */
const modulos: Record<EnderecoDeTela, string> = {
  '/login': 'features/auth/LoginPage.tsx',
  '/microsoft-login': 'features/auth/MicrosoftLoginPage.tsx',
  '/painel': 'features/painel/PainelPage.tsx',
  '/home': 'features/loja/LojaPage.tsx',
  '/meus-pedidos': 'features/pedidos/PedidosPage.tsx',
  '/chamados': 'features/chamados/abertura/AberturaChamadoPage.tsx',
  '/meus-chamados': 'features/chamados/ChamadosPage.tsx',
  '/admin': 'features/painelAdmin/PainelAdminPage.tsx',
  '/admin-produtos': 'features/produtosAdmin/ProdutosAdminPage.tsx',
  '/admin-pedidos': 'features/pedidos/PedidosPage.tsx',
  '/admin-chamados': 'features/chamados/ChamadosPage.tsx',
  '/users': 'features/usuarios/UsuariosPage.tsx',
  '/logs': 'features/logs/LogsPage.tsx',
  '/admin-unidades': 'features/unidades/UnidadesAdminPage.tsx',
};
/** What a signed-in screen loads around its own: the frame (navbar, cart) and the stored session's checks. */
const moldura = ['features/layout/AppLayout.tsx', 'lib/lazySchemas.ts'];

/**
 * The modules each address shows first, signed in or not: its screen, or the screen its guard sends to (the
 * sign-in screens with a session, the signed-in ones without, `/` always); none for the pages anyone sees.
 */
function telasPorEndereco() {
  const comSessao: Record<string, string[]> = {};
  const semSessao: Record<string, string[]> = {};
  for (const [endereco, modulo] of Object.entries(modulos) as [EnderecoDeTela, string][]) {
    if (screens[endereco].acesso === 'comSessao') comSessao[endereco] = [...moldura, modulo];
    else semSessao[endereco] = [modulo];
  }
  const aoEntrar = comSessao[homeSignedIn] ?? [];
  const aoSair = semSessao[homeSignedOut] ?? [];
  for (const [endereco, { acesso }] of Object.entries(screens)) {
    if (acesso === 'semSessao' || acesso === 'raiz') comSessao[endereco] = aoEntrar;
    if (acesso === 'comSessao' || acesso === 'raiz') semSessao[endereco] = aoSair;
  }
  return { comSessao, semSessao };
}

/**
 * The headings the shell shows at the signed-in addresses that have one: a greeting is split around the user's
 * name, and a screen behind a permission names the roles that have it.
 */
export function shellTitles(): Record<string, ShellTitle> {
  const nome = '\u0000';
  return Object.fromEntries(
    Object.entries(screens).flatMap(([endereco, tela]) => {
      if (!('titulo' in tela)) return [];
      const comNome = typeof tela.titulo === 'function';
      const [antes = '', depois = ''] = (comNome ? tela.titulo(nome) : tela.titulo).split(nome);
      const permissao = 'permissao' in tela ? tela.permissao : undefined;
      const papeis = permissao ? papelSchema.options.filter((papel) => permissoesDe(papel)[permissao]) : null;
      return [[endereco, { antes, depois, comNome, papeis }]];
    }),
  );
}

/** The boot script's code (app/bootScript.ts and what it imports) with its data, one minified module. */
async function compilar(dados: BootData): Promise<string> {
  const entrada = '\0portal:boot-script';
  const { output } = await build({
    input: entrada,
    write: false,
    plugins: [
      {
        name: 'portal:boot-script-entry',
        resolveId: (id) => (id === entrada ? id : null),
        load: (id) =>
          id === entrada
            ? `import { runBootScript } from ${JSON.stringify(src('app/bootScript.ts'))};\nrunBootScript(dados);`
            : null,
      },
    ],
    // `dados`: the JSON the banner declares; the size budgets read the table of files from it.
    output: { format: 'esm', minify: true, postBanner: `const dados = ${JSON.stringify(dados)};` },
  });
  const [modulo, ...outros] = output;
  if (!modulo || outros.length > 0) throw new Error('portal:boot-script: the boot script must be one file');
  return modulo.code;
}

/**
 * The boot script (app/bootScript.ts) built for this bundle: web/dist/assets/bootScript-*.js, first in index.html's
 * head, a file of its own so the CSP's `script-src 'self'` holds. It learns here which chunks and styles each
 * address's first screen loads and what its shell shows.
 */
export function bootScript(origemApi: string): Plugin {
  return {
    name: 'portal:boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk: entrada }) {
        if (!bundle || !entrada) return;
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const porArquivo = new Map(chunks.map((item) => [item.fileName, item]));
        const porModulo = new Map(chunks.flatMap((item) => item.moduleIds.map((id) => [id, item] as const)));
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
        const arquivos = (porEndereco: Record<string, string[]>) =>
          Object.fromEntries(
            Object.entries(porEndereco).map(([endereco, modulosDaTela]) => {
              const files = modulosDaTela.map((modulo) => {
                const item = porModulo.get(src(modulo));
                if (!item) throw new Error(`portal:boot-script: ${modulo} is in no chunk`);
                return item.fileName;
              });
              return [endereco, carregados(files).filter((file) => !jaNoHtml.has(file))];
            }),
          );
        const { comSessao, semSessao } = telasPorEndereco();
        const source = await compilar({
          api: origemApi,
          arquivos: { comSessao: arquivos(comSessao), semSessao: arquivos(semSessao) },
          titulos: shellTitles(),
        });
        // Vite runs this hook inside its HTML plugin's generateBundle, with that plugin's context.
        const contexto = this as unknown as Rollup.PluginContext;
        const fileName = contexto.getFileName(contexto.emitFile({ type: 'asset', name: 'bootScript.js', source }));
        const marcador = '<!-- portal:boot-script (web/plugins/bootScript.ts puts the boot script here) -->';
        if (!html.includes(marcador)) throw new Error(`portal:boot-script: index.html has no ${marcador}`);
        // The configuration's preload asks where the API answers, as main.tsx does.
        const configuracao = 'href="/api/config"';
        if (!html.includes(configuracao)) throw new Error(`portal:boot-script: index.html has no ${configuracao}`);
        return html
          .replace(marcador, `<script type="module" async src="/${fileName}"></script>`)
          .replace(configuracao, `href="${origemApi}/api/config"`);
      },
    },
  };
}
