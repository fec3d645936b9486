/** @jest-environment jsdom */
import {act, renderHook} from '@testing-library/react';
import type {KeyboardEvent} from 'react';

import {createIndexFile, loadIndexFile, type SearchIndex} from '../../src/search/engine';
import type {IndexLoader} from '../../src/search/engine/loadIndex';
import {readIndexUrl, type SearchDocument} from '../../src/search/protocol';
import {useDebouncedValue} from '../../src/search/ui/useDebouncedValue';
import {STORAGE_KEYS, useSearchDialog} from '../../src/search/ui/useSearchDialog';
import {useSearchIndex} from '../../src/search/ui/useSearchIndex';
import {useStoredState} from '../../src/search/ui/useStoredState';

function makeIndex(count = 20): SearchIndex {
  const docs: SearchDocument[] = Array.from({length: count}, (_, i) => ({
    id: `/p${i}`,
    href: `/p${i}`,
    html: `<p>tevm page ${i}</p>`,
    isPage: true,
    text: `tevm page ${i}`,
    title: `Page ${i}`,
    titles: [],
  }));
  return loadIndexFile(JSON.parse(JSON.stringify(createIndexFile(docs))));
}

/** A loader whose load() the test settles by hand. */
function manualLoader(url: string | null = '/.search/index.abc.json') {
  let current: SearchIndex | null = null;
  const calls: Array<{resolve: (i: SearchIndex) => void; reject: (e: Error) => void}> = [];
  const loader: IndexLoader = {
    url: () => url,
    current: () => current,
    load: () =>
      new Promise<SearchIndex>((resolve, reject) =>
        calls.push({
          resolve: (i) => {
            current = i;
            resolve(i);
          },
          reject,
        }),
      ),
  };
  return {loader, calls};
}

const keyEvent = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => {
  const nativeEvent = {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    ...mods,
  };
  return {nativeEvent, preventDefault: jest.fn()} as unknown as KeyboardEvent<HTMLInputElement> & {
    preventDefault: jest.Mock;
  };
};

beforeEach(() => localStorage.clear());

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value 200 ms after its last change; immediate values pass at once', () => {
    const {result, rerender} = renderHook(
      ({v}) => useDebouncedValue(v, 200, {immediate: (x) => x === ''}),
      {
        initialProps: {v: 'f'},
      },
    );
    expect(result.current).toBe('f');
    rerender({v: 'fo'});
    act(() => jest.advanceTimersByTime(150));
    rerender({v: 'for'});
    act(() => jest.advanceTimersByTime(199));
    expect(result.current).toBe('f');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('for');
    rerender({v: ''});
    expect(result.current).toBe('');
  });
});

describe('useStoredState', () => {
  it('reads and writes JSON under the exact key, without a prefix', () => {
    localStorage.setItem('filterText', JSON.stringify('fork'));
    const {result} = renderHook(() => useStoredState('filterText', ''));
    expect(result.current[0]).toBe('fork');
    act(() => result.current[1]('mining'));
    expect(result.current[0]).toBe('mining');
    expect(localStorage.getItem('filterText')).toBe('"mining"');
  });

  it('falls back to the initial value for missing, malformed or wrongly typed entries', () => {
    localStorage.setItem('showDetailView', 'not json');
    expect(renderHook(() => useStoredState('showDetailView', true)).result.current[0]).toBe(true);
    localStorage.setItem('showDetailView', '"yes"');
    expect(renderHook(() => useStoredState('showDetailView', true)).result.current[0]).toBe(true);
    localStorage.setItem('showDetailView', 'false');
    expect(renderHook(() => useStoredState('showDetailView', true)).result.current[0]).toBe(false);
  });

  it('keeps working when storage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    // Docusaurus's storage slot reports the failed write on the console.
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const {result} = renderHook(() => useStoredState('filterText', ''));
    act(() => result.current[1]('x'));
    expect(result.current[0]).toBe('x');
    expect(report).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    report.mockRestore();
  });

  it('follows a write made in another tab', () => {
    localStorage.setItem('filterText', '"fork"');
    const {result} = renderHook(() => useStoredState('filterText', ''));
    act(() => {
      localStorage.setItem('filterText', '"mining"');
      window.dispatchEvent(
        new StorageEvent('storage', {key: 'filterText', storageArea: localStorage}),
      );
    });
    expect(result.current[0]).toBe('mining');
  });
});

describe('useSearchIndex', () => {
  it('does not load until active, then loads once; a failure retries on the next activation', async () => {
    const {loader, calls} = manualLoader();
    const {result, rerender} = renderHook(({active}) => useSearchIndex(active, loader), {
      initialProps: {active: false},
    });
    expect(result.current.state).toEqual({status: 'idle'});
    expect(calls).toHaveLength(0);

    rerender({active: true});
    expect(result.current.state).toEqual({status: 'loading'});
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.reject(new Error('The search index answered HTTP 500.')));
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'The search index answered HTTP 500.',
    });

    rerender({active: false});
    rerender({active: true});
    expect(calls).toHaveLength(2);
    const index = makeIndex();
    await act(async () => calls[1]!.resolve(index));
    expect(result.current.state).toEqual({status: 'ready', index});

    // Closed and reopened: the loaded index is reused, nothing is fetched again.
    rerender({active: false});
    rerender({active: true});
    expect(calls).toHaveLength(2);
    // Another dialog instance (another page) starts ready.
    expect(renderHook(() => useSearchIndex(true, loader)).result.current.state).toEqual({
      status: 'ready',
      index,
    });
  });

  it('retry() loads again after an error', async () => {
    const {loader, calls} = manualLoader();
    const {result} = renderHook(() => useSearchIndex(true, loader));
    await act(async () => calls[0]!.reject(new Error('boom')));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({status: 'loading'});
    expect(calls).toHaveLength(2);
  });

  it('is unavailable when the page names no index', () => {
    const {loader, calls} = manualLoader(null);
    expect(renderHook(() => useSearchIndex(true, loader)).result.current.state).toEqual({
      status: 'unavailable',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('useSearchDialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(count = 20) {
    const {loader, calls} = manualLoader();
    const onClose = jest.fn();
    const onNavigate = jest.fn();
    const hook = renderHook(() =>
      useSearchDialog({open: true, platform: 'other', onClose, onNavigate, loader}),
    );
    return {hook, calls, onClose, onNavigate, index: makeIndex(count)};
  }

  async function ready(s: ReturnType<typeof setup>) {
    await act(async () => s.calls[0]!.resolve(s.index));
  }

  function type(s: ReturnType<typeof setup>, query: string) {
    act(() => s.hook.result.current.setQuery(query));
    act(() => jest.advanceTimersByTime(200));
  }

  function press(s: ReturnType<typeof setup>, key: string, mods = {}) {
    const event = keyEvent(key, mods);
    act(() => s.hook.result.current.onInputKeyDown(event));
    return event;
  }

  it('starts with the detail view on, no query, no results and no selection', async () => {
    const s = setup();
    await ready(s);
    const r = s.hook.result.current;
    expect([r.showDetailView, r.query, r.results, r.selected]).toEqual([true, '', [], -1]);
  });

  it('searches 200 ms after typing, at most 16 results, selection 0', async () => {
    const s = setup(20);
    await ready(s);
    act(() => s.hook.result.current.setQuery('tevm'));
    act(() => jest.advanceTimersByTime(199));
    expect(s.hook.result.current.results).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(s.hook.result.current.results).toHaveLength(16);
    expect(s.hook.result.current.selected).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.filterText)).toBe('"tevm"');
  });

  it('↑/↓ wrap at both ends; a new query with results resets to 0; an empty one to -1', async () => {
    const s = setup(20);
    await ready(s);
    type(s, 'tevm');
    expect(press(s, 'ArrowUp').preventDefault).toHaveBeenCalled();
    expect(s.hook.result.current.selected).toBe(15);
    press(s, 'ArrowDown');
    expect(s.hook.result.current.selected).toBe(0);
    press(s, 'ArrowDown');
    press(s, 'ArrowDown');
    expect(s.hook.result.current.selected).toBe(2);
    type(s, 'page');
    expect(s.hook.result.current.selected).toBe(0);
    press(s, 'ArrowDown');
    act(() => s.hook.result.current.setQuery(''));
    expect(s.hook.result.current.results).toEqual([]);
    expect(s.hook.result.current.selected).toBe(-1);
    press(s, 'ArrowDown');
    expect(s.hook.result.current.selected).toBe(-1);
  });

  it('Enter goes to the selected href and closes; Esc and Ctrl+K close', async () => {
    const s = setup(20);
    await ready(s);
    type(s, 'tevm');
    press(s, 'ArrowDown');
    const href = s.hook.result.current.results[1]!.href;
    press(s, 'Enter');
    expect(s.onNavigate).toHaveBeenCalledWith(href);
    expect(s.onClose).toHaveBeenCalledTimes(1);
    press(s, 'Escape');
    press(s, 'k', {ctrlKey: true});
    expect(s.onClose).toHaveBeenCalledTimes(3);
  });

  it('Enter without a selection does nothing', async () => {
    const s = setup();
    await ready(s);
    press(s, 'Enter');
    expect(s.onNavigate).not.toHaveBeenCalled();
    expect(s.onClose).not.toHaveBeenCalled();
  });

  it('Ctrl+Backspace resets the query at once; plain Backspace is typing', async () => {
    const s = setup();
    await ready(s);
    type(s, 'tevm');
    expect(press(s, 'Backspace').preventDefault).not.toHaveBeenCalled();
    expect(s.hook.result.current.query).toBe('tevm');
    press(s, 'Backspace', {ctrlKey: true});
    expect(s.hook.result.current.query).toBe('');
    expect(s.hook.result.current.results).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.filterText)).toBe('""');
  });

  it('persists the detail-view flag under showDetailView and restores both keys', async () => {
    const s = setup();
    await ready(s);
    act(() => s.hook.result.current.setShowDetailView(false));
    expect(localStorage.getItem('showDetailView')).toBe('false');
    localStorage.setItem('filterText', '"tevm"');
    const again = setup();
    await ready(again);
    expect(again.hook.result.current.showDetailView).toBe(false);
    expect(again.hook.result.current.query).toBe('tevm');
    expect(again.hook.result.current.results.length).toBeGreaterThan(0);
  });
});

describe('readIndexUrl', () => {
  it('reads the meta tag the build adds, or null without one', () => {
    expect(readIndexUrl(document)).toBeNull();
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="search-index" content="/.search/index.0123456789abcdef.json">',
    );
    expect(readIndexUrl(document)).toBe('/.search/index.0123456789abcdef.json');
  });
});
