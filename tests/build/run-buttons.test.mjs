// Run buttons over the production build (node:test): every block the example harness says a
// browser can run has one on its page, and no other block does (Node-only blocks, compile-only,
// fragments). The expectation comes from the harness's classification of the page source; the
// buttons from the built HTML (`data-run-block` on src/run/ui).
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {test} from 'node:test';

import {extractBlocks} from '../../src/codeblocks/blocks.mjs';
import {builtPages} from './rendered.mjs';

const META = '.docusaurus/docusaurus-plugin-content-docs/default';
/** Docs source (docs/…) → route, from the docs plugin's metadata of the build. */
const routes = new Map(
  readdirSync(META)
    .filter((f) => f.startsWith('site-docs-') && f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(META, f), 'utf8')))
    .map((m) => [m.source.replace('@site/', ''), m.permalink.replace(/(.)\/$/, '$1')]),
);
const html = new Map(builtPages('build').map((p) => [p.route, p.file]));

/** The page's blocks, then those of the MDX partials it imports (shown on the page too). */
function pageBlocks(source) {
  const text = readFileSync(source, 'utf8');
  const partials = [...text.matchAll(/(?:from\s+|import\(\s*)'([^']+\.mdx?)'/g)].map(([, p]) =>
    p.startsWith('@site/') ? p.slice('@site/'.length) : join(dirname(source), p),
  );
  return [...extractBlocks(source, text).blocks, ...partials.flatMap(pageBlocks)];
}

test('every browser-runnable block has a Run button, and only those', () => {
  const mismatches = [];
  let expectedTotal = 0;
  for (const [source, route] of routes) {
    const blocks = pageBlocks(source);
    const expected = blocks.filter((b) => b.kind === 'runnable' && b.browser?.runs);
    expectedTotal += expected.length;
    const file = html.get(route);
    assert.ok(file, `${route} (${source}) is not in build/`);
    const buttons = readFileSync(file, 'utf8').match(/\sdata-run-block=/g)?.length ?? 0;
    if (buttons !== expected.length) {
      const nodeOnly = blocks.filter((b) => b.kind === 'runnable' && !b.browser?.runs);
      mismatches.push(
        `${route}: ${buttons} Run buttons, ${expected.length} browser-runnable blocks ` +
          `(lines ${expected.map((b) => b.line).join(', ') || '–'}; Node-only: ` +
          `${nodeOnly.map((b) => `${b.line} ${b.browser?.reason}`).join(', ') || '–'})`,
      );
    }
  }
  assert.equal(mismatches.join('\n'), '');
  assert.ok(expectedTotal > 100, `only ${expectedTotal} browser-runnable blocks found`);
});
