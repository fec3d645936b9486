// Claims of docs/api/methods.mdx: every member the map names exists where the map says, and the
// names people guess do not. (This used to be a "Checking this map…" block on the page.)
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {
  assertDecoratorExports,
  ETH_ACTIONS,
  hasFunctions as fns,
  NEXT_BLOCK_OVERRIDES,
  TEVM_ACTIONS,
} from '../members.mjs';

const client = (ctx) =>
  ctx.shared('client', async () => (await import('tevm')).createMemoryClient());
const node = (ctx) => ctx.shared('node', async () => (await import('tevm')).createTevmNode());
const decorated = (ctx) =>
  ctx.shared('decorated', async () => {
    const {createTevmNode} = await import('tevm');
    const {ethActions, requestEip1193, tevmActions, tevmSend} = await import('tevm/decorators');
    return createTevmNode()
      .extend(requestEip1193())
      .extend(ethActions())
      .extend(tevmActions())
      .extend(tevmSend());
  });

/** The handlers whose JSON-RPC counterpart the page names, by their common stem. */
export const HANDLED = [
  'call',
  'getAccount',
  'setAccount',
  'mine',
  'dumpState',
  'loadState',
  'ethCall',
];
/** The names `tevm/actions` exports that end in `Procedure`. The refuted sentences read it too. */
export const procedureNames = async () => ({
  procedures: Object.keys(await import('tevm/actions')).filter((k) => k.endsWith('Procedure')),
});
/** What each `node.eth` method of `ethActions()` returns on a fresh node, by method name. */
export const ethActionResults = async () => {
  const {createTevmNode, PREFUNDED_ACCOUNTS} = await import('tevm');
  const {ethActions} = await import('tevm/decorators');
  const n = createTevmNode({loggingLevel: 'silent'}).extend(ethActions());
  const address = PREFUNDED_ACCOUNTS[0].address;
  return {
    blockNumber: await n.eth.blockNumber(),
    chainId: await n.eth.chainId(),
    gasPrice: await n.eth.gasPrice(),
    getBalance: await n.eth.getBalance({address}),
    getCode: await n.eth.getCode({address}),
    getStorageAt: await n.eth.getStorageAt({address, position: '0x0'}),
    call: await n.eth.call({to: address, data: '0x'}),
  };
};

export default [
  {
    quote:
      "viem's public actions (`getBalance`, `readContract`, `getLogs`, …), wallet actions (`sendTransaction`, `writeContract`, `deployContract`), test actions in anvil mode (`setBalance`, `mine`, `snapshot`, `revert`, `impersonateAccount`, …)",
    check: async (ctx) => {
      const c = await client(ctx);
      fns(
        c,
        [
          'getBalance',
          'readContract',
          'getLogs',
          'sendTransaction',
          'writeContract',
          'deployContract',
          'setBalance',
          'mine',
          'snapshot',
          'revert',
          'impersonateAccount',
        ],
        'memory client',
      );
      assert.match(
        ctx.source('@tevm/memory-client/src/createMemoryClient.js'),
        /testActions\(\{ mode: 'anvil' \}\)/,
      );
    },
  },
  {
    table: 'Action',
    row: 'tevmCall, tevmContract, tevmDeploy',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const from = PREFUNDED_ACCOUNTS[0].address;
      const {createdAddress} = await c.tevmDeploy(SimpleContract.deploy(1n));
      assert.equal(await c.getBlockNumber(), 1n, 'tevmDeploy did not mine by default');
      const set = SimpleContract.withAddress(createdAddress).write.set(2n);
      await c.tevmContract({...set, from});
      await c.tevmCall({from, to: PREFUNDED_ACCOUNTS[1].address, value: 1n});
      assert.equal(await c.getBlockNumber(), 1n, 'a dry run was included');
      await c.tevmContract({...set, from, addToMempool: true});
      assert.equal((await c.request({method: 'txpool_status'})).pending, '0x1');
      await c.tevmCall({
        from: PREFUNDED_ACCOUNTS[2].address,
        to: from,
        value: 1n,
        addToBlockchain: true,
      });
      assert.equal(await c.getBlockNumber(), 2n);
      await c.transport.tevm.close();
    },
  },
  {
    table: 'Action',
    row: 'tevmMine',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient();
      await c.tevmMine({blockCount: 3});
      assert.equal(await c.getBlockNumber(), 3n);
    },
  },
  {
    table: 'Action',
    row: 'tevmGetAccount, tevmSetAccount',
    check: async (ctx) => {
      const c = await client(ctx);
      const address = '0x00000000000000000000000000000000000a0a01';
      await c.tevmSetAccount({address, balance: 3n, nonce: 2n});
      const a = await c.tevmGetAccount({address});
      assert.deepEqual([a.balance, a.nonce], [3n, 2n]);
    },
  },
  {
    table: 'Action',
    row: 'tevmDumpState, tevmLoadState',
    check: async (ctx) => {
      const c = await client(ctx);
      const address = '0x00000000000000000000000000000000000a0a02';
      await c.setBalance({address, value: 11n});
      const {state} = await c.tevmDumpState();
      const {createMemoryClient} = await import('tevm');
      const other = createMemoryClient();
      await other.tevmLoadState({state});
      assert.equal(await other.getBalance({address}), 11n);
      await other.transport.tevm.close();
    },
  },
  {
    table: 'Action',
    row: 'tevmDeal',
    check: async (ctx) => {
      const c = await client(ctx);
      const {ERC20} = await import('tevm/contract');
      const {createdAddress} = await c.tevmDeploy(ERC20.deploy('T', 'T'));
      const who = '0x00000000000000000000000000000000000a0a03';
      await c.tevmDeal({account: who, amount: 4n});
      await c.tevmDeal({erc20: createdAddress, account: who, amount: 5n});
      assert.equal(await c.getBalance({address: who}), 4n);
      assert.equal(await c.readContract(ERC20.withAddress(createdAddress).read.balanceOf(who)), 5n);
    },
  },
  {
    table: 'Action',
    row: 'tevmReady',
    check: async (ctx) => assert.equal(await (await client(ctx)).tevmReady(), true),
  },
  {
    table: 'Group',
    row: 'Lifecycle',
    check: async (ctx) => {
      const n = await node(ctx);
      fns(n, ['ready', 'close'], 'node');
      assert.ok('status' in n);
    },
  },
  {
    table: 'Group',
    row: 'Configuration',
    check: async (ctx) => {
      const n = await node(ctx);
      fns(n, ['setMiningConfig'], 'node');
      for (const k of ['mode', 'miningConfig', 'logger']) assert.ok(k in n, k);
      assert.ok(!('forkTransport' in n), 'a non-forked node has forkTransport');
      const {createTevmNode} = await import('tevm');
      const forked = createTevmNode({fork: {transport: await ctx.forkUpstream('mainnet')}});
      assert.equal(typeof forked.forkTransport?.request, 'function');
    },
  },
  {
    table: 'Group',
    row: 'Components',
    check: async (ctx) =>
      fns(await node(ctx), ['getVm', 'getTxPool', 'getReceiptsManager'], 'node'),
  },
  {
    table: 'Group',
    row: 'Impersonation',
    check: async (ctx) =>
      fns(
        await node(ctx),
        [
          'getImpersonatedAccount',
          'setImpersonatedAccount',
          'getAutoImpersonate',
          'setAutoImpersonate',
        ],
        'node',
      ),
  },
  {
    table: 'Group',
    row: 'Next-block overrides',
    check: async (ctx) => fns(await node(ctx), [...NEXT_BLOCK_OVERRIDES, 'setMinGasPrice'], 'node'),
  },
  {
    table: 'Group',
    row: 'Snapshots and filters',
    check: async (ctx) =>
      fns(
        await node(ctx),
        [
          'addSnapshot',
          'getSnapshot',
          'getSnapshots',
          'deleteSnapshotsFrom',
          'setFilter',
          'getFilters',
          'removeFilter',
        ],
        'node',
      ),
  },
  {
    table: 'Group',
    row: 'Extension',
    check: async (ctx) =>
      fns(
        await node(ctx),
        ['extend', 'deepCopy', 'registerExExHook', 'on', 'removeListener'],
        'node',
      ),
  },
  {
    quote:
      '`callHandler(node)`, `contractHandler(node)`, `deployHandler(node)`, `mineHandler(node)`, `getAccountHandler(node)`, `setAccountHandler(node)`, `dumpStateHandler(node)`, `loadStateHandler(node)`, `dealHandler(node)`, plus `eth*` handlers such as `ethCallHandler`.',
    check: async () =>
      fns(
        await import('tevm/actions'),
        [...HANDLED.map((b) => `${b}Handler`), 'contractHandler', 'deployHandler', 'dealHandler'],
        'tevm/actions',
      ),
  },
  {
    quote:
      "Their JSON-RPC counterparts are named `*Procedure`: `callProcedure(node)`, `getAccountProcedure`, `setAccountProcedure`, `mineProcedure`, `dumpStateProcedure`, `loadStateProcedure`, `ethCallProcedure` (`contractHandler` and `deployHandler` have none, and `dealHandler`'s is `anvilDealJsonRpcProcedure`). The `anvil_`, `debug_` and many `eth_` methods use the longer `*JsonRpcProcedure` form instead, such as `anvilSetBalanceJsonRpcProcedure`, and `requestProcedure(node)` dispatches any request.",
    check: async (ctx) => {
      const o = await procedureNames();
      for (const b of HANDLED) {
        assert.ok(o.procedures.includes(`${b}Procedure`), `${b}Procedure`);
        assert.ok(!o.procedures.includes(`${b}JsonRpcProcedure`), `${b}JsonRpcProcedure exists`);
      }
      assert.deepEqual(
        o.procedures.filter((k) => /contract|deploy|deal/i.test(k)),
        ['anvilDealErc20JsonRpcProcedure', 'anvilDealJsonRpcProcedure'],
      );
      assert.match(
        ctx.source('@tevm/actions/src/anvil/anvilDealProcedure.js'),
        /import \{ dealHandler \}[\s\S]*export const anvilDealJsonRpcProcedure[\s\S]*dealHandler\(client\)/,
      );
      for (const family of ['anvil', 'debug', 'eth'])
        assert.ok(
          o.procedures.some((k) => k.startsWith(family) && k.endsWith('JsonRpcProcedure')),
          family,
        );
      assert.ok(o.procedures.includes('anvilSetBalanceJsonRpcProcedure'));
      const {createMemoryClient} = await import('tevm');
      const {requestProcedure} = await import('tevm/actions');
      const r = await requestProcedure(createMemoryClient().transport.tevm)({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_chainId',
        params: [],
      });
      assert.equal(r.result, '0x384');
    },
  },
  {
    quote: '`tevm/decorators` has four decorators',
    check: assertDecoratorExports,
  },
  {
    table: 'Decorator',
    row: 'ethActions()',
    check: async (ctx) => fns((await decorated(ctx)).eth, ETH_ACTIONS, 'node.eth'),
  },
  {
    table: 'Decorator',
    row: 'tevmActions()',
    check: async (ctx) => fns(await decorated(ctx), TEVM_ACTIONS, 'node'),
  },
  {
    quote:
      'The `tevmActions()` methods are unprefixed: it is `node.call`, not `node.tevmCall`. There is no `node.eth.getBlockNumber` or `node.eth.sendTransaction`.',
    check: async (ctx) => {
      const d = await decorated(ctx);
      assert.equal(d.tevmCall, undefined);
      assert.equal(d.eth.getBlockNumber, undefined);
      assert.equal(d.eth.sendTransaction, undefined);
      const n = await node(ctx);
      for (const k of ['tevmCall', 'sendTransaction', 'mine'])
        assert.equal(n[k], undefined, `bare node.${k}`);
    },
  },
  {
    quote: 'All three reach the same call logic and produce the same kind of result',
    example:
      'assert.equal(await client.getBlockNumber(), 3n) // one block per addToBlockchain call',
  },
  {
    quote:
      'The numeric ones (`blockNumber`, `chainId`, `gasPrice`, `getBalance`) return bigints, not hex; `getCode`, `getStorageAt` and `call` return hex strings',
    check: async () => {
      const r = await ethActionResults();
      for (const k of ['blockNumber', 'chainId', 'gasPrice', 'getBalance'])
        assert.equal(typeof r[k], 'bigint', k);
      for (const k of ['getCode', 'getStorageAt', 'call']) assert.match(r[k], /^0x[0-9a-f]*$/, k);
      assert.equal(Object.keys(r).length, 7);
    },
  },
  {
    quote: '`getTxPool()` shows it before it is mined',
    example: "assert.equal(await pool.getTransactionStatus(hash), 'pending')",
  },
  {
    quote:
      '`eth_`, `anvil_` (with `hardhat_`, `ganache_` and `tevm_` aliases), `evm_`, `debug_`, `tevm_`, `txpool_`, `engine_`, `net_`, `web3_` and `miner_`, 169 names in all.',
    check: async () => {
      // The method table on api/json-rpc is itself checked against tevm by tests/examples/check-rpc-methods.mjs.
      const src = readFileSync(new URL('../../../docs/api/json-rpc.mdx', import.meta.url), 'utf8');
      const block = src.match(/rpc-methods:start[\s\S]*?\*\/\}([\s\S]*?)\{\/\* rpc-methods:end/)[1];
      let total = 0;
      const families = [];
      for (const line of block.split('\n')) {
        const cells = line.split('|').map((c) => c.trim());
        if (cells.length < 5 || !/^\d+$/.test(cells[2])) continue;
        total += Number(cells[2]);
        families.push(cells[1].replace(/`/g, ''));
      }
      assert.equal(total, 169);
      for (const f of [
        'eth_',
        'anvil_',
        'evm_',
        'debug_',
        'tevm_',
        'txpool_',
        'engine_',
        'net_',
        'web3_',
        'miner_',
      ])
        assert.ok(
          families.some((x) => x.startsWith(f)),
          f,
        );
    },
  },
  {
    quote:
      'For snapshots over JSON-RPC, use `evm_snapshot` / `evm_revert` (or the `anvil_` names).',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient();
      const a = '0x00000000000000000000000000000000000000e1';
      for (const [snap, rev] of [
        ['evm_snapshot', 'evm_revert'],
        ['anvil_snapshot', 'anvil_revert'],
      ]) {
        const id = await c.request({method: snap});
        await c.setBalance({address: a, value: 9n});
        await c.request({method: rev, params: [id]});
        assert.equal(await c.getBalance({address: a}), 0n, `${snap}/${rev}`);
      }
    },
  },
];
