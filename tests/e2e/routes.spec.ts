import type {Page} from '@playwright/test';

import {routeHtmlPath} from '../../src/lib/routes';
import {ALL_ROUTES} from '../routes';
import {COLOUR_RULES, seriousViolations} from './axe';
import {expect, gotoHydrated, test, testOnSharedPage} from './fixtures';
import {blankIcons, brokenWords, horizontalOverflow, wideTables} from './rendered';

/**
 * Every route, loaded once: it renders after hydration with no console error (the fixture's
 * guard) and without a script its HTML did not name, its H1 and tab title agree, axe finds no serious violation in light and dark, and
 * what a person sees holds at 1280 and 390 px (no word split inside a table cell or heading, no
 * sideways overflow at 390 px and no table that needs sideways scrolling there, every icon-only
 * control paints its icon in both themes). The theme is switched with the toggle, without a
 * reload. That the clean URL and the .html URL serve the same page, and the files behind them, is
 * checked without a browser (tests/build/). /test-fixtures/rendered-defects plants each rendered defect.
 */
const expectedTitle = (h1: string) => (h1.includes('Tevm Node') ? h1 : `${h1} · Tevm`);

/**
 * Serious or critical axe violations on the page as it is now. Left out of the per-route runs,
 * and checked whole on sample pages below: code blocks (their thousands of token spans made axe
 * the slowest part of CI; their colours are also checked in tests/unit/contrast.test.ts and
 * code-blocks.spec.ts) and the API tables' rows after the third (one component, the same cells
 * on every reference page).
 */
const CODE = '.theme-code-block';
const API_ROWS = 'table[data-search="names"] tbody tr:nth-child(n+4)';
const violations = (page: Page, {whole = false, coloursOnly = false} = {}) =>
  seriousViolations(page, {
    exclude: whole ? [] : [CODE, API_ROWS],
    rules: coloursOnly ? COLOUR_RULES : undefined,
  });

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
    if (width === 390) {
      findings.push(...(await horizontalOverflow(page)).map((f) => `${width}px: ${f}`));
      findings.push(...(await wideTables(page)).map((f) => `${width}px: ${f}`));
    }
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

/**
 * From each load on `page` on, records the scripts the bundler's chunk loader inserted before the
 * page had hydrated (they carry `data-rspack`, or `data-webpack` with webpack, and are removed once
 * loaded): none when the HTML names every script hydration needs (src/plugins/route-scripts),
 * instead of main.js discovering them while it runs.
 */
const watched = new WeakSet<Page>();
async function watchChunkLoads(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as {__insertedBeforeHydration?: string[]}).__insertedBeforeHydration = inserted;
    // Started before the parser has made <html>: the whole document is watched.
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof HTMLScriptElement &&
            (node.hasAttribute('data-rspack') || node.hasAttribute('data-webpack'))
          )
            inserted.push(node.getAttribute('src') ?? '');
      if (document.documentElement?.getAttribute('data-has-hydrated') === 'true')
        observer.disconnect();
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-has-hydrated'],
    });
  });
}

// One page per worker (testOnSharedPage): each route is still a full load of its own.
testOnSharedPage.describe('every route', () => {
  testOnSharedPage.beforeEach(async ({page}) => {
    await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
    // The previous route's test switched to dark, which the site stores.
    if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  });
  for (const route of ALL_ROUTES) {
    testOnSharedPage(
      `${route}: renders after hydration; axe clean and rendered as a person expects at 1280 and 390 px, light and dark`,
      async ({page}) => {
        // Each route is looked at in four states, every table and heading checked at two widths;
        // the longer reference pages (and the phone reflow of their tables) need more than the
        // default 30 s on a busy 2-core machine.
        testOnSharedPage.setTimeout(120_000);
        await watchChunkLoads(page);
        // The .html form: the router must normalise it to the clean path it knows.
        const response = await page.goto(`/${routeHtmlPath(route)}`);
        expect(response?.status()).toBe(200);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        expect(new URL(page.url()).pathname).toBe(route);
        const inserted = await page.evaluate(
          () => (window as {__insertedBeforeHydration?: string[]}).__insertedBeforeHydration,
        );
        expect(inserted, 'scripts the HTML did not name, loaded before hydration').toEqual([]);
        const h1 = page.locator('article h1, main h1').first();
        await expect(h1).toBeVisible();
        const text = (await h1.textContent())?.trim() ?? '';
        expect(text.length).toBeGreaterThan(0);
        // The H1 equals the page title, and the tab title follows the template. The landing's H1 is
        // its tagline (the navbar logo names the product); its title is the site's.
        await expect(page).toHaveTitle(route === '/' ? 'Tevm Node' : expectedTitle(text));

        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        expect(await violations(page), 'light theme').toEqual([]);
        let dark: string[] = [];
        const findings = await look(page, seen, async () => {
          dark = await violations(page, {coloursOnly: true});
        });
        expect(dark, 'dark theme').toEqual([]);
        expect(findings).toEqual([]);
      },
    );
  }
});

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
});

test('the rendered checks find each planted defect', async ({page}) => {
  await gotoHydrated(page, '/test-fixtures/rendered-defects');
  const findings = await look(page, new Set());
  const expected = [
    /"Scoped" split across lines/,
    /"get-account" split across lines in <code>/,
    /390px: <div> spans/,
    /390px: table "Planted \| wide table" is \d+ px wide/,
    /"Empty icon" paints 0 pixels/,
  ];
  for (const pattern of expected)
    expect(
      findings.some((f) => pattern.test(f)),
      `${pattern} in\n${findings.join('\n')}`,
    ).toBe(true);
});

test('axe reports a planted serious violation in full and colour-only runs', async ({page}) => {
  await gotoHydrated(page, '/core/forking');
  await page.evaluate(() => {
    const article = document.querySelector('article');
    article?.insertAdjacentHTML(
      'afterbegin',
      '<p id="planted-contrast" style="color:#eee;background:#fff">Planted faint text</p>' +
        '<img id="planted-alt" src="/img/favicon.svg" width="10" height="10">',
    );
  });
  const full = await violations(page);
  expect(full.some((v) => v.startsWith('image-alt') && v.includes('#planted-alt'))).toBe(true);
  expect(full.some((v) => v.startsWith('color-contrast') && v.includes('#planted-contrast'))).toBe(
    true,
  );
  const colours = await violations(page, {coloursOnly: true});
  expect(colours.some((v) => v.startsWith('color-contrast'))).toBe(true);
  expect(colours.some((v) => v.startsWith('image-alt'))).toBe(false);
});

// Code: ts, bash and json blocks; a code group; highlighted lines. API tables: the longest
// export table, and the CLI's option and command tables.
for (const [route, sample] of [
  ['/getting-started/overview', CODE],
  ['/introduction/what-is-tevm-node', CODE],
  ['/examples/viem', CODE],
  ['/reference/common', 'table[data-search="names"] tbody tr'],
  ['/reference/cli', 'table tbody tr'],
] as const) {
  test(`${route} is axe clean in both themes with every code block and table row`, async ({
    page,
  }) => {
    // axe over every token span and table row, twice: well over 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    await gotoHydrated(page, route);
    expect(await page.locator(sample).count()).toBeGreaterThan(2);
    expect(await violations(page, {whole: true}), 'light theme').toEqual([]);
    await toggleDark(page);
    expect(await violations(page, {whole: true, coloursOnly: true}), 'dark theme').toEqual([]);
  });
}

test('at 390 px a reflowed table is still a table with its headers, and axe clean in both themes', async ({
  page,
}) => {
  test.setTimeout(90_000); // a long reference page, axe twice
  await gotoHydrated(page, '/reference/node');
  await setWidth(page, 390);
  // A Markdown table (the generated API tables carry data-search and explicit roles).
  const MARKDOWN_TABLE = '.table-reflow table:not([data-search])';
  const table = page.locator(MARKDOWN_TABLE).first();
  // Reflowed: the header row is hidden, each row is a block, its cells labelled by their column.
  await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
  await expect(table.locator('tbody tr').first()).toHaveCSS('display', 'block');
  const cell = table.locator('tbody tr').first().locator('td').nth(1);
  const label = await cell.getAttribute('data-label');
  expect(label).toBe(await table.locator('thead th').nth(1).textContent());
  expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toContain(label);
  // Chromium's own accessibility tree of this table (not the page: the API tables on the same
  // page carry explicit roles): a table of rows and cells, the header row included, and the
  // label (decoration) not part of the cell's text.
  const cdp = await page.context().newCDPSession(page);
  const {result} = (await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector(${JSON.stringify(MARKDOWN_TABLE)})`,
  })) as {result: {objectId?: string}};
  expect(result.objectId, 'a reflowed Markdown table').toBeTruthy();
  const query = async (role: string) =>
    (
      (await cdp.send('Accessibility.queryAXTree', {objectId: result.objectId, role})) as {
        nodes: Array<{name?: {value: string}}>;
      }
    ).nodes;
  const rows = await table.locator('tr').count();
  expect((await query('table')).length).toBe(1);
  expect((await query('row')).length).toBe(rows);
  expect((await query('columnheader')).length).toBeGreaterThan(0);
  const cellText = ((await cell.textContent()) ?? '').trim();
  const named = (await query('cell')).find((n) => n.name?.value.includes(cellText));
  expect(named, 'the cell is in the tree').toBeTruthy();
  expect(named?.name?.value.startsWith(`${label}:`), 'the label is not read as cell text').toBe(
    false,
  );
  expect(await violations(page), 'light theme').toEqual([]);
  await toggleDark(page);
  await setWidth(page, 390);
  expect(await violations(page, {coloursOnly: true}), 'dark theme').toEqual([]);
});

test('the not-found page is axe clean in both themes', async ({page, consoleErrors}) => {
  await gotoHydrated(page, '/missing-page-for-a11y');
  expect(await violations(page), 'light theme').toEqual([]);
  await toggleDark(page);
  expect(await violations(page, {coloursOnly: true}), 'dark theme').toEqual([]);
  consoleErrors.length = 0; // the 404 responses themselves
});
