// Output of the claims runner: one line per page, then one line per failure in the form
//   docs/core/forking.mdx:43 "<quote>" — <what the package did>
import {red, green, dim} from '../../examples/lib/report.mjs';

/** @param {{file: string, claims: number, passed: number, failed: number, ms: number}} r */
export const pageLine = (r) =>
  `  ${r.failed ? red('FAIL') : green('ok  ')} ${r.file.padEnd(48)} ${String(r.claims).padStart(3)} claims ${dim(`${(r.ms / 1000).toFixed(2)} s`)}`;

/** @param {{file: string, line: number, quote: string, message: string}} f */
export const formatFailure = (f) => `${f.file}:${f.line} ${JSON.stringify(f.quote)} — ${f.message}`;

export const printFailures = (failures) => {
  console.error(red(`\n${failures.length} claim failure(s):`));
  for (const f of failures) console.error(formatFailure(f));
};

/**
 * The page-coverage summary: "pages covered N / M", then each page not covered and why, and
 * each covered page that states no behaviour with its reason.
 * @param {import('./engine.mjs').PageCoverage} pages
 * @param {string[]} [filter] the --page filters, named in the summary when set
 */
export const printCoverage = (pages, filter) => {
  const scope = filter?.length
    ? ` (pages whose path contains ${filter.map((f) => JSON.stringify(f)).join(' or ')})`
    : '';
  const line = `pages covered ${pages.covered.length} / ${pages.total}${scope}`;
  console.log(pages.uncovered.length ? red(line) : green(line));
  for (const p of pages.uncovered) console.log(`  not covered  ${p.file} — ${p.why}`);
  for (const p of pages.noClaims) console.log(`  no claims    ${p.file} — ${p.reason}`);
};
