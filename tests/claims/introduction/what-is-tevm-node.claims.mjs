// Claims of docs/introduction/what-is-tevm-node.mdx.
import assert from 'node:assert/strict';
import {assertGenesisFunded, sendTransfer} from '../helpers.mjs';

const tevm = () => import('tevm');
const client = (ctx) => ctx.shared('client', async () => (await tevm()).createMemoryClient());

/** Ganache's own method names (not Tevm's ganache_* renames), as Ganache documents them. */
const GANACHE_OWN = ['evm_setAccountBalance', 'evm_setAccountCode', 'evm_setTime'];

/**
 * What Tevm does with Ganache-style requests: for Tevm's ganache_* names, whether they answer
 * like the anvil_* method of the same suffix; for Ganache's own method names, the error code.
 * Read by the live claim and its refuted twin.
 */
export const ganacheSurface = async () => {
  const c = (await tevm()).createMemoryClient();
  const a = '0x00000000000000000000000000000000000a11ce';
  try {
    await c.request({method: /** @type {any} */ ('ganache_setBalance'), params: [a, '0x2']});
    const balance = await c.getBalance({address: a});
    const info = async (prefix) =>
      c.request({method: /** @type {any} */ (`${prefix}_nodeInfo`), params: []});
    const sameAsAnvil =
      JSON.stringify(await info('ganache')) === JSON.stringify(await info('anvil'));
    const own = {};
    for (const method of GANACHE_OWN) {
      own[method] = await c
        .request({method: /** @type {any} */ (method), params: /** @type {any} */ ([a, '0x1'])})
        .then(
          () => 'answered',
          (e) => e.code,
        );
    }
    return {ganacheSetBalance: balance, sameAsAnvil, own};
  } finally {
    await c.transport.tevm.close();
  }
};

/**
 * viem's test actions on a memory client: the ones the page lists as working, and what
 * `setAutomine` and `reset()` do.
 */
export const viemTestActions = async () => {
  const c = (await tevm()).createMemoryClient();
  const a = '0x00000000000000000000000000000000000a11ce';
  const outcome = (p) =>
    p.then(
      () => 'ok',
      (e) => ({code: e.code, details: String(e.details ?? e.message)}),
    );
  try {
    const id = await c.snapshot();
    await c.setBalance({address: a, value: 9n});
    await c.setNonce({address: a, nonce: 4});
    await c.mine({blocks: 2});
    await c.impersonateAccount({address: a});
    await c.stopImpersonatingAccount({address: a});
    const worked = {
      balance: await c.getBalance({address: a}),
      nonce: await c.getTransactionCount({address: a}),
      blockNumber: await c.getBlockNumber(),
    };
    await c.revert({id});
    worked.revertedBalance = await c.getBalance({address: a});
    const setAutomine = await outcome(c.setAutomine(false));
    const rawSetAutomine = await outcome(
      c.request({method: /** @type {any} */ ('anvil_setAutomine'), params: [false]}),
    );
    const automine = await c.getAutomine();
    const reset = await outcome(c.reset());
    const {PREFUNDED_ACCOUNTS} = await tevm();
    const sendUnsigned = await outcome(
      c.sendUnsignedTransaction({from: PREFUNDED_ACCOUNTS[0].address, to: a, value: 1n}),
    );
    return {worked, setAutomine, rawSetAutomine, automine, reset, sendUnsigned};
  } finally {
    await c.transport.tevm.close();
  }
};

export default [
  {
    quote: 'Both create a node, fund an address, mine a block and read the chain back',
    example: "await provider.send('evm_mine', [])",
  },
  {
    quote:
      'The chain starts at block 0 with chain id 900 and ten prefunded accounts holding 1000 ETH each (the zero address starts with 1000 ETH too)',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      assert.equal(await c.getBlockNumber(), 0n);
      assert.equal(await c.getChainId(), 900);
      await assertGenesisFunded(c);
      await c.transport.tevm.close();
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
      'Tevm answers the Anvil-style methods that test tooling relies on (`anvil_*`, `evm_*`, and the same `anvil_*` methods under `hardhat_*` and `ganache_*` names)',
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
        assert.equal(await c.getBlockNumber(), 0n, 'an empty block was mined');
        // ...and it does mine once a transaction waits
        await sendTransfer(c);
        for (let i = 0; i < 40 && (await c.getBlockNumber()) === 0n; i++)
          await new Promise((r) => setTimeout(r, 100));
        assert.equal(await c.getBlockNumber(), 1n, 'the waiting transaction was not mined');
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
  {
    quote: 'No process was started and no port was opened',
    check: async () => {
      const before = process.getActiveResourcesInfo().filter((r) => /TCP|UDP|Pipe|Process/.test(r));
      const c = (await tevm()).createMemoryClient();
      await c.tevmSetAccount({address: '0x00000000000000000000000000000000000a11ce', balance: 1n});
      await c.tevmMine({blockCount: 1});
      const after = process.getActiveResourcesInfo().filter((r) => /TCP|UDP|Pipe|Process/.test(r));
      assert.deepEqual(after, before);
    },
  },
  {
    quote:
      'accounts, balances, code and storage; in fork mode it fetches missing state from an RPC',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const seen = [];
      const upstream = await ctx.forkUpstream('mainnet');
      const c = createMemoryClient({
        fork: {transport: {request: (a) => (seen.push(a.method), upstream.request(a))}},
      });
      const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
      assert.ok((await c.getBalance({address: dai})) >= 0n);
      assert.notEqual(await c.getCode({address: dai}), undefined);
      assert.ok(seen.includes('eth_getProof') && seen.includes('eth_getCode'), seen.join(', '));
    },
  },
  {
    quote: 'receipts and the log index behind `eth_getLogs`',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(1n),
        from: PREFUNDED_ACCOUNTS[0].address,
      });
      const hash = await c.writeContract({
        account: PREFUNDED_ACCOUNTS[0],
        chain: null,
        ...SimpleContract.withAddress(/** @type {any} */ (createdAddress)).write.set(2n),
      });
      const rm = await c.transport.tevm.getReceiptsManager();
      const {hexToBytes} = await tevm();
      assert.ok(await rm.getReceiptByTxHash(hexToBytes(hash)), 'receipt indexed');
      const logs = await c.request({
        method: 'eth_getLogs',
        params: [{fromBlock: '0x0', toBlock: 'latest'}],
      });
      assert.equal(logs.length, 1);
    },
  },
  {
    quote: '`createTevmNode()` from `tevm` or `tevm/node`',
    check: async () =>
      assert.equal((await tevm()).createTevmNode, (await import('tevm/node')).createTevmNode),
  },
  {
    quote:
      '`request({ method, params })` for the `eth_`, `anvil_`, `evm_`, `debug_`, `tevm_`, … methods',
    check: async (ctx) => {
      const c = await client(ctx);
      assert.equal(await c.request({method: 'eth_chainId'}), '0x384');
      await c.request({
        method: 'anvil_setBalance',
        params: ['0x00000000000000000000000000000000000a11ce', '0x1'],
      });
      assert.match(await c.request({method: 'evm_snapshot'}), /^0x/);
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const hash = await sendTransfer(c);
      const trace = await c.request({
        method: 'debug_traceTransaction',
        params: [
          // tevm's own shape: one object (geth's [hash, options] is rejected; see api/json-rpc)
          /** @type {any} */ ({transactionHash: hash, tracer: 'callTracer'}),
        ],
      });
      assert.equal(/** @type {any} */ (trace).type, 'CALL');
      const acc = await c.request({
        method: 'tevm_getAccount',
        params: [{address: PREFUNDED_ACCOUNTS[1].address}],
      });
      assert.ok(acc && 'balance' in acc);
    },
  },
  {
    quote: '`createServer(client)` from `tevm/server`',
    check: async () => {
      const {createServer} = await import('tevm/server');
      const server = createServer((await tevm()).createMemoryClient());
      assert.equal(typeof server.listen, 'function', 'an http.Server');
    },
  },
  {
    quote: 'bundler plugins that turn a `.sol` import into a typed contract',
    check: async (ctx) => {
      const exports = JSON.parse(ctx.source('tevm/package.json')).exports;
      for (const k of [
        './bundler/vite-plugin',
        './bundler/webpack-plugin',
        './bundler/rollup-plugin',
        './bundler/esbuild-plugin',
        './bundler/bun-plugin',
        './bundler/rspack-plugin',
      ])
        assert.ok(k in exports, k);
    },
  },
  {
    quote: 'the `tevm` binary, including `tevm serve`',
    check: async (ctx) => {
      assert.equal(JSON.parse(ctx.source('tevm/package.json')).bin.tevm, './cli.js');
      assert.match(ctx.source('tevm/cli.js'), /import\("@tevm\/cli"\)/);
      assert.ok(ctx.source('@tevm/cli/dist/commands/serve.js').length > 0);
    },
  },
  {
    quote:
      "The EVM can call back into your functions while it executes, and you can read the node's internal objects directly",
    example: 'assert.ok(opcodesSeen > 0)',
  },
  {
    quote: 'a JavaScript library',
    check: async (ctx) => {
      const pkg = JSON.parse(ctx.source('tevm/package.json'));
      assert.equal(pkg.type, 'module');
      assert.ok(pkg.exports['.'], 'importable');
    },
  },
  {
    quote: '| Maintained | yes (beta) |',
    check: async (ctx) =>
      assert.match(
        JSON.parse(ctx.source('tevm/package.json')).version,
        /^1\.0\.0-/,
        'a 1.0.0 prerelease',
      ),
  },
  {
    quote:
      "Tevm's `ganache_*` methods are its `anvil_*` methods under another prefix, not Ganache's API: Ganache's own `evm_setAccountBalance`, `evm_setAccountCode` and `evm_setTime` are unknown methods here",
    check: async () => {
      const g = await ganacheSurface();
      assert.equal(g.ganacheSetBalance, 2n, 'ganache_setBalance sets the balance');
      assert.ok(g.sameAsAnvil, 'ganache_nodeInfo answers as anvil_nodeInfo');
      assert.deepEqual(
        g.own,
        Object.fromEntries(GANACHE_OWN.map((m) => [m, -32601])),
        'unknown method',
      );
    },
  },
  {
    quote:
      "most of viem's test actions (`setBalance`, `setNonce`, `mine`, `impersonateAccount`, `snapshot`, `revert`, …) work unchanged",
    check: async () => {
      const {worked} = await viemTestActions();
      assert.deepEqual(worked, {balance: 9n, nonce: 4, blockNumber: 2n, revertedBalance: 0n});
    },
  },
  {
    quote:
      '`setAutomine` sends `evm_setAutomine`, which Tevm rejects as an unknown method (send `anvil_setAutomine` with `client.request` instead); `reset()` throws because viem passes a block number of `NaN`',
    check: async () => {
      const t = await viemTestActions();
      assert.equal(/** @type {any} */ (t.setAutomine).code, -32601);
      assert.match(/** @type {any} */ (t.setAutomine).details, /evm_setAutomine/);
      assert.equal(t.rawSetAutomine, 'ok');
      assert.equal(t.automine, false, 'anvil_setAutomine turned automine off');
      assert.match(/** @type {any} */ (t.reset).details, /NaN cannot be converted to a BigInt/);
    },
  },
  {
    quote:
      '`sendUnsignedTransaction` sends `eth_sendUnsignedTransaction`, which Tevm refuses with code -32004',
    check: async () => {
      const t = await viemTestActions();
      assert.equal(/** @type {any} */ (t.sendUnsigned).code, -32004);
      assert.match(/** @type {any} */ (t.sendUnsigned).details, /eth_sendUnsignedTransaction/);
    },
  },
  {
    quote: 'A node speaks EIP-1193, the standard `request({ method, params })` interface',
    check: async () => {
      const {requestEip1193} = await import('tevm/decorators');
      const n = (await tevm()).createTevmNode().extend(requestEip1193());
      assert.equal(await n.request({method: 'eth_chainId'}), '0x384');
    },
  },
  {
    quote: '`new BrowserProvider(client, undefined, { cacheTimeout: -1 })` | verified',
    example: 'const provider = new BrowserProvider(client, undefined, { cacheTimeout: -1 })',
  },
  {
    quote: '`new JsonRpcProvider(url)` against `createServer(client)` or `tevm serve` | verified',
    check: async () => {
      const {createServer} = await import('tevm/server');
      const {JsonRpcProvider} = await import('ethers');
      const server = createServer((await tevm()).createMemoryClient());
      await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
      const {port} = /** @type {any} */ (server.address());
      const provider = new JsonRpcProvider(`http://127.0.0.1:${port}`, 900, {staticNetwork: true});
      try {
        assert.equal(await provider.getBlockNumber(), 0);
        assert.equal((await provider.getNetwork()).chainId, 900n);
      } finally {
        provider.destroy();
        server.close();
      }
    },
  },
  {
    quote: 'This release installs no ethers adapter and no contract loader',
    check: async (ctx) => {
      const {existsSync} = await import('node:fs');
      const {join} = await import('node:path');
      for (const p of ['@tevm/ethers', '@tevm/whatsabi'])
        assert.ok(!existsSync(join(process.cwd(), 'node_modules', p)), `${p} is installed`);
      const exports = Object.keys(JSON.parse(ctx.source('tevm/package.json')).exports);
      assert.deepEqual(
        exports.filter((k) => /ethers|whatsabi/i.test(k)),
        [],
      );
    },
  },
];
