// Claims of docs/reference/state.mdx: the createStateManager options table and its warning.
import assert from 'node:assert/strict';
import {dependencyTree} from './installed.mjs';

const A = '0x00000000000000000000000000000000000057a7';

export default [
  {
    table: 'Option',
    row: 'genesisState',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const {createAddress} = await import('tevm/address');
      const sm = createStateManager({
        genesisState: {
          [A]: {
            nonce: 0n,
            balance: 77n,
            storageRoot: '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421',
            codeHash: '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
          },
        },
      });
      await sm.ready();
      assert.equal((await sm.getAccount(createAddress(A)))?.balance, 77n);
    },
  },
  {
    table: 'Option',
    row: 'onCommit',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const {createAddress} = await import('tevm/address');
      const {createAccount} = await import('tevm/utils');
      let seen;
      const sm = createStateManager({onCommit: (base) => void (seen = base)});
      await sm.ready();
      await sm.checkpoint();
      await sm.putAccount(createAddress(A), createAccount({balance: 1n}));
      await sm.commit();
      assert.equal(seen, sm._baseState);
    },
  },
  {
    table: 'Option',
    row: 'loggingLevel',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      assert.equal(createStateManager({loggingLevel: 'error'})._baseState.logger.level, 'error');
    },
  },
  {
    table: 'Option',
    row: 'accountsCache, storageCache, contractCache',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const first = createStateManager({});
      const storageCache = first._baseState.caches.storage;
      assert.equal(createStateManager({storageCache})._baseState.caches.storage, storageCache);
    },
  },
  {
    quote:
      'a node ignores `genesisState`, `currentStateRoot`, `stateRoots` and `onCommit`, and passes the cache options on only when it does not fork',
    check: async (ctx) => {
      const {createMemoryClient} = await import('tevm');
      let commits = 0;
      const c = createMemoryClient({
        genesisState: {[A]: {nonce: 0n, balance: 5n}},
        onCommit: () => void commits++,
      });
      assert.equal(await c.getBalance({address: A}), 0n);
      await c.setBalance({address: A, value: 1n});
      await c.mine({blocks: 1});
      assert.equal(commits, 0);
      assert.match(
        ctx.source('@tevm/node/src/createTevmNode.js'),
        /if \(transport\) \{[\s\S]*?return \{\s*loggingLevel,\s*\.\.\.\(options\.persister/,
      );
    },
  },

  {
    quote:
      'It does not depend on `@tevm/node`, `@tevm/actions` or `@tevm/server`, so it needs no overrides on its own',
    check: async () => {
      const tree = dependencyTree('@tevm/state');
      for (const p of ['@tevm/node', '@tevm/actions', '@tevm/server'])
        assert.equal(tree.has(p), false, p);
    },
  },
  {
    quote: '`{}` gives an empty one',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const sm = createStateManager({});
      await sm.ready();
      assert.deepEqual(await sm.dumpCanonicalGenesis(), {});
    },
  },
  {
    quote:
      '`modifyAccountFields` changes only the fields you pass, and `getAccount` returns `undefined` for an address that has never been written',
    example: 'await state.modifyAccountFields(alice, { nonce: 5n }) // balance is kept',
  },
  {
    quote:
      'the VM itself opens one around every transaction, which is how a reverted call leaves no trace',
    check: async () => {
      const {createTevmNode, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {createImpersonatedTx} = await import('tevm/tx');
      const {createAddress} = await import('tevm/address');
      const vm = await createTevmNode().getVm();
      let checkpoints = 0;
      const original = vm.stateManager.checkpoint.bind(vm.stateManager);
      vm.stateManager.checkpoint = async () => (checkpoints++, original());
      const to = createAddress('0x00000000000000000000000000000000000000bd');
      await vm.stateManager.putCode(to, new Uint8Array([0x60, 0, 0x60, 0, 0xfd]));
      const before = await vm.stateManager.getAccount(createAddress(PREFUNDED_ACCOUNTS[0].address));
      const r = await vm.runTx({
        tx: createImpersonatedTx({
          impersonatedAddress: createAddress(PREFUNDED_ACCOUNTS[0].address),
          to,
          value: 5n,
          gasLimit: 50_000n,
          maxFeePerGas: 10n ** 10n,
          maxPriorityFeePerGas: 0n,
        }),
      });
      assert.ok(r.execResult.exceptionError, 'the call did not revert');
      assert.ok(checkpoints >= 1, 'runTx opened no checkpoint');
      assert.equal(
        (await vm.stateManager.getAccount(to))?.balance ?? 0n,
        0n,
        'the reverted value transfer stayed',
      );
      assert.ok(before);
    },
  },
  {
    quote:
      '`dumpStorage(address)`, which returns every slot of an account (keys without `0x`, values as minimal hex). Storage keys must be exactly 32 bytes.',
    example: "'0000000000000000000000000000000000000000000000000000000000000000': '0x2a',",
  },
  {
    quote:
      "Writing through `vm.stateManager` changes the node's state immediately, with no transaction and no block",
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const {createAddress} = await import('tevm/address');
      const {createAccount} = await import('tevm/utils');
      const client = createMemoryClient();
      const vm = await client.transport.tevm.getVm();
      await vm.stateManager.putAccount(createAddress(A), createAccount({balance: 9n}));
      assert.equal(await client.getBalance({address: A}), 9n);
      assert.equal(await client.getBlockNumber(), 0n);
      assert.equal(
        (await (await client.transport.tevm.getTxPool()).getPendingTransactions()).length,
        0,
      );
    },
  },
  {
    quote:
      'its shape (`TevmState`) is the same object `dumpCanonicalGenesis()` returns, so a dump of one state manager can seed another',
    example: 'const second = createStateManager({ genesisState: snapshot })',
  },
  {
    quote:
      'the state manager fetches any account or slot it does not have from the upstream RPC, then caches it',
    check: async (ctx) => {
      const {createStateManager} = await import('tevm/state');
      const {createAddress} = await import('tevm/address');
      const upstream = await ctx.forkUpstream('mainnet');
      const calls = [];
      const transport = {request: (r) => (calls.push(r.method), upstream.request(r))};
      const sm = createStateManager({fork: {transport, blockTag: 'latest'}});
      await sm.ready();
      const weth = createAddress('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
      const first = await sm.getCode(weth);
      const n = calls.length;
      assert.ok(first.length > 0 && n > 0, 'nothing fetched');
      await sm.getCode(weth);
      assert.equal(calls.length, n, 'the second read went upstream again');
    },
  },
  {
    quote:
      'The fork helpers `getForkClient`, `getForkBlockTag` and `getAccountFromProvider`, and `getProof` (answered only in fork mode), are exported',
    check: async () => {
      const S = await import('tevm/state');
      for (const n of ['getForkClient', 'getForkBlockTag', 'getAccountFromProvider', 'getProof'])
        assert.equal(typeof S[n], 'function', n);
    },
  },
  {
    table: 'Option',
    row: 'fork',
    check: async (ctx) => {
      const {createStateManager} = await import('tevm/state');
      const sm = createStateManager({
        fork: {transport: await ctx.forkUpstream('mainnet'), blockTag: 'latest'},
      });
      await sm.ready();
      assert.ok(sm._baseState.options.fork?.transport);
      assert.match(
        ctx.source('@tevm/state/src/state-types/ForkOptions.ts'),
        /transport:[\s\S]*blockTag\?:[\s\S]*blockHash\?:[\s\S]*chainId\?:/,
      );
    },
  },
  {
    table: 'Option',
    row: 'currentStateRoot, stateRoots',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const {createAddress} = await import('tevm/address');
      const root = `0x${'ab'.repeat(32)}`;
      const state = {
        [A]: {
          nonce: 0n,
          balance: 3n,
          storageRoot: `0x${'00'.repeat(32)}`,
          codeHash: `0x${'00'.repeat(32)}`,
        },
      };
      const sm = createStateManager({currentStateRoot: root, stateRoots: new Map([[root, state]])});
      await sm.ready();
      assert.equal((await sm.getStateRoot()).length, 32);
      assert.equal(await sm.hasStateRoot(new Uint8Array(32).fill(0xab)), true);
      await sm.setStateRoot(new Uint8Array(32).fill(0xab));
      assert.equal((await sm.getAccount(createAddress(A)))?.balance, 3n);
    },
  },
  {
    quote:
      'They take the internal base state first, as in `dumpStorage(state._baseState)(address)`; note that the standalone names keep the older `ContractStorage` / `ContractCode` spelling',
    check: async () => {
      const S = await import('tevm/state');
      const {createAddress} = await import('tevm/address');
      const {createAccount} = await import('tevm/utils');
      const sm = S.createStateManager({});
      await sm.putAccount(createAddress(A), createAccount({}));
      await sm.putStorage(createAddress(A), new Uint8Array(32), new Uint8Array([7]));
      assert.deepEqual(await S.dumpStorage(sm._baseState)(createAddress(A)), {
        [`${'00'.repeat(32)}`]: '0x07',
      });
      for (const n of [
        'getContractStorage',
        'putContractStorage',
        'getContractCode',
        'putContractCode',
      ])
        assert.equal(typeof S[n], 'function', n);
      for (const n of ['getStorage', 'putStorage', 'getCode', 'putCode'])
        assert.equal(typeof sm[n], 'function', n);
    },
  },
  {
    quote: 'Storage needs an existing account.',
    example: 'await assert.rejects(state.putStorage(dave, key, hexToBytes(',
  },

  ...[
    [
      'InternalError: "cannot putContractStorage on non existing acccount!"',
      async (sm, a) => sm.putStorage(a, new Uint8Array(32), new Uint8Array([1])),
      'InternalError',
      /^cannot putContractStorage on non existing acccount!/,
    ],
    [
      'InternalError: "Storage key must be 32 bytes long"',
      async (sm, a, acc) => (
        await sm.putAccount(a, acc),
        sm.putStorage(a, new Uint8Array([1]), new Uint8Array([1]))
      ),
      'InternalError',
      /^Storage key must be 32 bytes long/,
    ],
    [
      'InternalError: "Attempted to deepCopy state with uncommitted checkpoints"',
      async (sm) => (await sm.checkpoint(), sm.deepCopy()),
      'InternalError',
      /^Attempted to deepCopy state with uncommitted checkpoints/,
    ],
    [
      'Error: "Attempted to setStateRoot with uncommitted checkpoints"',
      async (sm) => (await sm.checkpoint(), sm.setStateRoot(new Uint8Array(32))),
      'Error',
      /^Attempted to setStateRoot with uncommitted checkpoints/,
    ],
    [
      'NoStateRootExistsError',
      async (sm) => sm.setStateRoot(new Uint8Array(32)),
      'NoStateRootExistsError',
      /does not exist/,
    ],
    [
      'Error: "getProof only implemented in fork mode"',
      async (sm, a) => sm.getProof(a),
      'Error',
      /^getProof only implemented in fork mode/,
    ],
  ].map(([row, fn, name, message]) => ({
    table: 'Error',
    row,
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const {createAddress} = await import('tevm/address');
      const {createAccount} = await import('tevm/utils');
      const errors = await import('tevm/errors');
      const sm = createStateManager({});
      await sm.ready();
      const e = await fn(sm, createAddress(A), createAccount({})).then(
        () => assert.fail('did not throw'),
        (x) => x,
      );
      assert.equal(e.name, name);
      assert.match(e.message, message);
      if (name === 'InternalError') assert.ok(e instanceof errors.InternalError);
      if (name === 'NoStateRootExistsError')
        assert.equal('NoStateRootExistsError' in errors, false, 'tevm/errors exports it');
    },
  })),
  {
    quote: '(`generateCanonicalGenesis` throws the same error with its own name in the message)',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const sm = createStateManager({});
      await sm.checkpoint();
      await assert.rejects(
        sm.generateCanonicalGenesis({}),
        /Attempted to generateCanonicalGenesis state with uncommitted checkpoints/,
      );
    },
  },
  {
    table: 'Error',
    row: 'Error: "Cannot use pending as a fork block tag"',
    check: async (ctx) => {
      const {createStateManager} = await import('tevm/state');
      const {createAddress} = await import('tevm/address');
      const sm = createStateManager({
        fork: {transport: await ctx.forkUpstream('mainnet'), blockTag: 'pending'},
      });
      await sm.ready();
      await assert.rejects(
        sm.getAccount(createAddress(A)),
        /Cannot use pending as a fork block tag/,
      );
    },
  },
];
