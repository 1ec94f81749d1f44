import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/**
 * Tests get the running stack's URL as baseURL and fail on uncaught page errors and on any
 * Content-Security-Policy violation (logged API failures are part of the spec and allowed).
 */
export const test = base.extend<{ pageProblems: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring.
  baseURL: async ({}, use) => {
    const url = process.env.PORTAL_E2E_URL;
    if (!url) throw new Error('PORTAL_E2E_URL missing: run through playwright.config.ts');
    await use(url);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use(problems);
      expect(problems, 'CSP violations or uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const demoPassword = 'Franquia@2026';

export async function signInWithPassword(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
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
