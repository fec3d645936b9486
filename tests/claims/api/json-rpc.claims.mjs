// Claims of docs/api/json-rpc.mdx (the method table itself is checked by
// tests/examples/check-rpc-methods.mjs).
import assert from 'node:assert/strict';

const client = (ctx) =>
  ctx.shared('client', async () =>
    (await import('tevm')).createMemoryClient({loggingLevel: 'silent'}),
  );
const codeOf = async (ctx, method, params = []) => {
  try {
    await (await client(ctx)).transport.tevm.request({method, params});
    return 0;
  } catch (e) {
    return /** @type {any} */ (e).code;
  }
};
/** A tevm/server over the page's client on 127.0.0.1; resolves to a POST function. */
const http = (ctx) =>
  ctx.shared('http', async () => {
    const {createServer} = await import('tevm/server');
    const server = createServer(await client(ctx));
    await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
    const url = `http://127.0.0.1:${/** @type {any} */ (server.address()).port}`;
    const post = async (body) =>
      (
        await fetch(url, {method: 'POST', headers: {'content-type': 'application/json'}, body})
      ).json();
    post.close = () => new Promise((r) => server.close(() => r(undefined)));
    return post;
  });
const sender = (ctx) =>
  ctx.shared('sender', async () => {
    const {createTevmNode} = await import('tevm');
    const {tevmSend} = await import('tevm/decorators');
    return createTevmNode({loggingLevel: 'silent'}).extend(tevmSend());
  });

const NO_KEY = '0x00000000000000000000000000000000000000cc';
/** Requests whose handler throws (instead of answering with an error). */
const THROWING = [
  ['eth_getBalance', ['0x1234', 'latest']],
  ['eth_getLogs', [{fromBlock: '0x64', toBlock: '0x65'}]],
  ['eth_sign', [NO_KEY, '0xdead']],
  ['debug_traceTransaction', [`0x${'11'.repeat(32)}`]],
];

/** The serialized unsigned transfer and a signed one from an account that cannot pay for it. */
const rawTransfers = async () => {
  const {PREFUNDED_ACCOUNTS} = await import('tevm');
  const {serializeTransaction} = await import('viem');
  const {privateKeyToAccount} = await import('viem/accounts');
  const tx = {
    chainId: 900,
    type: /** @type {const} */ ('eip1559'),
    to: PREFUNDED_ACCOUNTS[1].address,
    value: 1n,
    nonce: 0,
    gas: 21000n,
    maxFeePerGas: 10n ** 10n,
    maxPriorityFeePerGas: 1n,
  };
  return {
    unsigned: serializeTransaction(tx),
    poor: await privateKeyToAccount(`0x${'42'.repeat(32)}`).signTransaction(tx),
  };
};

/**
 * What each `request` of a memory client throws: `node` is `client.transport.tevm.request`,
 * `client` is `client.request` (through viem). For each, the error thrown by an unknown method
 * (answered -32601), `tevm_contract` (answered with a string code), `anvil_setBalance` without an
 * address (answered -32013), `eth_getBalance` with a malformed address (InvalidAddressError
 * thrown), `eth_sign` for an account without a key (MissingAccountError thrown), and an unsigned
 * `eth_sendRawTransaction` (answered with code 'InvalidParams'). The refuted sentences read it too.
 */
export const requestErrors = async (client) => {
  const {unsigned} = await rawTransfers();
  const cases = {
    unknown: ['eth_doesNotExist', []],
    contract: ['tevm_contract', [{}]],
    tevmCode: ['anvil_setBalance', []],
    badAddress: ['eth_getBalance', ['0x1234', 'latest']],
    noKey: ['eth_sign', [NO_KEY, '0xdead']],
    rawUnsigned: ['eth_sendRawTransaction', [unsigned]],
  };
  const out = {node: {}, client: {}};
  const vias = {
    node: (a) => client.transport.tevm.request(a),
    client: (a) => client.request(a),
  };
  for (const [via, request] of Object.entries(vias))
    for (const [name, [method, params]] of Object.entries(cases))
      out[via][name] = await request(/** @type {any} */ ({method, params})).then(
        () => assert.fail(`${via}: ${method} resolved`),
        (e) => e,
      );
  return out;
};

export default [
  {
    quote:
      "`eth_sendRawTransaction` answers an unsigned transaction, or one the pool refuses (a sender who cannot pay, for example), with `code: 'InvalidParams'`, a string, over HTTP and through `send` and `sendBulk`; the node's `request` turns that answer into a `ProviderRpcError` with code -32000, which `client.request` throws as viem's `InvalidInputRpcError`.",
    check: async (ctx) => {
      const {ProviderRpcError} = await import('tevm/node');
      const {InvalidInputRpcError} = await import('viem');
      const {unsigned, poor} = await rawTransfers();
      const req = (raw) => ({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendRawTransaction',
        params: [raw],
      });
      const node = (await client(ctx)).transport.tevm;
      assert.equal((await node.send(req(unsigned))).error?.code, 'InvalidParams');
      assert.deepEqual(
        (await node.sendBulk([req(unsigned), req(poor)])).map((r) => r.error?.code),
        ['InvalidParams', 'InvalidParams'],
      );
      const post = await http(ctx);
      assert.equal((await post(JSON.stringify(req(unsigned)))).error?.code, 'InvalidParams');
      const seen = await requestErrors(await client(ctx));
      assert.ok(seen.node.rawUnsigned instanceof ProviderRpcError, 'node: a ProviderRpcError');
      assert.equal(seen.node.rawUnsigned.code, -32000);
      assert.ok(seen.client.rawUnsigned instanceof InvalidInputRpcError, 'client: viem class');
      assert.equal(seen.client.rawUnsigned.code, -32000);
    },
  },
  {
    table: 'Where',
    row: 'Memory client',
    example: "assert.equal(await client.request({ method: 'eth_blockNumber' }), '0x0')",
  },
  {
    table: 'Where',
    row: 'Bare node',
    example: 'const node = createTevmNode().extend(requestEip1193())',
  },
  {
    table: 'Where',
    row: 'Raw objects and batches',
    example: 'const node = createTevmNode().extend(tevmSend())',
  },
  {
    table: 'Where',
    row: 'Another process',
    check: async (ctx) => {
      const post = await http(ctx);
      assert.equal(
        (await post(JSON.stringify({jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []})))
          .result,
        '0x384',
      );
    },
  },
  {
    quote:
      'A bare node has no `request` method until you add `requestEip1193()`. The memory client already has one, and so does its node, `client.transport.tevm`.',
    check: async (ctx) => {
      const {createTevmNode} = await import('tevm');
      assert.equal(/** @type {any} */ (createTevmNode()).request, undefined);
      assert.equal(typeof (await client(ctx)).transport.tevm.request, 'function');
    },
  },
  {
    quote: 'their single parameter is an object, and numbers are hex strings',
    example: "assert.equal(account.balance, '0x64')",
  },
  {
    quote:
      'Every `anvil_` method is also accepted under three aliases: `hardhat_`, `ganache_` and `tevm_`',
    check: async (ctx) => {
      const a = '0x00000000000000000000000000000000000a11a5';
      for (const prefix of ['hardhat_', 'ganache_', 'tevm_']) {
        await (await client(ctx)).request({method: `${prefix}setBalance`, params: [a, '0x7']});
        assert.equal(
          await (await client(ctx)).request({method: 'eth_getBalance', params: [a, 'latest']}),
          '0x7',
          prefix,
        );
        await (await client(ctx)).request({method: 'anvil_setBalance', params: [a, '0x0']});
      }
    },
  },
  {
    quote:
      'Where an alias collides with a Tevm method (`tevm_mine`, `tevm_dumpState`, `tevm_loadState`), the anvil version wins',
    check: async (ctx) => {
      // anvil_mine takes positional [count, interval]; tevm's own tevm_mine takes an object.
      const c = await client(ctx);
      const before = BigInt(await c.request({method: 'eth_blockNumber'}));
      await c.request({method: 'tevm_mine', params: ['0x2', '0x0']});
      assert.equal(BigInt(await c.request({method: 'eth_blockNumber'})), before + 2n);
      // anvil_dumpState returns a hex string, tevm's dumpState an object
      assert.equal(
        typeof (await c.request({method: 'tevm_dumpState'})),
        typeof (await c.request({method: 'anvil_dumpState'})),
      );
    },
  },
  {
    quote:
      '`tevm_contract` always errors (use `tevm_call`), and `eth_sendUnsignedTransaction` answers with a "not implemented" error.',
    check: async (ctx) => {
      assert.equal(await codeOf(ctx, 'tevm_contract', [{}]), -32000);
      await assert.rejects(
        (await client(ctx)).transport.tevm.request({
          method: 'eth_sendUnsignedTransaction',
          params: [{}],
        }),
        /not implemented|not supported/i,
      );
    },
  },
  {
    quote: 'There is no `debug_dumpState` and no `wallet_` method',
    check: async (ctx) => {
      assert.equal(await codeOf(ctx, 'debug_dumpState'), -32601);
      assert.equal(await codeOf(ctx, 'wallet_addEthereumChain', [{}]), -32601);
    },
  },
  {
    quote:
      'the geth form fails with an opaque "Cannot read properties of undefined" error. `debug_traceBlockByNumber` is positional.',
    check: async (ctx) => {
      const c = await client(ctx);
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      const hash = await c.request({
        method: 'eth_sendTransaction',
        params: [
          {from: PREFUNDED_ACCOUNTS[0].address, to: PREFUNDED_ACCOUNTS[1].address, value: '0x1'},
        ],
      });
      await assert.rejects(
        c.request({method: 'debug_traceTransaction', params: [hash, {}]}),
        /Cannot read properties of undefined/,
      );
      const block = await c.request({method: 'eth_blockNumber'});
      const traces = await c.request({method: 'debug_traceBlockByNumber', params: [block, {}]});
      assert.ok(Array.isArray(traces) && traces.length === 1);
    },
  },
  {
    quote:
      'through `tevm/server`, serializing it fails with "Do not know how to serialize a BigInt" and takes the server process down',
    check: async () => {
      // Run the server in a child process: it is expected to die.
      const script = `
        const { createMemoryClient, PREFUNDED_ACCOUNTS } = await import('tevm')
        const { createServer } = await import('tevm/server')
        const client = createMemoryClient({ loggingLevel: 'silent' })
        const server = createServer(client)
        await new Promise((r) => server.listen(0, '127.0.0.1', r))
        const url = 'http://127.0.0.1:' + server.address().port
        const hash = await client.request({ method: 'eth_sendTransaction', params: [{ from: PREFUNDED_ACCOUNTS[0].address, to: PREFUNDED_ACCOUNTS[1].address, value: '0x1' }] })
        await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'debug_traceTransaction', params: [{ transactionHash: hash, tracer: 'callTracer' }] }) }).catch(() => {})
        setTimeout(() => { console.log('STILL ALIVE'); process.exit(0) }, 3000)
      `;
      const {spawnSync} = await import('node:child_process');
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 60000,
        cwd: process.cwd(),
      });
      assert.notEqual(r.status, 0, 'the server survived');
      assert.match(r.stderr, /Do not know how to serialize a BigInt/);
    },
  },
  {
    quote:
      'A request the node answers with an error, such as an unknown method, resolves with that error in the response:',
    example: 'assert.equal(unknown?.error?.code, -32601) // method not found',
  },
  {
    quote: 'Responses include a non-standard `method` field next to `id` and `result`; ignore it.',
    check: async (ctx) => {
      const s = await sender(ctx);
      const r = await s.send({jsonrpc: '2.0', id: 9, method: 'eth_chainId', params: []});
      assert.equal(r.method, 'eth_chainId');
      const post = await http(ctx);
      assert.equal(
        (await post(JSON.stringify({jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []})))
          .method,
        'eth_chainId',
      );
    },
  },
  {
    quote:
      'When the handler itself throws, `send` rejects with that error instead of resolving: for example `eth_getBalance` with a malformed address, `eth_getLogs` over blocks that do not exist, `eth_sign` for an account the node has no key for, or `debug_traceTransaction` called geth-style with the hash as a plain string. `sendBulk` settles every entry, so there the same failures come back as `error` objects.',
    check: async (ctx) => {
      const s = await sender(ctx);
      for (const [method, params] of THROWING) {
        const req = {jsonrpc: '2.0', id: 1, method, params};
        await assert.rejects(s.send(/** @type {any} */ (req)), `${method}: send resolved`);
        const [entry] = await s.sendBulk([/** @type {any} */ (req)]);
        assert.ok(entry?.error?.message, `${method}: no error entry from sendBulk`);
      }
    },
  },
  {
    quote:
      'Through `request` they are thrown; through `sendBulk` and over HTTP they come back in the `error` field, and through `send` too unless the handler threw',
    check: async (ctx) => {
      assert.equal(await codeOf(ctx, 'eth_doesNotExist'), -32601);
      const s = await sender(ctx);
      const unknown = {jsonrpc: '2.0', id: 1, method: 'eth_doesNotExist', params: []};
      assert.equal((await s.send(/** @type {any} */ (unknown))).error?.code, -32601);
      assert.equal((await s.sendBulk([/** @type {any} */ (unknown)]))[0].error?.code, -32601);
      const post = await http(ctx);
      assert.equal((await post(JSON.stringify(unknown))).error?.code, -32601);
      const bad = {jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: ['0x1234', 'latest']};
      assert.equal((await post(JSON.stringify(bad))).error?.code, -32013);
    },
  },
  {
    quote:
      "The node's own `request` (`client.transport.tevm.request`, or a bare node's after `requestEip1193()`) follows the same split: an error the node answered with arrives as a `ProviderRpcError` (exported by `tevm/node`) carrying the code, while an error a handler threw arrives as is, with its own class (`InvalidAddressError` has code -32013, `MissingAccountError` has no code at all).",
    check: async (ctx) => {
      const {ProviderRpcError} = await import('tevm/node');
      const {InvalidAddressError} = await import('tevm/errors');
      const {MissingAccountError} = await import('tevm/actions');
      const {node} = await requestErrors(await client(ctx));
      assert.ok(node.unknown instanceof ProviderRpcError);
      assert.equal(node.unknown.code, -32601);
      assert.ok(!(node.badAddress instanceof ProviderRpcError));
      assert.ok(node.badAddress instanceof InvalidAddressError);
      assert.equal(node.badAddress.code, -32013);
      assert.ok(node.noKey instanceof MissingAccountError);
      assert.equal(node.noKey.code, undefined);
      // a bare node's request, after requestEip1193(), is the same function
      const {createTevmNode} = await import('tevm');
      const {requestEip1193} = await import('tevm/decorators');
      const bare = createTevmNode({loggingLevel: 'silent'}).extend(requestEip1193());
      const e = await bare.request({method: 'eth_doesNotExist', params: []}).then(
        () => assert.fail('resolved'),
        (x) => x,
      );
      assert.ok(e instanceof ProviderRpcError);
      assert.equal(e.code, -32601);
    },
  },
  {
    quote:
      "The memory client's `client.request` goes through viem, which wraps every one of those errors. A standard code gets viem's class for it, with the same `code` (`MethodNotFoundRpcError` for -32601, `InvalidInputRpcError` for -32000, `MethodNotSupportedRpcError` for -32004); any other error, whether a Tevm code such as -32013 or an error a handler threw, becomes an `UnknownRpcError` with code -1. In every case the wrapper's `cause` is exactly what the node's `request` threw, so on `client.request` read the code from `error.cause`.",
    check: async (ctx) => {
      const viem = await import('viem');
      const {InvalidAddressError} = await import('tevm/errors');
      const {MissingAccountError} = await import('tevm/actions');
      const c = await client(ctx);
      const seen = await requestErrors(c);
      const standard = [
        ['unknown', viem.MethodNotFoundRpcError, -32601],
        ['contract', viem.InvalidInputRpcError, -32000],
      ];
      for (const [name, cls, code] of standard) {
        assert.ok(seen.client[name] instanceof cls, `${name}: ${seen.client[name].name}`);
        assert.equal(seen.client[name].code, code, name);
      }
      const unsupported = await c
        .request({method: 'eth_sendUnsignedTransaction', params: [{}]})
        .then(
          () => assert.fail('resolved'),
          (e) => e,
        );
      assert.ok(unsupported instanceof viem.MethodNotSupportedRpcError);
      assert.equal(unsupported.code, -32004);
      for (const name of ['tevmCode', 'badAddress', 'noKey']) {
        assert.ok(seen.client[name] instanceof viem.UnknownRpcError, name);
        assert.equal(seen.client[name].code, -1, name);
      }
      assert.equal(seen.client.tevmCode.cause.code, -32013);
      assert.ok(seen.client.badAddress.cause instanceof InvalidAddressError);
      assert.ok(seen.client.noKey.cause instanceof MissingAccountError);
      // the cause has the class and code the node's own request threw
      for (const name of Object.keys(seen.node)) {
        const [n, w] = [seen.node[name], seen.client[name].cause];
        assert.equal(w?.constructor, n.constructor, `${name}: cause class`);
        assert.equal(w.code, n.code, `${name}: cause code`);
        assert.equal(w.message, n.message, `${name}: cause message`);
      }
    },
  },
  {
    table: 'Code',
    row: '-32700',
    check: async (ctx) => assert.equal((await (await http(ctx))('{not json')).error?.code, -32700),
  },
  {
    table: 'Code',
    row: '-32600',
    check: async (ctx) => {
      const post = await http(ctx);
      assert.equal((await post(JSON.stringify({jsonrpc: '2.0', id: 1}))).error?.code, -32600);
      const batch = await post(
        JSON.stringify([
          {jsonrpc: '2.0', id: 1},
          {jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: []},
        ]),
      );
      assert.equal(batch[0].error?.code, -32600);
      assert.equal(batch[1].result, '0x384');
      const s = await sender(ctx);
      const [entry] = await s.sendBulk([/** @type {any} */ ({jsonrpc: '2.0', id: 1})]);
      assert.equal(entry.error?.code, -32000);
      await assert.rejects(s.send(/** @type {any} */ ({jsonrpc: '2.0', id: 1})), TypeError);
    },
  },
  {
    table: 'Code',
    row: '-32601',
    check: async (ctx) => {
      assert.equal(await codeOf(ctx, 'eth_doesNotExist'), -32601);
      assert.equal(await codeOf(ctx, 'eth_getFilterChanges', ['0x1234']), -32601);
    },
  },
  {
    table: 'Code',
    row: '-32602',
    check: async (ctx) =>
      assert.equal(await codeOf(ctx, 'engine_getPayloadV1', ['0x0000000000000001']), -32602),
  },
  {
    table: 'Code',
    row: '-32603',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/errors/src/ethereum/InternalErrorError.js'),
        /code = -32603|-32603/,
      ),
  },
  {
    table: 'Code',
    row: '-32000',
    check: async (ctx) => {
      assert.equal(await codeOf(ctx, 'tevm_contract', [{}]), -32000);
      assert.equal(await codeOf(ctx, 'eth_subscribe', ['nope']), -32000);
      const s = await sender(ctx);
      const ask = async (method, params) =>
        (await s.send(/** @type {any} */ ({jsonrpc: '2.0', id: 1, method, params}))).error;
      assert.equal((await ask('tevm_contract', [{}]))?.code, 'MethodNotSupported');
      const sub = await ask('eth_subscribe', ['nope']);
      assert.match(sub?.message ?? '', /Unknown subscription type/);
      assert.ok(!('code' in sub) || sub.code === undefined, `code ${sub.code}`);
    },
  },
  {
    table: 'Code',
    row: '3',
    check: async (ctx) => {
      const c = await client(ctx);
      const to = '0x00000000000000000000000000000000000000bd';
      await c.setCode({address: to, bytecode: '0x60006000fd'});
      assert.equal(await codeOf(ctx, 'eth_call', [{to, data: '0x'}, 'latest']), 3);
      assert.equal(await codeOf(ctx, 'eth_estimateGas', [{to, data: '0x'}]), 3);
      assert.equal(await codeOf(ctx, 'tevm_call', [{to, data: '0x'}]), 3);
    },
  },
  {
    table: 'Code',
    row: '-32004',
    example: "assert.equal(await codeOf('eth_sendUnsignedTransaction'), -32004)",
  },
  {
    table: 'Code',
    row: '-32013',
    check: async (ctx) => assert.equal(await codeOf(ctx, 'anvil_setBalance', []), -32013),
  },
  {
    table: 'Quirk',
    row: 'eth_getProof only works in fork mode',
    check: async (ctx) =>
      assert.notEqual(
        await codeOf(ctx, 'eth_getProof', [
          '0x0000000000000000000000000000000000000001',
          [],
          'latest',
        ]),
        0,
      ),
  },
  {
    table: 'Quirk',
    row: 'eth_getStorageAt right-pads values',
    check: async (ctx) => {
      const c = await client(ctx);
      const a = '0x00000000000000000000000000000000000000a1';
      await c.setStorageAt({address: a, index: 0, value: `0x${'6f'.padStart(64, '0')}`});
      assert.equal(
        await c.request({method: 'eth_getStorageAt', params: [a, '0x0', 'latest']}),
        `0x6f${'0'.repeat(62)}`,
      );
      const acct = await c.request({
        method: 'tevm_getAccount',
        params: [{address: a, returnStorage: true}],
      });
      assert.ok(
        Object.values(acct.storage ?? {}).some((v) => /6f$/.test(String(v))),
        JSON.stringify(acct.storage),
      );
    },
  },
  {
    table: 'Quirk',
    row: 'txpool_content keys lack the 0x prefix',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const c = createMemoryClient({miningConfig: {type: 'manual'}});
      await c.request({
        method: 'eth_sendTransaction',
        params: [
          {from: PREFUNDED_ACCOUNTS[0].address, to: PREFUNDED_ACCOUNTS[1].address, value: '0x1'},
        ],
      });
      const content = await c.request({method: 'txpool_content'});
      const keys = Object.keys(content.pending);
      assert.equal(keys.length, 1);
      assert.ok(!keys[0].startsWith('0x'), keys[0]);
    },
  },
  {
    table: 'Quirk',
    row: 'responses carry an extra method field',
    check: async (ctx) =>
      assert.equal(
        (
          await (
            await sender(ctx)
          ).send({jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: []})
        ).method,
        'eth_blockNumber',
      ),
  },
  {
    table: 'Quirk',
    row: "net_version returns hex ('0x384'), not geth's decimal string",
    example: "assert.equal(await node.request({ method: 'net_version' }), '0x384')",
  },
  {
    table: 'Quirk',
    row: 'eth_getFilterChanges reports an unknown filter id as -32601 "Method not implemented yet"',
    check: async (ctx) => {
      await assert.rejects(
        (await client(ctx)).transport.tevm.request({
          method: 'eth_getFilterChanges',
          params: ['0x1234'],
        }),
        (e) => e.code === -32601 && /Method not implemented yet/.test(e.message),
      );
    },
  },
];
