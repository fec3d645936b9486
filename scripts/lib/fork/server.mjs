// @ts-check
// Loopback JSON-RPC endpoint for fork examples: 127.0.0.1, port 0, one path per fixture chain
// (e.g. http://127.0.0.1:41234/optimism). Each path is served by an in-process tevm memory client
// seeded from fixtures.mjs, behind the eth_getProof / eth_getStorageAt shim (tevm-facts §5).

import {createServer} from 'node:http';
import {createForkShim} from './shim.mjs';
import {forkFixtures} from './fixtures.mjs';

/**
 * Builds one seeded upstream for a fixture.
 * @param {import('./fixtures.mjs').ForkFixture} fixture
 */
export const createUpstream = async (fixture) => {
  const {createMemoryClient} = await import('tevm');
  const common = /** @type {Record<string, any>} */ (await import('tevm/common'))[fixture.chain];
  if (!common)
    throw new Error(`fork fixture ${fixture.name}: tevm/common has no export "${fixture.chain}"`);
  const client = createMemoryClient({common, loggingLevel: 'error'});
  await client.tevmReady();
  for (const {note: _note, ...account} of await fixture.accounts()) {
    await client.tevmSetAccount(/** @type {any} */ (account));
  }
  if (fixture.blocks > 0) await client.tevmMine({blockCount: fixture.blocks});
  return client;
};

const toJson = (/** @type {unknown} */ value) =>
  JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `0x${v.toString(16)}` : v));

/**
 * Starts the loopback server for the named fixtures. It listens at once (so the runner knows the
 * URL to rewrite to) and seeds the upstreams in the background; requests wait for `ready`.
 * @param {string[]} names fixture names to serve
 * @returns {Promise<{ origin: string, ready: Promise<unknown>, requests: Map<string, number>, errors: string[], close: () => Promise<void> }>}
 */
export const startForkServer = async (names) => {
  /** @type {Map<string, ReturnType<typeof createForkShim>>} */
  const shims = new Map();
  const ready = (async () => {
    for (const name of names) {
      const fixture = forkFixtures.find((f) => f.name === name);
      if (!fixture) throw new Error(`unknown fork fixture ${name}`);
      const upstream = /** @type {import('./shim.mjs').Eip1193} */ (
        /** @type {unknown} */ (await createUpstream(fixture))
      );
      shims.set(name, createForkShim(upstream));
    }
  })();
  ready.catch(() => {}); // reported by the runner, which awaits `ready`
  const requests = new Map();
  /** @type {string[]} */
  const errors = [];

  /**
   * @param {ReturnType<typeof createForkShim>} shim
   * @param {{id?: unknown, method: string, params?: unknown[]}} call
   */
  const answer = async (shim, call) => {
    const base = {jsonrpc: '2.0', id: call?.id ?? null};
    try {
      return {
        ...base,
        result: await shim.request({method: call.method, params: call.params ?? []}),
      };
    } catch (error) {
      const e = /** @type {any} */ (error);
      errors.push(
        `${call?.method}(${JSON.stringify(call?.params ?? []).slice(0, 120)}): ${String(e?.message ?? e).split('\n')[0]}`,
      );
      return {
        ...base,
        error: {
          code: typeof e?.code === 'number' ? e.code : -32603,
          message: String(e?.message ?? e),
        },
      };
    }
  };

  const server = createServer((req, res) => {
    const name = (req.url ?? '/').split('/')[1] ?? '';
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      await ready.catch(() => {});
      const shim = shims.get(name);
      res.setHeader('content-type', 'application/json');
      // No keep-alive: an idle pooled socket in the example's worker would look like a leaked handle.
      res.setHeader('connection', 'close');
      if (req.method !== 'POST' || !shim) {
        res.statusCode = 404;
        res.end(
          toJson({
            jsonrpc: '2.0',
            id: null,
            error: {code: -32601, message: `no fork fixture at ${req.url}`},
          }),
        );
        return;
      }
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.end(toJson({jsonrpc: '2.0', id: null, error: {code: -32700, message: 'parse error'}}));
        return;
      }
      const calls = Array.isArray(body) ? body : [body];
      for (const c of calls) requests.set(c?.method, (requests.get(c?.method) ?? 0) + 1);
      const out = await Promise.all(calls.map((c) => answer(shim, c)));
      res.end(toJson(Array.isArray(body) ? out : out[0]));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    ready,
    requests,
    errors,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
};
