/**
 * The admin's Excel export of about 5 000 filtered orders, in Chromium: signed in through the login
 * form, /admin-pedidos filtered by status and a window of days sized to about 5 000 orders, then
 * 'Exportar para Excel (N)', the confirmation, and the time from the click on 'Exportar' (once the dialog has
 * opened and the button can take it) to the browser's download event — the orders streamed by
 * GET /api/admin/exportacao-pedidos, the spreadsheet library loaded and the file built in the export's worker, as
 * the admin waits for it. Three exports, each on a freshly loaded page (the first one's library download is then
 * the HTTP cache's).
 */
import { stat } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, chromiumTrusting } from '../chromiumLaunch.ts';
import { signIn } from './signIn.ts';

const target = 5_000;
const runs = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const status = 'Entregue';
const day = 24 * 60 * 60 * 1000;

const diaEmSaoPaulo = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(instant);

export interface ExportRun {
  /** Click on the confirmation's 'Exportar' → the download event. */
  confirmToDownloadMs: number;
  /** Of which: the export's request → its last byte. */
  fetchMs: number;
  /** Requests to the export route (one). */
  apiRequests: number;
  bytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A filter of one status over a window of days ending a year ago, widened or narrowed to about 5 000 orders. */
async function filtro(api: string, token: string) {
  const ate = Date.now() - 365 * day;
  const count = async (days: number) => {
    const query = new URLSearchParams({
      status,
      de: diaEmSaoPaulo(ate - days * day),
      ate: diaEmSaoPaulo(ate),
      limite: '1',
    });
    const response = await fetch(`${api}/admin/pedidos?${query}`, {
      headers: { 'x-portal-authorization': `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`admin list answered ${response.status}`);
    return { query, total: ((await response.json()) as { total_filtrado: number }).total_filtrado };
  };
  let days = 180;
  let found = await count(days);
  for (let attempt = 0; attempt < 3 && Math.abs(found.total - target) > target * 0.02; attempt++) {
    days = Math.max(1, Math.round((days * target) / Math.max(found.total, 1)));
    found = await count(days);
  }
  found.query.delete('limite');
  return found;
}

/** `certificado`: PEM of the certificate the stack's web server serves (RunningStack's `tls.cert`). */
export async function benchExport(
  webUrl: string,
  api: string,
  username: string,
  password: string,
  certificado: string,
) {
  const { query, total } = await filtro(api, await signIn(api, username));
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, ...chromiumTrusting([certificado])],
  });
  try {
    const context = await browser.newContext({
      baseURL: webUrl,
      viewport: { width: 1280, height: 800 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Usuário').fill(username);
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/painel$/);

    const results: ExportRun[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`/admin-pedidos?${query}`);
      // The label shows the filtered count once the list's first read is in; then the page is let go idle.
      const exportar = page.getByRole('button', { name: `Exportar para Excel (${total.toLocaleString('pt-BR')})` });
      await exportar.waitFor();
      await page.evaluate(() => new Promise((pronto) => requestIdleCallback(() => pronto(null))));
      await exportar.click();
      const confirmar = page.getByRole('alertdialog').getByRole('button', { name: 'Exportar' });
      // The admin clicks once the dialog is there: its 160 ms opening animation is not part of the export's time.
      await confirmar.click({ trial: true });

      const download = page.waitForEvent('download', { timeout: 300_000 });
      const clicked = performance.now();
      await confirmar.click();
      const file = await download;
      const downloaded = performance.now();
      await page
        .getByRole('alertdialog')
        .filter({ hasText: `Pedidos exportados: ${total.toLocaleString('pt-BR')}` })
        .waitFor();
      const { size } = await stat(await file.path());
      // The browser's own timing of the export's request: start → last byte (Resource Timing).
      const pedidos = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entrada) => entrada.name.includes('/api/admin/exportacao-pedidos?'))
          .map((entrada) => (entrada as PerformanceResourceTiming).responseEnd - entrada.startTime),
      );
      results.push({
        confirmToDownloadMs: Math.round(downloaded - clicked),
        fetchMs: Math.round(pedidos.at(-1) ?? Number.NaN),
        apiRequests: pedidos.length,
        bytes: size,
      });
      console.log(`export ${run + 1}: ${JSON.stringify(results.at(-1))}`);
    }
    return {
      orders: total,
      filter: Object.fromEntries(query),
      runs: results,
      medianMs: median(results.map((result) => result.confirmToDownloadMs)),
      medianFetchMs: median(results.map((result) => result.fetchMs)),
    };
  } finally {
    await browser.close();
  }
}
