// Claims of docs/core/managing-state.mdx.
import assert from 'node:assert/strict';
import {captureStdout, deepCopyObserved, memoryPersister} from '../helpers.mjs';

const tevm = () => import('tevm');
const fresh = async (o) => (await tevm()).createMemoryClient(o);
const A = '0x00000000000000000000000000000000000c0d01';

/**
 * Two nodes on one store with a throttle-free persister at the default log level: what the first
 * prints while it saves a change, how many entries the store then holds, and what the second
 * prints while it restores them. The refuted sentences of tests/claims/refuted/ read it too.
 */
export const persisterWarnings = async () => {
  const {createMemoryClient} = await tevm();
  const persister = await memoryPersister();
  const saving = await captureStdout(async () => {
    const first = createMemoryClient({persister: persister()});
    await first.setBalance({address: A, value: 2n});
    await first.mine({blocks: 1});
    await new Promise((r) => setTimeout(r, 50));
  });
  const saved = persister.stored.size;
  const restoring = await captureStdout(async () => {
    const second = createMemoryClient({persister: persister()});
    await second.tevmReady();
    await new Promise((r) => setTimeout(r, 50));
  });
  return {saving, saved, restoring};
};

/**
 * Reverts with `globalThis.Buffer` deleted, as in a browser page: once through viem's `revert`,
 * once through `evm_revert`. A browser's pino writes through `console`, but Node's writes through
 * a stream that itself needs `Buffer`, so the node is given a logger that records errors (what a
 * browser would print) while `Buffer` is gone. Restored in `finally`.
 */
export const revertWithoutBuffer = async () => {
  const c = await fresh();
  await c.tevmReady();
  const node = c.transport.tevm;
  const pino = node.logger;
  /** @type {{name: string, error: string, message: string}[]} */
  const logged = [];
  const recording = new Proxy(pino, {
    get: (target, key) =>
      key === 'error'
        ? (/** @type {any} */ e, /** @type {string} */ message) =>
            void logged.push({name: e?.name, error: String(e?.message ?? e), message})
        : target[key],
  });
  const {Buffer} = globalThis;
  const id = await c.snapshot();
  await c.setBalance({address: A, value: 5n});
  let viemThrew;
  let rpcAnswer;
  /** @type {any} */ (node).logger = recording;
  delete globalThis.Buffer; // what a browser page has
  try {
    await c.revert({id}).catch((e) => void (viemThrew = e.message));
  } finally {
    globalThis.Buffer = Buffer;
  }
  const afterViem = await c.getBalance({address: A});
  const rpcId = await c.request({method: 'evm_snapshot'});
  await c.setBalance({address: A, value: 6n});
  delete globalThis.Buffer; // what a browser page has
  try {
    rpcAnswer = await c.request({method: 'evm_revert', params: [rpcId]});
  } finally {
    globalThis.Buffer = Buffer;
    /** @type {any} */ (node).logger = pino;
  }
  const afterRpc = await c.getBalance({address: A});
  // the same revert with Buffer present
  await c.setBalance({address: A, value: 1n});
  const again = await c.snapshot();
  await c.setBalance({address: A, value: 7n});
  await c.revert({id: again});
  return {
    logged,
    viemThrew,
    rpcAnswer,
    afterViem,
    afterRpc,
    withBuffer: await c.getBalance({address: A}),
  };
};

export default [
  {
    quote:
      "`evm_revert` (viem's `revert`) restores the snapshot with Node's global `Buffer`, which browsers do not have.",
    check: async () => {
      const o = await revertWithoutBuffer();
      assert.match(String(o.logged[0]?.error), /Buffer is not defined/);
      assert.equal(o.withBuffer, 1n, 'with Buffer the revert restores the balance');
    },
  },
  {
    quote:
      "In a browser page, unless `globalThis.Buffer` is defined, the revert fails silently: the node catches the `ReferenceError`, logs it and answers `false`, viem's `revert` ignores that answer and returns normally, and the state stays as it was.",
    check: async () => {
      const o = await revertWithoutBuffer();
      assert.equal(o.viemThrew, undefined, "viem's revert threw");
      assert.equal(o.rpcAnswer, false, 'evm_revert did not answer false');
      assert.equal(o.logged.length, 2, 'one logged error per revert');
      assert.ok(o.logged.every((l) => l.name === 'ReferenceError'));
      assert.equal(o.afterViem, 5n, 'the state was reverted');
      assert.equal(o.afterRpc, 6n, 'the state was reverted');
    },
  },
  {
    table: 'Tool',
    row: 'viem setBalance, setNonce, setCode, setStorageAt',
    check: async () => {
      const c = await fresh();
      await c.setBalance({address: A, value: 3n});
      await c.setNonce({address: A, nonce: 4});
      await c.setCode({address: A, bytecode: '0x00'});
      await c.setStorageAt({address: A, index: 0, value: `0x${'01'.padStart(64, '0')}`});
      const acct = await c.tevmGetAccount({address: A, returnStorage: true});
      assert.deepEqual([acct.balance, acct.nonce, acct.deployedBytecode], [3n, 4n, '0x00']);
      assert.equal(Object.keys(acct.storage ?? {}).length, 1);
    },
  },
  {
    table: 'Tool',
    row: 'tevmSetAccount({ address, balance, nonce, deployedBytecode, state, stateDiff })',
    example: "assert.deepEqual(account.storage, { [slot(0)]: '0x6f', [slot(1)]: '0x05' })",
  },
  {
    table: 'Tool',
    row: 'tevmDeal({ erc20, account, amount })',
    check: async () => {
      const c = await fresh();
      const {ERC20} = await import('tevm/contract');
      await c.tevmDeal({account: A, amount: 7n});
      assert.equal(await c.getBalance({address: A}), 7n);
      const {createdAddress} = await c.tevmDeploy({
        ...ERC20.deploy('T', 'T'),
        addToBlockchain: true,
      });
      await c.tevmDeal({erc20: createdAddress, account: A, amount: 9n});
      assert.equal(await c.readContract(ERC20.withAddress(createdAddress).read.balanceOf(A)), 9n);
    },
  },
  {
    table: 'Tool',
    row: 'tevmGetAccount({ address, returnStorage: true })',
    check: async () => {
      const c = await fresh();
      await c.tevmSetAccount({address: A, balance: 1n, state: {[`0x${'0'.repeat(64)}`]: '0x01'}});
      const acct = await c.tevmGetAccount({address: A, returnStorage: true, throwOnFail: false});
      for (const k of ['balance', 'nonce', 'deployedBytecode', 'storageRoot', 'storage'])
        assert.ok(k in acct, k);
      const without = await c.tevmGetAccount({address: A, throwOnFail: false});
      assert.equal(without.storage, undefined);
    },
  },
  {
    quote: 'Keys in the returned `storage` map are 32 bytes long; values are minimal hex',
    example: "assert.deepEqual(account.storage, { [slot(0)]: '0x6f', [slot(1)]: '0x05' })",
  },
  {
    quote: 'returns **right-padded** values in this release',
    example: "assert.equal(raw, `0x6f${'0'.repeat(62)}`)",
  },
  {
    quote: 'Over JSON-RPC the same pair is `evm_snapshot` / `evm_revert` (or the `anvil_` names).',
    check: async () => {
      const c = await fresh();
      for (const [s, r] of [
        ['evm_snapshot', 'evm_revert'],
        ['anvil_snapshot', 'anvil_revert'],
      ]) {
        const id = await c.request({method: s});
        await c.setBalance({address: A, value: 1n});
        assert.equal(await c.request({method: r, params: [id]}), true);
        assert.equal(await c.getBalance({address: A}), 0n);
      }
    },
  },
  {
    quote:
      "Reverting to it again changes nothing: `evm_revert` answers `false`, and viem's `revert`, which ignores that answer, fails silently.",
    check: async () => {
      const c = await fresh();
      const id = await c.snapshot();
      await c.setBalance({address: A, value: 5n});
      await c.revert({id});
      await c.setBalance({address: A, value: 6n});
      await c.revert({id}); // does not throw
      assert.equal(await c.getBalance({address: A}), 6n);
      const rpcId = await c.request({method: 'evm_snapshot'});
      await c.request({method: 'evm_revert', params: [rpcId]});
      assert.equal(await c.request({method: 'evm_revert', params: [rpcId]}), false);
    },
  },
  {
    quote:
      'plain JSON keyed by checksummed address, with `nonce`, `balance`, `storageRoot`, `codeHash` and `storage` for each account, plus `deployedBytecode` for contracts.',
    check: async () => {
      const {getAddress} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = await fresh();
      await c.tevmSetAccount({address: '0xabcdefabcdefabcdefabcdefabcdefabcdefab01', balance: 1n});
      await c.setBalance({address: '0xabcdefabcdefabcdefabcdefabcdefabcdefab02', value: 1n});
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(1n),
        addToBlockchain: true,
      });
      const {state} = await c.tevmDumpState();
      const keys = Object.keys(state);
      assert.deepEqual(
        keys.filter((k) => k !== getAddress(k)),
        [],
        'keys that are not checksummed',
      );
      for (const k of keys) {
        const fields = Object.keys(state[k]).sort();
        const want = [
          'balance',
          'codeHash',
          'nonce',
          'storage',
          'storageRoot',
          ...(k === createdAddress ? ['deployedBytecode'] : []),
        ].sort();
        assert.deepEqual(fields, want, k);
      }
    },
  },
  {
    quote: 'Every value is already a hex string, so `JSON.stringify` works without a replacer.',
    example: 'const saved = JSON.stringify(await source.tevmDumpState())',
  },
  {
    quote: 'Dumps contain state only. Blocks, receipts and transaction history are not included.',
    example: 'assert.equal(await target.getBlockNumber(), 0n) // state only: no blocks came along',
  },
  {
    quote: 'a new client created with the same storage starts from the saved state',
    example: "assert.equal(await second.getBalance({ address: wallet }), parseEther('2'))",
  },
  {
    table: 'Persister option',
    row: 'storage',
    default: 'required',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/sync-storage-persister/src/CreateSyncStoragePersisterOptions.ts'),
        /^\s*storage: Storage/m,
      ),
  },
  {
    table: 'Persister option',
    row: 'key',
    default: "'REACT_QUERY_OFFLINE_CACHE'",
    check: async () => {
      const {createSyncStoragePersister} = await tevm();
      const saved = new Map();
      const p = createSyncStoragePersister({
        storage: {
          getItem: (k) => saved.get(k) ?? null,
          setItem: (k, v) => void saved.set(k, v),
          removeItem: (k) => void saved.delete(k),
        },
        throttleTime: 0,
      });
      p.persistTevmState({});
      await new Promise((r) => setTimeout(r, 10));
      assert.deepEqual([...saved.keys()], ['REACT_QUERY_OFFLINE_CACHE']);
    },
  },
  {
    table: 'Persister option',
    row: 'throttleTime',
    default: '1000 ms',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/sync-storage-persister/src/createSyncStoragePersister.js'),
        /throttleTime = 1000,/,
      ),
  },
  {
    table: 'Persister option',
    row: 'serialize / deserialize',
    default: 'JSON.stringify / JSON.parse',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/sync-storage-persister/src/createSyncStoragePersister.js'),
        /serialize = JSON\.stringify,\s*deserialize = JSON\.parse,/,
      ),
  },
  {
    quote:
      'A node says so in a warning when it restores saved state (the second client above), not when it saves',
    check: async () => {
      const o = await persisterWarnings();
      assert.equal(o.saved, 1, 'the first node saved its state');
      assert.doesNotMatch(o.saving, /experimental/, 'no warning when saving');
      assert.match(o.restoring, /"level":40[^\n]*State persistence is an experimental feature/);
    },
  },
  {
    table: 'Method',
    row: 'getAccount(address) / putAccount(address, account)',
    example:
      'await vm.stateManager.putAccount(address, createAccount({ balance: 10n, nonce: 1n }))',
  },
  {
    table: 'Method',
    row: 'getCode(address) / putCode(address, code)',
    check: async () => {
      const c = await fresh();
      const {createAddress} = await import('tevm/address');
      const vm = await c.transport.tevm.getVm();
      await vm.stateManager.putCode(createAddress(A), new Uint8Array([0x5f]));
      assert.deepEqual(await vm.stateManager.getCode(createAddress(A)), new Uint8Array([0x5f]));
    },
  },
  {
    table: 'Method',
    row: 'getStorage(address, key) / putStorage(address, key, value)',
    example: 'await vm.stateManager.putStorage(address, key, new Uint8Array([42]))',
  },
  {
    table: 'Method',
    row: 'checkpoint(), then commit() or revert()',
    example: 'await vm.stateManager.revert()',
  },
  {
    table: 'Method',
    row: 'dumpStorage(address)',
    check: async () => {
      const c = await fresh();
      const {createAddress} = await import('tevm/address');
      await c.tevmSetAccount({
        address: A,
        state: {[`0x${'0'.repeat(64)}`]: '0x01', [`0x${'0'.repeat(63)}1`]: '0x02'},
      });
      const vm = await c.transport.tevm.getVm();
      assert.equal(Object.keys(await vm.stateManager.dumpStorage(createAddress(A))).length, 2);
    },
  },
  {
    quote:
      "It is a bare node: no `debug()`, no members a decorator added (no `request` on a copy of a memory client's node), no impersonated account, and no interval mining",
    check: async () => {
      const o = await deepCopyObserved();
      assert.ok(o.missingOnCopy.includes('debug') && o.missingOnCopy.includes('request'));
      assert.equal(o.impersonated.copy, undefined);
      assert.ok(o.impersonated.original);
      assert.equal(o.intervalCopy.blockNumber, 0n, 'no interval block on the copy');
      assert.equal(o.intervalCopy.pending, 1);
    },
  },
  {
    quote: '`await node.deepCopy()` returns an independent node with the same state',
    check: async () => {
      const c = await fresh();
      await c.setBalance({address: A, value: 1n});
      const copy = await c.transport.tevm.deepCopy();
      const {getAccountHandler, setAccountHandler} = await import('tevm/actions');
      assert.equal((await getAccountHandler(copy)({address: A})).balance, 1n);
      await setAccountHandler(copy)({address: A, balance: 9n});
      assert.equal(await c.getBalance({address: A}), 1n);
    },
  },
  {
    quote: 'State-manager methods take an `Address` object from `createAddress`, not a hex string.',
    check: async () => {
      const c = await fresh();
      const vm = await c.transport.tevm.getVm();
      await assert.rejects(
        Promise.resolve().then(() => vm.stateManager.getAccount(/** @type {any} */ (A))),
      );
    },
  },
  {
    quote: 'a restored node starts again at block 0',
    example: 'assert.equal(await target.getBlockNumber(), 0n)',
  },
  {
    quote:
      '`createSyncStoragePersister({ storage })` (from `tevm` or `tevm/sync-storage-persister`) saves state to any synchronous storage with the `localStorage` shape: `getItem`, `setItem`, `removeItem`.',
    check: async () => {
      const t = await tevm();
      const sub = await import('tevm/sync-storage-persister');
      assert.equal(t.createSyncStoragePersister, sub.createSyncStoragePersister);
      // a storage object with exactly those three methods
      const map = new Map();
      const storage = {
        getItem: (k) => map.get(k) ?? null,
        setItem: (k, v) => void map.set(k, v),
        removeItem: (k) => void map.delete(k),
      };
      const persister = t.createSyncStoragePersister({storage, throttleTime: 0});
      const first = t.createMemoryClient({persister});
      await first.setBalance({address: A, value: 77n});
      await first.mine({blocks: 1});
      await new Promise((r) => setTimeout(r, 50));
      assert.ok(map.size > 0, 'nothing was written to storage');
      const second = t.createMemoryClient({persister: t.createSyncStoragePersister({storage})});
      assert.equal(await second.getBalance({address: A}), 77n);
    },
  },
  {
    quote:
      '`state` in `tevmSetAccount` replaces all storage of the account; use `stateDiff` to change a few slots.',
    check: async () => {
      const c = await fresh();
      const slot = (n) => `0x${n.toString(16).padStart(64, '0')}`;
      await c.tevmSetAccount({address: A, state: {[slot(0)]: slot(1), [slot(1)]: slot(2)}});
      await c.tevmSetAccount({address: A, stateDiff: {[slot(1)]: slot(3)}});
      let s = (await c.tevmGetAccount({address: A, returnStorage: true})).storage ?? {};
      assert.equal(Object.keys(s).length, 2, 'stateDiff kept the other slot');
      await c.tevmSetAccount({address: A, state: {[slot(5)]: slot(9)}});
      s = (await c.tevmGetAccount({address: A, returnStorage: true})).storage ?? {};
      assert.deepEqual(Object.keys(s), [slot(5)], 'state replaced every slot');
    },
  },
];
