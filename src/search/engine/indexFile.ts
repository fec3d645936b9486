/**
 * The index file's compact spelling (../protocol.ts `SearchIndexFile`) and back.
 * `packIndex` ∘ `unpackIndex` is the identity on what minisearch serialises,
 * so the client loads exactly the index the build made (MiniSearch.loadJS).
 */
import type {AsPlainObject} from 'minisearch';

import {htmlToText} from './safeHtml';
import type {SearchDocument, SearchDocumentRow, SearchIndexFile} from '../protocol';

/** Ids are hrefs; a repeated href gets `~2`, `~3`… so ids stay unique. */
export function uniqueIds(hrefs: string[]): string[] {
  const seen = new Map<string, number>();
  return hrefs.map((href) => {
    const n = (seen.get(href) ?? 0) + 1;
    seen.set(href, n);
    return n === 1 ? href : `${href}~${n}`;
  });
}

/** Route part of an href (`/core/forking#x` → `/core/forking`). */
function routeOf(href: string): string {
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(0, hash);
}

/**
 * Documents → rows. A document's parent is the latest earlier document of the
 * same page one level up (its titles are the parent's titles plus the parent's
 * title); the function checks that every document's titles come out the same.
 */
export function toRows(docs: SearchDocument[]): SearchDocumentRow[] {
  const rows: SearchDocumentRow[] = [];
  /** Latest document per depth (titles.length) within the current page. */
  let latest: number[] = [];
  let page = -1;
  docs.forEach((doc, i) => {
    const depth = doc.titles.length;
    if (doc.isPage) {
      if (depth !== 0) throw new Error(`Search document ${doc.href}: a page has no parent titles`);
      page = i;
      latest = [i];
      rows.push([doc.href, doc.title, -1, doc.html]);
      return;
    }
    const parent = latest[depth - 1];
    const pageDoc = docs[page];
    if (depth === 0 || parent === undefined || !pageDoc || routeOf(doc.href) !== pageDoc.href) {
      throw new Error(`Search document ${doc.href}: it must follow its page and parent heading`);
    }
    const parentDoc = docs[parent]!;
    const expected = [...parentDoc.titles, parentDoc.title];
    if (expected.join('\u0000') !== doc.titles.join('\u0000')) {
      throw new Error(
        `Search document ${doc.href}: titles ${JSON.stringify(doc.titles)} do not follow its headings`,
      );
    }
    latest = [...latest.slice(0, depth), i];
    rows.push([doc.href.slice(pageDoc.href.length), doc.title, parent, doc.html]);
  });
  return rows;
}

/**
 * Rows → documents (ids, titles, isPage and text derived). `text` is only
 * read for results, so it is computed on first read rather than on load.
 */
export function fromRows(rows: SearchDocumentRow[]): SearchDocument[] {
  const docs: SearchDocument[] = [];
  let pageHref = '';
  rows.forEach(([href, title, parent, html], i) => {
    const parentDoc = parent >= 0 && parent < i ? docs[parent] : undefined;
    if (parent >= 0 && !parentDoc) throw new Error(`Search index row ${i}: bad parent ${parent}`);
    if (!parentDoc) pageHref = href;
    let text: string | undefined;
    const doc = {
      id: '',
      href: parentDoc ? `${pageHref}${href}` : href,
      html,
      isPage: !parentDoc,
      title,
      titles: parentDoc ? [...parentDoc.titles, parentDoc.title] : [],
    } as SearchDocument;
    Object.defineProperty(doc, 'text', {enumerable: true, get: () => (text ??= htmlToText(html))});
    docs.push(doc);
  });
  uniqueIds(docs.map((d) => d.href)).forEach((id, i) => (docs[i]!.id = id));
  return docs;
}

/** minisearch's serialisation (built over positions 0…n-1) + documents → the file. */
export function packIndex(docs: SearchDocument[], index: AsPlainObject): SearchIndexFile {
  const n = docs.length;
  const fieldCount = Object.keys(index.fieldIds).length;
  for (let i = 0; i < n; i++) {
    if (index.documentIds[i] !== i)
      throw new Error('The index must be built over document positions');
  }
  if (index.documentCount !== n || index.nextId !== n || index.dirtCount !== 0) {
    throw new Error('The index must hold exactly the documents, none removed');
  }
  const fieldLength: number[] = [];
  for (let i = 0; i < n; i++) {
    const lengths = index.fieldLength[i] ?? [];
    for (let f = 0; f < fieldCount; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const entries = [...index.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const postings = entries.map(([, byField]) =>
    Object.entries(byField)
      .map(([field, byDoc]) => {
        let previous = 0;
        const ids = Object.keys(byDoc)
          .map(Number)
          .sort((a, b) => a - b);
        const list = ids.map((id) => {
          const delta = (id - previous).toString(36);
          previous = id;
          const freq = byDoc[id]!;
          return freq === 1 ? delta : `${delta}*${freq.toString(36)}`;
        });
        return `${field}:${list.join(',')}`;
      })
      .join(';'),
  );
  return {
    version: 1,
    docs: toRows(docs),
    fields: index.fieldIds,
    fieldLength,
    averageFieldLength: index.averageFieldLength,
    terms: entries.map(([term]) => term),
    postings,
  };
}

/** The file → documents + minisearch's serialisation, ready for MiniSearch.loadJS. */
export function unpackIndex(file: SearchIndexFile): {docs: SearchDocument[]; index: AsPlainObject} {
  if (
    file?.version !== 1 ||
    !Array.isArray(file.docs) ||
    !Array.isArray(file.terms) ||
    !Array.isArray(file.postings) ||
    file.terms.length !== file.postings.length
  ) {
    throw new Error('Unsupported search index file');
  }
  const docs = fromRows(file.docs);
  const n = docs.length;
  const fieldCount = Object.keys(file.fields).length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let i = 0; i < n; i++) {
    documentIds[i] = i;
    fieldLength[i] = file.fieldLength.slice(i * fieldCount, (i + 1) * fieldCount);
  }
  const index: AsPlainObject['index'] = file.terms.map((term, t) => {
    const byField: Record<string, Record<string, number>> = {};
    for (const group of file.postings[t]!.split(';')) {
      const colon = group.indexOf(':');
      const byDoc: Record<string, number> = {};
      let id = 0;
      for (const entry of group.slice(colon + 1).split(',')) {
        const star = entry.indexOf('*');
        id += parseInt(star < 0 ? entry : entry.slice(0, star), 36);
        byDoc[id] = star < 0 ? 1 : parseInt(entry.slice(star + 1), 36);
      }
      byField[group.slice(0, colon)] = byDoc;
    }
    return [term, byField];
  });
  return {
    docs,
    index: {
      documentCount: n,
      nextId: n,
      documentIds,
      fieldIds: file.fields,
      fieldLength,
      averageFieldLength: file.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index,
      serializationVersion: 2,
    },
  };
}
