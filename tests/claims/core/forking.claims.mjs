// Claims of docs/core/forking.mdx. The upstream is the seeded in-process mainnet of
// scripts/lib/fork (3 blocks; WETH at its real address), behind the eth_getProof shim.
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

/**
 * A refork (a second fork whose upstream is a first fork, behind the page's storage wrapper) after
 * local edits on the first fork: the balance and nonce the first fork answers over `eth_getProof`
 * and the refork reads for an account given a balance, a nonce and code there, the code the refork
 * reads, and a WETH balance the first fork dealt (a storage edit). The refuted sentences of
 * tests/claims/refuted/claims/core.claims.mjs read the same observation.
 * @param {any} ctx
 */
export const reforkObserved = (ctx) =>
  ctx.shared('refork', async () => {
    const {bytesToHex, createMemoryClient, hexToBytes, parseEther} = await tevm();
    const {createAddress} = await import('tevm/address');
    const {setLengthLeft} = await import('tevm/utils');
    const {ERC20} = await import('tevm/contract');
    const first = await fork(ctx);
    const edited = '0x00000000000000000000000000000000005eed04';
    const code = '0x6001600055';
    await first.setBalance({address: edited, value: 123n});
    await first.setNonce({address: edited, nonce: 5});
    await first.setCode({address: edited, bytecode: code});
    const weth = ERC20.withAddress(WETH);
    await first.tevmDeal({erc20: WETH, account: edited, amount: parseEther('7')});
    const asUpstream = {
      async request({method, params}) {
        if (method === 'eth_getStorageAt') {
          const [address, slot] = params;
          const vm = await first.transport.tevm.getVm();
          const key = setLengthLeft(hexToBytes(slot), 32);
          return bytesToHex(
            setLengthLeft(await vm.stateManager.getStorage(createAddress(address), key), 32),
          );
        }
        return first.request({method, params});
      },
    };
    const refork = createMemoryClient({fork: {transport: asUpstream}});
    const proof = await first.request({method: 'eth_getProof', params: [edited, [], 'latest']});
    return {
      first: {
        balance: await first.getBalance({address: edited}),
        nonce: await first.getTransactionCount({address: edited}),
      },
      proof: {balance: BigInt(proof.balance), nonce: Number(BigInt(proof.nonce))},
      refork: {
        balance: await refork.getBalance({address: edited}),
        nonce: await refork.getTransactionCount({address: edited}),
        code: await refork.getCode({address: edited}),
        weth: await refork.readContract(weth.read.balanceOf(edited)),
      },
      code,
      weth: parseEther('7'),
    };
  });

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
    quote: 'the first read of a storage slot uses `eth_getStorageAt`. All are cached',
    example: 'assert.equal(stateReads(), before)',
  },
  {
    quote: 'and for its code with `eth_getCode`',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const upstream = await ctx.forkUpstream('mainnet');
      const seen = [];
      const client = createMemoryClient({
        fork: {transport: {request: (a) => (seen.push(a.method), upstream.request(a))}},
      });
      const {ERC20} = await import('tevm/contract');
      const weth = ERC20.withAddress(WETH);
      assert.equal(await client.readContract(weth.read.symbol()), 'WETH');
      const codes = seen.filter((m) => m === 'eth_getCode').length;
      assert.ok(codes >= 1, seen.join(', '));
      assert.equal(await client.readContract(weth.read.symbol()), 'WETH');
      assert.equal(seen.filter((m) => m === 'eth_getCode').length, codes, 'code fetched again');
    },
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
    quote:
      "A forked Tevm answers `eth_getProof` by forwarding it to its own upstream, so the refork gets each account's balance and nonce as the real chain has them: a `setBalance` or `setNonce` on the first fork never reaches the refork.",
    check: async (ctx) => {
      const o = await reforkObserved(ctx);
      assert.deepEqual(o.first, {balance: 123n, nonce: 5}, 'the first fork holds the edits');
      assert.deepEqual(
        o.proof,
        {balance: 0n, nonce: 0},
        "eth_getProof answers the upstream's account",
      );
      assert.equal(o.refork.balance, 0n, 'the refork reads the upstream balance');
      assert.equal(o.refork.nonce, 0, 'the refork reads the upstream nonce');
    },
  },
  {
    quote:
      'Storage and code are asked for separately (`eth_getStorageAt`, `eth_getCode`), and those the first fork answers from its own state, local edits included.',
    check: async (ctx) => {
      const o = await reforkObserved(ctx);
      assert.equal(o.refork.code, o.code, 'code set on the first fork');
      assert.equal(o.refork.weth, o.weth, 'storage dealt on the first fork');
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
      'Tevm estimates that fee for every `tevmCall` (and `tevmContract`, `tevmDeploy`) when the `common` has a `sourceId`, which the presets of OP-stack chains in `tevm/common` have (`optimism`, `base`, …; `mainnet` has none).',
    check: async (ctx) => {
      const {optimism, base, mainnet} = await import('tevm/common');
      assert.equal(optimism.sourceId, 1);
      assert.equal(base.sourceId, 1);
      assert.equal(/** @type {any} */ (mainnet).sourceId, undefined);
      assert.match(
        ctx.source('@tevm/actions/src/Call/callHandler.js'),
        /vm\.common\.sourceId !== undefined\s*\?\s*getL1FeeInformationOpStack/,
      );
      // tevmContract and tevmDeploy go through the call handler too
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const client = createMemoryClient({
        common: optimism,
        fork: {transport: await ctx.forkUpstream('optimism')},
      });
      const from = PREFUNDED_ACCOUNTS[0].address;
      // the oracle into the fork's cache first (the page's warning: a cold first call can miss it)
      await client.tevmCall({from, to: PREFUNDED_ACCOUNTS[1].address, value: 1n});
      const d = await client.tevmDeploy({...SimpleContract.deploy(1n), from});
      assert.equal(typeof d.l1Fee, 'bigint', 'tevmDeploy');
      const k = await client.tevmContract({
        ...SimpleContract.withAddress(/** @type {any} */ (d.createdAddress)).read.get(),
        from,
      });
      assert.equal(typeof (/** @type {any} */ (k).l1Fee), 'bigint', 'tevmContract');
    },
  },
  {
    quote:
      "Tevm makes the estimate with four reads of the oracle at once (`Promise.all` over `vm.evm.runCall`), on the copy of the node's VM that it makes for each call.",
    check: async (ctx) => {
      const src = ctx.source('@tevm/actions/dist/index.js');
      const body = src.slice(src.indexOf('var getL1FeeInformationOpStack = async'));
      assert.match(
        body,
        /^var getL1FeeInformationOpStack = async \(data, vm\) => \{[^]*?await Promise\.all\(\[\s*vm\.evm\.runCall\(/,
      );
      assert.equal(
        (body.slice(0, body.indexOf('\n};')).match(/vm\.evm\.runCall\(/g) ?? []).length,
        4,
      );
      // At run time: each tevmCall deep-copies the node's VM once, the oracle reads run on that
      // copy, and the node's own VM runs nothing.
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {optimism} = await import('tevm/common');
      const client = createMemoryClient({
        common: optimism,
        fork: {transport: await ctx.forkUpstream('optimism')},
      });
      const call = {
        from: PREFUNDED_ACCOUNTS[0].address,
        to: PREFUNDED_ACCOUNTS[1].address,
        value: 1n,
      };
      await client.tevmCall(call); // the oracle into the fork's cache
      const vm = await client.transport.tevm.getVm();
      const oracle = '0x420000000000000000000000000000000000000f';
      let copies = 0;
      let onCopy = 0;
      let onNode = 0;
      const nodeRunCall = vm.evm.runCall.bind(vm.evm);
      vm.evm.runCall = (o) => (onNode++, nodeRunCall(o));
      const deepCopy = vm.deepCopy.bind(vm);
      vm.deepCopy = async (...a) => {
        const copy = await deepCopy(...a);
        copies++;
        const run = copy.evm.runCall.bind(copy.evm);
        copy.evm.runCall = (o) => (String(o.to).toLowerCase() === oracle && onCopy++, run(o));
        return copy;
      };
      const r = await client.tevmCall(call);
      assert.equal(typeof r.l1Fee, 'bigint');
      assert.equal(copies, 1, 'one copy per call');
      assert.equal(onCopy, 4, 'four oracle reads on the copy');
      assert.equal(onNode, 0, "nothing runs on the node's VM");
    },
  },
  {
    quote:
      "It asks the chain's gas-price oracle contract at `0x420000000000000000000000000000000000000F` and adds four fields to the result: `l1Fee`, `l1GasUsed`, `l1BaseFee` and `l1BlobFee`, all `bigint`s.",
    check: async (ctx) => {
      const {optimism} = await import('tevm/common');
      assert.equal(
        optimism.contracts.gasPriceOracle.address,
        '0x420000000000000000000000000000000000000F',
      );
      assert.match(
        ctx.source('@tevm/actions/src/internal/getL1FeeInformationOpStack.js'),
        /contracts\.gasPriceOracle\.address/,
      );
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const client = createMemoryClient({
        common: optimism,
        fork: {transport: await ctx.forkUpstream('optimism')},
      });
      const r = await client.tevmCall({
        from: PREFUNDED_ACCOUNTS[0].address,
        to: PREFUNDED_ACCOUNTS[1].address,
        value: 1n,
      });
      for (const f of ['l1Fee', 'l1GasUsed', 'l1BaseFee', 'l1BlobFee'])
        assert.equal(typeof r[f], 'bigint', f);
    },
  },
  {
    quote: "On a fork of the chain the oracle is the real one, so the figures are the chain's",
    example: "for (const field of ['l1Fee', 'l1GasUsed', 'l1BaseFee', 'l1BlobFee'] as const)",
  },
  {
    quote:
      'Without a fork there is no oracle contract: the estimate fails, the node logs the warning "Unable to get l1 fee estimation" and returns the result without the four fields. The call itself is not affected.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {optimism} = await import('tevm/common');
      let r;
      let status;
      const printed = await captureStdout(async () => {
        const client = createMemoryClient({common: optimism}); // no fork: no oracle contract
        r = await client.tevmCall({
          from: PREFUNDED_ACCOUNTS[0].address,
          to: PREFUNDED_ACCOUNTS[1].address,
          value: 1n,
        });
        const hash = await client.sendTransaction({
          account: PREFUNDED_ACCOUNTS[0],
          to: PREFUNDED_ACCOUNTS[1].address,
          value: 1n,
          chain: null,
        });
        status = (await client.getTransactionReceipt({hash})).status;
      });
      assert.match(printed, /"level":40[^\n]*Unable to get l1 fee estimation/);
      assert.equal(r.errors, undefined);
      assert.equal(r.l1Fee, undefined);
      assert.equal(status, 'success');
    },
  },
  {
    quote: 'With any other `common` (`mainnet`, the default `tevmDefault`) no estimate is made.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {mainnet} = await import('tevm/common');
      for (const opts of [{}, {common: mainnet}]) {
        let r;
        const printed = await captureStdout(async () => {
          r = await createMemoryClient(opts).tevmCall({
            from: PREFUNDED_ACCOUNTS[0].address,
            to: PREFUNDED_ACCOUNTS[1].address,
            value: 1n,
          });
        });
        assert.doesNotMatch(printed, /l1 fee/);
        assert.equal(r.l1Fee, undefined);
      }
    },
  },
  {
    quote: '"Unable to get l1 fee estimation" is a warning, not an error',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {optimism} = await import('tevm/common');
      const printed = await captureStdout(async () => {
        await createMemoryClient({common: optimism, loggingLevel: 'error'}).tevmCall({
          from: PREFUNDED_ACCOUNTS[0].address,
          to: PREFUNDED_ACCOUNTS[1].address,
          value: 1n,
        });
      });
      assert.doesNotMatch(printed, /l1 fee/, "logged at 'error' level");
    },
  },
  {
    quote: 'Pass a `fork` object to `createMemoryClient` (or `createTevmNode`)',
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      const node = createTevmNode({fork: {transport: await ctx.forkUpstream('mainnet')}});
      await node.ready();
      assert.equal(node.mode, 'fork');
    },
  },
  {
    quote:
      "The node finds its fork block from `blockTag` alone (`'latest'` when you leave it out) and then uses that block's own hash.",
    check: async (ctx) => {
      const upstream = (await ctx.forkUpstream('mainnet')).upstream;
      const one = await upstream.getBlock({blockNumber: 1n});
      const client = await fork(ctx, {blockTag: 1n});
      assert.equal((await client.getBlock()).hash, one.hash);
    },
  },
  {
    quote:
      'A pinned fork is also cheaper on the upstream: the state of an old block never changes, so a caching RPC provider can answer repeat runs from its cache.',
    check: async (ctx) => {
      // what makes the answers cacheable: every state request names the pinned block, never a tag
      const {createMemoryClient} = await tevm();
      const upstream = await ctx.forkUpstream('mainnet');
      const params = [];
      const transport = {
        request: (a) => {
          if (a.method === 'eth_getProof' || a.method === 'eth_getStorageAt')
            params.push(a.params.at(-1));
          return upstream.request(a);
        },
      };
      const client = createMemoryClient({fork: {transport, blockTag: 1n}});
      const {ERC20} = await import('tevm/contract');
      assert.equal(await client.readContract(ERC20.withAddress(WETH).read.symbol()), 'WETH');
      assert.ok(params.length >= 2, params.join(', '));
      assert.deepEqual([...new Set(params)], ['0x1']);
    },
  },
  {
    quote: 'A pinned fork asks for `eth_getProof` at the pinned block number.',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const upstream = await ctx.forkUpstream('mainnet');
      const blocks = [];
      const transport = {
        request: (a) => (
          a.method === 'eth_getProof' && blocks.push(a.params[2]),
          upstream.request(a)
        ),
      };
      const client = createMemoryClient({fork: {transport, blockTag: 2n}});
      await client.getBalance({address: WETH});
      assert.deepEqual(blocks, ['0x2']);
    },
  },
  {
    quote:
      'A cold test suite asks the upstream once per account and once per storage slot it touches',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const upstream = await ctx.forkUpstream('mainnet');
      const calls = {};
      const transport = {
        request: (a) => ((calls[a.method] = (calls[a.method] ?? 0) + 1), upstream.request(a)),
      };
      const client = createMemoryClient({fork: {transport}});
      const {ERC20} = await import('tevm/contract');
      const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
      for (const a of [WETH, dai, WETH, dai]) await client.getBalance({address: a});
      assert.equal(calls.eth_getProof, 2, 'two accounts, two proofs');
      for (let i = 0; i < 2; i++) await client.readContract(ERC20.withAddress(WETH).read.symbol());
      assert.equal(calls.eth_getStorageAt, 1, 'one slot, one request');
    },
  },
  {
    quote:
      'viem test actions `setBalance`, `setCode`, `setNonce`, `setStorageAt` | change one field',
    check: async (ctx) => {
      const client = await fork(ctx);
      await client.setBalance({address: WETH, value: 5n});
      await client.setNonce({address: WETH, nonce: 9});
      assert.equal(await client.getBalance({address: WETH}), 5n);
      assert.equal(await client.getTransactionCount({address: WETH}), 9);
      assert.notEqual(await client.getCode({address: WETH}), undefined, 'code untouched');
    },
  },
  {
    quote:
      '`tevmSetAccount({ address, balance, nonce, deployedBytecode, state, stateDiff })` | change several fields at once',
    check: async (ctx) => {
      const client = await fork(ctx);
      await client.tevmSetAccount({address: WETH, balance: 7n, nonce: 3n});
      const a = await client.tevmGetAccount({address: WETH});
      assert.deepEqual([a.balance, a.nonce], [7n, 3n]);
    },
  },
  {
    quote:
      "`tevmDeal({ erc20, account, amount })` | set an ETH or token balance without knowing the token's storage layout",
    check: async (ctx) => {
      const client = await fork(ctx);
      const {ERC20} = await import('tevm/contract');
      const me = '0x00000000000000000000000000000000005eed09';
      await client.tevmDeal({erc20: WETH, account: me, amount: 42n});
      assert.equal(await client.readContract(ERC20.withAddress(WETH).read.balanceOf(me)), 42n);
      await client.tevmDeal({account: me, amount: 9n}); // no erc20: ETH
      assert.equal(await client.getBalance({address: me}), 9n);
    },
  },
  {
    quote:
      'viem `impersonateAccount({ address })`, or `node.setImpersonatedAccount(address)` | send transactions as any holder, without its key',
    check: async (ctx) => {
      const client = await fork(ctx);
      const holder = '0x00000000000000000000000000000000005eed0a';
      await client.setBalance({address: holder, value: 10n ** 18n});
      client.transport.tevm.setImpersonatedAccount(holder);
      assert.equal(client.transport.tevm.getImpersonatedAccount()?.toLowerCase(), holder);
      const hash = await client.sendTransaction({
        account: holder,
        to: '0x00000000000000000000000000000000005eed0b',
        value: 1n,
        chain: null,
      });
      assert.equal((await client.getTransactionReceipt({hash})).from.toLowerCase(), holder);
    },
  },
  {
    quote:
      'lazily, through the first fork: storage and code include its local edits, balances and nonces come from the real chain',
    check: async (ctx) => {
      const o = await reforkObserved(ctx);
      assert.equal(o.refork.weth, o.weth, 'storage edit');
      assert.equal(o.refork.code, o.code, 'code edit');
      assert.deepEqual([o.refork.balance, o.refork.nonce], [0n, 0], 'balance and nonce upstream');
    },
  },
  {
    quote: '`common` belongs next to `fork`, not inside it.',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const {optimism} = await import('tevm/common');
      const upstream = await ctx.forkUpstream('mainnet');
      const inside = createMemoryClient({
        fork: /** @type {any} */ ({transport: upstream, common: optimism}),
      });
      assert.equal(await inside.getChainId(), 1, 'common inside fork is ignored');
      const beside = createMemoryClient({common: optimism, fork: {transport: upstream}});
      assert.equal(await beside.getChainId(), 10);
    },
  },
  {
    quote: "A fork pinned to `'latest'` is not reproducible; pin a number for tests.",
    check: async (ctx) => {
      const upstream = await ctx.forkUpstream('mainnet');
      const before = await (await fork(ctx, {blockTag: 'latest'})).getBlockNumber();
      await upstream.upstream.mine({blocks: 1});
      const after = await (await fork(ctx, {blockTag: 'latest'})).getBlockNumber();
      assert.equal(after, before + 1n, "'latest' moved with the upstream");
      assert.equal(await (await fork(ctx, {blockTag: 1n})).getBlockNumber(), 1n);
    },
  },
];
