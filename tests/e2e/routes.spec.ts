import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {routeHtmlPath} from '../../src/lib/routes';
import {ALL_ROUTES} from '../routes';
import {expect, gotoHydrated, test} from './fixtures';

const expectedTitle = (h1: string) => (h1.includes('Tevm Node') ? h1 : `${h1} · Tevm`);

/**
 * Serious or critical axe violations on the page as it is now. Code blocks are
 * left out of the per-route runs: their thousands of token spans made axe the
 * slowest part of CI, and their colours are checked once for all pages — the
 * code themes' contrast in tests/unit/contrast.test.ts, the rendered colours in
 * code-blocks.spec.ts, and axe over code blocks in both themes below.
 */
async function seriousViolations(
  page: Page,
  {withCode = false}: {withCode?: boolean} = {},
): Promise<string[]> {
  const axe = new AxeBuilder({page});
  const results = await (withCode ? axe : axe.exclude('.theme-code-block')).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Loads `url`, checks the H1 and the tab title, returns the H1 text. */
async function expectRendered(page: Page, url: string, route: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const h1 = page.locator('article h1, main h1').first();
  await expect(h1).toBeVisible();
  const text = (await h1.textContent())?.trim() ?? '';
  expect(text.length).toBeGreaterThan(0);
  // The H1 equals the page title, and the tab title follows the template. The landing's H1 is
  // its tagline (the navbar logo names the product); its title is the site's.
  await expect(page).toHaveTitle(route === '/' ? 'Tevm Node' : expectedTitle(text));
  // The .html form is normalised to the clean path the router knows.
  expect(new URL(page.url()).pathname).toBe(route);
  return text;
}

// One test per route (both URL forms, both themes) keeps page loads, and CI time, down.
test.describe.configure({timeout: 180_000});

for (const route of ALL_ROUTES) {
  test(`${route}: both URL forms render after hydration with no console error; axe clean in light and dark`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    const htmlUrl = `/${routeHtmlPath(route)}`;
    const fromHtml = await expectRendered(page, htmlUrl, route);
    const fromClean = await expectRendered(page, route, route);
    expect(fromClean).toBe(fromHtml);

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await seriousViolations(page), 'light theme').toEqual([]);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page), 'dark theme').toEqual([]);
  });
}

test('code blocks are axe clean in both themes', async ({page}) => {
  // ts, bash and json blocks; a code group; highlighted lines.
  for (const route of [
    '/getting-started/overview',
    '/introduction/what-is-tevm-node',
    '/examples/viem',
  ]) {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, route);
    expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(2);
    expect(await seriousViolations(page, {withCode: true}), `${route} light theme`).toEqual([]);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page, {withCode: true}), `${route} dark theme`).toEqual([]);
  }
});

test('the not-found page is axe clean in both themes', async ({page, consoleErrors}) => {
  await gotoHydrated(page, '/missing-page-for-a11y');
  expect(await seriousViolations(page), 'light theme').toEqual([]);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(await seriousViolations(page), 'dark theme').toEqual([]);
  consoleErrors.length = 0; // the 404 responses themselves
});

test('every route is a distinct page', async ({page}) => {
  const seen = new Map<string, string>();
  for (const route of ['/core/forking', '/core/mining-modes', '/reference', '/reference/bundler']) {
    await gotoHydrated(page, route);
    const h1 = (await page.locator('article h1').first().textContent()) ?? '';
    expect(seen.has(h1)).toBe(false);
    seen.set(h1, route);
  }
});
