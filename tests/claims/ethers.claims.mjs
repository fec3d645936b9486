// Claims of docs/ethers.mdx.
import assert from 'node:assert/strict';

export default [
  {
    quote:
      'ethers caches identical requests for 250 ms by default. Sending two transactions from one wallet in quick succession asks the node for the `pending` nonce twice; the second answer comes from the cache, so both transactions get the same nonce and the second is refused with `NONCE_EXPIRED`',
    check: async () => {
      const {createMemoryClient, PREFUNDED_PRIVATE_KEYS} = await import('tevm');
      const {BrowserProvider, Wallet} = await import('ethers');
      assert.equal(
        /** @type {any} */ (new BrowserProvider(createMemoryClient()))._getOption('cacheTimeout'),
        250,
      );
      // A 5 s cache instead of 250 ms: the same effect, however slow the machine running this.
      const provider = new BrowserProvider(createMemoryClient(), undefined, {cacheTimeout: 5_000});
      const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[2], provider);
      const to = '0x00000000000000000000000000000000000b0b02';
      await wallet.sendTransaction({to, value: 1n});
      await assert.rejects(
        wallet.sendTransaction({to, value: 1n}),
        (e) => /** @type {any} */ (e).code === 'NONCE_EXPIRED',
      );
    },
  },
  {
    quote: 'Turn the cache off and each send asks for a fresh nonce',
    example: 'assert.deepEqual([first.nonce, second.nonce], [0, 1])',
  },
];
