/**
 * The search engine: minisearch with exactly the numbers of ARCHITECTURE.md "Search ranking". One module
 * for the build (createIndexFile), the dialog (loadIndexFile, searchIndex)
 * and the benchmark, so all three index and query the same way.
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';

import {packIndex, unpackIndex} from './indexFile';
import {previewHtml} from './preview';
import {isEmptyQuery, processTerm, tokenize} from './tokens';
import type {SearchDocument, SearchIndexFile} from './types';

export {isEmptyQuery};

/** At most 16 results. */
export const MAX_RESULTS = 16;
/** The query is debounced by 200 ms. */
export const DEBOUNCE_MS = 200;
/** Indexed fields. */
export const INDEXED_FIELDS = ['title', 'titles', 'text'] as const;
/** Stored fields (kept in the file's `docs` rows, see types.ts). */
export const STORED_FIELDS = ['href', 'html', 'isPage', 'text', 'title', 'titles'] as const;
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
  processTerm,
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
    docs.map((doc, i) => ({i, title: doc.title, titles: doc.titles.join(' '), text: doc.text})),
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

/** Search: at most 16 results, best first. An empty query gives none. */
export function searchIndex(
  index: SearchIndex,
  query: string,
  limit = MAX_RESULTS,
): SearchResult[] {
  if (isEmptyQuery(query)) return [];
  const hits = index.engine.search(query, {
    ...QUERY_OPTIONS,
    boost: {...QUERY_OPTIONS.boost},
    boostDocument: (i: number) => documentBoost(index.docs[i]?.id ?? ''),
  });
  return hits.slice(0, limit).map((hit) => ({
    ...index.docs[hit.id as number]!,
    score: hit.score,
    terms: hit.terms,
    queryTerms: hit.queryTerms,
  }));
}
