#!/usr/bin/env node
// `npm test`: every check the site has, failing fast, on two cores.
//   chromium   Debian chromium for the browser tests (scripts/lib/chromium.mjs installs it
//              with apt-get when missing and root)
//   then, two lanes at once:
//     typecheck
//     lint (ESLint, no warnings) → format (Prettier check) → unit (jest: logic, hooks, components)
//   then, two lanes at once:
//     build (production, with test-only fixture routes) → build-checks (node:test over the
//     build: files, search index, serve contract) → e2e (Playwright, browser-only behaviour)
//     api-tables (drift against the installed packages) → examples (tests/examples) → claims →
//     versioning (a maintainer's copy: a docs version cut, a pseudo-translated locale and a blog
//     post, built and checked; README "Maintaining")
// A failing step stops everything still running (a stopped step prints only its last lines).
// Steps that run beside another print their output when they end; the e2e step streams. At the
// end: the failing step's last lines again, then each step's time. The runner is
// scripts/lib/steps.mjs.
// Pass step names to run a subset (in this order): `npm test -- unit e2e`.
import {resolve} from 'node:path';
import {ensureChromium} from './lib/chromium.mjs';
import {runSteps} from './lib/steps.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
// The Node that runs this script runs every step: under `npm test`, the project's own Node 24
// (the `node` devDependency, first on npm's PATH), whatever the system's is.
const node = process.execPath;
/** name → [command, args, extra env, stream output even beside another step]. */
const STEPS = {
  typecheck: [bin('tsc'), ['--noEmit']],
  lint: ['npm', ['run', '--silent', 'lint']],
  format: ['npm', ['run', '--silent', 'format:check']],
  unit: [bin('jest'), ['--ci']],
  build: [bin('docusaurus'), ['build'], {DOCS_TEST_BUILD: '1'}],
  'build-checks': [node, ['--test', '--test-reporter=spec', 'tests/build/']],
  e2e: [bin('playwright'), ['test'], {CI: process.env.CI ?? '1'}, true],
  'api-tables': [node, ['scripts/api-tables.mjs', '--check']],
  examples: [
    'sh',
    ['-c', `"${node}" tests/examples/run.mjs && "${node}" tests/examples/check-rpc-methods.mjs`],
  ],
  claims: [node, ['tests/claims/run.mjs']],
  versioning: [node, ['scripts/check-versioning.mjs']],
};
/** Phases run one after another; the lanes of a phase run at once, each lane in order. */
const PHASES = [
  [['typecheck'], ['lint', 'format', 'unit']],
  [
    ['build', 'build-checks', 'e2e'],
    ['api-tables', 'examples', 'claims', 'versioning'],
  ],
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => name !== 'chromium' && !(name in STEPS));
if (unknown.length) {
  console.error(
    `Unknown step(s): ${unknown.join(', ')}. Steps: chromium, ${Object.keys(STEPS).join(', ')}`,
  );
  process.exit(2);
}
const wanted = (name) => only.length === 0 || only.includes(name);
console.log(`npm test on Node ${process.version}`);

process.exit(
  await runSteps({
    steps: STEPS,
    phases: PHASES,
    wanted,
    // Node's compile cache (Node 22+) for every Node process of every step: the `tevm` CLI, the
    // example and claim runs start tevm many times (measured in README "How long it takes").
    env: {NODE_COMPILE_CACHE: resolve('.tmp/node-compile-cache')},
    setup: wanted('chromium') ? [{name: 'chromium', run: ensureChromium}] : [],
  }),
);
