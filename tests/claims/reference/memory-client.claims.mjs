import assert from 'node:assert/strict';
import {reverter} from '../helpers.mjs';

export default [
  {
    table: 'Option',
    row: 'genesisState',
    default: 'ignored',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const address = '0x00000000000000000000000000000000000a11ce';
      const client = createMemoryClient({genesisState: {[address]: {balance: 5n, nonce: 0n}}});
      assert.equal(await client.getBalance({address}), 0n);
    },
  },
  {
    quote:
      'The older `mining: { auto, interval }` option is deprecated; it still maps to a mining config (its `interval` is read as milliseconds)',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient({mining: {interval: 2000}});
      assert.deepEqual(client.transport.tevm.miningConfig, {type: 'interval', blockTime: 2});
      await client.transport.tevm.close();
    },
  },
  {
    quote:
      "Both keep a reverting call as well (`true` means `'always'`; `'on-success'` keeps only successes).",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const client = createMemoryClient({miningConfig: {type: 'manual'}});
      const to = await reverter(client);
      const from = PREFUNDED_ACCOUNTS[0].address;
      await client.tevmCall({from, to, addToMempool: true, throwOnFail: false});
      assert.equal((await client.request({method: 'txpool_status'})).pending, '0x1');
      await client.tevmCall({
        from: PREFUNDED_ACCOUNTS[1].address,
        to,
        addToBlockchain: true,
        throwOnFail: false,
      });
      assert.equal(await client.getBlockNumber(), 1n);
    },
  },
];
