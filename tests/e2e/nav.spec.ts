import {expect, test} from './fixtures';
import {gotoSettled} from './support';
import type {Locator, Page} from '@playwright/test';

/**
 * Top-nav menus (ARCHITECTURE.md "Top nav"). Timings are driven by Playwright's fake
 * clock, so "not open after 150 ms" and "open after 200 ms" are exact and
 * never flaky.
 */
const START = new Date('2026-01-01T00:00:00Z').getTime();

async function gotoWithClock(page: Page, url: string) {
  await page.clock.install({time: START});
  await gotoSettled(page, url);
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
  test('open on hover after 200 ms, not before; close 150 ms after leaving', async ({page}) => {
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
    await page.clock.runFor(100);
    await expect(eco).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(60);
    await expect(eco).toHaveAttribute('aria-expanded', 'false');
  });

  test('leaving before 200 ms never opens it', async ({page}) => {
    await gotoWithClock(page, '/core/forking');
    const eco = trigger(page.getByRole('navigation', {name: 'Main'}), 'Ecosystem');
    await hover(page, eco);
    await page.clock.runFor(120);
    await moveAway(page);
    await page.clock.runFor(1000);
    await expect(eco).toHaveAttribute('aria-expanded', 'false');
  });

  test('skip delay: within 300 ms of a close another menu opens at once; later it waits again', async ({
    page,
  }) => {
    await gotoWithClock(page, '/test-fixtures/components');
    const menus = page.getByRole('navigation', {name: 'Fixture menus'});
    const more = trigger(menus, 'More');
    const few = trigger(menus, 'Few');
    await hover(page, more);
    await page.clock.runFor(250);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // Straight to the neighbour: More is still open (close pending), Few opens with no delay.
    await hover(page, few);
    await page.clock.runFor(10);
    await expect(few).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(200);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // Leave Few, come back to More within 300 ms of Few closing: instant.
    await moveAway(page);
    await page.clock.runFor(160);
    await expect(few).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(100);
    await hover(page, more);
    await page.clock.runFor(10);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // Leave, wait past the skip window: the 200 ms delay applies again.
    await moveAway(page);
    await page.clock.runFor(160 + 400);
    await hover(page, few);
    await page.clock.runFor(150);
    await expect(few).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(60);
    await expect(few).toHaveAttribute('aria-expanded', 'true');
  });

  test('click opens at once; Escape and an outside click close it', async ({page}) => {
    await gotoSettled(page, '/core/forking');
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
    await gotoSettled(page, '/core/forking');
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

  test('a dropdown with more than 3 items is compact', async ({page}) => {
    await gotoSettled(page, '/test-fixtures/components');
    const menus = page.getByRole('navigation', {name: 'Fixture menus'});
    const moreList = page.locator(
      `#${(await trigger(menus, 'More').getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`,
    );
    const fewList = page.locator(
      `#${(await trigger(menus, 'Few').getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`,
    );
    await expect(moreList).toHaveAttribute('data-compact', 'true');
    await expect(fewList).toHaveAttribute('data-compact', 'false');
    const fontSize = (l: Locator) =>
      l
        .locator('a')
        .first()
        .evaluate((a) => parseFloat(getComputedStyle(a).fontSize));
    expect(await fontSize(moreList)).toBeLessThan(await fontSize(fewList));
    // The site's Ecosystem menu has exactly three items: not compact.
    const eco = trigger(page.getByRole('navigation', {name: 'Main'}), 'Ecosystem');
    const ecoList = page.locator(
      `#${(await eco.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`,
    );
    await expect(ecoList.locator('a')).toHaveCount(3);
    await expect(ecoList).toHaveAttribute('data-compact', 'false');
  });

  test('external links (http, www) open in a new tab; internal links keep their fragment', async ({
    page,
  }) => {
    await gotoSettled(page, '/test-fixtures/components');
    const menus = page.getByRole('navigation', {name: 'Fixture menus'});
    await trigger(menus, 'More').click();
    const www = menus.getByRole('link', {name: 'Example (www)'});
    await expect(www).toHaveAttribute('href', 'https://www.example.com');
    await expect(www).toHaveAttribute('target', '_blank');
    await expect(www).toHaveAttribute('rel', /noopener/);
    await expect(menus.getByRole('link', {name: 'Viem'})).toHaveAttribute('target', '_blank');
    const internal = menus.getByRole('link', {name: 'Forking: pinning a block'});
    await expect(internal).toHaveAttribute('href', '/core/forking#pinning-a-block');
    await expect(internal).not.toHaveAttribute('target', /.+/);
    await internal.click();
    await expect(page).toHaveURL(/\/core\/forking#pinning-a-block$/);
    await expect(page.locator('#pinning-a-block')).toBeInViewport();
    // Docs link in the real nav is internal.
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}),
    ).not.toHaveAttribute('target', /.+/);
  });
});
