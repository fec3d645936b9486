import {expect, gotoHydrated, reloadHydrated, testOnSharedPage as test} from './fixtures';
import type {Page} from '@playwright/test';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls and waits until the position is saved in sessionStorage (saving is throttled). */
async function scrollAndSave(page: Page, y: number) {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await page.waitForFunction(
    (to) =>
      Object.values(
        JSON.parse(sessionStorage.getItem('scroll-positions') ?? '{}') as Record<string, number>,
      ).includes(to),
    y,
  );
}

test.describe('scroll restoration', () => {
  test("back and forward restore each page's position, kept in sessionStorage", async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await scrollAndSave(page, 700);
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Managing State'})
      .click();
    await expect(page).toHaveURL(/\/core\/managing-state$/);
    await expect.poll(() => scrollY(page)).toBe(0); // a new page starts at the top
    await scrollAndSave(page, 300);
    await page.goBack();
    await expect(page).toHaveURL(/\/core\/forking$/);
    await expect.poll(() => scrollY(page)).toBe(700);
    await page.goForward();
    await expect(page).toHaveURL(/\/core\/managing-state$/);
    await expect.poll(() => scrollY(page)).toBe(300);
    const stored = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('scroll-positions') ?? '{}'),
    );
    expect(Object.values(stored)).toEqual(expect.arrayContaining([700, 300]));
  });

  test('a reload keeps the position', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await scrollAndSave(page, 500);
    await reloadHydrated(page);
    await expect.poll(() => scrollY(page)).toBe(500);
  });

  test('following a link still starts the new page at the top', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await scrollAndSave(page, 600);
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Mining Modes'})
      .click();
    await expect(page).toHaveURL(/\/core\/mining-modes$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
