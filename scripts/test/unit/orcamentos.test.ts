/**
 * Size budgets of the SPA's first download, read from the latest build (web/dist; `PORTAL_WEB_DIST` names
 * another folder). The test builds nothing: `npm test` builds the web app before the unit tests. Without a
 * build, or with one older than the sources, it skips with the reason, except under CI, where it fails.
 *
 * What a screen downloads before it can render: index.html's scripts and module preloads with the entry's
 * static imports (the first download, the same for every address), plus the screen's chunk with its static
 * imports (the boot script preloads them beside the entry; main.tsx would load them at once). Chunks that code
 * fetches later with import() (zod for the sign-in form, MSAL on the button, the Excel writer on export) are
 * not part of it. Sizes are gzip level 9, as `npm run bench` reports them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { debugFolder } from '../../../web/plugins/debugOutsideDist.ts';
import type { BootData } from '../../../web/src/app/bootScript.ts';
import { type ScreenPath, screens } from '../../../web/src/app/screens.ts';
import { staleness } from '../../deploy/artifacts.ts';
import { repoRoot } from '../../stack/launch.ts';

/** Initial JavaScript of each sign-in screen, gzip. */
const orcamentoEntradaKb = 120;
const telasDeEntrada = {
  '/login': 'src/features/auth/LoginPage.tsx',
  '/microsoft-login': 'src/features/auth/MicrosoftLoginPage.tsx',
} as const;

/** Modules that must never be in the first download nor in a sign-in screen's (sources in the source maps). */
const nuncaNoInicio: { nome: string; fonte: RegExp }[] = [
  { nome: 'sheetjs-style (the Excel writer)', fonte: /node_modules\/sheetjs-style\// },
  { nome: 'MSAL', fonte: /node_modules\/@azure\/msal-/ },
  { nome: 'zod', fonte: /node_modules\/zod\/v4\/(core|mini)\// },
  // The admin screens; the router keeps their search-param readers (buscaUrl.ts) for validateSearch.
  {
    nome: 'admin screens',
    fonte: /src\/features\/(adminPainel|produtosAdmin)\/|src\/features\/(usuarios|logs)\/(?!buscaUrl\.ts$)/,
  },
];
/** The admin screens' chunks (manifest keys), none of them in the first download either. */
const telasAdmin = [
  'src/features/painelAdmin/PainelAdminPage.tsx',
  'src/features/produtosAdmin/ProdutosAdminPage.tsx',
  'src/features/usuarios/UsuariosPage.tsx',
  'src/features/logs/LogsPage.tsx',
];

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = process.env.PORTAL_WEB_DIST ?? join(repoRoot, 'web/dist');
/** The build's source maps and manifest, which stay out of what ships (web/plugins/debugOutsideDist.ts). */
const depuracao = debugFolder(dist);
const manifestPath = join(depuracao, '.vite/manifest.json');

function buildProblem(): string | null {
  if (!existsSync(manifestPath)) {
    return `no build with a manifest at ${relative(repoRoot, dist) || dist}: run npm run build -w web first`;
  }
  if (process.env.PORTAL_WEB_DIST) return null;
  const stale = staleness(manifestPath, 'web');
  return stale && `${stale}: run npm run build first`;
}

const problem = buildProblem();
if (problem && process.env.CI) throw new Error(`size budgets: ${problem}`);
if (problem) console.warn(`size budgets skipped: ${problem}`);

describe.skipIf(problem !== null)('size budgets of the first download (web/dist)', () => {
  const manifest = problem ? {} : (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>);
  const html = problem ? '' : readFileSync(join(dist, 'index.html'), 'utf8');
  /**
   * A module's chunk: its own, which the manifest names by source file, or the one of the chunk group that took it
   * (web/vite.config.ts), found by its source map.
   */
  const chunk = (key: string) => {
    const own = manifest[key];
    if (own) return own;
    const found = Object.values(manifest).find(
      (item) => item.file.endsWith('.js') && sourcesOf(item.file).some((source) => source.endsWith(`/${key}`)),
    );
    if (!found) throw new Error(`${key} is in no chunk of the build's manifest`);
    return found;
  };

  /** The files `keys` load before running: themselves and their static imports, transitively. */
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk(key).imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    const keysSeen = [...seen];
    return {
      js: [...new Set(keysSeen.map((key) => chunk(key).file))],
      css: [...new Set(keysSeen.flatMap((key) => chunk(key).css ?? []))],
    };
  };

  /** The boot script (web/src/app/bootScript.ts, built by web/plugins/bootScript.ts): its file and what it preloads. */
  const bootScript = () => {
    const file = /<script type="module" async src="\/(assets\/bootScript-[^"]+\.js)"/.exec(html)?.[1];
    if (!file) throw new Error('index.html has no boot script (assets/bootScript-*.js)');
    const json = /^const dados = (\{.*\});$/m.exec(readFileSync(join(dist, file), 'utf8'))?.[1];
    if (!json) throw new Error(`${file} has no data`);
    return { file, arquivos: (JSON.parse(json) as Pick<BootData, 'arquivos'>).arquivos };
  };

  /** index.html's scripts, module preloads and stylesheets, with the entry's static imports. */
  const firstDownload = () => {
    const referenced = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    const fromEntry = closure(entry);
    return {
      js: [...new Set([...referenced.filter((file) => file.endsWith('.js')), ...fromEntry.js])],
      css: [...new Set([...referenced.filter((file) => file.endsWith('.css')), ...fromEntry.css])],
    };
  };

  const gzipKb = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;

  const sources = new Map<string, string[]>();
  /** The sources a chunk was built from, by its source map. */
  const sourcesOf = (file: string): string[] => {
    const read = sources.get(file) ?? readSources(file);
    sources.set(file, read);
    return read;
  };
  const readSources = (file: string): string[] => {
    const map = join(depuracao, `${file}.map`);
    // Chunks without a map are the bundler's runtime, Vite's preload helper, the generated boot script (what it
    // preloads is checked below) and facades that only re-export: all small, none can hold a library.
    if (!existsSync(map)) {
      const named = /\/(rolldown-runtime|preload-helper|bootScript)-[^/]+\.js$/.test(file);
      if (named || statSync(join(dist, file)).size < 2048) return [];
      throw new Error(`${file} has no source map: the budget cannot see what it holds`);
    }
    return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  };

  const screen = (path: keyof typeof telasDeEntrada) => {
    const first = firstDownload();
    const own = closure([telasDeEntrada[path]]);
    return { js: [...new Set([...first.js, ...own.js])], css: [...new Set([...first.css, ...own.css])] };
  };

  it.each(Object.keys(telasDeEntrada) as (keyof typeof telasDeEntrada)[])(
    `%s: initial JavaScript ≤ ${orcamentoEntradaKb} KB gzip`,
    (path) => {
      const { js, css } = screen(path);
      const kb = gzipKb(js);
      console.info(
        `${path}: ${kb.toFixed(1)} KB gzip of JavaScript in ${js.length} files, CSS ${gzipKb(css).toFixed(1)} KB`,
      );
      expect(kb, `${path} loads ${js.join(', ')}`).toBeLessThanOrEqual(orcamentoEntradaKb);
    },
  );

  it('index.html loads only the boot script, the entry and its static imports', () => {
    const { js } = firstDownload();
    const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    expect(entry, 'the manifest has one entry').toHaveLength(1);
    expect(new Set(js)).toEqual(new Set([bootScript().file, ...closure(entry).js]));
  });

  it('the boot script preloads for a signed-out visit only what that sign-in screen loads anyway', () => {
    const { semSessao } = bootScript().arquivos;
    for (const [path, files] of Object.entries(semSessao)) {
      const target = path === '/login' ? '/login' : '/microsoft-login';
      const loaded = screen(target);
      expect(
        files.filter((file) => !loaded.js.includes(file) && !loaded.css.includes(file)),
        `${path} preloads more than ${target} loads`,
      ).toEqual([]);
    }
  });

  it('the boot script knows every address of app/screens.ts that shows a screen, and no other', () => {
    const { comSessao, semSessao } = bootScript().arquivos;
    const enderecos = Object.keys(screens).filter((endereco) => screens[endereco as ScreenPath].acesso !== 'todos');
    expect(Object.keys(comSessao).sort()).toEqual(enderecos.sort());
    expect(Object.keys(semSessao).sort()).toEqual(enderecos.sort());
  });

  it.each(nuncaNoInicio)('$nome: never in the first download nor in a sign-in screen', ({ fonte }) => {
    const files = new Set([...screen('/login').js, ...screen('/microsoft-login').js]);
    for (const file of files) {
      const found = sourcesOf(file).filter((source) => fonte.test(source));
      expect(found, `${file} holds ${found.slice(0, 3).join(', ')}`).toEqual([]);
    }
    // Not vacuous: the modules are in the build, in chunks loaded on demand (the export's worker has chunks the
    // manifest does not list).
    const everywhere = readdirSync(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => sourcesOf(`assets/${file}`));
    expect(
      everywhere.some((source) => fonte.test(source)),
      'no chunk of the build holds these modules',
    ).toBe(true);
  });

  it('the admin screens are chunks of their own, outside the first download', () => {
    const first = new Set(screen('/login').js.concat(screen('/microsoft-login').js));
    for (const key of telasAdmin) {
      const own = manifest[key];
      if (!own) throw new Error(`${key} has no chunk of its own`);
      expect(first.has(own.file), `${key} is in the first download`).toBe(false);
      expect(html).not.toContain(own.file);
    }
  });

  // Not a size: zod's messages in the browser are the pt-BR ones (shared/src/zodLocale.ts), with its settings
  // (jitless: no eval probe under the CSP), from the moment zod runs: the SPA never imports the package index that
  // imports them (Biome forbids it in web/), so the first checks do and the build keeps them in zod's own chunk.
  it("zod's pt-BR messages and settings run with zod itself, before any schema is built", () => {
    const comZod = Object.values(manifest)
      .filter((item) => item.file.endsWith('.js'))
      .filter((item) => sourcesOf(item.file).some((source) => /node_modules\/zod\/v4\/(core|mini)\//.test(source)));
    expect(comZod.map((item) => item.file)).toHaveLength(1);
    const sources = sourcesOf(comZod[0]?.file ?? '');
    expect(sources.some((source) => source.endsWith('shared/src/zodLocale.ts'))).toBe(true);
    expect(sources.some((source) => /node_modules\/zod\/v4\/locales\/pt-BR\.js$/.test(source))).toBe(true);
    // The first checks (lib/lazySchemas.ts, whose own code is storage.ts's) load zod's chunk with them.
    expect(closure(['src/lib/storage.ts']).js).toContain(comZod[0]?.file);
  });
});
