// Refuted sentences from the second reading of the example pages (tests/claims/selftest.mjs
// requires each check to fail): each asserts what the wrong sentence said, on the observation
// its live claim uses.
import assert from 'node:assert/strict';
import {pollingRequests} from '../../ethers.claims.mjs';
import {forkStartRequests} from '../../examples/forking-mainnet.claims.mjs';

export default [
  {
    quote:
      'With `polling: true` ethers polls `eth_getLogs` every `pollingInterval` milliseconds instead.',
    check: async () => {
      const seen = await pollingRequests();
      // about 20 intervals with no new block: an eth_getLogs poll in each of them
      assert.ok(seen.quiet.getLogs >= 5, `eth_getLogs ${seen.quiet.getLogs} times in 20 intervals`);
    },
  },
  {
    quote: 'Nothing is downloaded up front.',
    check: async (ctx) => {
      const {afterReady} = await forkStartRequests(ctx);
      assert.deepEqual(afterReady, [], 'requests before anything was read');
    },
  },
];
