// Claims of docs/examples/forking-mainnet.mdx. The fork upstream is the seeded local stand-in
// for mainnet that the examples use (DAI and Curve's 3pool at their mainnet addresses).
import assert from 'node:assert/strict';

const tevm = () => import('tevm');
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const POOL = '0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7';

/** A fork of the mainnet stand-in whose upstream records every method it is asked. */
const recordedFork = async (ctx, opts = {}) => {
  const upstream = await ctx.forkUpstream('mainnet');
  const methods = /** @type {string[]} */ ([]);
  const transport = {
    request: (/** @type {any} */ a) => (methods.push(a.method), upstream.request(a)),
  };
  const {mainnet} = await import('tevm/common');
  const fork = (await tevm()).createMemoryClient({common: mainnet, ...opts, fork: {transport}});
  await fork.tevmReady();
  return {fork, methods, upstream};
};

/**
 * The requests a forked memory client sends its upstream (the in-process mainnet stand-in) one
 * tick after it is created, and once it is ready, before anything is read. Read by the live
 * claims and their refuted twin ("Nothing is downloaded up front").
 */
export const forkStartRequests = async (ctx) => {
  const upstream = await ctx.forkUpstream('mainnet');
  const methods = /** @type {string[]} */ ([]);
  const transport = {
    request: (/** @type {any} */ a) => (methods.push(a.method), upstream.request(a)),
  };
  const {mainnet} = await import('tevm/common');
  const blockTag = BigInt(await upstream.request({method: 'eth_blockNumber'}));
  const fork = (await tevm()).createMemoryClient({common: mainnet, fork: {transport, blockTag}});
  await new Promise((r) => setTimeout(r, 0));
  const atOnce = [...methods];
  await fork.tevmReady();
  const afterReady = [...methods];
  await fork.transport.tevm.close();
  return {atOnce, afterReady};
};

export default [
  {
    quote: "`http` exported by `tevm` is viem's own",
    check: async () => assert.equal((await tevm()).http, (await import('viem')).http),
  },
  {
    quote:
      "`common: mainnet` from `tevm/common` sits next to `fork` (not inside it) and gives the node mainnet's chain id and rules without asking the endpoint.",
    check: async (ctx) => {
      const {fork, methods} = await recordedFork(ctx);
      assert.equal(await fork.getChainId(), 1);
      assert.ok(!methods.includes('eth_chainId'), 'the endpoint was asked for the chain id');
      await fork.transport.tevm.close();
    },
  },
  {
    quote: 'Without it the node forks whatever block is newest when it starts',
    check: async (ctx) => {
      const {fork, upstream} = await recordedFork(ctx);
      const head = BigInt(await upstream.request({method: 'eth_blockNumber', params: []}));
      assert.equal(await fork.getBlockNumber(), head);
      await fork.transport.tevm.close();
    },
  },
  {
    quote: '`blockTag` pins the fork.',
    example: 'assert.equal(await fork.getBlockNumber(), forkBlock)',
  },
  {
    quote:
      'Creating the client fetches only the fork block itself, at once (`eth_getBlockByNumber`, then `eth_getBlockByHash`); no account or storage state is downloaded up front.',
    check: async (ctx) => {
      const {atOnce, afterReady} = await forkStartRequests(ctx);
      // before anything is asked of the client: the block, by number then by hash
      assert.deepEqual(atOnce, ['eth_getBlockByNumber', 'eth_getBlockByHash']);
      // ready, and still nothing else (no account, code or storage)
      assert.deepEqual(afterReady, ['eth_getBlockByNumber', 'eth_getBlockByHash']);
    },
  },
  {
    quote:
      'The first time execution touches an account, the fork fetches it from the endpoint (`eth_getProof`), and each storage slot on first read (`eth_getStorageAt`); both are cached for the life of the client.',
    check: async (ctx) => {
      const {fork, methods} = await recordedFork(ctx);
      const {ERC20} = await import('tevm/contract');
      const dai = ERC20.withAddress(DAI);
      assert.equal(methods.filter((m) => m === 'eth_getProof').length, 0, 'fetched up front');
      await fork.readContract(dai.read.balanceOf(POOL));
      const proofs = methods.filter((m) => m === 'eth_getProof').length;
      const slots = methods.filter((m) => m === 'eth_getStorageAt').length;
      assert.ok(proofs > 0 && slots > 0, `proofs ${proofs}, slots ${slots}`);
      await fork.readContract(dai.read.balanceOf(POOL));
      assert.equal(methods.filter((m) => m === 'eth_getProof').length, proofs);
      assert.equal(methods.filter((m) => m === 'eth_getStorageAt').length, slots);
      await fork.transport.tevm.close();
    },
  },
  {
    quote:
      "`dai.read.balanceOf(holder)` builds the `{ address, abi, functionName, args }` object that viem's `readContract` takes",
    check: async () => {
      const {ERC20} = await import('tevm/contract');
      const call = ERC20.withAddress(DAI).read.balanceOf(POOL);
      for (const k of ['address', 'abi', 'functionName', 'args']) assert.ok(k in call, k);
      assert.deepEqual(call.args, [POOL]);
    },
  },
  {
    quote: '`createContract({ name, humanReadableAbi, address })`',
    check: async () => {
      const {createContract} = await import('tevm/contract');
      const c = createContract({
        name: 'Dai',
        humanReadableAbi: ['function totalSupply() view returns (uint256)'],
        address: DAI,
      });
      assert.equal(c.read.totalSupply().functionName, 'totalSupply');
      assert.equal(c.address, DAI);
    },
  },
  {
    quote: '`tevm` does not export `formatUnits`',
    check: async () => {
      const t = /** @type {any} */ (await tevm());
      assert.equal(t.formatUnits, undefined);
      assert.equal(typeof t.formatEther, 'function');
    },
  },
  {
    table: 'Call',
    row: 'impersonateAccount({ address })',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const who = '0x00000000000000000000000000000000000f0b01';
      await c.impersonateAccount({address: who});
      assert.equal(c.transport.tevm.getImpersonatedAccount()?.toLowerCase(), who);
      await c.transport.tevm.close();
    },
  },
  {
    table: 'Call',
    row: 'setBalance({ address, value })',
    example: "await fork.setBalance({ address: holder, value: parseEther('1') })",
  },
  {
    table: 'Call',
    row: 'writeContract({ account: holder, chain: null, ... })',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const {createdAddress} = await c.tevmDeploy(SimpleContract.deploy(1n));
      const who = '0x00000000000000000000000000000000000f0b04';
      const seen = [];
      const request = c.transport.tevm.request;
      c.transport.tevm.request = (a) => (seen.push(a.method), request(a));
      const {createWalletClient, custom} = await import('viem');
      const w = createWalletClient({transport: custom(c.transport.tevm)});
      const hash = await w.writeContract({
        account: who,
        chain: null,
        ...SimpleContract.withAddress(createdAddress).write.set(2n),
      });
      assert.ok(seen.includes('eth_sendTransaction'));
      // unsigned, run as `who`
      const stored = await c.request({method: 'eth_getTransactionByHash', params: [hash]});
      assert.deepEqual([stored.r, stored.s, stored.v], [undefined, undefined, undefined]);
      assert.equal((await c.getTransactionReceipt({hash})).from, who);
      await c.transport.tevm.close();
    },
  },
  {
    table: 'Call',
    row: 'stopImpersonatingAccount({ address })',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const who = '0x00000000000000000000000000000000000f0b01';
      await c.impersonateAccount({address: who});
      await c.stopImpersonatingAccount({address: who});
      assert.equal(c.transport.tevm.getImpersonatedAccount(), undefined);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'Mining is automatic, so the transfer is in a block when `waitForTransactionReceipt` returns.',
    example: "assert.equal(receipt.status, 'success')",
  },
  {
    quote:
      'Tevm does not enforce impersonation. `eth_sendTransaction` runs with whatever `from` address it is given, impersonated or not, even when that address holds no ETH (the node then raises its balance to cover the transaction) and even when it is a contract.',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const send = async (from) => {
        const hash = await c.request({
          method: 'eth_sendTransaction',
          params: [{from, to: from, value: '0x5'}],
        });
        return (await c.getTransactionReceipt({hash: /** @type {any} */ (hash)})).status;
      };
      const empty = '0x00000000000000000000000000000000000f0b05';
      assert.equal(await send(empty), 'success', 'an empty, unimpersonated sender was refused');
      assert.ok((await c.getBalance({address: empty})) > 0n, 'the balance was not raised');
      const contract = '0x00000000000000000000000000000000000f0b02';
      await c.setCode({address: contract, bytecode: '0x00'});
      assert.equal(await send(contract), 'success', 'a contract sender was refused');
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'The holder here is a contract, not an ordinary account, and the transfer from it succeeds all the same',
    example: "assert.equal(receipt.status, 'success')",
  },
  {
    quote:
      "It works out which storage slot holds the balance by running the token's `balanceOf`, so you do not need to know the token's layout. Leave out `erc20` to set an ETH balance.",
    check: async (ctx) => {
      assert.match(ctx.source('@tevm/actions/src/anvil/anvilDealErc20Handler.js'), /balanceOf/);
      const c = (await tevm()).createMemoryClient();
      const {ERC20} = await import('tevm/contract');
      const {createdAddress} = await c.tevmDeploy(ERC20.deploy('T', 'T'));
      const who = '0x00000000000000000000000000000000000f0b03';
      await c.tevmDeal({erc20: createdAddress, account: who, amount: 9n});
      assert.equal(await c.readContract(ERC20.withAddress(createdAddress).read.balanceOf(who)), 9n);
      await c.tevmDeal({account: who, amount: 4n});
      assert.equal(await c.getBalance({address: who}), 4n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'Forks only read from the endpoint; transactions, impersonation and deals all stay in the local node.',
    check: async (ctx) => {
      const {fork, methods} = await recordedFork(ctx);
      const {parseEther} = await tevm();
      const {ERC20} = await import('tevm/contract');
      const dai = ERC20.withAddress(DAI);
      await fork.impersonateAccount({address: POOL});
      await fork.setBalance({address: POOL, value: parseEther('1')});
      await fork.writeContract({
        account: POOL,
        chain: null,
        ...dai.write.transfer('0x00000000000000000000000000000000000f0a11', 1n),
      });
      await fork.tevmDeal({erc20: DAI, account: POOL, amount: 5n});
      const reads = new Set([
        'eth_getProof',
        'eth_getStorageAt',
        'eth_getBlockByNumber',
        'eth_getBlockByHash',
        'eth_getCode',
        'eth_getBalance',
        'eth_getTransactionCount',
        'eth_blockNumber',
        'eth_chainId',
      ]);
      assert.deepEqual(
        [...new Set(methods)].filter((m) => !reads.has(m)),
        [],
        'the fork sent something other than a read',
      );
      await fork.transport.tevm.close();
    },
  },
  {
    quote:
      'Some free endpoints do not serve `eth_getProof` for old blocks; a fork pinned far back then fails on its first account read.',
    check: async (ctx) => {
      const upstream = await ctx.forkUpstream('mainnet');
      const transport = {
        request: (/** @type {any} */ a) =>
          a.method === 'eth_getProof'
            ? Promise.reject(new Error('missing trie node'))
            : upstream.request(a),
      };
      const {mainnet} = await import('tevm/common');
      const fork = (await tevm()).createMemoryClient({common: mainnet, fork: {transport}});
      await assert.rejects(fork.getBalance({address: POOL}));
      await fork.transport.tevm.close();
    },
  },
  ...[
    ['Ethereum', 'mainnet', 1],
    ['OP Mainnet', 'optimism', 10],
    ['Arbitrum One', 'arbitrum', 42161],
    ['Base', 'base', 8453],
  ].map(([row, preset, id]) => ({
    table: 'Network',
    row,
    check: async () => {
      const common = /** @type {any} */ (await import('tevm/common'))[preset];
      assert.equal(common?.id, id, `${preset} is not chain ${id}`);
    },
  })),
  {
    quote:
      'On OP-stack chains (OP Mainnet, Base) Tevm also reads the L1 fee oracle; if that read fails it logs "Unable to get l1 fee estimation" and continues.',
    check: async () => {
      const {optimism, base} = await import('tevm/common');
      assert.ok(base.sourceId !== undefined && optimism.sourceId !== undefined);
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const c = createMemoryClient({common: optimism, loggingLevel: 'silent'});
      await c.tevmReady();
      // The logger writes straight to the file descriptor: watch its warn method instead.
      const warned = /** @type {string[]} */ ([]);
      const {logger} = c.transport.tevm;
      const warn = logger.warn.bind(logger);
      logger.warn = (/** @type {any[]} */ ...a) => (warned.push(String(a.at(-1))), warn(...a));
      const r = await c.tevmCall({
        from: PREFUNDED_ACCOUNTS[0].address,
        to: PREFUNDED_ACCOUNTS[1].address,
        value: 1n,
      });
      assert.ok(warned.includes('Unable to get l1 fee estimation'), warned.join('; '));
      assert.equal(r.errors, undefined, 'the call did not continue');
      await c.transport.tevm.close();
    },
  },
];
