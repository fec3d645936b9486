// Claims of docs/getting-started/ethers.mdx.
import assert from 'node:assert/strict';
import {assertStaticNetworkAsksOnce, ethersUnsignedSend} from '../helpers.mjs';

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
    quote: '`provider.getSigner(i)` sends unsigned transactions (the node',
    check: async () =>
      assert.deepEqual((await ethersUnsignedSend(1)).signature, {
        r: undefined,
        s: undefined,
        v: undefined,
      }),
  },
  {
    quote: 'and cannot send with `sendTransaction` in this release',
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
      assert.deepEqual((await ethersUnsignedSend(1)).signature, {
        r: undefined,
        s: undefined,
        v: undefined,
      });
    },
  },
  {
    quote:
      '`staticNetwork: true` tells ethers the chain will not change: it asks for the chain id once and never again, where it would otherwise ask on every `getNetwork()`',
    check: assertStaticNetworkAsksOnce,
  },
  {
    quote: 'the examples were checked with ethers 6.17',
    check: async (ctx) =>
      assert.match(JSON.parse(ctx.source('ethers/package.json')).version, /^6\.17\./),
  },
  {
    quote: 'each of the ten test accounts holds 1000 ETH',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS, parseEther} = await tevm();
      const c = createMemoryClient();
      assert.equal(PREFUNDED_ACCOUNTS.length, 10);
      for (const a of PREFUNDED_ACCOUNTS)
        assert.equal(await c.getBalance({address: a.address}), parseEther('1000'));
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'connect with `JsonRpcProvider`, which takes a URL, never the client object',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const {JsonRpcProvider} = await import('ethers');
      const c = createMemoryClient();
      assert.throws(() => new JsonRpcProvider(/** @type {any} */ (c)));
      await c.transport.tevm.close();
    },
  },
];
