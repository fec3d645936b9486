import {createIndexFile, searchIndex} from '../../src/search/engine';
import {IndexLoadError, createIndexLoader} from '../../src/search/engine/loadIndex';
import type {SearchDocument} from '../../src/search/protocol';

const DOCS: SearchDocument[] = [
  {
    id: '/core/forking',
    href: '/core/forking',
    html: '<p>Fork a chain.</p>',
    isPage: true,
    text: 'Fork a chain.',
    title: 'Forking',
    titles: [],
  },
];
const FILE = JSON.parse(JSON.stringify(createIndexFile(DOCS)));

type Fetch = Parameters<typeof createIndexLoader>[0]['fetch'];

function okFetch(): jest.Mock<ReturnType<Fetch>, Parameters<Fetch>> {
  return jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: true,
    status: 200,
    json: async () => FILE,
  }));
}

describe('index loader', () => {
  it('fetches the URL the page names, once, and shares the result', async () => {
    const fetch = okFetch();
    const loader = createIndexLoader({readUrl: () => '/.search/index.abc.json', fetch});
    expect(loader.current()).toBeNull();
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(b);
    expect(await loader.load()).toBe(a);
    expect(loader.current()).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/.search/index.abc.json');
    expect(searchIndex(a, 'fork').map((r) => r.href)).toEqual(['/core/forking']);
  });

  it('fails with a clear error on an HTTP error, and the next load retries', async () => {
    const fetch = okFetch();
    fetch.mockImplementationOnce(async () => ({ok: false, status: 500, json: async () => ({})}));
    const loader = createIndexLoader({readUrl: () => '/i.json', fetch});
    await expect(loader.load()).rejects.toThrow(
      new IndexLoadError('The search index answered HTTP 500.'),
    );
    expect(loader.current()).toBeNull();
    await expect(loader.load()).resolves.toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails on a network error or a malformed file, then retries', async () => {
    const fetch = okFetch();
    fetch.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    fetch.mockImplementationOnce(async () => ({
      ok: true,
      status: 200,
      json: async () => ({version: 99}),
    }));
    const loader = createIndexLoader({readUrl: () => '/i.json', fetch});
    await expect(loader.load()).rejects.toThrow('The search index could not be loaded.');
    await expect(loader.load()).rejects.toThrow('The search index could not be loaded.');
    await expect(loader.load()).resolves.toBeTruthy();
  });

  it('gives up on a request that hangs instead of spinning forever', async () => {
    jest.useFakeTimers();
    try {
      const fetch: Fetch = (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), {name: 'AbortError'})),
          );
        });
      const loader = createIndexLoader({readUrl: () => '/i.json', fetch, timeoutMs: 1000});
      const result = loader.load();
      jest.advanceTimersByTime(1000);
      await expect(result).rejects.toThrow('The search index took too long to load.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the page names no index (dev server)', async () => {
    const fetch = okFetch();
    const loader = createIndexLoader({readUrl: () => null, fetch});
    expect(loader.url()).toBeNull();
    await expect(loader.load()).rejects.toThrow('without a search index');
    expect(fetch).not.toHaveBeenCalled();
  });
});
