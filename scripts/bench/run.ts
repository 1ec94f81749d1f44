/**
 * `npm run bench`: measures what users feel — the SPA's transfer size and API latency — against
 * the real local stack, the first screens on a throttled phone (telefone.ts), then with 20 000 orders
 * loaded the order lists (pedidosBench.ts), the API under 1, 8 and 32 concurrent clients beside the bare
 * SDK calls underneath (loadBench.ts) and the browser export of about 5 000 orders (exportBench.ts);
 * last, with the stack stopped, the Functions bundle's cold import (coldStart.ts). Writes
 * .bench/report.json and .bench/report.md (docs/bench-report.md is a committed copy).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { Agent, setGlobalDispatcher } from 'undici';
import { seedPassword } from '../seed/accounts.ts';
import { repoRoot, startStack } from '../stack/launch.ts';
import { benchColdStart } from './coldStart.ts';
import { benchExport } from './exportBench.ts';
import { apiGate, benchLoad, gateTable, loadTable } from './loadBench.ts';
import { medirListasPedidos } from './pedidosBench.ts';
import { signIn } from './signIn.ts';
import {
  type AlvoTelefone,
  comPilha,
  contasDoSeed,
  medirTelefone,
  tabelaMetas,
  tabelaModos,
  tabelaTelefone,
} from './telefone.ts';
import { getting, timeTogether } from './timing.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);

interface Size {
  raw: number;
  gzip: number;
}

async function sizeOf(files: string[]): Promise<Size> {
  const total: Size = { raw: 0, gzip: 0 };
  for (const file of files) {
    const content = await readFile(join(repoRoot, 'web/dist', file));
    total.raw += content.length;
    total.gzip += gzipSync(content, { level: 9 }).length;
  }
  return total;
}

/** What the first page downloads (index.html's scripts, preloads and styles) and everything built. */
async function bundleSizes() {
  const html = await readFile(join(repoRoot, 'web/dist/index.html'), 'utf8').catch(() => {
    throw new Error('web/dist missing: run npm run build -w web first');
  });
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  const all = (await readdir(join(repoRoot, 'web/dist/assets'))).map((file) => `assets/${file}`);
  return {
    firstPageJs: await sizeOf(referenced.filter((file) => file.endsWith('.js'))),
    firstPageCss: await sizeOf(referenced.filter((file) => file.endsWith('.css'))),
    allJs: await sizeOf(all.filter((file) => file.endsWith('.js'))),
  };
}

async function latency(url: string, headers: Record<string, string> = {}) {
  const { request } = await timeTogether({ request: getting(url, headers) }, requests, 10);
  return { requests, p50Ms: request.p50Ms, p95Ms: request.p95Ms };
}

/**
 * The phone measure (telefone.ts, written apart from this file) on this `linked` stack and a `direct` one beside it:
 * a failure there is reported, not fatal.
 */
async function phone(linked: AlvoTelefone) {
  try {
    const medidas = await comPilha('direct', (direct) => medirTelefone({ linked, direct }, contasDoSeed));
    return { medidas: medidas.linked ?? [], direto: medidas.direct ?? [] };
  } catch (error) {
    console.error('phone measure failed', error);
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const machine = { cpus: cpus().length, loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100) };
const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const stack = await startStack({ dataDir, quiet: true, snapshot: false });
const apiPid = stack.processes.api?.child.pid;
if (apiPid === undefined) throw new Error('the stack started no API host');
// This process's requests to the web server trust the stack's certificate beside the usual ones.
setGlobalDispatcher(new Agent({ connect: { ca: [...rootCertificates, stack.tls.cert] } }));
let done = false;
try {
  const produtos = (await (await fetch(`${stack.urls.api}/produtos`)).json()) as {
    produtos: { imagem_url: string; imagem_miniatura_url: string }[];
  };
  const first = produtos.produtos[0];
  if (!first) throw new Error('no seeded products');
  const imageBytes = async (path: string) =>
    (await (await fetch(new URL(path, stack.urls.web))).arrayBuffer()).byteLength;
  const gridImages = await Promise.all(produtos.produtos.map((produto) => imageBytes(produto.imagem_miniatura_url)));
  const originals = await Promise.all(produtos.produtos.map((produto) => imageBytes(produto.imagem_url)));

  const signedIn = { 'x-portal-authorization': `Bearer ${await signIn(stack.urls.api, 'franqueado')}` };

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    machine,
    bundle: await bundleSizes(),
    images: {
      gridThumbnailsTotalBytes: gridImages.reduce((sum, size) => sum + size, 0),
      originalsTotalBytes: originals.reduce((sum, size) => sum + size, 0),
    },
    latency: {
      'GET /api/health': await latency(`${stack.urls.api}/health`),
      'GET /api/produtos': await latency(`${stack.urls.api}/produtos`),
      'GET /api/produtos via web server': await latency(`${stack.urls.web}/api/produtos`),
      'GET / (SPA shell)': await latency(`${stack.urls.web}/`),
      'GET /api/profile (token check + user read)': await latency(`${stack.urls.api}/profile`, signedIn),
      'GET /api/carrinho (empty cart)': await latency(`${stack.urls.api}/carrinho`, signedIn),
    },
    // On the seeded database, as `npx tsx scripts/bench/telefone.ts` measures it alone: this stack is `linked`, the
    // `direct` one (its SPA built for its API's URL) is stopped before the next measures.
    telefone: await phone({ ...stack.urls, certificado: stack.tls.cert }),
    // From here on with the 20 000 bench orders: the requests above run against the seeded database only.
    orders: await medirListasPedidos(stack.settings, stack.urls.api),
    // Writes orders and carts, so after the order lists.
    load: await benchLoad(stack.settings, stack.urls.api, apiPid),
    export: await benchExport(stack.urls.web, stack.urls.api, 'admin', seedPassword, stack.tls.cert),
  };
  await stack.stop();
  done = true;
  // With the stack stopped, so the fresh processes have the machine to themselves.
  const coldStart = await benchColdStart(stack.settings);
  const full = {
    ...report,
    coldStart,
    machineAtEnd: { loadAverage: loadavg().map((value) => Math.round(value * 100) / 100) },
  };

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  /** The highest portal ÷ SDK ratio among the load cells where neither side refused a request (429s skew both). */
  const piorCelula = (load: typeof report.load) => {
    const celulas = Object.entries(load.scenarios).flatMap(([name, scenario]) =>
      scenario.levels
        .filter((level) => level.portal.errors === 0 && level.bareSdk.errors === 0)
        .map((level) => ({ name, clients: level.clients, ratio: level.overheadP50 })),
    );
    const pior = celulas.reduce(
      (a, b) => (b.ratio > a.ratio ? b : a),
      celulas[0] ?? { name: '-', clients: 0, ratio: 0 },
    );
    return `${pior.ratio.toFixed(2)}× (${pior.name.split(',')[0]}, ${pior.clients} clients)`;
  };
  const markdown = [
    `# Benchmark report (${report.date}, Node ${report.node})`,
    '',
    `Machine: ${machine.cpus} cores, load average (1 / 5 / 15 min, other work on the machine included) ${machine.loadAverageAtStart.join(' / ')} at the start and ${full.machineAtEnd.loadAverage.join(' / ')} at the end. Local stand-ins: the Cosmos DB stand-in scans every document per query, so absolute times of the order lists are no forecast for Azure; the ratios are measured in the same run.`,
    '',
    '## Issue 20: each figure beside its anchor and target',
    '',
    '| Figure | anchor | target | this run |',
    '|---|---|---|---|',
    `| Export of ~5 000 filtered orders, click on 'Exportar' → file (median) | 10.1 s | ≤ 3 s | ${(report.export.medianMs / 1000).toFixed(1)} s |`,
    `| Phone profile: React's own screen, slowest of the six addresses (median of loads) | 2.02 s | ≤ 1.5 s | ${report.telefone.medidas ? `${(Math.max(...report.telefone.medidas.map((medida) => medida.telaMs)) / 1000).toFixed(2)} s` : 'failed'} |`,
    `| Cold start: importing the deployment package (median) | 307 ms | ≤ 150 ms | ${coldStart.importMedianMs} ms |`,
    `| API overhead: portal ÷ bare SDK (p50), worst cell without refusals | 1.41× | ≤ 1.25× | ${piorCelula(report.load)} |`,
    '| Outbox timer: queries per minute | 12 | one per container (3) | 3, counted by functions/test/integration/operacao.test.ts |',
    '',
    '## Issue 35: phone READY beside its anchors and targets',
    '',
    report.telefone.medidas ? tabelaMetas(report.telefone.medidas) : `Failed: ${report.telefone.error}`,
    '',
    '### The API gate in milliseconds',
    '',
    `For the single-call routes: portal − bare SDK at p50 with ${apiGate.clients} client ≤ ${apiGate.maxMs} ms (from the load runs below). The API host's CPU per request: the CPU time (user + system, all threads, /proc/<pid>/stat) of the Functions host process — HTTP, the worker stand-in and the app together — during the ${apiGate.clients}-client portal run, over the requests it answered.`,
    '',
    gateTable(report.load),
    '',
    '## SPA and sequential requests',
    '',
    '| SPA | raw | gzip |',
    '|---|---|---|',
    `| First page JavaScript | ${kb(report.bundle.firstPageJs.raw)} | ${kb(report.bundle.firstPageJs.gzip)} |`,
    `| First page CSS | ${kb(report.bundle.firstPageCss.raw)} | ${kb(report.bundle.firstPageCss.gzip)} |`,
    `| All JavaScript (screens load on demand) | ${kb(report.bundle.allJs.raw)} | ${kb(report.bundle.allJs.gzip)} |`,
    '',
    `Product grid images: ${kb(report.images.gridThumbnailsTotalBytes)} of thumbnails (originals: ${kb(report.images.originalsTotalBytes)}).`,
    '',
    `| Request (local stand-ins, ${requests} sequential) | p50 | p95 |`,
    '|---|---|---|',
    ...Object.entries(report.latency).map(([name, value]) => `| ${name} | ${value.p50Ms} ms | ${value.p95Ms} ms |`),
    '',
    '## Phone (telefone.ts)',
    '',
    report.telefone.medidas ? tabelaTelefone(report.telefone.medidas) : `Failed: ${report.telefone.error}`,
    '',
    '### API access: `linked` and `direct` (infra/main.bicep `apiAccess`)',
    '',
    report.telefone.medidas && report.telefone.direto
      ? tabelaModos(report.telefone.medidas, report.telefone.direto)
      : `Failed: ${report.telefone.error}`,
    '',
    '## Orders at scale',
    '',
    `Bench data: ${report.orders.data.orders} orders over ${report.orders.data.users} users and two years, written in ${report.orders.data.seconds} s (${report.orders.data.ordersPerSecond} orders/s).`,
    '',
    `| Order list (${report.orders.requests} sequential, portal and bare SDK in turns) | portal p50 / p95 | portal req/s | bare SDK p50 / p95 | bare SDK req/s | portal ÷ SDK (p50) |`,
    '|---|---|---|---|---|---|',
    ...Object.entries(report.orders.lists).map(
      ([name, { queries, portal, bareSdk, overhead }]) =>
        `| ${name}, ${queries} queries | ${portal.p50Ms} / ${portal.p95Ms} ms | ${portal.perSecond} | ${bareSdk.p50Ms} / ${bareSdk.p95Ms} ms | ${bareSdk.perSecond} | ${overhead.toFixed(2)}× |`,
    ),
    '',
    '## The API under concurrent clients',
    '',
    `autocannon against the API host (one request at a time per connection); beside it the same Cosmos SDK calls bare, at the same concurrency, from a process started as the API host is (bareDriver.ts), checked call for call against the portal's before timing. Latencies of successful requests; a fixed time (answers after it not counted) or a fixed number of requests per run, each after a warm-up and followed by a wait until the stand-in is idle. The portal's order placement also sends its e-mail to the local sink, which is no SDK call.`,
    '',
    loadTable(report.load),
    '',
    '## Browser export',
    '',
    `Chromium, admin at /admin-pedidos filtered to ${report.export.orders} orders (${new URLSearchParams(report.export.filter)}), 'Exportar para Excel', confirmed: click on 'Exportar' → download event, median of ${report.export.runs.length}: **${(report.export.medianMs / 1000).toFixed(1)} s**, of which ${(report.export.medianFetchMs / 1000).toFixed(1)} s in the streamed request for the orders (GET /api/admin/exportacao-pedidos), the workbook built in a worker; target ≤ 3 s, anchor 10.1 s (${report.export.runs.map((run) => `${(run.confirmToDownloadMs / 1000).toFixed(1)} s`).join(', ')}; file ${kb(report.export.runs[0]?.bytes ?? 0)}).`,
    '',
    '## Cold-start proxy',
    '',
    `A fresh \`node\` importing functions/deploy/dist/index.js (${kb(coldStart.bundleBytes)}; ${kb(coldStart.chunksBytes)} more in chunks the routes import on demand${coldStart.rebuilt ? '; rebuilt for this run' : ''}), median of ${coldStart.processes} processes: import ${coldStart.importMedianMs} ms, process start → imported ${coldStart.sinceStartMedianMs} ms, spawn → exit ${coldStart.wallMedianMs} ms.`,
    '',
  ].join('\n');

  await mkdir(join(repoRoot, '.bench'), { recursive: true });
  await writeFile(join(repoRoot, '.bench/report.json'), `${JSON.stringify(full, null, 2)}\n`);
  await writeFile(join(repoRoot, '.bench/report.md'), markdown);
  console.log(markdown);
} finally {
  if (!done) await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
// The in-process API's worker keeps the HTTP proxy @azure/functions opened (a worker lives as long as its host);
// the report is written, so the run ends here.
process.exit(0);
