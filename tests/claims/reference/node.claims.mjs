// Claims of docs/reference/node.mdx. The options table is a reference copy of the one on
// core/create-tevm-node: rows with the same option reuse that page's checks (so one check backs
// both tables), and the runner keeps the two tables' defaults equal.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import core from '../core/create-tevm-node.claims.mjs';
import {deepCopyObserved, readyNode as node} from '../helpers.mjs';
import {p256Observed} from '../advanced/custom-precompiles.claims.mjs';

const ADDR = '0x00000000000000000000000000000000000a11ce';
const tevm = () => import('tevm');
/** The check core/create-tevm-node uses for the same option. */
const coreCheck = (row) => {
  const claim = core.find((c) => c.row === row);
  assert.ok(claim, `core/create-tevm-node.claims.mjs has no row ${row}`);
  return claim.check;
};
const NODE_SRC = '@tevm/node/src/createTevmNode.js';

/**
 * A node's ExEx hooks and `newBlock` listeners across `deepCopy()`: which hooks fire (once per
 * mined block, deduplicated) when a block is mined on the original and on the copy, whether a
 * `newBlock` listener on the copy hears the original's block, and whether the logger is shared.
 * Shared with the refuted sentence in tests/claims/refuted/claims/refcore.claims.mjs.
 */
export const deepCopyHooks = async () => {
  const {createTevmNode} = await tevm();
  const {mineHandler} = await import('tevm/actions');
  const original = createTevmNode({loggingLevel: 'silent'});
  await original.ready();
  const copy = await original.deepCopy();
  let fired = new Set();
  let heard = false;
  copy.registerExExHook(() => fired.add('copy hook'));
  original.registerExExHook(() => fired.add('original hook'));
  copy.on('newBlock', () => (heard = true));
  await mineHandler(original)();
  const minedOnOriginal = [...fired].sort();
  const newBlockOnOriginalReachedCopy = heard;
  fired = new Set();
  await mineHandler(copy)();
  const result = {
    minedOnOriginal,
    minedOnCopy: [...fired].sort(),
    newBlockOnOriginalReachedCopy,
    sameLogger: copy.logger === original.logger,
  };
  await original.close();
  return result;
};

/**
 * The next-block overrides after mining: all four set (base fee to the value the block would have
 * anyway, which the header check accepts), one block mined, then two more; the getters' values
 * after the first block and the gas limits of blocks 1 to 3 (the last after the gas limit was set
 * back to undefined). Shared with the refuted sentence.
 */
export const nextBlockOverrides = async () => {
  const {createTevmNode} = await tevm();
  const {mineHandler} = await import('tevm/actions');
  const n = createTevmNode({loggingLevel: 'silent'});
  await n.ready();
  const vm = await n.getVm();
  const genesis = await vm.blockchain.getCanonicalHeadBlock();
  n.setNextBlockTimestamp(5_000_000_000n);
  n.setNextBlockGasLimit(12_345_678n);
  n.setNextBlockBaseFeePerGas(genesis.header.calcNextBaseFee());
  n.setNextBlockPrevRandao(5n);
  await mineHandler(n)();
  const afterOneBlock = {};
  for (const k of ['Timestamp', 'GasLimit', 'BaseFeePerGas', 'PrevRandao'])
    afterOneBlock[k] = n[`getNextBlock${k}`]();
  await mineHandler(n)();
  n.setNextBlockGasLimit(undefined);
  await mineHandler(n)();
  const gasLimits = [];
  for (const i of [1n, 2n, 3n]) gasLimits.push((await vm.blockchain.getBlock(i)).header.gasLimit);
  await n.close();
  return {afterOneBlock, gasLimits, parentGasLimit: genesis.header.gasLimit};
};

export default [
  {
    quote: '`createTevmNode` is also exported by `tevm`',
    check: async () => {
      assert.equal((await tevm()).createTevmNode, (await import('tevm/node')).createTevmNode);
      assert.equal((await import('@tevm/node')).createTevmNode, (await tevm()).createTevmNode);
    },
  },
  {
    quote:
      'returns at once; set-up (genesis state, chain, optional fork anchor) continues in the background',
    example: "assert.equal(node.status, 'INITIALIZING')",
  },
  {
    quote: 'every action waits for it on its own as well',
    check: async () => {
      const {createTevmNode} = await tevm();
      const {getAccountHandler} = await import('tevm/actions');
      const n = createTevmNode();
      assert.equal(n.status, 'INITIALIZING');
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const account = await getAccountHandler(n)({address: PREFUNDED_ACCOUNTS[0].address});
      assert.equal(account.balance, 10n ** 21n);
    },
  },
  // options
  {
    table: 'Option',
    row: 'common',
    default: 'tevmDefault (chain id 900, hardfork prague)',
    check: coreCheck('common'),
  },
  {table: 'Option', row: 'fork', default: 'none', check: coreCheck('fork')},
  {
    table: 'Option',
    row: 'miningConfig',
    default: "{ type: 'auto' }",
    check: coreCheck('miningConfig'),
  },
  {
    table: 'Option',
    row: 'genesisState',
    default: 'ignored',
    quote:
      'eleven funded accounts, 1000 ETH each (the ten prefunded addresses and the zero address)',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS, GENESIS_STATE} = await tevm();
      const client = createMemoryClient({genesisState: {[ADDR]: {balance: 5n, nonce: 0n}}});
      assert.equal(await client.getBalance({address: ADDR}), 0n);
      const zero = `0x${'00'.repeat(20)}`;
      const funded = [zero, ...PREFUNDED_ACCOUNTS.map((a) => a.address)];
      assert.equal(PREFUNDED_ACCOUNTS.length, 10);
      for (const address of funded)
        assert.equal(await client.getBalance({address}), 10n ** 21n, address);
      // the genesis holds exactly these eleven accounts, nothing else
      assert.deepEqual(
        Object.keys(GENESIS_STATE)
          .map((a) => a.toLowerCase())
          .sort(),
        funded.map((a) => a.toLowerCase()).sort(),
      );
      // A persister that holds saved state replaces that genesis.
      const {restoredPrefundedBalance} = await import('../core/create-tevm-node.claims.mjs');
      const o = await restoredPrefundedBalance();
      assert.equal(o.fresh, 10n ** 21n);
      assert.equal(o.restored, 5n, 'or from what its persister saved');
    },
  },
  {
    table: 'Option',
    row: 'customPrecompiles',
    default: 'none',
    quote:
      'every node also has a P-256 verifier at `0x…0100` unless one of them takes that address',
    check: async (ctx) => {
      await coreCheck('customPrecompiles')(ctx);
      const o = await p256Observed();
      assert.equal(o.valid, `0x${'1'.padStart(64, '0')}`, 'no P-256 verifier on a plain node');
      assert.equal(o.replaced, `0x${'9'.padStart(64, '0')}`, 'a custom entry did not replace it');
    },
  },
  {table: 'Option', row: 'customPredeploys', default: 'none', check: coreCheck('customPredeploys')},
  {table: 'Option', row: 'persister', default: 'none', check: coreCheck('persister')},
  {
    table: 'Option',
    row: 'allowUnlimitedContractSize',
    default: 'false',
    check: async (ctx) => {
      await coreCheck('allowUnlimitedContractSize')(ctx);
      const vm = await (await node(ctx)).getVm();
      assert.equal(vm.common.ethjsCommon.param('maxCodeSize'), 24576n);
    },
  },
  {table: 'Option', row: 'profiler', default: 'false', check: coreCheck('profiler')},
  {table: 'Option', row: 'loggingLevel', default: "'warn'", check: coreCheck('loggingLevel')},
  {table: 'Option', row: 'exExHooks', default: 'none', check: coreCheck('exExHooks')},
  {table: 'Option', row: 'lightSync', default: 'not set', check: coreCheck('lightSync')},
  {
    table: 'Option',
    row: 'consensus',
    default: "a no-op service (mode: 'noop')",
    check: async (ctx) => assert.equal((await node(ctx)).consensus.mode, 'noop'),
  },
  {
    table: 'Option',
    row: 'currentStateRoot, stateRoots, onCommit',
    default: 'ignored',
    check: coreCheck('currentStateRoot, stateRoots, onCommit'),
  },
  {
    quote:
      'The older `mining: { auto: false }` spelling is read by `createMemoryClient` alone; passed here it is ignored and the node mines automatically.',
    check: async () => {
      const {createTevmNode, createMemoryClient} = await tevm();
      assert.deepEqual(createTevmNode(/** @type {any} */ ({mining: {auto: false}})).miningConfig, {
        type: 'auto',
      });
      assert.deepEqual(createMemoryClient({mining: {auto: false}}).transport.tevm.miningConfig, {
        type: 'manual',
      });
    },
  },
  {
    quote:
      "TypeScript accepts `genesisState` because the node's options extend the state manager's, but `createTevmNode` never reads it.",
    check: async (ctx) => {
      assert.match(ctx.source('@tevm/node/src/TevmNodeOptions.ts'), /StateOptions/);
      const src = ctx.source(NODE_SRC);
      assert.doesNotMatch(src, /options\.genesisState|\.\.\.options[,\s]/);
      assert.match(src, /const genesisState = \{\s*\.\.\.GENESIS_STATE,/);
    },
  },
  {
    quote: 'In manual mode a transaction added to the mempool waits until something mines',
    example: 'await mineHandler(node)({ blockCount: 1 })',
  },
  {
    quote: '`newPendingTransaction`, `newBlock`, `newReceipt` and `newLog`',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const n = c.transport.tevm;
      const seen = new Set();
      for (const e of ['newPendingTransaction', 'newBlock', 'newReceipt', 'newLog'])
        n.on(e, () => void seen.add(e));
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(1n),
        addToBlockchain: true,
      });
      await c.writeContract({
        account: PREFUNDED_ACCOUNTS[0],
        address: createdAddress,
        abi: SimpleContract.abi,
        functionName: 'set',
        args: [2n],
        chain: null,
      });
      assert.deepEqual([...seen].sort(), [
        'newBlock',
        'newLog',
        'newPendingTransaction',
        'newReceipt',
      ]);
    },
  },
  {
    quote: 'which returns a function that unregisters it',
    example: 'unregister()',
  },
  {
    quote:
      '`transaction/executed`, `receipt/created`, `log/created`, `state/committed`, `block/imported`, `canonical/headChanged` (with a `reorged` flag) and `enginePayload/received` or `validated`',
    check: async (ctx) => {
      const src = ctx.source('@tevm/node/src/ExEx.ts');
      const pairs = [...src.matchAll(/type: '(\w+)'\s+phase: ([^\n]+)/g)].map(
        (m) => `${m[1]} ${m[2].trim()}`,
      );
      assert.deepEqual(pairs, [
        "transaction 'executed'",
        "receipt 'created'",
        "log 'created'",
        "state 'committed'",
        "block 'imported'",
        "canonical 'headChanged'",
        "enginePayload 'received' | 'validated'",
      ]);
      assert.match(src, /phase: 'headChanged'[\s\S]*?reorged: boolean/);
    },
  },
  {
    quote:
      "The two nodes still share their ExEx hook list (a hook registered on either fires for blocks mined on both) and their logger; `on('newBlock')` listeners are not shared.",
    check: async () => {
      const o = await deepCopyHooks();
      assert.deepEqual(o.minedOnOriginal, ['copy hook', 'original hook'], 'mined on the original');
      assert.deepEqual(o.minedOnCopy, ['copy hook', 'original hook'], 'mined on the copy');
      assert.equal(o.newBlockOnOriginalReachedCopy, false);
      assert.equal(o.sameLogger, true);
    },
  },
  {
    quote: 'What else the copy lacks is listed under [Extension and copies]',
    check: async () => {
      const o = await deepCopyObserved();
      assert.ok(o.missingOnCopy.includes('debug'), 'the copy has debug()');
      assert.equal(o.impersonated.copy, undefined);
    },
  },
  {
    quote:
      '`deepCopy()` returns a new node with its own copy of state, chain, mempool and receipts: blocks, transactions and state changes on the copy do not reach the original',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const c = createMemoryClient({miningConfig: {type: 'manual'}});
      await c.sendTransaction({account: PREFUNDED_ACCOUNTS[0], to: ADDR, value: 1n, chain: null});
      const copy = await c.transport.tevm.deepCopy();
      assert.equal(
        (await (await copy.getTxPool()).getPendingTransactions()).length,
        1,
        'mempool not copied',
      );
      await (await copy.getTxPool()).clear();
      assert.equal((await (await c.transport.tevm.getTxPool()).getPendingTransactions()).length, 1);
      await c.mine({blocks: 1});
      const copyVm = await copy.getVm();
      assert.equal((await copyVm.blockchain.getCanonicalHeadBlock()).header.number, 0n);
      assert.notEqual(await copy.getReceiptsManager(), await c.transport.tevm.getReceiptsManager());
      const o = await deepCopyObserved();
      assert.equal(o.copyBalanceAfter, 9n);
      assert.equal(o.originalBalance, 1n, 'a state change on the copy reached the original');
    },
  },
  // members
  {
    table: 'Member',
    row: 'ready(), status, close()',
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      const n = createTevmNode({miningConfig: {type: 'interval', blockTime: 60}});
      assert.equal(n.status, 'INITIALIZING');
      assert.equal(await n.ready(), true);
      assert.equal(n.status, 'READY');
      await n.close();
      assert.equal(n.status, 'STOPPED');
      assert.match(
        ctx.source('@tevm/node/src/TevmNode.ts'),
        /status: 'INITIALIZING' \| 'READY' \| 'SYNCING' \| 'MINING' \| 'STOPPED'/,
      );
      // the node and the actions (mining) set the status; none of them ever sets 'SYNCING'
      const setters = ['@tevm/node/dist/index.js', '@tevm/actions/dist/index.js'].map((f) =>
        ctx.source(f),
      );
      for (const src of setters) assert.doesNotMatch(src, /status = ["']SYNCING["']/);
      assert.match(setters[1], /client\.status = ["']MINING["']/);
    },
  },
  {
    table: 'Member',
    row: 'mode, forkTransport, logger',
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      const n = await node(ctx);
      assert.equal(n.mode, 'normal');
      assert.equal(n.forkTransport, undefined);
      assert.equal(typeof n.logger.warn, 'function');
      const transport = await ctx.forkUpstream('mainnet');
      const f = createTevmNode({fork: {transport}});
      assert.equal(f.mode, 'fork');
      assert.equal(f.forkTransport, transport);
    },
  },
  {
    table: 'Member',
    row: 'miningConfig, setMiningConfig(config)',
    example: "node.setMiningConfig({ type: 'auto' })",
  },
  {
    table: 'Member',
    row: 'getVm(), getTxPool(), getReceiptsManager()',
    check: async (ctx) => {
      const n = await node(ctx);
      const {TxPool} = await import('tevm/txpool');
      const {ReceiptsManager} = await import('tevm/receipt-manager');
      for (const m of ['getVm', 'getTxPool', 'getReceiptsManager'])
        assert.ok(n[m]() instanceof Promise, m);
      assert.equal(typeof (await n.getVm()).runTx, 'function');
      assert.ok((await n.getTxPool()) instanceof TxPool);
      assert.ok((await n.getReceiptsManager()) instanceof ReceiptsManager);
    },
  },
  {
    table: 'Member',
    row: 'getImpersonatedAccount(), setImpersonatedAccount(address), getAutoImpersonate(), setAutoImpersonate(bool)',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const c = createMemoryClient();
      const n = c.transport.tevm;
      const whale = '0x00000000000000000000000000000000000f00d0';
      await c.setBalance({address: whale, value: 10n ** 18n});
      n.setImpersonatedAccount(whale);
      assert.equal(n.getImpersonatedAccount(), whale);
      await c.request({
        method: 'eth_sendTransaction',
        params: [{from: whale, to: ADDR, value: '0x1'}],
      });
      assert.equal(await c.getBalance({address: ADDR}), 1n);
      assert.equal(n.getAutoImpersonate(), false);
      n.setAutoImpersonate(true);
      assert.equal(n.getAutoImpersonate(), true);
    },
  },
  {
    table: 'Member',
    row: 'getTracesEnabled(), setTracesEnabled(bool)',
    check: async () => {
      const {createTevmNode} = await tevm();
      const n = createTevmNode();
      assert.equal(n.getTracesEnabled(), false);
      n.setTracesEnabled(true);
      assert.equal(n.getTracesEnabled(), true);
    },
  },
  {
    table: 'Member',
    row: "getters and setters for the next block's timestamp, gas limit, base fee per gas and prevRandao",
    quote:
      "timestamp, base fee and prevRandao are cleared once a block uses them; the gas limit is not, and even after you set it to `undefined` later blocks keep it, because a block copies its parent's gas limit",
    check: async () => {
      const o = await nextBlockOverrides();
      assert.deepEqual(o.afterOneBlock, {
        Timestamp: undefined,
        GasLimit: 12_345_678n,
        BaseFeePerGas: undefined,
        PrevRandao: undefined,
      });
      assert.notEqual(o.parentGasLimit, 12_345_678n);
      assert.deepEqual(o.gasLimits, [12_345_678n, 12_345_678n, 12_345_678n]);
    },
  },
  {
    table: 'Member',
    row: "getters and setters for the next block's timestamp, gas limit, base fee per gas and prevRandao",
    check: async () => {
      const {createMemoryClient} = await tevm();
      const c = createMemoryClient();
      const n = c.transport.tevm;
      for (const k of ['Timestamp', 'GasLimit', 'BaseFeePerGas', 'PrevRandao']) {
        assert.equal(typeof n[`getNextBlock${k}`], 'function', k);
        assert.equal(typeof n[`setNextBlock${k}`], 'function', k);
      }
      n.setNextBlockTimestamp(5_000_000_000n);
      await c.mine({blocks: 2});
      const [b1, b2] = [await c.getBlock({blockNumber: 1n}), await c.getBlock({blockNumber: 2n})];
      assert.equal(b1.timestamp, 5_000_000_000n);
      assert.notEqual(b2.timestamp, 5_000_000_000n, 'the override applied to more than one block');
      assert.equal(n.getNextBlockTimestamp(), undefined);
    },
  },
  {
    table: 'Member',
    row: 'getMinGasPrice(), setMinGasPrice(), getBlockTimestampInterval(), setBlockTimestampInterval()',
    check: async (ctx) => {
      const n = await node(ctx);
      n.setMinGasPrice(7n);
      assert.equal(n.getMinGasPrice(), 7n);
      n.setBlockTimestampInterval(3n);
      assert.equal(n.getBlockTimestampInterval(), 3n);
      n.setMinGasPrice(undefined);
      n.setBlockTimestampInterval(undefined);
    },
  },
  {
    table: 'Member',
    row: 'addSnapshot, getSnapshot, getSnapshots, deleteSnapshotsFrom',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const c = createMemoryClient();
      const id = await c.request({method: 'evm_snapshot'});
      assert.ok(c.transport.tevm.getSnapshot(id), 'evm_snapshot did not use the node store');
      assert.equal(c.transport.tevm.getSnapshots().size, 1);
    },
  },
  {
    table: 'Member',
    row: 'setFilter, getFilters, removeFilter',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const c = createMemoryClient();
      const id = await c.request({method: 'eth_newFilter', params: [{}]});
      assert.ok(c.transport.tevm.getFilters().has(id), 'eth_newFilter did not use the node store');
      c.transport.tevm.removeFilter(id);
      assert.equal(c.transport.tevm.getFilters().size, 0);
    },
  },
  {
    table: 'Member',
    row: 'on, removeListener, registerExExHook, emitExExEvent',
    check: async (ctx) => {
      const n = await node(ctx);
      for (const m of ['on', 'removeListener', 'registerExExHook', 'emitExExEvent'])
        assert.equal(typeof n[m], 'function', m);
      const seen = [];
      const off = n.registerExExHook((e) => void seen.push(e.type));
      await n.emitExExEvent({type: 'state', phase: 'committed'});
      off();
      await n.emitExExEvent({type: 'state', phase: 'committed'});
      assert.deepEqual(seen, ['state']);
    },
  },
  {
    table: 'Member',
    row: 'extend(decorator)',
    check: async () => {
      const {createTevmNode} = await tevm();
      const n = createTevmNode();
      const out = n.extend(() => ({hello: () => 'hi'}));
      assert.equal(out, n, 'extend returned a new object');
      assert.equal(n.hello(), 'hi');
    },
  },
  {table: 'Member', row: 'deepCopy()', example: 'const copy = await original.deepCopy()'},
  {
    table: 'Member',
    row: 'getLightSyncStatus(), debug()',
    check: async (ctx) => {
      const n = await node(ctx);
      assert.equal((await n.getLightSyncStatus()).ready, true);
      const d = await n.debug();
      for (const k of [
        'chainName',
        'status',
        'mode',
        'miningConfig',
        'txsInMempool',
        'hardfork',
        'eips',
      ])
        assert.ok(k in d, k);
    },
  },
  {
    quote:
      'Besides `createTevmNode`, the package exports `createIntervalMiner` (the timer behind interval mining), `prefundedAccounts` (the ten addresses), `GENESIS_STATE` and `ProviderRpcError`',
    check: async (ctx) => {
      const mod = await import('@tevm/node');
      assert.deepEqual(Object.keys(mod).sort(), [
        'GENESIS_STATE',
        'ProviderRpcError',
        'createIntervalMiner',
        'createTevmNode',
        'prefundedAccounts',
      ]);
      assert.equal(mod.prefundedAccounts.length, 10);
      assert.match(mod.prefundedAccounts[0], /^0x[0-9a-fA-F]{40}$/);
      assert.match(ctx.source(NODE_SRC), /createIntervalMiner\(/);
    },
  },
  // errors
  {
    quote: '`createTevmNode` returns without throwing, even for a bad fork tag',
    check: async () => {
      // the bad tag itself is checked in a child process (it crashes the process it runs in)
      const {createTevmNode} = await tevm();
      assert.doesNotThrow(() =>
        createTevmNode({miningConfig: /** @type {any} */ ({type: 'nonsense'})}),
      );
    },
  },
  {
    table: 'Error',
    row: 'ProviderRpcError (exported here; has code and data)',
    check: async () => {
      const {createTevmNode, ProviderRpcError} = await import('tevm/node');
      const {requestEip1193} = await import('tevm/decorators');
      const n = createTevmNode().extend(requestEip1193());
      const e = await n.request({method: 'eth_notAMethod', params: []}).catch((x) => x);
      assert.ok(e instanceof ProviderRpcError);
      assert.equal(e.code, -32601);
      assert.ok('data' in e);
    },
  },
  {
    table: 'Error',
    row: "the handler's own error, not wrapped (InvalidAddressError, code -32013, …)",
    check: async () => {
      const {createTevmNode, ProviderRpcError} = await import('tevm/node');
      const {requestEip1193} = await import('tevm/decorators');
      const {InvalidAddressError} = await import('tevm/errors');
      const n = createTevmNode().extend(requestEip1193());
      const e = await n
        .request({method: 'eth_getBalance', params: ['0x12', 'latest']})
        .catch((x) => x);
      assert.ok(e instanceof InvalidAddressError);
      assert.equal(e instanceof ProviderRpcError, false);
      assert.equal(e.code, -32013);
    },
  },
  {
    table: 'Error',
    row: 'Error: Cannot use pending as a fork block tag',
    check: async () => {
      const out = await pendingTagChild();
      assert.match(out.stdout, /ready rejected: Cannot use pending as a fork block tag/);
    },
  },
  {
    quote:
      'the same error is raised a second time inside `createTevmNode` as an unhandled promise rejection, which Node.js turns into a crash even when you catch `ready()`',
    check: async () => {
      const out = await pendingTagChild();
      assert.doesNotMatch(out.stdout, /still alive/, 'the process survived');
      assert.notEqual(out.code, 0);
      assert.match(out.stderr, /Error: Cannot use pending as a fork block tag/);
    },
  },
  {
    table: 'Error',
    row: 'typed errors from tevm/errors (RevertError, InvalidAddressError, …)',
    check: async () => {
      const {createTevmNode} = await tevm();
      const {callHandler, getAccountHandler} = await import('tevm/actions');
      const {RevertError, InvalidAddressError} = await import('tevm/errors');
      const n = createTevmNode();
      const vm = await n.getVm();
      const {createAddress} = await import('tevm/address');
      const to = '0x00000000000000000000000000000000000000bd';
      await vm.stateManager.putCode(createAddress(to), new Uint8Array([0x60, 0, 0x60, 0, 0xfd]));
      await assert.rejects(callHandler(n)({to}), RevertError);
      await assert.rejects(getAccountHandler(n)({address: '0x12'}), InvalidAddressError);
    },
  },
  {
    quote:
      'Interval mining only mines when the mempool has transactions; unlike anvil, it produces no empty blocks.',
    check: async () => {
      const {createTevmNode} = await tevm();
      const n = createTevmNode({miningConfig: {type: 'interval', blockTime: 0.05}});
      await n.ready();
      await new Promise((r) => setTimeout(r, 300));
      const vm = await n.getVm();
      const head = (await vm.blockchain.getCanonicalHeadBlock()).header.number;
      await n.close();
      assert.equal(head, 0n, 'an empty block was mined');
    },
  },
  {
    quote: 'the five runtime exports named above',
    check: async () => assert.equal(Object.keys(await import('@tevm/node')).length, 5),
  },
];

/** Runs the pending-tag script once in a child process (it crashes); cached for both claims. */
let pendingRun;
const pendingTagChild = () =>
  (pendingRun ??= new Promise((resolve) => {
    const script = `
      import { createTevmNode } from '@tevm/node'
      const request = async ({ method }) => (method === 'eth_chainId' ? '0x1' : null)
      const node = createTevmNode({ fork: { transport: { request }, blockTag: 'pending' } })
      const e = await node.ready().catch((e) => e)
      console.log('ready rejected: ' + e.message)
      setTimeout(() => console.log('still alive'), 500)
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  }));
