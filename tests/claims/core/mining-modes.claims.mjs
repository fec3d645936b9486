// Claims of docs/core/mining-modes.mdx.
import assert from 'node:assert/strict';
import {revertWith, captureConsole} from '../helpers.mjs';

const tevm = () => import('tevm');
const fresh = async (opts) => (await tevm()).createMemoryClient(opts);
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

export default [
  {
    table: 'Mode',
    row: 'Automatic (default)',
    example: "const client = createMemoryClient() // same as miningConfig: { type: 'auto' }",
  },
  {
    table: 'Mode',
    row: 'Manual',
    example:
      "assert.equal(await client.getBalance({ address: shop, blockTag: 'pending' }), parseEther('2'))",
  },
  {
    table: 'Mode',
    row: 'Interval',
    example: 'assert.equal(receipt.blockNumber, 1n)\n\n  // With an empty mempool',
  },
  {
    quote:
      "`addToBlockchain: true` mines that single transaction into its own block right away, even when it reverts: `true` means `'always'`. Pass `'on-success'` to mine only a call that succeeds",
    check: async () => {
      const mined = await revertWith({addToBlockchain: true});
      assert.deepEqual([mined.blocks, mined.nonce], [1, 1], 'true did not mine the revert');
      const kept = await revertWith({addToBlockchain: 'on-success'});
      assert.deepEqual([kept.blocks, kept.nonce], [0, 0], "'on-success' mined the revert");
    },
  },
  {
    quote: '`addToMempool: true` only queues it, even in automatic mode',
    example: 'assert.equal(await client.getBlockNumber(), 2n)',
  },
  {
    quote:
      'the queued transaction still holds its nonce, and the next transaction from that account fails with a nonce error.',
    check: async () => {
      const client = await fresh();
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const [a, b] = PREFUNDED_ACCOUNTS;
      await client.tevmCall({from: a.address, to: b.address, value: 1n, addToMempool: true});
      const r = await client.tevmCall({
        from: a.address,
        to: b.address,
        value: 1n,
        addToBlockchain: true,
        throwOnFail: false,
      });
      assert.match(String(r.errors?.[0]?.message), /nonce/i);
    },
  },
  {
    quote: '`txpool_status` counts the waiting transactions',
    example: "{ pending: '0x1', queued: '0x0' }",
  },
  {
    quote: 'Its `blockCount` says how many blocks to build (default 1)',
    check: async () => {
      const client = await fresh({miningConfig: {type: 'manual'}});
      const {blockHashes} = await client.tevmMine();
      assert.equal(blockHashes?.length, 1);
      assert.equal(await client.getBlockNumber(), 1n);
    },
  },
  {
    quote:
      '`onReceipt` is called as `(receipt, blockHash, next)` and `onLog` as `(log, receipt, next)`, while `onBlock` gets `(block, next)`.',
    check: async (ctx) => {
      // run it: one block with one log-emitting transaction, every argument inspected
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient({miningConfig: {type: 'manual'}});
      const from = PREFUNDED_ACCOUNTS[0].address;
      await c.tevmDeploy({...SimpleContract.deploy(1n), from});
      await c.tevmMine();
      const deployed = (await c.getTransactionReceipt({hash: (await c.getBlock()).transactions[0]}))
        .contractAddress;
      await c.tevmContract({
        ...SimpleContract.withAddress(/** @type {any} */ (deployed)).write.set(3n),
        from,
        addToMempool: true,
      });
      const calls = {};
      await c.tevmMine({
        onBlock: (...a) => ((calls.block = a), a.at(-1)?.()),
        onReceipt: (...a) => ((calls.receipt = a), a.at(-1)?.()),
        onLog: (...a) => ((calls.log = a), a.at(-1)?.()),
      });
      assert.equal(calls.block.length, 2, 'onBlock(block, next)');
      assert.equal(typeof calls.block[1], 'function');
      assert.equal(calls.receipt.length, 3, 'onReceipt(receipt, blockHash, next)');
      assert.match(String(calls.receipt[1]), /^0x[0-9a-f]{64}$/);
      assert.equal(typeof calls.receipt[2], 'function');
      assert.equal(calls.log.length, 3, 'onLog(log, receipt, next)');
      assert.equal(calls.log[1], calls.receipt[0], 'the log comes with its receipt');
      const src = ctx.source('@tevm/actions/src/Mine/emitEvents.js');
      assert.match(src, /callHandler\(onBlock, block\)/);
      assert.match(src, /callHandler\(onReceipt, receipt, blockHash\)/);
      assert.match(src, /callHandler\(onLog, log, receipt\)/);
      assert.match(src, /handler\(data, secondParam, next\)/);
      assert.match(src, /handler\(data, next\)/);
    },
  },
  {
    quote: 'An exception thrown inside a callback is logged and swallowed',
    check: async () => {
      const client = await fresh({miningConfig: {type: 'manual'}});
      const printed = await captureConsole(() =>
        client.tevmMine({
          onBlock: () => {
            throw new Error('boom in onBlock');
          },
        }),
      );
      assert.match(printed, /boom in onBlock/);
      assert.equal(await client.getBlockNumber(), 1n);
    },
  },
  {
    quote: "viem's test action `mine({ blocks })` does the same job without the callbacks.",
    example: 'await client.mine({ blocks: 2 })',
  },
  {
    quote:
      'Unlike anvil, Tevm does not mine empty blocks: when the timer fires and the mempool is empty, nothing happens.',
    example: 'await new Promise((resolve) => setTimeout(resolve, 1100))',
  },
  {
    quote: 'The timer keeps the Node.js process alive. Call `close()` on the node',
    check: async () => {
      const client = await fresh({miningConfig: {type: 'interval', blockTime: 60}});
      await client.tevmReady();
      const before = timers();
      assert.ok(before > 0);
      await client.transport.tevm.close();
      assert.ok(timers() < before);
    },
  },
  {
    table: 'JSON-RPC method',
    row: 'anvil_getAutomine',
    example: "assert.equal(await client.request({ method: 'anvil_getAutomine' }), true)",
  },
  {
    quote: '| `anvil_setAutomine` with `[true]` or `[false]` | switches to automatic or manual |',
    check: async () => {
      const client = await fresh();
      await client.request({method: 'anvil_setAutomine', params: [false]});
      assert.deepEqual(client.transport.tevm.miningConfig, {type: 'manual'});
      await client.request({method: 'anvil_setAutomine', params: [true]});
      assert.deepEqual(client.transport.tevm.miningConfig, {type: 'auto'});
    },
  },
  {
    quote:
      '| `anvil_setIntervalMining` or `evm_setIntervalMining` with `[seconds]` | switches to interval mining with that block time |',
    check: async () => {
      for (const method of ['anvil_setIntervalMining', 'evm_setIntervalMining']) {
        const client = await fresh();
        await client.request({method, params: [3]});
        assert.deepEqual(
          client.transport.tevm.miningConfig,
          {type: 'interval', blockTime: 3},
          method,
        );
        await client.transport.tevm.close();
      }
    },
  },
  {
    quote:
      "viem's `setAutomine` does **not**: it sends `evm_setAutomine`, which Tevm does not implement",
    check: async () => {
      const client = await fresh();
      await assert.rejects(client.setAutomine(false));
      await assert.rejects(
        client.request({method: 'evm_setAutomine', params: [false]}),
        /evm_setAutomine|not supported|Unknown|does not exist/i,
      );
    },
  },
  {
    quote: 'Leaving interval mode, by any route, stops its timer.',
    check: async () => {
      const routes = [
        (c) => c.transport.tevm.setMiningConfig({type: 'auto'}),
        (c) => c.request({method: 'anvil_setAutomine', params: [true]}),
        (c) => c.request({method: 'anvil_setAutomine', params: [false]}),
      ];
      for (const leave of routes) {
        const client = await fresh({miningConfig: {type: 'interval', blockTime: 60}});
        await client.tevmReady();
        const running = timers();
        await leave(client);
        assert.equal(timers(), running - 1, `timer left running after ${leave}`);
      }
    },
  },
  {
    quote:
      'The deprecated `mining: { auto: false }` option is translated to manual mining by `createMemoryClient` alone. `createTevmNode` and `createTevmTransport` ignore it, so a node created with it mines automatically.',
    check: async () => {
      const {createTevmNode, createTevmTransport, PREFUNDED_ACCOUNTS} = await tevm();
      const {callHandler} = await import('tevm/actions');
      const {createClient} = await import('viem');
      const node = createTevmNode(/** @type {any} */ ({mining: {auto: false}}));
      await callHandler(node)({
        from: PREFUNDED_ACCOUNTS[0].address,
        to: PREFUNDED_ACCOUNTS[1].address,
        value: 1n,
        addToMempool: true,
      });
      const t = createClient({
        transport: createTevmTransport(/** @type {any} */ ({mining: {auto: false}})),
      });
      assert.deepEqual(t.transport.tevm.miningConfig, {type: 'auto'});
      assert.deepEqual(node.miningConfig, {type: 'auto'});
      assert.deepEqual((await fresh({mining: {auto: false}})).transport.tevm.miningConfig, {
        type: 'manual',
      });
    },
  },
];
