// Type-check: one `tsc` program over every runnable and compile-only block, run as a child
// process so it uses the second core while the blocks execute.

import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Runs tsc and parses its diagnostics.
 * @param {string} root repo root (tsc's cwd; diagnostic paths are relative to it)
 * @returns {Promise<{ code: number | null, ms: number, files: Set<string>,
 *   diagnostics: { file: string | null, line: number, column: number, code: string, message: string }[] }>}
 */
export const runTsc = (root) =>
  new Promise((resolvePromise) => {
    const started = performance.now();
    const tsc = require.resolve('typescript/bin/tsc');
    // --listFiles lets the runner prove that every block file was part of the program.
    const child = spawn(
      process.execPath,
      [tsc, '-p', join(root, 'tests/examples/tsconfig.json'), '--pretty', 'false', '--listFiles'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => {
      const diagnostics = [];
      const files = new Set();
      for (const line of out.split('\n')) {
        if (line.startsWith('/')) {
          files.add(line.trim());
          continue;
        }
        const located = line.match(/^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/);
        const global = line.match(/^error (TS\d+): (.*)$/);
        if (located) {
          diagnostics.push({
            file: resolve(root, located[1]),
            line: Number(located[2]),
            column: Number(located[3]),
            code: located[4],
            message: located[5],
          });
        } else if (global) {
          diagnostics.push({file: null, line: 0, column: 0, code: global[1], message: global[2]});
        } else if (/^\s+\S/.test(line) && diagnostics.length) {
          diagnostics[diagnostics.length - 1].message += `\n${line}`;
        }
      }
      resolvePromise({code, ms: performance.now() - started, diagnostics, files});
    });
  });

/**
 * Shortens tsc's message for the report: the first line, plus any "Did you mean" hint.
 * @param {string} message
 */
export const summarizeTsMessage = (message) => {
  const lines = message.split('\n').map((l) => l.trim());
  const first = lines[0];
  const clipType = (s) => s.replace(/in type '([^']{40})[^']*'/, "in type '$1…'");
  // "No overload matches this call": the useful part is the unknown property, deeper down.
  const unknownProp = lines
    .slice(1)
    .find((l) => /Object literal may only specify known properties/.test(l));
  if (unknownProp && !first.includes('known properties')) {
    const m = unknownProp.match(
      /'([^']+)' does not exist in type .*?(?:Did you mean (?:to write )?'([^']+)'\?)?$/,
    );
    if (m)
      return `${first} '${m[1]}' is not a known property here${m[2] ? ` (did you mean '${m[2]}'?)` : ''}.`;
    return clipType(`${first} ${unknownProp}`).slice(0, 300);
  }
  const hint = lines
    .slice(1)
    .find((l) => /Did you mean/.test(l) && !first.includes('Did you mean'));
  const clip = (s) => (s.length > 300 ? `${s.slice(0, 297)}…` : s);
  if (hint) {
    const short = hint.match(/but '([^']+)' does not exist in type .*?(Did you mean .*)$/);
    return clip(`${first} ${short ? `'${short[1]}' is not an option here. ${short[2]}` : hint}`);
  }
  // Keep a trailing "Did you mean …?" even when the middle (often a huge union type) is clipped.
  const mean = first.match(/\s(Did you mean .*\?)$/);
  if (mean && first.length > 300) return `${first.slice(0, 200)}… ${mean[1]}`;
  return clip(first);
};
