import {expect, gotoHydrated, test} from './fixtures';

/**
 * The route-change progress bar (theme-classic's nprogress client module,
 * served by src/shims/nprogress.ts): it appears when a navigation takes
 * longer than 200 ms and goes away once the new page has rendered.
 */
test('a slow navigation shows the progress bar until the page renders', async ({page}) => {
  await gotoHydrated(page, '/getting-started/overview');
  // Hold back the scripts of the next page so the navigation is slow.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Examples'}).click();
  const bar = page.locator('#nprogress .bar[role="bar"] .peg');
  await expect(bar).toBeAttached();
  await expect(page).toHaveURL(/\/examples\/viem$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});
