// The rules of `npm run test:changed` (tests/runner/changed.mjs): what a kind of change runs.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {planChanged} from '../runner/changed.mjs';

const facts = {
  routeOf: (page) =>
    page === 'docs/index.mdx'
      ? '/'
      : `/${page
          .slice(5)
          .replace(/\.mdx$/, '')
          .replace(/\/index$/, '')}`,
  importersOf: (partial) =>
    partial === 'docs/getting-started/_install.mdx'
      ? ['docs/getting-started/viem.mdx', 'docs/reference/node.mdx']
      : [],
  specsNaming: (route) =>
    route === '/core/forking' ? ['color-mode.spec.ts', 'visual.spec.ts'] : [],
  unitTestsReadingDocs: ['tests/unit/layout.test.ts'],
};
const plan = (...files) => planChanged({files, ...facts});

test('a page: its examples, claims, route, the specs naming it, the build and the version cut', () => {
  const p = plan('docs/core/forking.mdx');
  assert.deepEqual(p.routes, ['/core/forking']);
  assert.deepEqual(p.pages, ['docs/core/forking.mdx']);
  assert.deepEqual(p.claimsPages, ['docs/core/forking.mdx']);
  assert.equal(p.examples, 'pages');
  assert.equal(p.claims, 'pages');
  assert.deepEqual(p.specs, ['color-mode.spec.ts', 'visual.spec.ts']);
  assert.deepEqual(p.unitTests, ['tests/unit/layout.test.ts']);
  assert.ok(p.build && p.versioning);
  assert.ok(!p.everything && !p.typecheck && !p.onlyChanged && !p.rpcMethods && !p.apiTables);
  assert.deepEqual(p.lintFiles, []);
});

test('a partial: every page that imports it, and its own examples', () => {
  const p = plan('docs/getting-started/_install.mdx');
  assert.deepEqual(p.routes, ['/getting-started/viem', '/reference/node']);
  assert.deepEqual(p.pages, [
    'docs/getting-started/_install.mdx',
    'docs/getting-started/viem.mdx',
    'docs/reference/node.mdx',
  ]);
  assert.deepEqual(p.claimsPages, ['docs/getting-started/viem.mdx', 'docs/reference/node.mdx']);
});

test('the JSON-RPC page also gets the method-table check', () => {
  assert.equal(plan('docs/api/json-rpc.mdx').rpcMethods, true);
  assert.equal(plan('docs/api/tevm-call.mdx').rpcMethods, false);
});

test('a claims file: that page’s claims only', () => {
  const p = plan('tests/claims/core/forking.claims.mjs');
  assert.equal(p.claims, 'pages');
  assert.deepEqual(p.claimsPages, ['docs/core/forking.mdx']);
  assert.equal(p.examples, 'none');
  assert.ok(!p.build);
});

test('the claim or example harness: the whole suite of it', () => {
  assert.equal(plan('tests/claims/lib/engine.mjs').claims, 'all');
  assert.equal(plan('tests/examples/lib/pool.mjs').examples, 'all');
  // with a page as well: still the whole suite
  assert.equal(plan('tests/claims/helpers.mjs', 'docs/core/forking.mdx').claims, 'all');
});

test('site code: build, version cut, related unit tests and specs, types, lint, format', () => {
  const p = plan('src/search/engine/index.ts', 'docusaurus.config.ts');
  assert.ok(p.build && p.versioning && p.typecheck && p.onlyChanged);
  assert.deepEqual(p.lintFiles, ['src/search/engine/index.ts', 'docusaurus.config.ts']);
  assert.deepEqual(p.unitRelated, ['src/search/engine/index.ts', 'docusaurus.config.ts']);
  assert.deepEqual(p.routes, []);
  assert.equal(p.examples, 'none');
  // The test-only pages are built too (DOCS_TEST_BUILD=1).
  assert.ok(plan('tests/fixtures/pages/outline.mdx').build);
});

test('a test or script: related tests, types, lint, format; no build', () => {
  const p = plan('tests/e2e/color-mode.spec.ts');
  assert.ok(p.onlyChanged && p.typecheck && !p.build);
  assert.deepEqual(p.lintFiles, ['tests/e2e/color-mode.spec.ts']);
  assert.equal(plan('scripts/api-tables.mjs').apiTables, true);
});

test('dependencies: everything', () => {
  assert.equal(plan('package-lock.json').everything, true);
});

test('prose outside docs/: nothing', () => {
  const p = plan('README.md');
  assert.ok(!p.build && !p.typecheck && !p.onlyChanged && p.examples === 'none');
});

test("a page whose front matter changed: the specs that show other pages' titles, whole", () => {
  const p = planChanged({
    files: ['docs/api/tevm-call.mdx'],
    ...facts,
    frontMatterChanged: (page) => page === 'docs/api/tevm-call.mdx',
  });
  assert.deepEqual(p.wholeSpecs, [
    'footer.spec.ts',
    'mobile.spec.ts',
    'search.spec.ts',
    'sidebar.spec.ts',
    'visual.spec.ts',
  ]);
  assert.deepEqual(plan('docs/api/tevm-call.mdx').wholeSpecs, []);
});
