import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';

/**
 * Collects, on a browser context, every console error, uncaught page error, failed request and
 * request to another host than `origin`; returns the function that stops collecting.
 */
function guardConsole(context: BrowserContext, origin: string, errors: string[]): () => void {
  const onConsole = (msg: {type(): string; text(): string}) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  };
  const onWebError = (err: {error(): Error}) => errors.push(`pageerror: ${err.error().message}`);
  const onRequestFailed = (req: {url(): string; failure(): {errorText: string} | null}) => {
    // ERR_ABORTED is the browser cancelling a request because the page moved on
    // (e.g. a link prefetch cut short by navigation), not a failure of the site.
    const reason = req.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') errors.push(`requestfailed: ${req.url()} ${reason}`);
  };
  // By default the site talks to no host but itself (fonts, index, images included).
  const onRequest = (req: {url(): string}) => {
    const {protocol, host} = new URL(req.url());
    if (/^https?:$/.test(protocol) && host !== new URL(origin).host) {
      errors.push(`external request: ${req.url()}`);
    }
  };
  context.on('console', onConsole);
  context.on('weberror', onWebError);
  context.on('requestfailed', onRequestFailed);
  context.on('request', onRequest);
  return () => {
    context.off('console', onConsole);
    context.off('weberror', onWebError);
    context.off('requestfailed', onRequestFailed);
    context.off('request', onRequest);
  };
}

/** Guards `context` for the duration of one test; the test fails if any error is left. */
async function guardTest(
  context: BrowserContext,
  baseURL: string | undefined,
  runTest: (errors: string[]) => Promise<void>,
): Promise<void> {
  const errors: string[] = [];
  const stop = guardConsole(context, baseURL ?? 'http://127.0.0.1', errors);
  await runTest(errors);
  stop();
  expect(errors, 'console errors, page errors or failed requests').toEqual([]);
}

/**
 * `test` with a console guard: every console error, uncaught page error,
 * failed request or request to another host is collected, and the test fails
 * if any remain unclaimed.
 */
export const test = base.extend<{consoleErrors: string[]}>({
  // Listens on the browser context, not a page, so it opens no page itself; it guards every page
  // the test opens (page fixture or context.newPage()).
  consoleErrors: [({context, baseURL}, use) => guardTest(context, baseURL, use), {auto: true}],
});

/**
 * `test` whose `page` is one page per worker, kept from test to test: a new page costs Chromium a
 * renderer process and a cold script cache, about 1 CPU second per test on this 2-core machine
 * (8 loads of docs pages: 13.5 machine-CPU seconds with a page each, 6.0 on one page). For tests
 * that need only the page and load their own route first. Each test starts at its `viewport`
 * (1280 × 800 unless `test.use` says otherwise), light and without reduced motion, the mouse in
 * the corner, the site's local and session storage empty. What a page cannot undo stays with
 * `test`: `page.clock`, init scripts, routes, context options (locale, time zone, touch), a fresh
 * history, and keyboard-focus sequences (a hover menu of the previous test can take the focus).
 */
export const testOnSharedPage = base.extend<{consoleErrors: string[]}, {workerPage: Page}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport} = workerInfo.project.use;
      const context = await browser.newContext({...workerInfo.project.use, baseURL, viewport});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  // (`provide`, not `use`: the React hooks lint rule reads a `use` call in `page` as a hook.)
  page: async ({workerPage, viewport}, provide) => {
    await workerPage.setViewportSize(viewport ?? {width: 1280, height: 800});
    await workerPage.emulateMedia({colorScheme: 'light', reducedMotion: 'no-preference'});
    await workerPage.mouse.move(0, 0); // nothing hovered from the previous test
    if (workerPage.url().startsWith('http')) {
      await workerPage.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await provide(workerPage);
  },
  consoleErrors: [
    ({workerPage, baseURL}, use) => guardTest(workerPage.context(), baseURL, use),
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

/**
 * Moves an already loaded page to `route` without a page load, the way the browser's Back and
 * Forward buttons do (a history entry, then `popstate`, which the router follows), and waits
 * until the new route's content is shown. What the page keeps across client-side navigation
 * (the example runner's worker) stays as it is for a reader who follows links.
 */
export async function navigateClientSide(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({key: Math.random().toString(36).slice(2, 8)}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  }, route);
  await waitForRoute(page, route);
}

/**
 * Waits until the page shows `route`. After a client-side navigation the address changes at
 * once, while the previous page stays on screen until the new one's code has loaded; the
 * canonical link changes only with the new page.
 */
export async function waitForRoute(page: Page, route: string): Promise<void> {
  await page.waitForFunction(
    (to) => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
      const clean = (path: string) => path.replace(/\/$/, '');
      return href !== undefined && clean(new URL(href).pathname) === clean(to);
    },
    route,
    {timeout: 10_000},
  );
}
