// Claims of docs/introduction/why-run-ethereum-in-js.mdx.
import assert from 'node:assert/strict';

const tevm = () => import('tevm');

/** Wraps an EIP-1193 upstream and counts the requests per method. */
const counting = (upstream) => {
  const calls = /** @type {Record<string, number>} */ ({});
  return {
    calls,
    transport: {
      request: (/** @type {any} */ args) => (
        (calls[args.method] = (calls[args.method] ?? 0) + 1),
        upstream.request(args)
      ),
    },
  };
};

export default [
  {
    quote: 'Every Tevm call action is a dry run unless you ask it to change the chain.',
    example: 'assert.equal(await client.readContract(balanceOfBob), 0n)',
  },
  {
    quote:
      "Reads with `blockTag: 'pending'` see the state as it will be once they are mined, while `'latest'` still shows the last block.",
    example: "blockTag: 'pending'",
  },
  {
    quote:
      "reverting to an id a second time does nothing (`evm_revert` answers `false`, and viem's `revert` does not throw)",
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const id = await c.snapshot();
      await c.mine({blocks: 1});
      assert.equal(await c.request({method: 'evm_revert', params: [id]}), true);
      await c.mine({blocks: 2});
      assert.equal(await c.request({method: 'evm_revert', params: [id]}), false);
      await c.revert({id}); // does not throw
      assert.equal(await c.getBlockNumber(), 2n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'The `onStep` hook receives the opcode, program counter, gas left, stack and call depth.',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      /** @type {any} */
      let first;
      await c.tevmCall({
        to: '0x0000000000000000000000000000000000000b0b',
        data: '0x',
        onStep: (step, next) => {
          first ??= step;
          next?.();
        },
      });
      await c.tevmSetAccount({
        address: '0x00000000000000000000000000000000000c0de0',
        deployedBytecode: '0x600160020100',
      });
      await c.tevmCall({
        to: '0x00000000000000000000000000000000000c0de0',
        onStep: (step, next) => {
          first ??= step;
          next?.();
        },
      });
      assert.ok(first, 'onStep was not called');
      assert.equal(first.opcode.name, 'PUSH1');
      assert.equal(first.pc, 0);
      assert.equal(typeof first.gasLeft, 'bigint');
      assert.ok(Array.isArray(first.stack));
      assert.equal(first.depth, 0);
      await c.transport.tevm.close();
    },
  },
  {
    quote: "viem's `readContract` reach it like any contract",
    example: "await client.readContract(Oracle.read.priceOf('ETH'))",
  },
  {
    quote:
      'Passing the `definePrecompile` result itself crashes the process during start-up with an unhandled rejection, and there is no `precompiles` option.',
    check: async (ctx) => {
      const {createMemoryClient, createContract, defineCall, definePrecompile} = await tevm();
      const Echo = createContract({
        name: 'Echo',
        humanReadableAbi: ['function ping() view returns (uint256)'],
      });
      const p = definePrecompile({
        contract: Echo.withAddress('0x0000000000000000000000000000000000000e0e'),
        call: defineCall(Echo.abi, {ping: async () => ({returnValue: 1n, executionGasUsed: 0n})}),
      });
      const unhandled = await ctx.collectUnhandled(async () => {
        const c = createMemoryClient({customPrecompiles: [/** @type {any} */ (p)]});
        await c.tevmReady().catch(() => {});
      });
      assert.ok(unhandled.length > 0, 'no unhandled rejection');
      assert.match(
        ctx.source('@tevm/node/dist/index.d.ts') + ctx.source('@tevm/node/dist/index.d.cts'),
        /customPrecompiles\?:/,
      );
      assert.doesNotMatch(ctx.source('@tevm/node/dist/index.d.ts'), /\bprecompiles\?:/);
    },
  },
  {
    quote: 'A forked node fetches each account and storage slot once and caches it',
    check: async (ctx) => {
      const up = counting(await ctx.forkUpstream('mainnet'));
      const {createMemoryClient} = await tevm();
      const {mainnet} = await import('tevm/common');
      const c = createMemoryClient({common: mainnet, fork: {transport: up.transport}});
      const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
      await c.getBalance({address: dai});
      const first = up.calls.eth_getProof ?? 0;
      assert.ok(first > 0, 'the account was not fetched');
      await c.getBalance({address: dai});
      await c.getBalance({address: dai});
      assert.equal(up.calls.eth_getProof, first);
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'The node is plain JavaScript with no native module',
    check: async () => {
      (await tevm()).createMemoryClient();
      assert.deepEqual(
        process.report.getReport().sharedObjects.filter((f) => /\.node$/.test(f)),
        [],
      );
    },
  },
];
