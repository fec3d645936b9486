// The search relevance benchmark (scripts/search-queries.json) as a gate: the site's engine over
// the index the build wrote (build/.search), scored by scripts/lib/search-relevance.mjs. Search is
// deterministic, so the figures are exact: these floors are the measured figures of the current
// ranking (src/search/README.md "Relevance"). Raise them when ranking improves; never lower them.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {test} from 'node:test';

import {loadQueries, scoreQueries} from '../../scripts/lib/search-relevance.mjs';
import {loadTs} from './ts.mjs';

const FLOORS = {
  success1: 77,
  success5: 84,
  mrr10: 0.934,
  sectionFirst: 42,
  typoFirst: 14,
};

const {loadIndexFile, searchIndex} = loadTs('src/search/engine/index.ts');
const home = readFileSync('build/index.html', 'utf8');
const named = /<meta name="?search-index"? content="?\/\.search\/([^" >]+)/.exec(home)?.[1];
const file = named ?? readdirSync('build/.search').find((n) => /^index\.[0-9a-f]+\.json$/.test(n));
const index = loadIndexFile(JSON.parse(readFileSync(`build/.search/${file}`, 'utf8')));
const queries = loadQueries();
const result = scoreQueries(queries, (q) => searchIndex(index, q));

const misses = (test) =>
  result.perQuery
    .filter(test)
    .map((r) => `"${r.q}" (rank ${r.rank || '-'}: ${r.hrefs[0] ?? 'no results'})`)
    .join('; ');

test('the benchmark has at least 60 queries: 10 or more typos, API names and paraphrases', () => {
  assert.ok(queries.length >= 60, `${queries.length} queries`);
  for (const kind of ['typo', 'api', 'paraphrase']) {
    assert.ok(result.kinds[kind].total >= 10, `${kind}: ${result.kinds[kind].total}`);
  }
  const routes = new Set(index.docs.filter((d) => d.isPage).map((d) => d.href));
  const hrefs = new Set(index.docs.map((d) => d.href));
  for (const {q, routes: relevant, sections = []} of queries) {
    for (const route of relevant) assert.ok(routes.has(route), `"${q}": no page ${route}`);
    for (const href of sections) assert.ok(hrefs.has(href), `"${q}": no section ${href}`);
  }
});

test('every benchmark query has results', () => {
  assert.equal(
    result.zeroResults,
    0,
    misses((r) => r.hrefs.length === 0),
  );
});

test(`the right page comes first for at least ${FLOORS.success1} queries, in the top 5 for ${FLOORS.success5}`, () => {
  assert.ok(
    result.success1 >= FLOORS.success1,
    `${result.success1}: ${misses((r) => r.rank !== 1)}`,
  );
  assert.ok(
    result.success5 >= FLOORS.success5,
    `${result.success5}: ${misses((r) => !r.rank || r.rank > 5)}`,
  );
});

test(`MRR@10 is at least ${FLOORS.mrr10}`, () => {
  assert.ok(result.mrr10 >= FLOORS.mrr10, `MRR@10 ${result.mrr10.toFixed(3)}`);
});

test(`the answering section comes first for at least ${FLOORS.sectionFirst} queries`, () => {
  assert.ok(result.sectionFirst >= FLOORS.sectionFirst, `${result.sectionFirst}`);
});

test(`typos: the right page first for at least ${FLOORS.typoFirst}`, () => {
  const {first} = result.kinds.typo;
  assert.ok(
    first >= FLOORS.typoFirst,
    `${first}: ${misses((r) => r.kind === 'typo' && r.rank !== 1)}`,
  );
});
