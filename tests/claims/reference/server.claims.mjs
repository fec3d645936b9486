// Claims of docs/reference/server.mdx: the handlerOptions table, row by row.
import assert from 'node:assert/strict';

const SRC = '@tevm/server/src/createHttpHandler.js';
/** Starts createServer(client, handlerOptions) on 127.0.0.1; returns fetch helpers and close(). */
const serve = async (ctx, key, handlerOptions) =>
  ctx.shared(`server:${key}`, async () => {
    const {createMemoryClient} = await import('tevm');
    const {createServer} = await import('tevm/server');
    const server = createServer(createMemoryClient({loggingLevel: 'silent'}), {}, handlerOptions);
    await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
    const url = `http://127.0.0.1:${/** @type {any} */ (server.address()).port}/`;
    return {
      url,
      post: (body, headers = {}) =>
        fetch(url, {
          method: 'POST',
          headers: {'content-type': 'application/json', ...headers},
          body,
        }),
      close: () =>
        new Promise((r) => {
          server.closeAllConnections?.();
          server.close(() => r(undefined));
        }),
    };
  });
const call = (id = 1) => ({jsonrpc: '2.0', id, method: 'eth_chainId', params: []});

export default [
  {
    table: 'Option',
    row: 'maxBodySize',
    default: '1048576 (1 MiB)',
    check: async (ctx) => {
      assert.match(ctx.source(SRC), /DEFAULT_MAX_BODY_SIZE = 1024 \* 1024/);
      const s = await serve(ctx, 'small', {maxBodySize: 64});
      const res = await s.post(JSON.stringify({...call(), params: ['x'.repeat(200)]}));
      assert.equal(res.status, 413);
      assert.equal(await res.text(), '');
      assert.equal(res.headers.get('connection'), 'close');
    },
  },
  {
    table: 'Option',
    row: 'maxBatchSize',
    default: '100',
    check: async (ctx) => {
      assert.match(ctx.source(SRC), /DEFAULT_MAX_BATCH_SIZE = 100/);
      const s = await serve(ctx, 'batch', {maxBatchSize: 2});
      const res = await s.post(JSON.stringify([call(1), call(2), call(3)]));
      assert.equal(res.status, 400);
      assert.match(await res.text(), /Batch request exceeds configured max batch size of 2/);
    },
  },
  {
    table: 'Option',
    row: 'requestTimeout',
    default: '30000 (ms)',
    check: async (ctx) => {
      const src = ctx.source(SRC);
      assert.match(src, /DEFAULT_REQUEST_TIMEOUT = 30_000/);
      assert.match(src, /if \(requestTimeout > 0 && typeof req\.setTimeout === 'function'\)/);
      assert.match(src, /408/);
    },
  },
  {
    table: 'Option',
    row: 'cors',
    default: 'false',
    check: async (ctx) => {
      const plain = await serve(ctx, 'default', undefined);
      assert.equal(
        (await plain.post(JSON.stringify(call()))).headers.get('access-control-allow-origin'),
        null,
      );
      const s = await serve(ctx, 'cors', {cors: true});
      assert.equal(
        (await s.post(JSON.stringify(call()))).headers.get('access-control-allow-origin'),
        '*',
      );
      const pre = await fetch(s.url, {method: 'OPTIONS'});
      assert.equal(pre.status, 204);
    },
  },
  {
    table: 'Option',
    row: 'compatibility',
    default: 'false',
    check: async (ctx) => {
      const s = await serve(ctx, 'compat', {compatibility: true});
      assert.equal(
        (await s.post(JSON.stringify({jsonrpc: '2.0', method: 'eth_chainId', params: []}))).status,
        204,
        'a notification is not answered with 204',
      );
      assert.equal(
        (await s.post(JSON.stringify(call()), {'content-type': 'text/plain'})).status,
        415,
      );
      const loose = await serve(ctx, 'default', undefined);
      assert.equal(
        (await loose.post(JSON.stringify({jsonrpc: '2.0', method: 'eth_chainId', params: []})))
          .status,
        200,
      );
    },
  },
  {
    table: 'Option',
    row: 'maxHeaderSize',
    default: '16384 (bytes)',
    check: async (ctx) => {
      const src = ctx.source(SRC);
      assert.match(src, /DEFAULT_MAX_HEADER_SIZE = 16 \* 1024/);
      assert.match(src, /431/);
    },
  },
];
