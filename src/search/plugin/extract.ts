/**
 * Build time: one built HTML page → one search document per heading section
 * (ARCHITECTURE.md "Search index"). The page's intro (before its first h2)
 * is the document with `isPage: true`; every h2 and h3 starts a new document
 * whose `titles` are its parent headings.
 *
 * The content is the page's `.markdown` container (docs and MDX pages); pages
 * without one (React-only pages, the 404 page) give no documents. Each section
 * is written as the attribute-free HTML subset of ../engine/safeHtml.ts, and its `text`
 * is derived from that HTML, so words are separated exactly where the page
 * separates them (block edges, table cells, code lines, <br>).
 */
import {parse, type DefaultTreeAdapterMap} from 'parse5';

import {escapeHtml, htmlToText, isAllowedTag, isBlockTag, normalizeText} from '../engine/safeHtml';
import {SCOPED_PACKAGE} from '../engine/tokens';
import type {SearchDocument} from '../protocol';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Never indexed: not prose, or not visible text. */
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'button',
  'iframe',
  'object',
  'embed',
  'input',
  'select',
  'textarea',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'form',
  'dialog',
  'head',
  'title',
  'meta',
  'link',
  'h1',
]);
/** Renamed to an allowed tag. */
const RENAME: Record<string, string> = {b: 'strong', i: 'em', s: 'del', tfoot: 'tbody'};
/** Dropped, but their text is kept; no word boundary at their edges. */
const INLINE = new Set([
  'a',
  'abbr',
  'bdi',
  'bdo',
  'cite',
  'data',
  'dfn',
  'ins',
  'mark',
  'q',
  'samp',
  'small',
  'span',
  'time',
  'u',
  'var',
  'wbr',
  'label',
]);

function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

function hasClass(el: Element, cls: string): boolean {
  return (attr(el, 'class') ?? '').split(/\s+/).includes(cls);
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: Node): Node[] {
  if (isElement(node) && node.tagName === 'template') return [];
  return 'childNodes' in node ? (node as ParentNode).childNodes : [];
}

function shouldSkip(el: Element): boolean {
  return (
    SKIP.has(el.tagName) ||
    attr(el, 'aria-hidden') === 'true' ||
    hasClass(el, 'hash-link') ||
    attr(el, 'data-footnote-ref') !== undefined ||
    attr(el, 'data-footnote-backref') !== undefined
  );
}

/** Depth-first search for the first element matching `test`. */
export function findElement(node: Node, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of childrenOf(node)) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Visible text of an element: skipped elements dropped, block edges as spaces. */
export function elementText(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeName === '#text') {
      parts.push((n as DefaultTreeAdapterMap['textNode']).value);
      return;
    }
    if (!isElement(n)) return;
    if (shouldSkip(n) && n !== node) return;
    const boundary = !INLINE.has(n.tagName) && !isAllowedInline(n.tagName);
    if (boundary) parts.push(' ');
    childrenOf(n).forEach(walk);
    if (boundary) parts.push(' ');
  };
  walk(node);
  return normalizeText(parts.join(''));
}

function isAllowedInline(tag: string): boolean {
  const name = RENAME[tag] ?? tag;
  return isAllowedTag(name) && !isBlockTag(name);
}

/** Text of a code block, one line per `.token-line` / `<br>`, indentation kept. */
function codeText(pre: Element): string {
  let out = '';
  const walk = (n: Node) => {
    if (n.nodeName === '#text') {
      out += (n as DefaultTreeAdapterMap['textNode']).value;
      return;
    }
    if (!isElement(n) || shouldSkip(n)) return;
    if (n.tagName === 'br') {
      out += '\n';
      return;
    }
    const block = !INLINE.has(n.tagName) && !isAllowedInline(n.tagName);
    childrenOf(n).forEach(walk);
    if (block && !out.endsWith('\n')) out += '\n';
  };
  childrenOf(pre).forEach(walk);
  return out.replace(/\n+$/, '');
}

/** Rows of a table, header rows (inside `<thead>`) left out. */
function bodyRows(table: Element): Element[] {
  const rows: Element[] = [];
  const walk = (n: Node) => {
    if (!isElement(n) || n.tagName === 'thead' || shouldSkip(n)) return;
    if (n.tagName === 'tr') rows.push(n);
    else childrenOf(n).forEach(walk);
  };
  childrenOf(table).forEach(walk);
  return rows;
}

/**
 * A generated reference table (`<table data-search="names">`, e.g. a
 * package's exports with their signatures) is indexed by its first column
 * only: readers search for an export's name, and the signatures would be most
 * of the index.
 */
function namesOnly(table: Element): string {
  const names = bodyRows(table)
    .map((row) =>
      childrenOf(row).find(
        (c): c is Element => isElement(c) && (c.tagName === 'td' || c.tagName === 'th'),
      ),
    )
    .map((cell) => (cell ? elementText(cell) : ''))
    .filter(Boolean);
  return names.length
    ? `<p>${names.map((name) => `<code>${escapeHtml(name)}</code>`).join(' ')}</p>`
    : '';
}

interface Section {
  href: string;
  title: string;
  titles: string[];
  isPage: boolean;
  html: string[];
}

/**
 * Splits one built page into search documents.
 * @param html the page's full HTML as written by the build
 * @param route the page's route path (`/core/forking`); hrefs are `route` and `route#anchor`
 * @param options.titleTemplate the site's title template (`%s · Tevm`): without an h1,
 *   the page title is the document's `<title>` with the template taken off
 */
export function extractSections(
  html: string,
  route: string,
  {titleTemplate = '%s'}: {titleTemplate?: string} = {},
): SearchDocument[] {
  const doc = parse(html);
  const content =
    findElement(doc, (el) => hasClass(el, 'markdown')) ??
    findElement(doc, (el) => el.tagName === 'article');
  if (!content) return [];
  const h1 = findElement(content, (el) => el.tagName === 'h1');
  const titleEl = findElement(doc, (el) => el.tagName === 'title');
  const pageTitle =
    (h1 && elementText(h1)) || untemplate(titleEl ? elementText(titleEl) : '', titleTemplate);

  const description = metaContent(doc, 'description');
  const keywords = metaContent(doc, 'keywords')
    .split(',')
    .map((k) => normalizeText(k))
    .filter(Boolean);

  const sections: Section[] = [{href: route, title: pageTitle, titles: [], isPage: true, html: []}];
  let h2Title: string | undefined;
  /** Allowed elements open in the current section, to close and reopen across a split. */
  const open: string[] = [];
  const current = () => sections[sections.length - 1]!;
  const emit = (chunk: string) => current().html.push(chunk);

  const startSection = (heading: Element) => {
    const title = elementText(heading);
    const id = attr(heading, 'id');
    for (let i = open.length - 1; i >= 0; i--) emit(`</${open[i]}>`);
    const level = heading.tagName;
    if (level === 'h2') h2Title = title;
    const titles = level === 'h3' && h2Title !== undefined ? [pageTitle, h2Title] : [pageTitle];
    sections.push({href: id ? `${route}#${id}` : route, title, titles, isPage: false, html: []});
    for (const tag of open) emit(`<${tag}>`);
  };

  const visit = (node: Node) => {
    if (node.nodeName === '#text') {
      emit(escapeHtml((node as DefaultTreeAdapterMap['textNode']).value.replace(/\s+/g, ' ')));
      return;
    }
    if (!isElement(node) || shouldSkip(node)) return;
    const tag = node.tagName;
    if (tag === 'h2' || tag === 'h3') {
      startSection(node);
      return;
    }
    if (tag === 'pre') {
      emit(`<pre><code>${escapeHtml(codeText(node))}</code></pre>`);
      return;
    }
    if (tag === 'table' && attr(node, 'data-search') === 'names') {
      emit(namesOnly(node));
      return;
    }
    if (tag === 'br') {
      emit('<br>');
      return;
    }
    const name = hasClass(node, 'theme-admonition') ? 'blockquote' : (RENAME[tag] ?? tag);
    if (isAllowedTag(name)) {
      emit(`<${name}>`);
      open.push(name);
      childrenOf(node).forEach(visit);
      open.pop();
      emit(`</${name}>`);
      return;
    }
    // Any other element is transparent; a block-level one still separates words.
    const boundary = !INLINE.has(tag);
    if (boundary) emit(' ');
    childrenOf(node).forEach(visit);
    if (boundary) emit(' ');
  };
  childrenOf(content).forEach(visit);

  return sections.map((section) => {
    const sectionHtml = compactHtml(section.html.join(''));
    const text = indexedText(sectionHtml);
    return {
      id: section.href,
      href: section.href,
      html: sectionHtml,
      isPage: section.isPage,
      // The page's description is part of what the page is about.
      text: section.isPage && description ? normalizeText(`${text} ${description}`) : text,
      title: section.title,
      titles: section.titles,
      ...(keywords.length ? {keywords} : {}),
    };
  });
}

/** `<meta name="…" content="…">` of the page, '' when it has none. */
function metaContent(doc: Node, name: string): string {
  const meta = findElement(doc, (el) => el.tagName === 'meta' && attr(el, 'name') === name);
  return normalizeText((meta && attr(meta, 'content')) ?? '');
}

/**
 * Syntax and the verified examples' own checks (`assert.equal`…) are in
 * almost every code block: as search terms they match everything and weigh
 * a lot in the index file.
 */
const CODE_NOISE = new Set(
  (
    'import export from const let var await async new return function true false null undefined type ' +
    'interface if else throw typeof of in as default class extends this void for while do break continue ' +
    'switch case try catch finally yield static readonly keyof assert strict equal deepEqual ok console log'
  ).split(' '),
);

/** A scoped package name (whole, as ../engine/tokens.ts reads it) or an identifier. */
const CODE_TERM = new RegExp(`${SCOPED_PACKAGE.source}|(?<![\\w$])[A-Za-z_$][\\w$]*`, 'gi');

/** The identifiers of a code block, each once, noise left out; scoped package names kept whole. */
export function codeTerms(code: string): string[] {
  const terms = new Set<string>();
  for (const m of code.matchAll(CODE_TERM)) {
    if (!CODE_NOISE.has(m[0])) terms.add(m[0]);
  }
  return [...terms];
}

/**
 * What gets indexed for a section: its prose, and each code block reduced to
 * the identifiers it uses (searching finds the sections that use an API;
 * punctuation, literals and repeats add nothing but size).
 */
export function indexedText(sectionHtml: string): string {
  const code: string[] = [];
  const prose = sectionHtml.replace(/<pre><code>([\s\S]*?)<\/code><\/pre>/g, (_m, body: string) => {
    code.push(...codeTerms(htmlToText(body)));
    return '<p></p>';
  });
  return normalizeText(`${htmlToText(prose)} ${[...new Set(code)].join(' ')}`);
}

/** `Forking · Tevm` → `Forking` for the template `%s · Tevm`. */
export function untemplate(title: string, template: string): string {
  const [prefix = '', suffix = ''] = template.split('%s');
  let out = title;
  if (prefix && out.startsWith(prefix)) out = out.slice(prefix.length);
  if (suffix && out.endsWith(suffix)) out = out.slice(0, -suffix.length);
  return normalizeText(out);
}

/** Drops whitespace that carries no meaning (around block tags, runs of spaces) and empty elements. */
export function compactHtml(html: string): string {
  // Protect code blocks, whose whitespace is content.
  const blocks: string[] = [];
  let out = html.replace(
    /<pre><code>[\s\S]*?<\/code><\/pre>/g,
    (m) => `\u0000${blocks.push(m) - 1}\u0000`,
  );
  const block = '(?:p|ul|ol|li|blockquote|table|thead|tbody|tr|th|td|dl|dt|dd|h4|h5|h6)';
  out = out.replace(/ {2,}/g, ' ');
  out = out.replace(new RegExp(`\\s*(</?${block}>)\\s*`, 'g'), '$1');
  let previous;
  do {
    previous = out;
    out = out.replace(/<(p|strong|em|code|blockquote)><\/\1>/g, '');
  } while (out !== previous);
  // eslint-disable-next-line no-control-regex -- NUL marks the placeholders of protected blocks
  out = out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => blocks[Number(i)]!);
  return out.trim();
}
