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

const P256 = '0x0000000000000000000000000000000000000100';

/**
 * The P-256 verifier every node has: what a plain memory client returns at 0x…0100 for a valid
 * and an invalid signature, which of @tevm/precompiles' exports `tevm` also exports, the address
 * constant, and what a custom precompile put at that address answers. The refuted sentences of
 * tests/claims/refuted/claims/core.claims.mjs read the same observation.
 */
export const p256Observed = async () => {
  const t = await import('tevm');
  const pre = await import('@tevm/precompiles');
  const {createHash, generateKeyPairSync, sign} = await import('node:crypto');
  const {privateKey, publicKey} = generateKeyPairSync('ec', {namedCurve: 'P-256'});
  const jwk = publicKey.export({format: 'jwk'});
  const b64 = (x) => Buffer.from(String(x), 'base64url').toString('hex');
  const message = Buffer.from('tevm');
  const hash = createHash('sha256').update(message).digest('hex');
  // r ‖ s over sha256(message), then the public key x ‖ y
  const rs = sign('sha256', message, {key: privateKey, dsaEncoding: 'ieee-p1363'}).toString('hex');
  const input = (h) => `0x${h}${rs}${b64(jwk.x)}${b64(jwk.y)}`;
  const client = t.createMemoryClient();
  const call = (data, c = client) =>
    c.request({method: 'eth_call', params: [{to: P256, data}, 'latest']});
  const {precompile: mine} = await oneFunctionPrecompile({
    signature: 'function f() view returns (uint256)',
    address: P256,
    handler: async () => ({returnValue: 9n, executionGasUsed: 0n}),
  });
  const replacedBy = t.createMemoryClient({customPrecompiles: [mine.precompile()]});
  return {
    valid: await call(input(hash)),
    invalid: await call(input('08'.repeat(32))),
    inPrecompiles: typeof pre.p256VerifyPrecompile === 'function',
    address: String(pre.P256_VERIFY_ADDRESS).toLowerCase(),
    reexportedByTevm: Object.keys(pre)
      .filter((k) => k in t && t[k] === pre[k])
      .sort(),
    replaced: await call('0x26121ff0', replacedBy), // f()
  };
};

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
      'Passing the `definePrecompile` result itself fails during lazy initialisation with "Cannot read properties of undefined (reading \'toString\')": `tevmReady()` rejects with that error, which you can catch, but the same error also surfaces twice as an unhandled rejection',
    check: async (ctx) => {
      // rawPrecompileUnhandled asserts that tevmReady() rejects (caught by assert.rejects).
      const unhandled = await rawPrecompileUnhandled(ctx);
      assert.equal(unhandled.length, 2, unhandled.join('; '));
      assert.ok(
        unhandled.every((m) => /reading 'toString'/.test(m)),
        unhandled.join('; '),
      );
    },
  },
  {
    quote: 'and an unhandled rejection ends a Node process.',
    check: async () => {
      const {spawnSync} = await import('node:child_process');
      // tevmReady()'s rejection is caught; the process still ends with the unhandled one.
      const script = `import {createContract, createMemoryClient, defineCall, definePrecompile} from 'tevm';
        const contract = createContract({name: 'C', humanReadableAbi: ['function f() view returns (uint256)'], address: '0x0000000000000000000000000000000000000c04'});
        const p = definePrecompile({contract, call: defineCall(contract.abi, {f: async () => ({returnValue: 1n, executionGasUsed: 0n})})});
        await createMemoryClient({customPrecompiles: [p]}).tevmReady().catch(() => console.log('caught'));
        await new Promise((r) => setTimeout(r, 200));
        console.log('still running');`;
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 30000,
      });
      assert.notEqual(r.status, 0, 'the process ended with an error');
      assert.doesNotMatch(r.stdout, /still running/);
      assert.match(r.stderr, /reading 'toString'/);
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
    quote:
      'Every node already answers at `0x0000000000000000000000000000000000000100` with a verifier for secp256r1 (P-256) signatures: a plain `createMemoryClient()` returns 1 (as a 32-byte word) for a valid signature there and empty data for an invalid one, with no option set.',
    check: async () => {
      const o = await p256Observed();
      assert.equal(o.valid, `0x${'1'.padStart(64, '0')}`, 'a valid signature');
      assert.equal(o.invalid, '0x', 'a signature over another hash');
    },
  },
  {
    quote:
      'The precompile and its address come from `@tevm/precompiles` as `p256VerifyPrecompile` and `P256_VERIFY_ADDRESS`; `tevm` does not re-export them (it re-exports only `defineCall` and `definePrecompile` from that package).',
    check: async () => {
      const o = await p256Observed();
      assert.equal(o.inPrecompiles, true, 'exported by @tevm/precompiles');
      assert.equal(o.address, P256);
      assert.deepEqual(o.reexportedByTevm, ['defineCall', 'definePrecompile']);
    },
  },
  {
    quote: 'A custom precompile you put at the same address replaces it.',
    check: async () => assert.equal((await p256Observed()).replaced, `0x${'9'.padStart(64, '0')}`),
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
