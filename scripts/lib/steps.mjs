// The step runner behind `npm test` (scripts/test.mjs holds the steps): phases one after another,
// the lanes of a phase at once, each lane in order; the first failure stops every step still
// running. A step's output is collected (and streamed when it runs alone or asks to); at the end
// come the failing step's last lines again, so a log that keeps only its tail names the failure,
// then each step's wall-clock and CPU seconds.
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import {join} from 'node:path';

export const STOPPED_LINES = 15;
export const FAILURE_LINES = 120;
const lastLines = (text, n) => `${text.trimEnd().split('\n').slice(-n).join('\n')}\n`;

// CPU time per step (user + system, the step's whole process tree) when GNU time is there: on a
// shared or busy machine the wall clock says little, the CPU seconds still compare. Most of
// Chromium's renderer time is not counted in the e2e figure (README "How long it takes").
const GNU_TIME = '/usr/bin/time';

/**
 * @typedef {[cmd: string, args: string[], env?: Record<string, string>, stream?: boolean]} Step
 *   command, arguments, extra environment, stream its output even beside another step
 * @param {{
 *   steps: Record<string, Step>,
 *   phases: string[][][],
 *   wanted?: (name: string) => boolean,
 *   setup?: Array<{name: string, run: () => boolean}>,
 * }} plan `setup` runs first, in this process (e.g. installing Chromium)
 * @returns {Promise<number>} the exit code: 0 when every step passed
 */
export async function runSteps({steps, phases, wanted = () => true, setup = []}) {
  const timings = [];
  /** [step, output] of the step that failed. */
  const failureTails = [];
  const running = new Set();
  let failed = null;
  let cpuTotal = 0;
  const cpuDir = existsSync(GNU_TIME) ? mkdtempSync(join(tmpdir(), 'npm-test-cpu-')) : null;

  function cpuSeconds(name) {
    try {
      const [user, system] = readFileSync(join(cpuDir, name), 'utf8').trim().split(/\s+/).slice(-2);
      const total = Number(user) + Number(system);
      if (!Number.isFinite(total)) return '';
      cpuTotal += total;
      return `, CPU ${total.toFixed(1)} s`;
    } catch {
      return '';
    }
  }
  /** Runs one step; output is streamed when `alone` (or a streaming step), else printed when it ends. */
  function runStep(name, alone) {
    const [stepCmd, stepArgs, env = {}, stream = false] = steps[name];
    const [cmd, args] = cpuDir
      ? [GNU_TIME, ['-f', '%U %S', '-o', join(cpuDir, name), stepCmd, ...stepArgs]]
      : [stepCmd, stepArgs];
    const live = alone || stream;
    if (live) console.log(`\n▶ ${name}`);
    const start = Date.now();
    // Output is always collected (a failing step's last lines are repeated at the very end, where
    // a CI log that keeps only its tail still shows them) and, for a live step, also streamed.
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0'},
      detached: true, // its own process group, so a fail-fast stop ends its children too
    });
    const chunks = [];
    const collect = (out) => (d) => {
      chunks.push(d);
      if (live) out.write(d);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    running.add(child);
    return new Promise((resolve) => {
      child.on('close', (code) => {
        running.delete(child);
        const seconds = ((Date.now() - start) / 1000).toFixed(1);
        const ok = code === 0;
        const output = Buffer.concat(chunks).toString();
        const stopped = !ok && failed !== null;
        if (!live) {
          console.log(
            `\n▶ ${name} (ran beside another step; its output${stopped ? ', last lines' : ''}:)`,
          );
          process.stdout.write(stopped ? lastLines(output, STOPPED_LINES) : output);
        }
        if (!ok && !stopped) failureTails.push([name, output]);
        if (stopped) {
          timings.push(`${name} ${seconds} s (stopped)`);
        } else {
          const cpu = cpuDir ? cpuSeconds(name) : '';
          timings.push(
            `${name} ${seconds} s${cpu ? ` (${cpu.slice(2)})` : ''}${ok ? '' : ' (failed)'}`,
          );
          console.log(`◀ ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s${cpu}`);
        }
        resolve(ok);
      });
    });
  }

  /**
   * Stops the steps still running: SIGINT first, which Playwright answers by tearing down its web
   * server (started in a process group of its own, out of reach of a group signal), then SIGTERM
   * for whatever is left after a few seconds.
   */
  function stopOthers() {
    const signal = (child, name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    };
    for (const child of running) signal(child, 'SIGINT');
    setTimeout(() => {
      for (const child of running) signal(child, 'SIGTERM');
    }, 5000).unref();
  }

  async function runLane(lane, alone) {
    for (const name of lane) {
      if (failed) return;
      const ok = await runStep(name, alone);
      if (!ok && !failed) {
        failed = name;
        stopOthers();
      }
    }
  }

  const T0 = Date.now();
  for (const {name, run} of setup) {
    if (failed) break;
    console.log(`\n▶ ${name}`);
    const ok = run();
    timings.push(`${name}${ok ? '' : ' (failed)'}`);
    if (!ok) failed = name;
  }
  for (const phase of phases) {
    if (failed) break;
    const lanes = phase.map((lane) => lane.filter(wanted)).filter((lane) => lane.length);
    await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  }

  for (const [name, output] of failureTails) {
    console.log(`\n▶ ${name} failed; its last ${FAILURE_LINES} lines again:`);
    process.stdout.write(lastLines(output, FAILURE_LINES));
  }

  const total = ((Date.now() - T0) / 1000).toFixed(1);
  const cpu = cpuTotal ? `, CPU ${cpuTotal.toFixed(1)} s on ${availableParallelism()} cores` : '';
  console.log(`\nTimings: ${timings.join(', ')}; wall clock ${total} s${cpu}`);
  const passed = timings.filter((t) => !/\((failed|stopped)\)/.test(t)).length;
  console.log(`npm test steps: ${passed} passed, ${failed ? 1 : 0} failed`);
  if (failed) {
    console.error(`npm test failed at step "${failed}".`);
    return 1;
  }
  return 0;
}
