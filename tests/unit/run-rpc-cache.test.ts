import {cachingFetch, rpcCacheKey} from '../../src/run/worker/rpc-cache';

const URL_ = 'https://rpc.example/';
const rpc = (method: string, params: unknown[] = [], id = 1) =>
  JSON.stringify({jsonrpc: '2.0', id, method, params});

/** A fake RPC endpoint: answers `result(method, params)` and counts the requests it saw. */
function endpoint(result: (method: string, params: unknown[]) => unknown, init: ResponseInit = {}) {
  const seen: string[] = [];
  const inner = jest.fn(async (_input: RequestInfo | URL, req?: RequestInit) => {
    const {id, method, params} = JSON.parse(String(req?.body)) as {
      id: number;
      method: string;
      params: unknown[];
    };
    seen.push(method);
    const answer = result(method, params);
    const body =
      answer instanceof Error
        ? {jsonrpc: '2.0', id, error: {code: -32000, message: answer.message}}
        : {jsonrpc: '2.0', id, result: answer};
    return new Response(JSON.stringify(body), init);
  });
  return {inner: inner as unknown as typeof fetch, seen};
}

const post = (f: typeof fetch, body: string, url = URL_) =>
  f(url, {method: 'POST', body}).then((r) => r.json() as Promise<Record<string, unknown>>);

describe('rpcCacheKey', () => {
  it.each([
    ['eth_getBlockByNumber', ['0x10', false]],
    ['eth_getProof', ['0xabc', ['0x0'], '0x10']],
    ['eth_getStorageAt', ['0xabc', '0x0', '0x10']],
    ['eth_getCode', ['0xabc', '0x10']],
    ['eth_getBalance', ['0xabc', '0x10']],
    ['eth_getBlockByHash', ['0x' + 'ab'.repeat(32), false]],
    ['eth_chainId', []],
  ])('keeps %s at a fixed block', (method, params) => {
    expect(rpcCacheKey(URL_, {method, params})).not.toBeNull();
  });

  it.each([
    ['eth_getBlockByNumber', ['latest', false]],
    ['eth_getBalance', ['0xabc', 'pending']],
    ['eth_getCode', ['0xabc']],
    ['eth_blockNumber', []],
    ['eth_call', [{to: '0xabc'}, '0x10']],
    ['eth_sendRawTransaction', ['0x00']],
  ])('never keeps %s %j', (method, params) => {
    expect(rpcCacheKey(URL_, {method, params})).toBeNull();
  });

  it('tells endpoints and parameters apart', () => {
    const a = rpcCacheKey(URL_, {method: 'eth_getCode', params: ['0xa', '0x1']});
    expect(rpcCacheKey('https://other/', {method: 'eth_getCode', params: ['0xa', '0x1']})).not.toBe(
      a,
    );
    expect(rpcCacheKey(URL_, {method: 'eth_getCode', params: ['0xa', '0x2']})).not.toBe(a);
  });
});

describe('cachingFetch', () => {
  it('answers a repeated pinned request from the cache, with the new request id', async () => {
    const {inner, seen} = endpoint(() => '0x6001');
    const f = cachingFetch(inner);
    expect((await post(f, rpc('eth_getCode', ['0xa', '0x1'], 1))).result).toBe('0x6001');
    const again = await post(f, rpc('eth_getCode', ['0xa', '0x1'], 7));
    expect(again).toEqual({jsonrpc: '2.0', id: 7, result: '0x6001'});
    expect(seen).toEqual(['eth_getCode']);
  });

  it('asks again for a tag, an error, a null result or a failed response', async () => {
    const results: Record<string, unknown> = {
      eth_blockNumber: '0x1',
      eth_getBalance: new Error('rate limited'),
      eth_getBlockByNumber: null,
    };
    const {inner, seen} = endpoint((method) => results[method]);
    const f = cachingFetch(inner);
    for (let i = 0; i < 2; i++) {
      await post(f, rpc('eth_blockNumber'));
      await post(f, rpc('eth_getBalance', ['0xa', '0x1']));
      await post(f, rpc('eth_getBlockByNumber', ['0x99', false]));
    }
    expect(seen).toHaveLength(6);

    const down = endpoint(() => '0x1', {status: 503});
    const g = cachingFetch(down.inner);
    await post(g, rpc('eth_chainId'));
    await post(g, rpc('eth_chainId'));
    expect(down.seen).toHaveLength(2);
  });

  it('passes batches, GETs and non-JSON bodies through untouched', async () => {
    const inner = jest.fn(async () => new Response('[]')) as unknown as typeof fetch;
    const f = cachingFetch(inner);
    await f(URL_, {method: 'POST', body: `[${rpc('eth_chainId')}]`});
    await f(URL_, {method: 'POST', body: `[${rpc('eth_chainId')}]`});
    await f(URL_);
    await f(URL_, {method: 'POST', body: 'not json'});
    expect(inner).toHaveBeenCalledTimes(4);
  });

  it('keeps at most `max` answers, dropping the oldest', async () => {
    const {inner, seen} = endpoint((_m, params) => params[0]);
    const f = cachingFetch(inner, 2);
    for (const a of ['0xa', '0xb', '0xc']) await post(f, rpc('eth_getCode', [a, '0x1']));
    await post(f, rpc('eth_getCode', ['0xc', '0x1'])); // kept
    await post(f, rpc('eth_getCode', ['0xa', '0x1'])); // dropped: asked again
    expect(seen).toHaveLength(4);
  });
});
