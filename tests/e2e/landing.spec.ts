import type {Locator, Page} from '@playwright/test';

import {expect, gotoHydrated, testOnSharedPage as test} from './fixtures';

type Box = {x: number; y: number; width: number; height: number};

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
}

/** The feature cards grouped into rows by their top edge. */
async function cardRows(page: Page): Promise<Box[][]> {
  const boxes = await page.locator('article ul > li:has(> h3)').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height};
    }),
  );
  const rows = new Map<number, Box[]>();
  for (const b of boxes) {
    const key = Math.round(b.y);
    rows.set(key, [...(rows.get(key) ?? []), b]);
  }
  return [...rows.values()];
}

test.describe('landing page', () => {
  test('desktop: the live example sits beside the tagline', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/');
    const title = await box(page.getByRole('heading', {level: 1}));
    const example = await box(
      page.locator('section[aria-labelledby="hero-title"] .theme-code-block'),
    );
    expect(example.x).toBeGreaterThan(title.x + title.width);
    expect(Math.abs(example.y - title.y)).toBeLessThan(80);
    expect(example.y + example.height, 'the example is above the fold').toBeLessThan(900);
  });

  test('phone: the example follows the calls to action, nothing overflows', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/');
    const start = await box(
      page
        .locator('section[aria-labelledby="hero-title"]')
        .getByRole('link', {name: 'Quick Start'}),
    );
    const example = await box(
      page.locator('section[aria-labelledby="hero-title"] .theme-code-block'),
    );
    expect(example.y).toBeGreaterThan(start.y + start.height);
    expect(example.x + example.width).toBeLessThanOrEqual(390);
  });

  for (const width of [390, 768, 1280]) {
    test(`feature cards fill whole rows of equal cards at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, '/');
      const rows = await cardRows(page);
      const columns = rows[0]!.length;
      expect(columns).toBe(width < 600 ? 1 : width < 997 ? 2 : 3);
      for (const row of rows) {
        expect(row, 'every row is full').toHaveLength(columns);
        for (const card of row) {
          expect(Math.abs(card.width - row[0]!.width)).toBeLessThan(1);
          expect(
            Math.abs(card.height - row[0]!.height),
            'cards of a row are one height',
          ).toBeLessThan(1);
        }
      }
      // Columns line up from row to row.
      for (const row of rows.slice(1)) {
        row.forEach((card, i) => expect(Math.abs(card.x - rows[0]![i]!.x)).toBeLessThan(1));
      }
    });
  }
});
