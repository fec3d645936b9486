import {expect, gotoHydrated, test} from './fixtures';

test('unknown URLs answer 404 with the minimal not-found page', async ({page, consoleErrors}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  // The browser logs the 404 document response itself; that one is expected.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/404/.test(e)));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByText('The page you were looking for could not be found.')).toBeVisible();
  // Minimal layout: no docs sidebar and no outline.
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
  await expect(page.locator('.table-of-contents')).toHaveCount(0);
  await expect(page).toHaveTitle('Page Not Found · Tevm');
  const home = page.getByRole('link', {name: 'Go to Home Page'});
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-layout="landing"]')).toBeVisible();
});

test('an unknown .html URL is a 404 too', async ({page, consoleErrors}) => {
  const response = await page.goto('/nope.html');
  expect(response?.status()).toBe(404);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/404/.test(e)));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('client-side navigation to a missing route shows the not-found page', async ({page}) => {
  await gotoHydrated(page, '/core/forking');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-client-route');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
