// Claims of docs/core/create-tevm-node.mdx: the node options table, row by row, and the pitfalls.
import assert from 'node:assert/strict';
import {captureStdout, memoryPersister, readyNode as node} from '../helpers.mjs';

const tevm = () => import('tevm');
const vmOf = async (ctx) => (await node(ctx)).getVm();
const ADDR = '0x00000000000000000000000000000000000a11ce';

/** A one-function contract for precompile/predeploy checks. */
const contract = async () => {
  const {createContract} = await tevm();
  return createContract({name: 'One', humanReadableAbi: ['function one() view returns (uint256)']});
};

/**
 * A prefunded account's balance on a node whose persister holds state saved while that account
 * held 5 wei (and on the node that saved it, and on a node without a persister).
 */
export const restoredPrefundedBalance = async () => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
  const persister = await memoryPersister();
  const address = PREFUNDED_ACCOUNTS[0].address;
  const first = createMemoryClient({persister: persister(), loggingLevel: 'error'});
  await first.setBalance({address, value: 5n});
  await first.mine({blocks: 1});
  await new Promise((r) => setTimeout(r, 50));
  const second = createMemoryClient({persister: persister(), loggingLevel: 'error'});
  return {
    saved: persister.stored.size,
    restored: await second.getBalance({address}),
    fresh: await createMemoryClient().getBalance({address}),
  };
};

/** Runs a constructor; returns what it threw (its message) or the value it returned. */
export const constructorThrows = async (make) => {
  try {
    return {value: await make()};
  } catch (e) {
    return {thrown: /** @type {Error} */ (e).message};
  }
};

/**
 * Which bad options throw from the constructor itself (no network: `http()` without a URL throws
 * before any request, and the in-process transports below answer nothing).
 */
export const badOptionsAtConstruction = async () => {
  const {createMemoryClient, createTevmNode, http} = await tevm();
  const {optimism: viemOptimism} = await import('viem/chains');
  const {optimism} = await import('tevm/common');
  const silent = {request: async () => new Promise(() => {})};
  let transportCalls = 0;
  const counted = () => ((transportCalls += 1), silent);
  await constructorThrows(() => createTevmNode({fork: {transport: counted}}));
  const thrown = async (make) => (await constructorThrows(make)).thrown;
  return {
    transportCalls,
    httpNode: await thrown(() => createTevmNode({fork: {transport: http()}})),
    httpClient: await thrown(() => createMemoryClient({fork: {transport: http()}})),
    viemChainWithChainId: await thrown(() =>
      createMemoryClient({
        common: /** @type {any} */ (viemOptimism),
        fork: {transport: silent, chainId: 5},
      }),
    ),
    presetWithChainId: await thrown(() =>
      createMemoryClient({common: optimism, fork: {transport: silent, chainId: 5}}),
    ),
  };
};

/**
 * On an optimism node without a fork: how many "Unable to get l1 fee estimation" lines each kind
 * of request prints, and whether the requests still succeed.
 */
export const l1FeeWarnings = async () => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS, PREFUNDED_PRIVATE_KEYS} = await tevm();
  const {SimpleContract} = await import('tevm/contract');
  const {privateKeyToAccount} = await import('viem/accounts');
  const {optimism} = await import('tevm/common');
  const [a, b] = PREFUNDED_ACCOUNTS;
  const count = (printed) => (printed.match(/Unable to get l1 fee estimation/g) ?? []).length;
  /** @type {any} */
  let client;
  let all = '';
  const run = async (fn) => {
    const printed = await captureStdout(fn);
    all += printed;
    return count(printed);
  };
  // the logger is created with the client, so the client is created inside a capture
  await run(async () => {
    client = createMemoryClient({common: optimism});
    await client.tevmReady();
  });
  /** @type {any} */
  let deployed;
  await run(async () => {
    deployed = await client.tevmDeploy({
      ...SimpleContract.deploy(5n),
      from: a.address,
      addToBlockchain: true,
    });
  });
  const contract = SimpleContract.withAddress(deployed.createdAddress);
  let readBack;
  let hash;
  const warnings = {
    getBalance: await run(() => client.getBalance({address: b.address})),
    call: await run(() => client.call({to: b.address, data: '0x'})),
    readContract: await run(async () => {
      readBack = await client.readContract(contract.read.get());
    }),
    tevmCall: await run(() => client.tevmCall({to: b.address})),
    estimateGas: await run(() =>
      client.estimateGas({account: a.address, to: b.address, value: 1n}),
    ),
    sendTransaction: await run(async () => {
      hash = await client.sendTransaction({account: a, to: b.address, value: 1n, chain: null});
    }),
    rawWithGas: await run(async () => {
      const signer = privateKeyToAccount(PREFUNDED_PRIVATE_KEYS[2]);
      const serializedTransaction = await signer.signTransaction({
        chainId: 10,
        nonce: 0,
        to: b.address,
        value: 1n,
        gas: 21000n,
        maxFeePerGas: 10n ** 10n,
        maxPriorityFeePerGas: 1n,
        type: 'eip1559',
      });
      await client.sendRawTransaction({serializedTransaction});
    }),
  };
  const receiptStatus = (await client.getTransactionReceipt({hash})).status;
  const atErrorLevel = count(
    await captureStdout(async () => {
      const quiet = createMemoryClient({common: optimism, loggingLevel: 'error'});
      await quiet.call({to: b.address, data: '0x'});
      await quiet.sendTransaction({account: a, to: b.address, value: 1n, chain: null});
    }),
  );
  return {warnings, level40: /"level":40/.test(all), receiptStatus, readBack, atErrorLevel};
};

export default [
  {
    quote:
      "A new node's genesis state is eleven funded accounts with 1000 ETH each: the ten prefunded accounts, exported as `PREFUNDED_ACCOUNTS` and `PREFUNDED_PRIVATE_KEYS`, and the zero address.",
    check: async (ctx) => {
      const {PREFUNDED_ACCOUNTS, PREFUNDED_PRIVATE_KEYS, GENESIS_STATE} = await tevm();
      assert.equal(PREFUNDED_ACCOUNTS.length, 10);
      assert.equal(PREFUNDED_PRIVATE_KEYS.length, 10);
      const funded = [`0x${'00'.repeat(20)}`, ...PREFUNDED_ACCOUNTS.map((a) => a.address)];
      assert.deepEqual(
        Object.keys(GENESIS_STATE)
          .map((a) => a.toLowerCase())
          .sort(),
        funded.map((a) => a.toLowerCase()).sort(),
      );
      const state = (await (await node(ctx)).getVm()).stateManager;
      const {createAddress} = await import('tevm/address');
      for (const a of funded) {
        const account = await state.getAccount(createAddress(a));
        assert.equal(account?.balance, 10n ** 21n, a);
      }
    },
  },
  {
    quote:
      'The exception is a `persister` that already holds saved state: the node then starts from what it restores, so a prefunded account reads back with the balance it had when the state was saved, not 1000 ETH.',
    check: async () => {
      const o = await restoredPrefundedBalance();
      assert.equal(o.saved, 1, 'state was saved');
      assert.equal(o.fresh, 10n ** 21n, 'a node without saved state: 1000 ETH');
      assert.equal(o.restored, 5n, 'the restored balance');
    },
  },
  {
    table: 'Option',
    row: 'fork',
    default: 'none',
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      assert.equal((await node(ctx)).mode, 'normal');
      const forked = createTevmNode({fork: {transport: await ctx.forkUpstream('mainnet')}});
      await forked.ready();
      assert.equal(forked.mode, 'fork');
    },
  },
  {
    table: 'Option',
    row: 'common',
    default: 'tevmDefault (chain id 900, hardfork prague)',
    check: async (ctx) => {
      const vm = await vmOf(ctx);
      assert.equal(vm.common.id, 900);
      assert.equal(vm.common.ethjsCommon.hardfork(), 'prague');
    },
  },
  {
    table: 'Option',
    row: 'miningConfig',
    default: "{ type: 'auto' }",
    check: async (ctx) => {
      assert.deepEqual((await node(ctx)).miningConfig, {type: 'auto'});
      // interval blockTime is in seconds: with blockTime 1 nothing is mined within 300 ms
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const c = createMemoryClient({miningConfig: {type: 'interval', blockTime: 1}});
      try {
        await c.sendTransaction({account: PREFUNDED_ACCOUNTS[0], to: ADDR, value: 1n, chain: null});
        const t0 = Date.now();
        await new Promise((r) => setTimeout(r, 300));
        assert.equal(await c.getBlockNumber(), 0n, 'mined after 300 ms: blockTime is not seconds');
        while ((await c.getBlockNumber()) === 0n && Date.now() - t0 < 5000)
          await new Promise((r) => setTimeout(r, 100));
        assert.equal(await c.getBlockNumber(), 1n, 'not mined within 5 s');
      } finally {
        await c.transport.tevm.close();
      }
      assert.match(
        ctx.source('@tevm/node/src/createIntervalMiner.js'),
        /miningConfig\.blockTime \* 1000/,
      );
    },
  },
  {
    table: 'Option',
    row: 'customPrecompiles',
    default: 'none',
    check: async () => {
      const {createMemoryClient, definePrecompile, defineCall} = await tevm();
      const One = await contract();
      const address = '0x0000000000000000000000000000000000000b0e';
      const p = definePrecompile({
        contract: One.withAddress(address),
        call: defineCall(One.abi, {one: async () => ({returnValue: 1n, executionGasUsed: 0n})}),
      });
      const client = createMemoryClient({customPrecompiles: [p.precompile()]});
      assert.equal(await client.readContract(One.withAddress(address).read.one()), 1n);
    },
  },
  {
    table: 'Option',
    row: 'customPredeploys',
    default: 'none',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const address = '0x0000000000000000000000000000000000000b0f';
      const deployedBytecode = '0x600160005260206000f3'; // returns 1
      const client = createMemoryClient({
        customPredeploys: [{contract: {address, deployedBytecode}}],
      });
      assert.equal(await client.getCode({address}), deployedBytecode);
    },
  },
  {
    table: 'Option',
    row: 'persister',
    default: 'none',
    check: async () => {
      const {createMemoryClient, createSyncStoragePersister} = await tevm();
      const store = new Map();
      const storage = {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => store.set(k, v),
        removeItem: (k) => store.delete(k),
      };
      const first = createMemoryClient({
        loggingLevel: 'error',
        persister: createSyncStoragePersister({storage, throttleTime: 0}),
      });
      await first.setBalance({address: ADDR, value: 42n});
      await first.mine({blocks: 1});
      await new Promise((r) => setTimeout(r, 50));
      assert.ok(store.size > 0, 'nothing was saved');
      const second = createMemoryClient({
        loggingLevel: 'error',
        persister: createSyncStoragePersister({storage}),
      });
      assert.equal(
        await second.getBalance({address: ADDR}),
        42n,
        'the saved state was not restored',
      );
    },
  },
  {
    table: 'Option',
    row: 'profiler',
    default: 'false',
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      assert.deepEqual((await vmOf(ctx)).evm._optsCached.profiler, {enabled: false});
      const p = createTevmNode({profiler: true});
      assert.deepEqual((await p.getVm()).evm._optsCached.profiler, {enabled: true});
    },
  },
  {
    table: 'Option',
    row: 'allowUnlimitedContractSize',
    default: 'false',
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      assert.equal((await vmOf(ctx)).evm.allowUnlimitedContractSize, false);
      assert.equal(
        (await createTevmNode({allowUnlimitedContractSize: true}).getVm()).evm
          .allowUnlimitedContractSize,
        true,
      );
    },
  },
  {
    table: 'Option',
    row: 'loggingLevel',
    default: "'warn'",
    check: async (ctx) => assert.equal((await node(ctx)).logger.level, 'warn'),
  },
  {
    table: 'Option',
    row: 'genesisState',
    default: 'ignored',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const client = createMemoryClient({genesisState: {[ADDR]: {balance: 123n, nonce: 0n}}});
      assert.equal(await client.getBalance({address: ADDR}), 0n);
    },
  },
  {
    quote: 'an account passed through `genesisState` reads back with a balance of `0n`',
    check: async () => {
      const {createTevmNode} = await tevm();
      const {getAccountHandler} = await import('tevm/actions');
      const n = createTevmNode({genesisState: {[ADDR]: {balance: 123n, nonce: 0n}}});
      const account = await getAccountHandler(n)({address: ADDR, throwOnFail: false});
      assert.equal(account.balance, 0n);
    },
  },
  {
    table: 'Option',
    row: 'exExHooks',
    default: 'none',
    check: async (ctx) => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const seen = new Set();
      const client = createMemoryClient({exExHooks: [(e) => void seen.add(e.type)]});
      await client.sendTransaction({account: PREFUNDED_ACCOUNTS[0], to: ADDR, value: 1n});
      for (const t of ['block', 'receipt', 'transaction', 'state', 'canonical'])
        assert.ok(seen.has(t), `no ${t} event`);
      assert.match(ctx.source('@tevm/node/src/createTevmNode.js'), /type: 'log', phase: 'created'/);
    },
  },
  {
    table: 'Option',
    row: 'lightSync',
    default: 'not set',
    check: async (ctx) => {
      const src = ctx.source('@tevm/node/src/createTevmNode.js');
      assert.match(
        src,
        /consensus\.mode !== 'light-client'[^\n]*return\s*\n\s*const checkpoint = selectStartupCheckpoint\(options\.lightSync/,
      );
    },
  },
  {
    table: 'Option',
    row: 'consensus',
    default: "a no-op service (mode: 'noop')",
    check: async (ctx) => assert.equal((await node(ctx)).consensus.mode, 'noop'),
  },
  {
    table: 'Option',
    row: 'storageCache, contractCache, accountsCache',
    default: 'not set',
    check: async (ctx) => {
      const {createTevmNode} = await tevm();
      const storageCache = (await vmOf(ctx)).stateManager._baseState.caches.storage;
      const opts = async (n) => (await n.getVm()).stateManager._baseState.options;
      assert.equal((await opts(createTevmNode({storageCache}))).storageCache, storageCache);
      const forked = createTevmNode({
        storageCache,
        fork: {transport: await ctx.forkUpstream('mainnet')},
      });
      assert.equal(
        (await opts(forked)).storageCache,
        undefined,
        'a forking node passed the cache on',
      );
    },
  },
  {
    table: 'Option',
    row: 'currentStateRoot, stateRoots, onCommit',
    default: 'ignored',
    check: async () => {
      const {createMemoryClient} = await tevm();
      let commits = 0;
      const client = createMemoryClient({
        onCommit: () => void commits++,
        stateRoots: new Map(),
        currentStateRoot: '0x1234',
      });
      await client.setBalance({address: ADDR, value: 1n});
      await client.mine({blocks: 1});
      assert.equal(commits, 0, 'onCommit was called');
      const vm = await client.transport.tevm.getVm();
      assert.notEqual(vm.stateManager._baseState.getCurrentStateRoot(), '0x1234');
    },
  },
  {
    quote:
      'the memory client also accepts the viem options `account`, `pollingInterval`, `cacheTime`, `key` and `name`',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const c = createMemoryClient({
        account: ADDR,
        pollingInterval: 123,
        cacheTime: 7,
        key: 'k',
        name: 'n',
      });
      assert.deepEqual(
        [c.account?.address, c.pollingInterval, c.cacheTime, c.key, c.name],
        [ADDR, 123, 7, 'k', 'n'],
      );
    },
  },
  {
    quote: 'With a memory client, the node it created is `client.transport.tevm`.',
    example: 'const node = client.transport.tevm',
  },
  {
    quote: 'You can skip it, because every action waits internally',
    example: 'assert.equal(await client.getChainId(), 10)',
  },
  {
    quote: 'so most wrong options show up only at the first action or at `tevmReady()`.',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const broken = {
        request: async () => {
          throw new Error('upstream down');
        },
      };
      await ctx.collectUnhandled(async () => {
        const made = await constructorThrows(() => createMemoryClient({fork: {transport: broken}}));
        assert.equal(made.thrown, undefined, 'an unreachable upstream threw from the constructor');
        await assert.rejects(made.value.tevmReady());
        await assert.rejects(made.value.getBlockNumber());
      });
    },
  },
  {
    quote:
      'A `fork.transport` given as a function is called at once, so viem\'s `http()` without a URL throws "No URL was provided to the Transport" from `createTevmNode()` and `createMemoryClient()`.',
    check: async () => {
      const o = await badOptionsAtConstruction();
      assert.equal(o.transportCalls, 1, 'the transport function was not called by the constructor');
      assert.match(String(o.httpNode), /No URL was provided to the Transport/);
      assert.match(String(o.httpClient), /No URL was provided to the Transport/);
    },
  },
  {
    quote:
      'And `createMemoryClient` with `fork.chainId` reads `common.ethjsCommon` at once, so a viem chain passed as `common` (instead of a preset from `tevm/common`) throws "Cannot read properties of undefined (reading \'hardfork\')".',
    check: async () => {
      const o = await badOptionsAtConstruction();
      assert.match(String(o.viemChainWithChainId), /reading 'hardfork'/);
      assert.equal(o.presetWithChainId, undefined, 'a tevm/common preset with fork.chainId threw');
    },
  },
  {
    quote:
      'The old `mining: { auto: false }` option is deprecated and only `createMemoryClient` translates it: `createTevmNode` and `createTevmTransport` ignore it and mine automatically.',
    check: async () => {
      const {createMemoryClient, createTevmNode, createTevmTransport} = await tevm();
      const {createClient} = await import('viem');
      assert.deepEqual(createMemoryClient({mining: {auto: false}}).transport.tevm.miningConfig, {
        type: 'manual',
      });
      const n = createTevmNode({mining: {auto: false}});
      assert.deepEqual(n.miningConfig, {type: 'auto'});
      const t = createClient({transport: createTevmTransport({mining: {auto: false}})});
      assert.deepEqual(t.transport.tevm.miningConfig, {type: 'auto'});
    },
  },
  {
    quote: 'The option is `profiler: true`, a boolean, not an object',
    check: async (ctx) =>
      assert.match(ctx.source('@tevm/node/src/TevmNodeOptions.ts'), /readonly profiler\?: boolean/),
  },
  {
    quote:
      'passing the `definePrecompile` result itself makes initialisation fail with "Cannot read properties of undefined (reading \'toString\')", also as an unhandled rejection',
    check: async (ctx) => {
      const {createMemoryClient, definePrecompile, defineCall} = await tevm();
      const One = await contract();
      const p = definePrecompile({
        contract: One.withAddress('0x0000000000000000000000000000000000000b10'),
        call: defineCall(One.abi, {one: async () => ({returnValue: 1n, executionGasUsed: 0n})}),
      });
      const unhandled = await ctx.collectUnhandled(() =>
        assert.rejects(
          createMemoryClient({customPrecompiles: [/** @type {any} */ (p)]}).tevmReady(),
          /reading 'toString'/,
        ),
      );
      assert.ok(unhandled.some((m) => /reading 'toString'/.test(m)));
    },
  },
  {
    quote:
      'With an interval-mining node, call `await client.transport.tevm.close()` when done, or the timer keeps the process alive.',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const client = createMemoryClient({miningConfig: {type: 'interval', blockTime: 1000}});
      await client.tevmReady();
      const active = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
      const before = active();
      assert.ok(before > 0, 'no timer while interval mining');
      await client.transport.tevm.close();
      assert.ok(active() < before, 'close() left the timer');
    },
  },
  {
    quote:
      'With `common: optimism` and no fork, every call the node executes logs a warning, "Unable to get l1 fee estimation": reads such as `eth_call` (viem\'s `call` and `readContract`) and `tevmCall`, and the gas estimate viem runs inside `sendTransaction`.',
    check: async () => {
      const o = await l1FeeWarnings();
      for (const k of ['call', 'readContract', 'tevmCall', 'estimateGas', 'sendTransaction'])
        assert.ok(o.warnings[k] > 0, `${k} logged no warning`);
      assert.ok(o.level40, 'not at warn level');
      assert.equal(o.warnings.rawWithGas, 0, 'a raw transaction with its gas set logged it');
      assert.equal(o.warnings.getBalance, 0, 'a plain state read logged it');
    },
  },
  {
    quote:
      "The call or transaction still succeeds; raise `loggingLevel` to `'error'` to hide the message",
    check: async () => {
      const o = await l1FeeWarnings();
      assert.equal(o.receiptStatus, 'success');
      assert.equal(o.readBack, 5n, 'the read returned its value');
      assert.equal(o.atErrorLevel, 0, "loggingLevel 'error' still printed it");
    },
  },
  {
    quote: 'Initialisation is lazy and asynchronous.',
    check: async () => {
      const node = (await tevm()).createTevmNode();
      assert.equal(node.status, 'INITIALIZING', 'not ready when the constructor returns');
      await node.ready();
      assert.equal(node.status, 'READY');
    },
  },
  {
    quote: 'a viem client with public, wallet, test and `tevm*` actions',
    check: async () => {
      const c = /** @type {any} */ ((await tevm()).createMemoryClient());
      for (const m of [
        'getBalance',
        'sendTransaction',
        'setBalance',
        'mine',
        'tevmCall',
        'tevmSetAccount',
      ])
        assert.equal(typeof c[m], 'function', m);
    },
  },
  {
    quote:
      '`createTevmTransport(options)` | `tevm` or `tevm/memory-client` | a viem transport for `createClient`',
    check: async () => {
      const t = await tevm();
      const mc = await import('tevm/memory-client');
      assert.equal(t.createTevmTransport, mc.createTevmTransport);
      const client = t.createClient({transport: t.createTevmTransport()});
      assert.equal(await client.request({method: 'eth_chainId'}), '0x384');
    },
  },
  {
    quote: '`createTevmNode(options)` | `tevm` or `tevm/node` | a bare `TevmNode`',
    check: async () =>
      assert.equal((await tevm()).createTevmNode, (await import('tevm/node')).createTevmNode),
  },
  {
    quote: '`createTevmNode` returns the node alone: no viem client, no actions',
    check: async () => {
      const node = /** @type {any} */ ((await tevm()).createTevmNode());
      for (const m of ['request', 'getBalance', 'tevmCall', 'call', 'send'])
        assert.equal(node[m], undefined, m);
      for (const m of ['getVm', 'getTxPool', 'getReceiptsManager'])
        assert.equal(typeof node[m], 'function', m);
    },
  },
  {
    quote:
      "Set `common` to one of the presets from `tevm/common`, such as `mainnet`, `optimism`, `base` or `sepolia`, or build one with `createCommon({ ...chain, hardfork: 'london' })`.",
    check: async () => {
      const common = await import('tevm/common');
      assert.deepEqual(
        [common.mainnet.id, common.optimism.id, common.base.id, common.sepolia.id],
        [1, 10, 8453, 11155111],
      );
      const london = common.createCommon({...common.mainnet, hardfork: 'london'});
      assert.equal(london.ethjsCommon.hardfork(), 'london');
    },
  },
  {
    quote: 'The chain id your client reports, and the rules the EVM applies, come from it.',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const {createCommon, mainnet} = await import('tevm/common');
      const client = createMemoryClient({common: createCommon({...mainnet, hardfork: 'london'})});
      assert.equal(await client.getChainId(), 1);
      const vm = await client.transport.tevm.getVm();
      assert.equal(vm.common.ethjsCommon.hardfork(), 'london');
      // a rule: PUSH0 (Shanghai) does not exist under london, so the call fails
      const a = '0x00000000000000000000000000000000000c0de5';
      await client.setCode({address: a, bytecode: '0x5f00'});
      const r = await client.tevmCall({to: a, throwOnFail: false});
      assert.ok(r.errors?.length, 'PUSH0 ran under london');
      const prague = createMemoryClient();
      await prague.setCode({address: a, bytecode: '0x5f00'});
      assert.equal((await prague.tevmCall({to: a})).errors, undefined);
    },
  },
  {
    quote: '`createTevmTransport` takes the same options and hands the node to a plain viem client',
    check: async () => {
      const {createClient, createTevmTransport} = await tevm();
      const client = createClient({
        transport: createTevmTransport({miningConfig: {type: 'manual'}}),
      });
      await client.request({method: 'eth_chainId'});
      const node = /** @type {any} */ (client.transport).tevm;
      assert.equal(node.miningConfig.type, 'manual');
    },
  },
];
