// Claims of docs/core/tevm-node-interface.mdx.
import assert from 'node:assert/strict';
import {deepCopyObserved, pendingTransactionEvents, readyNode as node} from '../helpers.mjs';
import {hasFunctions as fns, NEXT_BLOCK_OVERRIDES} from '../members.mjs';

/**
 * A node that deployed SimpleContract and set it twice (two logs), then sent a transfer: what its
 * debug() returns, next to tevmDumpState() and the current balance of the transfer's recipient.
 */
export const debugObserved = async (opts = {}) => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
  const {SimpleContract} = await import('tevm/contract');
  const client = createMemoryClient({...opts, loggingLevel: 'error'});
  const [a, b] = PREFUNDED_ACCOUNTS;
  const {createdAddress} = await client.tevmDeploy({
    ...SimpleContract.deploy(1n),
    from: a.address,
    addToBlockchain: true,
  });
  const contract = SimpleContract.withAddress(/** @type {any} */ (createdAddress));
  for (const v of [2n, 3n])
    await client.tevmContract({...contract.write.set(v), from: a.address, addToBlockchain: true});
  await client.sendTransaction({account: a, to: b.address, value: 5n, chain: null});
  const d = await client.transport.tevm.debug();
  const {state} = await client.tevmDumpState();
  const lower = (o) =>
    Object.keys(o)
      .map((k) => k.toLowerCase())
      .sort();
  const stateKey = Object.keys(d.state).find((k) => k.toLowerCase() === b.address.toLowerCase());
  return {
    keys: Object.keys(d).sort(),
    blockKeys: Object.keys(d.blocks).sort(),
    chainId: d.chainId,
    latestHasStateRoot: 'stateRoot' in (d.blocks.latest ?? {}),
    stateAddresses: lower(d.state),
    dumpAddresses: lower(state),
    stateBalance: stateKey === undefined ? undefined : d.state[stateKey].balance,
    currentBalance: await client.getBalance({address: b.address}),
    receipts: d.receipts,
    logsEmitted: 2,
    receiptsAreLogs:
      d.receipts.length > 0 &&
      d.receipts.every(
        (r) =>
          Object.keys(r).sort().join() === 'block,log,logIndex,tx,txIndex' &&
          Array.isArray(r.log) &&
          r.log.length === 3,
      ),
  };
};

export default [
  {
    table: 'Member',
    row: 'ready()',
    check: async () => {
      const n = (await import('tevm')).createTevmNode();
      assert.equal(n.status, 'INITIALIZING');
      await n.ready();
      assert.equal(n.status, 'READY');
    },
  },
  {
    table: 'Member',
    row: 'status',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/node/src/TevmNode.ts'),
        /status: 'INITIALIZING' \| 'READY' \| 'SYNCING' \| 'MINING' \| 'STOPPED'/,
      ),
  },
  {
    table: 'Member',
    row: 'close()',
    check: async () => {
      const {createTevmNode} = await import('tevm');
      const n = createTevmNode({miningConfig: {type: 'interval', blockTime: 60}});
      await n.ready();
      const t = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
      const before = t();
      await n.close();
      assert.equal(t(), before - 1);
    },
  },
  {
    table: 'Member',
    row: 'mode',
    check: async (ctx) => {
      const {createTevmNode} = await import('tevm');
      assert.equal((await node(ctx)).mode, 'normal');
      assert.equal(
        createTevmNode({fork: {transport: await ctx.forkUpstream('mainnet')}}).mode,
        'fork',
      );
    },
  },
  {
    table: 'Member',
    row: 'miningConfig / setMiningConfig(config)',
    check: async () => {
      const n = (await import('tevm')).createTevmNode();
      n.setMiningConfig({type: 'manual'});
      assert.deepEqual(n.miningConfig, {type: 'manual'});
    },
  },
  {
    table: 'Member',
    row: 'forkTransport',
    check: async (ctx) => {
      const {createTevmNode} = await import('tevm');
      assert.equal((await node(ctx)).forkTransport, undefined);
      assert.equal(
        typeof createTevmNode({fork: {transport: await ctx.forkUpstream('mainnet')}}).forkTransport
          ?.request,
        'function',
      );
    },
  },
  {
    table: 'Member',
    row: 'logger',
    check: async (ctx) => {
      const l = (await node(ctx)).logger;
      fns(l, ['debug', 'info', 'warn', 'error']);
      assert.equal(l.level, 'warn');
    },
  },
  {
    table: 'Member',
    row: 'debug()',
    check: async () => {
      const o = await debugObserved();
      assert.deepEqual(o.keys, [
        'blocks',
        'chainId',
        'chainName',
        'eips',
        'hardfork',
        'miningConfig',
        'mode',
        'receipts',
        'registeredFilters',
        'state',
        'status',
        'txsInMempool',
      ]);
      assert.deepEqual(o.blockKeys, ['forked', 'latest']);
      assert.equal(o.chainId, 900);
      assert.equal(o.stateBalance, o.currentBalance, 'state is not the current state');
      assert.ok(o.receiptsAreLogs, 'receipts does not hold logs');
    },
  },
  {
    quote:
      '`getVm()`, `getTxPool()` and `getReceiptsManager()` return the VM, the mempool and the receipts manager. All three are async.',
    check: async (ctx) => {
      const n = await node(ctx);
      for (const m of ['getVm', 'getTxPool', 'getReceiptsManager'])
        assert.ok(n[m]() instanceof Promise, m);
    },
  },
  {
    table: 'Group',
    row: 'Impersonation',
    check: async (ctx) => {
      const n = await node(ctx);
      fns(n, [
        'getImpersonatedAccount',
        'setImpersonatedAccount',
        'getAutoImpersonate',
        'setAutoImpersonate',
      ]);
      n.setImpersonatedAccount('0x0000000000000000000000000000000000000001');
      n.setImpersonatedAccount(undefined);
      assert.equal(n.getImpersonatedAccount(), undefined);
    },
  },
  {
    table: 'Group',
    row: 'Next block',
    check: async (ctx) =>
      fns(await node(ctx), [
        ...NEXT_BLOCK_OVERRIDES,
        'getMinGasPrice',
        'setMinGasPrice',
        'getBlockTimestampInterval',
        'setBlockTimestampInterval',
      ]),
  },
  {
    table: 'Group',
    row: 'Tracing',
    check: async (ctx) => {
      const n = await node(ctx);
      assert.equal(n.getTracesEnabled(), false);
      n.setTracesEnabled(true);
      assert.equal(n.getTracesEnabled(), true);
      n.setTracesEnabled(false);
    },
  },
  {
    table: 'Group',
    row: 'Snapshots',
    check: async (ctx) =>
      fns(await node(ctx), ['getSnapshots', 'addSnapshot', 'getSnapshot', 'deleteSnapshotsFrom']),
  },
  {
    table: 'Group',
    row: 'Filters',
    check: async (ctx) => fns(await node(ctx), ['setFilter', 'getFilters', 'removeFilter']),
  },
  {
    quote: 'These back the matching `anvil_*` and `eth_*Filter` JSON-RPC methods',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient();
      const id = await c.request({method: 'eth_newBlockFilter'});
      assert.ok(c.transport.tevm.getFilters().has(id));
      await c.request({method: 'anvil_setNextBlockTimestamp', params: ['0x77359400']});
      assert.equal(c.transport.tevm.getNextBlockTimestamp(), 2000000000n);
    },
  },
  {
    table: 'Event',
    row: 'newPendingTransaction',
    check: async () => {
      const o = await pendingTransactionEvents();
      assert.equal(typeof o.received[0]?.hash, 'function', 'the listener gets the transaction');
      assert.deepEqual(o.counts, {
        dryRunTevmCall: 0,
        tevmCallAddToMempool: 1,
        tevmDeployAddToMempool: 1,
        tevmContractAddToBlockchain: 1,
        ethSendTransaction: 1,
        signedLocally: 0,
      });
      assert.ok(o.pendingFrom.includes(o.signer), 'the signed transaction is in the mempool');
    },
  },
  {table: 'Event', row: 'newBlock', example: "node.on('newBlock', onBlock)"},
  {
    table: 'Event',
    row: 'newReceipt',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const c = createMemoryClient();
      let got;
      c.transport.tevm.on('newReceipt', (r) => void (got = r));
      await c.sendTransaction({
        account: PREFUNDED_ACCOUNTS[0],
        to: PREFUNDED_ACCOUNTS[1].address,
        value: 1n,
      });
      assert.ok(got && 'cumulativeBlockGasUsed' in got);
    },
  },
  {
    table: 'Event',
    row: 'newLog',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const from = PREFUNDED_ACCOUNTS[0].address;
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(1n),
        from,
        addToBlockchain: true,
      });
      let got;
      let meta;
      c.transport.tevm.on('newLog', (log, second) => void ((got = log), (meta = second)));
      const {txHash} = await c.tevmContract({
        ...SimpleContract.withAddress(createdAddress).write.set(3n),
        from,
        addToBlockchain: true,
      });
      assert.ok(Array.isArray(got) && got.length === 3, 'a log is [address, topics, data]');
      const block = await c.getBlock();
      assert.deepEqual(meta, {
        blockHash: block.hash,
        blockNumber: block.number,
        transactionHash: txHash,
        transactionIndex: 0n,
        logIndex: 0n,
      });
    },
  },
  {
    quote: '`registerExExHook(hook)` subscribes and **returns an unregister function**.',
    example: 'unregister()\n',
  },
  {
    quote:
      'Event types are `transaction` (executed), `receipt` and `log` (created), `state` (committed), `block` (imported), `canonical` (head changed, with a `reorged` flag) and `enginePayload` (received or validated).',
    check: async (ctx) => {
      const src = ctx.source('@tevm/node/src/ExEx.ts');
      for (const [type, phase] of [
        ['transaction', "'executed'"],
        ['receipt', "'created'"],
        ['log', "'created'"],
        ['state', "'committed'"],
        ['block', "'imported'"],
        ['canonical', "'headChanged'"],
        ['enginePayload', "'received' | 'validated'"],
      ]) {
        assert.match(
          src,
          new RegExp(`type: '${type}'\\s*phase: ${phase.replace(/\|/g, '\\|')}`),
          type,
        );
      }
      assert.match(src, /reorged: boolean/);
    },
  },
  {
    quote: 'Hooks can also be given up front with the `exExHooks` option.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const types = [];
      const c = createMemoryClient({exExHooks: [(e) => void types.push(e.type)]});
      await c.sendTransaction({
        account: PREFUNDED_ACCOUNTS[0],
        to: PREFUNDED_ACCOUNTS[1].address,
        value: 1n,
      });
      assert.ok(types.includes('block'));
    },
  },
  {
    quote: '`extend(decorator)` adds members and **mutates the node in place**',
    check: async () => {
      const {createTevmNode} = await import('tevm');
      const {ethActions} = await import('tevm/decorators');
      const n = createTevmNode();
      assert.equal(n.extend(ethActions()), n);
      assert.equal(typeof n.eth.blockNumber, 'function');
    },
  },
  {
    quote:
      '`deepCopy()` is async and returns an independent node with the same state. Changing the copy leaves the original untouched',
    check: async () => {
      const o = await deepCopyObserved();
      assert.equal(o.copyBalanceBefore, 1n, 'the same state');
      assert.equal(o.copyBalanceAfter, 9n);
      assert.equal(o.originalBalance, 1n, 'original untouched');
    },
  },
  {
    quote:
      "The copy is a bare node, though: it has no `debug()`, none of the members a decorator added to the original (a memory client's node loses `request`, `send`, `mine`, …), no impersonated account, and it never mines on an interval, even when its `miningConfig` still says `interval`.",
    check: async () => {
      const o = await deepCopyObserved();
      for (const m of ['debug', 'request', 'send', 'mine'])
        assert.ok(o.missingOnCopy.includes(m), `the copy lacks ${m}`);
      assert.ok(o.impersonated.original, 'the original impersonates');
      assert.equal(o.impersonated.copy, undefined, 'the copy does not');
      assert.equal(o.intervalCopy.miningConfig.type, 'interval');
      assert.equal(o.intervalCopy.blockNumber, 0n, 'no block after five intervals');
      assert.equal(o.intervalCopy.pending, 1, 'the transaction still waits');
    },
  },
  {
    quote:
      '`debug()` collects a snapshot of the node for logging or bug reports: chain name and `chainId`, status, mining mode, latest block header, mempool size, hardfork, EIPs, and `state`, the current state of the accounts `tevmDumpState()` lists, with bigint values instead of hex.',
    check: async () => {
      const o = await debugObserved();
      for (const k of ['chainName', 'chainId', 'status', 'miningConfig', 'txsInMempool'])
        assert.ok(o.keys.includes(k), k);
      assert.ok(o.keys.includes('hardfork') && o.keys.includes('eips'));
      assert.ok(o.latestHasStateRoot, 'latest block header');
      assert.deepEqual(o.stateAddresses, o.dumpAddresses, 'not the accounts tevmDumpState lists');
      assert.equal(typeof o.stateBalance, 'bigint');
      assert.equal(o.stateBalance, o.currentBalance, 'not the current balance');
    },
  },
  {
    quote:
      'Its `receipts` field holds logs rather than receipts: one `{ log, block, tx, txIndex, logIndex }` entry per log emitted from the forked block (or genesis) to the latest one',
    check: async (ctx) => {
      const o = await debugObserved();
      assert.equal(o.receipts.length, o.logsEmitted, 'one entry per log');
      assert.ok(o.receiptsAreLogs);
      const forked = await debugObserved({fork: {transport: await ctx.forkUpstream('mainnet')}});
      assert.equal(forked.receipts.length, forked.logsEmitted, 'on a fork: the logs since forking');
    },
  },
  {
    quote: "Import the type with `import type { TevmNode } from 'tevm/node'`",
    check: async (ctx) => assert.match(ctx.source('@tevm/node/src/index.ts'), /TevmNode\b/),
  },
  {
    quote: 'With interval mining, call `close()` at the end, or the timer keeps the process alive.',
    check: async () => {
      const {spawnSync} = await import('node:child_process');
      // In a fresh process: an unref'd probe prints only if something else keeps Node running.
      const run = (tail) =>
        spawnSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            [
              "import { createTevmNode } from 'tevm'",
              "const node = createTevmNode({ miningConfig: { type: 'interval', blockTime: 60 } })",
              'await node.ready()',
              tail,
              "setTimeout(() => { console.log('ALIVE'); process.exit(0) }, 1500).unref()",
            ].join('\n'),
          ],
          {encoding: 'utf8', timeout: 60_000},
        );
      const open = run('');
      assert.equal(open.status, 0, open.stderr.slice(0, 300));
      assert.match(open.stdout, /ALIVE/, 'without close() the process should stay');
      const closed = run('await node.close()');
      assert.equal(closed.status, 0, closed.stderr.slice(0, 300));
      assert.doesNotMatch(closed.stdout, /ALIVE/, 'after close() the process should end');
    },
  },
];
