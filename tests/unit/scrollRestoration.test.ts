/** @jest-environment jsdom */
import {
  SCROLL_STORAGE_KEY,
  readPositions,
  savePosition,
  savedPosition,
  scrollKey,
  shouldRestore,
} from '../../src/lib/scrollRestoration';

beforeEach(() => sessionStorage.clear());

describe('scrollKey', () => {
  it('uses the history entry key when there is one', () => {
    expect(scrollKey({key: 'ab12cd', pathname: '/core/forking'})).toBe('key:ab12cd');
  });
  it('falls back to the normalised path (the first entry has no key)', () => {
    expect(scrollKey({pathname: '/core/forking.html', search: '?x=1'})).toBe(
      'path:/core/forking?x=1',
    );
    expect(scrollKey({key: '', pathname: '/'})).toBe('path:/');
  });
});

describe('positions in sessionStorage', () => {
  it('saves, reads back and overwrites', () => {
    savePosition(sessionStorage, 'key:a', 612.4);
    savePosition(sessionStorage, 'key:b', 10);
    expect(savedPosition(sessionStorage, 'key:a')).toBe(612);
    savePosition(sessionStorage, 'key:a', 5);
    expect(readPositions(sessionStorage)).toEqual({'key:b': 10, 'key:a': 5});
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY)!)).toEqual({
      'key:b': 10,
      'key:a': 5,
    });
  });
  it('keeps only the most recent entries', () => {
    for (let i = 0; i < 5; i++) savePosition(sessionStorage, `key:${i}`, i, 3);
    expect(Object.keys(readPositions(sessionStorage))).toEqual(['key:2', 'key:3', 'key:4']);
  });
  it('ignores corrupt storage', () => {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, 'not json');
    expect(readPositions(sessionStorage)).toEqual({});
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({a: 'x', b: 3}));
    expect(readPositions(sessionStorage)).toEqual({b: 3});
    expect(savedPosition(sessionStorage, 'missing')).toBeUndefined();
  });
  it('clamps negative positions (overscroll) to 0', () => {
    savePosition(sessionStorage, 'k', -20);
    expect(savedPosition(sessionStorage, 'k')).toBe(0);
  });
});

describe('shouldRestore', () => {
  it('restores on traversal without an anchor only', () => {
    expect(shouldRestore({traversal: true, hash: ''})).toBe(true);
    expect(shouldRestore({traversal: true, hash: '#pinning-a-block'})).toBe(false);
    expect(shouldRestore({traversal: false, hash: ''})).toBe(false);
  });
});
