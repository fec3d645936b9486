// Claims of docs/ethers.mdx.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {assertUnsignedAsFrom, ethersUnsignedSend, withoutBuffer} from './helpers.mjs';

/**
 * Runs a module in a fresh Node process (its own event loop and unhandled-rejection handling):
 * after tevm's createMemoryClient, SimpleContract and ethers' BrowserProvider, ContractFactory and
 * Wallet are imported and `client` is a fresh memory client, `lines` run.
 * @param {string[]} lines
 * @param {number} timeout
 */
const runEthersScript = (lines, timeout) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      [
        "import { createMemoryClient, PREFUNDED_PRIVATE_KEYS } from 'tevm'",
        "import { SimpleContract } from 'tevm/contract'",
        "import { BrowserProvider, ContractFactory, Wallet } from 'ethers'",
        'const client = createMemoryClient()',
        ...lines,
      ].join('\n'),
    ],
    {encoding: 'utf8', timeout},
  );

/**
 * A runEthersScript, so "keeps the process running" and "ends the process" are observed, not
 * inferred. The script sets up a polling provider with one ValueSet listener that has seen an
 * event; `tail` is what it then does. `hold()` stops the next eth_getLogs before it reaches the
 * node and resolves; `release()` lets it go on.
 */
const runListenerScript = (tail, timeout) =>
  runEthersScript(
    [
      'let holding = false, release, held',
      'const hold = () => { holding = true; return new Promise((r) => (held = r)) }',
      'const eip1193 = { request: async (args) => {',
      "  if (holding && args.method === 'eth_getLogs') { holding = false; const gate = new Promise((r) => (release = r)); held(); await gate }",
      '  return client.request(args)',
      '} }',
      'const provider = new BrowserProvider(eip1193, undefined, { cacheTimeout: -1, polling: true, pollingInterval: 20 })',
      'const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[0], provider)',
      'const contract = await new ContractFactory(SimpleContract.abi, SimpleContract.bytecode, wallet).deploy(1n)',
      'await contract.waitForDeployment()',
      "const seen = new Promise((resolve) => void contract.on('ValueSet', resolve))",
      "await (await contract.getFunction('set')(5n)).wait()",
      'await seen',
      tail,
    ],
    timeout,
  );

const base = [
  {
    quote:
      'ethers caches identical requests for 250 ms by default. Sending two transactions from one wallet in quick succession asks the node for the `pending` nonce twice; the second answer comes from the cache, so both transactions get the same nonce and the second is refused with `NONCE_EXPIRED`',
    check: async () => {
      const {createMemoryClient, PREFUNDED_PRIVATE_KEYS} = await import('tevm');
      const {BrowserProvider, Wallet} = await import('ethers');
      assert.equal(
        /** @type {any} */ (new BrowserProvider(createMemoryClient()))._getOption('cacheTimeout'),
        250,
      );
      // A 5 s cache instead of 250 ms: the same effect, however slow the machine running this.
      const provider = new BrowserProvider(createMemoryClient(), undefined, {cacheTimeout: 5_000});
      const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[2], provider);
      const to = '0x00000000000000000000000000000000000b0b02';
      await wallet.sendTransaction({to, value: 1n});
      await assert.rejects(
        wallet.sendTransaction({to, value: 1n}),
        (e) => /** @type {any} */ (e).code === 'NONCE_EXPIRED',
      );
    },
  },
  {
    quote: 'Turn the cache off and each send asks for a fresh nonce',
    example: 'assert.deepEqual([first.nonce, second.nonce], [0, 1])',
  },
  {
    quote:
      "call `contract.removeAllListeners()` when done: until then ethers' polling timer keeps your process running",
    check: async () => {
      // An unref'd timer does not keep Node alive: it prints only if something else does.
      const probe =
        "setTimeout(() => { console.log('still running after 2 s'); process.exit(0) }, 2000).unref()";
      const kept = runListenerScript(probe, 60_000);
      assert.equal(kept.status, 0, kept.stderr.slice(0, 300));
      assert.match(kept.stdout, /still running/, 'with a listener left, the process should stay');
      const ended = runListenerScript(`await contract.removeAllListeners()\n${probe}`, 60_000);
      assert.equal(ended.status, 0, ended.stderr.slice(0, 300));
      assert.doesNotMatch(
        ended.stdout,
        /still running/,
        'without listeners, the process should end',
      );
    },
  },
  {
    quote:
      'Do not call `provider.destroy()` straight after it: ethers cancels the requests of a poll that is still running and leaves that rejection unhandled, which ends a Node process.',
    check: async () => {
      const r = runListenerScript(
        [
          'const stopped = hold()',
          'await client.tevmMine() // a new block: the poller asks for its logs',
          'await stopped',
          'await contract.removeAllListeners()',
          'provider.destroy()',
          'release()',
          "await new Promise((r) => setTimeout(r, 500)); console.log('survived')",
        ].join('\n'),
        60_000,
      );
      assert.notEqual(r.status, 0, 'the process should end on the unhandled rejection');
      assert.doesNotMatch(r.stdout, /survived/);
      assert.match(r.stderr, /provider destroyed; cancelled request/);
    },
  },
];

// ---- claims added for issue 22 (every statement of the page backed) ----

const WHALE = '0x000000000000000000000000000000000000beef';

/** A BrowserProvider on a fresh memory client, with ethers' cache off. */
/**
 * Block timestamps around `evm_increaseTime` 3600: the latest block's, then (after a pause, so
 * "latest block plus 3600" and "clock plus 3600" differ) the next block's, then (after another
 * pause) the block after it, and the clock when that one was mined (ms). The live row claim and
 * its refuted twin read this.
 */
export const increaseTimeBlocks = async () => {
  const {createMemoryClient} = await import('tevm');
  const c = createMemoryClient();
  const pause = () => new Promise((r) => setTimeout(r, 2200));
  await c.mine({blocks: 1});
  const latest = (await c.getBlock()).timestamp;
  await pause();
  await c.request({method: 'evm_increaseTime', params: ['0xe10']});
  await c.mine({blocks: 1});
  const next = (await c.getBlock()).timestamp;
  await pause();
  const minedAt = Date.now();
  await c.mine({blocks: 1});
  const after = (await c.getBlock()).timestamp;
  await c.transport.tevm.close();
  return {latest, next, after, minedAt};
};

const provider = async (options = {}, network = undefined) => {
  const {createMemoryClient} = await import('tevm');
  const {BrowserProvider} = await import('ethers');
  const client = createMemoryClient();
  return {client, provider: new BrowserProvider(client, network, {cacheTimeout: -1, ...options})};
};

/** An EIP-1193 object in front of `client` that records every method it forwards. */
const counting = (client) => {
  const seen = [];
  return {seen, eip1193: {request: (a) => (seen.push(a.method), client.request(a))}};
};

/** A BrowserProvider (with `options`) on a fresh memory client, through `counting`. */
const countedProvider = async (options = {cacheTimeout: -1}) => {
  const {createMemoryClient} = await import('tevm');
  const {BrowserProvider} = await import('ethers');
  const client = createMemoryClient();
  const {seen, eip1193} = counting(client);
  return {client, seen, eip1193, provider: new BrowserProvider(eip1193, undefined, options)};
};

const added = [
  {
    quote:
      'A bare node from `createTevmNode()` does not, until you add it with the `requestEip1193()` decorator from `tevm/decorators`.',
    check: async () => {
      const {createTevmNode, createMemoryClient} = await import('tevm');
      const {requestEip1193} = await import('tevm/decorators');
      assert.equal(typeof createMemoryClient().request, 'function', 'a memory client has request');
      const node = createTevmNode();
      assert.equal(/** @type {any} */ (node).request, undefined, 'a bare node has no request');
      assert.equal(typeof node.extend(requestEip1193()).request, 'function');
    },
  },
  {
    quote:
      'its constructor stores a number, `get` returns it and `set` changes it and emits `ValueSet`',
    example: "assert.equal(event?.name, 'ValueSet')",
  },
  {
    quote: 'nothing in it needs a browser',
    example: 'const provider = new BrowserProvider(node, undefined, { cacheTimeout: -1 })',
  },
  {
    quote: 'mined at once because the node mines automatically by default',
    check: async () => {
      const {createTevmNode} = await import('tevm');
      assert.deepEqual(createTevmNode().miningConfig, {type: 'auto'});
    },
  },
  {
    quote: 'the same node, already has `request`',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient();
      const node = client.transport.tevm;
      assert.equal(typeof node.request, 'function');
      await client.setBalance({address: WHALE, value: 7n});
      // the same node: a write through the client is seen through the node's own request
      assert.equal(
        await node.request({method: 'eth_getBalance', params: [WHALE, 'latest']}),
        '0x7',
      );
    },
  },
  {
    quote: '`extend` adds `request` to the node in place and returns it',
    check: async () => {
      const {createTevmNode} = await import('tevm');
      const {requestEip1193} = await import('tevm/decorators');
      const node = createTevmNode();
      const extended = node.extend(requestEip1193());
      assert.equal(extended, node, 'extend returns the same object');
      assert.equal(typeof (/** @type {any} */ (node).request), 'function');
    },
  },
  {
    quote:
      'A `Wallet` built from one of the ten `PREFUNDED_PRIVATE_KEYS` signs in your process and sends the raw transaction',
    check: async () => {
      const {PREFUNDED_PRIVATE_KEYS, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {Wallet} = await import('ethers');
      assert.equal(PREFUNDED_PRIVATE_KEYS.length, 10);
      PREFUNDED_PRIVATE_KEYS.forEach((key, i) =>
        assert.equal(new Wallet(key).address, PREFUNDED_ACCOUNTS[i].address),
      );
      const {client, provider: p} = await provider();
      const {seen, eip1193} = counting(client);
      const {BrowserProvider} = await import('ethers');
      const wallet = new Wallet(
        PREFUNDED_PRIVATE_KEYS[0],
        new BrowserProvider(eip1193, undefined, {cacheTimeout: -1}),
      );
      await (await wallet.sendTransaction({to: WHALE, value: 1n})).wait();
      assert.ok(seen.includes('eth_sendRawTransaction'), seen.join(', '));
      assert.ok(!seen.includes('eth_sendTransaction'));
      assert.equal(await p.getBalance(WHALE), 1n);
    },
  },
  {
    quote: 'each of those accounts starts with 1000 ETH',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS, parseEther} = await import('tevm');
      const client = createMemoryClient();
      for (const a of PREFUNDED_ACCOUNTS)
        assert.equal(await client.getBalance({address: a.address}), parseEther('1000'));
    },
  },
  {
    quote:
      "`provider.getSigner(i)` returns a `JsonRpcSigner` for the node's i-th account, which sends `eth_sendTransaction` with no signature at all: the node uses no key and runs the transaction as that address",
    check: async () => {
      const sent = await ethersUnsignedSend(1);
      assert.deepEqual(sent.methods, ['eth_sendTransaction']);
      assert.equal(sent.stored.from.toLowerCase(), sent.account, "the node's i-th account");
      assert.deepEqual(sent.signature, {r: undefined, s: undefined, v: undefined});
    },
  },
  {
    quote: 'In this release the node mines the unsigned transaction',
    check: async () => assert.equal((await ethersUnsignedSend(1)).receipt.status, 'success'),
  },
  {
    quote:
      'A `JsonRpcSigner` built for any address can send as that address. The block calls `anvil_impersonateAccount` as code written for anvil would, but this release does not require it: the send works without it too.',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const {BrowserProvider, JsonRpcSigner} = await import('ethers');
      const client = createMemoryClient();
      const provider = new BrowserProvider(client, undefined, {cacheTimeout: -1});
      const nobody = '0x000000000000000000000000000000000000beef';
      const hash = await new JsonRpcSigner(provider, nobody).sendUncheckedTransaction({
        to: '0x00000000000000000000000000000000000b0b00',
        value: 1n,
      });
      const receipt = await client.getTransactionReceipt({hash});
      assert.equal(receipt.status, 'success', 'sent without anvil_impersonateAccount');
      assert.equal(receipt.from.toLowerCase(), nobody);
      await assertUnsignedAsFrom(nobody);
    },
  },
  {
    quote:
      "the answer has no `r`, `s` and `v` fields, ethers' parser throws `missing r`, and `sendTransaction` fetches it eleven times in all (waiting about 33 seconds in between, ethers' built-in delays) before it rejects with that error.",
    check: async () => {
      const {seen, provider: p} = await countedProvider();
      // ethers' own delays, recorded instead of waited for
      const delays = [];
      /** @type {any} */ (p)._setTimeout = (fn, ms) => (delays.push(ms), setImmediate(fn));
      const signer = await p.getSigner(1);
      await assert.rejects(signer.sendTransaction({to: WHALE, value: 1n}), /missing r/);
      assert.equal(seen.filter((m) => m === 'eth_getTransactionByHash').length, 11);
      const total = delays.reduce((a, b) => a + b, 0);
      assert.ok(total > 32_000 && total < 34_000, `ethers waited ${total} ms in all`);
      assert.equal(await p.getBalance(WHALE), 1n, 'the transfer happened');
    },
  },
  {
    quote:
      '`provider.getSigner(whale)` would reject here: the address is not in `eth_accounts`, so `BrowserProvider` asks for `eth_requestAccounts`, a wallet method Tevm does not implement (error code -32601).',
    check: async () => {
      const {client, provider: p} = await provider();
      await client.request({method: 'anvil_impersonateAccount', params: [WHALE]});
      const accounts = await client.request({method: 'eth_accounts'});
      assert.ok(!accounts.map((a) => a.toLowerCase()).includes(WHALE));
      await assert.rejects(
        client.request({method: 'eth_requestAccounts'}),
        (e) => e.code === -32601,
      );
      await assert.rejects(
        p.getSigner(WHALE),
        (e) => /eth_requestAccounts/.test(e.message) && /-32601/.test(e.message),
      );
    },
  },
  {
    quote: 'Constructing the `JsonRpcSigner` yourself skips that request.',
    example: 'const signer = new JsonRpcSigner(provider, whale)',
  },
  {
    quote: '`contract.interface.parseLog(log)` on `receipt.logs` | yes',
    example: 'const event = contract.interface.parseLog(receipt.logs[0])',
  },
  {
    quote: 'yes (uses `eth_getLogs`)',
    check: async () => {
      const {createMemoryClient, PREFUNDED_PRIVATE_KEYS} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const {BrowserProvider, ContractFactory, Wallet} = await import('ethers');
      const client = createMemoryClient();
      const {seen, eip1193} = counting(client);
      const p = new BrowserProvider(eip1193, undefined, {cacheTimeout: -1});
      const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[0], p);
      const c = await new ContractFactory(
        SimpleContract.abi,
        SimpleContract.bytecode,
        wallet,
      ).deploy(1n);
      await c.waitForDeployment();
      await (await c.getFunction('set')(4n)).wait();
      const logs = await c.queryFilter(c.filters.ValueSet(), 0, 'latest');
      assert.equal(logs.length, 1);
      assert.ok(seen.includes('eth_getLogs'));
    },
  },
  {
    quote: "`contract.on('ValueSet', listener)` | only with `polling: true` on the provider",
    example: "void contract.on('ValueSet', (newValue: bigint) => resolve(newValue))",
  },
  {
    quote:
      '`contract.on` by default asks the node for a filter with `eth_newFilter`. ethers sends the contract address inside an array, and this release rejects that with "Received an invalid address input type for createAddress", so the listener never fires.',
    check: async () => {
      // In a fresh process, as a reader runs it: a listener without polling, then one event.
      const r = runEthersScript(
        [
          "const eip1193 = { request: (a) => { if (a.method === 'eth_newFilter') console.log('FILTER ' + JSON.stringify(a.params[0].address)); return client.request(a) } }",
          'const provider = new BrowserProvider(eip1193, undefined, { cacheTimeout: -1 })',
          'const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[0], provider)',
          'const c = await new ContractFactory(SimpleContract.abi, SimpleContract.bytecode, wallet).deploy(1n)',
          'await c.waitForDeployment()',
          "await c.on('ValueSet', () => console.log('FIRED'))",
          "await (await c.getFunction('set')(9n)).wait()",
          'await new Promise((r) => setTimeout(r, 1500))',
          'process.exit(0)',
        ],
        60_000,
      );
      assert.equal(r.status, 0, r.stderr.slice(0, 300));
      assert.match(r.stdout, /FILTER \["0x[0-9a-f]{40}"\]/, 'ethers sends the address in an array');
      assert.match(r.stdout, /invalid address input type for createAddress/);
      assert.doesNotMatch(r.stdout, /FIRED/, 'the listener should never fire');
    },
  },
  {
    quote: 'The default interval is 4000 ms',
    check: async () => {
      const {provider: p} = await provider({cacheTimeout: 250});
      assert.equal(p.pollingInterval, 4000);
    },
  },
  {
    quote: 'the `hardhat_*` and `ganache_*` names are accepted as aliases',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient();
      for (const [prefix, value] of [
        ['hardhat', '0x11'],
        ['ganache', '0x22'],
        ['anvil', '0x33'],
      ]) {
        await client.request({method: `${prefix}_setBalance`, params: [WHALE, value]});
        assert.equal(
          await client.request({method: 'eth_getBalance', params: [WHALE, 'latest']}),
          value,
        );
      }
    },
  },
  {
    quote: 'so the same calls work on a bare node and on a memory client',
    check: async () => {
      // The example runs on a bare node; the same sends on a memory client:
      const {provider: p} = await provider();
      const id = await p.send('evm_snapshot', []);
      await p.send('anvil_setBalance', [WHALE, '0x5']);
      assert.equal(await p.getBalance(WHALE), 5n);
      assert.equal(await p.send('evm_revert', [id]), true);
      assert.equal(await p.getBalance(WHALE), 0n);
    },
  },
  {
    quote: "No Run button here: reverting a snapshot needs Node's `Buffer`",
    check: async () => {
      const {provider: p} = await provider();
      const id = await p.send('evm_snapshot', []);
      await withoutBuffer(() =>
        assert.rejects(p.send('evm_revert', [id]), /Buffer is not defined/),
      );
    },
  },
  {
    quote:
      '`evm_snapshot` / `anvil_snapshot` | none | returns an id (a hex string) for the current state',
    check: async () => {
      const {provider: p} = await provider();
      for (const m of ['evm_snapshot', 'anvil_snapshot'])
        assert.match(await p.send(m, []), /^0x[0-9a-f]+$/);
    },
  },
  {
    quote: '`evm_revert` / `anvil_revert` | `[id]` | restores that state; returns `true`',
    check: async () => {
      const {provider: p} = await provider();
      for (const [snap, revert] of [
        ['evm_snapshot', 'evm_revert'],
        ['anvil_snapshot', 'anvil_revert'],
      ]) {
        const id = await p.send(snap, []);
        await p.send('anvil_setBalance', [WHALE, '0x9']);
        assert.equal(await p.send(revert, [id]), true);
        assert.equal(await p.getBalance(WHALE), 0n, `${revert} restores`);
      }
    },
  },
  {
    quote: '`anvil_setBalance` | `[address, hexWei]` | sets a balance',
    example: "await provider.send('anvil_setBalance', [alice, toQuantity(parseEther('50'))])",
  },
  {
    quote:
      '`anvil_setCode`, `anvil_setNonce`, `anvil_setStorageAt` | address first | edit an account directly',
    check: async () => {
      const {client, provider: p} = await provider();
      await p.send('anvil_setCode', [WHALE, '0x60006000fd']);
      await p.send('anvil_setNonce', [WHALE, '0x7']);
      await p.send('anvil_setStorageAt', [WHALE, '0x0', `0x${'0'.repeat(62)}2a`]);
      assert.equal(await p.getCode(WHALE), '0x60006000fd');
      assert.equal(await p.getTransactionCount(WHALE), 7);
      // read the slot from the state itself (eth_getStorageAt right-pads: see core/forking)
      const {createAddress} = await import('tevm/address');
      const vm = await client.transport.tevm.getVm();
      const slot = await vm.stateManager.getStorage(createAddress(WHALE), new Uint8Array(32));
      assert.equal(BigInt(`0x${Buffer.from(slot).toString('hex')}`), 42n);
    },
  },
  {
    quote:
      '`anvil_impersonateAccount` | `[address]` | accepted for Anvil scripts, but not needed: `eth_sendTransaction` already sends as any `from`',
    check: async () => {
      const {client} = await provider();
      const from = '0x000000000000000000000000000000000000bee5';
      assert.equal(
        await client.request({method: 'anvil_impersonateAccount', params: [from]}),
        null,
        'accepted',
      );
      await assertUnsignedAsFrom('0x000000000000000000000000000000000000beef'); // never impersonated
    },
  },
  {
    quote:
      "`evm_increaseTime` | `[seconds]` | once: the next block's timestamp is the latest block's plus `seconds`; later blocks take the clock or parent + 1, not a lasting offset",
    check: async () => {
      const t = await increaseTimeBlocks();
      assert.equal(t.next - t.latest, 3600n, "the latest block's timestamp plus 3600");
      const clock = BigInt(Math.floor(t.minedAt / 1000));
      const expected = clock > t.next ? clock : t.next + 1n;
      assert.equal(t.after, expected, 'max(clock, parent + 1), no offset kept');
    },
  },
  {
    quote: "`evm_setNextBlockTimestamp` | `[seconds]` | fixes the next block's timestamp",
    example: 'assert.equal(first?.timestamp, target)',
  },
  {
    quote: '`evm_mine` / `anvil_mine` | none / `[hexCount]` | mines one block / that many blocks',
    check: async () => {
      const {provider: p} = await provider();
      const b0 = await p.getBlockNumber();
      await p.send('evm_mine', []);
      assert.equal(await p.getBlockNumber(), b0 + 1);
      await p.send('anvil_mine', ['0x3']);
      assert.equal(await p.getBlockNumber(), b0 + 4);
    },
  },
  {
    quote:
      '`client.snapshot()`, `client.revert({ id })`, `client.setBalance({ address, value })`, `client.increaseTime({ seconds })`, `client.setNextBlockTimestamp({ timestamp })` and `client.mine({ blocks })`',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient();
      const id = await client.snapshot();
      await client.setBalance({address: WHALE, value: 3n});
      assert.equal(await client.getBalance({address: WHALE}), 3n);
      await client.revert({id});
      assert.equal(await client.getBalance({address: WHALE}), 0n);
      const t0 = (await client.getBlock()).timestamp;
      await client.increaseTime({seconds: 1000});
      await client.mine({blocks: 1});
      assert.ok((await client.getBlock()).timestamp - t0 >= 1000n);
      const target = (await client.getBlock()).timestamp + 5000n;
      await client.setNextBlockTimestamp({timestamp: target});
      const n0 = await client.getBlockNumber();
      await client.mine({blocks: 2});
      assert.equal(await client.getBlockNumber(), n0 + 2n);
      assert.equal((await client.getBlock({blockNumber: n0 + 1n})).timestamp, target);
    },
  },
  {
    quote:
      'The call is a dry run: nothing is written unless you also pass `addToBlockchain` (mine it) or `addToMempool` (queue it for the next block)',
    check: async () => {
      const {createMemoryClient, encodeFunctionData, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(1n),
        addToBlockchain: true,
      });
      const k = SimpleContract.withAddress(/** @type {any} */ (createdAddress));
      const get = () => c.readContract(k.read.get());
      const pool = async () => (await c.transport.tevm.getTxPool()).txsInPool;
      const from = PREFUNDED_ACCOUNTS[0].address;
      const setData = (value) =>
        encodeFunctionData({abi: SimpleContract.abi, functionName: 'set', args: [value]});
      await c.tevmCall({from, to: k.address, data: setData(2n)});
      assert.deepEqual([await get(), await pool()], [1n, 0], 'dry run');
      await c.tevmCall({from, to: k.address, data: setData(3n), addToMempool: true});
      assert.deepEqual([await get(), await pool()], [1n, 1], 'queued, not yet mined');
      await c.mine({blocks: 1});
      assert.equal(await get(), 3n, 'mined with the next block');
      await c.tevmCall({from, to: k.address, data: setData(4n), addToBlockchain: true});
      assert.equal(await get(), 4n, 'mined at once');
      await c.transport.tevm.close();
    },
  },
  {
    quote: '`addToBlockchain: true` mines the call even when it reverts',
    check: async () => {
      const {revertWith} = await import('./helpers.mjs');
      const r = await revertWith({addToBlockchain: true});
      assert.equal(r.blocks, 1, 'one block mined');
      assert.equal(r.nonce, 1, 'the reverted call used the nonce');
      assert.equal(
        (await r.client.getTransactionReceipt({hash: r.result.txHash})).status,
        'reverted',
      );
    },
  },
  {
    quote:
      '`onStep` also receives the program counter, gas left, stack and call depth for each step',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient();
      await client.setCode({address: WHALE, bytecode: '0x6001600201'}); // PUSH1 1 PUSH1 2 ADD
      const steps = [];
      await client.tevmCall({
        to: WHALE,
        onStep: (step, next) => {
          steps.push(step);
          next?.();
        },
      });
      const add = steps.find((s) => s.opcode.name === 'ADD');
      assert.equal(add.pc, 4);
      assert.equal(typeof add.gasLeft, 'bigint');
      assert.deepEqual(add.stack, [1n, 2n]);
      assert.equal(add.depth, 0);
    },
  },
  {
    quote: 'Forking works the same way whatever library reads the node',
    example: "assert.equal(await dai.getFunction('symbol')(), 'DAI')",
  },
  {
    quote:
      "calls the client's own `tevmDeal` action to give a local address some DAI that exists only on the fork",
    example: "await client.tevmDeal({ erc20: daiAddress, account: me, amount: parseEther('100') })",
  },
  {
    table: 'Option',
    row: 'cacheTimeout',
    quote:
      "turns off ethers' 250 ms request cache; without it, fast successive transactions reuse a stale nonce",
    check: async () => {
      const {BrowserProvider} = await import('ethers');
      const {seen, eip1193, provider: cached} = await countedProvider({});
      assert.equal(/** @type {any} */ (cached)._getOption('cacheTimeout'), 250);
      await cached.getBalance(WHALE);
      await cached.getBalance(WHALE);
      const withCache = seen.filter((m) => m === 'eth_getBalance').length;
      seen.length = 0;
      const off = new BrowserProvider(eip1193, undefined, {cacheTimeout: -1});
      await off.getBalance(WHALE);
      await off.getBalance(WHALE);
      assert.equal(withCache, 1, 'the second identical request came from the cache');
      assert.equal(
        seen.filter((m) => m === 'eth_getBalance').length,
        2,
        '-1: every request reaches the node',
      );
    },
  },
  {
    table: 'Option',
    row: 'polling',
    quote: 'needed for `contract.on` / `provider.on` with event filters',
    example: 'polling: true, pollingInterval: 50',
  },
  {
    table: 'Option',
    row: 'pollingInterval',
    quote: 'how often polling runs, in ms (default 4000)',
    check: async () => {
      const {provider: p} = await provider({pollingInterval: 50});
      assert.equal(p.pollingInterval, 50);
      const {provider: d} = await provider();
      assert.equal(d.pollingInterval, 4000);
    },
  },
  {
    table: 'Option',
    row: 'staticNetwork',
    quote: 'ethers takes that network as given and never sends `eth_chainId` to detect it',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const {BrowserProvider} = await import('ethers');
      const client = createMemoryClient();
      const use = async (network, options) => {
        const {seen, eip1193} = counting(client);
        const p = new BrowserProvider(eip1193, network, {cacheTimeout: -1, ...options});
        await p.getBlockNumber();
        await p.getBlockNumber();
        assert.equal((await p.getNetwork()).chainId, 900n);
        return seen.filter((m) => m === 'eth_chainId').length;
      };
      assert.equal(await use(900, {staticNetwork: true}), 0, 'static: no eth_chainId');
      assert.ok((await use(undefined, {})) > 0, 'without it ethers detects the network');
    },
  },
  {
    quote: 'Setting `cacheTimeout: -1` on every provider that talks to Tevm avoids it.',
    example: 'assert.deepEqual([first.nonce, second.nonce], [0, 1])',
  },
  {
    quote: '`tevm` does not depend on ethers',
    check: async (ctx) => {
      const pkg = JSON.parse(ctx.source('tevm/package.json'));
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
        for (const name of Object.keys(pkg[field] ?? {}))
          assert.ok(!/ethers/.test(name), `${field} has ${name}`);
      assert.ok(
        !Object.keys(pkg.exports ?? {}).some((k) => /ethers/.test(k)),
        'no ethers entry point',
      );
    },
  },
];

/**
 * What a polling BrowserProvider (pollingInterval 25 ms) with one ValueSet listener asks the node:
 * the methods of a quiet stretch of about 20 intervals with no new block, then those of the same
 * stretch after one mined block. The live claim and its refuted twin read this.
 */
export const pollingRequests = async () => {
  const {createMemoryClient, PREFUNDED_PRIVATE_KEYS} = await import('tevm');
  const {SimpleContract} = await import('tevm/contract');
  const {BrowserProvider, ContractFactory, Wallet} = await import('ethers');
  const client = createMemoryClient();
  const {seen, eip1193} = counting(client);
  const p = new BrowserProvider(eip1193, undefined, {
    cacheTimeout: -1,
    polling: true,
    pollingInterval: 25,
  });
  const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[0], p);
  const contract = await new ContractFactory(
    SimpleContract.abi,
    SimpleContract.bytecode,
    wallet,
  ).deploy(1n);
  await contract.waitForDeployment();
  await contract.on('ValueSet', () => {});
  const stretch = () => new Promise((r) => setTimeout(r, 500));
  await stretch(); // the poller has started and read its first block number
  seen.length = 0;
  await stretch();
  const quiet = [...seen];
  seen.length = 0;
  await client.tevmMine();
  await stretch();
  const afterBlock = [...seen];
  await contract.removeAllListeners();
  await stretch(); // let a poll in flight finish before the node closes
  await client.transport.tevm.close();
  const count = (list, m) => list.filter((x) => x === m).length;
  return {
    quiet: {blockNumber: count(quiet, 'eth_blockNumber'), getLogs: count(quiet, 'eth_getLogs')},
    afterBlock: {
      blockNumber: count(afterBlock, 'eth_blockNumber'),
      getLogs: count(afterBlock, 'eth_getLogs'),
    },
  };
};

const polling = [
  {
    quote:
      'With `polling: true` ethers asks for the block number (`eth_blockNumber`) every `pollingInterval` milliseconds instead, and sends `eth_getLogs` only when a new block has appeared, for the blocks since its last look.',
    check: async () => {
      const seen = await pollingRequests();
      // about 20 intervals: many block-number polls, and no log query without a new block
      assert.ok(seen.quiet.blockNumber >= 5, `eth_blockNumber ${seen.quiet.blockNumber} times`);
      assert.equal(seen.quiet.getLogs, 0, 'eth_getLogs sent while no block was mined');
      // one new block: one log query
      assert.equal(seen.afterBlock.getLogs, 1, 'eth_getLogs after one new block');
      assert.ok(seen.afterBlock.blockNumber >= 5);
    },
  },
  {
    quote:
      '`evm_setAutomine`, which Hardhat-style suites send, fails with error -32601 (method not found); send `anvil_setAutomine` instead',
    check: async () => {
      const {client, provider: p} = await provider();
      await assert.rejects(
        client.request(/** @type {any} */ ({method: 'evm_setAutomine', params: [true]})),
        (e) => /** @type {any} */ (e).code === -32601,
      );
      await assert.rejects(p.send('evm_setAutomine', [true]), /does not exist/);
      // anvil_setAutomine switches mining modes: off, a send waits; on, a send is mined
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      const send = (/** @type {number} */ i) =>
        client.sendTransaction({
          account: PREFUNDED_ACCOUNTS[i].address,
          to: WHALE,
          value: 1n,
          chain: null,
        });
      await p.send('anvil_setAutomine', [false]);
      assert.equal(await p.send('anvil_getAutomine', []), false);
      await send(0);
      assert.equal(await client.getBlockNumber(), 0n, 'mined with automine off');
      await p.send('anvil_setAutomine', [true]);
      assert.equal(await p.send('anvil_getAutomine', []), true);
      await send(1);
      assert.ok((await client.getBlockNumber()) >= 1n, 'not mined with automine on');
      await client.transport.tevm.close();
    },
  },
];

export default [...base, ...added, ...polling];
