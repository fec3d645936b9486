/**
 * @jest-environment jsdom
 */
import {act, type ReactNode} from 'react';
import {hydrateRoot, createRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';

import {Highlight as ServerHighlight, Prism, themes} from '../../src/prism';
import {Highlight as ClientHighlight, resetServerBlocksForTests} from '../../src/prism/client';
import {
  collectCodeBlocks,
  lookupTokens,
  readCodeBlock,
  tokensText,
} from '../../src/prism/domTokens';
import {tokenize} from '../../src/prism/Highlight';
import {getPrism, loadPrism, resetPrismForTests} from '../../src/prism/lazyPrism';
import type {HighlightProps, Token} from '../../src/prism';

import {renderCodeBlock} from './support/renderCodeBlock';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const CODE = `import {createMemoryClient} from 'tevm'\n\n// a comment <b>\nconst client = createMemoryClient()\n\tawait client.getBlockNumber()\n`;
const BLOCKS: Array<[string, string]> = [
  ['ts', CODE],
  ['bash', 'npm install tevm\n\nnpx tevm serve'],
  ['json', '{"a": [1, true, null]}'],
  ['text', 'plain  text\n  kept'],
];

function Blocks({highlight: H}: {highlight: (props: HighlightProps) => ReactNode}): ReactNode {
  return (
    <div>
      {BLOCKS.map(([language, code]) => (
        <H key={language} language={language} code={code} theme={themes.github}>
          {renderCodeBlock}
        </H>
      ))}
    </div>
  );
}

const expected = (language: string, code: string): Token[][] =>
  tokenize({prism: Prism, code, grammar: Prism.languages[language], language});

beforeEach(() => {
  resetPrismForTests();
  resetServerBlocksForTests();
  document.body.innerHTML = '';
});

describe('reading tokens back from server-rendered code blocks', () => {
  it('gives exactly the tokens the server rendered, for every block', () => {
    document.body.innerHTML = renderToString(<Blocks highlight={ServerHighlight} />);
    const blocks = collectCodeBlocks(document);
    for (const [language, code] of BLOCKS) {
      expect(lookupTokens(blocks, language, code)).toEqual(expected(language, code));
    }
    expect(lookupTokens(blocks, 'ts', `${CODE}x`)).toBeUndefined();
    expect(lookupTokens(blocks, 'js', CODE)).toBeUndefined();
  });

  it('needs a language class and token lines', () => {
    document.body.innerHTML =
      '<pre class="prism-code"><code>x</code></pre><pre class="prism-code language-ts"></pre>';
    const [a, b] = Array.from(document.querySelectorAll('pre'));
    expect(readCodeBlock(a!)).toBeNull();
    expect(readCodeBlock(b!)).toBeNull();
    expect(
      tokensText([
        [{types: ['plain'], content: 'a'}],
        [{types: ['plain'], content: '\n', empty: true}],
        [],
      ]),
    ).toBe('a\n\n');
  });
});

describe('the browser Highlight', () => {
  it('hydrates highlighted code without Prism, then re-tokenizes with Prism and changes nothing', async () => {
    const html = renderToString(<Blocks highlight={ServerHighlight} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const before = container.innerHTML;
    const errors: unknown[] = [];
    const consoleError = jest
      .spyOn(console, 'error')
      .mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, <Blocks highlight={ClientHighlight} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    expect(getPrism()).toBeNull();
    // Hydration changed nothing in the server's markup.
    expect(container.innerHTML).toBe(before);
    expect(container.querySelectorAll('span.token.keyword').length).toBeGreaterThan(0);

    // Hydration alone never asked for Prism: this is the first request.
    const load = jest.fn(async () => ({Prism}));
    await act(async () => {
      await loadPrism(load);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(getPrism()).toBe(Prism);
    expect(container.innerHTML).toBe(before);
    expect(errors).toEqual([]);
    consoleError.mockRestore();
  });

  it('renders plain text on a client-side render before Prism arrives, asks for it, then highlights', async () => {
    let arrive: (m: {Prism: typeof Prism}) => void = () => {};
    const pending = new Promise<{Prism: typeof Prism}>((resolve) => (arrive = resolve));
    const load = jest.fn(() => pending);
    // A navigation started the load (src/clientModules/prism.ts); the page renders before it arrives.
    void loadPrism(load);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Blocks highlight={ClientHighlight} />));
    expect(container.querySelectorAll('span.token.keyword')).toHaveLength(0);
    expect(tokensText(readCodeBlock(container.querySelector('pre.language-ts')!)!.tokens)).toBe(
      CODE,
    );
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      arrive({Prism});
      await pending;
    });
    expect(container.querySelectorAll('span.token.keyword').length).toBeGreaterThan(0);
    for (const [language, code] of BLOCKS) {
      expect(readCodeBlock(container.querySelector(`pre.language-${language}`)!)!.tokens).toEqual(
        expected(language, code),
      );
    }
    await act(async () => root.unmount());
  });

  it('a block rendered without server markup asks for Prism itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Blocks highlight={ClientHighlight} />));
    // Prism is already on its way: a later request does not start another load.
    const probe = jest.fn(async () => ({Prism}));
    await act(async () => {
      await loadPrism(probe);
    });
    expect(probe).not.toHaveBeenCalled();
    expect(getPrism()).toBe(Prism);
    expect(container.querySelectorAll('span.token.keyword').length).toBeGreaterThan(0);
    await act(async () => root.unmount());
  });

  it('a failed load leaves the code as it is and the next request tries again', async () => {
    await loadPrism(() => Promise.reject(new Error('ChunkLoadError')));
    expect(getPrism()).toBeNull();
    await loadPrism(async () => ({Prism}));
    expect(getPrism()).toBe(Prism);
  });
});
