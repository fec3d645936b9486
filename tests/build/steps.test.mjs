// The `npm test` runner (tests/runner/steps.mjs) with two tiny steps side by side: one fails, the
// other is stopped. A CI log that keeps only its tail must still name the failure.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
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
  const runner = new URL('../runner/steps.mjs', import.meta.url).href;
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

test("a step's CPU counts the processes it left to others (a reparented busy loop)", () => {
  const runner = new URL('../runner/steps.mjs', import.meta.url).href;
  const cpuModule = new URL('../runner/cpu.mjs', import.meta.url).href;
  // The subshell exits at once, so init adopts the loop: a process-tree count (GNU time) sees none
  // of its 0.8 s of CPU. The loop counts its own CPU time (not the clock, which a busy machine
  // stretches) and leaves a file when done; the step waits for that file.
  const done = join(mkdtempSync(join(tmpdir(), 'orphan-')), 'done');
  const burn = `const t = process.cpuUsage(); while (process.cpuUsage(t).user < 8e5); require('fs').writeFileSync(${JSON.stringify(done)}, '')`;
  const orphan = {
    steps: {
      orphan: [
        'sh',
        [
          '-c',
          `("$0" -e "$1" &); while [ ! -f ${JSON.stringify(done)} ]; do sleep 0.05; done`,
          process.execPath,
          burn,
        ],
      ],
    },
    phases: [[['orphan']]],
  };
  const r = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const {runSteps} = await import(${JSON.stringify(runner)});
       const {cgroupRoot} = await import(${JSON.stringify(cpuModule)});
       console.log('cgroup: ' + Boolean(cgroupRoot()));
       process.exit(await runSteps(${JSON.stringify(orphan)}));`,
    ],
    {encoding: 'utf8', timeout: 30_000},
  );
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /Machine: [\d.]+ CPU s busy on \d+ cores/);
  if (r.stdout.includes('cgroup: true')) {
    const cpu = Number(/orphan [\d.]+ s \(CPU ([\d.]+) s\)/.exec(r.stdout)?.[1]);
    assert.ok(cpu >= 0.8, `the orphan's 0.8 s of CPU is counted: ${r.stdout}`);
  } else {
    assert.match(r.stdout, /no cgroup: no per-step CPU/);
  }
});
