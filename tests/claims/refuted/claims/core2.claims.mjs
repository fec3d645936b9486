// Refuted sentences from the second reading of the core pages (tests/claims/selftest.mjs requires
// each check to fail): each asserts what the wrong sentence said, on the observation its live
// claim uses.
import assert from 'node:assert/strict';
import {badOptionsAtConstruction} from '../../core/create-tevm-node.claims.mjs';

export default [
  {
    quote: 'Initialisation runs in the background, so the constructor itself never throws.',
    check: async () => {
      const o = await badOptionsAtConstruction();
      for (const k of ['httpNode', 'httpClient', 'viemChainWithChainId'])
        assert.equal(o[k], undefined, `the constructor threw (${k})`);
    },
  },
];
