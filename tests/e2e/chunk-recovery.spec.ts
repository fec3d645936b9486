import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';

/** JS files a fresh load of `url` requests. */
async function scriptsOf(page: Page, url: string): Promise<Set<string>> {
  const urls = new Set<string>();
  const onRequest = (req: {url(): string; resourceType(): string}) => {
    if (req.resourceType() === 'script') urls.add(new URL(req.url()).pathname);
  };
  page.on('request', onRequest);
  await gotoHydrated(page, url);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return urls;
}

/** JS files /core/managing-state loads and /core/forking does not: its own page chunks. */
async function managingStateChunks(page: Page): Promise<string[]> {
  const common = await scriptsOf(page, '/core/forking');
  const target = await scriptsOf(page, '/core/managing-state');
  return [...target].filter((s) => !common.has(s));
}

/** Counts the main frame's navigation requests from now on; returns the count so far. */
function countNavigations(page: Page): () => number {
  let navigations = 0;
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) navigations++;
  });
  return () => navigations;
}

const dropChunkNoise = (errors: string[]) =>
  errors.splice(
    0,
    errors.length,
    ...errors.filter(
      (e) =>
        !/\/assets\/js\/|chunk|Failed to load resource|ERR_ABORTED|dynamically imported/i.test(e),
    ),
  );

test('a failed page-chunk load reloads once and shows the page', async ({page, consoleErrors}) => {
  await gotoHydrated(page, '/core/forking');
  let block = true;
  let reloads = 0;
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) {
      reloads++;
      block = false;
    }
  });
  // Every JS chunk requested from now on fails, as after a redeploy, until the reload.
  await page.route('**/assets/js/**', (route) => (block ? route.abort() : route.continue()));
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Mining Modes'})
    .click();
  await expect(page).toHaveURL(/\/core\/mining-modes$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Mining Modes', {timeout: 10_000});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(reloads).toBe(1);
  dropChunkNoise(consoleErrors);
});

test('a chunk that keeps failing is reported, and the page does not reload in a loop', async ({
  page,
  consoleErrors,
}) => {
  const pageOnly = await managingStateChunks(page);
  expect(pageOnly.length).toBeGreaterThan(0);

  await gotoHydrated(page, '/core/forking');
  const navigations = countNavigations(page);
  await page.route('**/assets/js/**', (route) =>
    pageOnly.includes(new URL(route.request().url()).pathname) ? route.abort() : route.continue(),
  );
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Managing State'})
    .click();
  // One reload happens; on the fresh document the chunk fails again and is reported.
  await expect.poll(navigations, {timeout: 10_000}).toBe(1);
  await expect
    .poll(
      () =>
        consoleErrors.filter((e) => e.startsWith('pageerror') && /Loading chunk/.test(e)).length,
      {timeout: 10_000},
    )
    .toBeGreaterThan(0);
  // The server-rendered page is still readable.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Managing State');
  // A second reload would be a navigation request: none comes while the network goes quiet.
  await page.waitForLoadState('networkidle');
  expect(navigations()).toBe(1);
  dropChunkNoise(consoleErrors);
});

test('a page whose own module fails on first load reloads itself once', async ({
  page,
  consoleErrors,
}) => {
  const pageOnly = await managingStateChunks(page);
  await page.goto('about:blank');
  const navigations = countNavigations(page);
  // Only the first document load fails (a stale HTML page after a redeploy).
  await page.route('**/assets/js/**', (route) =>
    navigations() === 1 && pageOnly.includes(new URL(route.request().url()).pathname)
      ? route.abort()
      : route.continue(),
  );
  await page.goto('/core/managing-state');
  await expect.poll(navigations, {timeout: 10_000}).toBe(2);
  await page
    .locator('html[data-has-hydrated="true"]')
    .waitFor({state: 'attached', timeout: 10_000});
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Managing State');
  expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).not.toBeNull();
  dropChunkNoise(consoleErrors);
});

test('a preload-error event fires and a listener can handle it', async ({page, consoleErrors}) => {
  await gotoHydrated(page, '/core/forking');
  await page.evaluate(() => {
    (window as unknown as {preloadErrors: string[]}).preloadErrors = [];
    window.addEventListener('preload-error', (event) => {
      (window as unknown as {preloadErrors: string[]}).preloadErrors.push(
        String((event as CustomEvent).detail?.message),
      );
      event.preventDefault();
    });
    void Promise.reject(
      Object.assign(new Error('Loading chunk 999 failed.'), {name: 'ChunkLoadError'}),
    );
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {preloadErrors: string[]}).preloadErrors))
    .toEqual(['Loading chunk 999 failed.']);
  // Handled by the listener: no reload, no error reported.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Forking & Reforking');
  expect(consoleErrors).toEqual([]);
});
