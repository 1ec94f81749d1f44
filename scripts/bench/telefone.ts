/**
 * Phone speed of the SPA's first screens: Chromium at 390 × 844 with the network throttled by CDP
 * (1.6 Mbps down, 750 Kbps up, 150 ms round trip) and the CPU slowed 4×. Each route is loaded three
 * times, each time in a fresh browser context (cold HTTP cache); signed-in routes start with a session
 * already in local storage, as a franchisee's phone has one. Each cold load is followed by a repeat visit in
 * the same context once the browser's preflight cache has expired (a franchisee coming back later: warm HTTP
 * cache, no preflight cached). Reported per route: the medians of FCP and LCP (the page's own
 * PerformanceObserver entries), of READY (pronto.ts: React's screen up and the last API answer in, pictures included), of
 * the CORS preflights the load sent and of the JavaScript and CSS bytes it loaded (Resource Timing `transferSize`:
 * compressed body plus headers, as they crossed the throttled link).
 *
 * Measured in both API modes (infra/main.bicep `apiAccess`): `linked`, where the SPA calls its own origin, and
 * `direct`, where it calls the Function app's origin with X-Portal-Authorization, so each new URL costs one
 * preflight. CDP's throttling leaves preflights out (Chromium sends them from the network service, unthrottled:
 * 14 ms where a throttled request took 170 ms here), so the browser goes through a local proxy that holds each
 * preflight for the profile's round trip, as the throttled link holds every other request.
 *
 * The SPA comes over HTTP/2 and TLS, as Static Web Apps serves it (stack/webServer.ts): one connection, its requests
 * multiplexed, where HTTP/1.1 queued them six at a time. The browser trusts the stacks' certificates as installed
 * ones (chromiumTrusting).
 *
 * `npx tsx scripts/bench/telefone.ts` starts a throw-away stack per mode (the current web/dist for `linked`; a
 * build for its API's URL for `direct`) and prints the tables (`--web <folder>` serves another build in `linked`
 * mode, `--detalhes` prints every load); `scripts/bench/run.ts` calls `medirTelefone` against its own stack and
 * `comPilha` for a `direct` stack beside it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContextOptions, type CDPSession, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions, chromiumTrusting } from '../chromiumLaunch.ts';
import { seedPassword } from '../seed/accounts.ts';
import type { ApiAccess } from '../stack/launch.ts';
import { lerCarga, marcarTela, prontoMs, type Tipo, tipoDe } from './pronto.ts';

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
  /** The pause before the repeat visit: past Chromium's preflight cache when no Access-Control-Max-Age is sent (5 s). */
  repeatAfterMs: 6000,
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
  /** READY (pronto.ts): React's screen up and the last answer of the API (`/api/...`, pictures included) in, whichever is later. */
  prontoMs: number;
  /** CORS preflights the browser sent during the load. */
  preflights: number;
  /** How long each took, request to answer. */
  preflightMs: number[];
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
  prontoMs: number;
  preflights: number;
  jsBytes: number;
  cssBytes: number;
  /** The repeat visits' medians. */
  repetida: { prontoMs: number; preflights: number };
  cargas: CargaTelefone[];
  repetidas: CargaTelefone[];
}

const mediana = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The stored session the SPA reads at start (spec section 3 keys), from the password sign-in at the API (`…/api`). */
export async function sessaoDe(apiUrl: string, username: string, password: string) {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  const body = (await response.json()) as { token?: string; user?: unknown };
  if (!body.token || !body.user) throw new Error(`sign-in of ${username} needs e-mail verification`);
  return sessaoGuardada(body.token, body.user);
}

/** A session as the SPA keeps it (spec section 3 keys), for a context's local storage. */
export const sessaoGuardada = (token: string, user: unknown) => [
  { name: 'token', value: token },
  { name: 'userData', value: JSON.stringify(user) },
];

/**
 * A fresh context's options on the phone, with `localStorage` (a stored session, or nothing) for `url`'s origin:
 * the profile's screen, touch and language (its network and CPU are throttled per page, over CDP).
 */
export const contextoTelefone = (url: URL, localStorage: { name: string; value: string }[]): BrowserContextOptions => ({
  viewport: perfilTelefone.viewport,
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
  storageState: { cookies: [], origins: localStorage.length ? [{ origin: url.origin, localStorage }] : [] },
});

/**
 * A forward proxy for the browser that holds each CORS preflight for the profile's round trip before passing it on
 * (CDP's throttling does not reach preflights); everything else, HTTPS tunnels included, passes at once.
 */
async function atrasarPreflights(): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const seguir = () => {
      const upstream = httpRequest(
        incoming.url ?? '',
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    const preflight = incoming.method === 'OPTIONS' && incoming.headers['access-control-request-method'] !== undefined;
    if (preflight) setTimeout(seguir, perfilTelefone.rttMs);
    else seguir();
  });
  proxy.on('connect', (request, client, head) => {
    const [host = '', port = '443'] = (request.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

/** A page on the phone's network and CPU (`perfilTelefone`), and its DevTools session. */
export async function emularTelefone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: perfilTelefone.rttMs,
    downloadThroughput: (perfilTelefone.downloadKbps * 1000) / 8,
    uploadThroughput: (perfilTelefone.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: perfilTelefone.cpuSlowdown });
  return cdp;
}

/** One navigation to `url`, measured once it settled; `preflights` collects what CDP saw of the CORS preflights. */
async function medirNavegacao(
  page: Page,
  url: URL,
  preflights: { enviados: Map<string, number>; duracoes: number[] },
): Promise<CargaTelefone> {
  preflights.enviados.clear();
  preflights.duracoes.length = 0;
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
  const pinturas = await page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry | undefined>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(undefined), 1000);
    });
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      fcpMs: Math.round(fcp?.startTime ?? Number.NaN),
      lcpMs: Math.round(lcp?.startTime ?? Number.NaN),
      lcpElemento: (window as unknown as { __lcpElemento?: string }).__lcpElemento ?? '?',
    };
  });
  const carga = await lerCarga(page);
  const recursos = carga.requisicoes.slice(1);
  const bytesDe = (tipo: Tipo) =>
    recursos.filter(({ caminho }) => tipoDe(caminho) === tipo).reduce((soma, { bytes }) => soma + bytes, 0);
  return {
    ...pinturas,
    telaMs: Math.round(carga.telaMs),
    prontoMs: Math.round(prontoMs(carga)),
    jsBytes: bytesDe('js'),
    cssBytes: bytesDe('css'),
    jsArquivos: recursos.filter(({ caminho }) => tipoDe(caminho) === 'js').length,
    preflights: preflights.duracoes.length,
    preflightMs: [...preflights.duracoes],
  };
}

/** A cold load of `url` in a fresh context, then the repeat visit once the preflight cache has expired. */
async function carregar(
  browser: Browser,
  proxy: string,
  url: URL,
  localStorage: { name: string; value: string }[],
): Promise<{ fria: CargaTelefone; repetida: CargaTelefone }> {
  const context = await browser.newContext({ ...contextoTelefone(url, localStorage), proxy: { server: proxy } });
  try {
    const page = await context.newPage();
    const cdp = await emularTelefone(page);
    // The preflights, as CDP reports them (sent by the initiator `preflight`, answered as type Preflight), from their
    // request to their answer.
    const preflights = { enviados: new Map<string, number>(), duracoes: [] as number[] };
    cdp.on('Network.requestWillBeSent', (evento) => {
      if (evento.initiator.type === 'preflight') preflights.enviados.set(evento.requestId, evento.timestamp);
    });
    cdp.on('Network.responseReceived', (evento) => {
      const enviado = preflights.enviados.get(evento.requestId);
      if (evento.type !== 'Preflight' || enviado === undefined) return;
      preflights.duracoes.push(Math.round((evento.timestamp - enviado) * 1000));
    });
    // When React's screen entered the page (pronto.ts), and what each LCP entry pointed at while it was still in the
    // page (React removes the shell's elements). Observers cost the page next to nothing.
    await page.addInitScript(marcarTela);
    await page.addInitScript(() => {
      const marca = window as unknown as { __lcpElemento?: string };
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
    const fria = await medirNavegacao(page, url, preflights);
    // Not a synchronisation: the visit the measure stands for comes after the preflight cache's lifetime.
    await page.waitForTimeout(perfilTelefone.repeatAfterMs);
    const repetida = await medirNavegacao(page, url, preflights);
    return { fria, repetida };
  } finally {
    await context.close();
  }
}

/** Where a stack serves the SPA and its API (`…/api`), as RunningStack's `urls`, and the certificate it serves. */
export interface AlvoTelefone {
  web: string;
  api: string;
  /** PEM of the stack's certificate (RunningStack's `tls.cert`), which the browser trusts as an installed one. */
  certificado: string;
}

/**
 * Loads each route of `rotasTelefone` `perfilTelefone.loads` times on the phone profile against each stack of
 * `alvos` (one per API mode) and returns the medians per route and mode. The modes take turns load by load, so the
 * other work on a shared machine weighs on both alike.
 */
export async function medirTelefone(
  alvos: Partial<Record<ApiAccess, AlvoTelefone>>,
  contas: ContasTelefone,
): Promise<Partial<Record<ApiAccess, MedidaTelefone[]>>> {
  const modos = (Object.entries(alvos) as [ApiAccess, AlvoTelefone][]).map(([modo, alvo]) => ({ modo, alvo }));
  const sessoes = new Map<ApiAccess, Record<Conta, { name: string; value: string }[]>>();
  for (const { modo, alvo } of modos) {
    sessoes.set(modo, {
      nenhuma: [],
      usuario: await sessaoDe(alvo.api, contas.usuario, contas.senha),
      admin: await sessaoDe(alvo.api, contas.admin, contas.senha),
    });
  }
  const sessao = (modo: ApiAccess, conta: Conta) => sessoes.get(modo)?.[conta] ?? [];
  const proxy = await atrasarPreflights();
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, ...chromiumTrusting(modos.map(({ alvo }) => alvo.certificado))],
  });
  try {
    // One load that is not counted warms each stack (the API's first requests, the stand-ins' caches).
    for (const { modo, alvo } of modos) {
      await carregar(browser, proxyUrl, new URL('/painel', alvo.web), sessao(modo, 'usuario'));
    }
    const medidas: Partial<Record<ApiAccess, MedidaTelefone[]>> = {};
    for (const rota of rotasTelefone) {
      const cargas = new Map(
        modos.map(({ modo }) => [modo, { frias: [] as CargaTelefone[], repetidas: [] as CargaTelefone[] }]),
      );
      for (let index = 0; index < perfilTelefone.loads; index++) {
        for (const { modo, alvo } of modos) {
          const { fria, repetida } = await carregar(
            browser,
            proxyUrl,
            new URL(rota.path, alvo.web),
            sessao(modo, rota.conta),
          );
          cargas.get(modo)?.frias.push(fria);
          cargas.get(modo)?.repetidas.push(repetida);
        }
      }
      for (const [modo, { frias, repetidas }] of cargas) {
        medidas[modo] = medidas[modo] ?? [];
        medidas[modo].push({
          path: rota.path,
          conta: rota.conta,
          fcpMs: mediana(frias.map((carga) => carga.fcpMs)),
          lcpMs: mediana(frias.map((carga) => carga.lcpMs)),
          telaMs: mediana(frias.map((carga) => carga.telaMs)),
          prontoMs: mediana(frias.map((carga) => carga.prontoMs)),
          preflights: mediana(frias.map((carga) => carga.preflights)),
          jsBytes: mediana(frias.map((carga) => carga.jsBytes)),
          cssBytes: mediana(frias.map((carga) => carga.cssBytes)),
          repetida: {
            prontoMs: mediana(repetidas.map((carga) => carga.prontoMs)),
            preflights: mediana(repetidas.map((carga) => carga.preflights)),
          },
          cargas: frias,
          repetidas,
        });
      }
    }
    return medidas;
  } finally {
    await browser.close();
    await new Promise((resolve) => proxy.close(resolve));
  }
}

/**
 * Where the diagnostic tools (cascata.ts, perfilCpu.ts, cobertura.ts) start: a throw-away `linked` stack, the seed's
 * stored sessions per account and a Chromium that trusts the stack's certificate, closed afterwards.
 */
export function comPilhaENavegador(
  usar: (pilha: {
    alvo: AlvoTelefone;
    browser: Browser;
    sessoes: Record<Conta, { name: string; value: string }[]>;
  }) => Promise<void>,
): Promise<void> {
  return comPilha('linked', async (alvo) => {
    const sessoes = {
      nenhuma: [],
      usuario: await sessaoDe(alvo.api, contasDoSeed.usuario, contasDoSeed.senha),
      admin: await sessaoDe(alvo.api, contasDoSeed.admin, contasDoSeed.senha),
    };
    const browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, ...chromiumTrusting([alvo.certificado])],
    });
    try {
      await usar({ alvo, browser, sessoes });
    } finally {
      await browser.close();
    }
  });
}

/** The accounts of the seed, as every throw-away stack has them. */
export const contasDoSeed: ContasTelefone = { usuario: 'franqueado', admin: 'admin', senha: seedPassword };

/**
 * Runs `medir` with a throw-away stack in `apiAccess` mode (`direct` builds its SPA for its API's URL; `webRoot`
 * serves another build in `linked` mode), stopped and removed afterwards.
 */
export async function comPilha<T>(
  apiAccess: ApiAccess,
  medir: (alvo: AlvoTelefone) => Promise<T>,
  webRoot?: string,
): Promise<T> {
  const { startStack } = await import('../stack/launch.ts');
  const dataDir = await mkdtemp(join(tmpdir(), `portal-telefone-${apiAccess}-`));
  try {
    const stack = await startStack({
      dataDir,
      apiAccess,
      quiet: true,
      snapshot: false,
      ...(webRoot ? { webRoot } : {}),
    });
    try {
      return await medir({ ...stack.urls, certificado: stack.tls.cert });
    } finally {
      await stack.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
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

/** The two modes side by side: READY cold and on a repeat visit, with the preflights each load sent. */
export function tabelaModos(vinculado: MedidaTelefone[], direto: MedidaTelefone[]): string {
  const p = perfilTelefone;
  const linhas = vinculado.map((medida) => {
    const outra = direto.find((d) => d.path === medida.path);
    if (!outra)
      return `| \`${medida.path}\` | ${medida.prontoMs} ms | - | - | - | ${medida.repetida.prontoMs} ms | - | - |`;
    const diferenca = (a: number, b: number) => `${b - a >= 0 ? '+' : ''}${b - a} ms`;
    return `| \`${medida.path}\` | ${medida.prontoMs} ms | ${outra.prontoMs} ms | ${diferenca(medida.prontoMs, outra.prontoMs)} | ${medida.preflights} / ${outra.preflights} | ${medida.repetida.prontoMs} ms | ${outra.repetida.prontoMs} ms | ${diferenca(medida.repetida.prontoMs, outra.repetida.prontoMs)} | ${medida.repetida.preflights} / ${outra.repetida.preflights} |`;
  });
  const todos = direto.flatMap((medida) =>
    [...medida.cargas, ...medida.repetidas].flatMap((carga) => carga.preflightMs),
  );
  return [
    `| Route (phone profile, median of ${p.loads}; repeat visit ${p.repeatAfterMs / 1000} s after the cold load, same context) | READY cold, linked | READY cold, direct | direct − linked | preflights per cold load (linked / direct) | READY repeat, linked | READY repeat, direct | direct − linked | preflights per repeat visit (linked / direct) |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...linhas,
    '',
    `A preflight on this profile (${todos.length} in the \`direct\` loads, request to answer): median ${mediana(todos)} ms, slowest ${Math.max(0, ...todos)} ms. READY: React's screen up and the last API answer (pictures included) in.`,
  ].join('\n');
}

/** Issue 35's anchors per address (its table, READY on this profile, median of three loads, ms). */
export const ancorasTelefone: ReadonlyMap<string, { rodadaAnterior: number; fria: number; repetida: number }> = new Map(
  [
    ['/login', { rodadaAnterior: 1350, fria: 1330, repetida: 680 }],
    ['/microsoft-login', { rodadaAnterior: 1370, fria: 1270, repetida: 660 }],
    ['/painel', { rodadaAnterior: 1760, fria: 1840, repetida: 880 }],
    ['/home', { rodadaAnterior: 1890, fria: 2030, repetida: 1300 }],
    ['/meus-pedidos', { rodadaAnterior: 1870, fria: 2010, repetida: 1040 }],
    ['/admin-pedidos', { rodadaAnterior: 2020, fria: 1950, repetida: 1160 }],
  ],
);

/** Issue 35's targets (ms): READY cold signed out and signed in, and READY on a repeat visit, on all six addresses. */
export const metasTelefone = { friaSemSessao: 1200, friaComSessao: 1600, repetida: 800 } as const;

/**
 * Issue 35's table: per address of `rotasTelefone`, its anchors, its targets and this run's READY cold and on a repeat
 * visit (`linked` mode, the default), each target met or not; an address not measured counts as not met.
 */
export function tabelaMetas(vinculado: MedidaTelefone[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  let cumpridas = 0;
  const veredito = (ms: number | undefined, meta: number) => {
    if (ms === undefined) return 'not measured';
    if (ms > meta) return '**not met**';
    cumpridas++;
    return 'met';
  };
  const linhas = rotasTelefone.map((rota) => {
    const ancora = ancorasTelefone.get(rota.path);
    const medida = vinculado.find((candidata) => candidata.path === rota.path);
    const fria = rota.conta === 'nenhuma' ? metasTelefone.friaSemSessao : metasTelefone.friaComSessao;
    const medido = (ms: number | undefined) => (ms === undefined ? '-' : s(ms));
    return `| \`${rota.path}\` | ${ancora ? `${s(ancora.rodadaAnterior)} | ${s(ancora.fria)} | ${s(ancora.repetida)}` : '- | - | -'} | ≤ ${s(fria)} | ${medido(medida?.prontoMs)} | ${veredito(medida?.prontoMs, fria)} | ≤ ${s(metasTelefone.repetida)} | ${medido(medida?.repetida.prontoMs)} | ${veredito(medida?.repetida.prontoMs, metasTelefone.repetida)} |`;
  });
  return [
    `| Address (READY, phone profile, \`linked\`, median of ${perfilTelefone.loads}) | anchor: last round, cold | anchor: now, cold | anchor: now, repeat | target cold | this run, cold | cold: met? | target repeat | this run, repeat | repeat: met? |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...linhas,
    '',
    `${cumpridas} of ${rotasTelefone.length * 2} targets met (signed out: READY cold ≤ ${s(metasTelefone.friaSemSessao)}; signed in: ≤ ${s(metasTelefone.friaComSessao)}; repeat visit ≤ ${s(metasTelefone.repetida)} on all six).`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `--web <folder>` serves another build than web/dist (a build kept for comparison) in `linked` mode.
  const webFlag = process.argv.indexOf('--web');
  const webRoot = webFlag > 0 ? process.argv[webFlag + 1] : undefined;
  const medidas = await comPilha(
    'linked',
    (linked) => comPilha('direct', (direct) => medirTelefone({ linked, direct }, contasDoSeed)),
    webRoot,
  );
  const vinculado = medidas.linked ?? [];
  const direto = medidas.direct ?? [];
  console.log(`linked\n\n${tabelaTelefone(vinculado)}\n\ndirect\n\n${tabelaTelefone(direto)}\n`);
  console.log(tabelaModos(vinculado, direto));
  console.log(`\n${tabelaMetas(vinculado)}`);
  if (process.argv.includes('--detalhes')) {
    for (const [modo, medidas] of [
      ['linked', vinculado],
      ['direct', direto],
    ] as const) {
      for (const medida of medidas) {
        for (const carga of medida.cargas) console.log(modo, medida.path, 'cold', JSON.stringify(carga));
        for (const carga of medida.repetidas) console.log(modo, medida.path, 'repeat', JSON.stringify(carga));
      }
    }
  }
}
