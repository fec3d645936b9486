import {expect, gotoHydrated, reloadHydrated, test, testOnSharedPage} from './fixtures';
import type {Page} from '@playwright/test';

const banner = (page: Page) => page.getByRole('region', {name: 'Announcement'}).first();

/** Sum of layout-shift scores since navigation start (Chromium's Layout Instability API). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {value: number; hadRecentInput: boolean}
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('banner', () => {
  testOnSharedPage(
    'is 32 px high with the configured content and colours, in both themes and on mobile',
    async ({page}) => {
      await page.emulateMedia({colorScheme: 'light'});
      await gotoHydrated(page, '/core/forking');
      const bar = banner(page);
      await expect(bar).toContainText('Tevm Node is in beta.');
      await expect(bar.getByRole('link', {name: 'Join us on Telegram'})).toHaveAttribute(
        'href',
        'https://t.me/+ANThR9bHDLAwMjUx',
      );
      expect((await bar.boundingBox())?.height).toBe(32);
      await expect(bar).toHaveCSS('background-color', 'rgb(230, 247, 255)');
      await expect(bar).toHaveCSS('color', 'rgb(11, 31, 51)');
      await page.emulateMedia({colorScheme: 'dark'});
      await reloadHydrated(page);
      await expect(bar).toHaveCSS('background-color', 'rgb(11, 42, 69)');
      await expect(bar).toHaveCSS('color', 'rgb(230, 243, 255)');
      await page.setViewportSize({width: 375, height: 700});
      expect((await bar.boundingBox())?.height).toBe(32);
      // The navbar starts right under it.
      const nav = await page.getByRole('navigation', {name: 'Main'}).boundingBox();
      expect(nav?.y).toBe(32);
    },
  );

  testOnSharedPage(
    'on phones the text is one readable line, shown in full with its link',
    async ({page}) => {
      for (const width of [390, 360]) {
        await page.setViewportSize({width, height: 800});
        await gotoHydrated(page, '/core/forking');
        const text = banner(page).locator('[class*="content"]');
        const shown = await text.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return {
            lines: tops.size,
            fontSize: parseFloat(getComputedStyle(el).fontSize),
            cut: el.scrollWidth > el.clientWidth,
          };
        });
        expect(shown, `${width} px`).toEqual({lines: 1, fontSize: 13, cut: false});
        await expect(
          banner(page).getByRole('link', {name: 'Join us on Telegram'}),
        ).toBeInViewport();
      }
    },
  );

  testOnSharedPage(
    'the close button has a name; dismissal is remembered across reloads and pages',
    async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      const close = banner(page).getByRole('button', {name: 'Dismiss announcement'});
      await expect(close).toBeVisible();
      await close.click();
      await expect(banner(page)).toHaveCount(0);
      expect(
        await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')),
      ).toBe('true');
      await reloadHydrated(page);
      await expect(banner(page)).toHaveCount(0);
      await gotoHydrated(page, '/getting-started/overview');
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByText('Tevm Node is in beta.')).toHaveCount(0);
    },
  );

  test('no layout shift: shown, or hidden before first paint once dismissed', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/core/forking');
    const navTop = (await page.getByRole('navigation', {name: 'Main'}).boundingBox())?.y;
    expect(navTop).toBe(32);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await banner(page).getByRole('button', {name: 'Dismiss announcement'}).click();
    // Reload with JavaScript held back: the server-rendered bar must already be hidden by CSS.
    await page.route(/\.js$/, (route) => route.abort());
    await page.reload({waitUntil: 'domcontentloaded'});
    expect((await page.getByRole('navigation', {name: 'Main'}).boundingBox())?.y).toBe(0);
    await page.unroute(/\.js$/);
    await reloadHydrated(page);
    expect((await page.getByRole('navigation', {name: 'Main'}).boundingBox())?.y).toBe(0);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    // The aborted bundles are this test's doing: claim those errors, keep any other.
    const unrelated = consoleErrors.filter(
      (e) => !/\.js net::ERR_FAILED|Failed to load resource/.test(e),
    );
    consoleErrors.splice(0, consoleErrors.length, ...unrelated);
  });
});
