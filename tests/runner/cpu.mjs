// CPU time of everything a step started, Chromium's renderers included.
//
// Counting a step's process tree (GNU time, `getrusage` children) misses every process that is
// reparented before its parent reaps it: Playwright's Chromium renderers are, and e2e showed 388
// CPU s where the machine had spent 1,366. A control group counts by membership instead: a child
// stays in its parent's group whoever adopts it. So each step runs in a cgroup of its own, made
// for it (v2, or v1's cpuacct, as root), and its figure is the group's usage when the step ends.
// Where no cgroup can be made (not root, a read-only cgroupfs), the machine's own busy time from
// /proc/stat is the only honest figure: `machineBusy` gives it for the whole run, and the steps
// get none. Node has no API for either, hence this small module.
import {existsSync, mkdirSync, readFileSync, rmdirSync} from 'node:fs';
import {join} from 'node:path';

/** The cgroup hierarchies tried, in order: [folder to make groups in, how to read usage (s)]. */
const HIERARCHIES = [
  // cgroup v2 (unified, or the v2 part of a hybrid mount): cpu.stat's usage_usec.
  ...['/sys/fs/cgroup', '/sys/fs/cgroup/unified'].map((dir) => [
    dir,
    (group) =>
      Number(/usage_usec (\d+)/.exec(readFileSync(join(group, 'cpu.stat'), 'utf8'))[1]) / 1e6,
  ]),
  // cgroup v1: cpuacct.usage in nanoseconds.
  [
    '/sys/fs/cgroup/cpuacct',
    (group) => Number(readFileSync(join(group, 'cpuacct.usage'), 'utf8')) / 1e9,
  ],
];

/**
 * A place to make per-step cgroups in, or null. Tried by making (and removing) a probe group, and
 * moving nothing into it: membership is tested by the wrapper each step runs under.
 * @returns {{root: string, usage: (group: string) => number} | null}
 */
export function cgroupRoot() {
  for (const [dir, usage] of HIERARCHIES) {
    if (!existsSync(join(dir, 'cgroup.procs'))) continue;
    const probe = join(dir, `npm-test-probe-${process.pid}`);
    try {
      mkdirSync(probe);
      usage(probe);
      rmdirSync(probe);
      return {root: dir, usage};
    } catch {
      try {
        rmdirSync(probe);
      } catch {
        // never made
      }
    }
  }
  return null;
}

/**
 * One step's group: `wrap` turns a command into one that joins the group before it starts (so
 * its every descendant is counted), `finish` reads the seconds, ends what is left in the group
 * (a server or browser a step forgot) and removes it.
 */
export function stepGroup(cg, name) {
  const group = join(cg.root, `npm-test-${process.pid}-${name.replace(/[^\w-]/g, '_')}`);
  mkdirSync(group, {recursive: true});
  return {
    /** @param {string} cmd @param {string[]} args */
    wrap: (cmd, args) => [
      'sh',
      ['-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', group, cmd, ...args],
    ],
    finish() {
      const seconds = cg.usage(group);
      const left = readFileSync(join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
      for (const pid of left) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // already gone
        }
      }
      removeWhenEmpty(group);
      return seconds;
    },
  };
}

/** A killed process leaves its group a moment later; the group can be removed only then. */
function removeWhenEmpty(group, tries = 50) {
  try {
    rmdirSync(group);
  } catch {
    if (tries > 0) setTimeout(() => removeWhenEmpty(group, tries - 1), 100).unref();
  }
}

/** Seconds of CPU the whole machine has spent busy (all cores; user, nice, system, irq, steal). */
export function machineBusy() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  // USER_HZ is 100 on every Linux this runs on.
  return (user + nice + system + irq + softirq + steal) / 100;
}
