// The steps of `npm test` (tests/runner/test.mjs) and the order they run in; `npm run test:changed`
// (tests/runner/test-changed.mjs) runs the same commands with narrower arguments.
import {resolve} from 'node:path';

export const bin = (name) => `node_modules/.bin/${name}`;
// The Node that runs this script runs every step: under `npm test`, the project's own Node 24
// (the `node` devDependency, first on npm's PATH), whatever the system's is.
export const node = process.execPath;
/** name → [command, args, extra env, stream output even beside another step]. */
export const STEPS = {
  typecheck: [bin('tsc'), ['--noEmit']],
  lint: ['npm', ['run', '--silent', 'lint']],
  format: ['npm', ['run', '--silent', 'format:check']],
  unit: [bin('jest'), ['--ci']],
  build: [bin('docusaurus'), ['build'], {DOCS_TEST_BUILD: '1'}],
  'build-checks': [node, ['--test', '--test-reporter=spec', 'tests/build/*.test.mjs']],
  e2e: [bin('playwright'), ['test'], {CI: process.env.CI ?? '1'}, true],
  'api-tables': [node, ['scripts/api-tables.mjs', '--check']],
  examples: [node, ['tests/examples/run.mjs']],
  'rpc-methods': [node, ['tests/examples/check-rpc-methods.mjs']],
  claims: [node, ['tests/claims/run.mjs']],
  versioning: [node, ['scripts/check-versioning.mjs']],
};
/** Phases run one after another; the lanes of a phase run at once, each lane in order. */
export const PHASES = [
  [['typecheck'], ['lint', 'format', 'unit']],
  [
    ['build', 'build-checks', 'e2e'],
    ['api-tables', 'examples', 'rpc-methods', 'claims', 'versioning'],
  ],
];

/**
 * Every step's environment. Node's compile cache (Node 22+) for every Node process of every step:
 * the example and claim runs and the `tevm` CLI start tevm many times (a warm cache took the CLI's
 * start from 2.4–2.5 to 2.0–2.2 CPU s on Node 24).
 */
export const COMMON_ENV = {NODE_COMPILE_CACHE: resolve('.tmp/node-compile-cache')};
