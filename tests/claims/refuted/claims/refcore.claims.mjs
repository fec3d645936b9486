// Refuted sentences of the reference pages memory-client, receipt-manager, node, trie and tx
// (tests/claims/selftest.mjs requires each check to fail): each asserts what the wrong sentence
// said, on the observation its live claim uses.
import assert from 'node:assert/strict';
import {assertUnsignedAsFrom} from '../../helpers.mjs';
import {flaglessInclusion} from '../../reference/memory-client.claims.mjs';
import {deepCopyHooks, nextBlockOverrides} from '../../reference/node.claims.mjs';
import {afterDeletingReceipts} from '../../reference/receipt-manager.claims.mjs';
import {rootsAroundEdits} from '../../reference/trie.claims.mjs';
import {blockHooksCalled} from '../../reference/txpool.claims.mjs';

export default [
  {
    quote:
      '`tevmCall`, `tevmContract` and `tevmDeploy` are dry runs unless you pass `addToBlockchain: true` (mine now) or `addToMempool: true` (queue).',
    check: async () => {
      const seen = await flaglessInclusion();
      for (const mining of ['auto', 'manual'])
        for (const action of ['tevmCall', 'tevmContract', 'tevmDeploy'])
          assert.deepEqual(seen[mining][action], {blocks: 0n, pending: 0}, `${mining}: ${action}`);
    },
  },
  {
    quote:
      'Every Tevm node has one `ReceiptsManager`; `eth_getTransactionReceipt`, `eth_getBlockReceipts` and `eth_getLogs` are answered from it.',
    check: async () => {
      // answered from the manager: once its receipts are deleted, none of the three finds them
      const {after} = await afterDeletingReceipts();
      assert.equal(after.receipt, false, 'eth_getTransactionReceipt');
      assert.equal(after.logs, 0, 'eth_getLogs');
      assert.equal(after.blockReceipts, false, 'eth_getBlockReceipts still answered');
    },
  },
  {
    quote: 'override one value of the next block only',
    check: async () => {
      const o = await nextBlockOverrides();
      assert.deepEqual(o.afterOneBlock, {
        Timestamp: undefined,
        GasLimit: undefined,
        BaseFeePerGas: undefined,
        PrevRandao: undefined,
      });
      assert.equal(o.gasLimits[1], o.parentGasLimit, 'block 2 kept the overridden gas limit');
    },
  },
  {
    quote:
      '`deepCopy()` returns a new node with its own copy of state, chain, mempool and receipts. Nothing done to the copy reaches the original',
    check: async () => {
      const o = await deepCopyHooks();
      assert.deepEqual(
        o.minedOnCopy.filter((h) => h === 'original hook'),
        [],
        "a block mined on the copy ran the original's ExEx hook",
      );
    },
  },
  {
    quote:
      'The state root changes with every committed change; `hasStateRoot` and `setStateRoot` move the state manager between roots it has seen.',
    check: async () => {
      const o = await rootsAroundEdits();
      assert.notEqual(o.afterEdit, o.genesis, 'tevmSetAccount committed without a new root');
      assert.equal(o.balanceAtGenesis, undefined, 'the genesis root shows a later edit');
    },
  },
  {
    quote:
      "`tevmCall({ from, to, value })` impersonates `from` for you, and the anvil `impersonateAccount` action does it for viem's `sendTransaction`.",
    check: async () => {
      // if sendTransaction needed impersonation, an address never impersonated could not send
      await assert.rejects(
        assertUnsignedAsFrom('0x00000000000000000000000000000000000a11ce'),
        'an address never impersonated sent a transaction',
      );
    },
  },
  {
    quote: 'hooks the node calls when blocks change',
    check: async () => {
      const {called} = await blockHooksCalled();
      assert.ok(called.includes('onBlockAdded'), 'mining a block called onBlockAdded');
    },
  },
];
