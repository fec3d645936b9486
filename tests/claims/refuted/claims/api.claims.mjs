// Refuted sentences about the call API (tests/claims/selftest.mjs requires each check to fail):
// each asserts what the wrong sentence said, on the observation its live claim uses.
import assert from 'node:assert/strict';
import {
  deployedBytecodeOverContract,
  gasPriceSeen,
  inclusionWithGas,
} from '../../api/tevm-call.claims.mjs';
import {keptStepReferences} from '../../examples/_debugger-core.claims.mjs';

/** "Too low" taken at its word: below the intrinsic gas, the call still succeeds and the receipt reverts. */
const tooLowSucceedsAndReverts = async () => {
  const stuck = await inclusionWithGas(20_000n);
  assert.equal(stuck.result.errors, undefined, 'tevmCall reported an error');
  assert.equal(stuck.status, 'reverted');
};

export default [
  {
    quote: 'The gas price the call sees (`GASPRICE`) is the base fee plus this',
    check: async () => {
      for (const p of [7n, 10n ** 12n]) {
        const {base, seen} = await gasPriceSeen({maxPriorityFeePerGas: p});
        assert.equal(seen, base + p, `maxPriorityFeePerGas ${p}`);
      }
    },
  },
  {
    quote:
      '`GASPRICE` inside the call is the base fee plus `maxPriorityFeePerGas` whatever you pass',
    check: async () => {
      const p = 10n ** 12n;
      const {base, seen} = await gasPriceSeen({maxPriorityFeePerGas: p, gasPrice: 123_456n});
      assert.equal(seen, base + p);
    },
  },
  {
    quote: 'no constructor runs, so storage starts empty',
    check: async () => {
      const {slot0} = await deployedBytecodeOverContract();
      assert.equal(slot0, 0n, 'the code read the slot the existing contract stored');
    },
  },
  {
    quote:
      '(by default 110 % of the gas the call used), so a value that is too low gives a successful result here and a reverted receipt',
    check: tooLowSucceedsAndReverts,
  },
  {
    quote:
      'so too low a value returns a successful result from `tevmCall` while the receipt says `reverted`.',
    check: tooLowSucceedsAndReverts,
  },
  {
    quote:
      'Copies a step: tevm reuses its stack and memory buffers, so keep copies, not references.',
    check: async () => {
      const kept = await keptStepReferences();
      assert.ok(kept.changed > 0, 'no kept stack or memory reference changed during the run');
    },
  },
];
