/**
 * What the build hands the page (ARCHITECTURE.md "Search index"): the documents, the file the
 * plugin writes (plugin/) and the engine loads (engine/), and where a page finds that file.
 */

/** One heading section of one page. */
export interface SearchDocument {
  /** Unique: the href, with `~2`, `~3`… appended when a page repeats an href. */
  id: string;
  /** Route path, plus `#anchor` for a section. */
  href: string;
  /**
   * The section's content as the attribute-free HTML subset of engine/safeHtml.ts.
   * Extracted: the whole section; stored in the index file: its preview (engine/preview.ts).
   */
  html: string;
  /** True for a page's intro (the text before its first h2). */
  isPage: boolean;
  /**
   * Plain text of `html`, words separated. At build time the whole section's
   * text, which is what gets indexed; on load, the text of the stored preview.
   */
  text: string;
  /** The section's heading (the page title for the intro). */
  title: string;
  /** Parent headings, outermost first: [] for a page, [page] for an h2, [page, h2] for an h3. */
  titles: string[];
  /**
   * Build time only: the page's `keywords` front matter (its `<meta name="keywords">`),
   * indexed with the titles (engine/index.ts); not stored in the index file.
   */
  keywords?: string[];
}

/**
 * A document in the file: `[href, title, parent, html]`.
 * - `parent` is the position of the parent document (the page for an h2, the
 *   h2 for an h3), or -1 for a page; `isPage` and `titles` follow from it.
 * - `href` is the route for a page, and `#anchor` (or '') for a section,
 *   relative to its page's route.
 * - `id` and `text` are derived on load (text from html, see engine/safeHtml.ts).
 */
export type SearchDocumentRow = [href: string, title: string, parent: number, html: string];

/**
 * `/.search/index.<hash>.json`: the stored fields once, as rows, plus
 * minisearch's serialised index (MiniSearch#toJSON) in a denser spelling
 * that engine/indexFile.ts turns back into exactly what toJSON wrote.
 */
export interface SearchIndexFile {
  version: 1;
  docs: SearchDocumentRow[];
  /** minisearch's fieldIds, e.g. {title: 0, titles: 1, text: 2}. */
  fields: Record<string, number>;
  /** Per document, the length of each field, flattened (document-major). */
  fieldLength: number[];
  averageFieldLength: number[];
  /** Indexed terms, sorted. */
  terms: string[];
  /**
   * Per term, its postings: `field:entry,entry;field:entry…`, where an entry
   * is the document's position minus the previous one's, in base 36, with
   * `*frequency` (base 36) when the term occurs more than once.
   */
  postings: string[];
}

/**
 * Where the index is. The build writes `/.search/index.<hash>.json` and puts
 * its address in a `<meta name="search-index">` of every HTML page (see
 * plugin/index.ts), so the client learns the hashed name from the page it
 * already has — no manifest request, and no fetch before search is opened.
 */
export const INDEX_META_NAME = 'search-index';
export const INDEX_DIR = '.search';

/** `index.<hash>.json` for a content hash. */
export function indexFileName(hash: string): string {
  return `index.${hash}.json`;
}

/** The `<meta>` tag the build adds to every page. */
export function indexMetaTag(url: string): string {
  const escaped = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<meta name="${INDEX_META_NAME}" content="${escaped}">`;
}

/** The index URL the page was built with, or null (dev server: no index). */
export function readIndexUrl(doc: Pick<Document, 'querySelector'> | undefined): string | null {
  const meta = doc?.querySelector(`meta[name="${INDEX_META_NAME}"]`);
  const url = meta?.getAttribute('content');
  return url ? url : null;
}
