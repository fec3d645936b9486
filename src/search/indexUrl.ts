/**
 * Where the index is. The build writes `/.search/index.<hash>.json` and puts
 * its address in a `<meta name="search-index">` of every HTML page (see
 * src/plugins/search), so the client learns the hashed name from the page it
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
