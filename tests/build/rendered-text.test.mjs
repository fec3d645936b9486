// Rendered-output checks over the production build, without a browser (node:test):
// no Markdown/MDX syntax left as text on any page, and every image sized (no layout shift).
// Each check must also find the defects planted in /test-fixtures/rendered-defects.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

import {builtPages, unrenderedSyntax, unsizedImages} from './rendered.mjs';

const FIXTURE = '/test-fixtures/rendered-defects';
const pages = builtPages('build');
const site = pages.filter((p) => !p.route.startsWith('/test-fixtures/'));
const fixture = pages.find((p) => p.route === FIXTURE);

const report = (findings) => findings.map((f) => `${f.route} ${f.where}: ${f.what}`).join('\n');

test('the build has the site pages and the defects fixture', () => {
  assert.ok(site.length >= 61, `only ${site.length} pages in build/`);
  assert.ok(fixture, `${FIXTURE} is missing: build with DOCS_TEST_BUILD=1`);
});

test('no page shows Markdown or MDX syntax as text', () => {
  const findings = site.flatMap((p) => unrenderedSyntax(p.route, readFileSync(p.file, 'utf8')));
  assert.equal(report(findings), '');
});

test('every image has a width and a height', () => {
  const findings = site.flatMap((p) => unsizedImages(p.route, readFileSync(p.file, 'utf8')));
  assert.equal(report(findings), '');
});

test('the checks find each planted defect', () => {
  const html = readFileSync(fixture.file, 'utf8');
  const found = unrenderedSyntax(FIXTURE, html).map((f) => f.what);
  for (const needle of [':::warning Old title', '[^gone]', '**bold**', '](/core/forking)', '<CodeGroup>', '{/*']) {
    assert.ok(
      found.some((what) => what.includes(needle)),
      `not found: ${needle}\nfound:\n${found.join('\n')}`,
    );
  }
  assert.deepEqual(
    unsizedImages(FIXTURE, html).map((f) => f.what),
    ['<img src="/img/favicon.svg"> has no width and height attributes'],
  );
});
