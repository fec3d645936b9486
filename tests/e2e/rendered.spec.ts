import {readFileSync} from 'node:fs';

import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';
import {blankIcons, brokenWords, horizontalOverflow} from './rendered';

/**
 * What a person sees on every built page (the routes in build/sitemap.xml, so a new page is
 * checked without being listed): no word split inside a table cell or heading at 1280 and
 * 390 px, no sideways page overflow at 390 px, and every icon-only control paints its icon in
 * both themes. Unrendered Markdown and unsized images are checked without a browser
 * (tests/build/rendered-text.test.mjs). /test-fixtures/rendered-defects plants each defect.
 */
const sitemap = readFileSync('build/sitemap.xml', 'utf8');
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

async function setWidth(page: Page, width: number) {
  await page.setViewportSize({width, height: 800});
  // Let the layout settle after the resize (media queries, sticky bars).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Dark colours without a reload: the theme's CSS follows html[data-theme]. */
async function darkTheme(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
}

async function look(page: Page, seen: Set<string>) {
  const findings: string[] = [];
  await page.evaluate(() => document.fonts.ready);
  for (const width of [1280, 390]) {
    await setWidth(page, width);
    findings.push(...(await brokenWords(page)).map((f) => `${width}px: ${f}`));
    if (width === 390)
      findings.push(...(await horizontalOverflow(page)).map((f) => `${width}px: ${f}`));
    findings.push(...(await blankIcons(page, seen)).map((f) => `${width}px light: ${f}`));
  }
  await darkTheme(page);
  for (const width of [390, 1280]) {
    await setWidth(page, width);
    findings.push(...(await blankIcons(page, seen)).map((f) => `${width}px dark: ${f}`));
  }
  return findings;
}

// Controls seen in this worker (the navbar's are on every page).
const seen = new Set<string>();

test.describe('rendered output', () => {
  test.beforeEach(async ({page}) => {
    await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  });

  test('the sitemap lists every page', () => {
    expect(routes.length).toBeGreaterThanOrEqual(61);
  });

  for (const route of routes) {
    test(`${route} renders as a person expects at 1280 and 390 px, light and dark`, async ({
      page,
    }) => {
      await gotoHydrated(page, route);
      expect(await look(page, seen)).toEqual([]);
    });
  }

  test('the checks find each planted defect', async ({page}) => {
    await gotoHydrated(page, '/test-fixtures/rendered-defects');
    const findings = await look(page, new Set());
    const expected = [
      /"Scoped" split across lines/,
      /390px: <div> spans/,
      /"Empty icon" paints 0 pixels/,
    ];
    for (const pattern of expected)
      expect(
        findings.some((f) => pattern.test(f)),
        `${pattern} in\n${findings.join('\n')}`,
      ).toBe(true);
  });
});
