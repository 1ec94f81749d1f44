import { createServer } from 'node:http';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { mensagensConexao } from '@portal/shared';
import { opcoesDoContexto } from './abaDoWorker.ts';
import { comSessao, fazerPedido, novasContas } from './dadosDoTeste.ts';
import { expect, fotografar, problemasDaPagina, test, urlDaPilha } from './fixtures.ts';

/**
 * The installable portal (issue 35): the manifest and icons, the service worker, reading offline, nothing of a user
 * left after 'Sair', and a new version announced. Every other journey blocks service workers (playwright.config.ts);
 * these allow them, each in a context of its own, closed at the end, so no worker outlives its test.
 */

/** A context whose pages the portal's service worker controls, with its CSP violations and errors checked. */
async function contextoComServiceWorker(browser: Browser, testInfo: TestInfo, uso: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    ...opcoesDoContexto(testInfo.project.use, urlDaPilha()),
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const problemas = problemasDaPagina(page);
    await uso(page);
    expect(problemas, 'CSP violations or uncaught errors').toEqual([]);
  } finally {
    await context.close();
  }
}

/** Waits until the portal's service worker controls the page (it registers once the first screen is up). */
const controlada = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

/** The service worker's cache of API answers, as paths with their queries (web/src/lib/apiCache.ts). */
const guardadoNoCache = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('portal-api'))
      ? (await (await caches.open('portal-api')).keys()).map(({ url }) => {
          const { pathname, search } = new URL(url);
          return pathname + search;
        })
      : [],
  );

/** Loads the shop and the user's orders with the service worker in control, so it keeps both. */
async function lerLojaEPedidos(page: Page, pedido: number) {
  await page.goto('/home');
  await controlada(page);
  await page.goto('/meus-pedidos');
  await expect(page.getByText(`#${pedido}`, { exact: true }).first()).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect
    .poll(async () => (await guardadoNoCache(page)).map((url) => url.split('?')[0]))
    .toEqual(expect.arrayContaining(['/api/produtos', '/api/pedidos/meus-pedidos']));
}

const offline = async (context: BrowserContext) => context.setOffline(true);

test('install metadata: the manifest, its icons and the iOS tags, and a service worker in control', async ({
  browser,
}, testInfo) => {
  await contextoComServiceWorker(browser, testInfo, async (page) => {
    await page.goto('/login');
    const manifesto = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifesto).toBe('/manifest.webmanifest');
    const resposta = await page.request.get(manifesto ?? '');
    expect(resposta.headers()['content-type']).toBe('application/manifest+json');
    const campos = (await resposta.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(campos).toMatchObject({
      name: 'Portal do Franqueado',
      short_name: 'Franqueado',
      lang: 'pt-BR',
      start_url: '/painel',
      display: 'standalone',
      theme_color: '#1f5130',
      background_color: '#f5f3ec',
    });
    expect(campos.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Franqueado');
    await expect(page.locator('meta[name="mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    // Each icon is a PNG of the size it claims (the width and height of its IHDR chunk).
    const icones = [...campos.icons, { src: appleTouchIcon ?? '', sizes: '180x180', type: 'image/png' }];
    for (const { src, sizes, type } of icones) {
      const icone = await page.request.get(src);
      expect(icone.status(), src).toBe(200);
      expect(icone.headers()['content-type']).toBe(type);
      const png = await icone.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(sizes);
    }

    await controlada(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${urlDaPilha()}/sw.js`);
    // The worker is asked for again on every visit; the build's hashed files keep their long cache.
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    const entrada = await page.locator('script[type="module"][crossorigin]').getAttribute('src');
    expect((await page.request.get(entrada ?? '')).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

test('offline reading: the banner, the shop and the orders as last loaded, and a write that needs a connection', async ({
  browser,
  request,
}, testInfo) => {
  const [cliente] = await novasContas(['user']);
  const pedido = await fazerPedido(request, cliente.username, [{ nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 }]);
  await contextoComServiceWorker(browser, testInfo, async (page) => {
    await comSessao(page, cliente.username);
    await lerLojaEPedidos(page, pedido);
    const banner = page.getByRole('status').filter({ hasText: mensagensConexao.semConexao });
    await expect(banner).toHaveCount(0);

    await offline(page.context());
    await page.reload();
    await expect(banner).toContainText(mensagensConexao.semConexaoDetalhe);
    await expect(page.getByRole('article', { name: 'Caneca de Cerâmica 350 ml' })).toBeVisible();
    const dadosDe = page.getByText(/^Dados de \d{2}\/\d{2} às \d{2}:\d{2}$/);
    await expect(dadosDe).toBeVisible();
    await fotografar(page, testInfo)('loja-sem-conexao.png');

    // A write is not sent, and says why.
    await page
      .getByRole('article', { name: 'Caneca de Cerâmica 350 ml' })
      .getByRole('button', { name: 'Adicionar ao Carrinho' })
      .click();
    const quantidade = page.getByRole('dialog', { name: 'Selecione a quantidade' });
    await quantidade.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(mensagensConexao.precisaConexao);
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

    await page.goto('/meus-pedidos');
    await expect(page.getByText(`#${pedido}`, { exact: true }).first()).toBeVisible();
    await expect(dadosDe).toBeVisible();
    await expect(banner).toBeVisible();
    await fotografar(page, testInfo)('pedidos-sem-conexao.png');

    // Back online, the banner and the mark go with the next answers.
    await page.context().setOffline(false);
    await page.reload();
    await expect(page.getByText(`#${pedido}`, { exact: true }).first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(dadosDe).toHaveCount(0);
  });
});

test("sign-out clearing: after 'Sair', another user offline sees nothing of the first", async ({
  browser,
  request,
}, testInfo) => {
  const [primeiro, segundo] = await novasContas(['user', 'user']);
  const pedido = await fazerPedido(request, primeiro.username, [{ nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 }]);
  await contextoComServiceWorker(browser, testInfo, async (page) => {
    await comSessao(page, primeiro.username);
    await lerLojaEPedidos(page, pedido);

    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/microsoft-login$/);
    // Nothing of the first user is left: no stored session, no API answer kept for the offline view.
    // What the screens read after 'Sair' without a session (the configuration, the products and their pictures, the
    // same for everyone) may be kept again; nothing read with a session is. (The router's scroll positions are
    // TanStack Router's own entry.)
    await expect.poll(async () => (await guardadoNoCache(page)).filter((url) => url.includes('_sessao='))).toEqual([]);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('userData'),
        Object.keys(sessionStorage).filter((chave) => !chave.startsWith('tsr-scroll-restoration')),
      ]),
    ).toEqual([null, null, []]);

    await comSessao(page, segundo.username);
    await page.goto('/meus-pedidos');
    await expect(page.getByText('Nenhum pedido encontrado').first()).toBeVisible();
    await offline(page.context());
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: mensagensConexao.semConexao })).toBeVisible();
    await expect(page.getByText('Nenhum pedido encontrado').first()).toBeVisible();
    await expect(page.getByText(`#${pedido}`, { exact: true })).toHaveCount(0);
    await expect(page.getByText(primeiro.username)).toHaveCount(0);
  });
});

test("the update prompt: a new version waits for 'Atualizar', then takes over", async ({ browser }, testInfo) => {
  const portal = await portalComNovaVersao();
  try {
    await contextoComServiceWorker(browser, testInfo, async (page) => {
      await page.goto(`${portal.url}/login`);
      await controlada(page);
      // The next deploy: the same worker with other bytes, and a way to ask it which version it is.
      portal.publicar(`self.addEventListener('message', (evento) => {
        if (evento.data === 'versao?') evento.ports[0].postMessage('nova');
      });`);
      /** The controlling worker's answer to 'versao?': only the new version answers. */
      const versaoNova = () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const canal = new MessageChannel();
              canal.port1.onmessage = (evento) => resolve(String(evento.data));
              navigator.serviceWorker.controller?.postMessage('versao?', [canal.port2]);
            }),
        );
      const esperando = () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
      // What a browser does on its own at the next visit (or once a day): ask the server for the worker again.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const aviso = page.getByRole('status').filter({ hasText: mensagensConexao.novaVersao });
      await expect(aviso).toBeVisible();
      // Announced, not swapped in: the new version is installed and waits; the page runs under the one it loaded.
      expect(await esperando()).toBe('installed');
      await fotografar(page, testInfo)('nova-versao.png');

      const recarga = page.waitForEvent('load');
      await aviso.getByRole('button', { name: mensagensConexao.atualizar }).click();
      await recarga;
      await controlada(page);
      expect(await versaoNova()).toBe('nova');
      expect(await esperando()).toBeUndefined();
      await expect(aviso).toHaveCount(0);
    });
  } finally {
    await portal.fechar();
  }
});

/**
 * The running portal behind a proxy of this test's own, which can publish a new version of the service worker: the
 * stack's sw.js with code added. Playwright's routes do not reach the browser's own update check of a worker's
 * script, and the stack's web root is every test's. It serves plain HTTP on a loopback address (a secure context
 * still) and fetches from the stack over HTTPS, trusting its certificate as the workers do (globalSetup.ts).
 */
async function portalComNovaVersao() {
  const pilha = new URL(urlDaPilha());
  let acrescimo = '';
  const servidor = createServer((pedido, resposta) => {
    const encaminhado = request(
      {
        host: pilha.hostname,
        port: pilha.port,
        path: pedido.url,
        method: pedido.method,
        headers: { ...pedido.headers, host: pilha.host, 'accept-encoding': 'identity' },
      },
      async (daPilha) => {
        if (pedido.url !== '/sw.js' || !acrescimo || daPilha.statusCode !== 200) {
          resposta.writeHead(daPilha.statusCode ?? 502, daPilha.headers);
          daPilha.pipe(resposta);
          return;
        }
        const partes: Buffer[] = [];
        for await (const parte of daPilha) partes.push(parte as Buffer);
        const corpo = Buffer.concat([...partes, Buffer.from(`\n${acrescimo}\n`)]);
        const { etag: _outra, 'last-modified': _outro, ...cabecalhos } = daPilha.headers;
        resposta.writeHead(200, { ...cabecalhos, 'content-length': String(corpo.length) });
        resposta.end(corpo);
      },
    );
    encaminhado.on('error', () => resposta.destroy());
    pedido.pipe(encaminhado);
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publicar: (codigo: string) => {
      acrescimo = codigo;
    },
    fechar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}
