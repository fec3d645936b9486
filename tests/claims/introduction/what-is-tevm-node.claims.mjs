// Claims of docs/introduction/what-is-tevm-node.mdx.
import assert from 'node:assert/strict';

const tevm = () => import('tevm');
const client = (ctx) => ctx.shared('client', async () => (await tevm()).createMemoryClient());

export default [
  {
    quote: 'Both create a node, fund an address, mine a block and read the chain back',
    example: "await provider.send('evm_mine', [])",
  },
  {
    quote:
      'The chain starts at block 0 with chain id 900 and ten prefunded accounts holding 1000 ETH each',
    check: async (ctx) => {
      const c = await client(ctx);
      const {PREFUNDED_ACCOUNTS, parseEther} = await tevm();
      assert.equal(await c.getBlockNumber(), 0n);
      assert.equal(await c.getChainId(), 900);
      assert.equal(PREFUNDED_ACCOUNTS.length, 10);
      for (const {address} of PREFUNDED_ACCOUNTS)
        assert.equal(await c.getBalance({address}), parseEther('1000'));
    },
  },
  {
    quote: 'it is the ethereumjs EVM (v10), loaded as plain JavaScript',
    check: async (ctx) => {
      const vm = await (await client(ctx)).transport.tevm.getVm();
      assert.equal(typeof vm.evm.runCall, 'function');
      assert.match(
        JSON.parse(ctx.source('@evmts/zevm/package.json')).dependencies['@ethereumjs/evm'],
        /^\^?10\./,
      );
      const native = process.report.getReport().sharedObjects.filter((f) => /zevm/.test(f));
      assert.deepEqual(native, [], 'a zevm native addon was loaded');
    },
  },
  {
    quote:
      'Tevm answers the Anvil-style methods that test tooling relies on (`anvil_*`, `evm_*`, and the `hardhat_*` and `ganache_*` aliases)',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      try {
        for (const method of ['anvil_mine', 'evm_mine', 'hardhat_mine', 'ganache_mine']) {
          await c.request({
            method: /** @type {any} */ (method),
            params: /** @type {any} */ (method === 'evm_mine' ? [] : ['0x1']),
          });
        }
        assert.equal(await c.getBlockNumber(), 4n);
      } finally {
        await c.transport.tevm.close();
      }
    },
  },
  {
    quote: 'in interval mining mode Tevm only mines a block when transactions are waiting',
    check: async () => {
      const c = (await tevm()).createMemoryClient({miningConfig: {type: 'interval', blockTime: 1}});
      try {
        await c.tevmReady();
        await new Promise((r) => setTimeout(r, 1300));
        assert.equal(await c.getBlockNumber(), 0n);
      } finally {
        await c.transport.tevm.close();
      }
    },
  },
  {
    quote:
      'A memory client does not have `getVm()`, `getTxPool()` or `close()`; those belong to the node at `client.transport.tevm`. To wait for start-up, use `client.tevmReady()`.',
    check: async (ctx) => {
      const c = /** @type {any} */ (await client(ctx));
      for (const m of ['getVm', 'getTxPool', 'close', 'ready']) {
        assert.equal(c[m], undefined, `client.${m} exists`);
        assert.equal(typeof c.transport.tevm[m], 'function', `client.transport.tevm.${m}`);
      }
      assert.equal(typeof c.tevmReady, 'function');
    },
  },
  {
    quote: 'each with 1000 ETH, not 10000.',
    check: async (ctx) => {
      const {PREFUNDED_ACCOUNTS, PREFUNDED_PRIVATE_KEYS, parseEther} = await tevm();
      assert.equal(PREFUNDED_PRIVATE_KEYS.length, 10);
      assert.equal(PREFUNDED_ACCOUNTS[0].address, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'); // anvil/Hardhat account 0
      assert.equal(
        await (await client(ctx)).getBalance({address: PREFUNDED_ACCOUNTS[0].address}),
        parseEther('1000'),
      );
    },
  },
];
