// Refuted sentences of the second reading of the reference pages (tests/claims/selftest.mjs
// requires each check to fail): each asserts what the wrong sentence said, on the observation its
// live claim uses.
import assert from 'node:assert/strict';
import {ethCallAnswer, handlerFailure, THREE_BAD} from '../../reference/actions.claims.mjs';
import {dryCall} from '../../reference/common.claims.mjs';

export default [
  {
    quote:
      'A handler either throws the first error or, with `throwOnFail: false`, returns every error in an `errors` array next to whatever result it could produce.',
    check: async () => {
      const {thrown, returned} = await handlerFailure(THREE_BAD);
      assert.equal(returned?.length, 3);
      // "throws the first error": the first of the three itself, not a wrapper around them
      assert.equal(thrown instanceof AggregateError, false, 'threw an AggregateError');
      assert.equal(thrown?.name, returned[0].name);
    },
  },
  {
    quote: '`ethCallHandler`, `ethGetLogsHandler`, `ethSendTransactionHandler`',
    check: async () => {
      const seen = await ethCallAnswer();
      assert.deepEqual(seen.sent, ['eth_call']);
      // answered by ethCallHandler: eth_call's error would be the one the handler throws
      assert.equal(seen.ethCallError?.message, seen.handler.error?.message);
      assert.equal(seen.ethCallError?.code, seen.handler.error?.code);
    },
  },
  {
    quote:
      'With a hardfork before `cancun`, calls still run, but in this release no block with a transaction in it can be mined',
    check: async () => {
      for (const hardfork of ['chainstart', 'berlin', 'london', 'shanghai'])
        assert.deepEqual(
          await dryCall(hardfork),
          {tevmCall: undefined, viemCall: undefined},
          `${hardfork}: a call does not run`,
        );
    },
  },
];
