/**
 * The search engine: minisearch with exactly the numbers of ARCHITECTURE.md "Search ranking". One module
 * for the build (createIndexFile), the dialog (loadIndexFile, searchIndex)
 * and the benchmark, so all three index and query the same way.
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';

import {packIndex, unpackIndex} from './indexFile';
import {previewHtml} from './preview';
import {identifierParts, indexTerms, isEmptyQuery, processTerm, tokenize} from './tokens';
import type {SearchDocument, SearchIndexFile} from '../protocol';

export {isEmptyQuery};

/** At most 16 results. */
export const MAX_RESULTS = 16;
/** The query is debounced by 200 ms. */
export const DEBOUNCE_MS = 200;
/**
 * BM25's parameters (not spec numbers: the spec fixes fuzzy, prefix, the
 * boosts, the id boost and the result count). minisearch's defaults are
 * k 1.2, b 0.7, d 0.5. A higher k lets a term repeated in a section count
 * for more before it saturates (the section that documents an API names it
 * in its prose and its example; a summary table names it once), and a
 * higher b weighs a long section's matches down more (summary tables that
 * mention every API are long). Measured on the benchmark: k 2–4 with b
 * 0.75–1 all give 66–68 of 83 first; 3 and 0.9 sit in the middle.
 */
export const BM25 = {k: 3, b: 0.9, d: 0.5};
/** Indexed fields. */
export const INDEXED_FIELDS = ['title', 'titles', 'text'] as const;
/** Boosts title 4, text 2, titles 1; fuzzy 0.2; prefix matching on. */
export const QUERY_OPTIONS = {
  boost: {title: 4, text: 2, titles: 1},
  fuzzy: 0.2,
  prefix: true,
} as const satisfies SearchOptions;
/** Ids containing these strings weigh 2 against 1 for the rest. */
export const BOOST_IDS = {boostIdsContaining: ['getting-started', 'overview'], boostFactor: 2};

/** What minisearch indexes for one document; `i` is its position in the file's `docs`. */
interface IndexedFields {
  i: number;
  title: string;
  titles: string;
  text: string;
}

/** Options shared by indexing and loading (loadJS needs the ones used to build). */
export const ENGINE_OPTIONS: Options<IndexedFields> = {
  idField: 'i',
  fields: [...INDEXED_FIELDS],
  storeFields: [],
  tokenize,
  processTerm: indexTerms,
  searchOptions: {processTerm},
};

/** The document boost for an id. */
export function documentBoost(
  id: string,
  boost: {boostIdsContaining: string[]; boostFactor: number} = BOOST_IDS,
): number {
  return boost.boostIdsContaining.some((part) => id.includes(part)) ? boost.boostFactor : 1;
}

/**
 * Build time: documents → the index file. Each section's whole text is
 * indexed; its stored `html` is a preview (preview.ts), and the stored `text`
 * is read from that preview on load.
 */
export function createIndexFile(docs: SearchDocument[]): SearchIndexFile {
  const engine = new MiniSearch<IndexedFields>(ENGINE_OPTIONS);
  engine.addAll(
    docs.map((doc, i) => ({
      i,
      title: doc.title,
      titles: [...doc.titles, ...(doc.keywords ?? [])].join(' '),
      text: doc.text,
    })),
  );
  return packIndex(
    docs.map((doc) => ({...doc, html: previewHtml(doc.html)})),
    engine.toJSON(),
  );
}

export interface SearchIndex {
  docs: SearchDocument[];
  engine: MiniSearch<IndexedFields>;
}

/** Client: the parsed index file → a ready engine plus the stored documents. */
export function loadIndexFile(file: SearchIndexFile): SearchIndex {
  const {docs, index} = unpackIndex(file);
  return {docs, engine: MiniSearch.loadJS<IndexedFields>(index, ENGINE_OPTIONS)};
}

export interface SearchResult extends SearchDocument {
  score: number;
  /** Indexed terms that matched (after fuzzy/prefix expansion), lower case. */
  terms: string[];
  /** The query's own terms, lower case. */
  queryTerms: string[];
}

/**
 * How much a document gains for being under headings about the query (not a spec number): its
 * score is multiplied by 1 + TOPIC_WEIGHT × the share of the query's words found in its `titles`
 * (the page title, parent headings and the page's `keywords`), or, for a page's own document, in
 * its title. A section of the page about forking then outranks a passing mention of forking in a
 * tutorial that the ×2 id boost lifts. Measured on the benchmark and a held-out set: 1.5–2 best,
 * 1 and 3–4 a few queries worse.
 */
export const TOPIC_WEIGHT = 2;

/**
 * minisearch's own weights for a prefix and a fuzzy expansion of a query word
 * (its defaults: the spec sets fuzzy 0.2 and prefix on, not these).
 */
const EXPANSION_WEIGHTS = {prefix: 0.375, fuzzy: 0.45};

/**
 * Edit distance: insertions, deletions, substitutions (as minisearch's fuzzy matching counts
 * them) and swaps of two neighbouring letters, the commonest typing slip (`reciept`), each one
 * edit.
 */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The terms of the index that a word with two neighbouring letters swapped spells (`reciept` →
 * `receipt`): minisearch's fuzzy matching counts a swap as two edits, more than the spec's
 * fuzziness allows a word under ten letters.
 */
function swapped(index: SearchIndex, word: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    const variant = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (index.engine.search(variant, {...QUERY_OPTIONS, ...EXACT_TERM}).length) found.push(variant);
  }
  return found;
}

/**
 * The weight minisearch gives an indexed term that a query word expands to:
 * 1 for the word itself, less for a longer word it starts (prefix), less still
 * for a word within the fuzzy distance.
 */
export function expansionWeight(word: string, term: string): number {
  if (term === word) return 1;
  if (term.startsWith(word)) {
    return (
      (EXPANSION_WEIGHTS.prefix * term.length) / (term.length + 0.3 * (term.length - word.length))
    );
  }
  return (EXPANSION_WEIGHTS.fuzzy * term.length) / (term.length + editDistance(word, term));
}

/**
 * A query as the index reads it: its words, lower case, stop words out, each
 * once. An identifier the index does not know (`mineBlock`) is searched by its
 * parts (`mine`, `block`), which the index holds for every identifier.
 */
function queryWords(index: SearchIndex, query: string): string[] {
  const words: string[] = [];
  for (const token of tokenize(query)) {
    const word = processTerm(token);
    if (!word) continue;
    const parts = identifierParts(token).filter((part) => processTerm(part));
    if (parts.length && index.engine.search(word, {...QUERY_OPTIONS}).length === 0) {
      words.push(...parts);
    } else words.push(word);
  }
  return [...new Set(words)];
}

/** One indexed term as it is: no tokenizing (a term may contain `/`), no processing, no expansion. */
const EXACT_TERM = {
  prefix: false,
  fuzzy: false,
  tokenize: (term: string) => [term],
  processTerm: (term: string) => term,
};

/**
 * Search: at most 16 results, best first. An empty query gives none.
 *
 * minisearch's numbers (boosts, fuzzy 0.2, prefix, the id boost), with one
 * change to how they add up: minisearch adds the scores of every term a
 * query word expands to, so `eth` scores a list of forty `ethXxx` names
 * forty times. Here a query word counts once per document, through the
 * closest term it expands to there (the word itself, else the nearest
 * prefix or fuzzy match: expansionWeight). The words' scores add up, times the number of
 * words that matched, as in minisearch, times the document's topic factor (TOPIC_WEIGHT).
 */
export function searchIndex(
  index: SearchIndex,
  query: string,
  limit = MAX_RESULTS,
): SearchResult[] {
  if (isEmptyQuery(query)) return [];
  const options = {...QUERY_OPTIONS, boost: {...QUERY_OPTIONS.boost}, bm25: BM25};
  const total = new Map<number, {score: number; terms: Set<string>; queryTerms: string[]}>();
  const words = queryWords(index, query);
  /** Per document, how many query words its headings hold (see TOPIC_WEIGHT). */
  const topical = new Map<number, number>();
  for (const word of words) {
    for (const hit of index.engine.search(word, {...options, fields: ['title', 'titles']})) {
      const id = hit.id as number;
      const fields = Object.values(hit.match).flat();
      if (fields.includes('titles') || (index.docs[id]?.isPage && fields.includes('title')))
        topical.set(id, (topical.get(id) ?? 0) + 1);
    }
    // The terms the word expands to in each document, and the closest of them…
    const closest = new Map<number, string>();
    const matched = new Map<number, string[]>();
    const weights = new Map<string, number>();
    const weight = (term: string) => {
      let w = weights.get(term);
      if (w === undefined) weights.set(term, (w = expansionWeight(word, term)));
      return w;
    };
    const hits = index.engine.search(word, options);
    for (const variant of word.length >= 4 ? swapped(index, word) : [])
      hits.push(...index.engine.search(variant, {...options, ...EXACT_TERM}));
    for (const hit of hits) {
      const id = hit.id as number;
      const terms = [...new Set([...(matched.get(id) ?? []), ...hit.terms])];
      let best = terms[0]!;
      for (const term of terms) if (weight(term) > weight(best)) best = term;
      closest.set(id, best);
      matched.set(id, terms);
    }
    // …scored alone, with minisearch's weight for that expansion: each closest
    // term once, exactly, counting only the documents it is closest in.
    for (const term of new Set(closest.values())) {
      const hits = index.engine.search(term, {
        ...options,
        ...EXACT_TERM,
        boostTerm: () => weight(term),
        boostDocument: (i: number) =>
          closest.get(i) === term ? documentBoost(index.docs[i]?.id ?? '') : 0,
      });
      for (const hit of hits) {
        const id = hit.id as number;
        const entry = total.get(id) ?? {score: 0, terms: new Set<string>(), queryTerms: []};
        entry.score += hit.score;
        for (const t of matched.get(id) ?? []) entry.terms.add(t);
        entry.queryTerms.push(word);
        total.set(id, entry);
      }
    }
  }
  return [...total]
    .map(([id, {score, terms, queryTerms}]) => ({
      ...index.docs[id]!,
      score:
        score * queryTerms.length * (1 + (TOPIC_WEIGHT * (topical.get(id) ?? 0)) / words.length),
      terms: [...terms],
      queryTerms,
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
