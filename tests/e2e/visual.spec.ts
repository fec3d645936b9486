import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';

/**
 * Screenshot comparisons of a few views, both themes, against baselines made in Debian's
 * Chromium (tests/e2e/visual.spec.ts-snapshots/). Tolerant: a few per cent of pixels may differ
 * (antialiasing), a layout or colour change may not. After an intended change, look at the new
 * screenshots (`npm run shots`), then `npx playwright test visual --update-snapshots`.
 */
const THEMES = ['light', 'dark'] as const;
const tolerance = {
  maxDiffPixelRatio: 0.03,
  threshold: 0.25,
  animations: 'disabled',
  caret: 'hide',
} as const;

async function open(
  page: Page,
  route: string,
  theme: (typeof THEMES)[number],
  width = 1280,
  height = 800,
) {
  await page.setViewportSize({width, height});
  await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await gotoHydrated(page, route);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('landing page', async ({page}) => {
      await open(page, '/', theme);
      await expect(page).toHaveScreenshot(`landing-${theme}.png`, tolerance);
    });

    test('guide page', async ({page}) => {
      await open(page, '/core/forking', theme);
      await expect(page).toHaveScreenshot(`guide-${theme}.png`, tolerance);
    });

    test('reference page table', async ({page}) => {
      // Tall enough that the table is shot without scrolling: scrolled, the sticky navbar would
      // cover rows in the middle of the picture.
      await open(page, '/reference/node', theme, 1280, 2600);
      await expect(page.locator('.table-scroll').first()).toHaveScreenshot(
        `reference-table-${theme}.png`,
        tolerance,
      );
    });

    test('search dialog with results', async ({page}) => {
      await open(page, '/core/forking', theme);
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
      await dialog.getByRole('combobox').fill('forking');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await expect(page).toHaveScreenshot(`search-${theme}.png`, tolerance);
    });

    test('phone curtain with the Menu open', async ({page}) => {
      await open(page, '/core/forking', theme, 390);
      await page.getByRole('button', {name: 'Menu'}).click();
      await expect(page.locator('[data-popover="menu"]')).toBeVisible();
      await expect(page).toHaveScreenshot(`curtain-${theme}.png`, tolerance);
    });
  });
}
