/**
 * Phone speed of the SPA's first screens: Chromium at 390 × 844 with the network throttled by CDP
 * (1.6 Mbps down, 750 Kbps up, 150 ms round trip) and the CPU slowed 4×. Each route is loaded three
 * times, each time in a fresh browser context (cold HTTP cache); signed-in routes start with a session
 * already in local storage, as a franchisee's phone has one. Reported per route: the medians of FCP and
 * LCP (the page's own PerformanceObserver entries) and of the JavaScript and CSS bytes it loaded
 * (Resource Timing `transferSize`: compressed body plus headers, as they crossed the throttled link).
 *
 * `npx tsx scripts/bench/telefone.ts` starts a throw-away stack on the current web/dist and prints a
 * table (`--web <folder>` serves another build, `--detalhes` prints every load); `scripts/bench/run.ts`
 * calls `medirTelefone` against its own stack.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromiumLaunch.ts';

/** Accounts the signed-in routes use (the password sign-in: both must be verified). */
export interface ContasTelefone {
  /** A franchisee (role `user`): /painel, /home, /meus-pedidos. */
  usuario: string;
  /** An admin: /admin-pedidos. */
  admin: string;
  senha: string;
}

/** The measured profile, reported with the numbers. */
export const perfilTelefone = {
  viewport: { width: 390, height: 844 },
  downloadKbps: 1600,
  uploadKbps: 750,
  rttMs: 150,
  cpuSlowdown: 4,
  loads: 3,
} as const;

type Conta = 'nenhuma' | 'usuario' | 'admin';

/** The routes measured and who opens them. */
export const rotasTelefone: readonly { path: string; conta: Conta }[] = [
  { path: '/login', conta: 'nenhuma' },
  { path: '/microsoft-login', conta: 'nenhuma' },
  { path: '/painel', conta: 'usuario' },
  { path: '/home', conta: 'usuario' },
  { path: '/meus-pedidos', conta: 'usuario' },
  { path: '/admin-pedidos', conta: 'admin' },
];

/** One load of one route. */
export interface CargaTelefone {
  fcpMs: number;
  lcpMs: number;
  /** When React's screen (its h1) entered the page: the shell's paints before it are the boot script's. */
  telaMs: number;
  /** What the last LCP entry pointed at (tag, class, start of its text or image URL), to see what paints last. */
  lcpElemento: string;
  jsBytes: number;
  cssBytes: number;
  jsArquivos: number;
}

/** A route's medians over `perfilTelefone.loads` loads, and the loads themselves. */
export interface MedidaTelefone {
  path: string;
  conta: Conta;
  fcpMs: number;
  lcpMs: number;
  telaMs: number;
  jsBytes: number;
  cssBytes: number;
  cargas: CargaTelefone[];
}

const mediana = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The stored session the SPA reads at start (spec section 3 keys), from the password sign-in. */
async function sessaoDe(webUrl: string, username: string, password: string) {
  const response = await fetch(new URL('/api/login', webUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  const body = (await response.json()) as { token?: string; user?: unknown };
  if (!body.token || !body.user) throw new Error(`sign-in of ${username} needs e-mail verification`);
  return [
    { name: 'token', value: body.token },
    { name: 'userData', value: JSON.stringify(body.user) },
  ];
}

async function carregar(
  browser: Browser,
  url: URL,
  localStorage: { name: string; value: string }[],
): Promise<CargaTelefone> {
  const context = await browser.newContext({
    viewport: perfilTelefone.viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    storageState: { cookies: [], origins: localStorage.length ? [{ origin: url.origin, localStorage }] : [] },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: perfilTelefone.rttMs,
      downloadThroughput: (perfilTelefone.downloadKbps * 1000) / 8,
      uploadThroughput: (perfilTelefone.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: perfilTelefone.cpuSlowdown });
    // When React's screen entered the page (every screen has one h1; the shell has none: its heading, painted
    // by the boot script, is a paragraph), and what each LCP entry pointed at while it was still in the page
    // (React removes the shell's elements). Observers cost the page next to nothing.
    await page.addInitScript(() => {
      const marca = window as unknown as { __telaMs?: number; __lcpElemento?: string };
      new MutationObserver((_mudancas, observador) => {
        if (!document.querySelector('h1')) return;
        marca.__telaMs = performance.now();
        observador.disconnect();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((lista) => {
        const entrada = lista.getEntries().at(-1) as
          | (PerformanceEntry & { element?: Element | null; url?: string })
          | undefined;
        const elemento = entrada?.element;
        if (!elemento) return;
        const classe = elemento.className ? `.${String(elemento.className).split(' ')[0]}` : '';
        const conteudo = entrada.url
          ? entrada.url.replace(location.origin, '')
          : (elemento.textContent ?? '').trim().slice(0, 40);
        marca.__lcpElemento = `${elemento.tagName.toLowerCase()}${classe} ${conteudo}`;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url.href, { timeout: 60_000 });
    // Settled: the network went quiet (code, data and images; on a machine too busy for a quiet half second,
    // 20 s are enough), the screen's heading is up and a second passed for the last paints. Nothing polls the
    // page while it loads: on a 4× slower CPU a poll every frame delays what it measures.
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page.waitForFunction(() => document.querySelector('h1'), undefined, { polling: 250, timeout: 60_000 });
    await page.waitForTimeout(1000);
    const chegou = new URL(page.url()).pathname;
    if (chegou !== url.pathname) throw new Error(`${url.pathname} ended on ${chegou}`);
    // The browser's own entries; LCP's last entry is the final one (no input happened).
    return await page.evaluate(async () => {
      const lcp = await new Promise<PerformanceEntry | undefined>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(undefined), 1000);
      });
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      // No named inner functions: tsx would wrap them in a helper the page does not have.
      let jsBytes = 0;
      let cssBytes = 0;
      let jsArquivos = 0;
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        const path = new URL(entry.name).pathname;
        if (/\.m?js$/.test(path)) {
          jsBytes += entry.transferSize;
          jsArquivos++;
        } else if (path.endsWith('.css')) cssBytes += entry.transferSize;
      }
      return {
        fcpMs: Math.round(fcp?.startTime ?? Number.NaN),
        lcpMs: Math.round(lcp?.startTime ?? Number.NaN),
        telaMs: Math.round((window as unknown as { __telaMs?: number }).__telaMs ?? Number.NaN),
        lcpElemento: (window as unknown as { __lcpElemento?: string }).__lcpElemento ?? '?',
        jsBytes,
        cssBytes,
        jsArquivos,
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * Loads each route of `rotasTelefone` `perfilTelefone.loads` times on the phone profile against the SPA
 * at `webUrl` (a running stack's web server) and returns the medians per route.
 */
export async function medirTelefone(webUrl: string, contas: ContasTelefone): Promise<MedidaTelefone[]> {
  const sessoes: Record<Conta, { name: string; value: string }[]> = {
    nenhuma: [],
    usuario: await sessaoDe(webUrl, contas.usuario, contas.senha),
    admin: await sessaoDe(webUrl, contas.admin, contas.senha),
  };
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // One load that is not counted warms the stack (the API's first requests, the stand-ins' caches).
    await carregar(browser, new URL('/painel', webUrl), sessoes.usuario);
    const medidas: MedidaTelefone[] = [];
    for (const rota of rotasTelefone) {
      const cargas: CargaTelefone[] = [];
      for (let index = 0; index < perfilTelefone.loads; index++) {
        cargas.push(await carregar(browser, new URL(rota.path, webUrl), sessoes[rota.conta]));
      }
      medidas.push({
        path: rota.path,
        conta: rota.conta,
        fcpMs: mediana(cargas.map((carga) => carga.fcpMs)),
        lcpMs: mediana(cargas.map((carga) => carga.lcpMs)),
        telaMs: mediana(cargas.map((carga) => carga.telaMs)),
        jsBytes: mediana(cargas.map((carga) => carga.jsBytes)),
        cssBytes: mediana(cargas.map((carga) => carga.cssBytes)),
        cargas,
      });
    }
    return medidas;
  } finally {
    await browser.close();
  }
}

/** What the median load's LCP element was: the shell's (painted by the boot script) or the screen's. */
function elementoLcp(medida: MedidaTelefone): string {
  const mediana = [...medida.cargas].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(medida.cargas.length / 2)];
  const elemento = mediana?.lcpElemento ?? '?';
  const origem = /\bshell__/.test(elemento) ? 'shell' : 'screen';
  return `${origem}: ${elemento.split(' ')[0]}`;
}

/** The measures as a Markdown table. */
export function tabelaTelefone(medidas: MedidaTelefone[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const p = perfilTelefone;
  return [
    `| Route (phone: ${p.downloadKbps / 1000} Mbps down, ${p.uploadKbps} Kbps up, ${p.rttMs} ms RTT, ${p.cpuSlowdown}× CPU, median of ${p.loads} cold loads) | FCP | LCP | LCP element | React's screen | JS transferred | CSS transferred |`,
    '|---|---|---|---|---|---|---|',
    ...medidas.map(
      (medida) =>
        `| \`${medida.path}\`${medida.conta === 'nenhuma' ? '' : ` (${medida.conta === 'admin' ? 'admin' : 'franchisee'}, signed in)`} | ${medida.fcpMs} ms | ${medida.lcpMs} ms | ${elementoLcp(medida)} | ${medida.telaMs} ms | ${kb(medida.jsBytes)} | ${kb(medida.cssBytes)} |`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startStack } = await import('../stack/launch.ts');
  const { seedPassword } = await import('../seed/accounts.ts');
  // `--web <folder>` serves another build than web/dist (a build kept for comparison).
  const webFlag = process.argv.indexOf('--web');
  const webRoot = webFlag > 0 ? process.argv[webFlag + 1] : undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-telefone-'));
  const stack = await startStack({ dataDir, quiet: true, snapshot: false, ...(webRoot ? { webRoot } : {}) });
  try {
    const medidas = await medirTelefone(stack.urls.web, { usuario: 'franqueado', admin: 'admin', senha: seedPassword });
    console.log(tabelaTelefone(medidas));
    if (process.argv.includes('--detalhes')) {
      for (const medida of medidas) {
        for (const carga of medida.cargas) console.log(medida.path, JSON.stringify(carga));
      }
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
