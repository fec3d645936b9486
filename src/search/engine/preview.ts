/**
 * The stored `html` of a search document is a preview of its section, not the
 * whole section: the index file is fetched by every reader who opens search,
 * and the sections' full HTML was two thirds of it. The full text is still
 * indexed (../plugin/extract.ts hands it to the engine), so every word of a section
 * finds it; the detail view shows the preview, and Enter opens the section.
 *
 * A preview keeps the section's markup, in order, until `maxChars` characters
 * of text have been written; a code block contributes at most `codeLines`
 * lines. Where it stops, the text ends with `…` at a word boundary and every
 * open element is closed. Pure: runs at build time and in jest.
 */
import {escapeHtml, parseSafeHtml, type SafeElement, type SafeNode} from './safeHtml';

/** Characters of text a preview holds (about 25 words: two or three lines of the dialog). */
export const PREVIEW_CHARS = 160;
/** Lines of a code block a preview holds. */
export const PREVIEW_CODE_LINES = 2;

const ELLIPSIS = '…';

/** Cuts `text` to at most `max` characters at a word boundary, ending with `…`. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(0, max));
  const space = head.search(/\s\S*$/);
  const cut = (space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.(]+$/, '');
  return `${cut}${ELLIPSIS}`;
}

/** First `lines` lines of a code block's text, with a `…` line when it had more. */
export function cutCode(code: string, lines: number): string {
  const all = code.split('\n');
  return all.length <= lines ? code : `${all.slice(0, lines).join('\n')}\n${ELLIPSIS}`;
}

function textOf(nodes: SafeNode[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.text : textOf(n.children))).join('');
}

/** Section HTML (safeHtml.ts subset) → its preview, in the same subset. */
export function previewHtml(
  html: string,
  {
    maxChars = PREVIEW_CHARS,
    codeLines = PREVIEW_CODE_LINES,
  }: {maxChars?: number; codeLines?: number} = {},
): string {
  let budget = maxChars;
  let done = false;

  const render = (nodes: SafeNode[]): string => {
    let out = '';
    for (const node of nodes) {
      if (done) break;
      if (node.type === 'text') {
        // Runs of whitespace count once, as they read.
        const length = node.text.replace(/\s+/g, ' ').length;
        if (length <= budget) {
          out += escapeHtml(node.text);
          budget -= length;
        } else {
          out += escapeHtml(cutText(node.text.replace(/\s+/g, ' '), budget));
          budget = 0;
          done = true;
        }
        continue;
      }
      out += renderElement(node);
    }
    return out;
  };

  const renderElement = (el: SafeElement): string => {
    if (el.tag === 'br') return '<br>';
    if (el.tag === 'pre') {
      const code = cutCode(textOf(el.children).replace(/\n+$/, ''), codeLines);
      if (code.length > budget) {
        done = true;
        return '';
      }
      budget -= code.length;
      return `<pre><code>${escapeHtml(code)}</code></pre>`;
    }
    const inner = render(el.children);
    return inner.trim() ? `<${el.tag}>${inner}</${el.tag}>` : '';
  };

  return render(parseSafeHtml(html)).trim();
}
