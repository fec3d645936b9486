// Which tests of a spec visit a route (tests/runner/spec-tests.mjs), for `npm run test:changed`.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {testsVisiting} from '../runner/spec-tests.mjs';

test('a test whose body names the route; not the others', () => {
  const src = `
    test('opens forking', async ({page}) => { await page.goto('/core/forking#pinning'); });
    test('opens the landing', async ({page}) => { await page.goto('/'); });
  `;
  assert.deepEqual(testsVisiting(src, '/core/forking'), {whole: false, titles: ['opens forking']});
  assert.deepEqual(testsVisiting(src, '/'), {whole: false, titles: ['opens the landing']});
  assert.deepEqual(testsVisiting(src, '/core'), {whole: false, titles: []});
});

test('every test of a describe whose hook visits the route, and not the tests outside it', () => {
  const src = `
    test.describe('theme', () => {
      test.beforeEach(async ({page}) => { await page.goto('/core/forking'); });
      test('toggles', async () => {});
      test(\`keeps \${'dark'}\`, async () => {});
    });
    test('elsewhere', async () => {});
  `;
  assert.deepEqual(testsVisiting(src, '/core/forking'), {
    whole: false,
    titles: ['toggles', 'keeps .*'],
  });
});

test('a top-level constant holding the route counts for the tests that use it', () => {
  const src = `
    const PAGE = '/reference/node';
    test('uses it', async ({page}) => { await page.goto(PAGE); });
    test('does not', async ({page}) => { await page.goto('/'); });
  `;
  assert.deepEqual(testsVisiting(src, '/reference/node'), {whole: false, titles: ['uses it']});
});

test('a loop over routes: only the test its element makes, named with the value', () => {
  const src = `
    for (const [route, sample] of [['/a', 'x'], ['/reference/cli', 'table']] as const) {
      test(\`\${route} is axe clean\`, async ({page}) => { await page.goto(route); });
    }
  `;
  assert.deepEqual(testsVisiting(src, '/reference/cli'), {
    whole: false,
    titles: ['\\/reference\\/cli is axe clean'],
  });
});

test('the whole spec where it cannot be told: a helper, a loop over a constant', () => {
  const helper = `
    async function open(page) { await page.goto('/core/forking'); }
    test('a', async ({page}) => { await open(page); });
  `;
  assert.equal(testsVisiting(helper, '/core/forking').whole, true);
  const loop = `
    const ROUTES = ['/core/forking', '/'];
    for (const r of ROUTES) test(r, async ({page}) => { await page.goto(r); });
  `;
  assert.equal(testsVisiting(loop, '/core/forking').whole, true);
});
