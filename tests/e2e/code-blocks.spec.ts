import type {Locator, Page} from '@playwright/test';
import {themes, type PrismTheme} from 'prism-react-renderer';

import {accessibleTheme, parseColor} from '../../src/lib/contrast';
import {expect, gotoHydrated, test, testOnSharedPage} from './fixtures';

/**
 * Code blocks are highlighted by src/prism (bundled in place of
 * prism-react-renderer): token spans carry the colours the config's code
 * themes give them, in both colour modes, before and after a mode switch.
 */
const PAGE = '/getting-started/overview';
const codeThemes = {light: accessibleTheme(themes.github), dark: accessibleTheme(themes.vsDark)};
type Mode = keyof typeof codeThemes;

const rgb = (color: string) => {
  const [r, g, b] = parseColor(color)!;
  return `rgb(${r}, ${g}, ${b})`;
};

/** The colour `theme` gives tokens of `type` (later entries win, as in Prism themes). */
function colourOf(theme: PrismTheme, type: string): string {
  let color = theme.plain.color!;
  for (const entry of theme.styles) {
    if (!entry.languages && entry.types.includes(type) && entry.style.color)
      color = entry.style.color;
  }
  return rgb(color);
}

const block = (page: Page, language: string): Locator =>
  page.locator(`pre.prism-code.language-${language}`).first();

async function expectHighlighted(page: Page, mode: Mode): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  const theme = codeThemes[mode];
  const checks: Array<[string, string, string]> = [
    ['ts', 'keyword', 'import'],
    ['ts', 'string', "'tevm'"],
    ['ts', 'function', 'createMemoryClient'],
    ['bash', 'function', 'npm'],
    ['json', 'property', '"overrides"'],
  ];
  for (const [language, type, text] of checks) {
    const pre = block(page, language);
    await expect(pre).toHaveCSS('background-color', rgb(theme.plain.backgroundColor!));
    const token = pre.locator(`span.token.${type}`, {hasText: text}).first();
    await expect(token, `${language} ${type} "${text}" in ${mode}`).toHaveCSS(
      'color',
      colourOf(theme, type),
    );
  }
  // Highlighted, not plain: the ts block's tokens come in several colours.
  const colours = await block(page, 'ts')
    .locator('span.token')
    .evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size);
  expect(colours).toBeGreaterThanOrEqual(4);
}

for (const mode of ['light', 'dark'] as const) {
  testOnSharedPage(
    `ts, bash and json blocks are highlighted in the ${mode} theme`,
    async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await gotoHydrated(page, PAGE);
      await expectHighlighted(page, mode);
    },
  );
}

testOnSharedPage(
  'switching the colour mode re-colours the tokens without a reload',
  async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, PAGE);
    await expectHighlighted(page, 'light');
    // The site follows the system colour scheme until the reader picks one.
    await page.emulateMedia({colorScheme: 'dark'});
    await expectHighlighted(page, 'dark');
  },
);

testOnSharedPage('a code block keeps its lines, empty ones included', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const lines = block(page, 'ts').locator('.token-line');
  // first-node.ts: 12 lines, the 3rd, 6th and 9th empty.
  await expect(lines).toHaveCount(12);
  await expect(lines.first()).toHaveText(
    "import { createMemoryClient, formatEther, PREFUNDED_ACCOUNTS } from 'tevm'",
  );
  for (const i of [2, 5, 8]) await expect(lines.nth(i)).toHaveText('');
  await expect(lines.nth(3)).toHaveText('const client = createMemoryClient()');
});

/** A string only Prism's chunk holds (src/prism/prism.ts sets it for prism-core). */
const PRISM_MARKER = 'disableWorkerMessageHandler';

test('Prism is not loaded to read a page: blocks hydrate highlighted without it; a client-side navigation loads it', async ({
  page,
}) => {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  });
  const prismLoaded = async () =>
    (await Promise.all(bodies)).some((body) => body.includes(PRISM_MARKER));
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, PAGE);
  // Highlighted from the first paint on (the server's markup, hydrated as it is)…
  await expectHighlighted(page, 'light');
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(3);
  expect(await prismLoaded(), 'Prism was loaded for a page that was only read').toBe(false);
  // …and a client-side navigation brings Prism for the next page's code.
  await page.locator('a[href="/core/forking"]').first().click();
  await expect(page).toHaveURL(/\/core\/forking$/);
  await expect.poll(prismLoaded, {timeout: 10_000}).toBe(true);
  await expect(page.locator('pre.prism-code.language-ts span.token.keyword').first()).toBeVisible();
});

testOnSharedPage(
  'a page reached by client-side navigation shows highlighted code',
  async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/core/forking');
    await page.locator(`a[href="${PAGE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expectHighlighted(page, 'dark');
  },
);

for (const mode of ['light', 'dark'] as const) {
  test(`hydration keeps the server's code blocks (${mode}): none is thrown away and re-created`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: mode});
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {serverBlocks: Element[]}).serverBlocks = [
          ...document.querySelectorAll('pre.prism-code .token-line'),
        ];
      });
    });
    await gotoHydrated(page, PAGE);
    await page.waitForLoadState('networkidle');
    const {kept, all} = await page.evaluate(() => {
      const lines = (window as unknown as {serverBlocks: Element[]}).serverBlocks;
      return {kept: lines.filter((line) => line.isConnected).length, all: lines.length};
    });
    expect(all).toBeGreaterThan(10);
    expect(kept).toBe(all);
    await expectHighlighted(page, mode);
  });
}
