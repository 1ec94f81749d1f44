import { expect, signInWithPassword, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signInWithPassword(page, 'franqueado');
  await expect(page).toHaveURL(/\/painel$/);
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

  await page.screenshot({ path: testInfo.outputPath('shop.png') });
});

test('a deep link with a query still loads the SPA (navigation fallback)', async ({ page }) => {
  const response = await page.goto('/home?origem=link');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Brindes Corporativos' })).toBeVisible();
});
