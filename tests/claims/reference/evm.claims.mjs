// Claims of docs/reference/evm.mdx: what the EVM is, runCall, the createEvm options (each run, not
// read from the source, except loggingLevel), precompiles, events and execution errors.
import assert from 'node:assert/strict';

const ADD = '0x600160020160005260206000f3'; // 1 + 2, returned as a word
/** Init code that returns 24,577 zero bytes: one byte over the EIP-170 limit. */
const TOO_BIG = '0x6160016000f3';
const X = '0x0000000000000000000000000000000000001234';
const evmMod = () => import('tevm/evm');
const bytes = async (hex) => (await import('tevm/utils')).hexToBytes(hex);
/** A standalone EVM like the page's, with extra createEvm options. */
const standalone = async (opts = {}) => {
  const {createEvm} = await evmMod();
  const {createStateManager} = await import('tevm/state');
  const {createChain} = await import('tevm/blockchain');
  const {createCommon, tevmDefault} = await import('tevm/common');
  const common = createCommon({...tevmDefault});
  const stateManager = createStateManager({});
  const evm = await createEvm({
    common,
    stateManager,
    blockchain: await createChain({common}),
    ...opts,
  });
  return {evm, stateManager, common};
};
/** A precompile at X that answers 0x2a. */
const fortyTwo = async () => {
  const {createContract, definePrecompile, defineCall} = await import('tevm');
  const K = createContract({
    name: 'K',
    humanReadableAbi: ['function k() pure returns (uint256)'],
    address: X,
  });
  return definePrecompile({
    contract: K,
    call: defineCall(K.abi, {k: async () => ({returnValue: 42n, executionGasUsed: 10n})}),
  }).precompile();
};
const runErr = async (code, gasLimit = 100_000n) => {
  const {evm} = await standalone();
  const r = await evm.runCall({data: await bytes(code), gasLimit});
  return r.execResult;
};

/**
 * The error `tevmCall` throws for code that executes `REVERT` (fails when the call resolves).
 * Shared with the refuted sentence in tests/claims/refuted/claims/refcore.claims.mjs.
 */
export const revertThrown = async (code = '0x602a60005260206000fd') => {
  const {createMemoryClient} = await import('tevm');
  const client = createMemoryClient({loggingLevel: 'silent'});
  await client.tevmSetAccount({address: X, deployedBytecode: code});
  try {
    await client.tevmCall({to: X, gas: 100_000n});
  } catch (e) {
    return e;
  } finally {
    await client.transport.tevm.close();
  }
  assert.fail('tevmCall resolved');
};

export default [
  {
    quote: 'It is the ethereumjs v10 EVM, extended by Tevm',
    check: async (ctx) => {
      const {Evm} = await evmMod();
      const {EVM} = await import('@ethereumjs/evm');
      assert.equal(Object.getPrototypeOf(Evm), EVM);
      assert.match(JSON.parse(ctx.source('@ethereumjs/evm/package.json')).version, /^10\./);
      assert.equal(typeof Evm.prototype.addCustomPrecompile, 'function');
      assert.equal(typeof Evm.prototype.removeCustomPrecompile, 'function');
    },
  },
  {
    quote:
      '`tevmCall` runs a call with `onStep`, `onNewContract`, `onBeforeMessage` and `onAfterMessage` hooks',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const client = createMemoryClient();
      const seen = new Set();
      const hook = (name) => (_d, next) => {
        seen.add(name);
        next?.();
      };
      await client.tevmCall({
        from: PREFUNDED_ACCOUNTS[0].address,
        data: '0x600160005360016000f3',
        onStep: hook('step'),
        onNewContract: hook('newContract'),
        onBeforeMessage: hook('beforeMessage'),
        onAfterMessage: hook('afterMessage'),
      });
      assert.deepEqual([...seen].sort(), ['afterMessage', 'beforeMessage', 'newContract', 'step']);
    },
  },
  {
    quote: '`customPrecompiles` adds precompiles at start-up',
    check: async () => {
      const {createMemoryClient, encodeFunctionData} = await import('tevm');
      const client = createMemoryClient({customPrecompiles: [await fortyTwo()]});
      const abi = [
        {
          type: 'function',
          name: 'k',
          inputs: [],
          outputs: [{type: 'uint256'}],
          stateMutability: 'pure',
        },
      ];
      const r = await client.tevmCall({to: X, data: encodeFunctionData({abi, functionName: 'k'})});
      assert.equal(BigInt(r.rawData), 42n);
    },
  },
  {
    quote:
      "run a message without a transaction (no signature, no fee, no block; the caller's nonce still goes up by one)",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {createAddress} = await import('tevm/address');
      const client = createMemoryClient();
      const vm = await client.transport.tevm.getVm();
      const from = PREFUNDED_ACCOUNTS[0].address;
      await client.tevmSetAccount({address: X, deployedBytecode: ADD});
      const before = await vm.stateManager.getAccount(createAddress(from));
      const r = await vm.evm.runCall({
        caller: createAddress(from),
        to: createAddress(X),
        data: await bytes('0x'),
        gasLimit: 100_000n,
        gasPrice: 10n,
      });
      assert.equal(r.execResult.returnValue.length, 32);
      const after = await vm.stateManager.getAccount(createAddress(from));
      assert.equal(after.nonce, before.nonce + 1n);
      assert.equal(after.balance, before.balance);
      assert.equal(await client.getBlockNumber(), 0n);
    },
  },
  {
    quote:
      'It returns `{ execResult }` with the `returnValue` bytes, `executionGasUsed`, `logs` and, when execution failed, `exceptionError`.',
    check: async () => {
      const ok = await runErr(ADD);
      assert.ok(ok.returnValue instanceof Uint8Array && ok.returnValue.length === 32);
      assert.equal(typeof ok.executionGasUsed, 'bigint');
      assert.deepEqual(ok.logs, []);
      assert.equal(ok.exceptionError, undefined);
      assert.ok((await runErr('0xfe')).exceptionError);
    },
  },
  {
    quote:
      "The state changes of a `runCall` are applied to the EVM's state manager, so treat it as a write unless you run it on a copy",
    check: async () => {
      const {createMemoryClient, encodeFunctionData} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const {createAddress} = await import('tevm/address');
      const client = createMemoryClient();
      const {createdAddress} = await client.tevmDeploy({...SimpleContract.deploy(1n)});
      const vm = await client.transport.tevm.getVm();
      await vm.evm.runCall({
        to: createAddress(createdAddress),
        data: await bytes(
          encodeFunctionData({abi: SimpleContract.abi, functionName: 'set', args: [9n]}),
        ),
        gasLimit: 100_000n,
      });
      const read = await client.readContract(SimpleContract.withAddress(createdAddress).read.get());
      assert.equal(read, 9n);
    },
  },
  {
    quote: 'Without `to`, `runCall` treats `data` as init code and runs it',
    example: "data: hexToBytes('0x600160020160005260206000f3'),",
  },
  {
    table: '`createEvm` option',
    row: 'common',
    default: 'required',
    quote: 'A viem chain object is not rejected but ignored',
    check: async () => {
      const {createEvm} = await evmMod();
      const {createStateManager} = await import('tevm/state');
      const {createChain} = await import('tevm/blockchain');
      const {tevmDefault, createCommon} = await import('tevm/common');
      const {optimism} = await import('viem/chains');
      const blockchain = await createChain({common: tevmDefault});
      await assert.rejects(
        createEvm({stateManager: createStateManager({}), blockchain}),
        TypeError,
      );
      const viemChain = await createEvm({
        common: optimism,
        stateManager: createStateManager({}),
        blockchain,
      });
      assert.equal(viemChain.common.chainId(), 1n);
      const london = createCommon({...tevmDefault, hardfork: 'london'});
      const {evm} = await standalone({common: london});
      assert.equal(evm.common.hardfork(), 'london');
      assert.equal(evm.common.chainId(), 900n);
    },
  },
  {
    table: '`createEvm` option',
    row: 'stateManager',
    default: 'ethereumjs SimpleStateManager',
    check: async (ctx) => {
      const {evm, stateManager} = await standalone();
      assert.equal(evm.stateManager, stateManager);
      const {createEvm} = await evmMod();
      const {createChain} = await import('tevm/blockchain');
      const {tevmDefault} = await import('tevm/common');
      const e = await createEvm({
        common: tevmDefault,
        blockchain: await createChain({common: tevmDefault}),
      });
      assert.equal(e.stateManager.constructor.name, 'SimpleStateManager');
      const r = await e.runCall({data: await bytes(ADD), gasLimit: 100_000n});
      assert.equal(r.execResult.exceptionError, undefined);
      assert.match(
        ctx.source('@tevm/evm/src/CreateEvmOptions.ts'),
        /^\s*stateManager: StateManager$/m,
      );
    },
  },
  {
    table: '`createEvm` option',
    row: 'blockchain',
    default: 'ethereumjs EVMMockBlockchain',
    check: async (ctx) => {
      const {createEvm} = await evmMod();
      const {tevmDefault} = await import('tevm/common');
      const {createStateManager} = await import('tevm/state');
      const mock = await createEvm({common: tevmDefault, stateManager: createStateManager({})});
      assert.equal(mock.blockchain.constructor.name, 'EVMMockBlockchain');
      assert.match(ctx.source('@tevm/evm/src/CreateEvmOptions.ts'), /^\s*blockchain: Chain$/m);
      const {createChain} = await import('tevm/blockchain');
      const blockchain = await createChain({common: tevmDefault});
      const {evm} = await standalone({blockchain});
      assert.equal(evm.blockchain, blockchain);
    },
  },
  {
    table: '`createEvm` option',
    row: 'customPrecompiles',
    default: 'none',
    check: async () => {
      const {createAddress} = await import('tevm/address');
      const {evm: plain} = await standalone();
      const empty = await plain.runCall({
        to: createAddress(X),
        data: await bytes('0x'),
        gasLimit: 100_000n,
      });
      assert.equal(empty.execResult.returnValue.length, 0);
      const {evm} = await standalone({customPrecompiles: [await fortyTwo()]});
      const {encodeFunctionData} = await import('tevm');
      const data = encodeFunctionData({
        abi: [
          {
            type: 'function',
            name: 'k',
            inputs: [],
            outputs: [{type: 'uint256'}],
            stateMutability: 'pure',
          },
        ],
        functionName: 'k',
      });
      const r = await evm.runCall({
        to: createAddress(X),
        data: await bytes(data),
        gasLimit: 100_000n,
      });
      assert.equal(BigInt(`0x${Buffer.from(r.execResult.returnValue).toString('hex')}`), 42n);
    },
  },
  {
    table: '`createEvm` option',
    row: 'customPredeploys',
    default: 'none',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const {createAddress} = await import('tevm/address');
      const {bytesToHex} = await import('tevm/utils');
      const {stateManager} = await standalone({
        customPredeploys: [{contract: SimpleContract.withAddress(X)}],
      });
      assert.equal(
        bytesToHex(await stateManager.getCode(createAddress(X))),
        SimpleContract.deployedBytecode,
      );
      const {stateManager: none} = await standalone();
      assert.equal((await none.getCode(createAddress(X))).length, 0);
    },
  },
  {
    table: '`createEvm` option',
    row: 'allowUnlimitedContractSize',
    default: 'false',
    check: async () => {
      const {evm} = await standalone();
      const capped = await evm.runCall({data: await bytes(TOO_BIG), gasLimit: 30_000_000n});
      assert.match(capped.execResult.exceptionError?.error ?? '', /code size/);
      const {evm: free} = await standalone({allowUnlimitedContractSize: true});
      const ok = await free.runCall({data: await bytes(TOO_BIG), gasLimit: 30_000_000n});
      assert.equal(ok.execResult.exceptionError, undefined);
    },
  },
  {
    table: '`createEvm` option',
    row: 'profiler',
    default: 'false',
    check: async () => {
      const {evm} = await standalone();
      await evm.runCall({data: await bytes(ADD), gasLimit: 100_000n});
      assert.deepEqual(evm.getPerformanceLogs(), {opcodes: [], precompiles: []});
      const {evm: p} = await standalone({profiler: true});
      await p.runCall({data: await bytes(ADD), gasLimit: 100_000n});
      assert.ok(p.getPerformanceLogs().opcodes.length > 0);
    },
  },
  {
    table: '`createEvm` option',
    row: 'loggingLevel',
    default: "'warn'",
    check: async (ctx) => {
      // the logger is local to createEvm: its default level can only be read from the source
      const src = ctx.source('@tevm/evm/dist/index.js');
      assert.match(src, /name: "@tevm\/evm",\s*level: loggingLevel \?\? "warn"/);
      const {evm} = await standalone();
      assert.equal(evm.events.listenerCount('step'), 0);
      const {evm: traced} = await standalone({loggingLevel: 'trace'});
      assert.equal(traced.events.listenerCount('step'), 1);
    },
  },
  {
    quote: 'returns a `Map` from unprefixed address to precompile for the hardfork in effect',
    check: async () => {
      const {getActivePrecompiles} = await evmMod();
      const {createCommon, mainnet} = await import('tevm/common');
      const prague = getActivePrecompiles(createCommon({...mainnet}).ethjsCommon);
      const london = getActivePrecompiles(
        createCommon({...mainnet, hardfork: 'london'}).ethjsCommon,
      );
      assert.ok(prague instanceof Map);
      assert.ok(prague.has('000000000000000000000000000000000000000a'));
      assert.equal(london.has('000000000000000000000000000000000000000a'), false);
    },
  },
  {
    quote: 'the Tevm `common` throws `common.gteHardfork is not a function`',
    check: async () => {
      const {getActivePrecompiles} = await evmMod();
      const {tevmDefault} = await import('tevm/common');
      assert.throws(
        () => getActivePrecompiles(tevmDefault),
        /common\.gteHardfork is not a function/,
      );
    },
  },
  {
    quote: 'calls made through the client see the change at once',
    example: 'vm.evm.addCustomPrecompile(doubler.precompile())',
  },
  {
    quote:
      '`evm.events` emits `step` before each opcode, `newContract` when a `CREATE` starts (before the init code runs, with `code` holding the init code, and even when the deployment then fails), and `beforeMessage` / `afterMessage` around every call frame.',
    check: async () => {
      const {evm} = await standalone();
      const seen = [];
      for (const e of ['step', 'newContract', 'beforeMessage', 'afterMessage'])
        evm.events.on(e, (_d, next) => {
          seen.push(e);
          next?.();
        });
      // init code that deploys one byte of code
      await evm.runCall({data: await bytes('0x600160005360016000f3'), gasLimit: 100_000n});
      assert.equal(seen[0], 'beforeMessage');
      assert.equal(seen.at(-1), 'afterMessage');
      assert.ok(seen.includes('newContract'));
      assert.equal(seen.filter((s) => s === 'step').length, 6);
      assert.ok(seen.indexOf('newContract') < seen.indexOf('step'), 'newContract after a step');
      // init code that fails at once (INVALID): newContract still fires, with the init code
      const {evm: other} = await standalone();
      const contracts = [];
      other.events.on('newContract', (d, next) => {
        contracts.push(d.code);
        next?.();
      });
      const failed = await other.runCall({data: await bytes('0xfe'), gasLimit: 100_000n});
      assert.equal(failed.execResult.exceptionError?.error, 'invalid opcode');
      assert.deepEqual(contracts, [await bytes('0xfe')]);
    },
  },
  {
    quote: "Remove listeners when you are done: they stay attached to the node's EVM",
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const vm = await createMemoryClient().transport.tevm.getVm();
      let steps = 0;
      const onStep = (_s, next) => {
        steps++;
        next?.();
      };
      vm.evm.events.on('step', onStep);
      await vm.evm.runCall({data: await bytes(ADD), gasLimit: 100_000n});
      await vm.evm.runCall({data: await bytes(ADD), gasLimit: 100_000n});
      assert.equal(steps, 16);
      vm.evm.events.off('step', onStep);
      await vm.evm.runCall({data: await bytes(ADD), gasLimit: 100_000n});
      assert.equal(steps, 16);
    },
  },
  {
    quote:
      'The interpreter does not throw when execution fails. `runCall` resolves, and `execResult.exceptionError` holds an `EVMError` (also exported as `EvmError`)',
    check: async () => {
      const {EVMError, EvmError} = await evmMod();
      assert.equal(EVMError, EvmError);
      const r = await runErr('0xfe');
      assert.ok(r.exceptionError instanceof EVMError);
    },
  },
  {
    quote: 'Apart from a revert, a failed frame consumes all the gas it was given',
    check: async () => {
      assert.equal((await runErr('0xfe', 50_000n)).executionGasUsed, 50_000n);
      assert.equal((await runErr('0x56', 50_000n)).executionGasUsed, 50_000n); // JUMP with empty stack
      const reverted = await runErr('0x60006000fd', 50_000n);
      assert.equal(reverted.exceptionError?.error, 'revert');
      assert.ok(reverted.executionGasUsed < 100n);
    },
  },
  ...[
    ["'revert'", '0x602a60005260206000fd', 'revert', 'EvmRevertError'],
    ["'invalid opcode'", '0xfe', 'invalid opcode', 'InvalidOpcodeError'],
    // MSTORE at offset 2^256-1: the memory expansion alone is out of gas
    ["'out of gas'", `0x60007f${'ff'.repeat(32)}52`, 'out of gas', 'OutOfGasError'],
  ].map(([row, code, error, typed]) => ({
    table: '`exceptionError.error`',
    row,
    check: async () => {
      const r = await runErr(code);
      assert.equal(r.exceptionError?.error, error);
      if (error === 'revert') {
        assert.equal(r.returnValue.length, 32);
        const e = await revertThrown(code);
        assert.ok(e instanceof (await import('tevm/errors')).RevertError, 'not a RevertError');
        assert.equal(e.name, 'EvmRevertError');
        assert.equal(e.code, 3);
      }
      const {createMemoryClient} = await import('tevm');
      const errors = await import('tevm/errors');
      const client = createMemoryClient();
      await client.tevmSetAccount({address: X, deployedBytecode: code});
      await assert.rejects(client.tevmCall({to: X, gas: 100_000n}), errors[typed]);
      const soft = await client.tevmCall({to: X, gas: 100_000n, throwOnFail: false});
      assert.ok(soft.errors?.[0] instanceof errors[typed]);
    },
  })),
  {
    table: '`exceptionError.error`',
    row: "'stack underflow', 'stack overflow', …",
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const errors = await import('tevm/errors');
      for (const [code, error, typed] of [
        ['0x01', 'stack underflow', 'StackUnderflowError'],
        [`0x${'5f'.repeat(1025)}`, 'stack overflow', 'StackOverflowError'],
      ]) {
        assert.equal((await runErr(code)).exceptionError?.error, error);
        const client = createMemoryClient();
        await client.tevmSetAccount({address: X, deployedBytecode: code});
        await assert.rejects(client.tevmCall({to: X, gas: 100_000n}), errors[typed], typed);
      }
    },
  },
  {
    table: '`exceptionError.error`',
    row: "'invalid JUMP at …'",
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const errors = await import('tevm/errors');
      assert.ok((await runErr('0x600356')).exceptionError?.error.startsWith('invalid JUMP at '));
      const client = createMemoryClient();
      await client.tevmSetAccount({address: X, deployedBytecode: '0x600356'});
      const r = await client.tevmCall({to: X, gas: 100_000n, throwOnFail: false});
      const e = r.errors?.[0];
      assert.ok(e instanceof errors.InternalEvmError);
      assert.equal(e instanceof errors.InvalidJumpError, false);
      assert.equal(e.code, 0);
      assert.match(e.message, /^Unknown error: invalid JUMP at /);
    },
  },
  {
    quote:
      '`profiler: true` works on an EVM you call directly, as above. Client actions run on a deep copy of the VM that loses the flag, so `vm.evm.getPerformanceLogs()` stays empty after `tevmCall`',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const client = createMemoryClient({profiler: true});
      await client.tevmCall({from: PREFUNDED_ACCOUNTS[0].address, data: ADD});
      const vm = await client.transport.tevm.getVm();
      assert.deepEqual(vm.evm.getPerformanceLogs(), {opcodes: [], precompiles: []});
      await vm.evm.runCall({data: await bytes(ADD), gasLimit: 100_000n});
      assert.ok(
        vm.evm.getPerformanceLogs().opcodes.length > 0,
        'the node EVM itself does not profile',
      );
    },
  },
  {
    quote: '`EvmType` appears there as a declared value, but it is only a type at runtime',
    check: async (ctx) => {
      assert.equal('EvmType' in (await evmMod()), false);
      const api = JSON.parse(ctx.source('../src/data/api/evm.json')).packages[0];
      assert.equal(api.exports.find((e) => e.name === 'EvmType')?.kind, 'constant');
      assert.equal(api.version, '1.0.0-rc.151');
    },
  },
];
