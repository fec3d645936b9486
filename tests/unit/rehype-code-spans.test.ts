import rehypeCodeSpans from '../../src/rehype/codeSpans';
import {hyphenatedWords, keepCodeWordsWhole} from '../../src/lib/breakable';

import {element, text, type Node} from '../../src/rehype/hast';

/** An element without properties; strings become text nodes. */
const h = (tagName: string, ...children: Array<Node | string>): Node =>
  element(
    tagName,
    {},
    children.map((c) => (typeof c === 'string' ? text(c) : c)),
  );

function run(...children: Node[]): Node {
  const tree: Node = {type: 'root', children};
  rehypeCodeSpans()(tree as never);
  return tree;
}
const textOf = (node: Node): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
/** The words the span keeps whole, in order. */
const whole = (node: Node): string[] =>
  (node.children ?? []).flatMap((c) =>
    c.tagName === 'span' && (c.properties?.className as string[]).includes('code-word')
      ? [textOf(c)]
      : whole(c),
  );

describe('hyphenatedWords', () => {
  test('marks each hyphenated word, whatever its neighbours, and gives the text back', () => {
    const input = 'npx tevm mine --run --rpc http://127.0.0.1:9/ -32603 get-account';
    const pieces = hyphenatedWords(input);
    expect(pieces.map((p) => p.value).join('')).toBe(input);
    expect(pieces.filter((p) => p.whole).map((p) => p.value)).toEqual([
      '--run',
      '--rpc',
      '-32603',
      'get-account',
    ]);
  });

  test('leaves words without a hyphen, a lone hyphen and words too long for a phone', () => {
    const long = 'a-word-longer-than-twenty-eight-characters';
    expect(hyphenatedWords(`tevm - serve ${long}`).filter((p) => p.whole)).toEqual([]);
  });
});

describe('rehypeCodeSpans', () => {
  test('wraps the hyphenated words of a code span in prose, and marks the span inline', () => {
    const code = h('code', 'tevm mine --run');
    run(h('p', 'Run ', code, ' now.'));
    expect(whole(code)).toEqual(['--run']);
    expect(textOf(code)).toBe('tevm mine --run');
    expect(code.properties).toHaveProperty('dataBreakable', '');
  });

  test('reaches code inside MDX elements (an admonition) and table cells', () => {
    const inAdmonition = h('code', 'get-account');
    const inCell = h('code', '--chain-id');
    run(
      {type: 'mdxJsxFlowElement', children: [h('p', inAdmonition)]},
      h('table', h('tbody', h('tr', h('td', inCell)))),
    );
    expect(whole(inAdmonition)).toEqual(['get-account']);
    expect(whole(inCell)).toEqual(['--chain-id']);
  });

  test('leaves code blocks, and code spans without such a word, exactly as they were', () => {
    const block = h('pre', h('code', 'npx tevm serve --port 8545'));
    const plain = h('code', 'createMemoryClient()');
    const before = JSON.stringify([block, plain]);
    run(block, h('p', plain));
    expect(JSON.stringify([block, plain])).toBe(before);
  });
});

describe('keepCodeWordsWhole (outline entries)', () => {
  test('wraps hyphenated words inside code only, leaving the rest of the HTML as it was', () => {
    expect(keepCodeWordsWhole('Pass <code>--run</code> to run-once &amp; exit')).toBe(
      'Pass <code><span class="code-word">--run</span></code> to run-once &amp; exit',
    );
    expect(keepCodeWordsWhole('<code>tevm serve</code> and <code>a&lt;b</code>')).toBe(
      '<code>tevm serve</code> and <code>a&lt;b</code>',
    );
  });
});
