// Claims of docs/reference/receipt-manager.mdx: what the node's ReceiptsManager answers, its
// exports, lookups, log queries and the limits table.
import assert from 'node:assert/strict';
import {pkg} from './installed.mjs';

/** A client with SimpleContract deployed and `set` called in blocks 2 and 3 (one log each). */
const chain = (ctx) =>
  ctx.shared('chain', async () => {
    const {createMemoryClient} = await import('tevm');
    const {SimpleContract} = await import('tevm/contract');
    const client = createMemoryClient();
    const {createdAddress} = await client.tevmDeploy({
      ...SimpleContract.deploy(1n),
      addToBlockchain: true,
    });
    for (const v of [7n, 8n])
      await client.tevmContract({
        to: createdAddress,
        abi: SimpleContract.abi,
        functionName: 'set',
        args: [v],
        addToBlockchain: true,
      });
    const node = client.transport.tevm;
    const vm = await node.getVm();
    const rm = await node.getReceiptsManager();
    const blocks = await Promise.all([0n, 1n, 2n, 3n].map((n) => vm.blockchain.getBlock(n)));
    return {client, node, vm, rm, blocks, address: createdAddress, close: async () => {}};
  });

/**
 * Where the node's receipt answers come from: a client that mined one SimpleContract `set` (one
 * log), asked `eth_getTransactionReceipt`, `eth_getLogs` and `eth_getBlockReceipts` before and after
 * `receiptsManager.deleteReceipts(head)`. What still answers did not come from the manager. Shared
 * with the refuted sentence in tests/claims/refuted/claims/refcore.claims.mjs.
 */
export const afterDeletingReceipts = async () => {
  const {createMemoryClient} = await import('tevm');
  const {SimpleContract} = await import('tevm/contract');
  const client = createMemoryClient({loggingLevel: 'silent'});
  const {createdAddress} = await client.tevmDeploy({
    ...SimpleContract.deploy(1n),
    addToBlockchain: true,
  });
  const {txHash} = await client.tevmContract({
    ...SimpleContract.withAddress(createdAddress).write.set(7n),
    addToBlockchain: true,
  });
  const node = client.transport.tevm;
  const ask = async () => {
    const receipt = await client.request({method: 'eth_getTransactionReceipt', params: [txHash]});
    const logs = await client.request({
      method: 'eth_getLogs',
      params: [{fromBlock: '0x2', toBlock: '0x2'}],
    });
    const block = await client.request({method: 'eth_getBlockReceipts', params: ['0x2']});
    const mine = block?.find((r) => r.transactionHash === txHash);
    return {
      receipt: receipt !== null,
      gasUsed: receipt?.gasUsed,
      logs: logs.length,
      blockReceipts: mine !== undefined,
      blockGasUsed: mine?.gasUsed,
    };
  };
  const before = await ask();
  const vm = await node.getVm();
  await (await node.getReceiptsManager()).deleteReceipts(await vm.blockchain.getBlock(2n));
  const after = await ask();
  await node.close();
  return {before, after};
};

export default [
  {
    quote:
      '`eth_getLogs` reads its logs from it, and `eth_getTransactionReceipt` looks up there which block and position a transaction has (then re-runs that block for `gasUsed` and `contractAddress`). `eth_getBlockReceipts` does not read it at all: it re-executes the block on a copy of the VM.',
    check: async (ctx) => {
      const seen = await afterDeletingReceipts();
      assert.equal(seen.before.receipt, true, 'the receipt was there before');
      assert.equal(seen.before.logs, 1, 'the log was there before');
      assert.equal(
        seen.after.receipt,
        false,
        'eth_getTransactionReceipt answered without the manager',
      );
      assert.equal(seen.after.logs, 0, 'eth_getLogs answered without the manager');
      assert.equal(seen.after.blockReceipts, true, 'eth_getBlockReceipts lost the receipt');
      assert.equal(
        seen.after.blockGasUsed,
        seen.before.gasUsed,
        'the block re-ran to the same gas',
      );
      const src = ctx.source('@tevm/actions/src/eth/ethGetTransactionReceipt.js');
      assert.match(src, /receiptsManager\.getReceiptByTxHash[\s\S]*vm\.runBlock\(/);
      assert.match(src, /const \{ totalGasSpent, createdAddress \} = res/);
    },
  },
  {
    quote:
      'On a forked node, logs from the fork block and before come from the upstream RPC, and a receipt the manager lacks is asked of the upstream.',
    check: async (ctx) => {
      const {createMemoryClient} = await import('tevm');
      const upstream = await ctx.forkUpstream('mainnet');
      const asked = [];
      const transport = {
        request: (a) => (asked.push(a.method), upstream.request(a)),
      };
      const client = createMemoryClient({fork: {transport}, loggingLevel: 'silent'});
      const head = await client.getBlockNumber();
      asked.length = 0;
      await client.request({
        method: 'eth_getLogs',
        params: [{fromBlock: `0x${head.toString(16)}`, toBlock: 'latest'}],
      });
      assert.ok(asked.includes('eth_getLogs'), `asked upstream: ${asked}`);
      asked.length = 0;
      await client
        .request({method: 'eth_getTransactionReceipt', params: [`0x${'ab'.repeat(32)}`]})
        .catch(() => {});
      assert.ok(asked.includes('eth_getTransactionReceipt'), `asked upstream: ${asked}`);
      await client.transport.tevm.close();
    },
  },
  {
    quote: "The manager has no event API (no `on('log')` or subscriptions)",
    check: async (ctx) => {
      const {rm} = await chain(ctx);
      for (const m of ['on', 'addListener', 'subscribe']) assert.equal(rm[m], undefined, m);
    },
  },
  {
    quote: 'The package exports two values, `ReceiptsManager` and `createMapDb`',
    check: async (ctx) => {
      assert.deepEqual(Object.keys(await import('tevm/receipt-manager')).sort(), [
        'ReceiptsManager',
        'createMapDb',
      ]);
      const d = ctx.source('@tevm/receipt-manager/dist/index.d.ts');
      for (const t of [
        'TxReceipt',
        'PostByzantiumTxReceipt',
        'PreByzantiumTxReceipt',
        'EIP4844BlobTxReceipt',
        'TxReceiptWithType',
        'BaseTxReceipt',
        'MapDb',
        'DbType',
        'MetaDBManagerOptions',
      ])
        assert.match(d, new RegExp(`\\b${t}\\b`), t);
    },
  },
  {
    quote: 'The package is MIT-licensed.',
    check: async () => assert.equal(pkg('@tevm/receipt-manager').license, 'MIT'),
  },
  {
    quote:
      'takes the hash as **bytes** and resolves to a tuple `[receipt, blockHash, txIndex, logIndex]`, or `null` when the hash is unknown',
    example: 'assert.equal(await receipts.getReceiptByTxHash(new Uint8Array(32)), null)',
  },
  {
    quote: "`logIndex` is the position of the transaction's first log within the block",
    check: async (ctx) => {
      const {rm, blocks} = await chain(ctx);
      const found = await rm.getReceiptByTxHash(blocks[2].transactions[0].hash());
      assert.equal(found?.[3], 0);
    },
  },
  {
    quote:
      "pre-Byzantium receipts carry a `stateRoot` instead, which is why the check above narrows with `'status' in receipt`. Every receipt has `cumulativeBlockGasUsed` and `logs`, and `bitvector` (the 256-byte logs bloom) when it comes from `getReceiptByTxHash` or from `getReceipts` with `calcBloom`; the receipt type of a blob transaction also declares `blobGasUsed` and `blobGasPrice`.",
    check: async (ctx) => {
      const d = ctx.source('@tevm/receipt-manager/dist/index.d.ts');
      assert.match(d, /stateRoot: Uint8Array/);
      assert.match(d, /status: 0 \| 1/);
      assert.match(d, /blobGasUsed: bigint/);
      assert.match(d, /blobGasPrice: bigint/);
      const {rm, blocks} = await chain(ctx);
      const [plain] = await rm.getReceipts(blocks[2].hash());
      assert.deepEqual(Object.keys(plain).sort(), ['cumulativeBlockGasUsed', 'logs', 'status']);
      const [withBloom] = await rm.getReceipts(blocks[2].hash(), true);
      assert.equal(withBloom.bitvector.length, 256);
      const [byHash] = (await rm.getReceiptByTxHash(blocks[2].transactions[0].hash())) ?? [];
      assert.equal(byHash?.bitvector.length, 256);
    },
  },
  {
    quote:
      'returns the receipts of one block, in transaction order (an empty array for an unknown hash)',
    check: async (ctx) => {
      const {rm} = await chain(ctx);
      assert.deepEqual(await rm.getReceipts(new Uint8Array(32)), []);
    },
  },
  {
    quote: 'Pass `true` twice to fill in each `bitvector` and a `txType`.',
    check: async (ctx) => {
      const {rm, blocks} = await chain(ctx);
      const [plain] = await rm.getReceipts(blocks[2].hash());
      const [full] = await rm.getReceipts(blocks[2].hash(), true, true);
      assert.equal(plain.txType, undefined);
      assert.equal(full.txType, 2);
      assert.equal(full.bitvector.length, 256);
    },
  },
  {
    quote: 'returns `{ log, block, tx, txIndex, logIndex }` entries',
    check: async (ctx) => {
      const {rm, blocks} = await chain(ctx);
      const logs = await rm.getLogs(blocks[0], blocks[3]);
      assert.equal(logs.length, 2);
      assert.deepEqual(Object.keys(logs[0]).sort(), ['block', 'log', 'logIndex', 'tx', 'txIndex']);
    },
  },
  {
    quote:
      'Topic filters follow `eth_getLogs` rules: position *i* of `topics` is a byte array that must match, an array of alternatives, or `null` for "any".',
    check: async (ctx) => {
      const {rm, blocks} = await chain(ctx);
      const all = await rm.getLogs(blocks[0], blocks[3]);
      const topic = all[0].log[1][0];
      const other = new Uint8Array(32).fill(9);
      assert.equal((await rm.getLogs(blocks[0], blocks[3], undefined, [topic])).length, 2);
      assert.equal((await rm.getLogs(blocks[0], blocks[3], undefined, [other])).length, 0);
      assert.equal((await rm.getLogs(blocks[0], blocks[3], undefined, [[other, topic]])).length, 2);
      assert.equal((await rm.getLogs(blocks[0], blocks[3], undefined, [null])).length, 2);
    },
  },
  {
    quote:
      "A new manager starts empty; `saveReceipts(block, receipts)` indexes a block's receipts, `deleteReceipts(block)` removes them, and `deepCopy(chain)` clones the store.",
    check: async (ctx) => {
      const {rm, vm, blocks} = await chain(ctx);
      const {ReceiptsManager, createMapDb} = await import('tevm/receipt-manager');
      const mine = new ReceiptsManager(createMapDb({cache: new Map()}), vm.blockchain);
      const hash = blocks[2].transactions[0].hash();
      assert.equal(await mine.getReceiptByTxHash(hash), null);
      await mine.saveReceipts(blocks[2], await rm.getReceipts(blocks[2].hash()));
      const copy = mine.deepCopy(vm.blockchain);
      await mine.deleteReceipts(blocks[2]);
      assert.equal((await mine.getReceipts(blocks[2].hash())).length, 0);
      assert.equal(
        (await copy.getReceipts(blocks[2].hash())).length,
        1,
        'the copy shares the store',
      );
    },
  },
  // limits
  {
    table: 'Property',
    row: 'GET_LOGS_BLOCK_RANGE_LIMIT',
    check: async (ctx) => {
      const {rm, blocks, vm} = await chain(ctx);
      assert.equal(rm.GET_LOGS_BLOCK_RANGE_LIMIT, 2500);
      const {createBlock} = await import('tevm/block');
      const far = createBlock({header: {number: 2600n}}, {common: vm.common});
      await assert.rejects(rm.getLogs(blocks[0], far), {
        message: 'getLogs block range exceeds limit of 2500',
      });
    },
  },
  {
    table: 'Property',
    row: 'GET_LOGS_LIMIT',
    check: async (ctx) => {
      const {rm, blocks} = await chain(ctx);
      assert.equal(rm.GET_LOGS_LIMIT, 10000);
      rm.GET_LOGS_LIMIT = 1;
      try {
        const logs = await rm.getLogs(blocks[0], blocks[3]);
        // cut short silently after the block in which the limit was reached
        assert.equal(logs.length, 1);
        assert.equal(logs[0].block.header.number, 2n);
      } finally {
        rm.GET_LOGS_LIMIT = 10000;
      }
    },
  },
  {
    table: 'Property',
    row: 'GET_LOGS_LIMIT_MEGABYTES',
    check: async (ctx) => {
      const {rm, blocks} = await chain(ctx);
      assert.equal(rm.GET_LOGS_LIMIT_MEGABYTES, 150);
      rm.GET_LOGS_LIMIT_MEGABYTES = 1e-9;
      try {
        assert.equal((await rm.getLogs(blocks[2], blocks[3])).length, 1);
      } finally {
        rm.GET_LOGS_LIMIT_MEGABYTES = 150;
      }
    },
  },
  {
    quote:
      'passing a hex string where bytes are expected does not throw but finds nothing (`null` or `[]`)',
    check: async (ctx) => {
      const {rm, blocks} = await chain(ctx);
      const {bytesToHex} = await import('tevm/utils');
      assert.equal(
        await rm.getReceiptByTxHash(
          /** @type {any} */ (bytesToHex(blocks[2].transactions[0].hash())),
        ),
        null,
      );
      assert.deepEqual(await rm.getReceipts(/** @type {any} */ (bytesToHex(blocks[2].hash()))), []);
    },
  },
  {
    quote: 'A receipt index that points at a missing receipt throws `Error: Receipt not found`',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/receipt-manager/dist/index.js'),
        /throw new Error\("Receipt not found"\)/,
      );
    },
  },
];
