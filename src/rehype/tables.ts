/**
 * Markdown tables, at build time (a rehype plugin of the docs and pages plugins):
 * - each table sits in a box that scrolls sideways when the table cannot fit the column, so the
 *   page itself never overflows; the box is a labelled, focusable region so keyboard users can
 *   scroll it too;
 * - code spans in cells get `<wbr>` at their break opportunities (src/lib/breakable.ts), so long
 *   code wraps after `.`, `/` or `(` instead of mid-identifier, and prose is never broken; a
 *   very long piece also gets phone-only ones (`<wbr class="phone-break">`);
 * - a table that would not fit a phone (its narrowest layout, estimated from its longest
 *   unbreakable piece per column, is wider than PHONE_COLUMN) is marked for reflow: its box gets
 *   the `table-reflow` class and each body cell a `data-label` with its column's header text.
 *   At phone widths src/css/custom.css shows each row as a block, its first cell as the heading
 *   and every other cell after its label. Tables that fit stay tables; wider screens are
 *   unchanged.
 */
import {PHONE_BREAK, REFLOW, phoneSegments} from '../lib/breakable';
import {element, isElement, type Node} from './hast';

/**
 * Width in CSS px that a table must fit on a phone: a 360 px screen less the page's 16 px
 * padding on each side. Tables at most this wide at their narrowest stay tables.
 */
export const PHONE_COLUMN = 328;
/** Indent of a table's content per enclosing list item, blockquote, admonition or details. */
const NESTED_INSET = 32;
/**
 * Measured advance per character at the site's sizes (Inter 16 px, monospace at 92 %), rounded up,
 * so the estimate errs towards reflowing: checked against Chromium's min-content width of every
 * table of the site, it is never more than 3 % narrower.
 */
const TEXT_PX = 9;
const CODE_PX = 9;
/** A code span's padding and border, at each end. */
const CODE_EDGE_PX = 4;
/** A cell's padding (0.75rem each side) and its border. */
const CELL_PX = 25;

function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function addBreaks(code: Node): void {
  const before = code.children?.length;
  code.children = (code.children ?? []).flatMap((child) => {
    if (child.type !== 'text') return [child];
    return phoneSegments(child.value ?? '').flatMap((piece, i) => [
      ...(i === 0 ? [] : [element('wbr', {}, [])]),
      ...piece.flatMap((value, j) => [
        ...(j === 0 ? [] : [element('wbr', {className: [PHONE_BREAK]}, [])]),
        {type: 'text', value},
      ]),
    ]);
  });
  // Tells MDXComponents' `code` that this span is inline despite its <wbr> children.
  if (code.children.length !== before) code.properties = {...code.properties, dataBreakable: ''};
}

function visitCells(node: Node): void {
  for (const child of node.children ?? []) {
    if (isElement(child, 'code')) addBreaks(child);
    else visitCells(child);
  }
}

/** The table's rows in order (thead, tbody), each with its cells. */
function rowsOf(node: Node): Node[] {
  return (node.children ?? []).flatMap((child) =>
    isElement(child, 'tr')
      ? [child]
      : isElement(child, 'thead', 'tbody', 'tfoot')
        ? rowsOf(child)
        : [],
  );
}

const cellsOf = (row: Node) => (row.children ?? []).filter((c) => isElement(c, 'th', 'td'));

/** The header cells' texts: the first row's, when it is a header row. */
function headersOf(table: Node): string[] {
  const first = cellsOf(rowsOf(table)[0] ?? {type: 'element'});
  return first.every((cell) => isElement(cell, 'th')) ? first.map((c) => textOf(c).trim()) : [];
}

/**
 * The scroll region's name: its column headers, "Option, Default, …" (the page's own words, so
 * a translated page names its tables in its language; a build-time plugin has no translate()).
 * A table without header text is named by its first row.
 */
function tableLabel(headers: string[], table: Node): string {
  const named = headers.filter(Boolean);
  if (named.length) return named.join(', ');
  return cellsOf(rowsOf(table)[0] ?? {type: 'element'})
    .map((c) => textOf(c).trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The width of a cell's longest piece that cannot wrap, in px: text breaks at white space, code
 * also at its `<wbr>` (so run it after addBreaks), and `<br>` ends a line.
 */
export function minCellWidth(cell: Node): number {
  let widest = 0;
  let run = 0;
  const end = () => {
    widest = Math.max(widest, run);
    run = 0;
  };
  const walk = (node: Node, code: boolean) => {
    if (node.type === 'text') {
      (node.value ?? '').split(/(\s+)/).forEach((part) => {
        if (/^\s+$/.test(part)) end();
        else run += part.length * (code ? CODE_PX : TEXT_PX);
      });
    } else if (isElement(node, 'wbr', 'br')) {
      end();
    } else {
      const opens = !code && isElement(node, 'code');
      if (opens) run += CODE_EDGE_PX;
      for (const child of node.children ?? []) walk(child, code || opens);
      if (opens) run += CODE_EDGE_PX;
    }
  };
  walk(cell, false);
  end();
  return widest;
}

/** The table's narrowest layout, in px: each column as wide as its widest unbreakable piece. */
export function minTableWidth(table: Node): number {
  const columns: number[] = [];
  for (const row of rowsOf(table))
    cellsOf(row).forEach((cell, i) => {
      columns[i] = Math.max(columns[i] ?? 0, minCellWidth(cell));
    });
  return columns.reduce((sum, width) => sum + width + CELL_PX, 1);
}

/**
 * Labels each body cell with its column's header. No explicit ARIA roles: the page's MDX is
 * compiled into its JS chunk, and a role on every part of every wide table cost more first-load
 * JS than the budget has (issue: first-load JS unchanged); Chromium and Firefox keep a
 * reflowed table a table (tests/e2e/routes.spec.ts checks Chromium's accessibility tree).
 */
function markForReflow(table: Node, headers: string[]): void {
  rowsOf(table).forEach((row, r) => {
    cellsOf(row).forEach((cell, i) => {
      const header = r === 0 && headers.length > 0;
      if (!header && headers[i]) cell.properties = {...cell.properties, dataLabel: headers[i]};
    });
  });
}

/** MDX's own elements that indent their content (`:::note`, `<details>`). */
const isIndenting = (node: Node) =>
  isElement(node, 'li', 'blockquote', 'details') ||
  (node.type === 'mdxJsxFlowElement' && ['admonition', 'details'].includes(node.name ?? ''));

function transform(node: Node, inset: number): void {
  const children = node.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (isElement(child, 'table')) {
      visitCells(child);
      const headers = headersOf(child);
      const reflow =
        minTableWidth(child) > PHONE_COLUMN - inset &&
        cellsOf(rowsOf(child)[0] ?? child).length > 1;
      if (reflow) markForReflow(child, headers);
      children[i] = element(
        'div',
        {
          className: reflow ? ['table-scroll', REFLOW] : ['table-scroll'],
          role: 'region',
          tabIndex: 0,
          ariaLabel: tableLabel(headers, child),
        },
        [child],
      );
    } else {
      transform(child, inset + (isIndenting(child) ? NESTED_INSET : 0));
    }
  }
}

export default function rehypeTables() {
  return (tree: Node) => transform(tree, 0);
}
