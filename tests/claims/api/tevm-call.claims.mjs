// Claims of docs/api/tevm-call.mdx.
import assert from 'node:assert/strict';
import {declares, reverter, captureConsole, revertWith} from '../helpers.mjs';

const A = '@tevm/actions/src/';
const PARAMS = [
  `${A}BaseCall/BaseCallParams.ts`,
  `${A}Call/CallParams.ts`,
  `${A}common/BaseParams.ts`,
  `${A}common/CallEvents.ts`,
];
const tevm = () => import('tevm');
const fresh = async (opts) => (await tevm()).createMemoryClient(opts);
const sender = async (i = 0) => (await tevm()).PREFUNDED_ACCOUNTS[i].address;

export default [
  {
    quote:
      'The first deployment from prefunded account 0 on a fresh node always lands at `0x5FbDB2315678afecb367f032d93F642f64180aa3`.',
    example: "assert.equal(deployed.createdAddress, '0x5FbDB2315678afecb367f032d93F642f64180aa3')",
  },
  {
    quote: 'Both take the same parameters and return the same result.',
    example: 'await tevmCall(client, {',
  },
  {
    table: 'Group',
    row: 'Transaction',
    check: async (ctx) => {
      declares(ctx, PARAMS, [
        'from',
        'to',
        'data',
        'value',
        'gas',
        'gasPrice',
        'maxFeePerGas',
        'maxPriorityFeePerGas',
        'nonce',
        'blockTag',
      ]);
      assert.match(
        ctx.source(`${A}common/BlockParam.ts`),
        /BlockParam = BlockTag \| Hex \| bigint/,
      );
      assert.match(ctx.source(`${A}common/BlockTag.ts`), /'latest'.*'pending'/);
    },
  },
  {
    table: 'Group',
    row: 'Inclusion',
    check: async (ctx) => {
      declares(ctx, PARAMS, ['addToMempool', 'addToBlockchain', 'createTransaction']);
      assert.match(
        ctx.source(`${A}BaseCall/BaseCallParams.ts`),
        /@deprecated[\s\S]{0,1200}readonly createTransaction\?: 'on-success' \| 'always' \| 'never' \| boolean/,
      );
      assert.match(
        ctx.source(`${A}BaseCall/BaseCallParams.ts`),
        /readonly addToBlockchain\?: 'on-success' \| 'always' \| 'never' \| boolean/,
      );
    },
  },
  {
    table: 'Group',
    row: 'Extra results',
    check: async () => {
      const client = await fresh();
      const r = await client.tevmCall({
        from: await sender(),
        to: await sender(1),
        value: 1n,
        createTrace: true,
        createAccessList: true,
      });
      assert.ok(Array.isArray(r.trace?.structLogs));
      assert.ok(r.accessList);
    },
  },
  {
    table: 'Group',
    row: 'Overrides',
    check: async (ctx) => {
      declares(ctx, `${A}common/StateOverrideSet.ts`, [
        'balance',
        'nonce',
        'code',
        'state',
        'stateDiff',
      ]);
      declares(ctx, `${A}common/BlockOverrideSet.ts`, [
        'number',
        'time',
        'gasLimit',
        'coinbase',
        'baseFee',
        'blobBaseFee',
      ]);
      declares(ctx, PARAMS, ['stateOverrideSet', 'blockOverrideSet', 'skipBalance']);
    },
  },
  {
    table: 'Group',
    row: 'Error handling',
    quote: 'default `true`',
    check: async () => {
      const client = await fresh();
      const to = await reverter(client);
      await assert.rejects(client.tevmCall({to, data: '0x'}));
    },
  },
  {
    table: 'Group',
    row: 'Hooks',
    check: async (ctx) =>
      declares(ctx, `${A}common/CallEvents.ts`, [
        'onStep',
        'onNewContract',
        'onBeforeMessage',
        'onAfterMessage',
      ]),
  },
  {
    quote:
      "`'on-success'` keeps the transaction only if execution succeeded. `'always'` keeps a reverted transaction too (it still costs gas and bumps the nonce, as on a real chain). `'never'`, like leaving the flag out, is a dry run.",
    check: async () => {
      const onSuccess = await revertWith({addToBlockchain: 'on-success'});
      assert.deepEqual([onSuccess.nonce, onSuccess.blocks], [0, 0], "'on-success' kept a revert");
      const always = await revertWith({addToBlockchain: 'always'});
      assert.deepEqual([always.nonce, always.blocks], [1, 1], "'always' did not mine the revert");
      const receipt = await always.client.getTransactionReceipt({hash: always.result.txHash});
      assert.equal(receipt.status, 'reverted');
      assert.ok(receipt.gasUsed > 0n);
      for (const flags of [{addToBlockchain: 'never'}, {}]) {
        const r = await revertWith(flags);
        assert.deepEqual([r.nonce, r.blocks, r.result.txHash], [0, 0, undefined]);
      }
    },
  },
  {
    quote:
      "`addToBlockchain: true` and `addToMempool: true` keep the transaction whatever happens: a call that reverts is still mined (or queued), uses up the sender's nonce and pays for its gas.",
    check: async () => {
      const mined = await revertWith({addToBlockchain: true});
      assert.deepEqual(
        [mined.nonce, mined.blocks],
        [1, 1],
        'addToBlockchain: true did not mine the revert',
      );
      const queued = await revertWith({addToMempool: true});
      assert.equal(queued.pending, '0x1', 'addToMempool: true did not queue the revert');
    },
  },
  {
    quote:
      'With the default `throwOnFail: true` the call also throws, so the mined revert is easy to miss.',
    check: async () => {
      const client = await fresh();
      const to = await reverter(client);
      await assert.rejects(client.tevmCall({from: await sender(), to, addToBlockchain: true}));
      assert.equal(await client.getBlockNumber(), 1n);
    },
  },
  {
    quote: '`stateOverrideSet` changes state for this call only',
    example:
      'assert.equal(await client.readContract(SimpleContract.withAddress(createdAddress).read.get()), 7n)',
  },
  {
    quote:
      'a call with `stateOverrideSet` prints a stray `setting state <address> { … }` line to the console',
    check: async () => {
      const client = await fresh();
      const a = '0x00000000000000000000000000000000000000ab';
      const printed = await captureConsole(() =>
        client.tevmCall({to: a, stateOverrideSet: {[a]: {balance: 1n}}}),
      );
      assert.match(printed, /setting state 0x0+ab/i);
    },
  },
  {
    quote:
      'With the default `throwOnFail: true`, a failed call throws. Set it to `false` to get the result object back with an `errors` array instead',
    example: 'assert.ok(failed.errors && failed.errors.length > 0)',
  },
  {table: 'Field', row: 'rawData', example: 'data: result.rawData'},
  {
    table: 'Field',
    row: 'executionGasUsed',
    check: async () => {
      const client = await fresh();
      const r = await client.tevmCall({from: await sender(), to: await sender(1), value: 1n});
      assert.equal(r.executionGasUsed, 0n, 'a plain transfer executes no code');
      assert.equal(r.totalGasSpent, 21000n);
    },
  },
  {
    table: 'Field',
    row: 'totalGasSpent',
    check: async () => {
      const client = await fresh();
      const r = await client.tevmCall({
        from: await sender(),
        to: await sender(1),
        value: 1n,
        data: '0x01',
      });
      assert.ok(r.totalGasSpent > r.executionGasUsed && r.totalGasSpent >= 21000n);
    },
  },
  {
    table: 'Field',
    row: 'txHash',
    example: 'assert.equal(result.txHash, undefined) // a dry run is not a transaction',
  },
  {
    table: 'Field',
    row: 'logs',
    check: async (ctx) => declares(ctx, `${A}Call/CallResult.ts`, ['logs']),
  },
  {
    table: 'Field',
    row: 'createdAddress',
    example: "assert.equal(deployed.createdAddress, '0x5FbDB2315678afecb367f032d93F642f64180aa3')",
  },
  {
    table: 'Field',
    row: 'accessList',
    example: 'assert.ok(accessList && Object.keys(accessList).length > 0)',
  },
  {
    table: 'Field',
    row: 'trace',
    example: 'const opcodes = trace.structLogs.map((step) => step.op)',
  },
  {
    table: 'Field',
    row: 'errors',
    check: async () => {
      const client = await fresh();
      const ok = await client.tevmCall({from: await sender(), to: await sender(1), value: 1n});
      assert.equal(ok.errors, undefined);
      const to = await reverter(client);
      const failed = await client.tevmCall({to, throwOnFail: false});
      assert.ok(failed.errors?.length);
    },
  },
  {
    quote: 'By default nothing changes: state, nonces and blocks stay as they were.',
    check: async () => {
      const client = await fresh();
      const from = await sender();
      await client.tevmCall({from, to: await sender(1), value: 5n});
      assert.equal(await client.getTransactionCount({address: from}), 0);
      assert.equal(await client.getBlockNumber(), 0n);
      assert.equal(await client.getBalance({address: await sender(1)}), 1000n * 10n ** 18n);
    },
  },
  {
    table: 'Flag',
    row: 'none',
    check: async () => {
      for (const miningConfig of [{type: 'auto'}, {type: 'manual'}]) {
        const client = await fresh({miningConfig});
        const r = await client.tevmCall({from: await sender(), to: await sender(1), value: 1n});
        assert.equal(r.txHash, undefined);
        assert.equal((await client.request({method: 'txpool_status'})).pending, '0x0');
      }
    },
  },
  {
    table: 'Flag',
    row: 'addToMempool: true',
    check: async () => {
      for (const miningConfig of [{type: 'auto'}, {type: 'manual'}]) {
        const client = await fresh({miningConfig});
        await client.tevmCall({
          from: await sender(),
          to: await sender(1),
          value: 1n,
          addToMempool: true,
        });
        assert.equal(await client.getBlockNumber(), 0n, `${miningConfig.type}: mined`);
        assert.equal((await client.request({method: 'txpool_status'})).pending, '0x1');
      }
    },
  },
  {
    table: 'Flag',
    row: 'addToBlockchain: true',
    check: async () => {
      for (const miningConfig of [{type: 'auto'}, {type: 'manual'}]) {
        const r = await revertWith({addToBlockchain: true}, {miningConfig});
        assert.equal(r.blocks, 1, `${miningConfig.type}: a reverting call was not mined at once`);
        const block = await r.client.getBlock();
        assert.equal(block.transactions.length, 1);
      }
    },
  },
  {
    quote:
      "a dry run does not charge the sender, so a call with a `value` larger than the sender's balance can succeed as a dry run",
    check: async () => {
      const client = await fresh();
      const poor = '0x00000000000000000000000000000000000000cc';
      const r = await client.tevmCall({
        from: poor,
        to: await sender(1),
        value: 10n ** 30n,
        throwOnFail: false,
      });
      assert.equal(r.errors, undefined, `the dry run failed: ${r.errors?.[0]?.message}`);
      const sent = await client.tevmCall({
        from: poor,
        to: await sender(1),
        value: 10n ** 30n,
        throwOnFail: false,
        addToBlockchain: true,
      });
      assert.ok(sent.errors?.length, 'sending it for real succeeded');
    },
  },
  {
    quote:
      'Do not mix `addToMempool` and `addToBlockchain` for the same sender before mining: the queued transaction holds its nonce, so the one you try to mine next gets a nonce error.',
    check: async () => {
      const client = await fresh();
      const from = await sender();
      await client.tevmCall({from, to: await sender(1), value: 1n, addToMempool: true});
      const r = await client.tevmCall({
        from,
        to: await sender(1),
        value: 1n,
        addToBlockchain: true,
        throwOnFail: false,
      });
      assert.match(String(r.errors?.[0]?.message ?? ''), /nonce/i);
    },
  },
];
