// Claims of docs/api/vm-and-submodules.mdx.
import assert from 'node:assert/strict';

const vm = (ctx) =>
  ctx.shared('vm', async () => (await import('tevm')).createMemoryClient().transport.tevm.getVm());
const hasMethods = (obj, names, what) => {
  const missing = names.filter((n) => typeof obj[n] !== 'function');
  assert.deepEqual(missing, [], `${what} lacks ${missing.join(', ')}`);
};

export default [
  {
    quote: 'These are ethereumjs v10 objects, reached through the `@evmts/zevm` layer',
    check: async (ctx) => {
      const pkg = JSON.parse(ctx.source('@evmts/zevm/package.json'));
      assert.match(pkg.dependencies['@ethereumjs/evm'], /^\^?10\./);
    },
  },
  {
    quote:
      '| `vm.evm` | executes bytecode | `runCall(...)`, `addCustomPrecompile`, `getPerformanceLogs()` |',
    check: async (ctx) =>
      hasMethods(
        (await vm(ctx)).evm,
        ['runCall', 'addCustomPrecompile', 'getPerformanceLogs'],
        'vm.evm',
      ),
  },
  {
    quote:
      '`getAccount`, `putAccount`, `getStorage`, `putStorage`, `checkpoint`, `commit`, `revert`, `getStateRoot`',
    check: async (ctx) => {
      const sm = (await vm(ctx)).stateManager;
      hasMethods(
        sm,
        [
          'getAccount',
          'putAccount',
          'getStorage',
          'putStorage',
          'checkpoint',
          'commit',
          'revert',
          'getStateRoot',
        ],
        'vm.stateManager',
      );
      assert.equal(sm.getContractStorage, undefined);
    },
  },
  {
    quote: '`getBlock`, `getBlockByTag`, `getCanonicalHeadBlock`, `putBlock`',
    check: async (ctx) =>
      hasMethods(
        (await vm(ctx)).blockchain,
        ['getBlock', 'getBlockByTag', 'getCanonicalHeadBlock', 'putBlock'],
        'vm.blockchain',
      ),
  },
  {
    quote: 'The VM itself offers `runTx`, `runBlock`, `buildBlock` and `deepCopy()`.',
    check: async (ctx) =>
      hasMethods(await vm(ctx), ['runTx', 'runBlock', 'buildBlock', 'deepCopy'], 'vm'),
  },
  {
    quote: 'no transaction object, no nonce check, no block',
    example: 'const { execResult } = await vm.evm.runCall({',
  },
  {
    quote: '`vm.runTx` needs a real transaction object, not a plain JavaScript object.',
    example: 'const result = await vm.runTx({ tx, skipBalance: false, skipNonce: false })',
  },
  {
    quote: 'it takes EIP-1559 fields plus `impersonatedAddress`, needs no signature',
    example: 'const tx = createImpersonatedTx({',
  },
  {
    quote:
      '`runTx` does not put the transaction in a block, write a receipt or update the mempool.',
    example: '// No block was built and no receipt written.',
  },
  {
    quote:
      'The mempool and receipts are not part of the VM: use `await node.getTxPool()` and `await node.getReceiptsManager()`',
    check: async (ctx) => {
      const {createTevmNode} = await import('tevm');
      const node = createTevmNode();
      assert.equal(typeof (await node.getTxPool()).add, 'function');
      assert.equal(typeof (await node.getReceiptsManager()).getReceipts, 'function');
      const v = await vm(ctx);
      assert.equal(v.txPool, undefined);
    },
  },
  {
    quote: "`getCanonicalHeadBlock()` and `getBlockByTag('latest')` return the newest block",
    example: "const byTag = await vm.blockchain.getBlockByTag('latest')",
  },
  {
    quote: '| experiment without risk | `await vm.deepCopy()` or `node.deepCopy()` |',
    check: async () => {
      const {createTevmNode} = await import('tevm');
      const {createAddress} = await import('tevm/address');
      const node = createTevmNode();
      const v = await node.getVm();
      const copy = await v.deepCopy();
      const a = createAddress('0x00000000000000000000000000000000000000ee');
      await copy.stateManager.putAccount(
        a,
        (await import('tevm/utils')).createAccount({balance: 5n}),
      );
      assert.equal(await v.stateManager.getAccount(a), undefined);
      assert.equal(typeof node.deepCopy, 'function');
    },
  },
];
