import {test as base, expect, type Page} from '@playwright/test';

/**
 * `test` with a console guard: every console error, uncaught page error or
 * failed request is collected, and the test fails if any remain unclaimed.
 */
export const test = base.extend<{consoleErrors: string[]}>({
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('requestfailed', (req) => errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`));
      await use(errors);
      expect(errors, 'console errors, page errors or failed requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Navigates and waits until React has hydrated the page. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
