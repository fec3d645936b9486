// Internal links in docs/ are file-path links, so a docs version cut keeps its readers in that
// version (src/lib/docLinks.ts). `node scripts/doc-links.mjs --fix` rewrites offenders.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';

import {loadTs} from './ts.mjs';

const {findAbsoluteDocLinks} = loadTs('src/lib/docLinks.ts');
const docs = fileURLToPath(new URL('../../docs/', import.meta.url));

const pages = readdirSync(docs, {recursive: true})
  .map(String)
  .filter((f) => /\.mdx?$/.test(f));

test('docs link pages by file path, never by absolute route', () => {
  const offenders = pages.flatMap((f) =>
    findAbsoluteDocLinks(readFileSync(join(docs, f), 'utf8')).map(
      (l) => `docs/${f}:${l.line} ${l.target}`,
    ),
  );
  assert.deepEqual(offenders, [], 'run `node scripts/doc-links.mjs --fix`');
});

test('docs import their partials by relative path, so a version cut imports its own copy', () => {
  // `@site/docs/…` always names the current docs: a versioned page would show the current
  // partial, whose links then lead to the current version.
  const offenders = pages.flatMap((f) => {
    const text = readFileSync(join(docs, f), 'utf8');
    // an import may span lines (`import {\n  A,\n} from '…'`): matched over the whole file
    return [...text.matchAll(/^import\s[^;]*?from\s+['"]@site\/docs\//gm)].map(
      (m) => `docs/${f}:${text.slice(0, m.index).split('\n').length}`,
    );
  });
  assert.deepEqual(offenders, []);
});
