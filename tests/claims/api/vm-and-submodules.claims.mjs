// Claims of docs/api/vm-and-submodules.mdx.
import assert from 'node:assert/strict';
import {hasFunctions as hasMethods, STATE_MANAGER_METHODS} from '../members.mjs';

const vm = (ctx) =>
  ctx.shared('vm', async () => (await import('tevm')).createMemoryClient().transport.tevm.getVm());

export default [
  {
    quote: 'These are ethereumjs v10 objects, reached through the `@evmts/zevm` layer',
    check: async (ctx) => {
      const pkg = JSON.parse(ctx.source('@evmts/zevm/package.json'));
      assert.match(pkg.dependencies['@ethereumjs/evm'], /^\^?10\./);
    },
  },
  {
    table: 'Part',
    row: 'vm.evm',
    check: async (ctx) =>
      hasMethods(
        (await vm(ctx)).evm,
        ['runCall', 'addCustomPrecompile', 'getPerformanceLogs'],
        'vm.evm',
      ),
  },
  {
    table: 'Part',
    row: 'vm.stateManager',
    check: async (ctx) => {
      const sm = (await vm(ctx)).stateManager;
      hasMethods(sm, STATE_MANAGER_METHODS, 'vm.stateManager');
      assert.equal(sm.getContractStorage, undefined);
    },
  },
  {
    table: 'Part',
    row: 'vm.blockchain',
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
    table: 'You want to…',
    row: 'experiment without risk',
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
  {
    table: 'Part',
    row: 'vm.common',
    check: async (ctx) => {
      const v = await vm(ctx);
      assert.equal(v.common.id, 900);
      assert.equal(v.common.ethjsCommon.hardfork(), 'prague');
      assert.equal(v.evm.common, v.common.ethjsCommon, 'the EVM does not share the common');
    },
  },
  {
    table: 'You want to…',
    row: 'call, deploy, transfer, mine',
    check: async () => {
      const c = (await import('tevm')).createMemoryClient();
      for (const m of ['tevmCall', 'tevmDeploy', 'sendTransaction', 'tevmMine'])
        assert.equal(typeof (/** @type {any} */ (c)[m]), 'function', m);
      await c.transport.tevm.close();
    },
  },
  {
    table: 'You want to…',
    row: 'inspect opcodes',
    check: async () => {
      const c = (await import('tevm')).createMemoryClient();
      const ops = [];
      await c.setCode({address: '0x00000000000000000000000000000000000000e5', bytecode: '0x5f00'});
      await c.tevmCall({
        to: '0x00000000000000000000000000000000000000e5',
        onStep: (s, next) => (ops.push(s.opcode.name), next?.()),
      });
      assert.deepEqual(ops, ['PUSH0', 'STOP']);
      await c.transport.tevm.close();
    },
  },
  {
    table: 'You want to…',
    row: 'run a message with no transaction at all',
    example: 'const { execResult } = await vm.evm.runCall({',
  },
  {
    table: 'You want to…',
    row: 'write tooling that walks blocks or state tries',
    check: async (ctx) => {
      const v = await vm(ctx);
      const head = await v.blockchain.getCanonicalHeadBlock();
      const parent = await v.blockchain.getBlock(head.header.number);
      assert.equal(parent.header.number, head.header.number);
      assert.ok((await v.stateManager.getStateRoot()) instanceof Uint8Array);
    },
  },
];
