// Claims of docs/core/forking.mdx. The upstream is the seeded in-process mainnet of
// tests/examples/fork (3 blocks; WETH at its real address), behind the eth_getProof shim.
import assert from 'node:assert/strict';
import {captureStdout} from '../helpers.mjs';

const tevm = () => import('tevm');
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';

/** A fork of the upstream with the given `fork` fields. */
const fork = async (ctx, fields = {}, extra = {}) => {
  const {createMemoryClient} = await tevm();
  const upstream = await ctx.forkUpstream('mainnet');
  const client = createMemoryClient({...extra, fork: {transport: upstream, ...fields}});
  await client.tevmReady();
  return client;
};

export default [
  {
    table: '`fork` field',
    row: 'transport',
    check: async (ctx) => {
      // an EIP-1193 object (here: a shim in front of another tevm client) is accepted
      const client = await fork(ctx);
      assert.equal(client.transport.tevm.mode, 'fork');
      assert.notEqual(await client.getCode({address: WETH}), undefined);
    },
  },
  {
    table: '`fork` field',
    row: 'blockTag',
    quote: "`'pending'` is refused",
    check: async (ctx) => {
      const upstream = await ctx.forkUpstream('mainnet');
      const head = await upstream.upstream.getBlockNumber();
      assert.equal(
        await (await fork(ctx)).getBlockNumber(),
        head,
        'no blockTag forks the newest block',
      );
      assert.equal(
        await (await fork(ctx, {blockTag: 1n})).getBlockNumber(),
        1n,
        'a bigint pins that block',
      );
      assert.equal(
        await (await fork(ctx, {blockTag: 'earliest'})).getBlockNumber(),
        0n,
        'other tags are accepted',
      );
    },
  },
  {
    quote:
      '`blockTag: \'pending\'` cannot be forked: `tevmReady()` rejects with "Cannot use pending as a fork block tag", and the same error also surfaces as an unhandled rejection',
    check: async (ctx) => {
      const unhandled = await ctx.collectUnhandled(() =>
        assert.rejects(fork(ctx, {blockTag: 'pending'}), /Cannot use pending as a fork block tag/),
      );
      assert.ok(
        unhandled.some((m) => /Cannot use pending/.test(m)),
        'expected an unhandled rejection as well',
      );
    },
  },
  {
    table: '`fork` field',
    row: 'blockHash',
    check: async (ctx) => {
      const upstream = (await ctx.forkUpstream('mainnet')).upstream;
      const head = await upstream.getBlockNumber();
      const one = await upstream.getBlock({blockNumber: 1n});
      const client = await fork(ctx, {blockHash: one.hash});
      assert.equal(
        await client.getBlockNumber(),
        head,
        'blockHash of block 1 alone should still fork the head',
      );
    },
  },
  {
    quote:
      'A `fork.blockHash` without a `blockTag` is ignored and the fork starts at the newest block.',
    check: async (ctx) => {
      const upstream = (await ctx.forkUpstream('mainnet')).upstream;
      const one = await upstream.getBlock({blockNumber: 1n});
      const client = await fork(ctx, {blockHash: one.hash});
      const block = await client.getBlock();
      assert.notEqual(block.hash, one.hash);
    },
  },
  {
    table: '`fork` field',
    row: 'chainId',
    check: async (ctx) => {
      const {mainnet} = await import('tevm/common');
      assert.equal(
        await (await fork(ctx)).getChainId(),
        1,
        'without chainId the upstream id is used',
      );
      assert.equal(await (await fork(ctx, {chainId: 5})).getChainId(), 5);
      assert.equal(
        await (await fork(ctx, {chainId: 5}, {common: mainnet})).getChainId(),
        5,
        'fork.chainId wins over common.id',
      );
    },
  },
  {
    quote: 'state still comes from the upstream chain, but `eth_chainId` answers your number',
    check: async (ctx) => {
      const client = await fork(ctx, {chainId: 1337});
      assert.equal(await client.request({method: 'eth_chainId'}), '0x539');
      assert.notEqual(await client.getCode({address: WETH}), undefined);
    },
  },
  {
    quote: 'With `common` set, the node skips the chain-id lookup',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const {optimism} = await import('tevm/common');
      const upstream = await ctx.forkUpstream('mainnet');
      const seen = [];
      const counting = {request: (a) => (seen.push(a.method), upstream.request(a))};
      const client = createMemoryClient({common: optimism, fork: {transport: counting}});
      assert.equal(await client.getChainId(), 10);
      assert.ok(!seen.includes('eth_chainId'), `the upstream was asked: ${seen.join(', ')}`);
    },
  },
  {
    quote:
      'The transport can be given as `http(url)` or already called as `http(url)({})`; both forms work.',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const upstream = await ctx.forkUpstream('mainnet');
      // http(url) is a function that returns {request}; the node calls it with {}
      const asFunction = createMemoryClient({
        fork: {transport: /** @type {any} */ (() => upstream)},
      });
      assert.notEqual(await asFunction.getCode({address: WETH}), undefined);
    },
  },
  {
    quote:
      'The first time execution touches an account, the node asks the upstream for it with `eth_getProof`',
    example: "assert.ok(seen.includes('eth_getProof'))",
  },
  {
    quote: 'the first read of a storage slot uses `eth_getStorageAt`. Both are cached',
    example: 'assert.equal(stateReads(), before)',
  },
  {
    quote: 'Pin a block number (a `bigint`) to make runs reproducible.',
    example: 'assert.equal(await client.getBlockNumber(), pinned)',
  },
  {
    quote: 'Local writes never leave your process.',
    example: 'assert.equal(upstreamAfter, upstreamBefore)',
  },
  {
    quote: 'Forked accounts are ordinary accounts once loaded, and every state tool works on them',
    example: 'await client.tevmDeal({ erc20: weth.address, account: holder',
  },
  {
    quote: 'a non-forked Tevm does not answer `eth_getProof` at all',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const client = createMemoryClient();
      await assert.rejects(client.request({method: 'eth_getProof', params: [WETH, [], 'latest']}));
    },
  },
  {
    quote:
      'every Tevm right-pads the values it returns from `eth_getStorageAt` (111 comes back as `0x6f000…`)',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const client = createMemoryClient();
      const a = '0x00000000000000000000000000000000000000aa';
      await client.setStorageAt({address: a, index: 0, value: `0x${'6f'.padStart(64, '0')}`});
      const got = await client.request({method: 'eth_getStorageAt', params: [a, '0x0', 'latest']});
      assert.equal(got, `0x6f${'0'.repeat(62)}`);
    },
  },
  {
    quote: 'Forked Tevm nodes do answer `eth_getProof`',
    check: async (ctx) => {
      const client = await fork(ctx);
      const proof = await client.request({method: 'eth_getProof', params: [WETH, [], 'latest']});
      assert.ok(proof && 'balance' in proof);
    },
  },
  {
    quote: 'Changes in the refork stay there.',
    example: "assert.equal(await first.readContract(weth.read.balanceOf(tester)), parseEther('7'))",
  },
  {
    quote: 'copies everything the original has already loaded',
    example: 'await first.transport.tevm.deepCopy()',
  },
  {
    quote:
      'With `common` set to an OP-stack chain, Tevm prices the L1 data fee by calling the chain\'s gas-price oracle contract; when that call fails it logs "Unable to get l1 fee estimation" and carries on without it.',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/actions/src/internal/getL1FeeInformationOpStack.js'),
        /contracts\.gasPriceOracle\.address/,
      );
      assert.match(
        ctx.source('@tevm/actions/src/Call/callHandler.js'),
        /\.catch\(\(e\) => \{\s*client\.logger\.warn\(e, 'Unable to get l1 fee estimation'\)/,
      );
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {optimism} = await import('tevm/common');
      let status;
      const printed = await captureStdout(async () => {
        const client = createMemoryClient({common: optimism}); // no fork: no oracle contract, so the call fails
        const hash = await client.sendTransaction({
          account: PREFUNDED_ACCOUNTS[0],
          to: PREFUNDED_ACCOUNTS[1].address,
          value: 1n,
          chain: null,
        });
        status = (await client.getTransactionReceipt({hash})).status;
      });
      assert.match(printed, /"level":40[^\n]*Unable to get l1 fee estimation/);
      assert.equal(status, 'success');
    },
  },
];
