import {
  RELOAD_KEY,
  claimReload,
  isChunkLoadError,
  isRecentReload,
  shouldReload,
} from '../../src/lib/chunkRecovery';

class MemoryStore {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('isChunkLoadError', () => {
  it('recognises webpack/rspack chunk errors and failed dynamic imports', () => {
    const named = Object.assign(new Error('x'), {name: 'ChunkLoadError'});
    expect(isChunkLoadError(named)).toBe(true);
    expect(
      isChunkLoadError(new Error('Loading chunk 5c77e5f failed.\n(error: /assets/js/5c.js)')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reload once, never in a loop', () => {
  // ARCHITECTURE.md "Chunk recovery": a second failure within 10 s of the reload does not reload.
  it('reloads when there was no recovery reload in the last 10 s', () => {
    expect(shouldReload(null, 1000)).toBe(true);
    expect(shouldReload(0, 10_001)).toBe(true);
  });
  it('does not reload again within 10 s', () => {
    expect(shouldReload(1000, 11_000)).toBe(false);
    expect(shouldReload(1000, 1500)).toBe(false);
  });
  it('claims a reload once and records the time', () => {
    const store = new MemoryStore();
    expect(claimReload(store, 5000)).toBe(true);
    expect(store.getItem(RELOAD_KEY)).toBe('5000');
    expect(claimReload(store, 6000)).toBe(false);
    expect(claimReload(store, 14_999)).toBe(false);
    expect(claimReload(store, 15_001)).toBe(true);
  });
  it('does not reload when storage is unavailable (no loop guard)', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(claimReload(broken, 1)).toBe(false);
    const unreadable = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimReload(unreadable, 1)).toBe(false);
  });
});

describe('a document that is itself a fresh reload', () => {
  it('is recognised only for reloads within 10 s', () => {
    expect(isRecentReload({type: 'reload', age: 200})).toBe(true);
    expect(isRecentReload({type: 'reload', age: 9_999})).toBe(true);
    expect(isRecentReload({type: 'reload', age: 10_001})).toBe(false);
    expect(isRecentReload({type: 'navigate', age: 200})).toBe(false);
    expect(isRecentReload({type: undefined, age: 0})).toBe(false);
  });
  it('never triggers another reload', () => {
    const store = new MemoryStore();
    expect(claimReload(store, 1000, {justReloaded: true})).toBe(false);
    expect(store.getItem(RELOAD_KEY)).toBeNull();
  });
});
