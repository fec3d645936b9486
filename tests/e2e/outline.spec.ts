import {expect, gotoHydrated, test, testOnSharedPage} from './fixtures';
import type {Page} from '@playwright/test';

/**
 * The "On this page" outline (ARCHITECTURE.md "Outline") on a test-only page
 * with many sections and a short last one. Throttle and pause are checked
 * on Playwright's fake clock.
 */
const URL = '/test-fixtures/outline';
const START = new Date('2026-01-01T00:00:00Z').getTime();

const outline = (page: Page) => page.getByRole('navigation', {name: 'On this page'}).first();
const active = (page: Page) => outline(page).locator('a.table-of-contents__link--active');

/** Scrolls so that the heading sits just under the navbar, and waits for the scroll event. */
async function scrollToHeading(page: Page, id: string) {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const nav = document.querySelector('.navbar')!.getBoundingClientRect().height;
        const top =
          document.getElementById(target)!.getBoundingClientRect().top + window.scrollY - nav - 4;
        window.addEventListener('scroll', () => resolve(), {once: true});
        window.scrollTo(0, top);
      }),
    id,
  );
}

async function scrollToY(page: Page, y: number | 'bottom') {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        const target = to === 'bottom' ? document.documentElement.scrollHeight : to;
        if (Math.round(window.scrollY) === target) return resolve();
        window.addEventListener('scroll', () => resolve(), {once: true});
        window.scrollTo(0, target);
      }),
    y,
  );
}

test.describe('outline', () => {
  testOnSharedPage('titled "On this page", lists h2–h3 (not h4)', async ({page}) => {
    await gotoHydrated(page, URL);
    await expect(page.getByText('On this page', {exact: true})).toBeVisible();
    await expect(outline(page).getByRole('link')).toHaveText([
      'Section 1',
      'Section 2',
      'Detail 2.1',
      'Section 3',
      'Section 4',
      'Detail 4.1',
      'Section 5',
      'Section 6',
      'Short last section',
    ]);
    await expect(outline(page).getByRole('link', {name: 'Deep 2.1.1'})).toHaveCount(0);
  });

  testOnSharedPage(
    'highlights the heading in view, the first at the top and the last at the bottom',
    async ({page}) => {
      await gotoHydrated(page, URL);
      await expect(active(page)).toHaveText('Section 1');
      await scrollToHeading(page, 'section-3');
      await expect(active(page)).toHaveText('Section 3');
      await scrollToHeading(page, 'detail-41');
      await expect(active(page)).toHaveText('Detail 4.1');
      // The last section is too short to reach the top: at the bottom it is still the current one.
      await scrollToY(page, 'bottom');
      await expect(active(page)).toHaveText('Short last section');
      await scrollToY(page, 0);
      await expect(active(page)).toHaveText('Section 1');
      await expect(active(page)).toHaveCount(1);
    },
  );

  test('scroll handling is throttled at 100 ms', async ({page}) => {
    await page.clock.install({time: START});
    await gotoHydrated(page, URL);
    await page.clock.pauseAt(START + 60_000);
    await scrollToHeading(page, 'section-2');
    await expect(active(page)).toHaveText('Section 2'); // leading call
    await scrollToHeading(page, 'section-4');
    await page.clock.runFor(50);
    await expect(active(page)).toHaveText('Section 2'); // inside the window
    await page.clock.runFor(60);
    await expect(active(page)).toHaveText('Section 4'); // trailing call
  });

  test('clicking an item highlights it and pauses tracking for 500 ms', async ({page}) => {
    await page.clock.install({time: START});
    await gotoHydrated(page, URL);
    await page.clock.pauseAt(START + 60_000);
    await outline(page).getByRole('link', {name: 'Section 5'}).click();
    await expect(page).toHaveURL(/#section-5$/);
    await expect(active(page)).toHaveText('Section 5');
    // The reader scrolls elsewhere during the pause: the highlight stays.
    await page.clock.runFor(150);
    await scrollToHeading(page, 'section-2');
    await page.clock.runFor(250);
    await expect(active(page)).toHaveText('Section 5');
    // After 500 ms tracking resumes and catches up.
    await page.clock.runFor(150);
    await expect(active(page)).toHaveText('Section 2');
  });
});
