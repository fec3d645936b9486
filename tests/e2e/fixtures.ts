import {test as base, expect, type Page} from '@playwright/test';

/**
 * `test` with a console guard: every console error, uncaught page error,
 * failed request or request to another host is collected, and the test fails
 * if any remain unclaimed.
 */
export const test = base.extend<{consoleErrors: string[]}>({
  // Listens on the browser context, not a page, so it opens no page itself; it guards every page
  // the test opens (page fixture or context.newPage()).
  consoleErrors: [
    async ({context, baseURL}, use) => {
      const errors: string[] = [];
      context.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
      });
      context.on('weberror', (err) => errors.push(`pageerror: ${err.error().message}`));
      context.on('requestfailed', (req) => {
        // ERR_ABORTED is the browser cancelling a request because the page moved on
        // (e.g. a link prefetch cut short by navigation), not a failure of the site.
        const reason = req.failure()?.errorText ?? '';
        if (reason !== 'net::ERR_ABORTED') errors.push(`requestfailed: ${req.url()} ${reason}`);
      });
      // By default the site talks to no host but itself (fonts, index, images included).
      context.on('request', (req) => {
        const {protocol, host} = new URL(req.url());
        if (/^https?:$/.test(protocol) && host !== new URL(baseURL ?? 'http://127.0.0.1').host) {
          errors.push(`external request: ${req.url()}`);
        }
      });
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

/** Reloads and waits until React has hydrated the page again. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
