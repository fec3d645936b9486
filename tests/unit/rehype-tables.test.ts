import rehypeTables, {minCellWidth, minTableWidth, PHONE_COLUMN} from '../../src/rehype/tables';

import {element, text, type Node} from '../../src/rehype/hast';

/** An element without properties; strings become text nodes. */
const h = (tagName: string, ...children: Array<Node | string>): Node =>
  element(
    tagName,
    {},
    children.map((c) => (typeof c === 'string' ? text(c) : c)),
  );
const code = (value: string) => h('code', value);

/** A cell's content: one node or text, or several. */
type Cell = Node | string | Array<Node | string>;

/** A Markdown table as remark-gfm gives it: a header row of th, then body rows of td. */
function table(header: Cell[], ...rows: Cell[][]): Node {
  const row = (tag: string, cells: Cell[]) => h('tr', ...cells.map((c) => h(tag, ...[c].flat())));
  return h('table', h('thead', row('th', header)), h('tbody', ...rows.map((r) => row('td', r))));
}

function run(...children: Node[]): Node {
  const tree: Node = {type: 'root', children};
  rehypeTables()(tree as never);
  return tree;
}

const all = (node: Node, tag: string): Node[] =>
  (node.children ?? []).flatMap((c) => [...(c.tagName === tag ? [c] : []), ...all(c, tag)]);

const narrow = () => table([['Name'], ['Meaning']], ['a', 'the first'], ['b', 'the second']);
const wide = () =>
  table(
    [[code('fork'), ' field'], ['Type'], ['Meaning']],
    [code('transport'), code('EIP1193RequestFn'), 'where state comes from'],
    [code('blockTag'), code('BlockTag | bigint'), 'the block to fork at (a tag or a number)'],
  );

describe('rehype tables', () => {
  test('every table sits in a focusable region named by its headers', () => {
    const [box] = run(narrow()).children!;
    expect(box!.tagName).toBe('div');
    expect(box!.properties).toMatchObject({
      className: ['table-scroll'],
      role: 'region',
      tabIndex: 0,
      ariaLabel: 'Name, Meaning',
    });
    expect(box!.children![0]!.tagName).toBe('table');
  });

  test('a table that fits a phone stays a plain table: no reflow class, labels or roles', () => {
    const tree = run(narrow());
    expect(minTableWidth(narrow())).toBeLessThanOrEqual(PHONE_COLUMN);
    expect(tree.children![0]!.properties!.className).toEqual(['table-scroll']);
    for (const tag of ['table', 'tr', 'th', 'td'])
      for (const node of all(tree, tag)) expect(node.properties).toEqual({});
  });

  test('a table too wide for a phone is marked for reflow, each body cell labelled by its column', () => {
    expect(minTableWidth(wide())).toBeGreaterThan(PHONE_COLUMN);
    const tree = run(wide());
    const box = tree.children![0]!;
    expect(box.properties!.className).toEqual(['table-scroll', 'table-reflow']);
    expect(box.properties!.ariaLabel).toBe('fork field, Type, Meaning');
    expect(all(tree, 'th').map((c) => c.properties!.dataLabel)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const cells = all(tree, 'td');
    expect(cells.map((c) => c.properties!.dataLabel)).toEqual([
      'fork field',
      'Type',
      'Meaning',
      'fork field',
      'Type',
      'Meaning',
    ]);
  });

  test('a column with an empty header gives its cells no label', () => {
    const tree = run(
      table(
        [[], ['Tevm Node'], ['Anvil']],
        ['What it is', 'a JavaScript Ethereum node', 'a Rust node'],
        ['Forking', code('createMemoryClient()'), code('anvil --fork-block-number')],
      ),
    );
    expect(tree.children![0]!.properties!.className).toContain('table-reflow');
    expect(tree.children![0]!.properties!.ariaLabel).toBe('Tevm Node, Anvil');
    expect(all(tree, 'td').map((c) => c.properties!.dataLabel)).toEqual([
      undefined,
      'Tevm Node',
      'Anvil',
      undefined,
      'Tevm Node',
      'Anvil',
    ]);
  });

  test('code wraps only at its <wbr> break points, so only the pieces between them must fit', () => {
    const cell = h('td', code('client.tevmGetAccount(params)'));
    run(table([['Call']], [cell.children![0]!]));
    const span = all({type: 'root', children: [cell]}, 'code')[0]!;
    expect(span.properties!.dataBreakable).toBe('');
    expect(span.children!.filter((c) => c.tagName === 'wbr')).toHaveLength(2);
    const pieces = span.children!.filter((c) => c.type === 'text').map((c) => c.value);
    expect(pieces).toEqual(['client.', 'tevmGetAccount(', 'params)']);
    // The widest piece, 'tevmGetAccount(', sets the width, not the whole span.
    expect(minCellWidth(cell)).toBeLessThan(minCellWidth(h('td', code('tevmGetAccount(params)'))));
    expect(minCellWidth(cell)).toBeLessThanOrEqual(minCellWidth(h('td', code('tevmGetAccount('))));
    expect(minCellWidth(cell)).toBeGreaterThan(minCellWidth(h('td', code('client.'))));
  });

  test('a very long identifier also gets phone-only break points between its words', () => {
    const cell = h('td', code('ethGetTransactionByBlockNumberAndIndexJsonRpcProcedure(client)'));
    run(table([['Export'], ['Kind']], [cell.children![0]!, 'function']));
    const children = all({type: 'root', children: [cell]}, 'code')[0]!.children!;
    const breaks = children.filter((c) => c.tagName === 'wbr');
    expect(breaks.map((b) => b.properties!.className ?? [])).toEqual([
      ...Array(10).fill(['phone-break']),
      [],
    ]);
    expect(children.filter((c) => c.type === 'text').map((c) => c.value)).toEqual([
      'eth',
      'Get',
      'Transaction',
      'By',
      'Block',
      'Number',
      'And',
      'Index',
      'Json',
      'Rpc',
      'Procedure(',
      'client)',
    ]);
  });

  test('prose wraps at white space: a long sentence is as narrow as its longest word', () => {
    const sentence = h('td', 'a sentence of many short words that wraps onto several lines');
    expect(minCellWidth(sentence)).toBe(minCellWidth(h('td', 'sentence')));
    expect(minCellWidth(h('td', 'one', h('br'), 'two'))).toBe(minCellWidth(h('td', 'one')));
  });

  test('a table nested in a list item or an admonition has less room, so reflows sooner', () => {
    // Narrower than a phone's column, but not by the indent of a list item.
    const snug = () =>
      table([['Option'], ['Default']], [code('disableBlockGasLimit'), code('false')]);
    const width = minTableWidth(snug());
    expect(width).toBeLessThanOrEqual(PHONE_COLUMN);
    expect(width).toBeGreaterThan(PHONE_COLUMN - 32);
    expect(run(snug()).children![0]!.properties!.className).toEqual(['table-scroll']);
    const inList = run(h('ul', h('li', snug())));
    expect(all(inList, 'div')[0]!.properties!.className).toContain('table-reflow');
    const admonition: Node = {type: 'mdxJsxFlowElement', name: 'admonition', children: [snug()]};
    expect(all(run(admonition), 'div')[0]!.properties!.className).toContain('table-reflow');
  });

  test('a one-column table never reflows, however long its content', () => {
    const tree = run(table([['Command']], [code('tevm serve --fork-url https://example.invalid')]));
    expect(tree.children![0]!.properties!.className).toEqual(['table-scroll']);
  });
});
