// Claims of docs/api/decorators.mdx.
import assert from 'node:assert/strict';
import {
  assertDecoratorExports,
  ETH_ACTIONS,
  hasFunctions as fns,
  TEVM_ACTIONS,
} from '../members.mjs';

const bare = async () => {
  const {createTevmNode} = await import('tevm');
  return createTevmNode();
};
/** An ethers BrowserProvider over a decorated node. */
const ethersOver = async (opts) => {
  const {requestEip1193} = await import('tevm/decorators');
  const {BrowserProvider} = await import('ethers');
  const node = (await bare()).extend(requestEip1193());
  return new BrowserProvider(node, undefined, opts);
};

export default [
  {
    quote: 'A bare node from `createTevmNode()` has no `request` method and no actions.',
    check: async () => {
      const n = await bare();
      for (const k of ['request', 'call', 'tevmCall', 'eth']) assert.equal(n[k], undefined, k);
    },
  },
  {
    quote: '`extend` **mutates the node in place** and returns it',
    check: async () => {
      const {tevmActions} = await import('tevm/decorators');
      const n = await bare();
      assert.equal(n.extend(tevmActions()), n);
    },
  },
  {
    quote: 'yields one node with all three sets of members',
    check: async () => {
      const {requestEip1193, ethActions, tevmActions} = await import('tevm/decorators');
      const n = (await bare()).extend(requestEip1193()).extend(ethActions()).extend(tevmActions());
      fns(n, ['request', 'call', 'getAccount']);
      fns(n.eth, ['blockNumber']);
    },
  },
  {
    quote: 'All four come from `tevm/decorators`',
    check: assertDecoratorExports,
  },
  {
    table: 'Decorator',
    row: 'requestEip1193()',
    check: async () => {
      const {requestEip1193} = await import('tevm/decorators');
      const n = (await bare()).extend(requestEip1193());
      assert.equal(await n.request({method: 'eth_chainId'}), '0x384');
    },
  },
  {
    table: 'Decorator',
    row: 'ethActions()',
    check: async () => {
      const {ethActions} = await import('tevm/decorators');
      fns((await bare()).extend(ethActions()).eth, ETH_ACTIONS);
    },
  },
  {
    table: 'Decorator',
    row: 'tevmActions()',
    check: async () => {
      const {tevmActions} = await import('tevm/decorators');
      fns((await bare()).extend(tevmActions()), TEVM_ACTIONS);
    },
  },
  {
    table: 'Decorator',
    row: 'tevmSend()',
    check: async () => {
      const {tevmSend} = await import('tevm/decorators');
      fns((await bare()).extend(tevmSend()), ['send', 'sendBulk']);
    },
  },
  {
    quote: 'It is `node.call(...)` and `node.setAccount(...)`, not `node.tevmCall(...)`.',
    check: async () => {
      const {tevmActions} = await import('tevm/decorators');
      assert.equal((await bare()).extend(tevmActions()).tevmCall, undefined);
    },
  },
  {
    quote: 'ethers v6 accepts it as an EIP-1193 provider',
    example: 'const provider = new BrowserProvider(node, undefined, { cacheTimeout: -1 })',
  },
  {
    quote:
      'without it, ethers reuses a cached nonce for a transaction sent right after another, which then fails with `NONCE_EXPIRED`',
    check: async () => {
      const {Wallet} = await import('ethers');
      const {PREFUNDED_PRIVATE_KEYS} = await import('tevm');
      const to = '0x00000000000000000000000000000000000000b2';
      const burst = async (opts) => {
        const provider = await ethersOver(opts);
        const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[0], provider);
        try {
          for (let i = 0; i < 5; i++) {
            const tx = await wallet.sendTransaction({to, value: 1n});
            if (i === 1) await tx.wait();
          }
          return 'ok';
        } catch (e) {
          return /** @type {any} */ (e).code;
        } finally {
          provider.destroy();
        }
      };
      assert.equal(await burst(undefined), 'NONCE_EXPIRED');
      assert.equal(await burst({cacheTimeout: -1}), 'ok');
    },
  },
  {
    quote:
      'the node returns transactions sent that way without `r`, `s` and `v`, `provider.getTransaction(hash)` throws "missing r", and the `sendTransaction` promise keeps retrying until it fails with that error.',
    check: async () => {
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      const provider = await ethersOver({cacheTimeout: -1});
      const to = '0x00000000000000000000000000000000000000b3';
      const hash = await provider.send('eth_sendTransaction', [
        {from: PREFUNDED_ACCOUNTS[1].address, to, value: '0x1'},
      ]);
      const raw = await provider.send('eth_getTransactionByHash', [hash]);
      assert.deepEqual([raw.r, raw.s, raw.v], [undefined, undefined, undefined]);
      await assert.rejects(provider.getTransaction(hash), /missing r/);
      const signer = await provider.getSigner(1);
      const outcome = await Promise.race([
        signer.sendTransaction({to, value: 1n}).then(
          () => 'resolved',
          (e) => `rejected: ${e.message}`,
        ),
        new Promise((r) => setTimeout(() => r('still retrying'), 2000)),
      ]);
      assert.equal(outcome, 'still retrying');
      assert.equal(await provider.getBalance(to), 2n, 'the signer transaction was not mined');
      provider.destroy();
    },
  },
  {
    quote:
      'This one adds a `getBalanceEth(address)` method built on the `getAccountHandler` from `tevm/actions`',
    example: 'getBalanceEth',
  },
  {
    quote: '`tevmViemActions()` is the viem-side extension that adds the `tevm*` actions',
    check: async () => {
      const {createClient, createTevmTransport, tevmViemActions} = await import('tevm');
      const c = createClient({transport: createTevmTransport()}).extend(tevmViemActions());
      fns(c, ['tevmCall', 'tevmGetAccount', 'tevmMine']);
    },
  },
  {
    table: 'Choose',
    row: 'createMemoryClient()',
    check: async () => {
      const c = /** @type {any} */ ((await import('tevm')).createMemoryClient());
      for (const m of ['getBalance', 'setBalance', 'tevmCall'])
        assert.equal(typeof c[m], 'function');
      await c.transport.tevm.close();
    },
  },
  {
    table: 'Choose',
    row: 'decorators on createTevmNode()',
    check: async () => {
      const {requestEip1193} = await import('tevm/decorators');
      const node = (await import('tevm')).createTevmNode().extend(requestEip1193());
      assert.equal(await node.request({method: 'eth_chainId'}), '0x384');
      assert.equal(/** @type {any} */ (node).getBalance, undefined);
      await node.close();
    },
  },
];
