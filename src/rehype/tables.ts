/**
 * Markdown tables, at build time (a rehype plugin of the docs and pages plugins):
 * - each table sits in a box that scrolls sideways when the table cannot fit the column
 *   (phones), so the page itself never overflows; the box is a labelled, focusable region so
 *   keyboard users can scroll it too;
 * - code spans in cells get `<wbr>` at their break opportunities (src/lib/breakable.ts), so long
 *   code wraps after `.`, `/` or `(` instead of mid-identifier, and prose is never broken.
 */
import {breakableSegments} from '../lib/breakable';

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const element = (tagName: string, properties: Record<string, unknown>, children: Node[]): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});

function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function addBreaks(code: Node): void {
  const before = code.children?.length;
  code.children = (code.children ?? []).flatMap((child) => {
    if (child.type !== 'text') return [child];
    const pieces = breakableSegments(child.value ?? '');
    return pieces.flatMap((value, i) =>
      i === 0 ? [{type: 'text', value}] : [element('wbr', {}, []), {type: 'text', value}],
    );
  });
  // Tells MDXComponents' `code` that this span is inline despite its <wbr> children.
  if (code.children.length !== before) code.properties = {...code.properties, dataBreakable: ''};
}

function visitCells(node: Node): void {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName === 'code') addBreaks(child);
    else visitCells(child);
  }
}

function firstRow(node: Node): Node | undefined {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName === 'tr') return child;
    const row = firstRow(child);
    if (row) return row;
  }
  return undefined;
}

/** The header cells' text, as the scroll region's name ("Table: Option, Default, …"). */
function tableLabel(table: Node): string {
  const headers = (firstRow(table)?.children ?? [])
    .filter((cell) => cell.tagName === 'th')
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
  return headers.length ? `Table: ${headers.join(', ')}` : 'Table';
}

function transform(node: Node): void {
  const children = node.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === 'element' && child.tagName === 'table') {
      visitCells(child);
      children[i] = element(
        'div',
        {className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: tableLabel(child)},
        [child],
      );
    } else {
      transform(child);
    }
  }
}

export default function rehypeTables() {
  return (tree: Node) => transform(tree);
}
