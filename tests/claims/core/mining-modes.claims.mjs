// Claims of docs/core/mining-modes.mdx.
import assert from 'node:assert/strict';
import {revertWith, captureConsole} from '../helpers.mjs';

const tevm = () => import('tevm');
const fresh = async (opts) => (await tevm()).createMemoryClient(opts);
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/**
 * Queues a transfer with `tevmCall({ addToMempool: true })`, then sends another from the same
 * sender `how`: 'addToBlockchain' (tevmCall), 'eth_sendTransaction' (a plain address) or
 * 'local account' (viem signs: eth_sendRawTransaction). What failed, what was mined, what waits.
 */
export const afterQueued = async (how) => {
  const {PREFUNDED_ACCOUNTS} = await tevm();
  const [a, b] = PREFUNDED_ACCOUNTS;
  const client = await fresh({loggingLevel: 'silent'});
  await client.tevmCall({from: a.address, to: b.address, value: 1n, addToMempool: true});
  const pool = await client.transport.tevm.getTxPool();
  const nonces = new Set([...(await pool.getPendingTransactions())].map((t) => t.nonce));
  const b0 = await client.getBlockNumber();
  let error;
  try {
    if (how === 'addToBlockchain') {
      const r = await client.tevmCall({
        from: a.address,
        to: b.address,
        value: 1n,
        addToBlockchain: true,
        throwOnFail: false,
      });
      error = r.errors?.[0]?.message;
    } else if (how === 'eth_sendTransaction') {
      await client.request(
        {method: 'eth_sendTransaction', params: [{from: a.address, to: b.address, value: '0x1'}]},
        {retryCount: 0},
      );
    } else {
      await client.sendTransaction({account: a, to: b.address, value: 1n});
    }
  } catch (e) {
    error = /** @type {Error} */ (e).message;
  }
  const nonceInError = String(error).match(/tx has nonce of: (\d+)/)?.[1];
  return {
    error,
    queuedNonce: [...nonces].map(Number)[0],
    sentNonce: nonceInError === undefined ? undefined : Number(nonceInError),
    blocks: Number((await client.getBlockNumber()) - b0),
    lastBlockTxs: (await client.getBlock()).transactions.length,
    pending: (await pool.getPendingTransactions()).length,
    nextBlockTxs: await client.mine({blocks: 1}).then(async () => {
      return (await client.getBlock()).transactions.length;
    }),
  };
};

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
      'An `addToBlockchain` call, or an `eth_sendTransaction` from a plain address, takes the following nonce, tries to mine only itself and fails with a nonce error; it still stays in the mempool, and the next block mines both.',
    check: async () => {
      for (const how of ['addToBlockchain', 'eth_sendTransaction']) {
        const o = await afterQueued(how);
        assert.match(String(o.error), /nonce/i, `${how} did not fail with a nonce error`);
        assert.equal(o.sentNonce, 1, `${how} did not take the nonce after the queued one`);
        assert.equal(o.blocks, 0, `${how} mined a block`);
        assert.equal(o.pending, 2, `${how}: not both waiting in the mempool`);
        assert.equal(o.nextBlockTxs, 2, `${how}: the next block did not mine both`);
      }
    },
  },
  {
    quote:
      "A transaction signed by a local account (viem's `sendTransaction` with `account: PREFUNDED_ACCOUNTS[0]`) instead mines everything pending, so the queued transaction and the new one land in the same block.",
    check: async () => {
      const o = await afterQueued('local account');
      assert.equal(o.error, undefined);
      assert.equal(o.blocks, 1);
      assert.equal(o.lastBlockTxs, 2, 'the queued and the new transaction in one block');
      assert.equal(o.pending, 0);
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
