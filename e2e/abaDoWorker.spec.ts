import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The worker's page goes from test to test (abaDoWorker.ts): what one test leaves in it, the next must not find.
 * The two tests run in order in one worker; the second checks it was handed the same page, cleared.
 */
test.describe.configure({ mode: 'serial' });

let paginaDoPrimeiro: Page | undefined;
const avisos: string[] = [];

test('a test leaves storage, cookies, an init script, a route, a listener, a page and a viewport behind', async ({
  page,
  baseURL,
}) => {
  paginaDoPrimeiro = page;
  await page.context().addInitScript(() => localStorage.setItem('deixado', 'contexto'));
  await page.addInitScript(() => sessionStorage.setItem('deixado', 'pagina'));
  await page.route('**/api/config', (route) => route.abort());
  page.on('console', (mensagem) => avisos.push(mensagem.text()));
  await page.setViewportSize({ width: 300, height: 500 });
  await page.goto('/favicon.svg');
  await page.context().addCookies([{ name: 'deixado', value: '1', url: baseURL }]);
  await page.evaluate(() => console.log('do primeiro teste'));
  await page.context().newPage();

  expect(await page.evaluate(() => [localStorage.getItem('deixado'), sessionStorage.getItem('deixado')])).toEqual([
    'contexto',
    'pagina',
  ]);
  expect(avisos).toEqual(['do primeiro teste']);
});

test('the next test gets the same page as a new context would be', async ({ page }, testInfo) => {
  expect(page).toBe(paginaDoPrimeiro);
  expect(page.context().pages()).toEqual([page]);
  expect(page.viewportSize()).toEqual(testInfo.project.use.viewport);
  expect(await page.context().cookies()).toEqual([]);

  const config = page.waitForResponse((resposta) => resposta.url().endsWith('/api/config'));
  await page.goto('/login');
  expect((await config).ok()).toBe(true);
  await expect(page.getByLabel('Usuário')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);
  await page.evaluate(() => console.log('do segundo teste'));
  expect(avisos).toEqual(['do primeiro teste']);
});
