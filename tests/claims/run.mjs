#!/usr/bin/env node
// Claim checks: every behaviour statement, default and option meaning on every page under docs/
// is backed by a check that runs against the installed tevm and names the page line it backs.
// Every routable page must be covered (README.md says what that means). See tests/claims/README.md.
//
//   node tests/claims/run.mjs                 all pages + self-test; exit 1 on any failure or
//                                             any page not covered
//   node tests/claims/run.mjs --page forking  only pages whose path contains "forking": their
//                                             checks, and the coverage verdict over them alone
//                                             (repeat --page for more pages)
//   node tests/claims/run.mjs --self-test     only the self-test (tests/claims/fixtures/)
//   node tests/claims/run.mjs --list          also each claim's line and time

import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {installNetworkGuard} from '../examples/lib/guard.mjs';
import {runClaims} from './lib/engine.mjs';
import {printFailures, pageLine, printCoverage} from './lib/report.mjs';
import {selfTest} from './selftest.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');

const args = process.argv.slice(2);
const filter = args.flatMap((a, i) => (args[i - 1] === '--page' ? [a] : []));
const onlySelfTest = args.includes('--self-test');
const list = args.includes('--list');
const noSelfTest = args.includes('--no-self-test') || filter.length > 0;

const blocked = [];
installNetworkGuard((where) => blocked.push(where));

const t0 = performance.now();
let ok = true;
if (!onlySelfTest) {
  const rows = [];
  const result = await runClaims({
    root,
    docsDir: join(root, 'docs'),
    claimsDir: here,
    filter,
    onPage: (r) => {
      rows.push(r);
      console.log(pageLine(r));
      if (list)
        for (const t of r.times)
          console.log(`      ${(t.ms / 1000).toFixed(2)} s  :${t.line} ${t.quote.slice(0, 90)}`);
    },
  });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(
    `claims: ${result.total} checked on ${rows.length} pages, ${result.failures.length} failed, ${seconds} s (tevm import ${(result.warmUp / 1000).toFixed(1)} s)`,
  );
  printCoverage(result.pages, filter);
  if (result.failures.length) {
    ok = false;
    printFailures(result.failures);
  }
  if (result.pages.uncovered.length) ok = false;
}
if (!noSelfTest) {
  const t1 = performance.now();
  const problems = await selfTest(root);
  const seconds = ((performance.now() - t1) / 1000).toFixed(1);
  if (problems.length) {
    ok = false;
    console.error(`claims self-test FAILED (${seconds} s):`);
    for (const p of problems) console.error(`  ${p}`);
  } else console.log(`claims self-test passed (${seconds} s)`);
}
if (blocked.length)
  console.error(`note: blocked network access: ${[...new Set(blocked)].join(', ')}`);
console.log(`claims total time ${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.exit(ok ? 0 : 1);
