/**
 * Code spans, at build time (a rehype plugin of the docs and pages plugins, after
 * src/rehype/tables.ts): a hyphenated word in a code span (`--run`, `get-account`, `-32603`) is
 * wrapped in `<span class="code-word">`, which does not wrap, so a line never ends inside it
 * (src/lib/breakable.ts `hyphenatedWords`). Code blocks (`pre`) are left alone; the text, and so
 * copying it, is unchanged.
 */
import {WHOLE_WORD, hyphenatedWords} from '../lib/breakable';

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

function keepWordsWhole(code: Node): void {
  let wrapped = false;
  code.children = (code.children ?? []).flatMap((child) => {
    if (child.type !== 'text') return [child];
    return hyphenatedWords(child.value ?? '').map(({value, whole}): Node => {
      if (!whole) return {type: 'text', value};
      wrapped = true;
      return {
        type: 'element',
        tagName: 'span',
        properties: {className: [WHOLE_WORD]},
        children: [{type: 'text', value}],
      };
    });
  });
  // Tells MDXComponents' `code` that this span is inline despite its element children.
  if (wrapped) code.properties = {...code.properties, dataBreakable: ''};
}

function visit(node: Node): void {
  for (const child of node.children ?? []) {
    // Into everything else, MDX's JSX elements (admonitions, tabs) included.
    if (child.type === 'element' && child.tagName === 'pre') continue;
    if (child.type === 'element' && child.tagName === 'code') keepWordsWhole(child);
    else visit(child);
  }
}

export default function rehypeCodeSpans() {
  return (tree: Node) => visit(tree);
}
