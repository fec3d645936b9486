// Claims of docs/getting-started/viem.mdx.
import assert from 'node:assert/strict';

const tevm = () => import('tevm');
const client = (ctx) => ctx.shared('client', async () => (await tevm()).createMemoryClient());

export default [
  {
    quote:
      "It comes with viem's public actions (`getBalance`, `readContract`, …), wallet actions (`deployContract`, `writeContract`, `sendTransaction`), test actions in anvil mode (`setBalance`, `mine`, `snapshot`, `revert`, `impersonateAccount`) and Tevm's own `tevm*` actions.",
    check: async (ctx) => {
      const c = /** @type {any} */ (await client(ctx));
      for (const m of [
        'getBalance',
        'readContract',
        'deployContract',
        'writeContract',
        'sendTransaction',
        'setBalance',
        'mine',
        'snapshot',
        'revert',
        'impersonateAccount',
      ]) {
        assert.equal(typeof c[m], 'function', m);
      }
    },
  },
  {
    quote:
      'The chain starts at id 900 (`tevm-devnet`) with ten accounts, exported as `PREFUNDED_ACCOUNTS`, holding 1000 ETH each.',
    check: async (ctx) => {
      const c = await client(ctx);
      const {PREFUNDED_ACCOUNTS, parseEther} = await tevm();
      assert.equal(c.chain.id, 900);
      assert.equal(c.chain.name, 'tevm-devnet');
      assert.equal(PREFUNDED_ACCOUNTS.length, 10);
      assert.equal(
        await c.getBalance({address: PREFUNDED_ACCOUNTS[4].address}),
        parseEther('1000'),
      );
    },
  },
  {
    quote:
      'Mining is automatic by default, so each write is in a block by the time its hash comes back',
    example: 'assert.equal(await client.getBlockNumber(), 2n) // one block per transaction',
  },
  {
    quote: 'A snapshot records the whole state and `revert` returns to it',
    example: 'await client.revert({ id })',
  },
  {
    quote: 'Beyond the standard viem actions, the memory client adds these:',
    check: async (ctx) => {
      const c = /** @type {any} */ (await client(ctx));
      for (const m of [
        'tevmReady',
        'tevmCall',
        'tevmContract',
        'tevmDeploy',
        'tevmMine',
        'tevmSetAccount',
        'tevmGetAccount',
        'tevmDumpState',
        'tevmLoadState',
        'tevmDeal',
      ]) {
        assert.equal(typeof c[m], 'function', m);
      }
    },
  },
  {
    quote: 'Mines blocks, with optional `onBlock`, `onReceipt` and `onLog` callbacks.',
    check: async () => {
      const c = (await tevm()).createMemoryClient({miningConfig: {type: 'manual'}});
      const {PREFUNDED_ACCOUNTS} = await tevm();
      await c.sendTransaction({
        account: PREFUNDED_ACCOUNTS[0],
        to: PREFUNDED_ACCOUNTS[1].address,
        value: 1n,
        chain: null,
      });
      const seen = [];
      await c.tevmMine({
        blockCount: 1,
        onBlock: (_b, next) => (seen.push('block'), next?.()),
        onReceipt: (_r, _h, next) => (seen.push('receipt'), next?.()),
      });
      assert.deepEqual(seen.sort(), ['block', 'receipt']);
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'Exports or imports all account state as plain JSON (not blocks).',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const a = createMemoryClient();
      await a.mine({blocks: 2});
      const {state} = await a.tevmDumpState();
      assert.doesNotThrow(() => JSON.stringify(state));
      const b = createMemoryClient();
      await b.tevmLoadState({state});
      assert.equal(await b.getBlockNumber(), 0n);
      await a.transport.tevm.close();
      await b.transport.tevm.close();
    },
  },
  {
    quote: "Sets an ETH or ERC20 balance without knowing the token's storage layout.",
    check: async (ctx) => {
      const c = await client(ctx);
      const who = '0x00000000000000000000000000000000000d0d0d';
      await c.tevmDeal({account: who, amount: 5n});
      assert.equal(await c.getBalance({address: who}), 5n);
    },
  },
  {
    quote: 'Clients created from the same transport object share one node',
    example: "assert.equal(await publicClient.getBalance({ address: carol }), parseEther('3'))",
  },
  {
    quote: 'In auto mining mode, `addToMempool` does not mine by itself.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const c = createMemoryClient();
      await c.tevmCall({
        from: PREFUNDED_ACCOUNTS[0].address,
        to: PREFUNDED_ACCOUNTS[1].address,
        value: 1n,
        addToMempool: true,
      });
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(await c.getBlockNumber(), 0n);
      assert.equal(await (await c.transport.tevm.getTxPool()).txsInPool, 1);
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'There is no `client.ready()`; use `client.tevmReady()`.',
    check: async (ctx) => {
      const c = /** @type {any} */ (await client(ctx));
      assert.equal(c.ready, undefined);
      assert.equal(typeof c.transport.tevm.getVm, 'function');
    },
  },
];
