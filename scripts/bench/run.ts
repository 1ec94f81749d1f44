/**
 * `npm run bench`: measures what users feel — the SPA's transfer size and API latency — against
 * the real local stack, and writes .bench/report.json and .bench/report.md.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, startStack } from '../stack/launch.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);

async function bundleSizes() {
  const assets = join(repoRoot, 'web/dist/assets');
  const files = await readdir(assets).catch(() => {
    throw new Error('web/dist missing: run npm run build -w web first');
  });
  const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  for (const file of files) {
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const content = await readFile(join(assets, file));
    sizes[kind].raw += (await stat(join(assets, file))).size;
    sizes[kind].gzip += gzipSync(content, { level: 9 }).length;
  }
  return sizes;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function latency(url: string) {
  for (let index = 0; index < 10; index++) await (await fetch(url)).arrayBuffer(); // warm-up
  const samples: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { requests, p50Ms: round(percentile(samples, 0.5)), p95Ms: round(percentile(samples, 0.95)) };
}

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const stack = await startStack({ dataDir, quiet: true });
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
    },
  };

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const markdown = [
    `# Benchmark report (${report.date}, Node ${report.node})`,
    '',
    '| Bundle | raw | gzip |',
    '|---|---|---|',
    `| JS | ${kb(report.bundle.js.raw)} | ${kb(report.bundle.js.gzip)} |`,
    `| CSS | ${kb(report.bundle.css.raw)} | ${kb(report.bundle.css.gzip)} |`,
    '',
    `Product grid images: ${kb(report.images.gridThumbnailsTotalBytes)} of thumbnails (originals: ${kb(report.images.originalsTotalBytes)}).`,
    '',
    `| Request (local stand-ins, ${requests} sequential) | p50 | p95 |`,
    '|---|---|---|',
    ...Object.entries(report.latency).map(([name, value]) => `| ${name} | ${value.p50Ms} ms | ${value.p95Ms} ms |`),
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
