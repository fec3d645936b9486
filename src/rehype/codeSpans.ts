/**
 * Code spans, at build time (a rehype plugin of the docs and pages plugins, after
 * src/rehype/tables.ts): a hyphenated word in a code span (`--run`, `get-account`, `-32603`) is
 * wrapped in `<span class="code-word">`, which does not wrap, so a line never ends inside it
 * (src/lib/breakable.ts `hyphenatedWords`). Code blocks (`pre`) are left alone; the text, and so
 * copying it, is unchanged.
 */
import {WHOLE_WORD, hyphenatedWords} from '../lib/breakable';
import {element, isElement, text, type Node} from './hast';

function keepWordsWhole(code: Node): void {
  let wrapped = false;
  code.children = (code.children ?? []).flatMap((child) => {
    if (child.type !== 'text') return [child];
    return hyphenatedWords(child.value ?? '').map(({value, whole}): Node => {
      if (!whole) return text(value);
      wrapped = true;
      return element('span', {className: [WHOLE_WORD]}, [text(value)]);
    });
  });
  // Tells MDXComponents' `code` that this span is inline despite its element children.
  if (wrapped) code.properties = {...code.properties, dataBreakable: ''};
}

function visit(node: Node): void {
  for (const child of node.children ?? []) {
    // Into everything else, MDX's JSX elements (admonitions, tabs) included.
    if (isElement(child, 'pre')) continue;
    if (isElement(child, 'code')) keepWordsWhole(child);
    else visit(child);
  }
}

export default function rehypeCodeSpans() {
  return (tree: Node) => visit(tree);
}
