import { mensagensCarrinho } from '@portal/shared';
import { comSessao } from './dadosDoTeste.ts';
import { expect, fotografar, test } from './fixtures.ts';
import { comProdutoGravado } from './produtosGravados.ts';

test.beforeEach(async ({ page }) => {
  await comSessao(page, 'franqueado');
});

test('the shop shows the seeded products with light thumbnails under the real headers', async ({ page }, testInfo) => {
  const response = await page.goto('/home');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Brindes Corporativos' })).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('article', { name: 'Camiseta Polo Bordada' })).toContainText('R$ 89,90');
  await expect(page.getByText('Chaveiro de Couro')).toHaveCount(0);

  const firstImage = cards.first().getByRole('img').first();
  await expect(firstImage).toHaveAttribute('src', /\/imagem\/miniatura\?v=\d+$/);
  await expect(firstImage).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await fotografar(page, testInfo)('shop.png');
});

test('a deep link with a query still loads the SPA (navigation fallback)', async ({ page }) => {
  const response = await page.goto('/home?origem=link');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Brindes Corporativos' })).toBeVisible();
});

test('the image opens full screen and the size guide in a modal; Escape and × close them and focus returns', async ({
  page,
}, testInfo) => {
  await page.goto('/home');
  const camiseta = page.getByRole('article', { name: 'Camiseta Polo Bordada' });
  await expect(camiseta).toBeVisible();
  // Only products with a size guide have the '?' button.
  await expect(
    page
      .getByRole('article', { name: 'Caneca de Cerâmica 350 ml' })
      .getByRole('button', { name: 'Ver guia de tamanhos' }),
  ).toHaveCount(0);

  const zoom = camiseta.getByRole('button', { name: 'Ampliar imagem de Camiseta Polo Bordada' });
  await zoom.click();
  const viewer = page.getByRole('dialog', { name: 'Camiseta Polo Bordada' });
  await expect(viewer).toBeVisible();
  const full = viewer.getByRole('img', { name: 'Camiseta Polo Bordada' });
  await expect(full).toHaveAttribute('src', /\/imagem\/original\?v=\d+$/);
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await fotografar(page, testInfo)('imagem-tela-cheia.png');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(zoom).toBeFocused();

  const guideButton = camiseta.getByRole('button', { name: 'Ver guia de tamanhos' });
  await guideButton.click();
  const guide = page.getByRole('dialog', { name: /Guia de tamanhos/ });
  const guideImage = guide.getByRole('img', { name: 'Guia de tamanhos de Camiseta Polo Bordada' });
  await expect.poll(() => guideImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await fotografar(page, testInfo)('guia-tamanhos.png');
  await guide.getByRole('button', { name: 'Fechar guia de tamanhos' }).click();
  await expect(guide).toBeHidden();
  await expect(guideButton).toBeFocused();
});

test('a product with sizes asks for one before the quantity; cancelling adds nothing', async ({ page }, testInfo) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: /^Ver Carrinho/ })).toBeVisible();
  let cartWrites = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/carrinho') && request.method() !== 'GET') cartWrites++;
  });

  await page
    .getByRole('article', { name: 'Camiseta Polo Bordada' })
    .getByRole('button', { name: 'Adicionar ao Carrinho' })
    .click();
  const sizes = page.getByRole('dialog', { name: 'Selecione o tamanho' });
  await expect(sizes.getByRole('radio')).toHaveCount(5);
  await sizes.getByRole('button', { name: 'Continuar' }).click();
  await expect(sizes.getByRole('alert')).toHaveText('Por favor, selecione um tamanho para este produto');
  await fotografar(page, testInfo)('modal-tamanho.png');

  await sizes.getByRole('radio', { name: 'G', exact: true }).check();
  await sizes.getByRole('button', { name: 'Continuar' }).click();
  const quantity = page.getByRole('dialog', { name: 'Selecione a quantidade' });
  await expect(quantity).toContainText('Tamanho G');
  const input = quantity.getByRole('spinbutton', { name: 'Quantidade' });
  await expect(input).toHaveValue('1');
  await expect(quantity.getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled();
  await quantity.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect(input).toHaveValue('2');
  await expect(quantity).toContainText('R$ 179,80');
  await fotografar(page, testInfo)('modal-quantidade.png');
  await page.keyboard.press('Escape');
  await expect(quantity).toBeHidden();
  expect(cartWrites).toBe(0);
});

test('a product stored with an invalid price shows R$ 0,00 beside the others and cannot be added', async ({
  page,
}, testInfo) => {
  // A name of its own per project (both run at once), sorted after the seeded products so the other
  // specs' first card stays a seeded one; they only count "at least" the seeded products.
  const nome = `Toalha Personalizada (${testInfo.project.name})`;
  await comProdutoGravado({ nome, preco: 'R$ 12,50' }, async (id) => {
    await page.goto('/home');
    const toalha = page.getByRole('article', { name: nome });
    await expect(toalha).toContainText('R$ 0,00');
    await expect(page.getByRole('article', { name: 'Camiseta Polo Bordada' })).toContainText('R$ 89,90');
    await expect(page.getByText('Erro ao carregar produtos')).toHaveCount(0);
    await toalha.scrollIntoViewIfNeeded();
    await fotografar(page, testInfo)('preco-invalido.png');

    // Refused at once, with the API's words, before a quantity is asked for: nothing is sent.
    let cartWrites = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/carrinho') cartWrites++;
    });
    await toalha.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(mensagensCarrinho.produtoSemPreco);
    await expect(page.getByRole('dialog', { name: 'Selecione a quantidade' })).toHaveCount(0);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Produto adicionado ao carrinho!' })).toHaveCount(0);
    expect(cartWrites).toBe(0);

    // The API refuses it too, whoever asks (functions/test/integration/limitesValores.test.ts covers the API alone).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const answer = await page.request.post('/api/carrinho', {
      headers: { 'X-Portal-Authorization': `Bearer ${token}` },
      data: { produto_id: id, quantidade: 1 },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({ message: mensagensCarrinho.produtoSemPreco });
  });
});
