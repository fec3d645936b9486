/**
 * Fork RPC answers that cannot change, kept by the runner's worker from run to run: a forked
 * node reads accounts, storage and blocks at one pinned block, so a second run of a fork example
 * (warm, or after an edit) asks the public RPC nothing it was already told. That makes a re-run
 * fast and spares the reader's share of a rate-limited endpoint. Only single JSON-RPC requests
 * whose answer is fixed are kept: a block by hash, the chain id, and state or blocks at an
 * explicit block number. A block tag (`latest`, `pending`, …) or a missing block argument is
 * never kept, and neither is an error or a `null` result.
 */

/** Methods whose answer depends only on their parameters. */
const FIXED = new Set(['eth_chainId', 'net_version', 'eth_getBlockByHash']);

/** Methods that are fixed when the parameter at this index is a block number (hex) or hash. */
const AT_BLOCK: Record<string, number> = {
  eth_getBlockByNumber: 0,
  eth_getBalance: 1,
  eth_getCode: 1,
  eth_getTransactionCount: 1,
  eth_getStorageAt: 2,
  eth_getProof: 2,
};

interface RpcRequest {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

const isPinned = (block: unknown) => typeof block === 'string' && /^0x[0-9a-f]+$/i.test(block);

/** The cache key of a JSON-RPC request sent to `url`, or null when its answer may change. */
export function rpcCacheKey(url: string, request: RpcRequest): string | null {
  const {method, params = []} = request;
  if (typeof method !== 'string' || !Array.isArray(params)) return null;
  const index = AT_BLOCK[method];
  if (!FIXED.has(method) && (index === undefined || !isPinned(params[index]))) return null;
  return `${url} ${method} ${JSON.stringify(params)}`;
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * `fetch` with the cache in front of it for JSON-RPC POSTs; everything else goes straight
 * through. At most `max` answers are kept (the oldest goes first).
 */
export function cachingFetch(inner: typeof fetch, max = 2000): typeof fetch {
  const cache = new Map<string, unknown>();
  return async (input, init) => {
    if (init?.method?.toUpperCase() !== 'POST' || typeof init.body !== 'string') {
      return inner(input, init);
    }
    let request: unknown;
    try {
      request = JSON.parse(init.body);
    } catch {
      return inner(input, init);
    }
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      return inner(input, init);
    }
    const key = rpcCacheKey(urlOf(input), request as RpcRequest);
    if (key === null) return inner(input, init);
    if (cache.has(key)) {
      const body = {jsonrpc: '2.0', id: (request as RpcRequest).id, result: cache.get(key)};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: {'content-type': 'application/json'},
      });
    }
    const response = await inner(input, init);
    if (response.ok) {
      try {
        const answer = (await response.clone().json()) as {result?: unknown; error?: unknown};
        if (answer.error === undefined && answer.result !== undefined && answer.result !== null) {
          if (cache.size >= max) cache.delete(cache.keys().next().value as string);
          cache.set(key, answer.result);
        }
      } catch {
        // not JSON: not kept
      }
    }
    return response;
  };
}
