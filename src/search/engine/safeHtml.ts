/**
 * The `html` field of a search document is a small, attribute-free subset of
 * HTML. The build writes it (see ../plugin/extract.ts); the dialog never hands it to
 * `innerHTML`. Instead `parseSafeHtml` turns it into a tree whose elements can
 * only be the tag names below, without attributes, and whose text is plain
 * text. React renders that tree, so markup or script that appears in a page's
 * text — or in a tampered index — shows up as text and never executes.
 *
 * Pure: no DOM, runs in Node (build, jest) and in the browser.
 */

/** Elements that separate words: their edges become spaces in the plain text. */
const BLOCK_TAGS = [
  'p',
  'ul',
  'ol',
  'li',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'dl',
  'dt',
  'dd',
  'h4',
  'h5',
  'h6',
  'br',
] as const;

/** Elements the `html` field may contain. Nothing else survives, and none carries attributes. */
export const ALLOWED_TAGS = [
  ...BLOCK_TAGS,
  'code',
  'strong',
  'em',
  'kbd',
  'del',
  'sup',
  'sub',
] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

const ALLOWED = new Set<string>(ALLOWED_TAGS);
const VOID = new Set<string>(['br']);
const BLOCK = new Set<string>(BLOCK_TAGS);

/** An allowed tag without attributes: `<p>`, `</p>`, `<br>`, `<br/>`. */
const TAG = /<(\/?)([a-z][a-z0-9]*)\s*\/?>/gi;

export function isAllowedTag(tag: string): tag is AllowedTag {
  return ALLOWED.has(tag);
}

export function isBlockTag(tag: string): boolean {
  return BLOCK.has(tag);
}

/** Escapes text for the `html` field (element content only; there are no attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references the build writes (and the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return NAMED[ref.toLowerCase()] ?? match;
  });
}

export interface SafeText {
  type: 'text';
  text: string;
}
export interface SafeElement {
  type: 'element';
  tag: AllowedTag;
  children: SafeNode[];
}
export type SafeNode = SafeText | SafeElement;

/**
 * Parses the `html` field into a tree. Only `<tag>` / `</tag>` / `<br>` with an
 * allowed name and no attributes are markup; every other `<` is text.
 */
export function parseSafeHtml(html: string): SafeNode[] {
  const root: SafeElement = {type: 'element', tag: 'p', children: []};
  const stack: SafeElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  const pushText = (raw: string) => {
    if (!raw) return;
    const text = decodeEntities(raw);
    const siblings = top().children;
    const last = siblings[siblings.length - 1];
    if (last?.type === 'text') last.text += text;
    else siblings.push({type: 'text', text});
  };
  const tagRe = new RegExp(TAG.source, 'gi');
  let cursor = 0;
  for (let m = tagRe.exec(html); m; m = tagRe.exec(html)) {
    const [whole, slash, rawName] = m;
    const name = rawName!.toLowerCase();
    if (!isAllowedTag(name)) continue; // stays text
    pushText(html.slice(cursor, m.index));
    cursor = m.index + whole.length;
    if (slash) {
      // Close the nearest open element of that name. A stray closing tag
      // closes nothing; a block one still separates the words around it.
      const at = stack.map((el) => el.tag).lastIndexOf(name);
      if (at > 0) stack.length = at;
      else if (BLOCK.has(name)) pushText(' ');
    } else {
      const el: SafeElement = {type: 'element', tag: name, children: []};
      top().children.push(el);
      if (!VOID.has(name)) stack.push(el);
    }
  }
  pushText(html.slice(cursor));
  return root.children;
}

/**
 * Plain text of a tree: block edges become spaces so words never run together,
 * whitespace collapses to single spaces.
 */
export function safeNodesToText(nodes: SafeNode[]): string {
  const parts: string[] = [];
  const walk = (list: SafeNode[]) => {
    for (const node of list) {
      if (node.type === 'text') {
        parts.push(node.text);
      } else {
        const block = BLOCK.has(node.tag);
        if (block) parts.push(' ');
        walk(node.children);
        if (block) parts.push(' ');
      }
    }
  };
  walk(nodes);
  return normalizeText(parts.join(''));
}

/**
 * `html` field → plain text (the `text` field): the same reading as
 * `safeNodesToText(parseSafeHtml(html))`, without building the tree.
 */
export function htmlToText(html: string): string {
  const stripped = html.replace(TAG, (tag, _slash: string, name: string) => {
    const lower = name.toLowerCase();
    if (!ALLOWED.has(lower)) return tag;
    return BLOCK.has(lower) ? ' ' : '';
  });
  return normalizeText(decodeEntities(stripped));
}

/** Collapses whitespace (and drops zero-width spaces) to single spaces. */
export function normalizeText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
