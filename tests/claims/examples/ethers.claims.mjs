// Claims of docs/examples/ethers.mdx.
import assert from 'node:assert/strict';
import {assertStaticNetworkAsksOnce, ethersUnsignedSend} from '../helpers.mjs';

const tevm = () => import('tevm');

/** An EIP-1193 provider over a fresh memory client that records every method it is asked. */
const recorded = async () => {
  const client = (await tevm()).createMemoryClient();
  const methods = /** @type {string[]} */ ([]);
  const eip1193 = {
    request: (/** @type {any} */ a) => (methods.push(a.method), client.request(a)),
  };
  return {client, methods, eip1193};
};

export default [
  {
    quote: 'the programs were checked with ethers 6.17',
    check: async (ctx) =>
      assert.match(JSON.parse(ctx.source('ethers/package.json')).version, /^6\.17\./),
  },
  {
    quote: 'ethers asks the node for its chain id, which is 900 for a default Tevm node',
    example: 'assert.equal((await provider.getNetwork()).chainId, 900n)',
  },
  {
    quote:
      "`tevmSetAccount` writes the balance straight into the node's state (no transaction, no block); viem's test action `client.setBalance({ address, value })` would do the same.",
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const a = '0x00000000000000000000000000000000000f00d1';
      const b = '0x00000000000000000000000000000000000f00d2';
      await c.tevmSetAccount({address: a, balance: 100n});
      await c.setBalance({address: b, value: 100n});
      assert.equal(await c.getBalance({address: a}), 100n);
      assert.equal(await c.getBalance({address: b}), 100n);
      assert.equal(await c.getBlockNumber(), 0n);
      await c.transport.tevm.close();
    },
  },
  {
    quote: '`wait()` returns at once because Tevm mines each transaction as it arrives',
    example: 'assert.equal(transferReceipt?.status, 1)',
  },
  {
    quote:
      'Reads go through `eth_call`, writes are signed by the deployer wallet and mined before `wait()` returns.',
    check: async () => {
      const {client, methods, eip1193} = await recorded();
      const {PREFUNDED_PRIVATE_KEYS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const {BrowserProvider, Contract, ContractFactory, Wallet} = await import('ethers');
      const provider = new BrowserProvider(eip1193, undefined, {cacheTimeout: -1});
      const w = new Wallet(PREFUNDED_PRIVATE_KEYS[0], provider);
      const d = await new ContractFactory(SimpleContract.abi, SimpleContract.bytecode, w).deploy(
        1n,
      );
      await d.waitForDeployment();
      const c = new Contract(await d.getAddress(), SimpleContract.abi, w);
      methods.length = 0;
      await c.get();
      assert.ok(methods.includes('eth_call'));
      const n = await client.getBlockNumber();
      await (await c.set(3n)).wait();
      assert.equal(await client.getBlockNumber(), n + 1n);
      provider.destroy();
      await client.transport.tevm.close();
    },
  },
  {
    quote: '`queryFilter`, which asks the node for past logs with `eth_getLogs`',
    check: async () => {
      const {client, methods, eip1193} = await recorded();
      const {SimpleContract} = await import('tevm/contract');
      const {BrowserProvider, Contract} = await import('ethers');
      const provider = new BrowserProvider(eip1193, undefined, {cacheTimeout: -1});
      const {createdAddress} = await client.tevmDeploy(SimpleContract.deploy(1n));
      const c = new Contract(createdAddress, SimpleContract.abi, provider);
      await c.queryFilter(c.filters.ValueSet());
      assert.ok(methods.includes('eth_getLogs'));
      provider.destroy();
      await client.transport.tevm.close();
    },
  },
  {
    quote: 'The constructor stores its value without emitting an event',
    example: "assert.deepEqual(history.map((e) => ('args' in e ? e.args.newValue : null)), [42n])",
  },
  {
    quote: 'Nothing signs the transaction: the node uses no key and runs it as that address',
    check: async () => {
      const sent = await ethersUnsignedSend(1);
      assert.deepEqual(sent.signature, {r: undefined, s: undefined, v: undefined});
      assert.equal(sent.stored.from.toLowerCase(), sent.account);
    },
  },
  {
    quote: 'It is mined, but ethers cannot read such a transaction back (`missing r`)',
    example: 'await assert.rejects(provider.getTransaction(hash), /missing r/)',
  },
  {
    quote: 'so the transaction the node stores carries that signature',
    check: async () => {
      const {createMemoryClient, PREFUNDED_PRIVATE_KEYS} = await tevm();
      const {BrowserProvider, Wallet} = await import('ethers');
      const client = createMemoryClient();
      const provider = new BrowserProvider(client, undefined, {cacheTimeout: -1});
      const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[0], provider);
      const tx = await wallet.sendTransaction({
        to: '0x00000000000000000000000000000000000b0b00',
        value: 1n,
      });
      const stored = await client.request({method: 'eth_getTransactionByHash', params: [tx.hash]});
      assert.equal(stored.r, tx.signature.r);
      assert.equal(stored.s, tx.signature.s);
      await client.transport.tevm.close();
    },
  },
  {
    quote: '`tx.wait()` waits until you mine, for example with `await client.tevmMine()`',
    check: async () => {
      const {createMemoryClient, PREFUNDED_PRIVATE_KEYS} = await tevm();
      const {BrowserProvider, Wallet} = await import('ethers');
      const client = createMemoryClient({miningConfig: {type: 'manual'}});
      const provider = new BrowserProvider(client, undefined, {
        cacheTimeout: -1,
        pollingInterval: 20,
      });
      provider.pollingInterval = 20;
      const w = new Wallet(PREFUNDED_PRIVATE_KEYS[0], provider);
      const tx = await w.sendTransaction({to: w.address, value: 1n});
      let done = false;
      const waiting = tx.wait().then((r) => ((done = true), r));
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(done, false, 'wait() resolved before mining');
      await client.tevmMine();
      assert.equal((await waiting)?.status, 1);
      provider.destroy();
      await client.transport.tevm.close();
    },
  },
  {
    quote:
      '`createServer` takes the memory client itself (it needs the node behind it) and returns a plain `node:http` server',
    check: async () => {
      const {createServer} = await import('tevm/server');
      const {Server} = await import('node:http');
      const server = createServer((await tevm()).createMemoryClient());
      assert.ok(server instanceof Server);
    },
  },
  {
    quote:
      '`staticNetwork: true` tells ethers to treat the network as fixed instead of detecting it again',
    check: assertStaticNetworkAsksOnce,
  },
  {
    quote:
      "`provider.destroy()` stops ethers' timers and `server.closeAllConnections()` drops idle keep-alive sockets, so `server.close()` finishes",
    example:
      'await new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) })',
  },
  {
    quote:
      'the node runs a timer: call `await client.transport.tevm.close()` when you are done, or the process will not exit.',
    check: async () => {
      const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
      // Timers left by a node in the default mode, closed the same way, are the baseline.
      const settle = () => new Promise((r) => setTimeout(r, 500));
      const baseline = async (/** @type {any} */ miningConfig) => {
        await settle();
        const before = timers();
        const c = (await tevm()).createMemoryClient({miningConfig});
        await c.tevmReady();
        const running = timers() - before;
        await c.transport.tevm.close();
        await settle();
        return {running, after: timers() - before};
      };
      const auto = await baseline({type: 'auto'});
      const interval = await baseline({type: 'interval', blockTime: 0.2});
      assert.ok(interval.running > auto.running, 'no extra timer while interval mining');
      const before = 0;
      const timersAfter = () => interval.after - auto.after;
      assert.equal(timersAfter(), before, 'close() left the mining timer');
    },
  },
];
