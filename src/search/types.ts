/**
 * ARCHITECTURE.md "Search index": the documents and the file the build writes.
 */

/** One heading section of one page. */
export interface SearchDocument {
  /** Unique: the href, with `~2`, `~3`… appended when a page repeats an href. */
  id: string;
  /** Route path, plus `#anchor` for a section. */
  href: string;
  /**
   * The section's content as the attribute-free HTML subset of safeHtml.ts.
   * Extracted: the whole section; stored in the index file: its preview (preview.ts).
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
   * indexed with the titles (engine.ts); not stored in the index file.
   */
  keywords?: string[];
}

/**
 * A document in the file: `[href, title, parent, html]`.
 * - `parent` is the position of the parent document (the page for an h2, the
 *   h2 for an h3), or -1 for a page; `isPage` and `titles` follow from it.
 * - `href` is the route for a page, and `#anchor` (or '') for a section,
 *   relative to its page's route.
 * - `id` and `text` are derived on load (text from html, see safeHtml.ts).
 */
export type SearchDocumentRow = [href: string, title: string, parent: number, html: string];

/**
 * `/.search/index.<hash>.json`: the stored fields once, as rows, plus
 * minisearch's serialised index (MiniSearch#toJSON) in a denser spelling
 * that indexFile.ts turns back into exactly what toJSON wrote.
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
