import { test as base, expect } from '@playwright/test';

/** Tests get the running stack's URL as baseURL and fail on any console error (CSP violations included). */
export const test = base.extend<{ consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring.
  baseURL: async ({}, use) => {
    const url = process.env.PORTAL_E2E_URL;
    if (!url) throw new Error('PORTAL_E2E_URL missing: run through playwright.config.ts');
    await use(url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
