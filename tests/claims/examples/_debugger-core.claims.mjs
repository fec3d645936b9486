// Claims of docs/examples/_debugger-core.mdx, the core listing rendered on examples/debugger-ui.
// Its last block of asserts runs with the examples; these claims point at them.
import assert from 'node:assert/strict';

/**
 * Keeps the `stack` and `memory` references of every onStep event of SimpleContract's `set(5)`,
 * next to copies taken at the time, and counts the steps whose kept references changed by the
 * end of the run.
 */
export const keptStepReferences = async () => {
  const {createMemoryClient} = await import('tevm');
  const {SimpleContract} = await import('tevm/contract');
  const c = createMemoryClient();
  const {createdAddress} = await c.tevmDeploy({
    ...SimpleContract.deploy(1n),
    addToBlockchain: true,
  });
  const kept = [];
  await c.tevmContract({
    ...SimpleContract.withAddress(createdAddress).write.set(5n),
    onStep: (s, next) => {
      kept.push({stack: s.stack, copy: [...s.stack], memory: s.memory, mem: s.memory.slice()});
      next?.();
    },
  });
  await c.transport.tevm.close();
  const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
  return {
    steps: kept.length,
    changed: kept.filter((k) => !same(k.stack, k.copy) || !same(k.memory, k.mem)).length,
    withStack: kept.filter((k) => k.stack.length > 2).length,
    withMemory: kept.filter((k) => k.memory.length > 0).length,
  };
};

export default [
  {
    quote:
      'each `onStep` event already carries its own `stack` array and `memory` buffer, so a kept reference would not change as the run goes on.',
    check: async () => {
      const kept = await keptStepReferences();
      assert.ok(kept.withStack > 0 && kept.withMemory > 0, 'no step with a stack and memory');
      assert.equal(kept.changed, 0, `${kept.changed} of ${kept.steps} kept steps changed`);
    },
  },
  {
    quote:
      "The step's cost is `opcode.dynamicFee` (the base fee plus memory expansion, storage and log costs), so the costs of all steps add up to the call's execution gas; `fee` alone is only the opcode's base price (0 for `SSTORE`).",
    example:
      'assert.equal(BigInt(gas.reduce((sum, g) => sum + g.gas, 0)), run.gasUsed) // every unit of gas accounted for',
  },
  {
    quote:
      "`loggingLevel: 'warn'` is the default, written out: the node's debug and info lines stay out of the browser console",
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const explicit = createMemoryClient({loggingLevel: 'warn'});
      const omitted = createMemoryClient();
      // the default: a client without the option logs at the same level
      assert.equal(omitted.transport.tevm.logger.level, 'warn');
      assert.equal(explicit.transport.tevm.logger.level, 'warn');
      for (const c of [explicit, omitted]) {
        const {logger} = c.transport.tevm;
        assert.equal(logger.isLevelEnabled('info'), false);
        assert.equal(logger.isLevelEnabled('debug'), false);
        assert.equal(logger.isLevelEnabled('warn'), true);
        await c.transport.tevm.close();
      }
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
