// Claims of docs/reference/blockchain.mdx: createChain and its options, forked chains, tags and
// the errors for missing blocks.
import assert from 'node:assert/strict';

const bc = () => import('tevm/blockchain');
const tevmDefault = async () => (await import('tevm/common')).tevmDefault;
const EMPTY_ROOT = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';
/** A forked chain over the seeded optimism upstream, recording the requests it sends. */
const forked = async (ctx, extra = {}) => {
  const upstream = await ctx.forkUpstream('optimism');
  const seen = [];
  const transport = {
    request: (args) => {
      seen.push(args);
      return upstream.request(args);
    },
  };
  const {optimism} = await import('tevm/common');
  const chain = await (await bc()).createChain({common: optimism, fork: {transport, ...extra}});
  return {chain, seen, upstream};
};

export default [
  {
    quote:
      "The package name is `@tevm/blockchain`, and the umbrella's sub-path is `tevm/blockchain` (there is no `tevm/chain`).",
    check: async (ctx) => {
      const exports = Object.keys(JSON.parse(ctx.source('tevm/package.json')).exports);
      assert.ok(exports.includes('./blockchain'));
      assert.equal(exports.includes('./chain'), false);
      const sub = await bc();
      const scoped = await import('@tevm/blockchain');
      for (const k of Object.keys(scoped)) assert.equal(sub[k], scoped[k], k);
    },
  },
  {
    quote:
      'It does not depend on `@tevm/node`, `@tevm/actions` or `@tevm/server`, so it needs no overrides on its own',
    check: async (ctx) => {
      const deps = Object.keys(
        JSON.parse(ctx.source('@tevm/blockchain/package.json')).dependencies,
      );
      for (const p of ['@tevm/node', '@tevm/actions', '@tevm/server'])
        assert.equal(deps.includes(p), false, p);
    },
  },
  {
    quote: '`block.hash()` returns the hash as bytes',
    check: async () => {
      const chain = await (await bc()).createChain({common: await tevmDefault()});
      const h = (await chain.getCanonicalHeadBlock()).hash();
      assert.ok(h instanceof Uint8Array && h.length === 32);
    },
  },
  {
    quote: "`getBlockByTag('latest')` is the same lookup by tag",
    example: "const latest = await vm.blockchain.getBlockByTag('latest')",
  },
  {
    quote:
      '`getBlock(id)` accepts a block number (`bigint` or `number`) or a block hash (`Uint8Array`).',
    check: async () => {
      const chain = await (await bc()).createChain({common: await tevmDefault()});
      const g = await chain.getCanonicalHeadBlock();
      assert.equal((await chain.getBlock(0n)).header.number, 0n);
      assert.equal((await chain.getBlock(0)).header.number, 0n);
      assert.equal((await chain.getBlock(g.hash())).header.number, 0n);
    },
  },
  {
    quote:
      'A `Uint8Array` that matches no block hash is tried again as a big-endian block number, so `getBlock(new Uint8Array(32))` returns genesis rather than throwing `UnknownBlockError`.',
    check: async () => {
      const {UnknownBlockError} = await import('tevm/errors');
      const chain = await (await bc()).createChain({common: await tevmDefault()});
      assert.equal((await chain.getBlock(new Uint8Array(32))).header.number, 0n);
      // no hash and no such number: the error
      const missing = new Uint8Array(32);
      missing[0] = 1;
      await assert.rejects(chain.getBlock(missing), UnknownBlockError);
    },
  },
  {
    quote: '(number 0, gas limit 30,000,000, the empty state root)',
    check: async () => {
      const {bytesToHex} = await import('tevm/utils');
      const chain = await (await bc()).createChain({common: await tevmDefault()});
      const h = (await chain.getCanonicalHeadBlock()).header;
      assert.equal(h.number, 0n);
      assert.equal(h.gasLimit, 30_000_000n);
      assert.equal(bytesToHex(h.stateRoot), EMPTY_ROOT);
    },
  },
  {
    quote: '`deepCopy()` gives an independent copy, which is how the node isolates dry runs',
    check: async (ctx) => {
      assert.match(ctx.source('@tevm/vm/dist/index.js'), /blockchain\.deepCopy\(\)/);
    },
  },
  {
    quote: 'Deleting the head block with `delBlock(hash)` moves the head back to its parent',
    example: 'await copy.delBlock(head.hash())',
  },
  {
    table: '`createChain` option',
    row: 'common (required)',
    check: async () => {
      const {createChain} = await bc();
      const {optimism} = await import('tevm/common');
      const chain = await createChain({common: optimism});
      assert.equal((await chain.getCanonicalHeadBlock()).common.ethjsCommon.chainId(), 10n);
      await assert.rejects(async () => {
        const c = await createChain({});
        await c.ready();
      });
    },
  },
  {
    table: '`createChain` option',
    row: 'genesisBlock',
    check: async () => {
      const {createChain} = await bc();
      const {createBlock} = await import('tevm/block');
      const common = await tevmDefault();
      const genesisBlock = createBlock({header: {number: 0n, gasLimit: 1234n}}, {common});
      const chain = await createChain({common, genesisBlock});
      assert.equal(await chain.getCanonicalHeadBlock(), genesisBlock);
    },
  },
  {
    table: '`createChain` option',
    row: 'genesisStateRoot',
    quote: 'default the empty trie root',
    check: async () => {
      const {createChain} = await bc();
      const {bytesToHex, hexToBytes} = await import('tevm/utils');
      const root = `0x${'ab'.repeat(32)}`;
      const chain = await createChain({
        common: await tevmDefault(),
        genesisStateRoot: hexToBytes(root),
      });
      assert.equal(bytesToHex((await chain.getCanonicalHeadBlock()).header.stateRoot), root);
    },
  },
  {
    table: '`createChain` option',
    row: 'fork',
    check: async (ctx) => {
      const {chain, upstream} = await forked(ctx, {blockTag: 2n});
      assert.equal((await chain.getCanonicalHeadBlock()).header.number, 2n);
      assert.ok(BigInt(await upstream.request({method: 'eth_blockNumber', params: []})) > 2n);
    },
  },
  {
    table: '`createChain` option',
    row: 'loggingLevel',
    quote: "default `'warn'`",
    check: async () => {
      const {createChain} = await bc();
      const common = await tevmDefault();
      assert.equal((await createChain({common})).logger.level, 'warn');
      assert.equal((await createChain({common, loggingLevel: 'error'})).logger.level, 'error');
    },
  },
  {
    quote:
      "With `fork`, the chain's head is the upstream block named by `blockTag` (default `'latest'`), and any earlier block you ask for is fetched from the upstream.",
    check: async (ctx) => {
      const {chain, seen, upstream} = await forked(ctx);
      const latest = BigInt(await upstream.request({method: 'eth_blockNumber', params: []}));
      const head = await chain.getCanonicalHeadBlock();
      assert.equal(head.header.number, latest);
      const before = seen.length;
      const parent = await chain.getBlock(latest - 1n);
      assert.equal(parent.header.number, latest - 1n);
      assert.ok(seen.slice(before).some((r) => r.method === 'eth_getBlockByNumber'));
    },
  },
  {
    quote: 'The fork anchor itself cannot be removed.',
    check: async (ctx) => {
      const {InvalidBlockError} = await import('tevm/errors');
      const {chain} = await forked(ctx);
      const head = await chain.getCanonicalHeadBlock();
      await assert.rejects(
        chain.delBlock(head.hash()),
        (e) => e instanceof InvalidBlockError && /Cannot delete the forked block!/.test(e.message),
      );
    },
  },
  {
    quote:
      'Passing `fork: { transport: http(url) }` without the call fails, because an uncalled viem transport has no `request` function.',
    check: async () => {
      const {createChain} = await bc();
      const {optimism} = await import('tevm/common');
      const {http} = await import('viem');
      assert.equal(typeof http('http://127.0.0.1:1').request, 'undefined');
      await assert.rejects(
        (async () => {
          const c = await createChain({
            common: optimism,
            fork: {transport: http('http://127.0.0.1:1')},
          });
          await c.ready();
        })(),
        (e) => /request is not a function/.test(e?.message),
      );
    },
  },
  {
    quote:
      "`getBlockByTag` accepts `'latest'`, a block number (`bigint`, `number` or hex string) and a block hash.",
    check: async () => {
      const {bytesToHex} = await import('tevm/utils');
      const chain = await (await bc()).createChain({common: await tevmDefault()});
      const g = await chain.getCanonicalHeadBlock();
      for (const id of ['latest', 0n, 0, '0x0', bytesToHex(g.hash())])
        assert.equal(await chain.getBlockByTag(id), g, String(id));
    },
  },
  {
    quote:
      "without a fork, `'earliest'`, `'safe'`, `'finalized'` and `'pending'` are rejected with `UnknownBlockError`; a forked chain asks its upstream for them instead",
    check: async (ctx) => {
      const {UnknownBlockError} = await import('tevm/errors');
      const chain = await (await bc()).createChain({common: await tevmDefault()});
      for (const t of ['earliest', 'safe', 'finalized', 'pending'])
        await assert.rejects(chain.getBlockByTag(t), UnknownBlockError, t);
      const f = await forked(ctx);
      await f.chain.getBlockByTag('safe').catch(() => {});
      assert.ok(
        f.seen.some((r) => r.method === 'eth_getBlockByNumber' && r.params?.[0] === 'safe'),
        'the forked chain did not ask its upstream for "safe"',
      );
    },
  },
  {
    quote:
      "on a node that does not fork, viem's `getBlock({ blockTag: 'earliest' })` fails with \"Block could not be found\"",
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient({loggingLevel: 'silent'});
      await assert.rejects(client.getBlock({blockTag: 'earliest'}), /Block could not be found/);
      assert.equal((await client.getBlock({blockNumber: 0n})).number, 0n);
    },
  },
  {
    quote:
      "`isTevmBlockTag(value)` tells you whether a value is one of the tag names Tevm knows (including its internal `'forked'` tag); it returns `false` for numbers and hex strings.",
    check: async () => {
      const {isTevmBlockTag} = await bc();
      for (const t of ['latest', 'earliest', 'pending', 'safe', 'finalized', 'forked'])
        assert.equal(isTevmBlockTag(t), true, t);
      for (const v of [1n, 1, '0x1', 'foo']) assert.equal(isTevmBlockTag(v), false, String(v));
    },
  },
  {
    quote: 'assert.equal(error.code, -32001)',
    example: 'await assert.rejects(chain.getBlock(5n), (error: unknown) => {',
  },
  {
    table: 'Error (name)',
    row: "UnknownBlockError ('UnknownBlock', code -32001)",
    check: async () => {
      const {UnknownBlockError} = await import('tevm/errors');
      const {hexToBytes} = await import('tevm/utils');
      const chain = await (await bc()).createChain({common: await tevmDefault()});
      for (const p of [
        chain.getBlock(5n),
        chain.getBlock(hexToBytes(`0x${'11'.repeat(32)}`)),
        chain.getBlockByTag('pending'),
      ])
        await assert.rejects(
          p,
          (e) => e instanceof UnknownBlockError && e.name === 'UnknownBlock' && e.code === -32001,
        );
    },
  },
  {
    table: 'Error (name)',
    row: 'InvalidBlockError (code -32602)',
    check: async () => {
      const {InvalidBlockError} = await import('tevm/errors');
      const chain = await (await bc()).createChain({common: await tevmDefault()});
      await assert.rejects(
        chain.getBlock('abc'),
        (e) =>
          e instanceof InvalidBlockError &&
          e.code === -32602 &&
          /^Unknown blockid abc/.test(e.message),
      );
    },
  },
  {
    table: 'Error (name)',
    row: 'Error from validateHeader ("invalid timestamp", "Invalid block: base fee not correct", …)',
    quote: 'Tevm does not support proof-of-work chains',
    check: async (ctx) => {
      const {createChain} = await bc();
      const {createBlock} = await import('tevm/block');
      const common = await tevmDefault();
      const chain = await createChain({common});
      const g = await chain.getCanonicalHeadBlock();
      const child = (header) =>
        createBlock(
          {header: {number: 1n, parentHash: g.hash(), gasLimit: g.header.gasLimit, ...header}},
          {common},
        );
      await assert.rejects(
        chain.putBlock(child({timestamp: g.header.timestamp})),
        /^Error: invalid timestamp/,
      );
      await assert.rejects(
        chain.putBlock(child({timestamp: g.header.timestamp + 12n, baseFeePerGas: 1n})),
        /Invalid block: base fee not correct/,
      );
      assert.match(
        ctx.source('@tevm/blockchain/dist/index.js'),
        /throw new Error\("Tevm currently does not support pow"\)/,
      );
    },
  },
  {
    quote: 'There are no `BlockNotFoundError`, `InvalidHeaderError` or `InvalidChainError` classes',
    check: async () => {
      for (const m of [await import('tevm/errors'), await bc()])
        for (const n of ['BlockNotFoundError', 'InvalidHeaderError', 'InvalidChainError'])
          assert.equal(n in m, false, n);
    },
  },
  {
    quote:
      'The standalone functions (`getBlock`, `putBlock`, `getBlockByTag`, …) take the base chain returned by `createBaseChain` and return the method of the same name; `createChain` wires them together.',
    check: async () => {
      const {createBaseChain, getBlock, getBlockByTag, createChain} = await bc();
      const common = await tevmDefault();
      const base = createBaseChain({common});
      await base.ready();
      const fn = getBlock(base);
      assert.equal(typeof fn, 'function');
      assert.equal((await fn(0n)).header.number, 0n);
      assert.equal((await getBlockByTag(base)('latest')).header.number, 0n);
      const chain = await createChain({common});
      for (const m of ['getBlock', 'putBlock', 'getBlockByTag'])
        assert.equal(typeof chain[m], 'function');
    },
  },
];
