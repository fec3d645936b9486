// The `npm test` runner (scripts/lib/steps.mjs) with two tiny steps side by side: one fails, the
// other is stopped. A CI log that keeps only its tail must still name the failure.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {test} from 'node:test';

const node = (script) => ['node', ['-e', script]];
const lines = (label, n) => `for (let i = 1; i <= ${n}; i++) console.log('${label} ' + i);`;
const plan = {
  steps: {
    failing: node(`${lines('failing line', 200)} setTimeout(() => process.exit(1), 300);`),
    slow: node(`${lines('slow line', 30)} setTimeout(() => {}, 60000);`),
  },
  phases: [[['failing'], ['slow']]],
};

test('a failing step is named at the end with its last lines; a stopped step shows its last lines', () => {
  const runner = new URL('../../scripts/lib/steps.mjs', import.meta.url).href;
  const r = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const {runSteps} = await import(${JSON.stringify(runner)});
       process.exit(await runSteps(${JSON.stringify(plan)}));`,
    ],
    {encoding: 'utf8', timeout: 30_000},
  );
  assert.equal(r.status, 1, r.stdout + r.stderr);
  const out = r.stdout;
  // The stopped step: only its last 15 lines.
  assert.match(out, /▶ slow \(ran beside another step; its output, last lines:\)\nslow line 16\n/);
  assert.doesNotMatch(out, /slow line 15\n/);
  // After everything else: the failing step's last 120 lines, then the timings.
  const tail = out.slice(out.lastIndexOf('▶ failing failed; its last 120 lines again:'));
  assert.ok(tail.startsWith('▶ failing failed'), out);
  assert.match(tail, /again:\nfailing line 81\n/);
  assert.match(
    tail,
    /failing line 200\n\nTimings: .*failing [\d.]+ s.*\(failed\).*slow [\d.]+ s \(stopped\)/s,
  );
  assert.doesNotMatch(tail, /failing line 80\n|slow line/);
  assert.match(r.stderr, /npm test failed at step "failing"\.\n$/);
});
