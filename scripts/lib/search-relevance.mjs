// The search relevance benchmark (scripts/search-queries.json), scored over an index the build
// wrote. Shared by `npm run bench:search` (prints the figures) and
// tests/build/search-relevance.test.mjs (gates them), so both score the same way.
import {readFileSync} from 'node:fs';

/** The benchmark's queries: `{q, kind, routes, sections?}` each (see the file's `about`). */
export function loadQueries() {
  const file = new URL('../search-queries.json', import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')).queries;
}

/** A result's page: its href without the `#anchor`. */
const routeOf = (href) => href.split('#')[0] || '/';

/**
 * Runs every query through `search(query) → results (best first, each with an href)` and scores
 * the results.
 * - success@1 / success@5: the first / one of the first five results is on a relevant page;
 * - MRR@10: the mean of 1 / rank of the first relevant result in the top 10 (0 if none);
 * - section-first: of the queries whose answer is a section, those whose first result is one;
 * - zero results: queries with no result at all;
 * - by kind: success@1 per kind of query (task, api, typo, paraphrase).
 */
export function scoreQueries(queries, search) {
  const perQuery = queries.map((query) => {
    const hrefs = search(query.q).map((r) => r.href);
    const routes = new Set(query.routes);
    const rank = hrefs.slice(0, 10).findIndex((href) => routes.has(routeOf(href))) + 1;
    const sectionFirst = query.sections ? query.sections.includes(hrefs[0]) : undefined;
    return {...query, hrefs, rank, sectionFirst};
  });
  const count = (test) => perQuery.filter(test).length;
  const kinds = {};
  for (const r of perQuery) {
    kinds[r.kind] ??= {first: 0, total: 0};
    kinds[r.kind].total += 1;
    if (r.rank === 1) kinds[r.kind].first += 1;
  }
  return {
    queries: perQuery.length,
    success1: count((r) => r.rank === 1),
    success5: count((r) => r.rank >= 1 && r.rank <= 5),
    mrr10: perQuery.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / perQuery.length,
    sectionQueries: count((r) => r.sectionFirst !== undefined),
    sectionFirst: count((r) => r.sectionFirst === true),
    zeroResults: count((r) => r.hrefs.length === 0),
    kinds,
    perQuery,
  };
}
