// Claims of docs/introduction/architecture-overview.mdx.
import assert from 'node:assert/strict';
import {
  assertDecoratorExports,
  ETH_ACTIONS,
  STATE_MANAGER_METHODS,
  TEVM_ACTIONS,
} from '../members.mjs';
import {pendingTransactionEvents} from '../helpers.mjs';

const tevm = () => import('tevm');
const node = (ctx) => ctx.shared('node', async () => (await tevm()).createTevmNode());

/**
 * What a memory client's viem reads do when the node changes under them: a balance and a block
 * number read, changed, and read again, on a default client and on one given `cacheTime`. The
 * live claims (no cache by default) and their refuted twin ("cached by viem") read this.
 */
export const memoryClientReads = async () => {
  const {createMemoryClient} = await tevm();
  const address = '0x00000000000000000000000000000000000ca5e0';
  const observe = async (client) => {
    const balance = [await client.getBalance({address})];
    await client.tevmSetAccount({address, balance: 5n});
    balance.push(await client.getBalance({address}));
    const blockNumber = [await client.getBlockNumber()];
    await client.mine({blocks: 1});
    blockNumber.push(await client.getBlockNumber());
    await client.transport.tevm.close();
    return {cacheTime: client.cacheTime, balance, blockNumber};
  };
  return {
    byDefault: await observe(createMemoryClient()),
    withCacheTime: await observe(createMemoryClient({cacheTime: 60_000})),
  };
};

/** A fresh node that counts its node events (newBlock, newReceipt, newPendingTransaction, newLog). */
const countingNode = async () => {
  const n = (await tevm()).createTevmNode();
  const counted = {n, events: 0, vm: await n.getVm()};
  for (const e of ['newBlock', 'newReceipt', 'newPendingTransaction', 'newLog'])
    n.on(e, () => void (counted.events += 1));
  return counted;
};

/**
 * Writes below the node: `vm.runTx` with a nonce ahead of the sender's, then with the right one;
 * a `stateManager.putAccount`. What the nonce, the chain, the receipts and the node's events
 * show afterwards. Read by the live claims and their refuted twins.
 */
export const vmLevelWrites = async () => {
  const {PREFUNDED_ACCOUNTS} = await tevm();
  const {createImpersonatedTx} = await import('tevm/tx');
  const {createAddress} = await import('tevm/address');
  const {createAccount} = await import('tevm/utils');
  const counted = await countingNode();
  const {n, vm} = counted;
  const from = createAddress(PREFUNDED_ACCOUNTS[0].address);
  const tx = (nonce) =>
    createImpersonatedTx({
      impersonatedAddress: from,
      to: createAddress('0x00000000000000000000000000000000000b0b0c'),
      value: 1n,
      gasLimit: 21000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 1n,
      nonce,
    });
  const aheadError = await vm.runTx({tx: tx(5n), skipBlockGasLimitValidation: true}).then(
    () => undefined,
    (e) => String(e.message),
  );
  const right = tx(0n);
  await vm.runTx({tx: right, skipBlockGasLimitValidation: true});
  const nonceAfterRunTx = (await vm.stateManager.getAccount(from))?.nonce;
  const other = createAddress('0x00000000000000000000000000000000000a11ce');
  await vm.stateManager.putAccount(other, createAccount({balance: 1n}));
  const result = {
    aheadError,
    nonceAfterRunTx,
    putAccountNonce: (await vm.stateManager.getAccount(other))?.nonce,
    head: (await vm.blockchain.getCanonicalHeadBlock()).header.number,
    receipt: await (await n.getReceiptsManager()).getReceiptByTxHash(right.hash()),
    events: counted.events,
  };
  await n.close?.();
  return result;
};

/** Asserts that runTx checks and increments the nonce but leaves no block, receipt or event. */
const assertRunTxLeavesNothingButNonce = (w) => {
  assert.match(w.aheadError ?? 'accepted', /doesn't have the correct nonce/, 'nonce 5 of 0');
  assert.equal(w.nonceAfterRunTx, 1n, 'runTx increments the nonce');
  assert.equal(w.head, 0n, 'no block mined');
  assert.equal(w.receipt, null, 'no receipt');
  assert.equal(w.events, 0, 'no node events');
};

export default [
  {
    quote: 'chain configuration (default id 900, hardfork prague)',
    check: async (ctx) => {
      const vm = await (await node(ctx)).getVm();
      assert.equal(vm.common.id, 900);
      assert.equal(vm.common.ethjsCommon.hardfork(), 'prague');
    },
  },
  {
    quote: 'queued transactions, ordered by fee and nonce',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS, parseGwei} = await tevm();
      const c = createMemoryClient({miningConfig: {type: 'manual'}});
      const [a, b] = PREFUNDED_ACCOUNTS;
      const to = '0x0000000000000000000000000000000000000b0b';
      await c.sendTransaction({
        account: a,
        to,
        value: 1n,
        maxFeePerGas: parseGwei('2'),
        maxPriorityFeePerGas: parseGwei('1'),
        chain: null,
      });
      await c.sendTransaction({
        account: a,
        to,
        value: 2n,
        maxFeePerGas: parseGwei('2'),
        maxPriorityFeePerGas: parseGwei('1'),
        chain: null,
      });
      await c.sendTransaction({
        account: b,
        to,
        value: 3n,
        maxFeePerGas: parseGwei('50'),
        maxPriorityFeePerGas: parseGwei('40'),
        chain: null,
      });
      const pool = await c.transport.tevm.getTxPool();
      const vm = await c.transport.tevm.getVm();
      const ordered = await pool.txsByPriceAndNonce({
        baseFee: (await vm.blockchain.getCanonicalHeadBlock()).header.calcNextBaseFee(),
      });
      assert.deepEqual(
        ordered.map((tx) => tx.value),
        [3n, 1n, 2n],
      ); // higher tip first; one sender's txs in nonce order
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      '`@evmts/zevm` also ships a native addon, but Tevm never loads it, so nothing native runs',
    check: async (ctx) => {
      assert.ok(
        JSON.parse(ctx.source('@evmts/zevm/package.json')).files.includes('native/zevm.node'),
      );
      await (await node(ctx)).ready();
      const native = process.report.getReport().sharedObjects.filter((f) => /\.node$|zevm/.test(f));
      assert.deepEqual(native, [], 'a native addon was loaded');
    },
  },
  {
    quote:
      "Below the node, nothing mines, stores receipts or emits events for you: `vm.runTx` still checks and increments the sender's nonce, but leaves no block, receipt or event behind, and a state-manager write such as `putAccount` skips the nonce as well.",
    check: async () => {
      const w = await vmLevelWrites();
      assertRunTxLeavesNothingButNonce(w);
      assert.equal(w.putAccountNonce, 0n, 'putAccount leaves the nonce as given');
    },
  },
  {
    quote: 'It also emits `newBlock`, `newReceipt` and `newLog` events,',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const seen = new Set();
      for (const e of ['newBlock', 'newReceipt', 'newLog'])
        c.transport.tevm.on(e, () => void seen.add(e));
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(1n),
        from: PREFUNDED_ACCOUNTS[0].address,
        addToBlockchain: true,
      });
      await c.writeContract({
        account: PREFUNDED_ACCOUNTS[0],
        ...SimpleContract.withAddress(/** @type {any} */ (createdAddress)).write.set(2n),
      });
      assert.deepEqual([...seen].sort(), ['newBlock', 'newLog', 'newReceipt']);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'and `newPendingTransaction` for the transactions it builds itself (`tevm*` actions that add to the mempool or the chain, and `eth_sendTransaction`), but not for a signed transaction arriving through `eth_sendRawTransaction`, which is what viem sends for a local account.',
    check: async () => {
      const {counts, pendingFrom, signer} = await pendingTransactionEvents();
      assert.equal(counts.tevmCallAddToMempool, 1);
      assert.equal(counts.tevmDeployAddToMempool, 1);
      assert.equal(counts.tevmContractAddToBlockchain, 1);
      assert.equal(counts.ethSendTransaction, 1);
      assert.equal(counts.signedLocally, 0, 'a locally signed transaction emitted it');
      assert.ok(pendingFrom.includes(signer), 'the signed transaction did reach the mempool');
    },
  },
  {
    quote: '`tevm/decorators` ships four decorators',
    check: assertDecoratorExports,
  },
  {
    quote:
      '`node.eth.blockNumber`, `call`, `chainId`, `gasPrice`, `getBalance`, `getCode`, `getStorageAt`',
    check: async () => {
      const {ethActions} = await import('tevm/decorators');
      const n = (await tevm()).createTevmNode().extend(ethActions());
      assert.deepEqual(Object.keys(n.eth).sort(), ETH_ACTIONS);
    },
  },
  {
    quote:
      'unprefixed `node.call`, `contract`, `deploy`, `getAccount`, `setAccount`, `mine`, `dumpState`, `loadState`, `deal`',
    check: async () => {
      const {tevmActions} = await import('tevm/decorators');
      const n = (await tevm()).createTevmNode();
      const before = new Set(Object.keys(n));
      n.extend(tevmActions());
      const added = Object.keys(n)
        .filter((k) => !before.has(k))
        .sort();
      assert.deepEqual(added, [...TEVM_ACTIONS].sort());
    },
  },
  {
    quote: '`send` and `sendBulk` for raw JSON-RPC request objects',
    check: async () => {
      const {tevmSend} = await import('tevm/decorators');
      const n = (await tevm()).createTevmNode().extend(tevmSend());
      const res = await n.send({jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []});
      assert.equal(res.result, '0x384');
      const bulk = await n.sendBulk([
        {jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []},
        {jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: []},
      ]);
      assert.deepEqual(
        bulk.map((r) => [r.id, r.result]),
        [
          [1, '0x384'],
          [2, '0x0'],
        ],
      );
    },
  },
  {
    quote: 'the node becomes an EIP-1193 provider',
    check: async () => {
      const {requestEip1193} = await import('tevm/decorators');
      const n = (await tevm()).createTevmNode();
      assert.equal(/** @type {any} */ (n).request, undefined);
      const p = n.extend(requestEip1193());
      assert.equal(await p.request({method: 'eth_chainId'}), '0x384');
      // EIP-1193: errors reject with a numeric code
      await assert.rejects(
        p.request({method: 'no_such_method'}),
        (e) => typeof e.code === 'number',
      );
    },
  },
  {
    quote: 'It **changes the node in place** and returns it',
    example: 'assert.equal(node, base) // the same object, now with more members',
  },
  {
    quote:
      "the client's node also has `request` (EIP-1193), `send` and `sendBulk` (raw JSON-RPC objects) and the unprefixed actions",
    example: "'loadState', 'mine', 'request', 'send', 'sendBulk', 'setAccount',",
  },
  {
    quote: 'create them with `createImpersonatedTx` from `tevm/tx`, not as plain objects.',
    check: async () => {
      const {createTevmNode, PREFUNDED_ACCOUNTS} = await tevm();
      const {createImpersonatedTx} = await import('tevm/tx');
      const {createAddress} = await import('tevm/address');
      const n = createTevmNode();
      const vm = await n.getVm();
      const fields = {
        to: createAddress('0x00000000000000000000000000000000000b0b0b'),
        value: 1n,
        gasLimit: 21000n,
        maxFeePerGas: 10n ** 10n,
        maxPriorityFeePerGas: 1n,
        nonce: 0n,
      };
      await assert.rejects(vm.runTx({tx: /** @type {any} */ (fields), skipBalance: true}));
      const tx = createImpersonatedTx({
        ...fields,
        impersonatedAddress: createAddress(PREFUNDED_ACCOUNTS[0].address),
      });
      const r = await vm.runTx({tx, skipBalance: true, skipBlockGasLimitValidation: true});
      assert.equal(r.execResult.exceptionError, undefined);
    },
  },
  {
    quote: 'runs transactions and builds blocks (`runTx`, `runBlock`, `buildBlock`)',
    check: async (ctx) => {
      const vm = await (await node(ctx)).getVm();
      for (const m of ['runTx', 'runBlock', 'buildBlock'])
        assert.equal(typeof vm[m], 'function', m);
    },
  },
  {
    quote: 'executes code; the source of `onStep` and the other EVM events',
    check: async (ctx) => {
      // the EVM emits `step`; tevmCall's onStep is a listener on it for the call
      const vm = await (await node(ctx)).getVm();
      const steps = [];
      const listener = (s, next) => (steps.push(s.opcode.name), next?.());
      vm.evm.events.on('step', listener);
      await vm.evm.runCall({data: new Uint8Array([0x60, 0x01, 0x00]), gasLimit: 100000n});
      vm.evm.events.off('step', listener);
      assert.deepEqual(steps, ['PUSH1', 'STOP']);
      assert.match(
        ctx.source('@tevm/actions/src/Call/executeCall.js'),
        /vm\.evm\.events\?\.on\('step', events\.onStep\)/,
      );
    },
  },
  {
    quote: 'account and storage reads and writes, checkpoints, state roots',
    check: async (ctx) => {
      const sm = (await (await node(ctx)).getVm()).stateManager;
      for (const m of STATE_MANAGER_METHODS) assert.equal(typeof sm[m], 'function', m);
    },
  },
  {
    quote: 'stores blocks, tracks the canonical head',
    check: async (ctx) => {
      const bc = (await (await node(ctx)).getVm()).blockchain;
      for (const m of ['putBlock', 'getBlock', 'getCanonicalHeadBlock'])
        assert.equal(typeof bc[m], 'function', m);
    },
  },
  {
    quote: 'receipts by transaction, logs by block range',
    check: async (ctx) => {
      const rm = await (await node(ctx)).getReceiptsManager();
      for (const m of ['getReceiptByTxHash', 'getLogs']) assert.equal(typeof rm[m], 'function', m);
    },
  },
  {
    quote: 'start-up, mining mode, impersonation, snapshots, filters, events',
    check: async (ctx) => {
      const n = await node(ctx);
      for (const m of [
        'ready',
        'getImpersonatedAccount',
        'setImpersonatedAccount',
        'getFilters',
        'setFilter',
        'on',
        'emit',
      ])
        assert.equal(typeof n[m], 'function', m);
      assert.ok(n.miningConfig && n.getSnapshots, 'miningConfig and snapshots');
    },
  },
  {
    quote: 'parsing and validating requests, dispatching to handlers',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      await assert.rejects(
        c.request({method: 'eth_getBalance', params: ['not-an-address', 'latest']}),
      );
      assert.equal(await c.request({method: 'eth_chainId'}), '0x384');
    },
  },
  {
    quote:
      "`common`, `evm` and `tx` re-export the ethereumjs v10 packages (`tx` adds a few helpers) and `trie` re-exports `@ethereumjs/trie` 6, while `statemanager`, `txpool`, `receipt-manager`, `util` and `rlp` are zevm's own JavaScript.",
    check: async (ctx) => {
      const imports = (sub) => /from "@ethereumjs\//.test(ctx.source(`@evmts/zevm/dist/${sub}.js`));
      for (const sub of ['common', 'evm', 'trie'])
        assert.match(
          ctx.source(`@evmts/zevm/dist/${sub}.js`),
          /export \* from "@ethereumjs\//,
          sub,
        );
      assert.match(ctx.source('@evmts/zevm/dist/tx.js'), /from "@ethereumjs\/tx"/);
      for (const sub of ['statemanager', 'txpool', 'receipt-manager', 'util', 'rlp'])
        assert.equal(imports(sub), false, `${sub} imports ethereumjs`);
      for (const pkg of ['common', 'evm', 'tx'])
        assert.match(JSON.parse(ctx.source(`@ethereumjs/${pkg}/package.json`)).version, /^10\./);
      assert.match(JSON.parse(ctx.source('@ethereumjs/trie/package.json')).version, /^6\./);
      assert.ok('@evmts/zevm' in JSON.parse(ctx.source('@tevm/evm/package.json')).dependencies);
    },
  },
  {
    quote: "viem's polling; viem's cache is off (`cacheTime: 0`) unless you pass `cacheTime`",
    check: async () => {
      const {byDefault, withCacheTime} = await memoryClientReads();
      assert.equal(byDefault.cacheTime, 0);
      assert.deepEqual(byDefault.blockNumber, [0n, 1n], 'block number read fresh');
      assert.equal(withCacheTime.cacheTime, 60_000);
      assert.deepEqual(withCacheTime.blockNumber, [0n, 0n], 'cached with cacheTime');
    },
  },
  {
    quote: '// 1. viem action: typed and validated (a memory client caches no reads).',
    check: async () => {
      const {byDefault} = await memoryClientReads();
      assert.deepEqual(byDefault.balance, [0n, 5n], 'balance read fresh');
      assert.deepEqual(byDefault.blockNumber, [0n, 1n], 'block number read fresh');
    },
  },
  {
    quote:
      '`tevmGetAccount(client, { address })` on `createClient({ transport: createTevmTransport() })`',
    check: async () => {
      const {createClient, createTevmTransport, tevmGetAccount, PREFUNDED_ACCOUNTS, parseEther} =
        await tevm();
      const client = createClient({transport: createTevmTransport()});
      const account = await tevmGetAccount(client, {address: PREFUNDED_ACCOUNTS[0].address});
      assert.equal(account.balance, parseEther('1000'));
    },
  },
  {
    quote: '`getAccountHandler(node)({ address })` from `tevm/actions`',
    example: 'const account = await getAccountHandler(node)({ address })',
  },
  {
    quote: "`status` (`'INITIALIZING'`, `'READY'`, …), `mode` (`'normal'` or `'fork'`)",
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      const n = createTevmNode();
      assert.equal(n.status, 'INITIALIZING');
      await n.ready();
      assert.equal(n.status, 'READY');
      assert.equal(n.mode, 'normal');
      const f = createTevmNode({fork: {transport: await ctx.forkUpstream('mainnet')}});
      await f.ready();
      assert.equal(f.mode, 'fork');
    },
  },
  {
    quote: 'the memory client extends it with three of the [decorators](#extending-a-node)',
    check: async () => {
      const {createMemoryClient, createTevmNode} = await tevm();
      const {requestEip1193, tevmActions, tevmSend} = await import('tevm/decorators');
      const fromClient = createMemoryClient().transport.tevm;
      const three = createTevmNode()
        .extend(requestEip1193())
        .extend(tevmActions())
        .extend(tevmSend());
      assert.deepEqual(Object.keys(fromClient).sort(), Object.keys(three).sort());
      assert.equal(/** @type {any} */ (fromClient).eth, undefined, 'not ethActions');
    },
  },
  {
    quote:
      'its state manager stops treating missing accounts as empty: the first read of an account or storage slot goes to the fork transport, and the answer is cached.',
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      const {createAddress} = await import('tevm/address');
      const upstream = await ctx.forkUpstream('mainnet');
      const seen = [];
      const transport = {request: (a) => (seen.push(a.method), upstream.request(a))};
      const n = createTevmNode({fork: {transport}});
      await n.ready();
      const weth = createAddress('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
      const sm = (await n.getVm()).stateManager;
      const state = () => seen.filter((m) => /^eth_get(Proof|Code|StorageAt)$/.test(m));
      assert.ok((await sm.getCode(weth)).length > 0, 'code fetched from the fork');
      assert.ok((await sm.getAccount(weth)) !== undefined);
      await sm.getStorage(weth, new Uint8Array(32));
      assert.deepEqual(state().sort(), ['eth_getCode', 'eth_getProof', 'eth_getStorageAt']);
      await sm.getCode(weth);
      await sm.getAccount(weth);
      await sm.getStorage(weth, new Uint8Array(32));
      assert.equal(state().length, 3, `cached: ${state().join(', ')}`);
    },
  },
  {
    quote: "the node keeps it at `node.forkTransport` and reports `mode: 'fork'`",
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      const transport = await ctx.forkUpstream('mainnet');
      const n = createTevmNode({fork: {transport}});
      await n.ready();
      assert.ok(n.forkTransport && typeof n.forkTransport.request === 'function');
      assert.equal(n.mode, 'fork');
      assert.equal(createTevmNode().forkTransport, undefined);
    },
  },
  {
    quote:
      '`client.extend(tevmViemActions())` adds the `tevm*` actions to any viem client built on a Tevm transport',
    check: async () => {
      const {createClient, createTevmTransport, tevmViemActions, PREFUNDED_ACCOUNTS} = await tevm();
      const client = createClient({transport: createTevmTransport()}).extend(tevmViemActions());
      for (const m of ['tevmCall', 'tevmGetAccount', 'tevmSetAccount', 'tevmMine', 'tevmDeal'])
        assert.equal(typeof client[m], 'function', m);
      assert.equal(
        (await client.tevmGetAccount({address: PREFUNDED_ACCOUNTS[0].address})).nonce,
        0n,
      );
    },
  },
  {
    quote:
      'Writing with `vm.stateManager.putAccount` changes state with no transaction at all: no nonce, no block, no receipt, no event.',
    check: async () => {
      const {createAddress} = await import('tevm/address');
      const {createAccount} = await import('tevm/utils');
      const counted = await countingNode();
      const {n, vm} = counted;
      const a = createAddress('0x00000000000000000000000000000000000a11ce');
      await vm.stateManager.putAccount(a, createAccount({balance: 7n}));
      assert.equal((await vm.stateManager.getAccount(a))?.balance, 7n, 'state changed');
      assert.equal((await vm.stateManager.getAccount(a))?.nonce, 0n, 'no nonce');
      assert.equal((await vm.blockchain.getCanonicalHeadBlock()).header.number, 0n, 'no block');
      assert.equal((await n.getTxPool()).txsInPool, 0, 'no transaction');
      assert.equal(counted.events, 0, 'no event');
      await n.close?.();
    },
  },
  {
    quote:
      "Running `vm.runTx` yourself checks and increments the sender's nonce (a wrong one throws), but mines no block, stores no receipt and emits no node events.",
    check: async () => assertRunTxLeavesNothingButNonce(await vmLevelWrites()),
  },
  {
    quote:
      'extending a shared node (for example `client.transport.tevm`) affects every user of that node.',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const c = createMemoryClient();
      const mine = c.transport.tevm;
      c.transport.tevm.extend(() => ({hello: () => 'hi'}));
      assert.equal(/** @type {any} */ (mine).hello(), 'hi');
    },
  },
  {
    quote:
      '`getVm`, `getTxPool`, `getReceiptsManager` and `close` live on `client.transport.tevm`. A memory client has no `ready()` method; use `client.tevmReady()`.',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      for (const m of ['getVm', 'getTxPool', 'getReceiptsManager', 'close']) {
        assert.equal(typeof c.transport.tevm[m], 'function', m);
        assert.equal(/** @type {any} */ (c)[m], undefined, `client.${m}`);
      }
      assert.equal(/** @type {any} */ (c).ready, undefined);
      assert.equal(await c.tevmReady(), true);
    },
  },
];
