// Claims of docs/getting-started/viem.mdx.
import assert from 'node:assert/strict';
import {sendTransfer} from '../helpers.mjs';
import {CLIENT_TEVM_ACTIONS} from '../members.mjs';

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
      for (const m of CLIENT_TEVM_ACTIONS) {
        assert.equal(typeof c[m], 'function', m);
      }
    },
  },
  {
    table: 'Action',
    row: 'tevmMine({ blockCount })',
    quote: 'Mines blocks, with optional `onBlock`, `onReceipt` and `onLog` callbacks.',
    check: async () => {
      const c = (await tevm()).createMemoryClient({miningConfig: {type: 'manual'}});
      await sendTransfer(c);
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
    table: 'Action',
    row: 'tevmDumpState() / tevmLoadState({ state })',
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
    table: 'Action',
    row: 'tevmDeal({ erc20, account, amount })',
    quote: "Sets an ETH or ERC20 balance without knowing the token's storage layout.",
    check: async (ctx) => {
      const c = await client(ctx);
      const who = '0x00000000000000000000000000000000000d0d0d';
      await c.tevmDeal({account: who, amount: 5n});
      assert.equal(await c.getBalance({address: who}), 5n);
      const {ERC20} = await import('tevm/contract');
      const {createdAddress} = await c.tevmDeploy({
        ...ERC20.deploy('Token', 'TOK'),
        addToBlockchain: true,
      });
      const token = ERC20.withAddress(createdAddress);
      await c.tevmDeal({erc20: createdAddress, account: who, amount: 77n});
      assert.equal(await c.readContract(token.read.balanceOf(who)), 77n);
    },
  },
  {
    table: 'Action',
    row: 'tevmReady()',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const c = createMemoryClient();
      assert.equal(await c.tevmReady(), true);
      assert.equal(c.transport.tevm.status, 'READY');
      await c.transport.tevm.close();
    },
  },
  {
    table: 'Action',
    row: 'tevmCall({ to, data, … })',
    check: async (ctx) => {
      const c = await client(ctx);
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const [a, b] = PREFUNDED_ACCOUNTS.map((x) => x.address);
      const steps = [];
      const r = await c.tevmCall({
        from: a,
        to: b,
        value: 1n,
        createTrace: true,
        createAccessList: true,
        onBeforeMessage: (_m, next) => (steps.push('message'), next?.()),
      });
      assert.equal(r.txHash, undefined, 'not a dry run');
      assert.ok(r.trace && r.accessList);
      assert.deepEqual(steps, ['message']);
      const mined = await c.tevmCall({from: a, to: b, value: 1n, addToBlockchain: true});
      assert.ok(mined.txHash);
    },
  },
  {
    table: 'Action',
    row: 'tevmContract({ abi, functionName, args, to, … })',
    check: async (ctx) => {
      const c = await client(ctx);
      const {SimpleContract} = await import('tevm/contract');
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(3n),
        addToBlockchain: true,
      });
      const r = await c.tevmContract({...SimpleContract.withAddress(createdAddress).read.get()});
      assert.equal(r.data, 3n, 'the result is not decoded');
      assert.equal(typeof r.rawData, 'string');
    },
  },
  {
    table: 'Action',
    row: 'tevmDeploy({ abi, bytecode, args, … })',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      for (const type of ['auto', 'manual']) {
        const c = (await tevm()).createMemoryClient({miningConfig: {type}});
        const r = await c.tevmDeploy(SimpleContract.deploy(1n));
        assert.ok(r.createdAddress && r.txHash, `${type}: no transaction`);
        const mined = (await c.getBlockNumber()) === 1n;
        const {pending} = await c.request({method: 'txpool_status'});
        assert.deepEqual([mined, pending], type === 'auto' ? [true, '0x0'] : [false, '0x1'], type);
        await c.transport.tevm.close();
      }
    },
  },
  {
    table: 'Action',
    row: 'tevmSetAccount({ address, balance, nonce, deployedBytecode, state, … })',
    check: async (ctx) => {
      const c = await client(ctx);
      const address = '0x00000000000000000000000000000000000e0e0e';
      const slot = `0x${'00'.repeat(31)}01`;
      await c.tevmSetAccount({
        address,
        balance: 9n,
        nonce: 4n,
        deployedBytecode: '0x5f5f00',
        state: {[slot]: `0x${'00'.repeat(31)}2a`},
      });
      const a = await c.tevmGetAccount({address, returnStorage: true});
      assert.deepEqual([a.balance, a.nonce, a.deployedBytecode], [9n, 4n, '0x5f5f00']);
      assert.equal(BigInt(a.storage?.[slot] ?? 0), 42n);
    },
  },
  {
    table: 'Action',
    row: 'tevmGetAccount({ address, returnStorage })',
    check: async (ctx) => {
      const c = await client(ctx);
      const address = '0x00000000000000000000000000000000000e0e0f';
      await c.setStorageAt({address, index: 1, value: `0x${'00'.repeat(31)}07`});
      const plain = await c.tevmGetAccount({address});
      assert.equal(plain.storage, undefined);
      const full = await c.tevmGetAccount({address, returnStorage: true});
      assert.ok(Object.keys(full.storage ?? {}).length === 1, 'no storage returned');
    },
  },
  {
    quote:
      'Each standalone `tevm*` action takes the client as its first argument and the parameters as its second, except `tevmDeal`, which takes the node:',
    check: async () => {
      const mc = await import('tevm/memory-client');
      const {createClient} = await tevm();
      const c = createClient({transport: mc.createTevmTransport()});
      const names = Object.keys(mc).filter((k) => /^tevm[A-Z]/.test(k) && k !== 'tevmViemActions');
      assert.deepEqual(names.sort(), CLIENT_TEVM_ACTIONS);
      const who = '0x00000000000000000000000000000000000c0c0c';
      assert.equal(await mc.tevmReady(c), true);
      await mc.tevmSetAccount(c, {address: who, balance: 5n});
      assert.equal((await mc.tevmGetAccount(c, {address: who})).balance, 5n);
      await mc.tevmMine(c, {blockCount: 1});
      assert.ok((await mc.tevmCall(c, {to: who})).rawData);
      const {state} = await mc.tevmDumpState(c);
      await mc.tevmLoadState(c, {state});
      const {SimpleContract} = await import('tevm/contract');
      const d = await mc.tevmDeploy(c, {...SimpleContract.deploy(2n), addToBlockchain: true});
      const read = await mc.tevmContract(
        c,
        SimpleContract.withAddress(d.createdAddress).read.get(),
      );
      assert.equal(read.data, 2n);
      // tevmDeal: with the client it only returns a function; with the node it deals.
      const returned = await mc.tevmDeal(/** @type {any} */ (c), {account: who, amount: 9n});
      assert.equal(typeof returned, 'function');
      assert.equal((await mc.tevmGetAccount(c, {address: who})).balance, 5n, 'dealt anyway');
      await mc.tevmDeal(c.transport.tevm)({account: who, amount: 9n});
      assert.equal((await mc.tevmGetAccount(c, {address: who})).balance, 9n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'Clients created from the same transport object share one node per chain id: the transport keeps a node for each id, so a client given no `chain` and one given `chain: tevmDefault` (id 900 too) get two different nodes.',
    check: async () => {
      const {createTevmTransport, parseEther} = await tevm();
      const {tevmDefault} = await import('tevm/common');
      const {createPublicClient} = await import('viem');
      const transport = createTevmTransport();
      const a = createPublicClient({transport});
      const b = createPublicClient({transport});
      const withChain = createPublicClient({transport, chain: tevmDefault});
      const carol = '0x00000000000000000000000000000000000ca201';
      await a.request({method: 'anvil_setBalance', params: [carol, '0x1bc16d674ec80000']});
      assert.equal(await b.getBalance({address: carol}), parseEther('2'), 'no chain: one node');
      assert.equal(await withChain.getChainId(), 900);
      assert.equal(await withChain.getBalance({address: carol}), 0n, 'chain given: another node');
      assert.notEqual(a.transport.tevm, withChain.transport.tevm);
    },
  },
  {
    quote: '`tevmDeploy` is different: it creates a transaction even without a flag.',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const c = (await tevm()).createMemoryClient();
      const r = await c.tevmDeploy(SimpleContract.deploy(1n));
      assert.ok(await c.getCode({address: r.createdAddress}));
      const c2 = (await tevm()).createMemoryClient();
      const d = await c2.tevmDeploy({...SimpleContract.deploy(1n), addToBlockchain: 'never'});
      assert.equal(await c2.getCode({address: d.createdAddress}), undefined);
      await c.transport.tevm.close();
      await c2.transport.tevm.close();
    },
  },
  {
    quote:
      '`tevmCall` and `tevmContract` change nothing unless you pass `addToBlockchain: true` (mine now) or `addToMempool: true` (queue it).',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const c = (await tevm()).createMemoryClient();
      const {createdAddress} = await c.tevmDeploy(SimpleContract.deploy(1n));
      const n = await c.getBlockNumber();
      const from = PREFUNDED_ACCOUNTS[0].address;
      await c.tevmContract({...SimpleContract.withAddress(createdAddress).write.set(5n), from});
      await c.tevmCall({from, to: PREFUNDED_ACCOUNTS[1].address, value: 1n});
      assert.equal(await c.getBlockNumber(), n);
      assert.equal(await c.readContract(SimpleContract.withAddress(createdAddress).read.get()), 1n);
      await c.tevmContract({
        ...SimpleContract.withAddress(createdAddress).write.set(5n),
        from,
        addToBlockchain: true,
      });
      assert.equal(await c.readContract(SimpleContract.withAddress(createdAddress).read.get()), 5n);
      await c.transport.tevm.close();
    },
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
