// Claims of docs/getting-started/ethers.mdx.
import assert from 'node:assert/strict';

const tevm = () => import('tevm');

export default [
  {
    quote:
      "ethers reuses the answer to an identical request for 250 ms. Tevm mines in milliseconds, so a second transaction sent inside that window gets the first one's nonce and fails with `NONCE_EXPIRED`. `cacheTimeout: -1` turns the cache off",
    check: async () => {
      const {createMemoryClient, PREFUNDED_PRIVATE_KEYS} = await tevm();
      const {BrowserProvider, Wallet} = await import('ethers');
      const sendTwice = async (options) => {
        const provider = new BrowserProvider(createMemoryClient(), undefined, options);
        const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[2], provider);
        const first = await wallet.sendTransaction({
          to: '0x00000000000000000000000000000000000b0b02',
          value: 1n,
        });
        const second = await wallet.sendTransaction({
          to: '0x00000000000000000000000000000000000b0b02',
          value: 1n,
        });
        return [first.nonce, second.nonce];
      };
      // cacheTimeout: -1 first: it also warms tevm up, so that the cached run is as fast as a reader's
      assert.deepEqual(await sendTwice({cacheTimeout: -1}), [0, 1]);
      // A 5 s cache instead of the default 250 ms (checked below): the same effect, however slow
      // the machine running this.
      await assert.rejects(
        sendTwice({cacheTimeout: 5_000}),
        (e) => /** @type {any} */ (e).code === 'NONCE_EXPIRED',
      );
      const provider = new BrowserProvider(createMemoryClient());
      assert.equal(/** @type {any} */ (provider)._getOption('cacheTimeout'), 250);
    },
  },
  {
    quote: 'which accepts any EIP-1193 object (despite its name, it works in Node.js too)',
    example: 'const provider = new BrowserProvider(client, undefined, { cacheTimeout: -1 })',
  },
  {
    quote: 'Mining is automatic, so `wait()` resolves as soon as the transaction is sent',
    example: 'const receipt = await tx.wait()',
  },
  {
    quote:
      '`provider.getSigner(i)`, which lets the node sign for its unlocked accounts, cannot send with `sendTransaction` in this release',
    check: async () => {
      // sendTransaction reads the transaction back and retries for ~37 s; the read-back alone shows why.
      const {createMemoryClient} = await tevm();
      const {BrowserProvider} = await import('ethers');
      const provider = new BrowserProvider(createMemoryClient(), undefined, {cacheTimeout: -1});
      const signer = await provider.getSigner(1);
      const hash = await signer.sendUncheckedTransaction({
        to: '0x00000000000000000000000000000000000b0b00',
        value: 1n,
      });
      assert.equal((await provider.waitForTransaction(hash))?.status, 1);
      await assert.rejects(provider.getTransaction(hash), /missing r/);
      provider.destroy();
    },
  },
  {
    quote: '`staticNetwork: true` tells ethers the chain will not change',
    example: 'assert.equal((await provider.getNetwork()).chainId, 900n)',
  },
];
