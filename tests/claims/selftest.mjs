// Self-test of the claims runner over tests/claims/fixtures/: each expected failure must be
// reported at its page and line, and nothing else may fail. Run by run.mjs (and alone with
// `node tests/claims/run.mjs --self-test`).

import {join} from 'node:path';
import {runClaims} from './lib/engine.mjs';
import {formatFailure} from './lib/report.mjs';

const PAGE = 'tests/claims/fixtures/docs/guide/wrong-default.mdx';
const OTHER = 'tests/claims/fixtures/docs/guide/other.mdx';

/** [file:line, words the message must contain] */
const EXPECTED = [
  [`${PAGE}:12`, 'Expected values to be strictly deep-equal'], // the wrong default, on its row
  [`${PAGE}:1`, 'quote no longer on the page'],
  [`${PAGE}:14`, 'has no claim'], // uncovered options-table row
  [`${PAGE}:8`, 'fragment, so nothing runs it'],
  [`${PAGE}:16`, 'reported at the first line'], // a quote that wraps: its first page line
  [`${PAGE}:13`, `disagrees with ${OTHER}:10`], // loggingLevel: 'warn' vs 'debug'
  ['tests/claims/fixtures/claims/guide/no-such-page.claims.mjs:1', 'claims file without a page'],
];

/** @returns {Promise<string[]>} problems; empty when the runner behaves */
export const selfTest = async (root) => {
  const fixtures = join(root, 'tests', 'claims', 'fixtures');
  const {failures} = await runClaims({
    root,
    docsDir: join(fixtures, 'docs'),
    claimsDir: join(fixtures, 'claims'),
    coverageDirs: ['guide'],
  });
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
  return problems;
};
