/**
 * How text becomes terms, shared by the index (./index.ts) and the
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

/**
 * A library named with `.js` is also one word without the dot (`Next.js` →
 * `nextjs`, besides `next` and `js`), as readers often type it.
 */
export const DOT_JS = /(?<![\w.])([a-z]+)\.js\b/gi;

export function tokenize(text: string): string[] {
  const words: string[] = [...(text.match(WORD) ?? [])];
  for (const m of text.matchAll(SCOPED_PACKAGE)) words.push(m[1]!);
  for (const m of text.matchAll(DOT_JS)) words.push(`${m[1]!}js`);
  return words;
}

/**
 * English function words (NLTK's English stop-word list, less its
 * contractions): they occur in nearly every section, or in questions rather
 * than in answers ("how do I…", "what happens when…", "turn off…"), so as
 * search terms they only add noise to a ranking that rewards each matched
 * query word; their postings were also a sizeable share of the index file.
 * They are neither indexed nor searched.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her ' +
    'hers herself it its itself they them their theirs themselves what which who whom this that these ' +
    'those am is are was were be been being have has had having do does did doing a an the and but if or ' +
    'because as until while of at by for with about against between into through during before after ' +
    'above below to from up down in out on off over under again further then once here there when where ' +
    'why how all any both each few more most other some such no nor not only own same so than too very ' +
    's t can will just don should now'
  ).split(' '),
);

/** Lower case; null for a stop word (minisearch then skips the term). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/**
 * The parts of a camelCase or PascalCase identifier, lower case (`setAutomine`
 * → `set`, `automine`; `getTxPool` → `get`, `tx`, `pool`); [] for a plain word.
 */
export function identifierParts(word: string): string[] {
  const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  return parts.length > 1 ? parts.map((part) => part.toLowerCase()) : [];
}

/**
 * What the index stores for one word: the word (processTerm), and for an
 * identifier also its parts, so that `automine` reaches `setAutomine` and
 * `pool` reaches `getTxPool`. Searching does not split (a query for
 * `setAutomine` asks for that identifier, see ./index.ts).
 */
export function indexTerms(word: string): string | string[] | null {
  const whole = processTerm(word);
  if (whole === null) return null;
  const parts = identifierParts(word).filter((part) => part !== whole && !STOP_WORDS.has(part));
  return parts.length ? [whole, ...new Set(parts)] : whole;
}

/** True when the query has nothing to search for (ARCHITECTURE.md "Search ranking": an empty query gives no results). */
export function isEmptyQuery(query: string): boolean {
  return tokenize(query).length === 0;
}
