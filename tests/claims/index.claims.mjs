// Claims of docs/index.mdx (the landing page).
import assert from 'node:assert/strict';

const tevm = () => import('tevm');

export default [
  {
    quote:
      'An EVM, account state, blocks, a transaction pool and JSON-RPC, created in your own code',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const node = c.transport.tevm;
      const vm = await node.getVm();
      assert.ok(vm.evm && vm.stateManager && vm.blockchain);
      assert.equal(typeof (await node.getTxPool()).add, 'function');
      assert.equal(await node.request({method: 'eth_chainId'}), '0x384');
      await node.close();
    },
  },
  {
    quote: 'Mined at once: a memory client mines each transaction.',
    example: 'assert.equal(block, 1n)',
  },
  {
    quote: 'the `onStep` hook sees every opcode the EVM executes',
    example:
      "assert.ok((opcodes.get('SLOAD') ?? 0) >= 1) // the stored value was read from storage",
  },
  {
    quote:
      'The bundler plugins (Vite, Webpack, Rollup, esbuild, Rspack, and Bun under Bun) compile Solidity while your app is built.',
    check: async (ctx) => {
      // Reading the export map, not importing the plugins: they load solc (see the README).
      const exports = Object.keys(JSON.parse(ctx.source('tevm/package.json')).exports);
      for (const p of ['vite', 'webpack', 'rollup', 'esbuild', 'rspack', 'bun'])
        assert.ok(exports.includes(`./bundler/${p}-plugin`), p);
    },
  },
  {
    quote:
      'A file ending in `.sol` becomes an ABI-only contract object; a file ending in `.s.sol` also carries bytecode, so you can deploy it.',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/unplugin/dist/index.js'),
        /const resolveBytecode = id\.endsWith\("\.s\.sol"\);/,
      ),
  },
  {
    quote: 'With `@tevm/ts-plugin` your editor knows the types of every function',
    check: async (ctx) =>
      assert.equal(JSON.parse(ctx.source('@tevm/ts-plugin/package.json')).name, '@tevm/ts-plugin'),
  },
  {
    quote:
      'onStep, onNewContract, onBeforeMessage and onAfterMessage let you observe each opcode and message of a call.',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/actions/src/common/CallEvents.ts'),
        /onStep\?[\s\S]*onNewContract\?[\s\S]*onBeforeMessage\?[\s\S]*onAfterMessage\?/,
      ),
  },
  {
    quote:
      'Point the node at an RPC URL; accounts and storage are fetched when first touched and cached, and your writes stay local.',
    check: async (ctx) => {
      const upstream = await ctx.forkUpstream('mainnet');
      const methods = [];
      const transport = {request: (a) => (methods.push(a.method), upstream.request(a))};
      const c = (await tevm()).createMemoryClient({fork: {transport}});
      await c.tevmReady();
      const who = '0x00000000000000000000000000000000000f0c01';
      assert.equal(methods.filter((m) => m === 'eth_getProof').length, 0);
      await c.getBalance({address: who});
      const n = methods.filter((m) => m === 'eth_getProof').length;
      await c.getBalance({address: who});
      assert.ok(n > 0 && methods.filter((m) => m === 'eth_getProof').length === n);
      await c.setBalance({address: who, value: 5n});
      assert.equal(
        BigInt(await upstream.request({method: 'eth_getBalance', params: [who, 'latest']})),
        0n,
      );
      await c.transport.tevm.close();
    },
  },
];
