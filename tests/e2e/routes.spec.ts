import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {routeHtmlPath} from '../../src/lib/routes';
import {ALL_ROUTES} from '../routes';
import {expect, gotoHydrated, test} from './fixtures';
import {blankIcons, brokenWords, horizontalOverflow} from './rendered';

/**
 * Every route, loaded once: it renders after hydration with no console error (the fixture's
 * guard), its H1 and tab title agree, axe finds no serious violation in light and dark, and
 * what a person sees holds at 1280 and 390 px (no word split inside a table cell or heading, no
 * sideways overflow at 390 px, every icon-only control paints its icon in both themes). The
 * theme is switched with the toggle, without a reload. That the clean URL and the .html URL
 * serve the same page, and the files behind them, is checked without a browser
 * (tests/build/). /test-fixtures/rendered-defects plants each rendered defect.
 */
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
  {withCode = false, coloursOnly = false}: {withCode?: boolean; coloursOnly?: boolean} = {},
): Promise<string[]> {
  const axe = new AxeBuilder({page});
  if (!withCode) axe.exclude('.theme-code-block');
  if (coloursOnly) axe.withRules(COLOUR_RULES);
  const results = await axe.analyze();
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

/**
 * A theme switch changes colours only, not the document, so after a full axe run in light the
 * dark run needs only the rules that read colours.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function setWidth(page: Page, width: number) {
  await page.setViewportSize({width, height: 800});
  // Let the layout settle after the resize (media queries, sticky bars).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Switches to dark with the navbar toggle (no reload) and waits for the dark colours. */
async function toggleDark(page: Page) {
  await setWidth(page, 1280);
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: 'Switch to dark mode'})
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** Broken words and overflow at both widths, blank icons in light; then the same icons in dark. */
async function look(page: Page, seen: Set<string>, betweenThemes?: () => Promise<void>) {
  const findings: string[] = [];
  await page.evaluate(() => document.fonts.ready);
  for (const width of [1280, 390]) {
    await setWidth(page, width);
    findings.push(...(await brokenWords(page)).map((f) => `${width}px: ${f}`));
    if (width === 390)
      findings.push(...(await horizontalOverflow(page)).map((f) => `${width}px: ${f}`));
    findings.push(...(await blankIcons(page, seen)).map((f) => `${width}px light: ${f}`));
  }
  await toggleDark(page);
  await betweenThemes?.();
  for (const width of [1280, 390]) {
    await setWidth(page, width);
    findings.push(...(await blankIcons(page, seen)).map((f) => `${width}px dark: ${f}`));
  }
  return findings;
}

// Controls seen in this worker (the navbar's are on every page).
const seen = new Set<string>();

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
});

for (const route of ALL_ROUTES) {
  test(`${route}: renders after hydration; axe clean and rendered as a person expects at 1280 and 390 px, light and dark`, async ({
    page,
  }) => {
    // The .html form: the router must normalise it to the clean path it knows.
    const response = await page.goto(`/${routeHtmlPath(route)}`);
    expect(response?.status()).toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(new URL(page.url()).pathname).toBe(route);
    const h1 = page.locator('article h1, main h1').first();
    await expect(h1).toBeVisible();
    const text = (await h1.textContent())?.trim() ?? '';
    expect(text.length).toBeGreaterThan(0);
    // The H1 equals the page title, and the tab title follows the template. The landing's H1 is
    // its tagline (the navbar logo names the product); its title is the site's.
    await expect(page).toHaveTitle(route === '/' ? 'Tevm Node' : expectedTitle(text));

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await seriousViolations(page), 'light theme').toEqual([]);
    let dark: string[] = [];
    const findings = await look(page, seen, async () => {
      dark = await seriousViolations(page, {coloursOnly: true});
    });
    expect(dark, 'dark theme').toEqual([]);
    expect(findings).toEqual([]);
  });
}

test('the rendered checks find each planted defect', async ({page}) => {
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

// ts, bash and json blocks; a code group; highlighted lines.
for (const route of [
  '/getting-started/overview',
  '/introduction/what-is-tevm-node',
  '/examples/viem',
]) {
  test(`code blocks of ${route} are axe clean in both themes`, async ({page}) => {
    await gotoHydrated(page, route);
    expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(2);
    expect(await seriousViolations(page, {withCode: true}), 'light theme').toEqual([]);
    await toggleDark(page);
    expect(
      await seriousViolations(page, {withCode: true, coloursOnly: true}),
      'dark theme',
    ).toEqual([]);
  });
}

test('the not-found page is axe clean in both themes', async ({page, consoleErrors}) => {
  await gotoHydrated(page, '/missing-page-for-a11y');
  expect(await seriousViolations(page), 'light theme').toEqual([]);
  await toggleDark(page);
  expect(await seriousViolations(page, {coloursOnly: true}), 'dark theme').toEqual([]);
  consoleErrors.length = 0; // the 404 responses themselves
});
