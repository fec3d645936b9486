// Refuted sentences of the reference pages (tests/claims/selftest.mjs requires each check to
// fail): each asserts what the wrong sentence said, on the observation its live claim uses.
import assert from 'node:assert/strict';
import {cliOnPlainServe} from '../../reference/cli.claims.mjs';
import {BOB, FROM, make} from '../../reference/common.claims.mjs';

export default [
  {
    // "they fail": get-account on a prefunded account would exit non-zero (it exits 0)
    quote:
      'Against a plain `tevm serve` node they fail, because forking needs `eth_getProof`, which a non-forked Tevm does not answer:',
    check: async (ctx) => {
      const r = await cliOnPlainServe(ctx, ['get-account prefunded']);
      assert.notEqual(r['get-account prefunded'].code, 0, 'get-account exited 0');
    },
  },
  {
    // paris would mine a transaction (it fails with targetBlobGasPerBlock)
    quote: 'Use `paris` or later for a node that mines.',
    check: async () => {
      const c = await make('paris');
      await c.tevmCall({from: await FROM(), to: BOB, value: 1n, addToBlockchain: true});
      assert.equal(await c.getBlockNumber(), 1n);
    },
  },
];
