// Self-test of the claims runner over tests/claims/fixtures/: each expected failure must be
// reported at its page and line, nothing else may fail, and exactly the expected pages count as
// covered (also under a --page filter). Run by run.mjs (and alone with
// `node tests/claims/run.mjs --self-test`).

import {join} from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {runClaims} from './lib/engine.mjs';
import {formatFailure} from './lib/report.mjs';

const DOCS = 'tests/claims/fixtures/docs';
const CLAIMS = 'tests/claims/fixtures/claims';
const PAGE = `${DOCS}/guide/wrong-default.mdx`;
const OTHER = `${DOCS}/guide/other.mdx`;
const FALSE = `${DOCS}/guide/false-sentences.mdx`;

/** [file:line, words the message must contain] */
const EXPECTED = [
  [`${PAGE}:12`, 'Expected values to be strictly deep-equal'], // the wrong default, on its row
  [`${PAGE}:1`, 'quote no longer on the page'],
  [`${PAGE}:14`, 'has no claim'], // uncovered options-table row
  [`${PAGE}:8`, 'fragment, so nothing runs it'],
  [`${PAGE}:16`, 'reported at the first line'], // a quote that wraps: its first page line
  [`${PAGE}:13`, `disagrees with ${OTHER}:10`], // loggingLevel: 'warn' vs 'debug'
  [`${CLAIMS}/guide/no-such-page.claims.mjs:1`, 'claims file without a page'],
  // A planted false statement per claim form, each with a check that asserts what it says:
  [`${FALSE}:8`, 'Expected values to be strictly equal'], // quote: a wrong default in prose
  [`${FALSE}:12`, 'Expected values to be strictly equal'], // row: a wrong Default cell
  [`${FALSE}:14`, 'is compile-only, so nothing runs it'], // example: a block that never runs
  [`${FALSE}:21`, 'which a running example does not show by itself'], // a mechanism needs a check
  // Page coverage:
  [`${DOCS}/guide/no-claims-file.mdx:1`, 'page not covered: no claims file'],
  [`${CLAIMS}/guide/empty.claims.mjs:1`, 'lists no claims'],
  [`${CLAIMS}/guide/both.claims.mjs:1`, 'keep one of the two'],
  [`${DOCS}/reference/not-exempt.mdx:14`, 'has no claim'], // reference/ is not exempt
  [`${DOCS}/guide/set-up-fails.mdx:8`, 'before() failed: the fixture did not start'],
];

/** The page verdict of the full fixture run; `_partial.mdx` is not a page. */
const COVERAGE = {
  total: 10,
  covered: [`${DOCS}/guide/other.mdx`, `${DOCS}/guide/testimonials.mdx`, `${DOCS}/index.mdx`],
  noClaims: [`${DOCS}/guide/testimonials.mdx`],
};

/** --page filters: [filters, pages judged, pages covered, a failure that must NOT be reported]. */
const FILTERED = [
  [['testimonials'], 1, 1, `${PAGE}:14`],
  [['no-claims-file'], 1, 0, `${DOCS}/reference/not-exempt.mdx:14`],
  // Two --page options: both pages, and still nothing outside them.
  [['testimonials', 'no-claims-file'], 2, 1, `${DOCS}/reference/not-exempt.mdx:14`],
];

/** @returns {Promise<string[]>} problems; empty when the runner behaves */
export const selfTest = async (root) => {
  const fixtures = join(root, 'tests', 'claims', 'fixtures');
  const dirs = {root, docsDir: join(fixtures, 'docs'), claimsDir: join(fixtures, 'claims')};
  const {failures, pages} = await runClaims(dirs);
  const lines = failures.map(formatFailure);
  const problems = [];
  const used = new Set();
  for (const [where, words] of EXPECTED) {
    const i = lines.findIndex(
      (l, k) => !used.has(k) && l.startsWith(`${where} `) && l.includes(words),
    );
    if (i === -1) problems.push(`expected a failure at ${where} containing "${words}"; got none`);
    else used.add(i);
  }
  lines.forEach((l, k) => used.has(k) || problems.push(`unexpected failure: ${l}`));

  const got = {
    total: pages.total,
    covered: [...pages.covered].sort(),
    noClaims: pages.noClaims.map((p) => p.file).sort(),
  };
  if (!isDeepStrictEqual(got, COVERAGE))
    problems.push(
      `page coverage: expected ${JSON.stringify(COVERAGE)}, got ${JSON.stringify(got)}`,
    );
  if (pages.uncovered.length !== COVERAGE.total - COVERAGE.covered.length)
    problems.push(
      `uncovered pages: ${pages.uncovered.length}, expected the other ${COVERAGE.total - COVERAGE.covered.length}`,
    );

  for (const [filter, total, covered, absent] of FILTERED) {
    const r = await runClaims({...dirs, filter});
    if (r.pages.total !== total || r.pages.covered.length !== covered)
      problems.push(
        `--page ${filter.join(' --page ')}: expected pages covered ${covered} / ${total}, got ${r.pages.covered.length} / ${r.pages.total}`,
      );
    if (r.failures.map(formatFailure).some((l) => l.startsWith(`${absent} `)))
      problems.push(
        `--page ${filter.join(' --page ')}: reported ${absent}, a page outside the filter`,
      );
  }
  problems.push(...(await refutedStillFail(root)));
  return problems;
};

/**
 * Refuted sentences (tests/claims/refuted/): each wrong statement that an independent reading of
 * the site found, kept word for word on a page of its own, with a check that asserts what the
 * wrong sentence said, built on the same observation as the live claim that backs the corrected
 * sentence (a helper of tests/claims/helpers.mjs). Every one must fail, and fail in its check (not
 * for a missing quote): a live claim whose observation could not tell the wrong sentence from the
 * right one would let its refuted twin pass.
 * @returns {Promise<string[]>}
 */
const refutedStillFail = async (root) => {
  const dir = join(root, 'tests', 'claims', 'refuted');
  const {failures, total} = await runClaims({
    root,
    docsDir: join(dir, 'docs'),
    claimsDir: join(dir, 'claims'),
  });
  const problems = failures
    .filter((f) => !f.byCheck)
    .map((f) => `refuted: ${formatFailure(f)} (must fail in its check)`);
  const failedChecks = failures.filter((f) => f.byCheck).length;
  if (failedChecks !== total)
    problems.push(
      `refuted: ${total - failedChecks} of ${total} refuted sentences passed their check; each must fail`,
    );
  if (total === 0) problems.push('refuted: no refuted sentence was checked');
  return problems;
};
