#!/usr/bin/env node
// `npm test`: every check the site has, in order, failing fast.
//   1. Debian chromium for the browser tests (apt-get when missing and root)
//   2. type-check   3. lint (ESLint, no warnings)   4. format (Prettier check)
//   5. unit tests (jest)   6. verified examples (tests/examples)   7. claim checks (tests/claims)
//   8. production build (with test-only fixture routes)   9. checks over the built HTML
//   10. e2e (Playwright)
// Pass step names to run a subset: `npm test -- unit e2e`.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

import {CHROMIUM_PATH as CHROMIUM} from './lib/chromium.mjs';

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}});
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${CHROMIUM} is missing. Install Debian's chromium (sudo apt-get install chromium) and re-run.`,
    );
    return false;
  }
  console.log('Installing Debian chromium with apt-get…');
  return (
    run('apt-get', ['update', '-qq'], {DEBIAN_FRONTEND: 'noninteractive'}) &&
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {DEBIAN_FRONTEND: 'noninteractive'}) &&
    existsSync(CHROMIUM)
  );
}

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['chromium', ensureChromium],
  ['typecheck', () => run(bin('tsc'), ['--noEmit'])],
  ['lint', () => run('npm', ['run', '--silent', 'lint'])],
  ['format', () => run('npm', ['run', '--silent', 'format:check'])],
  ['unit', () => run(bin('jest'), ['--ci'])],
  [
    'examples',
    () =>
      run('node', ['tests/examples/run.mjs']) &&
      run('node', ['tests/examples/check-rpc-methods.mjs']),
  ],
  ['claims', () => run('node', ['tests/claims/run.mjs'])],
  ['build', () => run(bin('docusaurus'), ['build'], {DOCS_TEST_BUILD: '1'})],
  // Node checks over the built HTML (no browser): unrendered syntax, unsized images.
  ['build-checks', () => run('node', ['--test', '--test-reporter=spec', 'tests/build/'])],
  ['e2e', () => run(bin('playwright'), ['test'], {CI: process.env.CI ?? '1'})],
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter(([name]) => only.includes(name)) : steps;
const timings = [];
let failed = null;
for (const [name, step] of selected) {
  console.log(`\n▶ ${name}`);
  const start = Date.now();
  const ok = step();
  timings.push(`${name} ${((Date.now() - start) / 1000).toFixed(1)} s${ok ? '' : ' (failed)'}`);
  if (!ok) {
    failed = name;
    break;
  }
}
console.log(`\nTimings: ${timings.join(', ')}`);
const passed = failed ? timings.length - 1 : timings.length;
console.log(`npm test steps: ${passed} passed, ${failed ? 1 : 0} failed`);
if (failed) {
  console.error(`npm test failed at step "${failed}".`);
  process.exit(1);
}
