/**
 * @jest-environment jsdom
 */
import {act, type ReactNode} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {
  BrowserContextProvider,
  Context as BrowserContext,
} from '@docusaurus/core/lib/client/browserContext';

import {Highlight as ServerHighlight, Prism, themes} from '../../src/prism';
import {Highlight as ClientHighlight, resetServerBlocksForTests} from '../../src/prism/client';
import {loadPrism, resetPrismForTests} from '../../src/prism/lazyPrism';
import type {HighlightProps} from '../../src/prism';
import {targetSpans} from '../../src/quickinfo/plugin/data';
import {TypesBlockContext} from '../../src/quickinfo/ui/context';

import {renderCodeBlock} from './support/renderCodeBlock';

/**
 * Hover targets in a rendered block (src/quickinfo/ui/marks.tsx through src/prism): one element
 * per identifier with its ordinal, the first one a tab stop, the text unchanged; the same markup
 * from the server and from the browser, so hydration keeps it; none in a block without types.
 */
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const CODE = `import { createMemoryClient } from 'tevm'\n\n// a comment\nconst client = createMemoryClient()\nawait client.getBlockNumber()\n`;
const BASH = 'npm install tevm\nnpx tevm serve';

function Blocks({highlight: H}: {highlight: (props: HighlightProps) => ReactNode}): ReactNode {
  return (
    <div>
      <TypesBlockContext.Provider value="abc123">
        <H language="ts" code={CODE} theme={themes.github}>
          {renderCodeBlock}
        </H>
      </TypesBlockContext.Provider>
      <H language="ts" code={`${CODE}// no types\n`} theme={themes.github}>
        {renderCodeBlock}
      </H>
      <H language="bash" code={BASH} theme={themes.github}>
        {renderCodeBlock}
      </H>
    </div>
  );
}

beforeEach(() => {
  resetPrismForTests();
  resetServerBlocksForTests();
  document.body.innerHTML = '';
});

describe('hover targets in the markup', () => {
  it('mark each identifier of a block with types, in order, and only there', () => {
    document.body.innerHTML = renderToString(<Blocks highlight={ServerHighlight} />);
    const [typed, untyped, bash] = Array.from(document.querySelectorAll('pre'));
    const targets = Array.from(typed!.querySelectorAll('[data-qi]'));
    expect(targets.map((t) => [t.getAttribute('data-qi'), t.textContent])).toEqual(
      targetSpans(CODE, 'ts').map(({start, length}, i) => [
        String(i),
        CODE.slice(start, start + length),
      ]),
    );
    // The first is the block's tab stop and names its data.
    expect(targets.map((t) => t.getAttribute('tabindex'))).toEqual([
      '0',
      ...targets.slice(1).map(() => null),
    ]);
    expect(typed!.querySelectorAll('[data-qi-block]')).toHaveLength(1);
    expect(targets[0]!.getAttribute('data-qi-block')).toBe('abc123');
    // The code's text is the same, and every target sits in a token of the highlighter.
    expect(Array.from(typed!.querySelectorAll('.token-line'), (l) => l.textContent)).toEqual(
      CODE.split('\n'),
    );
    expect(targets.every((t) => t.closest('span.token'))).toBe(true);
    expect(untyped!.querySelectorAll('[data-qi], [tabindex]')).toHaveLength(0);
    expect(bash!.querySelectorAll('[data-qi], [tabindex]')).toHaveLength(0);
  });

  it('hydrate as the server rendered them, without Prism or the marking code', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Blocks highlight={ServerHighlight} />);
    document.body.append(container);
    const before = container.innerHTML;
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...a) => errors.push(a));
    await act(async () => {
      // As Docusaurus hydrates: `useIsBrowser` turns true once the page has hydrated.
      hydrateRoot(
        container,
        <BrowserContextProvider>
          <Blocks highlight={ClientHighlight} />
        </BrowserContextProvider>,
        {
          onRecoverableError: (e) => errors.push(e),
        },
      );
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
    consoleError.mockRestore();
  });

  it('are left out of the plain text a client render shows before Prism arrives', async () => {
    let arrive: (m: {Prism: typeof Prism}) => void = () => {};
    const pending = new Promise<{Prism: typeof Prism}>((resolve) => (arrive = resolve));
    void loadPrism(() => pending);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // A block that mounts after the page has hydrated (a client-side navigation).
    await act(async () =>
      root.render(
        <BrowserContext.Provider value={true}>
          <Blocks highlight={ClientHighlight} />
        </BrowserContext.Provider>,
      ),
    );
    const typed = () => container.querySelector('pre')!;
    expect(typed().querySelector('.token.keyword')).toBeNull();
    expect(typed().querySelectorAll('[data-qi]')).toHaveLength(0);
    await act(async () => {
      arrive({Prism});
      await pending;
    });
    expect(typed().querySelectorAll('[data-qi]')).toHaveLength(targetSpans(CODE, 'ts').length);
    await act(async () => root.unmount());
  });
});
