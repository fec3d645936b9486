// The step runner behind `npm test` (tests/runner/test.mjs holds the steps): phases one after another,
// the lanes of a phase at once, each lane in order; the first failure stops every step still
// running. A step's output is collected (and streamed when it runs alone or asks to); at the end
// come the failing step's last lines again, so a log that keeps only its tail names the failure,
// then each step's wall-clock and CPU seconds.
import {spawn} from 'node:child_process';
import {availableParallelism} from 'node:os';
import {cgroupRoot, machineBusy, stepGroup} from './cpu.mjs';

export const STOPPED_LINES = 15;
export const FAILURE_LINES = 120;
const lastLines = (text, n) => `${text.trimEnd().split('\n').slice(-n).join('\n')}\n`;

/**
 * @typedef {[cmd: string, args: string[], env?: Record<string, string>, stream?: boolean]} Step
 *   command, arguments, extra environment, stream its output even beside another step
 * @param {{
 *   steps: Record<string, Step>,
 *   phases: string[][][],
 *   wanted?: (name: string) => boolean,
 *   setup?: Array<{name: string, run: () => boolean}>,
 *   env?: Record<string, string>,
 * }} plan `setup` runs first, in this process (e.g. installing Chromium); `env` goes to every step
 * @returns {Promise<number>} the exit code: 0 when every step passed
 */
export async function runSteps({steps, phases, wanted = () => true, setup = [], env: common = {}}) {
  const timings = [];
  /** [step, output] of the step that failed. */
  const failureTails = [];
  const running = new Set();
  let failed = null;
  let cpuTotal = 0;
  // Each step's CPU is its cgroup's (tests/runner/cpu.mjs): every process it started, Chromium's
  // reparented renderers included. Without a cgroup, only the machine's figure for the run.
  const cg = cgroupRoot();
  const busyAtStart = machineBusy();

  /** Runs one step; output is streamed when `alone` (or a streaming step), else printed when it ends. */
  function runStep(name, alone) {
    const [stepCmd, stepArgs, env = {}, stream = false] = steps[name];
    const group = cg ? stepGroup(cg, name) : null;
    const [cmd, args] = group ? group.wrap(stepCmd, stepArgs) : [stepCmd, stepArgs];
    const live = alone || stream;
    if (live) console.log(`\n▶ ${name}`);
    const start = Date.now();
    // Output is always collected (a failing step's last lines are repeated at the very end, where
    // a CI log that keeps only its tail still shows them) and, for a live step, also streamed.
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, ...common, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0'},
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
        const cpuSeconds = group ? group.finish() : null;
        if (cpuSeconds !== null) cpuTotal += cpuSeconds;
        const cpu = cpuSeconds === null ? '' : `, CPU ${cpuSeconds.toFixed(1)} s`;
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
  const busy = (machineBusy() - busyAtStart).toFixed(1);
  const cpu = cg ? `, CPU ${cpuTotal.toFixed(1)} s in the steps` : ' (no cgroup: no per-step CPU)';
  console.log(`\nTimings: ${timings.join(', ')}; wall clock ${total} s${cpu}`);
  console.log(
    `Machine: ${busy} CPU s busy on ${availableParallelism()} cores during the run (every process, ours or not)`,
  );
  const passed = timings.filter((t) => !/\((failed|stopped)\)/.test(t)).length;
  console.log(`npm test steps: ${passed} passed, ${failed ? 1 : 0} failed`);
  if (failed) {
    console.error(`npm test failed at step "${failed}".`);
    return 1;
  }
  return 0;
}
