import {expect, gotoHydrated, test, testOnSharedPage} from './fixtures';
import type {Page} from '@playwright/test';

const sidebarOf = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

test.describe('sidebar', () => {
  testOnSharedPage('the configured flat list is the sidebar of every docs page', async ({page}) => {
    for (const path of ['/getting-started/overview', '/reference/vm', '/examples/debugger-ui']) {
      await gotoHydrated(page, path);
      const top = sidebarOf(page).locator(':scope > ul > li > div > a, :scope > ul > li > a');
      await expect(top).toHaveText([
        'Getting started',
        'Tevm guides',
        'Reference',
        'Integration Examples',
      ]);
    }
  });

  testOnSharedPage(
    'active = path starts with the link (or match), or a child is active; .html stripped',
    async ({page}) => {
      for (const url of ['/reference/bundler/overview', '/reference/bundler/overview.html']) {
        await gotoHydrated(page, url);
        const sidebar = sidebarOf(page);
        const active = sidebar.locator('a.menu__link--active');
        await expect(active).toHaveText([
          'Reference',
          'Smart Contract Tools',
          'Contract Bundler',
          'Overview',
        ]);
        // Only the exact page is the current page.
        await expect(sidebar.locator('a[aria-current="page"]')).toHaveCount(1);
        await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute(
          'href',
          '/reference/bundler/overview',
        );
        // Prefix-matching is segment-aware: the sibling /reference/bundler-plugins is not active.
        await expect(sidebar.getByRole('link', {name: 'Bundler Plugins'})).not.toHaveClass(
          /menu__link--active/,
        );
      }
      // On the category's own page, the category link is current and active.
      await gotoHydrated(page, '/reference/bundler');
      await expect(sidebarOf(page).locator('a[aria-current="page"]')).toHaveText(
        'Contract Bundler',
      );
    },
  );

  testOnSharedPage(
    'sections start collapsed only when marked collapsed and nothing in them matches',
    async ({page}) => {
      await gotoHydrated(page, '/reference/bundler/overview');
      const sidebar = sidebarOf(page);
      await expect(sidebar.getByRole('link', {name: 'Why Run Ethereum in JS?'})).toBeVisible(); // marked expanded
      await expect(sidebar.getByRole('link', {name: 'Creating a Node'})).toBeHidden(); // guides: collapsed, no match
      await expect(sidebar.getByRole('link', {name: 'Internals'})).toBeVisible(); // bundler: a child matches
      await expect(sidebar.getByRole('link', {name: 'Contract (@tevm/contract)'})).toBeVisible(); // parent of a match
      await expect(sidebar.getByRole('link', {name: 'Node (@tevm/node)'})).toBeHidden(); // Core Packages: no match
      // Server-rendered that way (no expand-after-hydration flash): check the HTML.
      const html = await (await page.request.get('/reference/bundler/overview')).text();
      expect(html).toContain('Internals');
      expect(html).not.toContain('Creating a Node</span></a></li>');
      await gotoHydrated(page, '/core/forking');
      await expect(sidebarOf(page).getByRole('link', {name: 'Internals'})).toBeHidden();
      await expect(sidebarOf(page).getByRole('link', {name: 'Creating a Node'})).toBeVisible();
    },
  );

  testOnSharedPage('nesting stays below 5 levels', async ({page}) => {
    await gotoHydrated(page, '/reference/bundler/overview');
    const depth = await sidebarOf(page).evaluate((nav) => {
      let max = 0;
      for (const li of nav.querySelectorAll('li')) {
        let d = 0;
        for (let el: Element | null = li; el && el !== nav; el = el.parentElement)
          if (el.tagName === 'LI') d++;
        max = Math.max(max, d);
      }
      return max;
    });
    expect(depth).toBe(4);
    expect(depth).toBeLessThan(5);
  });

  testOnSharedPage(
    'the active item is scrolled into view on first load, without scrolling the page',
    async ({page}) => {
      await page.setViewportSize({width: 1280, height: 480});
      await gotoHydrated(page, '/reference/address');
      const sidebar = sidebarOf(page);
      const current = sidebar.locator('a[aria-current="page"]');
      await expect(current).toHaveText('Address (@tevm/address)');
      await expect(current).toBeInViewport({ratio: 1});
      expect(await sidebar.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // A page near the top needs no scrolling.
      await gotoHydrated(page, '/getting-started/viem');
      expect(await sidebarOf(page).evaluate((nav) => nav.scrollTop)).toBe(0);
    },
  );

  test('the back link says Home without history, Back after navigating, Home when coming from /', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    const back = page.locator('[data-back-link]');
    await expect(back).toHaveText(/Home$/);
    await expect(back).toHaveAttribute('href', '/');
    await sidebarOf(page).getByRole('link', {name: 'Mining Modes'}).click();
    await expect(page).toHaveURL(/\/core\/mining-modes$/);
    await expect(back).toHaveText(/Back$/);
    await back.click();
    await expect(page).toHaveURL(/\/core\/forking$/);
    // From the home page: "Home".
    await gotoHydrated(page, '/');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Quick Start'})
      .click();
    await expect(page).toHaveURL(/\/getting-started\/overview$/);
    await expect(back).toHaveText(/Home$/);
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  testOnSharedPage(
    '"Skip to content" is the first tab stop and moves focus to the content',
    async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {name: 'Skip to content'});
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      // Focus moves to <main> (Chromium then parks it on the focus navigation starting point):
      // the next Tab lands inside the content, not in the navbar or the sidebar.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => {
          const el = document.activeElement;
          return Boolean(el?.closest('main')) && !el?.closest('nav.navbar, aside');
        }),
      ).toBe(true);
    },
  );
});
