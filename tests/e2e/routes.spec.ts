import {SPEC_ROUTES} from '../routes';
import {expect, gotoHydrated, test} from './fixtures';

const expectedTitle = (h1: string) => (h1.includes('Tevm Node') ? h1 : `${h1} · Tevm`);

for (const route of SPEC_ROUTES) {
  const urls = route === '/' ? ['/', '/index.html'] : [route, `${route}.html`];
  for (const url of urls) {
    test(`${url} renders its H1 after hydration with no console error`, async ({page}) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const h1 = page.locator('article h1, main h1').first();
      await expect(h1).toBeVisible();
      const text = (await h1.textContent())?.trim() ?? '';
      expect(text.length).toBeGreaterThan(0);
      // The H1 equals the page title, and the tab title follows the template.
      await expect(page).toHaveTitle(expectedTitle(text));
      // The .html form is normalised to the clean path the router knows.
      expect(new URL(page.url()).pathname).toBe(route);
    });
  }
}

test('every route is a distinct page', async ({page}) => {
  const seen = new Map<string, string>();
  for (const route of ['/core/forking', '/core/mining-modes', '/reference', '/reference/bundler']) {
    await gotoHydrated(page, route);
    const h1 = (await page.locator('article h1').first().textContent()) ?? '';
    expect(seen.has(h1)).toBe(false);
    seen.set(h1, route);
  }
});
