/**
 * @jest-environment jsdom
 */
import {render} from '@testing-library/react';
import * as library from 'prism-react-renderer';

import {Highlight, normalizeTokens, Prism, themes, useTokenize} from '../../src/prism';
import {tokenize} from '../../src/prism/Highlight';
import type {Token} from '../../src/prism';

import {renderCodeBlock} from './support/renderCodeBlock';

const tokensOf = (language: string, code: string): Token[][] =>
  tokenize({prism: Prism, code, grammar: Prism.languages[language], language});

/** Every type that some token of `code` carries. */
const typesOf = (language: string, code: string): Set<string> =>
  new Set(
    tokensOf(language, code)
      .flat()
      .flatMap((token) => token.types),
  );

/** The text of every token with `type`. */
const textOf = (language: string, code: string, type: string): string[] =>
  tokensOf(language, code)
    .flat()
    .filter((token) => token.types.includes(type))
    .map((token) => token.content);

describe('the Prism instance', () => {
  it('has the site grammars and their aliases, and nothing left on globalThis', () => {
    for (const name of [
      'ts',
      'typescript',
      'tsx',
      'js',
      'javascript',
      'jsx',
      'bash',
      'sh',
      'shell',
      'json',
      'solidity',
      'diff',
    ]) {
      expect(Prism.languages[name]).toBeDefined();
    }
    expect(Prism.languages.ts).toBe(Prism.languages.typescript);
    expect(Prism.languages.sh).toBe(Prism.languages.bash);
    expect(Prism.languages.python).toBeUndefined();
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });
  it('never highlights the document by itself (React renders the code)', () => {
    expect(Prism.manual).toBe(true);
  });
});

describe('tokenizing', () => {
  it('ts: keywords, builtins, numbers, strings, comments, functions', () => {
    const code = 'const answer: number = 42;\n// the answer\nconsole.log(`is ${answer}`, "ok");';
    expect(textOf('ts', code, 'keyword')).toEqual(['const']);
    expect(textOf('ts', code, 'builtin')).toEqual(['number', 'console']);
    expect(textOf('ts', code, 'number')).toEqual(['42']);
    expect(textOf('ts', code, 'comment')).toEqual(['// the answer']);
    expect(textOf('ts', code, 'function')).toEqual(['log']);
    expect(textOf('ts', code, 'string')).toContain('"ok"');
    expect(typesOf('ts', code)).toContain('template-string');
  });
  it('tsx: JSX tags and attributes inside TypeScript', () => {
    const code = 'const el = <Button kind="primary">{label}</Button>;';
    expect(textOf('tsx', code, 'keyword')).toEqual(['const']);
    expect(textOf('tsx', code, 'attr-name')).toEqual(['kind']);
    expect(textOf('tsx', code, 'attr-value').join('')).toBe('="primary"');
    expect(typesOf('tsx', code)).toContain('tag');
  });
  it('bash and sh: commands, comments, strings, environment variables', () => {
    const code = 'npm install tevm@1.0.0 # pinned\necho "$HOME"';
    for (const language of ['bash', 'sh']) {
      expect(textOf(language, code, 'function')).toEqual(['npm', 'install']);
      expect(textOf(language, code, 'comment')).toEqual(['# pinned']);
      expect(textOf(language, code, 'builtin')).toEqual(['echo']);
      expect(textOf(language, code, 'environment')).toEqual(['$HOME']);
      expect(typesOf(language, code)).toContain('string');
    }
  });
  it('json: properties, numbers, booleans, strings, null', () => {
    const code = '{\n  "name": "tevm",\n  "port": 8545,\n  "fork": true,\n  "x": null\n}';
    expect(textOf('json', code, 'property')).toEqual(['"name"', '"port"', '"fork"', '"x"']);
    expect(textOf('json', code, 'string')).toEqual(['"tevm"']);
    expect(textOf('json', code, 'number')).toEqual(['8545']);
    expect(textOf('json', code, 'boolean')).toEqual(['true']);
    expect(textOf('json', code, 'null')).toEqual(['null']);
  });
  it('solidity: keywords, builtin types, versions, class names', () => {
    const code = 'pragma solidity ^0.8.20;\ncontract Counter {\n  uint256 public count;\n}';
    expect(textOf('solidity', code, 'keyword')).toEqual(
      expect.arrayContaining(['pragma', 'contract', 'public']),
    );
    expect(textOf('solidity', code, 'builtin')).toEqual(['uint256']);
    expect(textOf('solidity', code, 'version')).toEqual(['0.8.20']);
    expect(textOf('solidity', code, 'class-name')).toEqual(['Counter']);
  });
  it('diff: inserted and deleted lines', () => {
    const code = '- before\n+ after\n  same';
    expect(textOf('diff', code, 'deleted').join('')).toBe('- before');
    expect(textOf('diff', code, 'inserted').join('')).toBe('+ after');
  });
  it('matches prism-react-renderer’s normalisation of the same Prism tokens', () => {
    const samples: Array<[string, string]> = [
      [
        'ts',
        'import {createMemoryClient} from "tevm";\n\n/* a\n\n b */\nconst c = createMemoryClient();\n',
      ],
      ['tsx', 'export const A = () => (\n  <div>\n\n    {`x ${1}`}\n  </div>\n);'],
      ['bash', 'npm i tevm\r\n\r\nnpx tevm --help'],
      ['json', '{\n\n  "a": [1, 2]\n}'],
      ['solidity', 'contract C {\n\n  function f() public {}\n}'],
      ['diff', '-a\n\n+b'],
    ];
    for (const [language, code] of samples) {
      const prismTokens = Prism.tokenize(code, Prism.languages[language]!);
      expect(normalizeTokens(prismTokens)).toEqual(library.normalizeTokens(prismTokens));
    }
  });
});

describe('lines', () => {
  it('unknown languages are one plain token per line', () => {
    expect(tokensOf('no-such-language', 'a <b>\nc')).toEqual([
      [{types: ['plain'], content: 'a <b>'}],
      [{types: ['plain'], content: 'c'}],
    ]);
  });
  it('keeps empty lines, as one empty plain token holding a newline', () => {
    const lines = tokensOf('text', 'first\n\n\nlast');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
    expect(lines[2]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });
  it('splits multi-line tokens and keeps their types on every line (\\n, \\r\\n, \\r)', () => {
    const lines = tokensOf('ts', '/* one\r\ntwo\rthree\n\nfive */ x');
    expect(lines).toHaveLength(5);
    expect(lines.slice(0, 3).map((line) => line[0])).toEqual([
      {types: ['comment'], content: '/* one'},
      {types: ['comment'], content: 'two'},
      {types: ['comment'], content: 'three'},
    ]);
    expect(lines[3]).toEqual([{types: ['comment'], content: '\n', empty: true}]);
    expect(lines[4]).toEqual([
      {types: ['comment'], content: 'five */'},
      {types: ['plain'], content: ' x'},
    ]);
  });
  it('an empty block is one empty line', () => {
    expect(tokensOf('ts', '')).toEqual([[{types: ['plain'], content: '\n', empty: true}]]);
  });
});

describe('Highlight', () => {
  it('renders tokens with the theme colours and the plain style on <pre>', () => {
    const {container} = render(
      <Highlight theme={themes.github} language="TS" code={'const n = 1;\n\nexport {n};'}>
        {renderCodeBlock}
      </Highlight>,
    );
    const pre = container.querySelector('pre')!;
    expect(pre.className).toBe('prism-code language-ts');
    expect(pre.style.backgroundColor).toBe('rgb(246, 248, 250)');
    const lines = container.querySelectorAll('.token-line');
    expect(lines).toHaveLength(3);
    expect((lines[0] as HTMLElement).style.color).toBe('rgb(57, 58, 52)');
    expect((lines[0] as HTMLElement).style.backgroundColor).toBe('');
    const keyword = container.querySelector('.token.keyword') as HTMLElement;
    expect(keyword.textContent).toBe('const');
    expect(keyword.style.color).toBe('rgb(0, 0, 159)');
    const number = container.querySelector('.token.number') as HTMLElement;
    expect(number.style.color).toBe('rgb(54, 172, 170)');
    const empty = lines[1]!.querySelector('.token') as HTMLElement;
    expect(empty.className).toBe('token plain');
    expect(empty.style.display).toBe('inline-block');
  });
  it('applies language-specific theme entries and merges caller props', () => {
    const {container} = render(
      <Highlight theme={themes.vsDark} language="tsx" code="<a/>">
        {({tokens, getLineProps, getTokenProps}) => (
          <div
            {...getLineProps({
              line: tokens[0]!,
              className: 'mine',
              style: {margin: 0},
              'data-x': '1',
            })}>
            {tokens[0]!.map((token, i) => (
              <span
                key={i}
                {...getTokenProps({token, className: 'tok', style: {fontWeight: 'bold'}})}
              />
            ))}
          </div>
        )}
      </Highlight>,
    );
    const line = container.firstElementChild as HTMLElement;
    expect(line.className).toBe('token-line mine');
    expect(line.dataset.x).toBe('1');
    expect(line.style.margin).toBe('0px');
    expect(line.style.color).toBe('rgb(156, 220, 254)');
    expect(line.hasAttribute('line')).toBe(false);
    const tag = container.querySelector('.token.tag:not(.punctuation)') as HTMLElement;
    // vsDark colours tags differently in markup only; tsx gets the general colour.
    expect(tag.style.color).toBe('rgb(78, 201, 176)');
    expect(tag.className).toContain('tok');
    expect(tag.style.fontWeight).toBe('bold');
  });
  it('falls back to plain text for unknown languages', () => {
    const {container} = render(
      <Highlight theme={themes.github} language="brainfuck" code="+++[>]">
        {renderCodeBlock}
      </Highlight>,
    );
    expect(container.querySelector('pre')!.className).toBe('prism-code language-brainfuck');
    expect([...container.querySelectorAll('.token')].map((t) => t.className)).toEqual([
      'token plain',
    ]);
    expect(container.textContent).toBe('+++[>]');
  });
  it('produces the same markup as prism-react-renderer given the same Prism', () => {
    const samples: Array<[string, string]> = [
      ['ts', 'const a: string = "x"; // c\n\nfunction f() {}\n'],
      ['tsx', 'export default () => <p className="a">{1}</p>;'],
      ['bash', 'npm install tevm\n\n# done'],
      ['json', '{"a": [1, true, null]}'],
      ['solidity', 'contract C {\n  uint256 x;\n}'],
      ['diff', '-a\n+b'],
      ['text', 'plain\n\ntext'],
    ];
    for (const theme of [themes.github, themes.vsDark]) {
      for (const [language, code] of samples) {
        const ours = render(
          <Highlight theme={theme} language={language} code={code}>
            {renderCodeBlock}
          </Highlight>,
        );
        const theirs = render(
          <library.Highlight prism={Prism as never} theme={theme} language={language} code={code}>
            {(props) => <>{renderCodeBlock(props)}</>}
          </library.Highlight>,
        );
        expect(ours.container.innerHTML).toContain('class="token ');
        expect(ours.container.innerHTML).toBe(theirs.container.innerHTML);
        ours.unmount();
        theirs.unmount();
      }
    }
  });
  it('useTokenize tokenizes like tokenize()', () => {
    let lines: Token[][] = [];
    function Probe() {
      lines = useTokenize({
        prism: Prism,
        code: 'let x = 1',
        grammar: Prism.languages.js,
        language: 'js',
      });
      return null;
    }
    render(<Probe />);
    expect(lines).toEqual(tokensOf('js', 'let x = 1'));
  });
});

describe('themes', () => {
  it('github and vsDark are prism-react-renderer’s values', () => {
    expect(themes.github).toEqual(library.themes.github);
    expect(themes.vsDark).toEqual(library.themes.vsDark);
  });
});
