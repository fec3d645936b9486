import {expect, gotoHydrated, test} from './fixtures';

/**
 * The route-change progress bar (theme-classic's nprogress client module,
 * served by src/shims/nprogress.ts): it appears when a navigation takes
 * longer than 200 ms and goes away once the new page has rendered. The
 * navigation is held on the network and the delay runs on Playwright's clock.
 */
test('a slow navigation shows the progress bar until the page renders', async ({page}) => {
  const start = new Date('2026-01-01T00:00:00Z').getTime();
  await page.clock.install({time: start});
  await gotoHydrated(page, '/getting-started/overview');
  await page.clock.pauseAt(start + 60_000);
  // Hold back the scripts of the next page until the bar has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Examples'}).click();
  await page.clock.runFor(150);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.locator('#nprogress .bar[role="bar"] .peg')).toBeAttached();
  release();
  await page.clock.resume();
  await expect(page).toHaveURL(/\/examples\/viem$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});
