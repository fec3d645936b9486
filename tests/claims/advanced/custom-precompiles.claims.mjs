// Claims of docs/advanced/custom-precompiles.mdx.
import assert from 'node:assert/strict';
import {oneFunctionPrecompile, rawPrecompileUnhandled} from '../helpers.mjs';

/** A client with a precompile whose f(x) returns x and throws for 0. */
const setup = (ctx) =>
  ctx.shared('setup', async () => {
    const {createMemoryClient} = await import('tevm');
    const {contract: C, precompile: p} = await oneFunctionPrecompile({
      signature: 'function f(uint256 x) view returns (uint256)',
      address: '0x0000000000000000000000000000000000000c03',
      handler: async ({args}) => {
        if (args[0] === 0n) throw new Error('x must not be zero');
        return {returnValue: args[0], executionGasUsed: 10n};
      },
    });
    return {
      C,
      client: createMemoryClient({customPrecompiles: [p.precompile()], loggingLevel: 'silent'}),
    };
  });
const F0 = `0xb3de648b${'0'.repeat(64)}`; // f(0)

/** A memory client with one `add(a, b)` precompile that reports `gas` as its executionGasUsed. */
const calcClient = async (gas) => {
  const {createMemoryClient} = await import('tevm');
  const {contract: Calc, precompile: p} = await oneFunctionPrecompile({
    name: 'Calc',
    signature: 'function add(uint256 a, uint256 b) view returns (uint256)',
    address: '0x0000000000000000000000000000000000000c01',
    handler: async ({args}) => ({returnValue: args[0] + args[1], executionGasUsed: gas}),
  });
  return {client: createMemoryClient({customPrecompiles: [p.precompile()]}), Calc};
};

export default [
  {
    quote:
      "Each handler is async, receives the decoded `args`, and returns `returnValue` in the ABI's JavaScript types",
    example:
      'add: async ({ args }) => ({ returnValue: args[0] + args[1], executionGasUsed: 200n })',
  },
  {
    quote:
      'Passing the `definePrecompile` result itself crashes the process during lazy initialisation with "Cannot read properties of undefined (reading \'toString\')", surfacing as an unhandled rejection',
    check: async (ctx) => {
      const unhandled = await rawPrecompileUnhandled(ctx);
      assert.ok(
        unhandled.some((m) => /reading 'toString'/.test(m)),
        unhandled.join('; '),
      );
    },
  },
  {
    quote: 'There is no `precompiles` option either; the key is `customPrecompiles`.',
    check: async (ctx) => {
      const src = ctx.source('@tevm/node/src/TevmNodeOptions.ts');
      assert.match(src, /readonly customPrecompiles\?:/);
      assert.doesNotMatch(src, /readonly precompiles\?:/);
    },
  },
  {
    table: 'Caller',
    row: 'Tevm action',
    example: 'const sum = await client.tevmContract({ ...Calc.read.add(2n, 3n) })',
  },
  {
    table: 'Caller',
    row: 'viem',
    example: "assert.equal(await client.readContract(Calc.read.greet('Tevm')), 'Hello, Tevm!')",
  },
  {
    table: 'Caller',
    row: 'Raw JSON-RPC',
    check: async (ctx) => {
      const {client} = await setup(ctx);
      assert.equal(
        await client.request({
          method: 'eth_call',
          params: [
            {
              to: '0x0000000000000000000000000000000000000c03',
              data: `0xb3de648b${'7'.padStart(64, '0')}`,
            },
            'latest',
          ],
        }),
        `0x${'7'.padStart(64, '0')}`,
      );
    },
  },
  {
    table: 'Caller',
    row: 'Solidity',
    check: async (ctx) => {
      // A contract that STATICCALLs the precompile with f(7) and returns its result.
      const {client} = await setup(ctx);
      const caller = '0x0000000000000000000000000000000000000ca1';
      // PUSH4 sel, PUSH1 0xe0, SHL, PUSH1 0, MSTORE; PUSH1 7, PUSH1 4, MSTORE; STATICCALL(gas, 0xc03, 0, 0x24, 0, 0x20); RETURN(0, 0x20)
      const code = '0x63b3de648b60e01b60005260076004526020600060246000610c035afa5060206000f3';
      await client.setCode({address: caller, bytecode: code});
      assert.equal(
        await client.request({method: 'eth_call', params: [{to: caller, data: '0x'}, 'latest']}),
        `0x${'7'.padStart(64, '0')}`,
      );
    },
  },
  {
    quote:
      "charges gas the way the EVM's own `KECCAK256` opcode does: a base cost plus a cost per 32-byte word of input",
    example: 'assert.equal(long.executionGasUsed, 54n) // 4 words',
  },
  {
    quote: '`executionGasUsed` is entirely up to you.',
    example: 'assert.equal(sum.executionGasUsed, 200n)',
  },
  {
    quote:
      'When a handler throws, the call fails with an `InternalEvmError` whose message is "Unknown error"; your own text is only in its `details` (and `cause`).',
    check: async (ctx) => {
      const {client, C} = await setup(ctx);
      await assert.rejects(
        client.tevmContract({...C.read.f(0n)}),
        (e) =>
          e.name === 'InternalEvmError' &&
          e.shortMessage === 'Unknown error' &&
          e.details === 'x must not be zero' &&
          e.cause?.message === 'x must not be zero',
      );
    },
  },
  {
    quote:
      'Over JSON-RPC it becomes code -1, "An unknown RPC error occurred", so viem\'s `shortMessage` says nothing about it, and there is no revert data for a caller to decode.',
    check: async (ctx) => {
      const {client, C} = await setup(ctx);
      await assert.rejects(
        client.request({method: 'eth_call', params: [{to: C.address, data: F0}, 'latest']}),
        (e) => e.code === -1,
      );
      await assert.rejects(
        client.readContract(C.read.f(0n)),
        (e) =>
          e.shortMessage === 'An unknown RPC error occurred.' &&
          !/x must not be zero/.test(e.shortMessage),
      );
      const r = await client.tevmCall({to: C.address, data: F0, throwOnFail: false});
      assert.equal(r.rawData, '0x');
    },
  },
  {
    quote: 'ships `p256VerifyPrecompile` and its address constant `P256_VERIFY_ADDRESS`',
    check: async () => {
      const t = await import('tevm');
      const p = await import('@tevm/precompiles');
      assert.equal(typeof p.p256VerifyPrecompile, 'function');
      assert.match(String(p.P256_VERIFY_ADDRESS), /^0x0*100$/i);
      assert.equal(t.p256VerifyPrecompile ?? p.p256VerifyPrecompile, p.p256VerifyPrecompile);
    },
  },
  {
    quote:
      'The EVM exposes `addCustomPrecompile(precompile)` and `removeCustomPrecompile(precompile)`',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const {contract: C, precompile} = await oneFunctionPrecompile({
        signature: 'function f() view returns (uint256)',
        address: '0x0000000000000000000000000000000000000c05',
        handler: async () => ({returnValue: 9n, executionGasUsed: 0n}),
      });
      const p = precompile.precompile();
      const client = createMemoryClient();
      const vm = await client.transport.tevm.getVm();
      vm.evm.addCustomPrecompile(p);
      assert.equal(await client.readContract(C.read.f()), 9n);
      vm.evm.removeCustomPrecompile(p);
    },
  },
  {
    quote: 'Because the constructor never runs, any state the constructor would set is missing.',
    example: 'assert.equal(await client.readContract(simple.read.get()), 0n)',
  },
  {
    quote: 'because `eth_estimateGas` includes what the handler reports',
    check: async () => {
      const {encodeFunctionData} = await import('tevm');
      const estimate = async (gas) => {
        const {client, Calc} = await calcClient(gas);
        return client.estimateGas({
          to: Calc.address,
          data: encodeFunctionData(Calc.read.add(2n, 3n)),
        });
      };
      assert.equal((await estimate(50_100n)) - (await estimate(100n)), 50_000n);
    },
  },
  {
    quote:
      'a `tevmContract` call with `gas: 100n` still succeeds and reports the full `executionGasUsed`',
    check: async () => {
      const {client, Calc} = await calcClient(5000n);
      const r = await client.tevmContract({
        ...Calc.read.add(2n, 3n),
        gas: 100n,
        throwOnFail: false,
      });
      assert.equal(r.errors, undefined);
      assert.equal(r.data, 5n);
      assert.equal(r.executionGasUsed, 5000n);
    },
  },
  {
    quote: 'no deployment transaction, no nonce, the same address every run',
    check: async () => {
      const {createMemoryClient, definePredeploy} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const simple = SimpleContract.withAddress('0x00000000000000000000000000000000005ec1a1');
      for (let run = 0; run < 2; run++) {
        const c = createMemoryClient({customPredeploys: [definePredeploy(simple)]});
        assert.equal(await c.getBlockNumber(), 0n, 'no block, so no deployment transaction');
        const account = await c.tevmGetAccount({address: simple.address});
        assert.equal(account.nonce, 0n);
        assert.equal(account.deployedBytecode, SimpleContract.deployedBytecode);
      }
    },
  },
  {
    quote:
      'Set it with `tevmSetAccount({ address, state })` after start-up if your contract needs it.',
    check: async () => {
      const {createMemoryClient, definePredeploy} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const simple = SimpleContract.withAddress('0x00000000000000000000000000000000005ec1a1');
      const c = createMemoryClient({customPredeploys: [definePredeploy(simple)]});
      const slot0 = `0x${'0'.repeat(64)}`;
      await c.tevmSetAccount({address: simple.address, state: {[slot0]: `0x${'0'.repeat(63)}7`}});
      assert.equal(await c.readContract(simple.read.get()), 7n);
    },
  },
];
