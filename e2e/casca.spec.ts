import type { Page, Request } from '@playwright/test';
import { screens } from '../web/src/app/screens.ts';
import { comSessao, novasContas } from './dadosDoTeste.ts';
import { expect, test } from './fixtures.ts';

/**
 * The shell index.html paints before the code runs (web/src/app/bootScript.ts, the boot script) shows, on the
 * signed-in addresses of app/screens.ts that have a heading, the screen's own heading, and on the shop the first
 * row's pictures: the same text in the same place as the screen that replaces it, so nothing jumps, at phone and
 * desktop widths.
 */

/** The screens whose shell shows their heading. */
const comTitulo = Object.entries(screens).filter(([, tela]) => 'titulo' in tela);

/** The entry script never arrives: the page stays on the shell the boot script filled. */
const soACasca = (page: Page) => page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());

const caixa = async (page: Page, seletor: string) => {
  const box = await page.locator(seletor).first().boundingBox();
  if (!box) throw new Error(`${seletor} has no box`);
  return box;
};

const mesmoLugar = (casca: { x: number; y: number }, tela: { x: number; y: number }) => {
  expect(Math.abs(casca.x - tela.x), `x: shell ${casca.x}, screen ${tela.x}`).toBeLessThanOrEqual(1);
  expect(Math.abs(casca.y - tela.y), `y: shell ${casca.y}, screen ${tela.y}`).toBeLessThanOrEqual(1);
};

for (const [caminho, tela] of comTitulo) {
  test(`${caminho}: the shell shows the screen's heading in its place`, async ({ page }) => {
    const [conta] = await novasContas(['permissao' in tela ? 'admin' : 'user']);
    await comSessao(page, conta.username);

    await soACasca(page);
    await page.goto(caminho);
    const tituloDaCasca = page.locator('.shell__title--texto');
    await expect(tituloDaCasca).toBeVisible();
    const texto = await tituloDaCasca.textContent();
    const caixaDaCasca = await caixa(page, '.shell__title--texto');

    await page.unrouteAll();
    await page.goto(caminho);
    const titulo = page.getByRole('heading', { level: 1 });
    await expect(titulo).toHaveText(texto ?? '');
    mesmoLugar(caixaDaCasca, await caixa(page, 'h1'));
  });
}

test('the shop: the shell shows the first row of pictures where the screen puts them, read once', async ({ page }) => {
  const [conta] = await novasContas(['user']);
  await comSessao(page, conta.username);

  await soACasca(page);
  await page.goto('/home');
  const imagensDaCasca = page.locator('img.shell__imagem');
  await expect(imagensDaCasca.first()).toBeVisible();
  await expect.poll(() => imagensDaCasca.first().evaluate((imagem: HTMLImageElement) => imagem.naturalWidth)).toBe(480);
  const quantas = await imagensDaCasca.count();
  const fontes = await imagensDaCasca.evaluateAll((imagens) => imagens.map((imagem) => imagem.getAttribute('src')));
  const caixas = await imagensDaCasca.evaluateAll((imagens) =>
    imagens.map((imagem) => ({ x: imagem.getBoundingClientRect().x, y: imagem.getBoundingClientRect().y })),
  );
  // The first row only: one picture on a phone, four on a 1280 px screen.
  expect(quantas).toBe((page.viewportSize()?.width ?? 0) < 600 ? 1 : 4);

  await page.unrouteAll();
  const leituras: Request[] = [];
  page.on('request', (pedido) => {
    if (new URL(pedido.url()).pathname === '/api/produtos') leituras.push(pedido);
  });
  await page.goto('/home');
  const imagensDaTela = page.locator('.product-card__image img');
  await expect(imagensDaTela.first()).toBeVisible();
  const daTela = await imagensDaTela.evaluateAll(
    (imagens, total) =>
      imagens.slice(0, total).map((imagem) => ({
        src: imagem.getAttribute('src'),
        x: imagem.getBoundingClientRect().x,
        y: imagem.getBoundingClientRect().y,
      })),
    quantas,
  );
  expect(daTela.map((imagem) => imagem.src)).toEqual(fontes);
  for (const [indice, imagem] of daTela.entries()) mesmoLugar(caixas[indice] ?? { x: -1, y: -1 }, imagem);
  // The boot script's read of the product list is the one the screen shows: the list is read once.
  expect(leituras).toHaveLength(1);
});

test("a franchisee's shell never shows an admin screen's heading", async ({ page }) => {
  const [conta] = await novasContas(['user']);
  await comSessao(page, conta.username);
  await soACasca(page);
  for (const [caminho, tela] of comTitulo) {
    if (!('permissao' in tela)) continue;
    await page.goto(caminho);
    await expect(page.locator('.shell__title')).toBeVisible();
    await expect(page.locator('.shell__title')).toHaveText('');
  }
});

/**
 * What a signed-in screen reads first (the profile, the cart its navbar counts, its list, the shop's pictures) the
 * boot script starts beside the code, and the screen takes those reads: each is asked for once in a cold load (the
 * boot script always asks, so a second request would be the screen's own).
 */
for (const { caminho, papel, proprias } of [
  { caminho: '/painel', papel: 'user', proprias: [] },
  { caminho: '/meus-pedidos', papel: 'user', proprias: ['/api/pedidos/meus-pedidos'] },
  { caminho: '/admin-pedidos', papel: 'admin', proprias: ['/api/admin/pedidos'] },
  { caminho: '/home', papel: 'user', proprias: ['/api/produtos'] },
] as const) {
  test(`${caminho}: the screen's first reads are the boot script's, each asked for once`, async ({ page }) => {
    const [conta] = await novasContas([papel]);
    await comSessao(page, conta.username);
    const leituras: Request[] = [];
    page.on('request', (pedido) => {
      if (new URL(pedido.url()).pathname.startsWith('/api/')) leituras.push(pedido);
    });
    await page.goto(caminho);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (caminho === '/home') await expect(page.locator('.product-card__image img').first()).toBeVisible();
    else if (proprias.length > 0) await expect(page.getByText(/Mostrando|Nenhum pedido/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const caminhos = leituras.map((pedido) => new URL(pedido.url()).pathname);
    const vezes = new Map<string, number>();
    for (const lido of caminhos) vezes.set(lido, (vezes.get(lido) ?? 0) + 1);
    for (const esperado of ['/api/profile', '/api/carrinho', ...proprias])
      expect(vezes.get(esperado), esperado).toBe(1);
    // Every picture the shop shows at once, once: the boot script's preload is the one the screen's <img> uses.
    const repetidas = [...vezes].filter(([lido, quantas]) => lido.includes('/imagem/') && quantas > 1);
    expect(repetidas).toEqual([]);
  });
}
