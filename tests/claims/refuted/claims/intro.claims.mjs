// Refuted sentences of the introduction pages (tests/claims/selftest.mjs requires each check to
// fail): each asserts what the wrong sentence said, on the observation its live claim uses.
import assert from 'node:assert/strict';
import {
  memoryClientReads,
  vmLevelWrites,
} from '../../introduction/architecture-overview.claims.mjs';
import {ganacheSurface, viemTestActions} from '../../introduction/what-is-tevm-node.claims.mjs';

export default [
  {
    quote: '// 1. viem action: typed, validated, cached by viem.',
    check: async () => {
      const {byDefault} = await memoryClientReads();
      assert.equal(byDefault.balance[1], byDefault.balance[0], 'the second read was cached');
    },
  },
  {
    quote:
      'Writes made at the VM level skip everything the upper layers do for you: nonce checks, mining, receipts and events.',
    check: async () => {
      const w = await vmLevelWrites();
      assert.equal(w.aheadError, undefined, 'runTx took a nonce ahead of the account');
      assert.equal(w.head, 0n);
      assert.equal(w.receipt, null);
      assert.equal(w.events, 0);
    },
  },
  {
    quote:
      'Writing with `vm.stateManager.putAccount` or running `vm.runTx` yourself bypasses nonce handling, mining, receipts and node events.',
    check: async () => {
      const w = await vmLevelWrites();
      assert.equal(w.nonceAfterRunTx, 0n, 'runTx left the nonce alone');
      assert.equal(w.aheadError, undefined, 'runTx took a nonce ahead of the account');
    },
  },
  {
    quote: 'Tevm speaks its `ganache_*` method names as aliases, which can ease a migration.',
    check: async () => {
      const g = await ganacheSurface();
      for (const [method, outcome] of Object.entries(g.own))
        assert.equal(outcome, 'answered', `Ganache's ${method}`);
    },
  },
  {
    quote: 'Two test actions do not',
    check: async () => {
      // only setAutomine and reset fail: sendUnsignedTransaction would have to work
      const t = await viemTestActions();
      assert.equal(t.sendUnsigned, 'ok', 'sendUnsignedTransaction failed as well');
    },
  },
];
