// Claims of docs/getting-started/overview.mdx.
import assert from 'node:assert/strict';
import {declares} from '../helpers.mjs';

const tevm = () => import('tevm');
const memoryStorage = () => {
  const saved = new Map();
  return {
    getItem: (k) => saved.get(k) ?? null,
    setItem: (k, v) => void saved.set(k, v),
    removeItem: (k) => void saved.delete(k),
  };
};

export default [
  {
    quote: '`tevmReady()` waits until it is usable, although any action waits for that on its own.',
    example: 'await client.tevmReady()',
  },
  {
    quote:
      'Out of the box you get a local chain with id 900, named `tevm-devnet`, on the Prague hardfork, and ten well-known test accounts (the same ones anvil and Hardhat use) that each hold 1000 ETH.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS, parseEther} = await tevm();
      const c = createMemoryClient();
      const vm = await c.transport.tevm.getVm();
      assert.equal(vm.common.id, 900);
      assert.equal(vm.common.name, 'tevm-devnet');
      assert.equal(vm.common.ethjsCommon.hardfork(), 'prague');
      assert.equal(PREFUNDED_ACCOUNTS[0].address, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
      assert.equal(
        await c.getBalance({address: PREFUNDED_ACCOUNTS[9].address}),
        parseEther('1000'),
      );
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'Mining is automatic by default, so a write is in a block as soon as its promise resolves.',
    example: 'await client.writeContract({ account: owner, ...simple.write.set(420n) })',
  },
  {
    quote:
      "Tevm's own `tevmCall` and `tevmContract` are different: they are dry runs unless you pass",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const client = createMemoryClient();
      const {createdAddress} = await client.tevmDeploy(SimpleContract.deploy(5n));
      const simple = SimpleContract.withAddress(createdAddress);
      const from = PREFUNDED_ACCOUNTS[0].address;
      const before = await client.getBlockNumber();
      // Both succeed, and neither changes state, mines or queues anything.
      await client.tevmContract({...simple.write.set(1n), from});
      await client.tevmCall({to: from, value: 1n, from});
      assert.equal(await client.readContract(simple.read.get()), 5n);
      assert.equal(await client.getBlockNumber(), before);
      assert.equal((await client.transport.tevm.getTxPool()).txsInPool, 0);
      await client.transport.tevm.close();
    },
  },
  {
    quote:
      '`tevmDeploy` is the exception: without either flag it creates a transaction anyway, mined at once in automatic mining mode and queued in any other (manual or interval).',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      for (const type of ['auto', 'manual', 'interval']) {
        // a long interval: nothing is mined while the check looks
        const miningConfig = type === 'interval' ? {type, blockTime: 3600} : {type};
        const c = (await tevm()).createMemoryClient({miningConfig});
        await c.tevmDeploy(SimpleContract.deploy(1n));
        const {pending} = await c.request({method: 'txpool_status'});
        assert.deepEqual(
          [await c.getBlockNumber(), pending],
          type === 'auto' ? [1n, '0x0'] : [0n, '0x1'],
          type,
        );
        await c.transport.tevm.close();
      }
    },
  },
  {
    quote:
      "Only the fork's block is fetched up front, as soon as the client is created; an account or storage slot is fetched from the RPC the first time your code touches it, then cached.",
    check: async (ctx) => {
      const upstream = await ctx.forkUpstream('optimism');
      const calls = /** @type {string[]} */ ([]);
      const transport = {
        request: (/** @type {any} */ a) => (calls.push(a.method), upstream.request(a)),
      };
      const {createMemoryClient} = await tevm();
      const {optimism} = await import('tevm/common');
      const c = createMemoryClient({common: optimism, fork: {transport}});
      // At once, before anything is read: the fork's block, and nothing else.
      await new Promise((r) => setTimeout(r, 0));
      assert.ok(calls.includes('eth_getBlockByNumber'), 'the fork block is fetched at once');
      await c.tevmReady();
      assert.deepEqual(
        [...new Set(calls)].sort(),
        ['eth_getBlockByHash', 'eth_getBlockByNumber'],
        'only the block before anything was read',
      );
      const weth = '0x4200000000000000000000000000000000000006';
      await c.getBalance({address: weth});
      const fetched = calls.filter((m) => m === 'eth_getProof').length;
      assert.ok(fetched > 0);
      await c.getBalance({address: weth});
      assert.equal(calls.filter((m) => m === 'eth_getProof').length, fetched);
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'saves a chain-id lookup',
    check: async (ctx) => {
      const upstream = await ctx.forkUpstream('optimism');
      const {createMemoryClient} = await tevm();
      const {optimism} = await import('tevm/common');
      const run = async (opts) => {
        const calls = /** @type {string[]} */ ([]);
        const transport = {
          request: (/** @type {any} */ a) => (calls.push(a.method), upstream.request(a)),
        };
        const c = createMemoryClient({...opts, fork: {transport}});
        await c.tevmReady();
        await c.transport.tevm.close();
        return calls.filter((m) => m === 'eth_chainId').length;
      };
      assert.equal(await run({common: optimism}), 0);
      assert.ok((await run({})) > 0);
    },
  },
  {
    quote: 'The persister saves account state only, not blocks',
    check: async () => {
      const {createMemoryClient, createSyncStoragePersister, parseEther} = await tevm();
      const storage = memoryStorage();
      const wallet = '0x00000000000000000000000000000000000b0b00';
      const a = createMemoryClient({
        persister: createSyncStoragePersister({storage, throttleTime: 0}),
      });
      await a.setBalance({address: wallet, value: parseEther('1')});
      await a.mine({blocks: 3});
      await new Promise((r) => setTimeout(r, 50));
      await a.transport.tevm.close();
      const b = createMemoryClient({
        persister: createSyncStoragePersister({storage, throttleTime: 0}),
      });
      assert.equal(await b.getBalance({address: wallet}), parseEther('1'));
      assert.equal(await b.getBlockNumber(), 0n);
      await b.transport.tevm.close();
    },
  },
  {
    quote:
      "`MemoryClientOptions` accepts the node options (`fork`, `common`, `miningConfig`, `persister`, `loggingLevel`, `customPrecompiles` and more) plus viem's client options such as `account` and `pollingInterval`.",
    check: async (ctx) => {
      declares(
        ctx,
        ['@tevm/node/dist/index.d.ts', '@tevm/state/dist/index.d.ts'],
        ['fork', 'common', 'miningConfig', 'persister', 'loggingLevel', 'customPrecompiles'],
      );
      const types = ctx.source('@tevm/memory-client/dist/index.d.ts');
      assert.ok(
        types.includes(
          "= TevmNodeOptions<TCommon> & Pick<ClientConfig<Transport, TCommon, TAccountOrAddress, TRpcSchema>, 'type' | 'key' | 'name' | 'account' | 'pollingInterval' | 'cacheTime'>",
        ),
        'MemoryClientOptions changed shape',
      );
    },
  },
  {
    table: 'You want',
    row: 'A viem client with everything included',
    check: async () => {
      const c = /** @type {any} */ ((await tevm()).createMemoryClient());
      for (const m of ['getBalance', 'sendTransaction', 'setBalance', 'tevmCall'])
        assert.equal(typeof c[m], 'function', m);
      await c.transport.tevm.close();
    },
  },
  {
    table: 'You want',
    row: 'The smallest bundle',
    check: async () => {
      const {createClient, createTevmTransport, tevmSetAccount, tevmGetAccount} = await tevm();
      const c = createClient({transport: createTevmTransport()});
      const address = '0x00000000000000000000000000000000000a11ce';
      await tevmSetAccount(c, {address, balance: 2n});
      assert.equal((await tevmGetAccount(c, {address})).balance, 2n);
      await c.transport.tevm.close();
    },
  },
  {
    table: 'You want',
    row: 'A copy of a live chain',
    check: async (ctx) => {
      const c = (await tevm()).createMemoryClient({
        fork: {transport: await ctx.forkUpstream('optimism')},
      });
      await c.tevmReady();
      assert.equal(c.transport.tevm.mode, 'fork');
      await c.transport.tevm.close();
    },
  },
  {
    table: 'You want',
    row: 'ethers instead of viem',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const {BrowserProvider} = await import('ethers');
      const provider = new BrowserProvider(c, undefined, {cacheTimeout: -1});
      assert.equal((await provider.getNetwork()).chainId, 900n);
      provider.destroy();
      await c.transport.tevm.close();
    },
  },
  {
    table: 'You want',
    row: 'JSON-RPC over HTTP',
    check: async (ctx) => {
      const {createServer} = await import('tevm/server');
      const {Server} = await import('node:http');
      assert.ok(createServer((await tevm()).createMemoryClient()) instanceof Server);
      // `tevm serve` is a command of the installed bin (getting-started/cli runs it).
      const bin = JSON.parse(ctx.source('tevm/package.json')).bin;
      assert.ok(bin && Object.keys(bin).includes('tevm'), 'tevm ships no `tevm` bin');
    },
  },
];
