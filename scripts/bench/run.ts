/**
 * `npm run bench`: measures what users feel — the SPA's transfer size and API latency — against
 * the real local stack, then the order lists with 20 000 orders loaded (ordersBench.ts), and writes
 * .bench/report.json and .bench/report.md.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, startStack } from '../stack/launch.ts';
import { benchOrders } from './ordersBench.ts';
import { signIn } from './signIn.ts';
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

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const stack = await startStack({ dataDir, quiet: true, snapshot: false });
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
    // Last: the requests above run against the seeded database only.
    orders: await benchOrders(stack.settings, stack.urls.api),
  };

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const markdown = [
    `# Benchmark report (${report.date}, Node ${report.node})`,
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
    `Bench data: ${report.orders.data.orders} orders over ${report.orders.data.users} users and two years, written in ${report.orders.data.seconds} s (${report.orders.data.ordersPerSecond} orders/s).`,
    '',
    `| Order list (${report.orders.requests} sequential, portal and bare SDK in turns) | portal p50 / p95 | portal req/s | bare SDK p50 / p95 | bare SDK req/s | portal ÷ SDK (p50) |`,
    '|---|---|---|---|---|---|',
    ...Object.entries(report.orders.lists).map(
      ([name, { queries, portal, bareSdk, overhead }]) =>
        `| ${name}, ${queries} queries | ${portal.p50Ms} / ${portal.p95Ms} ms | ${portal.perSecond} | ${bareSdk.p50Ms} / ${bareSdk.p95Ms} ms | ${bareSdk.perSecond} | ${overhead.toFixed(2)}× |`,
    ),
    '',
  ].join('\n');

  await mkdir(join(repoRoot, '.bench'), { recursive: true });
  await writeFile(join(repoRoot, '.bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(repoRoot, '.bench/report.md'), markdown);
  console.log(markdown);
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
