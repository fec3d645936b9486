// Claims of docs/introduction/why-run-ethereum-in-js.mdx.
import assert from 'node:assert/strict';
import {rawPrecompileUnhandled, withoutBuffer} from '../helpers.mjs';

const tevm = () => import('tevm');

/** Wraps an EIP-1193 upstream and counts the requests per method. */
const counting = (upstream) => {
  const calls = /** @type {Record<string, number>} */ ({});
  return {
    calls,
    transport: {
      request: (/** @type {any} */ args) => (
        (calls[args.method] = (calls[args.method] ?? 0) + 1),
        upstream.request(args)
      ),
    },
  };
};

export default [
  {
    quote: '`tevmCall` and `tevmContract` are dry runs unless you ask them to change the chain.',
    example: 'assert.equal(await client.readContract(balanceOfBob), 0n)',
  },
  {
    quote:
      "Reads with `blockTag: 'pending'` see the state as it will be once they are mined, while `'latest'` still shows the last block.",
    example: "blockTag: 'pending'",
  },
  {
    quote:
      "reverting to an id a second time does nothing (`evm_revert` answers `false`, and viem's `revert` does not throw)",
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const id = await c.snapshot();
      await c.mine({blocks: 1});
      assert.equal(await c.request({method: 'evm_revert', params: [id]}), true);
      await c.mine({blocks: 2});
      assert.equal(await c.request({method: 'evm_revert', params: [id]}), false);
      await c.revert({id}); // does not throw
      assert.equal(await c.getBlockNumber(), 2n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'The `onStep` hook receives the opcode, program counter, gas left, stack and call depth.',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      /** @type {any} */
      let first;
      await c.tevmCall({
        to: '0x0000000000000000000000000000000000000b0b',
        data: '0x',
        onStep: (step, next) => {
          first ??= step;
          next?.();
        },
      });
      await c.tevmSetAccount({
        address: '0x00000000000000000000000000000000000c0de0',
        deployedBytecode: '0x600160020100',
      });
      await c.tevmCall({
        to: '0x00000000000000000000000000000000000c0de0',
        onStep: (step, next) => {
          first ??= step;
          next?.();
        },
      });
      assert.ok(first, 'onStep was not called');
      assert.equal(first.opcode.name, 'PUSH1');
      assert.equal(first.pc, 0);
      assert.equal(typeof first.gasLeft, 'bigint');
      assert.ok(Array.isArray(first.stack));
      assert.equal(first.depth, 0);
      await c.transport.tevm.close();
    },
  },
  {
    quote: "viem's `readContract` reach it like any contract",
    example: "await client.readContract(Oracle.read.priceOf('ETH'))",
  },
  {
    quote:
      'Passing the `definePrecompile` result itself makes the node fail to start: `tevmReady()` rejects, and the same error also surfaces as unhandled rejections, which end a Node.js process',
    check: async (ctx) => {
      // rawPrecompileUnhandled asserts that tevmReady() rejects, and returns the unhandled ones.
      const unhandled = await rawPrecompileUnhandled(ctx);
      assert.ok(unhandled.length > 0, 'no unhandled rejection');
      // Node's default for an unhandled rejection: the process ends (exit code 1).
      const {spawnSync} = await import('node:child_process');
      const r = spawnSync(
        process.execPath,
        ['-e', 'Promise.reject(new Error("x")); setTimeout(() => console.log("alive"), 200)'],
        {encoding: 'utf8'},
      );
      assert.equal(r.status, 1);
      assert.doesNotMatch(r.stdout, /alive/);
    },
  },
  {
    quote: 'There is no `precompiles` option.',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/node/dist/index.d.ts') + ctx.source('@tevm/node/dist/index.d.cts'),
        /customPrecompiles\?:/,
      );
      assert.doesNotMatch(ctx.source('@tevm/node/dist/index.d.ts'), /\bprecompiles\?:/);
    },
  },
  {
    quote: 'A forked node fetches each account and storage slot once and caches it',
    check: async (ctx) => {
      const up = counting(await ctx.forkUpstream('mainnet'));
      const {createMemoryClient} = await tevm();
      const {mainnet} = await import('tevm/common');
      const c = createMemoryClient({common: mainnet, fork: {transport: up.transport}});
      const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
      await c.getBalance({address: dai});
      const first = up.calls.eth_getProof ?? 0;
      assert.ok(first > 0, 'the account was not fetched');
      await c.getBalance({address: dai});
      await c.getBalance({address: dai});
      assert.equal(up.calls.eth_getProof, first);
      // a storage slot too: the token's symbol, read three times, fetched once
      const {ERC20} = await import('tevm/contract');
      const token = ERC20.withAddress(dai);
      for (let i = 0; i < 3; i++) assert.equal(await c.readContract(token.read.symbol()), 'DAI');
      assert.equal(up.calls.eth_getStorageAt, 1, 'the slot was fetched more than once');
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'The node is plain JavaScript with no native module',
    check: async () => {
      (await tevm()).createMemoryClient();
      assert.deepEqual(
        process.report.getReport().sharedObjects.filter((f) => /\.node$/.test(f)),
        [],
      );
    },
  },
  {
    quote:
      'would mine it even if it reverted ([Call API](../api/tevm-call.mdx#parameters-by-group) has the other values)',
    check: async () => {
      const {revertWith} = await import('../helpers.mjs');
      const r = await revertWith({addToBlockchain: true});
      assert.equal(r.blocks, 1);
      assert.equal(
        (await r.client.getTransactionReceipt({hash: r.result.txHash})).status,
        'reverted',
      );
    },
  },
  {
    quote: 'A memory client needs no server, no port and no network',
    check: async () => {
      const before = process.getActiveResourcesInfo().filter((r) => /TCP|UDP|Pipe/.test(r)).length;
      const c = (await tevm()).createMemoryClient();
      await c.tevmReady();
      await c.mine({blocks: 1});
      const after = process.getActiveResourcesInfo().filter((r) => /TCP|UDP|Pipe/.test(r)).length;
      assert.equal(after, before, 'the client opened a socket');
    },
  },
  {
    quote: 'The same client can also be served over HTTP when a test needs a URL',
    check: async () => {
      const {createServer} = await import('tevm/server');
      const c = (await tevm()).createMemoryClient();
      const server = createServer(c);
      await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
      try {
        const {port} = /** @type {any} */ (server.address());
        const res = await fetch(`http://127.0.0.1:${port}`, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []}),
        });
        assert.equal((await res.json()).result, '0x384');
      } finally {
        server.close();
      }
    },
  },
  {
    quote: "No Run button here: reverting a snapshot needs Node's `Buffer`",
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const id = await c.snapshot();
      await withoutBuffer(() => assert.rejects(c.revert({id}), /Buffer is not defined/));
    },
  },
  {
    quote: 'A snapshot id works for one revert only, which is why each round takes a new one',
    example: 'const fresh = await client.snapshot()',
  },
  {
    quote:
      "With a bundler plugin, `import { Counter } from './Counter.s.sol'` gives a typed contract object with ABI and bytecode, checked by your editor",
    check: async (ctx) => {
      const exports = JSON.parse(ctx.source('tevm/package.json')).exports;
      for (const k of [
        './bundler/vite-plugin',
        './bundler/webpack-plugin',
        './bundler/esbuild-plugin',
      ])
        assert.ok(k in exports, k);
      // the editor side: the TypeScript language-service plugin
      assert.equal(JSON.parse(ctx.source('@tevm/ts-plugin/package.json')).name, '@tevm/ts-plugin');
    },
  },
  {
    quote: "This site's tests run the examples under Node.js 24",
    check: async () => assert.match(process.version, /^v24\./),
  },
  {
    quote:
      'each account or storage slot costs upstream requests the first time it is touched (`eth_getProof` for an account, `eth_getStorageAt` for a slot, each preceded by an `eth_getBlockByNumber` in this release) and is local after that. Contract code comes from `eth_getCode`: once for the EVM, but again on every `getCode` read, and every later call still sends one `eth_getBlockByHash`',
    check: async (ctx) => {
      const up = counting(await ctx.forkUpstream('mainnet'));
      const {createMemoryClient} = await tevm();
      const {mainnet} = await import('tevm/common');
      const {ERC20} = await import('tevm/contract');
      const c = createMemoryClient({common: mainnet, fork: {transport: up.transport}});
      await c.tevmReady();
      const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
      /** the upstream requests one read sends, the first and the second time */
      const twice = async (read) => {
        const sent = [];
        for (let i = 0; i < 2; i++) {
          const before = {...up.calls};
          await read();
          sent.push(
            Object.fromEntries(
              Object.entries(up.calls)
                .map(([m, n]) => [m, n - (before[m] ?? 0)])
                .filter(([, n]) => n > 0),
            ),
          );
        }
        return sent;
      };
      const seen = {
        account: await twice(() => c.getBalance({address: dai})),
        slot: await twice(() => c.getStorageAt({address: dai, slot: '0x1'})),
        getCode: await twice(() => c.getCode({address: dai})),
        call: await twice(() => c.readContract(ERC20.withAddress(dai).read.symbol())),
      };
      const msg = JSON.stringify(seen);
      assert.deepEqual(seen.account, [{eth_getBlockByNumber: 1, eth_getProof: 1}, {}], msg);
      assert.deepEqual(seen.slot, [{eth_getBlockByNumber: 1, eth_getStorageAt: 1}, {}], msg);
      assert.deepEqual(seen.getCode, [{eth_getCode: 1}, {eth_getCode: 1}], msg);
      assert.equal(seen.call[0].eth_getCode, 1, msg);
      assert.deepEqual(seen.call[1], {eth_getBlockByHash: 1}, msg);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      '`tevmCall` and `tevmContract` change nothing unless you pass `addToBlockchain` (mine now) or `addToMempool` (queue).',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const from = PREFUNDED_ACCOUNTS[0].address;
      const to = '0x0000000000000000000000000000000000000b0b';
      const K = '0x0000000000000000000000000000000000000c0c';
      await c.setCode({address: K, bytecode: SimpleContract.deployedBytecode});
      const status = async () => [
        await c.getBlockNumber(),
        (await c.request({method: 'txpool_status'})).pending,
        await c.getBalance({address: to}),
      ];
      const start = await status();
      await c.tevmCall({from, to, value: 1n});
      await c.tevmContract({...SimpleContract.withAddress(K).write.set(5n), from});
      assert.deepEqual(await status(), start, 'dry runs changed something');
      assert.equal(await c.readContract(SimpleContract.withAddress(K).read.get()), 0n);
      await c.tevmCall({from, to, value: 1n, addToMempool: true});
      assert.deepEqual(await status(), [start[0], '0x1', 0n], 'addToMempool queues');
      await c.tevmMine();
      await c.tevmCall({from, to, value: 1n, addToBlockchain: true});
      assert.deepEqual(await status(), [start[0] + 2n, '0x0', 2n], 'addToBlockchain mines');
    },
  },
  {
    quote:
      '`tevmDeploy` is the exception: given neither option, it mines the deployment at once, or queues it when the node mines manually.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const from = PREFUNDED_ACCOUNTS[0].address;
      const auto = createMemoryClient();
      const a = await auto.tevmDeploy({...SimpleContract.deploy(1n), from});
      assert.equal(await auto.getBlockNumber(), 1n, 'auto mining: mined at once');
      assert.notEqual(
        await auto.getCode({address: /** @type {any} */ (a.createdAddress)}),
        undefined,
      );
      const manual = createMemoryClient({miningConfig: {type: 'manual'}});
      await manual.tevmDeploy({...SimpleContract.deploy(1n), from});
      assert.equal(await manual.getBlockNumber(), 0n);
      assert.equal((await manual.request({method: 'txpool_status'})).pending, '0x1', 'queued');
    },
  },
];
