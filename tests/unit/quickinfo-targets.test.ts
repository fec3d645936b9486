import ts from 'typescript';

import {Prism} from '../../src/prism/prism';
import {tokenize} from '../../src/prism/tokenize';
import {blockTypes, targetSpans} from '../../src/quickinfo/plugin/data';
import {targetsOf} from '../../src/quickinfo/targets';

/**
 * The hover targets of a block (src/quickinfo/targets.ts) and where they are in its code
 * (src/quickinfo/plugin/data.ts): the identifiers TypeScript describes, found in Prism's tokens,
 * so the page and the build number them alike.
 */
const words = (code: string, language: string) =>
  targetSpans(code, language).map(({start, length}) => code.slice(start, start + length));

describe('hover targets', () => {
  it('are the identifiers, not keywords, strings, comments, numbers or type keywords', () => {
    const code = [
      "import { createMemoryClient } from 'tevm' // a comment: client",
      'const client = createMemoryClient()',
      'const n: bigint = await client.getBlockNumber() + 1n',
      "console.log(`block ${n} of ${client.chain.name}`, 'string words')",
    ].join('\n');
    expect(words(code, 'ts')).toEqual([
      'createMemoryClient',
      'client',
      'createMemoryClient',
      'n',
      'client',
      'getBlockNumber',
      'console',
      'log',
      'n',
      'client',
      'chain',
      'name',
    ]);
  });

  it('count a property that Prism calls a builtin, and JSX attribute names whole', () => {
    expect(words('block.number\nlet s: string = x.string', 'ts')).toEqual([
      'block',
      'number',
      's',
      'x',
      'string',
    ]);
    expect(words('const el = <div aria-label="x" onClick={go}>Some text</div>', 'tsx')).toEqual([
      'el',
      'div',
      'aria-label',
      'onClick',
      'go',
      'div',
    ]);
  });

  it('are where TypeScript finds identifiers in a docs-like block', () => {
    const code = [
      "import { createMemoryClient, parseEther, PREFUNDED_ACCOUNTS } from 'tevm'",
      "import assert from 'node:assert/strict'",
      '',
      'const client = createMemoryClient({ fork: { blockTag: 123n } })',
      'const [first] = PREFUNDED_ACCOUNTS',
      "await client.tevmSetAccount({ address: first.address, balance: parseEther('1') })",
      'assert.equal(await client.getBalance({ address: first.address }), 10n ** 18n)',
    ].join('\n');
    const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
    const identifiers: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) identifiers.push(`${node.getStart(source)}:${node.text}`);
      node.forEachChild(visit);
    };
    visit(source);
    const spans = targetSpans(code, 'ts').map(
      ({start, length}) => `${start}:${code.slice(start, start + length)}`,
    );
    expect(spans).toEqual(identifiers);
  });

  it('come in document order with their line, token and offsets', () => {
    const lines = tokenize({
      prism: Prism,
      code: 'a.b\n\nconst c = d',
      grammar: Prism.languages.ts,
      language: 'ts',
    });
    const found = targetsOf(lines).map(({line, token, start, end}) => [
      line,
      lines[line]![token]!.content.slice(start, end),
    ]);
    expect(found).toEqual([
      [0, 'a'],
      [0, 'b'],
      [2, 'c'],
      [2, 'd'],
    ]);
  });
});

describe("a block's data", () => {
  it('keeps one copy of each answer and -1 where TypeScript had none', () => {
    const a = {type: 'const a: number'};
    const b = {type: 'function b(): void', doc: 'Does b.'};
    expect(blockTypes([a, b, null, {...a}, b])).toEqual({
      targets: [0, 1, -1, 0, 1],
      infos: [a, b],
    });
  });
});
