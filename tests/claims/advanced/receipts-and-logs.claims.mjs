// Claims of docs/advanced/receipts-and-logs.mdx.
import assert from 'node:assert/strict';
import {deploySimple} from '../helpers.mjs';

/** A client with SimpleContract deployed and set(42) mined (one log). */
const setup = (ctx) =>
  ctx.shared('setup', async () => {
    const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
    const client = createMemoryClient();
    const simple = await deploySimple(client);
    const hash = await client.writeContract({
      account: PREFUNDED_ACCOUNTS[0],
      ...simple.write.set(42n),
    });
    const node = client.transport.tevm;
    return {
      client,
      simple,
      hash,
      node,
      rm: await node.getReceiptsManager(),
      vm: await node.getVm(),
    };
  });

export default [
  {
    table: 'Task',
    row: 'One receipt',
    example: 'const receipt = await client.getTransactionReceipt({ hash: lastHash })',
  },
  {
    table: 'Task',
    row: 'All receipts of a block',
    example:
      "const receipts = await client.request({ method: 'eth_getBlockReceipts', params: ['latest'] })",
  },
  {table: 'Task', row: 'Logs over a range', example: 'const toBob = await client.getLogs({'},
  {
    table: 'Task',
    row: 'Decode logs',
    example:
      "const [transfer] = parseEventLogs({ abi: token.abi, logs: receipt.logs, eventName: 'Transfer' })",
  },
  {
    table: 'Task',
    row: 'Poll a filter',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const client = createMemoryClient();
      const simple = await deploySimple(client);
      const filter = await client.createContractEventFilter({
        address: simple.address,
        abi: simple.abi,
        eventName: 'ValueSet',
      });
      await client.writeContract({account: PREFUNDED_ACCOUNTS[0], ...simple.write.set(7n)});
      const changes = await client.getFilterChanges({filter});
      assert.equal(changes.length, 1);
    },
  },
  {table: 'Task', row: 'Subscribe', example: 'const unwatch = client.watchContractEvent({'},
  {
    quote: 'viem turns `args: { to }` into a topic filter that the node applies',
    example: 'assert.equal(raw.length, 2)',
  },
  {
    quote: 'Its methods take bytes and block objects, not hex strings',
    check: async (ctx) => {
      const {rm, hash} = await setup(ctx);
      await assert.rejects(
        Promise.resolve()
          .then(() => rm.getReceiptByTxHash(/** @type {any} */ (hash)))
          .then((r) => {
            if (r === null) throw new Error('null for a hex hash');
          }),
      );
    },
  },
  {
    table: 'Method',
    row: 'getReceiptByTxHash(hashBytes)',
    check: async (ctx) => {
      const {hexToBytes} = await import('tevm');
      const {rm, hash} = await setup(ctx);
      const r = await rm.getReceiptByTxHash(hexToBytes(hash));
      assert.equal(r.length, 4);
      assert.ok('cumulativeBlockGasUsed' in r[0]);
      assert.ok(r[1] instanceof Uint8Array);
      assert.equal(typeof r[2], 'number');
      assert.equal(await rm.getReceiptByTxHash(new Uint8Array(32)), null);
    },
  },
  {
    table: 'Method',
    row: 'getReceipts(blockHash)',
    check: async (ctx) => {
      const {rm, vm} = await setup(ctx);
      const block = await vm.blockchain.getCanonicalHeadBlock();
      const plain = await rm.getReceipts(block.hash());
      assert.equal(plain.length, 1);
      const full = await rm.getReceipts(block.hash(), true, true);
      assert.ok(full[0].bitvector instanceof Uint8Array && 'txType' in full[0]);
    },
  },
  {
    table: 'Method',
    row: 'getLogs(fromBlock, toBlock, addresses?, topics?)',
    check: async (ctx) => {
      const {hexToBytes} = await import('tevm');
      const {rm, vm, simple} = await setup(ctx);
      const from = await vm.blockchain.getBlock(0n);
      const to = await vm.blockchain.getBlockByTag('latest');
      const logs = await rm.getLogs(from, to, [hexToBytes(simple.address)]);
      assert.equal(logs.length, 1);
    },
  },
  {
    table: 'Method',
    row: 'saveReceipts(block, receipts) / deleteReceipts(block)',
    check: async (ctx) => {
      const {rm} = await setup(ctx);
      assert.equal(typeof rm.saveReceipts, 'function');
      assert.equal(typeof rm.deleteReceipts, 'function');
      assert.match(
        ctx.source('@tevm/node/src/createTevmNode.js') +
          ctx.source('@tevm/actions/src/Mine/mineHandler.js'),
        /saveReceipts\(/,
      );
    },
  },
  {
    quote:
      'there is no `getBlockReceipts` on the manager, and the manager has no event subscriptions',
    check: async (ctx) => {
      const {rm} = await setup(ctx);
      for (const k of ['getBlockReceipts', 'on', 'subscribe', 'addListener'])
        assert.equal(rm[k], undefined, k);
    },
  },
  {
    table: 'Kind',
    row: 'All receipts',
    quote: 'which `getReceiptByTxHash` always fills in but `getReceipts` only with `calcBloom` set',
    check: async (ctx) => {
      const {hexToBytes} = await import('tevm');
      const {rm, hash, vm} = await setup(ctx);
      const [r] = await rm.getReceiptByTxHash(hexToBytes(hash));
      for (const k of ['cumulativeBlockGasUsed', 'bitvector', 'logs']) assert.ok(k in r, k);
      assert.ok(r.bitvector instanceof Uint8Array && r.bitvector.length === 256);
      const block = await vm.blockchain.getCanonicalHeadBlock();
      const [plain] = await rm.getReceipts(block.hash());
      for (const k of ['cumulativeBlockGasUsed', 'logs']) assert.ok(k in plain, k);
      assert.equal(plain.bitvector, undefined, 'getReceipts without calcBloom has a bloom');
      const [bloomed] = await rm.getReceipts(block.hash(), true);
      assert.deepEqual(bloomed.bitvector, r.bitvector);
    },
  },
  {
    table: 'Kind',
    row: 'Pre-Byzantium',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/receipt-manager/src/ReceiptManager.ts'),
        /PreByzantiumTxReceipt[\s\S]{0,400}stateRoot: Uint8Array/,
      ),
  },
  {
    table: 'Kind',
    row: 'Post-Byzantium',
    check: async (ctx) => {
      const {hexToBytes} = await import('tevm');
      const {rm, hash} = await setup(ctx);
      const [r] = await rm.getReceiptByTxHash(hexToBytes(hash));
      assert.equal(r.status, 1);
    },
  },
  {
    table: 'Kind',
    row: 'EIP-4844 (blob)',
    check: async (ctx) => {
      const src = ctx.source('@tevm/receipt-manager/src/ReceiptManager.ts');
      assert.match(src, /blobGasUsed: bigint/);
      assert.match(src, /blobGasPrice: bigint/);
    },
  },
  {
    quote: "Tevm's default hardfork is prague, so receipts you create carry `status`.",
    example: "assert.equal(receipt.status, 'success')",
  },
  {
    quote:
      '`getLogs` throws "getLogs block range exceeds limit of 2500" when the range is longer than `GET_LOGS_BLOCK_RANGE_LIMIT` (2500 blocks), and stops collecting once it has `GET_LOGS_LIMIT` (10,000) logs or `GET_LOGS_LIMIT_MEGABYTES` (150) megabytes of them',
    check: async (ctx) => {
      const {rm, vm} = await setup(ctx);
      assert.deepEqual(
        [rm.GET_LOGS_BLOCK_RANGE_LIMIT, rm.GET_LOGS_LIMIT, rm.GET_LOGS_LIMIT_MEGABYTES],
        [2500, 10000, 150],
      );
      rm.GET_LOGS_BLOCK_RANGE_LIMIT = 0;
      try {
        const from = await vm.blockchain.getBlock(0n);
        const to = await vm.blockchain.getBlockByTag('latest');
        await assert.rejects(rm.getLogs(from, to), /getLogs block range exceeds limit of 0/);
      } finally {
        rm.GET_LOGS_BLOCK_RANGE_LIMIT = 2500;
      }
      assert.match(
        ctx.source('@tevm/receipt-manager/src/ReceiptManager.ts'),
        /returnedLogs\.length >= this\.GET_LOGS_LIMIT \|\| returnedLogsSize >= this\.GET_LOGS_LIMIT_MEGABYTES \* 1048576/,
      );
    },
  },
  {
    quote:
      'A dry-run `tevmCall` returns its `logs` in the result, but they are not indexed and will not appear in `getLogs`.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const client = createMemoryClient();
      const simple = await deploySimple(client);
      const r = await client.tevmContract({
        ...simple.write.set(5n),
        from: PREFUNDED_ACCOUNTS[0].address,
      });
      assert.equal(r.logs?.length, 1);
      assert.equal((await client.getLogs({address: simple.address, fromBlock: 0n})).length, 0);
    },
  },
];
