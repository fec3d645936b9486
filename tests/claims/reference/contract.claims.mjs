import assert from 'node:assert/strict';
import {reverter} from '../helpers.mjs';

export default [
  {
    quote:
      "`addToBlockchain: true` (which mines the call even if it reverts; `'on-success'` does not)",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const client = createMemoryClient();
      const to = await reverter(client);
      const from = PREFUNDED_ACCOUNTS[0].address;
      await client.tevmCall({from, to, addToBlockchain: true, throwOnFail: false});
      await client.tevmCall({from, to, addToBlockchain: 'on-success', throwOnFail: false});
      assert.equal(await client.getBlockNumber(), 1n);
    },
  },
];
