import assert from 'node:assert/strict';

export default [
  {
    quote:
      "`true` means `'always'`: a call that reverts is mined or queued too; pass `'on-success'` to keep only successful ones",
    check: async () => {
      const {createTevmNode, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {callHandler, setAccountHandler} = await import('tevm/actions');
      const node = createTevmNode();
      const to = '0x00000000000000000000000000000000000000bd';
      await setAccountHandler(node)({address: to, deployedBytecode: '0x60006000fd'});
      const from = PREFUNDED_ACCOUNTS[0].address;
      const mined = await callHandler(node)({from, to, addToBlockchain: true, throwOnFail: false});
      assert.ok(mined.txHash, 'a reverting call with true was not mined');
      const kept = await callHandler(node)({
        from,
        to,
        addToBlockchain: 'on-success',
        throwOnFail: false,
      });
      assert.equal(kept.txHash, undefined);
    },
  },
];
