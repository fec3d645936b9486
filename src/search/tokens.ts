/**
 * How text becomes terms, shared by the index (engine.ts) and the
 * highlighting (highlight.ts): words are runs of anything but whitespace,
 * punctuation and symbols, compared in lower case. (minisearch's default
 * keeps symbols such as `<`, `=`, `+` inside words; code-heavy docs read
 * better with `a=b` as two words and `<img` as `img`.)
 */
export const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function processTerm(term: string): string {
  return term.toLowerCase();
}

/** True when the query has nothing to search for (SPEC §5: an empty query gives no results). */
export function isEmptyQuery(query: string): boolean {
  return tokenize(query).length === 0;
}
