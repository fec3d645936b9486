/**
 * How text becomes terms, shared by the index (engine.ts) and the
 * highlighting (highlight.ts): words are runs of anything but whitespace,
 * punctuation and symbols, compared in lower case. (minisearch's default
 * keeps symbols such as `<`, `=`, `+` inside words; code-heavy docs read
 * better with `a=b` as two words and `<img` as `img`.)
 */
export const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

/**
 * A scoped package name is also one term without its `@` (`@tevm/node` →
 * `tevm/node`, besides `tevm` and `node`): a search for a package then finds
 * the pages about that package first, not every page that says "tevm" and
 * "node".
 */
export const SCOPED_PACKAGE = /@([a-z0-9][\w-]*\/[a-z0-9][\w-]*(?:\.[\w-]+)*)/gi;

export function tokenize(text: string): string[] {
  const words: string[] = [...(text.match(WORD) ?? [])];
  for (const m of text.matchAll(SCOPED_PACKAGE)) words.push(m[1]!);
  return words;
}

/**
 * English function words that occur in nearly every section: they add
 * nothing to a ranking that matches any query word, and their postings are a
 * sizeable share of the index file. They are neither indexed nor searched.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from has have in into is it its of on or so than that the their ' +
    'then there these they this those to was were which will with you your s t'
  ).split(' '),
);

/** Lower case; null for a stop word (minisearch then skips the term). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** True when the query has nothing to search for (ARCHITECTURE.md "Search ranking": an empty query gives no results). */
export function isEmptyQuery(query: string): boolean {
  return tokenize(query).length === 0;
}
