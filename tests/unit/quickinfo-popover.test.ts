/**
 * @jest-environment jsdom
 */
import {Prism} from '../../src/prism';
import {themes} from '../../src/prism';
import {summary} from '../../src/quickinfo/plugin/analyse.mjs';
import {renderPopover} from '../../src/quickinfo/ui/popover';

/** The popover's content (src/quickinfo/ui/popover.ts) and the JSDoc summary it shows. */
const LONG = `const client: {\n${Array.from({length: 40}, (_, i) => `    field${i}: string;`).join('\n')}\n}`;

describe('the popover', () => {
  it('shows the type highlighted and the summary, with its code spans as code', () => {
    const el = document.createElement('div');
    renderPopover(el, {
      info: {type: 'function createMemoryClient(): MemoryClient', doc: 'Creates a `MemoryClient`.'},
      expanded: false,
      onToggle: () => {},
      theme: themes.github,
      prism: Prism,
    });
    expect(el.querySelector('code')!.textContent).toBe(
      'function createMemoryClient(): MemoryClient',
    );
    expect(el.querySelector('.token.keyword')!.textContent).toBe('function');
    expect(el.querySelector('p')!.innerHTML).toBe('Creates a <code>MemoryClient</code>.');
    expect(el.querySelector('button')).toBeNull();
    expect(el.style.backgroundColor).not.toBe('');
  });

  it('shortens a long type behind a "…" button that shows the rest', () => {
    const el = document.createElement('div');
    const onToggle = jest.fn();
    const render = (expanded: boolean) =>
      renderPopover(el, {
        info: {type: LONG},
        expanded,
        onToggle,
        theme: themes.vsDark,
        prism: null,
      });
    render(false);
    const button = el.querySelector('button')!;
    expect(button.textContent).toBe('…');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Show the whole type');
    expect(button.tabIndex).toBe(-1);
    expect(el.querySelector('code')!.textContent!.length).toBeLessThan(LONG.length / 2);
    button.click();
    expect(onToggle).toHaveBeenCalledTimes(1);
    render(true);
    expect(el.querySelector('code')!.textContent).toBe(`${LONG}↑`);
    expect(el.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('summary', () => {
  it('is the first paragraph, with {@link} tags as their names', () => {
    const parts = [
      {kind: 'text', text: 'Creates a '},
      {kind: 'link', text: '{@link '},
      {kind: 'linkName', text: 'MemoryClient'},
      {kind: 'link', text: '}'},
      {kind: 'text', text: ' for tests.\n\n@example\n```ts\nconst c = createMemoryClient()\n```'},
    ];
    expect(summary(parts)).toBe('Creates a MemoryClient for tests.');
    // Where a tag leaves two spaces, the prose gets one.
    expect(summary([{kind: 'text', text: 'A client  - for tests'}])).toBe('A client - for tests');
    expect(summary(undefined)).toBe('');
  });

  it('shortens a long paragraph at a word', () => {
    const text = 'word '.repeat(400);
    const short = summary([{kind: 'text', text}]);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(801);
    expect(short).not.toMatch(/wor…$/);
  });
});
