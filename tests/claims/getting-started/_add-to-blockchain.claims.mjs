// Claims of docs/getting-started/_add-to-blockchain.mdx, the one-line warning rendered wherever a
// page recommends addToBlockchain: true (the full explanation lives on api/tevm-call).
import assert from 'node:assert/strict';
import {reverter} from '../helpers.mjs';

const tevm = () => import('tevm');

export default [
  {
    quote: "`true` means `'always'`; pass `'on-success'` to mine only calls that succeed",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const c = createMemoryClient();
      const to = await reverter(c);
      const from = PREFUNDED_ACCOUNTS[0].address;
      const r = await c.tevmCall({from, to, addToBlockchain: true, throwOnFail: false});
      assert.ok(r.txHash);
      assert.equal((await c.getTransactionReceipt({hash: r.txHash})).status, 'reverted');
      assert.equal(await c.getTransactionCount({address: from}), 1);
      const s = await c.tevmCall({from, to, addToBlockchain: 'on-success', throwOnFail: false});
      assert.equal(s.txHash, undefined);
      assert.equal(await c.getBlockNumber(), 1n);
      await c.transport.tevm.close();
    },
  },
];
