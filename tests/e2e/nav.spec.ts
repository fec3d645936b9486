import {expect, gotoHydrated, test} from './fixtures';
import type {Locator, Page} from '@playwright/test';

/**
 * Top-nav menus (ARCHITECTURE.md "Top nav"). Timings are driven by Playwright's fake
 * clock, so "not open after 150 ms" and "open after 200 ms" are exact and
 * never flaky.
 */
const START = new Date('2026-01-01T00:00:00Z').getTime();

async function gotoWithClock(page: Page, url: string) {
  await page.clock.install({time: START});
  await gotoHydrated(page, url);
  await page.clock.pauseAt(START + 60_000);
}

const trigger = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', {name, exact: true});

async function hover(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** Somewhere neutral: the page heading. */
async function moveAway(page: Page) {
  await page.mouse.move(5, 500);
}

test.describe('top navigation menus', () => {
  // The exact timings (open 200 ms after hover, close 150 ms after leaving, no wait within
  // 300 ms of a close, leaving early never opens) are tested in tests/unit/menuTiming.test.ts
  // and, across two menus, tests/unit/components.test.tsx; this is the smoke test on the site.
  test('hover opens the menu after a delay and leaving closes it, on the fake clock', async ({
    page,
  }) => {
    await gotoWithClock(page, '/core/forking');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const eco = trigger(nav, 'Ecosystem');
    await expect(eco).toHaveAttribute('aria-expanded', 'false');
    await hover(page, eco);
    await page.clock.runFor(150);
    await expect(eco).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(60);
    await expect(eco).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', {name: 'Viem'})).toBeVisible();
    // Moving from the trigger into the menu keeps it open.
    await hover(page, nav.getByRole('link', {name: 'Krome'}));
    await page.clock.runFor(500);
    await expect(eco).toHaveAttribute('aria-expanded', 'true');
    await moveAway(page);
    await page.clock.runFor(200);
    await expect(eco).toHaveAttribute('aria-expanded', 'false');
    // Back within the skip window: open at once.
    await hover(page, eco);
    await page.clock.runFor(10);
    await expect(eco).toHaveAttribute('aria-expanded', 'true');
  });

  test('click opens at once; Escape and an outside click close it', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const eco = trigger(nav, 'Ecosystem');
    await eco.click();
    await expect(eco).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(eco).toHaveAttribute('aria-expanded', 'false');
    await eco.click();
    await expect(eco).toHaveAttribute('aria-expanded', 'true');
    await page.locator('article h1').click();
    await expect(eco).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens, arrows move through the links, Escape closes and returns focus', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const eco = trigger(nav, 'Ecosystem');
    await nav.getByRole('link', {name: 'Examples'}).focus();
    await page.keyboard.press('Tab');
    await expect(eco).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(eco).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', {name: 'Viem'})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', {name: 'Ethereumjs'})).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(nav.getByRole('link', {name: 'Krome'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(eco).toHaveAttribute('aria-expanded', 'false');
    await expect(eco).toBeFocused();
    // Tabbing out of an open menu closes it.
    await page.keyboard.press('Space');
    await expect(eco).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(eco).toHaveAttribute('aria-expanded', 'false');
  });

  test("a compact dropdown (more than 3 items) sets smaller links; the site's three are not compact", async ({
    page,
  }) => {
    // Which lists are compact is tested in tests/unit/components.test.tsx; here, the CSS.
    await gotoHydrated(page, '/core/forking');
    const eco = trigger(page.getByRole('navigation', {name: 'Main'}), 'Ecosystem');
    await eco.click();
    const ecoList = page.locator(
      `#${(await eco.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`,
    );
    await expect(ecoList.locator('a')).toHaveCount(3);
    await expect(ecoList).toHaveAttribute('data-compact', 'false');
    const fontSize = () =>
      ecoList
        .locator('a')
        .first()
        .evaluate((a) => parseFloat(getComputedStyle(a).fontSize));
    const regular = await fontSize();
    await ecoList.evaluate((list) => list.setAttribute('data-compact', 'true'));
    expect(await fontSize()).toBeLessThan(regular);
  });

  test('external links open in a new tab; internal links do not', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await trigger(nav, 'Ecosystem').click();
    const viem = nav.getByRole('link', {name: 'Viem'});
    await expect(viem).toHaveAttribute('href', 'https://viem.sh/');
    await expect(viem).toHaveAttribute('target', '_blank');
    await expect(viem).toHaveAttribute('rel', /noopener/);
    await expect(nav.getByRole('link', {name: 'Docs', exact: true})).not.toHaveAttribute(
      'target',
      /.+/,
    );
  });
});
