// Claims of docs/reference/server.mdx: the functions, the handlerOptions table (each limit hit by a
// real HTTP request to a server on port 0), the status codes and the pitfalls.
import assert from 'node:assert/strict';
import http from 'node:http';
import {dependencyTree} from './installed.mjs';

const SRC = '@tevm/server/src/createHttpHandler.js';
const ADAPTERS = '@tevm/server/src/adapters';
const tevm = () => import('tevm');
const server = () => import('tevm/server');
const listen = (s) => new Promise((r) => s.listen(0, '127.0.0.1', () => r(undefined)));
const stop = (s) =>
  new Promise((r) => {
    s.closeAllConnections?.();
    s.close(() => r(undefined));
  });

/** Starts createServer(client, {}, handlerOptions) on 127.0.0.1:0; shared per key, closed by the runner. */
const serve = async (ctx, key, handlerOptions, clientOptions = {loggingLevel: 'silent'}) =>
  ctx.shared(`server:${key}`, async () => {
    const {createMemoryClient} = await tevm();
    const {createServer} = await server();
    const client = createMemoryClient(clientOptions);
    const s = createServer(client, {}, handlerOptions);
    await listen(s);
    const port = /** @type {any} */ (s.address()).port;
    const url = `http://127.0.0.1:${port}/`;
    return {
      client,
      port,
      url,
      post: (body, headers = {}) =>
        fetch(url, {
          method: 'POST',
          headers: {'content-type': 'application/json', ...headers},
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      close: () => stop(s),
    };
  });

/**
 * A raw node:http POST (fetch cannot send a body that never ends). Resolves the status code, or
 * 'none' when no response came within `waitMs`.
 */
const rawPost = (port, {headers = {}, body, partial = false, waitMs = 1500} = {}) =>
  new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        headers: {'content-type': 'application/json', ...headers},
      },
      (res) => {
        res.resume();
        resolve(res.statusCode);
      },
    );
    req.on('error', () => resolve('socket closed'));
    if (partial) {
      req.setHeader('content-length', 100);
      req.write('{"jsonrpc"');
      setTimeout(() => {
        resolve('none');
        req.destroy();
      }, waitMs);
    } else req.end(body ?? JSON.stringify(call()));
  });
const call = (id = 1, method = 'eth_chainId', params = []) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

/**
 * A contract `outer` that CALLs `inner`, which reverts without data; one mined transaction to
 * `outer` and one debug_traceCall of it (`callTrace.last`). `callTrace(method, params)` runs a
 * callTracer request in-process (over HTTP it would crash, see the danger block).
 */
const tracedNestedRevert = (ctx) =>
  ctx.shared('traced-nested-revert', async () => {
    const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
    const client = createMemoryClient({loggingLevel: 'silent'});
    const inner = '0x00000000000000000000000000000000000000bb';
    const outer = '0x00000000000000000000000000000000000000aa';
    await client.setCode({address: inner, bytecode: '0x60006000fd'});
    // CALL(gas, inner, 0, 0, 0, 0, 0); STOP
    await client.setCode({
      address: outer,
      bytecode: `0x6000600060006000600073${inner.slice(2)}5af100`,
    });
    const [a] = PREFUNDED_ACCOUNTS;
    const from = a.address;
    const transactionHash = await client.sendTransaction({account: a, to: outer, chain: null});
    /** A callTracer request as it is sent (a failed frame prints itself: see the last claim). */
    const loud = (method, params) =>
      client.request({method, params: [{...params, tracer: 'callTracer'}]});
    /** The same with console.log silenced, so the claims' output stays readable. */
    const quiet = async (method, params) => {
      const log = console.log;
      console.log = () => {};
      try {
        return await loud(method, params);
      } finally {
        console.log = log;
      }
    };
    const callTrace = Object.assign(quiet, {from, outer, inner, loud, last: undefined});
    callTrace.last = await callTrace('debug_traceCall', {from, to: outer});
    return {
      client,
      from,
      outer,
      transactionHash,
      callTrace,
      close: () => client.transport.tevm.close?.(),
    };
  });

/** Runtime bytecode that reverts with exactly `data` (a hex string of at most 255 bytes). */
const revertingWith = (data) => {
  const hex = data.slice(2);
  const words = hex.padEnd(Math.ceil(hex.length / 64) * 64, '0').match(/.{64}/g) ?? [];
  const byte = (n) => n.toString(16).padStart(2, '0');
  const stores = words.map((w, i) => `7f${w}60${byte(i * 32)}52`).join('');
  return `0x${stores}60${byte(hex.length / 2)}6000fd`;
};

/** Runs createHttpHandler(target) behind a server that catches the handler's rejection. */
const caughtRejection = async (target, body) => {
  const {createHttpHandler} = await server();
  const handler = createHttpHandler(target);
  let caught;
  const s = http.createServer((req, res) =>
    handler(req, res).catch((e) => {
      caught = e;
      if (!res.headersSent) res.writeHead(599);
      res.end();
    }),
  );
  await listen(s);
  try {
    await fetch(`http://127.0.0.1:${/** @type {any} */ (s.address()).port}`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(body),
    });
  } finally {
    await stop(s);
  }
  return caught;
};

/**
 * debug_traceCall of a contract that CALLs one running INVALID: the root's type and number of
 * nested calls with `tracer: 'callTracer'` in params[0], the result's keys when the tracer is sent
 * in geth's shape (a third parameter), and the failed inner frame. Shared with the refuted
 * sentence in tests/claims/refuted/claims/refcore.claims.mjs.
 */
export const tracerPlacement = async () => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
  const client = createMemoryClient({loggingLevel: 'silent'});
  const inner = '0x00000000000000000000000000000000000000bb';
  const outer = '0x00000000000000000000000000000000000000aa';
  await client.setCode({address: inner, bytecode: '0xfe'});
  await client.setCode({
    address: outer,
    bytecode: `0x6000600060006000600073${inner.slice(2)}5af100`,
  });
  const tx = {from: PREFUNDED_ACCOUNTS[0].address, to: outer};
  const log = console.log;
  console.log = () => {};
  try {
    const first = await client.request({
      method: 'debug_traceCall',
      params: [{...tx, tracer: 'callTracer'}],
    });
    const geth = await client.request({
      method: 'debug_traceCall',
      params: [tx, 'latest', {tracer: 'callTracer'}],
    });
    return {
      inFirst: [first.type, first.calls?.length],
      gethShape: Object.keys(geth),
      invalidFrame: first.calls[0],
    };
  } finally {
    console.log = log;
    await client.transport.tevm.close();
  }
};

export default [
  {
    quote:
      'Installing `@tevm/server` and `@tevm/memory-client` on their own saves little: their dependencies already include most of what `tevm` installs, the compiler and bundler packages among them.',
    check: async () => {
      const all = dependencyTree('tevm');
      const scoped = new Set([
        ...dependencyTree('@tevm/server'),
        ...dependencyTree('@tevm/memory-client'),
      ]);
      assert.ok(scoped.size > all.size * 0.85, `${scoped.size} of ${all.size} packages`);
      for (const p of ['@tevm/base-bundler', '@tevm/compiler', 'solc']) assert.ok(scoped.has(p), p);
    },
  },
  {
    quote: 'Both names load the same code.',
    check: async () => {
      const a = await server();
      const b = await import('@tevm/server');
      for (const n of [
        'createServer',
        'createHttpHandler',
        'createExpressMiddleware',
        'createNextApiHandler',
      ])
        assert.equal(a[n], b[n], n);
    },
  },
  {
    quote: '`tevm/server` is the code behind `npx tevm serve`',
    check: async (ctx) => {
      assert.match(ctx.source('@tevm/cli/dist/utils/server.js'), /from '@tevm\/server'/);
    },
  },
  {
    quote:
      '`createServer(client)` returns a plain Node `http.Server`; nothing listens until you call `listen`.',
    check: async () => {
      const {createServer} = await server();
      const s = createServer((await tevm()).createMemoryClient());
      assert.ok(s instanceof http.Server);
      assert.equal(s.listening, false);
    },
  },
  {
    quote:
      "fails on the first request with `TypeError: Cannot read properties of undefined (reading 'tevm')`. `createServer` does not catch it, so it is an unhandled rejection, which ends the Node.js process.",
    check: async (ctx) => {
      const c = (await tevm()).createMemoryClient();
      const e = await caughtRejection({request: c.request}, call());
      assert.ok(e instanceof TypeError);
      assert.match(e.message, /reading 'tevm'/);
      // createServer hands the async handler to node:http unwrapped, so nothing catches the rejection
      assert.match(
        ctx.source('@tevm/server/src/createServer.js'),
        /return httpCreateServer\(serverOptions, createHttpHandler\(client, handlerOptions\)\)/,
      );
    },
  },
  {
    quote: 'Responses carry a `method` field next to `id`, `jsonrpc` and `result`.',
    example:
      "assert.deepEqual(body, { id: 1, jsonrpc: '2.0', method: 'eth_chainId', result: '0x384' })",
  },
  // the functions
  {
    table: 'Export',
    row: 'createServer(client, serverOptions?, handlerOptions?)',
    check: async () => {
      const {createServer} = await server();
      const s = createServer((await tevm()).createMemoryClient(), {maxHeaderSize: 1234});
      assert.ok(s instanceof http.Server);
      assert.equal(s.maxHeaderSize, 1234, 'serverOptions did not reach http.createServer');
    },
  },
  {
    table: 'Export',
    row: 'createHttpHandler(client, handlerOptions?)',
    example:
      'const tevm = createHttpHandler(createMemoryClient(), { cors: true, maxBatchSize: 20 })',
  },
  {
    table: 'Export',
    row: 'createExpressMiddleware(client)',
    example: "app.post('/rpc', createExpressMiddleware(createMemoryClient()))",
  },
  {
    table: 'Export',
    row: 'createNextApiHandler(client)',
    check: async () => {
      const {createNextApiHandler} = await server();
      const handler = createNextApiHandler(
        (await tevm()).createMemoryClient({loggingLevel: 'silent'}),
      );
      const s = http.createServer((req, res) => void handler(req, res));
      await listen(s);
      try {
        const res = await fetch(`http://127.0.0.1:${/** @type {any} */ (s.address()).port}`, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify(call()),
        });
        assert.equal((await res.json()).result, '0x384');
      } finally {
        await stop(s);
      }
    },
  },
  {
    table: 'Export',
    row: 'InvalidJsonError, ReadRequestBodyError',
    check: async () => {
      const {InvalidJsonError, ReadRequestBodyError} = await server();
      assert.ok(new InvalidJsonError('x') instanceof Error);
      assert.equal(new InvalidJsonError('x').code, -32700);
      assert.ok(new ReadRequestBodyError('x') instanceof Error);
    },
  },
  // handlerOptions
  {
    quote:
      '`handlerOptions` is the same object for `createServer` and `createHttpHandler`. These are all of its keys at 1.0.0-rc.151',
    check: async (ctx) => {
      const src = ctx.source(SRC);
      const keys = src
        .match(/const \{\s*([^}]*)\} = options/)[1]
        .split(',')
        .map((k) => k.trim().split(/\s*=/)[0])
        .filter(Boolean);
      assert.deepEqual(keys.sort(), [
        'compatibility',
        'cors',
        'maxBatchSize',
        'maxBodySize',
        'maxHeaderSize',
        'requestTimeout',
      ]);
      assert.match(
        ctx.source('@tevm/server/src/createServer.js'),
        /createHttpHandler\(client, handlerOptions\)/,
      );
    },
  },
  {
    table: 'Option',
    row: 'maxBodySize',
    default: '1048576 (1 MiB)',
    check: async (ctx) => {
      const big = {...call(), params: ['x'.repeat(1024 * 1024)]};
      const def = await serve(ctx, 'default', undefined);
      assert.equal((await def.post(big)).status, 413, 'a 1 MiB + body passed the default');
      assert.equal((await def.post({...call(), params: ['x'.repeat(1000 * 1000)]})).status, 200);
      const s = await serve(ctx, 'small', {maxBodySize: 64});
      const res = await s.post({...call(), params: ['x'.repeat(200)]});
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
      const def = await serve(ctx, 'default', undefined);
      const batch = (n) => Array.from({length: n}, (_, i) => call(i));
      assert.equal((await def.post(batch(100))).status, 200);
      const over = await def.post(batch(101));
      assert.equal(over.status, 400);
      assert.match(await over.text(), /Batch request exceeds configured max batch size of 100/);
      const s = await serve(ctx, 'batch', {maxBatchSize: 2});
      assert.equal((await s.post(batch(3))).status, 400);
    },
  },
  {
    table: 'Option',
    row: 'requestTimeout',
    default: '30000 (ms)',
    check: async (ctx) => {
      assert.match(ctx.source(SRC), /DEFAULT_REQUEST_TIMEOUT = 30_000/);
      const fast = await serve(ctx, 'timeout', {requestTimeout: 200});
      const off = await serve(ctx, 'timeout-off', {requestTimeout: 0});
      const def = await serve(ctx, 'default', undefined);
      const [timed, never, byDefault] = await Promise.all([
        rawPost(fast.port, {partial: true, waitMs: 10_000}),
        rawPost(off.port, {partial: true, waitMs: 800}),
        rawPost(def.port, {partial: true, waitMs: 800}),
      ]);
      assert.equal(timed, 408, 'an idle request did not get 408');
      assert.equal(never, 'none', 'requestTimeout: 0 still answered');
      assert.equal(byDefault, 'none', 'the default timed out within 0.8 s');
    },
  },
  {
    table: 'Option',
    row: 'cors',
    default: 'false',
    check: async (ctx) => {
      const plain = await serve(ctx, 'default', undefined);
      assert.equal((await plain.post(call())).headers.get('access-control-allow-origin'), null);
      const s = await serve(ctx, 'cors', {cors: true});
      const res = await s.post(call());
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      assert.equal(res.headers.get('access-control-allow-headers'), 'content-type');
      assert.match(res.headers.get('access-control-allow-methods') ?? '', /POST/);
      const pre = await fetch(s.url, {method: 'OPTIONS'});
      assert.equal(pre.status, 204);
      assert.notEqual((await fetch(plain.url, {method: 'OPTIONS'})).status, 204);
    },
  },
  {
    table: 'Option',
    row: 'compatibility',
    default: 'false',
    check: async (ctx) => {
      const s = await serve(ctx, 'compat', {compatibility: true});
      const note = {jsonrpc: '2.0', method: 'eth_chainId', params: []};
      assert.equal((await s.post(note)).status, 204, 'a notification is not answered with 204');
      assert.equal((await s.post(call(), {'content-type': 'text/plain'})).status, 415);
      assert.equal((await fetch(`${s.url}other`, {method: 'POST'})).status, 404);
      assert.equal((await fetch(s.url)).status, 405);
      assert.equal(
        (await s.post({id: 1, method: 'eth_chainId'})).status,
        400,
        'jsonrpc not required',
      );
      assert.equal((await s.post([])).status, 400, 'an empty batch passed');
      const loose = await serve(ctx, 'default', undefined);
      assert.equal((await loose.post(note)).status, 200);
      assert.equal((await loose.post(call(), {'content-type': 'text/plain'})).status, 200);
      assert.equal((await loose.post({id: 1, method: 'eth_chainId'})).status, 200);
      assert.equal((await loose.post([])).status, 200);
    },
  },
  {
    table: 'Option',
    row: 'maxHeaderSize',
    default: '16384 (bytes)',
    check: async (ctx) => {
      const two = {'x-big': 'a'.repeat(2000)};
      const compat = await serve(ctx, 'compat-header', {compatibility: true, maxHeaderSize: 1000});
      const loose = await serve(ctx, 'loose-header', {maxHeaderSize: 1000});
      assert.equal(await rawPost(compat.port, {headers: two}), 431);
      assert.equal(
        await rawPost(loose.port, {headers: two}),
        200,
        'checked outside compatibility mode',
      );
      // the default: 15 KB of headers pass in compatibility mode, 17 KB do not (Node's own limit too)
      const compatDef = await serve(ctx, 'compat', {compatibility: true});
      assert.equal(await rawPost(compatDef.port, {headers: {'x-big': 'a'.repeat(15000)}}), 200);
      assert.equal(await rawPost(compatDef.port, {headers: {'x-big': 'a'.repeat(17000)}}), 431);
      assert.equal(
        await rawPost(loose.port, {headers: {'x-big': 'a'.repeat(17000)}}),
        431,
        "Node's limit",
      );
      assert.equal(http.maxHeaderSize, 16384);
    },
  },
  {
    quote: 'The Express and Next.js adapters take no options: they always use these defaults.',
    check: async (ctx) => {
      for (const f of ['createExpressMiddleware.js', 'createNextApiHandler.js']) {
        const src = ctx.source(`${ADAPTERS}/${f}`);
        assert.match(src, /\(client\)/, f);
        assert.match(src, /const handler = createHttpHandler\(client\)/, f);
      }
    },
  },
  {
    quote:
      'POST an array and you get an array back, in the same order. Each entry succeeds or fails on its own',
    example: "{ jsonrpc: '2.0', id: 2, method: 'eth_notAMethod', params: [] },",
  },
  {
    quote:
      'it uses `req.body` when a body parser already filled it and reads the request stream otherwise',
    check: async () => {
      const {default: express} = await import('express');
      const {createExpressMiddleware} = await server();
      const mw = createExpressMiddleware(
        (await tevm()).createMemoryClient({loggingLevel: 'silent'}),
      );
      for (const parsed of [true, false]) {
        const app = express();
        if (parsed) app.use(express.json());
        app.post('/rpc', mw);
        const s = app.listen(0, '127.0.0.1');
        await new Promise((r) => s.once('listening', () => r(undefined)));
        try {
          const res = await fetch(`http://127.0.0.1:${s.address().port}/rpc`, {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: JSON.stringify(call()),
          });
          assert.equal(
            (await res.json()).result,
            '0x384',
            parsed ? 'with express.json()' : 'without',
          );
        } finally {
          await stop(s);
        }
      }
    },
  },
  {
    quote: 'Express is not a dependency of Tevm',
    check: async () => {
      const {createRequire} = await import('node:module');
      const req = createRequire(import.meta.url);
      for (const p of ['tevm', '@tevm/server']) {
        const pkg = req(`${p}/package.json`);
        assert.equal({...pkg.dependencies, ...pkg.peerDependencies}.express, undefined, p);
      }
    },
  },
  {
    quote:
      'The app router (`app/api/*/route.ts`, built on web `Request`/`Response` objects) has no adapter in this release',
    check: async () => {
      const names = Object.keys(await server()).sort();
      assert.deepEqual(names, [
        'InvalidJsonError',
        'ReadRequestBodyError',
        'createExpressMiddleware',
        'createHttpHandler',
        'createNextApiHandler',
        'createServer',
      ]);
    },
  },
  // status codes
  {
    quote:
      'A reverted `eth_call` comes back as 200 with `error.code` 3, the raw revert bytes in `error.data.data`, and the decoded reason in `error.message`',
    check: async (ctx) => {
      const s = await serve(ctx, 'default', undefined);
      const {encodeErrorResult, parseAbi} = await import('viem');
      const abi = parseAbi([
        'error Error(string)',
        'error Panic(uint256)',
        'error Nope(uint256)',
        'error Bare()',
      ]);
      const to = '0x00000000000000000000000000000000000000bd';
      const cases = [
        [encodeErrorResult({abi, errorName: 'Error', args: ['nope']}), 'execution reverted: nope'],
        [
          encodeErrorResult({abi, errorName: 'Panic', args: [17n]}),
          'execution reverted: Panic(17)',
        ],
        [
          encodeErrorResult({abi, errorName: 'Nope', args: [7n]}),
          `execution reverted: custom error 0x63a2a81f: 0x${'7'.padStart(64, '0')}`,
        ],
        // a custom error without arguments: the selector alone
        [
          encodeErrorResult({abi, errorName: 'Bare'}),
          `execution reverted: custom error ${encodeErrorResult({abi, errorName: 'Bare'})}`,
        ],
        ['0x', 'execution reverted'],
      ];
      for (const [data, message] of cases) {
        await s.client.setCode({address: to, bytecode: revertingWith(data)});
        const res = await s.post(call(1, 'eth_call', [{to}, 'latest']));
        assert.equal(res.status, 200);
        const {error} = await res.json();
        assert.equal(error.code, 3);
        assert.equal(error.message, message);
        assert.equal(error.data.data, data);
      }
    },
  },
  {
    table: 'Status',
    row: '400',
    check: async (ctx) => {
      const s = await serve(ctx, 'default', undefined);
      const notJson = await s.post('{"jsonrpc":');
      assert.equal(notJson.status, 400);
      assert.equal((await notJson.json()).error.code, -32700);
      const notRpc = await s.post({jsonrpc: '2.0', id: 1, params: []});
      assert.equal(notRpc.status, 400);
      assert.equal((await notRpc.json()).error.code, -32600);
      const unknown = await s.post(call(1, 'eth_notAMethod'));
      assert.equal(unknown.status, 400);
      const u = (await unknown.json()).error;
      assert.equal(u.code, -32601);
      assert.match(u.message, /^UnsupportedMethodError: Unknown method eth_notAMethod/);
      const bad = await s.post(call(1, 'eth_getBalance', ['0x12', 'latest']));
      assert.equal(bad.status, 400);
      assert.equal((await bad.json()).error.code, -32013);
    },
  },
  {
    table: 'Status',
    row: '408',
    check: async (ctx) => {
      const s = await serve(ctx, 'timeout', {requestTimeout: 200});
      const res = await new Promise((resolve) => {
        const req = http.request(
          {host: '127.0.0.1', port: s.port, method: 'POST', headers: {'content-length': 100}},
          (r) => {
            let body = '';
            r.on('data', (d) => (body += d));
            r.on('end', () => resolve({status: r.statusCode, body}));
          },
        );
        req.on('error', () => {});
        req.write('{');
      });
      assert.equal(res.status, 408);
      assert.equal(res.body, '');
    },
  },
  {
    table: 'Status',
    row: '413',
    check: async (ctx) => {
      const s = await serve(ctx, 'small', {maxBodySize: 64});
      const res = await s.post({...call(), params: ['x'.repeat(200)]});
      assert.equal(res.status, 413);
      assert.equal(await res.text(), '');
    },
  },
  {
    table: 'Status',
    row: '204, 404, 405, 415, 431',
    check: async (ctx) => {
      const loose = await serve(ctx, 'default', undefined);
      const compat = await serve(ctx, 'compat', {compatibility: true});
      for (const s of [loose, compat]) {
        const statuses = [
          (await s.post({jsonrpc: '2.0', method: 'eth_chainId', params: []})).status,
          (
            await fetch(`${s.url}x`, {
              method: 'POST',
              headers: {'content-type': 'application/json'},
              body: JSON.stringify(call()),
            })
          ).status,
          (
            await fetch(s.url, {
              method: 'PUT',
              headers: {'content-type': 'application/json'},
              body: JSON.stringify(call()),
            })
          ).status,
          (await s.post(call(), {'content-type': 'text/plain'})).status,
        ];
        if (s === compat) assert.deepEqual(statuses, [204, 404, 405, 415]);
        else assert.deepEqual(statuses, [200, 200, 200, 200]);
      }
      const r = await compat.post({jsonrpc: '2.0', method: 'eth_chainId', params: []});
      assert.equal(await r.text(), '');
    },
  },
  {
    quote: 'This example provokes three of them',
    example: "const tooBig = await post(JSON.stringify({ ...request, params: ['x'.repeat(500)] }))",
  },
  {
    quote:
      '`value`, `gas` and `gasUsed` are bigints in every frame. The server cannot serialise them (`Do not know how to serialize a BigInt`) and the process exits.',
    check: async (ctx) => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const c = createMemoryClient({loggingLevel: 'silent'});
      const [a, b] = PREFUNDED_ACCOUNTS;
      const transactionHash = await c.sendTransaction({
        account: a,
        to: b.address,
        value: 1n,
        chain: null,
      });
      const traced = await c.request({
        method: 'debug_traceTransaction',
        params: [{transactionHash, tracer: 'callTracer'}],
      });
      for (const k of ['value', 'gas', 'gasUsed'])
        assert.equal(typeof traced[k], 'bigint', `in-process ${k} is not a bigint`);
      for (const req of [
        call(1, 'debug_traceTransaction', [{transactionHash, tracer: 'callTracer'}]),
        call(2, 'debug_traceCall', [
          {from: a.address, to: b.address, value: '0x1', tracer: 'callTracer'},
        ]),
      ]) {
        const e = await caughtRejection(c, req);
        assert.ok(e instanceof TypeError, `${req.method} did not reject`);
        assert.match(e.message, /Do not know how to serialize a BigInt/);
      }
      // the struct-log tracer is fine over HTTP
      assert.equal(
        await caughtRejection(c, call(3, 'debug_traceTransaction', [{transactionHash}])),
        undefined,
      );
      assert.ok(ctx);
    },
  },
  {
    quote:
      "With `params[0].tracer: 'callTracer'`, `debug_traceTransaction` and `debug_traceCall` return one call frame `{ type, from, to, value, gas, gasUsed, input, output, calls }`; `calls` holds the nested frames in the same shape.",
    check: async (ctx) => {
      const {from, outer, transactionHash, callTrace} = await tracedNestedRevert(ctx);
      const txTrace = await callTrace('debug_traceTransaction', {transactionHash});
      for (const root of [txTrace, callTrace.last]) {
        const keys = ['type', 'from', 'to', 'value', 'gas', 'gasUsed', 'input', 'output', 'calls'];
        assert.deepEqual(Object.keys(root), keys);
        assert.equal(root.type, 'CALL');
        assert.equal(root.from.toLowerCase(), from.toLowerCase());
        assert.equal(root.to.toLowerCase(), outer);
        assert.equal(root.calls.length, 1);
        const [inner] = root.calls;
        assert.deepEqual(Object.keys(inner), [...keys, 'error', 'revertReason']);
        assert.equal(inner.error, 'revert');
        assert.equal(inner.revertReason, 'execution reverted');
        for (const frame of [root, inner])
          for (const k of ['value', 'gas', 'gasUsed']) assert.equal(typeof frame[k], 'bigint', k);
      }
    },
  },
  {
    quote:
      "Tevm reads `tracer` from the first parameter object (`params[0].tracer`, next to `transactionHash` or the call's fields), not from geth's separate options parameter: sent in geth's shape, the option is ignored and you get the struct-log result.",
    check: async () => {
      const o = await tracerPlacement();
      assert.deepEqual(o.inFirst, ['CALL', 1], 'params[0].tracer gave no call frame');
      assert.deepEqual(o.gethShape.sort(), ['failed', 'gas', 'returnValue', 'structLogs']);
    },
  },
  {
    quote:
      "A failed frame adds `error`, the EVM's error string (`'revert'`, `'invalid opcode'`, …), and only a revert also adds `revertReason`.",
    check: async (ctx) => {
      const {callTrace} = await tracedNestedRevert(ctx);
      const [reverted] = callTrace.last.calls;
      assert.equal(reverted.error, 'revert');
      assert.equal(reverted.revertReason, 'execution reverted');
      const {invalidFrame} = await tracerPlacement();
      assert.equal(invalidFrame.error, 'invalid opcode');
      assert.equal('revertReason' in invalidFrame, false, 'a non-revert has revertReason');
    },
  },
  {
    quote:
      "`gasUsed` counts execution gas only, without the 21,000 intrinsic gas, so a plain transfer shows `0n`. The root `gas` is the transaction's gas limit, or 16,777,215 for a `debug_traceCall` without `gas`.",
    check: async (ctx) => {
      const {client, transactionHash, callTrace} = await tracedNestedRevert(ctx);
      const receipt = await client.getTransactionReceipt({hash: transactionHash});
      const tx = await client.getTransaction({hash: transactionHash});
      const traced = await callTrace('debug_traceTransaction', {transactionHash});
      assert.equal(traced.gasUsed, receipt.gasUsed - 21000n);
      assert.equal(traced.gas, tx.gas);
      assert.equal(callTrace.last.gas, 16777215n);
      const withGas = await callTrace('debug_traceCall', {
        from: callTrace.from,
        to: callTrace.outer,
        gas: '0x10000',
      });
      assert.equal(withGas.gas, 0x10000n);
      const [a, b] = (await tevm()).PREFUNDED_ACCOUNTS;
      const hash = await client.sendTransaction({
        account: a,
        to: b.address,
        value: 1n,
        chain: null,
      });
      const transfer = await callTrace('debug_traceTransaction', {transactionHash: hash});
      assert.equal(transfer.gasUsed, 0n);
      assert.equal(transfer.gas, 21000n);
    },
  },
  {
    quote:
      'Every failed frame is also printed to stdout with `console.log`, a debugging leftover in the tracer.',
    check: async (ctx) => {
      const {callTrace} = await tracedNestedRevert(ctx);
      const logged = [];
      const log = console.log;
      console.log = (...args) => void logged.push(args[0]);
      try {
        await callTrace.loud('debug_traceCall', {from: callTrace.from, to: callTrace.outer});
        assert.equal(logged.length, 1, 'the failed inner frame was not printed');
        assert.equal(logged[0].error, 'revert');
        await callTrace.loud('debug_traceCall', {from: callTrace.from, to: callTrace.inner});
        assert.equal(logged.length, 2, 'a failed root frame was not printed');
        logged.length = 0;
        const [, b] = (await tevm()).PREFUNDED_ACCOUNTS;
        await callTrace.loud('debug_traceCall', {
          from: callTrace.from,
          to: b.address,
          value: '0x1',
        });
        assert.equal(logged.length, 0, 'a successful call printed something');
      } finally {
        console.log = log;
      }
    },
  },
  {
    quote:
      'Requests rejected with a 400 are also logged through the node\'s logger at error level (an error with "Docs:", "Details:" and "Version:" lines); the 413 is not logged.',
    check: async (ctx) => {
      const s = await serve(ctx, 'logging', {maxBodySize: 200});
      const logger = s.client.transport.tevm.logger;
      const logged = [];
      const error = logger.error;
      logger.error = (...args) => void logged.push(args[0]);
      try {
        await (await s.post('{"jsonrpc":')).text();
        assert.equal(logged.length, 1, 'the 400 was not logged at error level');
        assert.match(String(logged[0].message), /Docs:[\s\S]*Details:[\s\S]*Version:/);
        await (await s.post({...call(), params: ['x'.repeat(500)]})).text();
        assert.equal(logged.length, 1, 'the 413 was logged');
      } finally {
        logger.error = error;
      }
    },
  },
  {
    quote: '**`net_version` returns `"0x384"`**',
    example: "assert.equal((await rpc.json()).result, '0x384')",
  },
  {
    quote:
      '`listen` is asynchronous. Wait for its callback (or the `listening` event) before the first request',
    check: async () => {
      const {createServer} = await server();
      const s = createServer((await tevm()).createMemoryClient());
      const listening = new Promise((r) => s.once('listening', () => r(undefined)));
      s.listen(0, '127.0.0.1');
      assert.equal(s.listening, false, 'listening right after listen()');
      await listening;
      assert.equal(s.listening, true);
      await stop(s);
    },
  },
  {
    quote: '`tevm` exports the same `http` function, so either import works',
    check: async () => assert.equal((await tevm()).http, (await import('viem')).http),
  },
  {
    quote: 'this release installs that package at 1.0.0-next.148, behind the rest',
    check: async () => {
      const {createRequire} = await import('node:module');
      const req = createRequire(import.meta.url);
      assert.equal(req('@tevm/http-client/package.json').version, '1.0.0-next.148');
      assert.equal(req('@tevm/server/package.json').version, '1.0.0-rc.151');
      assert.equal(typeof (await import('tevm/http-client')).createHttpClient, 'function');
    },
  },
];
