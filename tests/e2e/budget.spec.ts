import {readFileSync} from 'node:fs';

import {expect, test} from './fixtures';

/**
 * First-load JS budget (deterministic for a build: decoded bytes of every
 * script requested before hydration, and their gzip -9 size). The budget in
 * tests/budgets.json started at the measured figure + 5 % and may only go down.
 */
interface Budgets {
  firstLoadJs: Record<string, {raw: number; gzip: number}>;
  note: string;
}
const budgets = JSON.parse(readFileSync('tests/budgets.json', 'utf8')) as Budgets;

for (const [path, budget] of Object.entries(budgets.firstLoadJs)) {
  test(`first-load JS of ${path} stays within budget`, async ({page}) => {
    const {measureFirstLoadJs} = (await import('../../scripts/lib/measure.mjs')) as {
      measureFirstLoadJs: (
        p: typeof page,
        url: string,
      ) => Promise<{raw: number; gzip: number; files: string[]}>;
    };
    const measured = await measureFirstLoadJs(page, path);
    console.log(
      `${path}: ${(measured.raw / 1024).toFixed(1)} KB raw, ${(measured.gzip / 1024).toFixed(1)} KB gzip (${measured.files.length} files)`,
    );
    expect(measured.gzip, `gzip bytes (budget ${budget.gzip})`).toBeLessThanOrEqual(budget.gzip);
    expect(measured.raw, `raw bytes (budget ${budget.raw})`).toBeLessThanOrEqual(budget.raw);
    // The search engine (minisearch) never loads up front.
    const heavy = measured.files.filter((f) =>
      /MiniSearch/.test(readFileSync(`build${f}`, 'utf8')),
    );
    expect(heavy).toEqual([]);
  });
}

/**
 * The live debugger on /examples/debugger-ui loads Tevm (about 1.7 MB) only when the reader
 * clicks Start, so the page's first-load JS must be no heavier than the heaviest docs page
 * already measured above.
 */
test('first-load JS of /examples/debugger-ui is no bigger than the measured docs pages', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const {measureFirstLoadJs} = (await import('../../scripts/lib/measure.mjs')) as {
    measureFirstLoadJs: (
      p: typeof page,
      url: string,
    ) => Promise<{raw: number; gzip: number; files: string[]}>;
  };
  const largest = {raw: 0, gzip: 0};
  for (const path of ['/core/forking', '/reference/node']) {
    const m = await measureFirstLoadJs(await page.context().newPage(), path);
    largest.raw = Math.max(largest.raw, m.raw);
    largest.gzip = Math.max(largest.gzip, m.gzip);
  }
  const measured = await measureFirstLoadJs(page, '/examples/debugger-ui');
  console.log(
    `/examples/debugger-ui: ${(measured.raw / 1024).toFixed(1)} KB raw, ${(measured.gzip / 1024).toFixed(1)} KB gzip; largest docs page ${(largest.gzip / 1024).toFixed(1)} KB gzip`,
  );
  expect(measured.gzip, 'gzip bytes').toBeLessThanOrEqual(largest.gzip);
  expect(measured.raw, 'raw bytes').toBeLessThanOrEqual(largest.raw);
  // And none of it is Tevm: the debugger chunk and its Tevm code load only on Start.
  const tevm = measured.files.filter(
    (f) =>
      /tevm-debugger/.test(f) ||
      readFileSync(`build${f}`, 'utf8').includes('persistedCheckpointPath'),
  );
  expect(tevm).toEqual([]);
});
