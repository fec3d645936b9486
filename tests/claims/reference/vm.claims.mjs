// Claims of docs/reference/vm.mdx: what the package is, runTx options and results, the Vm members
// and the runTx errors.
import assert from 'node:assert/strict';
import {declares} from '../helpers.mjs';
import {dependencyTree} from './installed.mjs';

const ADDR = '0x00000000000000000000000000000000000b0b00';
const VM_SRC = '@tevm/vm/src';
const tevm = () => import('tevm');
const vmOf = (ctx) =>
  ctx.shared('node', async () => (await tevm()).createTevmNode()).then((n) => n.getVm());

/** The VM of `node` (a fresh node by default) plus an impersonated-transfer builder. */
const setup = async (node) => {
  const {createTevmNode, PREFUNDED_ACCOUNTS, parseGwei} = await tevm();
  const {createImpersonatedTx} = await import('tevm/tx');
  const {createAddress} = await import('tevm/address');
  const vm = await (node ?? createTevmNode()).getVm();
  const sender = createAddress(PREFUNDED_ACCOUNTS[0].address);
  const tx = (fields = {}) =>
    createImpersonatedTx({
      impersonatedAddress: sender,
      to: createAddress(ADDR),
      value: 1n,
      gasLimit: 21_000n,
      maxFeePerGas: parseGwei('10'),
      maxPriorityFeePerGas: 0n,
      ...fields,
    });
  return {vm, tx, createAddress};
};

/**
 * `vm.buildBlock` for block 1 on top of the head (one second later, the head's gas limit), with
 * `blockOpts`.
 */
const buildNext = async (vm, blockOpts) => {
  const parentBlock = await vm.blockchain.getCanonicalHeadBlock();
  return vm.buildBlock({
    parentBlock,
    headerData: {
      number: 1n,
      timestamp: parentBlock.header.timestamp + 1n,
      gasLimit: parentBlock.header.gasLimit,
    },
    blockOpts,
  });
};

export default [
  {
    quote: "It is Tevm's own port of the ethereumjs v10 VM (it does not load `@ethereumjs/vm`)",
    check: async (ctx) => {
      assert.equal(dependencyTree('@tevm/vm').has('@ethereumjs/vm'), false);
      assert.match(ctx.source(`${VM_SRC}/actions/runTx.ts`), /export const runTx =/);
    },
  },
  {
    quote:
      'It does not depend on `@tevm/node`, `@tevm/actions` or `@tevm/server`, so it needs no overrides on its own',
    check: async () => {
      const tree = dependencyTree('@tevm/vm');
      for (const p of ['@tevm/node', '@tevm/actions', '@tevm/server'])
        assert.equal(tree.has(p), false, p);
    },
  },
  {
    quote: 'The transaction must be a typed transaction object, not a plain object.',
    check: async () => {
      const {vm} = await setup();
      await assert.rejects(vm.runTx({tx: /** @type {any} */ ({to: ADDR, value: 1n})}), TypeError);
    },
  },
  {
    quote:
      '`createImpersonatedTx` from [`tevm/tx`](./tx.mdx) makes one that runs as any sender without a signature',
    example: 'const tx = createImpersonatedTx({',
  },
  {
    quote:
      '`runTx` options include `block` (the block context to execute in), `skipNonce`, `skipBalance`, `skipBlockGasLimitValidation` and `reportAccessList`. A result has `execResult` (return value, gas, logs, `exceptionError`), `totalGasSpent`, `amountSpent`, `gasRefund`, `bloom` and `receipt`.',
    check: async (ctx) => {
      declares(ctx, `${VM_SRC}/utils/RunTxOpts.ts`, [
        'block',
        'skipNonce',
        'skipBalance',
        'skipBlockGasLimitValidation',
        'reportAccessList',
      ]);
      const {vm, tx} = await setup();
      const r = await vm.runTx({tx: tx()});
      for (const k of [
        'execResult',
        'totalGasSpent',
        'amountSpent',
        'gasRefund',
        'bloom',
        'receipt',
      ])
        assert.ok(k in r, k);
      for (const k of ['returnValue', 'executionGasUsed', 'logs'])
        assert.ok(k in r.execResult, `execResult.${k}`);
    },
  },
  {
    quote:
      "TypeScript requires the VM's `common` in `blockOpts`. `build()` also makes the new block the chain's head, because `putBlockIntoBlockchain` defaults to `true`; pass `putBlockIntoBlockchain: false` in `blockOpts` to leave the head where it is",
    check: async (ctx) => {
      assert.match(
        ctx.source(`${VM_SRC}/utils/BuilderOpts.ts`),
        /interface BuilderOpts extends BlockOptions/,
      );
      assert.match(
        ctx.source('@tevm/block/src/types.ts'),
        /export interface BlockOptions \{\n(\s*(\/\*\*|\*)[^\n]*\n)*\s*common: Common\n/,
      );
      for (const put of [false, true, undefined]) {
        const {vm, tx} = await setup();
        const b = await buildNext(vm, put === undefined ? {} : {putBlockIntoBlockchain: put});
        await b.addTransaction(tx());
        await b.build();
        const head = (await vm.blockchain.getCanonicalHeadBlock()).header.number;
        assert.equal(head, put === false ? 0n : 1n, `putBlockIntoBlockchain: ${put}`);
      }
    },
  },
  {
    quote:
      'Blocks built by hand skip those steps, so `eth_getTransactionReceipt` will not find their transactions.',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const {bytesToHex} = await import('tevm/utils');
      const client = createMemoryClient();
      const {vm, tx: transfer} = await setup(client.transport.tevm);
      const b = await buildNext(vm, {putBlockIntoBlockchain: true});
      const tx = transfer();
      await b.addTransaction(tx);
      await b.build();
      assert.equal(await client.getBlockNumber(), 1n);
      assert.equal(
        await client.request({
          method: 'eth_getTransactionReceipt',
          params: [bytesToHex(tx.hash())],
        }),
        null,
      );
    },
  },
  {
    quote:
      'A standalone VM starts with empty state (no prefunded accounts), and `vm.deepCopy()` gives an independent copy',
    check: async () => {
      const {createVm} = await import('tevm/vm');
      const {createEvm} = await import('tevm/evm');
      const {createStateManager} = await import('tevm/state');
      const {createChain} = await import('tevm/blockchain');
      const {createCommon, tevmDefault} = await import('tevm/common');
      const {createAddress} = await import('tevm/address');
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const common = createCommon({...tevmDefault});
      const stateManager = createStateManager({});
      const blockchain = await createChain({common});
      const evm = await createEvm({common, stateManager, blockchain});
      const vm = createVm({common, stateManager, blockchain, evm});
      assert.equal(
        await vm.stateManager.getAccount(createAddress(PREFUNDED_ACCOUNTS[0].address)),
        undefined,
      );
    },
  },
  {
    quote:
      "Tevm's own actions work exactly like this: they deep-copy the node's VM, run the call on the copy and only commit when the call is meant to change the chain.",
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/actions/src/Call/cloneVmWithBlock.js'),
        /await originalVm\.deepCopy\(\)/,
      );
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const client = createMemoryClient();
      const vm = await client.transport.tevm.getVm();
      let copies = 0;
      const original = vm.deepCopy.bind(vm);
      vm.deepCopy = async () => (copies++, original());
      await client.tevmCall({from: PREFUNDED_ACCOUNTS[0].address, to: ADDR, value: 1n});
      assert.ok(copies >= 1, 'tevmCall did not copy the VM');
      assert.equal(await client.getBalance({address: ADDR}), 0n, 'a dry run changed the state');
    },
  },
  // members
  ...[
    ['stateManager', async (vm) => assert.equal(typeof vm.stateManager.getAccount, 'function')],
    [
      'blockchain',
      async (vm) => assert.equal((await vm.blockchain.getCanonicalHeadBlock()).header.number, 0n),
    ],
    ['evm', async (vm) => assert.equal(typeof vm.evm.runCall, 'function')],
    ['common', async (vm) => assert.equal(vm.common.ethjsCommon.hardfork(), 'prague')],
    ['runTx(opts)', async (vm) => assert.equal(typeof vm.runTx, 'function')],
    ['runBlock(opts)', async (vm) => assert.equal(typeof vm.runBlock, 'function')],
    ['buildBlock(opts)', async (vm) => assert.equal(typeof vm.buildBlock, 'function')],
    ['deepCopy()', async (vm) => assert.notEqual(await vm.deepCopy(), vm)],
    [
      'events',
      async (vm, ctx) => {
        assert.equal(typeof vm.events.on, 'function');
        for (const e of ['beforeTx', 'afterTx', 'beforeBlock', 'afterBlock'])
          assert.match(ctx.source(`${VM_SRC}/utils/VMEvents.ts`), new RegExp(`${e}:`), e);
      },
    ],
    ['ready()', async (vm) => assert.equal(await vm.ready(), true)],
  ].map(([row, fn]) => ({
    table: 'Member',
    row,
    check: async (ctx) => fn(await vmOf(ctx), ctx),
  })),
  {
    quote:
      'The package also exports the functions these methods are built from (`runTx(vm)`, `runBlock(vm)`, `buildBlock(vm)`, `applyBlock`, `applyTransactions`, `validateRunTx`, `generateTxReceipt`, `genTxTrie`, `execHardfork`, the block-reward helpers)',
    check: async (ctx) => {
      const V = await import('tevm/vm');
      for (const n of [
        'runTx',
        'runBlock',
        'buildBlock',
        'applyBlock',
        'applyTransactions',
        'validateRunTx',
        'generateTxReceipt',
        'genTxTrie',
        'execHardfork',
        'assignBlockRewards',
        'calculateMinerReward',
      ])
        assert.equal(typeof V[n], 'function', n);
      const vm = await vmOf(ctx);
      assert.equal(typeof V.runTx(vm), 'function');
    },
  },
  // errors
  {
    quote:
      'A failed check throws a typed error from [`tevm/errors`](../api/packages.mdx); an EVM failure during execution does not throw but is reported in `execResult.exceptionError`',
    check: async () => {
      const {vm, tx, createAddress} = await setup();
      await vm.stateManager.putCode(createAddress(ADDR), new Uint8Array([0x60, 0, 0x60, 0, 0xfd]));
      const r = await vm.runTx({tx: tx({gasLimit: 50_000n})});
      assert.equal(r.execResult.exceptionError?.error, 'revert');
    },
  },
  {
    table: 'Error (name)',
    row: "NonceTooLowError ('NonceTooLow'), NonceTooHighError ('NonceTooHigh')",
    check: async () => {
      const {NonceTooHighError, NonceTooLowError} = await import('tevm/errors');
      const {vm, tx} = await setup();
      const high = await vm.runTx({tx: tx({nonce: 5n})}).catch((e) => e);
      assert.ok(high instanceof NonceTooHighError);
      assert.equal(high.name, 'NonceTooHigh');
      await vm.runTx({tx: tx({nonce: 5n}), skipNonce: true});
      await vm.runTx({tx: tx({nonce: 1n}), skipNonce: true});
      const low = await vm.runTx({tx: tx({nonce: 0n})}).catch((e) => e);
      assert.ok(low instanceof NonceTooLowError);
      assert.equal(low.name, 'NonceTooLow');
    },
  },
  {
    table: 'Error (name)',
    row: "InsufficientFundsError ('InsufficientFunds')",
    check: async () => {
      const {InsufficientFundsError} = await import('tevm/errors');
      const {vm, tx, createAddress} = await setup();
      const broke = createAddress('0x00000000000000000000000000000000000c0ffe');
      const e = await vm.runTx({tx: tx({impersonatedAddress: broke})}).catch((x) => x);
      assert.ok(e instanceof InsufficientFundsError);
      assert.equal(e.name, 'InsufficientFunds');
      const r = await vm.runTx({tx: tx({impersonatedAddress: broke}), skipBalance: true});
      assert.equal(r.execResult.exceptionError, undefined);
    },
  },
  {
    table: 'Error (name)',
    row: "InvalidParamsError ('InvalidParams')",
    check: async () => {
      const {InvalidParamsError} = await import('tevm/errors');
      const {vm, tx} = await setup();
      const e = await vm.runTx({tx: tx({maxFeePerGas: 1n})}).catch((x) => x);
      assert.ok(e instanceof InvalidParamsError);
      assert.equal(e.name, 'InvalidParams');
      assert.match(e.message, /maxFeePerGas \(1\) is less than the block's baseFeePerGas/);
    },
  },
  {
    table: 'Error (name)',
    row: "InvalidGasLimitError ('InvalidGasLimitError')",
    check: async () => {
      const {InvalidGasLimitError} = await import('tevm/errors');
      const {vm, tx} = await setup();
      const e = await vm.runTx({tx: tx({gasLimit: 100n})}).catch((x) => x);
      assert.ok(e instanceof InvalidGasLimitError);
      assert.equal(e.name, 'InvalidGasLimitError');
      assert.match(e.message, /lower than the minimum gas limit of 21000/);
    },
  },
  {
    table: 'Error (name)',
    row: "TypeError: Cannot read properties of undefined (reading 'hardfork')",
    check: async () => {
      const {vm} = await setup();
      await assert.rejects(vm.runTx({tx: /** @type {any} */ ({to: ADDR})}), {
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'hardfork')",
      });
    },
  },
  {
    quote: 'Their messages also end with a description of the block and transaction',
    check: async () => {
      const {vm, tx} = await setup();
      const e = await vm.runTx({tx: tx({nonce: 5n})}).catch((x) => x);
      assert.match(e.message, /-> block number=0 hash=0x[0-9a-f]+[\s\S]*maxPriorityFeePerGas=0\)/);
    },
  },
  {
    quote: 'Generated from the installed `@tevm/vm` type declarations (1.0.0-rc.151)',
    check: async () => {
      const {pkg} = await import('./installed.mjs');
      assert.equal(pkg('@tevm/vm').version, '1.0.0-rc.151');
    },
  },
];
