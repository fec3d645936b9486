// Refuted sentences about precompiles, reforks, node copies and the pool
// (tests/claims/selftest.mjs requires each check to fail): each asserts what the wrong sentence
// said, on the observation its live claim uses.
import assert from 'node:assert/strict';
import {p256Observed} from '../../advanced/custom-precompiles.claims.mjs';
import {contentFromObserved} from '../../advanced/txpool.claims.mjs';
import {reforkObserved} from '../../core/forking.claims.mjs';
import {deepCopyObserved} from '../../helpers.mjs';

/** The refork sees the first fork's balance and nonce edits, as the wrong sentences imply. */
const reforkSeesAccountEdits = async (ctx) => {
  const o = await reforkObserved(ctx);
  assert.equal(o.refork.weth, o.weth, 'storage edit');
  assert.deepEqual(
    {balance: o.refork.balance, nonce: o.refork.nonce},
    o.first,
    "the refork reads the first fork's balance and nonce",
  );
};

export default [
  {
    quote:
      '`@tevm/precompiles` (also re-exported by `tevm`) ships `p256VerifyPrecompile` and its address constant `P256_VERIFY_ADDRESS`',
    check: async () => {
      const o = await p256Observed();
      assert.equal(o.inPrecompiles, true);
      for (const name of ['p256VerifyPrecompile', 'P256_VERIFY_ADDRESS'])
        assert.ok(o.reexportedByTevm.includes(name), `tevm re-exports ${name}`);
    },
  },
  {
    quote:
      'Forked Tevm nodes do answer `eth_getProof`, so reforking from a fork only needs the storage half fixed.',
    check: async (ctx) => {
      const o = await reforkObserved(ctx);
      assert.deepEqual(o.proof, o.first, "eth_getProof answers the first fork's own account");
      await reforkSeesAccountEdits(ctx);
    },
  },
  {
    quote: 'lazily, from the first fork (including its local edits)',
    check: reforkSeesAccountEdits,
  },
  {
    quote: 'debug() is optional on the type, but present on every node',
    check: async () => {
      const o = await deepCopyObserved();
      assert.ok(!o.missingOnCopy.includes('debug'), 'a deepCopy() node has debug()');
    },
  },
  {
    quote: 'pass the address lowercase and without `0x`, or the answer is empty',
    check: async () => {
      const o = await contentFromObserved();
      assert.deepEqual(o.bareLower, [o.key], 'lowercase without 0x: found');
      assert.deepEqual(o.bare, [], 'checksummed without 0x: empty');
      assert.deepEqual(o.bareUpper, [], 'uppercase without 0x: empty');
      assert.deepEqual(o.prefixed, [], 'with 0x: empty');
    },
  },
];
