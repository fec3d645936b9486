// Claims of docs/examples/_debugger-core.mdx, the core listing rendered on examples/debugger-ui.
// Its last block of asserts runs with the examples; these claims point at them.
import assert from 'node:assert/strict';

export default [
  {
    quote:
      "The step's cost is `opcode.dynamicFee` (the base fee plus memory expansion, storage and log costs), so the costs of all steps add up to the call's execution gas; `fee` alone is only the opcode's base price (0 for `SSTORE`).",
    example:
      'assert.equal(BigInt(gas.reduce((sum, g) => sum + g.gas, 0)), run.gasUsed) // every unit of gas accounted for',
  },
  {
    quote: "keeps the node's debug and info lines out of the browser console",
    check: async () => {
      const c = (await import('tevm')).createMemoryClient({loggingLevel: 'warn'});
      const {logger} = c.transport.tevm;
      assert.equal(logger.isLevelEnabled('info'), false);
      assert.equal(logger.isLevelEnabled('debug'), false);
      await c.transport.tevm.close();
    },
  },
  {
    quote: '`addToBlockchain: true` makes it a mined transaction instead of a dry run',
    example:
      'assert.equal(run.value, 42n) // the transaction was mined: the contract now stores 42',
  },
  {
    quote: "0x80 on the stack after the first `PUSH1` (Solidity's free memory pointer)",
    example: "assert.deepEqual(run.steps[1]?.stack, ['0x80'])",
  },
  {
    quote: 'an `SSTORE` and a `LOG1` (the `ValueSet` event) among the steps',
    example: "assert.ok(run.steps.some((step) => step.opcode === 'LOG1')) // the ValueSet event",
  },
];
