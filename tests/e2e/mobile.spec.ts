import {expect, gotoHydrated, testOnSharedPage as test} from './fixtures';
import type {Page} from '@playwright/test';

const curtain = (page: Page) => page.locator('[data-curtain]');

test.describe('mobile layout (≤ 996 px)', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('top nav, then a curtain bar with Menu, Top and "On this page"; no desktop sidebar or outline', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(curtain(page)).toBeVisible();
    for (const name of ['Menu', 'Top', 'On this page'])
      await expect(curtain(page).getByRole('button', {name})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar', exact: true})).toBeHidden();
    await expect(page.locator('.table-of-contents.table-of-contents__left-border')).toBeHidden();
    // The curtain sticks under the navbar while the page scrolls.
    await page.evaluate(() => window.scrollTo(0, 1500));
    const nav = await page.getByRole('navigation', {name: 'Main'}).boundingBox();
    await expect
      .poll(async () => (await curtain(page).boundingBox())?.y)
      .toBeCloseTo(nav!.y + nav!.height, 0);
  });

  test('the Menu popover holds the sidebar; Escape closes it and returns focus', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    const menu = curtain(page).getByRole('button', {name: 'Menu'});
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const popover = page.locator('[data-popover="menu"]');
    await expect(popover).toBeVisible();
    await expect(popover.locator('a[aria-current="page"]')).toHaveText('Forking & Reforking');
    await expect(popover.locator('[data-back-link]')).toBeVisible();
    const bar = (await curtain(page).boundingBox())!;
    expect(Math.round((await popover.boundingBox())!.y - (bar.y + bar.height))).toBe(12);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await popover.getByRole('link', {name: 'Mining Modes'}).click();
    await expect(page).toHaveURL(/\/core\/mining-modes$/);
    await expect(page.locator('[data-popover="menu"]')).toBeHidden();
  });

  test('the Menu popover opens with the current page in view, not at the top of the list', async ({
    page,
  }) => {
    // The last page of the longest sidebar: far below the popover's first screen.
    await gotoHydrated(page, '/reference/vm');
    await curtain(page).getByRole('button', {name: 'Menu'}).click();
    const popover = page.locator('[data-popover="menu"]');
    const current = popover.locator('a[aria-current="page"]');
    await expect(current).toBeVisible();
    expect(await popover.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const [box, item] = [await popover.boundingBox(), await current.boundingBox()];
    expect(item!.y).toBeGreaterThanOrEqual(box!.y);
    expect(item!.y + item!.height).toBeLessThanOrEqual(box!.y + box!.height);
    // The page itself did not scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('"On this page" popover sits 12 px below the bar, jumps to a heading and closes', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    const button = curtain(page).getByRole('button', {name: 'On this page'});
    await button.click();
    const popover = page.locator('[data-popover="outline"]');
    await expect(popover).toBeVisible();
    const bar = (await curtain(page).boundingBox())!;
    const box = (await popover.boundingBox())!;
    expect(Math.round(box.y - (bar.y + bar.height))).toBe(12);
    // Opening one popover closes the other; an outside click closes it.
    await curtain(page).getByRole('button', {name: 'Menu'}).click();
    await expect(popover).toBeHidden();
    // A click outside the bar and its popover (the bottom of the page, no link there).
    expect(
      await page.evaluate(() =>
        document.elementFromPoint(5, 790)?.closest('a, button, [data-curtain]'),
      ),
    ).toBeNull();
    await page.mouse.click(5, 790);
    await expect(page.locator('[data-popover="menu"]')).toBeHidden();
    await expect(page).toHaveURL(/\/core\/forking$/);
    await button.click();
    const first = popover.getByRole('link').first();
    const target = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(popover).toBeHidden();
    await expect(page.locator(target)).toBeInViewport();
  });

  test('Top scrolls smoothly back to the top', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await page.evaluate(() => window.scrollTo(0, 2000));
    const start = await page.evaluate(() => window.scrollY);
    expect(start).toBeGreaterThan(1000);
    // Record every frame's position while the button does its work.
    await page.evaluate(() => {
      const w = window as unknown as {__ys: number[]};
      w.__ys = [];
      const tick = () => {
        w.__ys.push(window.scrollY);
        if (w.__ys.length < 120) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await curtain(page).getByRole('button', {name: 'Top'}).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const ys = await page.evaluate(() => (window as unknown as {__ys: number[]}).__ys);
    // Smooth: at least one frame strictly between the start and the top.
    expect(ys.some((y) => y > 0 && y < start - 10)).toBe(true);
  });

  test('the navbar drawer keeps the top-nav links, not a second copy of the sidebar', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', {name: 'Quick Start'})).toBeVisible();
    await expect(drawer.getByRole('link', {name: 'Forking & Reforking'})).toHaveCount(0);
  });
});

test.describe('desktop layout', () => {
  test('top nav plus the right-hand outline titled "On this page"; no curtain', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await expect(curtain(page)).toBeHidden();
    const outline = page.getByRole('navigation', {name: 'On this page'}).first();
    await expect(outline).toBeVisible();
    await expect(outline.getByText('On this page', {exact: true})).toBeVisible();
    const box = (await outline.boundingBox())!;
    expect(box.x).toBeGreaterThan(900);
  });
});
