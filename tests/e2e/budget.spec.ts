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
    console.log(`${path}: ${(measured.raw / 1024).toFixed(1)} KB raw, ${(measured.gzip / 1024).toFixed(1)} KB gzip (${measured.files.length} files)`);
    expect(measured.gzip, `gzip bytes (budget ${budget.gzip})`).toBeLessThanOrEqual(budget.gzip);
    expect(measured.raw, `raw bytes (budget ${budget.raw})`).toBeLessThanOrEqual(budget.raw);
    // The search engine (minisearch) never loads up front.
    const heavy = measured.files.filter((f) => /MiniSearch/.test(readFileSync(`build${f}`, 'utf8')));
    expect(heavy).toEqual([]);
  });
}
