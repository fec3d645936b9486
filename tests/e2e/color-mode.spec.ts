import {expect, gotoHydrated, reloadHydrated, test} from './fixtures';
import type {Page} from '@playwright/test';

/** Colour mode as the page sees it: data-theme, html.dark, the saved value. */
async function colorModeState(page: Page) {
  return page.evaluate(() => ({
    dataTheme: document.documentElement.getAttribute('data-theme'),
    dark: document.documentElement.classList.contains('dark'),
    saved: localStorage.getItem('theme'),
  }));
}

/** Records html.dark when only inline scripts have run (readyState "interactive" precedes deferred bundles). */
async function recordFirstPaintClass(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as {__early: unknown}).__early = {
          dataTheme: document.documentElement.getAttribute('data-theme'),
          dark: document.documentElement.classList.contains('dark'),
        };
      }
    });
  });
}

/** What recordFirstPaintClass saw. */
const firstPaintState = (page: Page) =>
  page.evaluate(() => (window as unknown as {__early: unknown}).__early);

/** Reloads; the saved dark mode applies, and html.dark was already set at first paint. */
async function expectSavedDarkAfterReload(page: Page) {
  await recordFirstPaintClass(page);
  await reloadHydrated(page);
  expect(await colorModeState(page)).toEqual({dataTheme: 'dark', dark: true, saved: 'dark'});
  expect(await firstPaintState(page)).toEqual({dataTheme: 'dark', dark: true});
}

const toggle = (page: Page) =>
  page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: /^Switch to (dark|light) mode$/});

test.describe('colour mode', () => {
  test('starts from the system preference when nothing is saved, html.dark set before first paint', async ({
    page,
  }) => {
    await recordFirstPaintClass(page);
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/core/forking');
    expect(await colorModeState(page)).toEqual({dataTheme: 'dark', dark: true, saved: null});
    expect(await firstPaintState(page)).toEqual({dataTheme: 'dark', dark: true});

    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/core/forking');
    expect(await colorModeState(page)).toEqual({dataTheme: 'light', dark: false, saved: null});
  });

  test('a saved value wins over the system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/core/forking');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await reloadHydrated(page);
    expect(await colorModeState(page)).toEqual({dataTheme: 'light', dark: false, saved: 'light'});

    await page.emulateMedia({colorScheme: 'light'});
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await expectSavedDarkAfterReload(page);
  });

  test('the toggle switches light ⇄ dark (two states) and html.dark follows', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/core/forking');
    const button = toggle(page);
    await expect(button).toHaveAccessibleName('Switch to dark mode');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await button.click();
      const state = await colorModeState(page);
      expect(state.dark).toBe(state.dataTheme === 'dark');
      expect(state.saved).toBe(state.dataTheme);
      seen.push(state.dataTheme!);
    }
    // Never a third ("system") state.
    expect(seen).toEqual(['dark', 'light', 'dark', 'light']);
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
  });

  test('html.dark survives client navigation and reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/core/forking');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    // Client-side navigation rewrites <html class> (react-helmet); the class must come back.
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Mining Modes'})
      .click();
    await expect(page).toHaveURL(/\/core\/mining-modes$/);
    await expect(page.locator('html')).toHaveClass(/docs-doc-id-core\/mining-modes/);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.goBack();
    await expect(page.locator('html')).toHaveClass(/docs-doc-id-core\/forking/);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expectSavedDarkAfterReload(page);
    // Back to light: the class goes away.
    await toggle(page).click();
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('the toggle is shown (the site follows the system scheme) and is keyboard reachable', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/core/forking');
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
    const button = toggle(page);
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(button).toHaveAccessibleName('Switch to light mode');
  });
});
