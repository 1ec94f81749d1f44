import { readFileSync } from 'node:fs';
import { type APIRequestContext, test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { chromiumTrusting } from '../scripts/chromiumLaunch.ts';
import { localTlsCertPath } from '../scripts/stack/localTls.ts';
import { type AbaDoWorker, criarAbaDoWorker, emprestarPagina, opcoesDoContexto } from './abaDoWorker.ts';

/** A value globalSetup.ts put in the environment. */
const daPilha = (name: 'PORTAL_E2E_URL' | 'PORTAL_E2E_TLS_DIR') => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} missing: run through playwright.config.ts`);
  return value;
};

export const urlDaPilha = () => daPilha('PORTAL_E2E_URL');

/** Where the stacks of this run keep their one certificate (a spec's own stack serves it too: direto.spec.ts). */
export const tlsDaPilha = () => daPilha('PORTAL_E2E_TLS_DIR');

/** The Content-Security-Policy violations and uncaught errors of a page, as they happen. */
export function problemasDaPagina(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Tests get the running stack's URL as baseURL and fail on uncaught page errors and on any
 * Content-Security-Policy violation (logged API failures are part of the spec and allowed). Their page is the
 * worker's, cleared after each test (abaDoWorker.ts); a retry gets a new context of its own, which its trace records.
 */
export const test = base.extend<{ pageProblems: string[] }, { abaDoWorker: AbaDoWorker }>({
  // Chromium trusts the stack's certificate as an installed one (scripts/chromiumLaunch.ts); read here, in the
  // worker, since globalSetup made it after the configuration was read.
  launchOptions: [
    async ({ launchOptions }, use) => {
      const certificado = readFileSync(localTlsCertPath(tlsDaPilha()), 'utf8');
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...chromiumTrusting([certificado])] });
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring.
  baseURL: async ({}, use) => {
    await use(urlDaPilha());
  },
  abaDoWorker: [
    async ({ browser }, use, workerInfo) => {
      const aba = criarAbaDoWorker(browser, opcoesDoContexto(workerInfo.project.use, urlDaPilha()));
      await use(aba);
      await aba.descartar();
    },
    { scope: 'worker' },
  ],
  page: async ({ abaDoWorker, browser }, use, testInfo) => {
    if (testInfo.retry > 0) {
      const context = await browser.newContext(opcoesDoContexto(testInfo.project.use, urlDaPilha()));
      await use(await context.newPage());
      await context.close();
      return;
    }
    await emprestarPagina(abaDoWorker, async (page) => {
      await use(page);
      return testInfo.status === testInfo.expectedStatus;
    });
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems = problemasDaPagina(page);
      await use(problems);
      expect(problems, 'CSP violations or uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const demoPassword = 'Franquia@2026';

/** Fills and sends the /login form; the seeded accounts' password unless told otherwise. */
export async function signInWithPassword(page: Page, username: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The signed-in page's token, to call the real API directly (as another tab or device would). */
export const cabecalhosDaSessao = async (page: Page) => ({
  'X-Portal-Authorization': `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
});

/** Opens the shop of the signed-in page with an empty cart (emptied through the API: a retried test may find
 * the previous attempt's items). */
export async function abrirLojaComCarrinhoVazio(page: Page) {
  expect((await page.request.delete('/api/carrinho', { headers: await cabecalhosDaSessao(page) })).ok()).toBe(true);
  await page.goto('/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
}

/** The newest e-mail the ACS sink received for an address, once it arrives. */
export async function latestEmail(request: APIRequestContext, to: string) {
  let found: { subject: string; text: string; html: string } | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`${process.env.PORTAL_E2E_EMAIL_URL}/messages`)).json()) as {
        to: string;
        subject: string;
        text: string;
        html: string;
      }[];
      found = messages.find((message) => message.to === to);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to}`);
  return found;
}

/**
 * A screenshot taker for one test: `foto('name.png')` saves the page, animations stopped, in the test's output. In CSS
 * pixels: at the phone's device pixel ratio (2.625) a picture has seven times the pixels, and took up to a second of
 * CPU to encode.
 */
export const fotografar =
  (page: Page, testInfo: TestInfo, opcoes: { fullPage?: boolean } = {}) =>
  (nome: string) =>
    page.screenshot({ path: testInfo.outputPath(nome), animations: 'disabled', scale: 'css', ...opcoes });

/** 'Mostrando X de Y <noun>': X is the rows on screen (the pages loaded); Y counts every one listed, other tests' too. */
export const mostrando = (page: Page, exibidos: number, substantivo: 'pedidos' | 'logs') =>
  expect(page.getByRole('status').filter({ hasText: /^Mostrando / })).toHaveText(
    new RegExp(`^Mostrando ${exibidos} de \\d+ ${substantivo}$`),
  );

/**
 * Waits for the page's animations to end (endless ones, a spinner, are left running): a drawer sliding in is past the
 * screen's edge, and a dialog fading in shows its text blended with the page behind it, until theirs has.
 */
export const animacoesConcluidas = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animacao) => animacao.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animacao) => animacao.finished.catch(() => undefined)),
    ),
  );
