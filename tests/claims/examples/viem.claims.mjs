// Claims of docs/examples/viem.mdx.
import assert from 'node:assert/strict';
import {assertUnsignedAsFrom} from '../helpers.mjs';

const tevm = () => import('tevm');
const client = (ctx) => ctx.shared('client', async () => (await tevm()).createMemoryClient());

/**
 * One unsigned send from a prefunded address on a viem wallet client over createTevmTransport(),
 * created with `clientChain`: once with `chain` left out of the call (or set to `callChain`), once
 * with `chain: null`. Returns the JSON-RPC methods each send made and its error (null if none).
 */
const chainCheckRequests = async (clientChain, callChain = undefined) => {
  const {createTevmTransport, PREFUNDED_ACCOUNTS} = await tevm();
  const {createClient, custom, walletActions} = await import('viem');
  const node = createTevmTransport()({chain: clientChain});
  let methods = /** @type {string[]} */ ([]);
  const transport = custom({request: (a) => (methods.push(a.method), node.request(a))});
  const c = createClient({chain: clientChain, transport}).extend(walletActions);
  const p = {account: PREFUNDED_ACCOUNTS[0].address, to: PREFUNDED_ACCOUNTS[1].address, value: 1n};
  const send = async (extra) => {
    methods = [];
    const error = await c.sendTransaction(/** @type {any} */ ({...p, ...extra})).then(
      () => null,
      (e) => String(e.message),
    );
    return {methods, error};
  };
  const omitted = await send(callChain ? {chain: callChain} : {});
  const nulled = await send({chain: null});
  await node.value?.tevm?.close?.();
  return {omitted, nulled};
};

export default [
  {
    quote: "each run from start to end by the site's tests against the pinned release",
    example: 'assert.equal(account.isContract, false)',
  },
  {
    quote:
      'none on the object; import each one (`getBalance` from `viem/actions`, `tevmSetAccount` from `tevm`) and pass the client',
    check: async () => {
      const {createClient, createTevmTransport, tevmSetAccount} = await tevm();
      const {getBalance} = await import('viem/actions');
      const c = /** @type {any} */ (createClient({transport: createTevmTransport()}));
      assert.equal(c.getBalance, undefined);
      assert.equal(c.tevmSetAccount, undefined);
      const address = '0x00000000000000000000000000000000000b0b09';
      await tevmSetAccount(c, {address, balance: 3n});
      assert.equal(await getBalance(c, {address}), 3n);
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'public, wallet, test (anvil mode) and every `tevm*` action as methods',
    check: async (ctx) => {
      const c = /** @type {any} */ (await client(ctx));
      const mc = await import('tevm/memory-client');
      const tevmActions = Object.keys(mc).filter(
        (k) => /^tevm[A-Z]/.test(k) && k !== 'tevmViemActions',
      );
      for (const m of [...tevmActions, 'getBalance', 'sendTransaction', 'setBalance', 'mine'])
        assert.equal(typeof c[m], 'function', m);
      // Which test-action mode viem was given is not visible on the client: read it.
      assert.match(
        ctx.source('@tevm/memory-client/dist/index.js'),
        /\.extend\(testActions\(\{ mode: "anvil" \}\)\)/,
      );
    },
  },
  {
    quote:
      'Both create the same node underneath; it is reachable as `client.transport.tevm`. Several viem clients built from one `createTevmTransport()` value share that node only if they ask for the same chain: the transport keeps one node per chain id, so a client created with `chain: tevmDefault` and one created without a `chain` get two separate nodes (unless the transport itself was given a `common`, which fixes the chain for all of them).',
    check: async () => {
      const {createClient, createTevmTransport, createMemoryClient} = await tevm();
      const {tevmDefault, optimism} = await import('tevm/common');
      const {getBalance} = await import('viem/actions');
      const transport = createTevmTransport();
      const a = /** @type {any} */ (createClient({transport}));
      const b = /** @type {any} */ (createClient({transport}));
      assert.equal(a.transport.tevm, b.transport.tevm);
      const address = '0x00000000000000000000000000000000000b0b0a';
      await a.transport.tevm.extend((await import('tevm/decorators')).requestEip1193());
      await (await import('tevm')).tevmSetAccount(a, {address, balance: 8n});
      assert.equal(await getBalance(b, {address}), 8n);
      // one node per chain id
      const d = /** @type {any} */ (createClient({transport, chain: tevmDefault}));
      const e = /** @type {any} */ (createClient({transport, chain: tevmDefault}));
      assert.notEqual(d.transport.tevm, a.transport.tevm, 'with and without chain: one node');
      assert.equal(d.transport.tevm, e.transport.tevm);
      assert.equal(await getBalance(d, {address}), 0n);
      // a transport given a common: one node whatever chain the clients pass
      const fixed = createTevmTransport({common: tevmDefault});
      const f = /** @type {any} */ (createClient({transport: fixed}));
      const g = /** @type {any} */ (createClient({transport: fixed, chain: optimism}));
      assert.equal(f.transport.tevm, g.transport.tevm);
      const m = createMemoryClient();
      assert.equal(typeof m.transport.tevm.getVm, 'function');
      for (const c of [a, d, f, m]) await c.transport.tevm.close();
    },
  },
  {
    quote: '`createTevmTransport()` accepts every node option',
    check: async () => {
      const {createClient, createTevmTransport} = await tevm();
      const c = /** @type {any} */ (
        createClient({transport: createTevmTransport({miningConfig: {type: 'manual'}})})
      );
      assert.equal(c.transport.tevm.miningConfig.type, 'manual');
      await c.transport.tevm.close();
    },
  },
  {
    quote: "`tevmDefault` from `tevm/common` is the node's own chain (id 900)",
    check: async () => assert.equal((await import('tevm/common')).tevmDefault.id, 900),
  },
  {
    quote:
      'Because `account` is a plain address, viem sends `eth_sendTransaction`. The node uses no key and signs nothing: it runs the transaction as that address, without a signature',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const methods = [];
      const c = createMemoryClient();
      const node = c.transport.tevm;
      const request = node.request;
      node.request = (a) => (methods.push(a.method), request(a));
      const client2 = (await import('viem')).createWalletClient({
        transport: (await import('viem')).custom(node),
      });
      await client2.sendTransaction({
        account: PREFUNDED_ACCOUNTS[0].address,
        to: '0x00000000000000000000000000000000000b0b01',
        value: 1n,
        chain: null,
      });
      assert.ok(methods.includes('eth_sendTransaction'));
      assert.ok(!methods.includes('eth_sendRawTransaction'));
      await node.close();
      await assertUnsignedAsFrom(PREFUNDED_ACCOUNTS[0].address);
    },
  },
  {
    quote: 'the bare `.address` (line 12) is what sends an unsigned transaction instead',
    check: async () => {
      const {PREFUNDED_ACCOUNTS} = await tevm();
      await assertUnsignedAsFrom(PREFUNDED_ACCOUNTS[0].address);
    },
  },
  {
    quote: 'Each prefunded account starts with 1000 ETH.',
    example: "assert.equal(await getBalance(client, { address: to }), parseEther('1'))",
  },
  {
    quote:
      '`getAccountHandler(node)` from `tevm/actions`, which takes the node (`client.transport.tevm`) and returns a function.',
    example: 'const account = await getAccountHandler(client.transport.tevm)({ address: to })',
  },
  {
    quote:
      '`client.extend(tevmViemActions())` adds every `tevm*` action to the bare client while leaving the viem actions out.',
    check: async () => {
      const {createClient, createTevmTransport, tevmViemActions} = await tevm();
      const c = /** @type {any} */ (
        createClient({transport: createTevmTransport()}).extend(tevmViemActions())
      );
      const mc = await import('tevm/memory-client');
      const names = Object.keys(mc).filter((k) => /^tevm[A-Z]/.test(k) && k !== 'tevmViemActions');
      assert.ok(names.length >= 10);
      for (const m of names) assert.equal(typeof c[m], 'function', m);
      assert.equal(c.getBalance, undefined);
      await c.transport.tevm.close();
    },
  },
  {
    quote: '`SimpleContract.deploy(7n)` returns `{ abi, bytecode, args }`',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      assert.deepEqual(Object.keys(SimpleContract.deploy(7n)).sort(), ['abi', 'args', 'bytecode']);
    },
  },
  {
    quote:
      "`chain: null` tells viem to skip its chain check for this call. Without it, viem takes the client's chain (`createMemoryClient()` has one, `tevmDefault`, id 900), asks the node for its chain id and compares the two, which passes here, so this client does not need `chain: null`.",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {tevmDefault} = await import('tevm/common');
      const {mainnet} = await import('viem/chains');
      const mc = createMemoryClient();
      assert.equal(mc.chain?.id, 900);
      assert.equal(mc.chain?.id, tevmDefault.id);
      const p = {
        account: PREFUNDED_ACCOUNTS[0].address,
        to: PREFUNDED_ACCOUNTS[1].address,
        value: 1n,
      };
      // the example's client, without chain: null, sends fine
      await mc.sendTransaction(p);
      await mc.transport.tevm.close();
      // the requests viem sends, on a viem client with the same chain
      const seen = await chainCheckRequests(tevmDefault);
      assert.deepEqual(seen.omitted.methods, ['eth_chainId', 'eth_sendTransaction']);
      assert.deepEqual(seen.nulled.methods, ['eth_sendTransaction']);
      assert.equal(seen.omitted.error, null);
      // the comparison: a chain other than the node's is refused before anything is sent
      const other = await chainCheckRequests(tevmDefault, mainnet);
      assert.match(String(other.omitted.error), /does not match the target chain/);
      assert.deepEqual(other.omitted.methods, ['eth_chainId']);
    },
  },
  {
    quote:
      'A client without a chain does: a viem client built on `createTevmTransport()` with no `chain` refuses a send from an address with "No chain was provided to the request" unless the call passes `chain: null` or a chain.',
    check: async () => {
      const {tevmDefault} = await import('tevm/common');
      const seen = await chainCheckRequests(undefined);
      assert.match(String(seen.omitted.error), /No chain was provided to the request/);
      assert.equal(seen.nulled.error, null);
      const given = await chainCheckRequests(undefined, tevmDefault);
      assert.equal(given.omitted.error, null, 'a chain on the call');
    },
  },
  {
    quote:
      '`contract.read.get()` builds the `{ address, abi, functionName }` (plus `args` when the function takes any) that `readContract` takes',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const bound = SimpleContract.withAddress('0x00000000000000000000000000000000000000aa');
      const call = bound.read.get();
      for (const k of ['abi', 'address', 'functionName']) assert.ok(k in call, k);
      assert.equal('args' in call, false);
      assert.deepEqual(bound.write.set(1n).args, [1n]);
    },
  },
  {
    quote: 'viem signs the transaction itself and sends `eth_sendRawTransaction`',
    example: 'assert.equal(receipt.from.toLowerCase(), signer.address.toLowerCase())',
  },
  {
    quote:
      'The entries of `PREFUNDED_ACCOUNTS` are such accounts already, so `account: PREFUNDED_ACCOUNTS[1]` would sign locally too',
    check: async () => {
      const {PREFUNDED_ACCOUNTS} = await tevm();
      assert.equal(PREFUNDED_ACCOUNTS[1].type, 'local');
      assert.equal(typeof PREFUNDED_ACCOUNTS[1].signTransaction, 'function');
    },
  },
  {
    quote:
      'For tokens, `tevm/contract` also ships `ERC20` (and `ERC721`, `AdvancedContract`, `ErrorContract`).',
    check: async () => {
      const m = await import('tevm/contract');
      for (const n of ['ERC20', 'ERC721', 'AdvancedContract', 'ErrorContract'])
        assert.ok(m[n]?.bytecode, n);
    },
  },
  {
    quote:
      '`client.tevmDeal({ erc20, account, amount })` sets a token balance without knowing how the token stores it',
    check: async (ctx) => {
      const c = await client(ctx);
      const {ERC20} = await import('tevm/contract');
      const {createdAddress} = await c.tevmDeploy(ERC20.deploy('T', 'T'));
      const who = '0x00000000000000000000000000000000000d0d0e';
      await c.tevmDeal({erc20: createdAddress, account: who, amount: 12n});
      assert.equal(
        await c.readContract(ERC20.withAddress(createdAddress).read.balanceOf(who)),
        12n,
      );
    },
  },
  {
    quote: 'reverting to it throws away everything since, including mined blocks',
    example: 'assert.equal(await client.getBlockNumber(), 0n)',
  },
  {
    quote: 'set a starting balance with the test action `setBalance` (no transaction, no block)',
    check: async (ctx) => {
      const c = await client(ctx);
      const n = await c.getBlockNumber();
      await c.setBalance({address: '0x00000000000000000000000000000000000a11cf', value: 5n});
      assert.equal(await c.getBlockNumber(), n);
    },
  },
  {
    quote: "`snapshot()` returns an id such as `'0x1'`",
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      assert.equal(await c.snapshot(), '0x1');
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'A snapshot is used up by reverting to it: a second `revert` with the same id does not throw, but it no longer restores anything.',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const address = '0x00000000000000000000000000000000000a11ce';
      await c.setBalance({address, value: 5n});
      const id = await c.snapshot();
      await c.setBalance({address, value: 6n});
      await c.revert({id});
      assert.equal(await c.getBalance({address}), 5n);
      await c.setBalance({address, value: 7n});
      await c.revert({id});
      assert.equal(await c.getBalance({address}), 7n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'an object keyed by checksummed address whose entries hold `nonce`, `balance`, `storageRoot`, `codeHash` and `storage`, all as hex strings, plus `deployedBytecode` for contracts',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const {SimpleContract} = await import('tevm/contract');
      const {createdAddress} = await c.tevmDeploy(SimpleContract.deploy(3n));
      const {state} = await c.tevmDumpState();
      const {getAddress} = await import('viem');
      for (const k of Object.keys(state)) assert.equal(k, getAddress(k));
      const entry = state[createdAddress];
      for (const f of ['nonce', 'balance', 'storageRoot', 'codeHash', 'deployedBytecode'])
        assert.match(String(entry[f]), /^0x/, f);
      for (const v of Object.values(entry.storage ?? {})) assert.match(String(v), /^0x/);
      const eoa = Object.values(state).find((e) => !e.deployedBytecode);
      assert.ok(eoa, 'every account has deployedBytecode');
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'with a plain `JSON.stringify`: no bigint replacer is needed',
    example: 'const json = JSON.stringify(state)',
  },
  {
    quote: 'A dump is state only; the target keeps its own chain, here still at block 0.',
    example: 'assert.equal(await target.getBlockNumber(), 0n)',
  },
  {
    quote: 'Prefunded accounts hold **1000 ETH** each.',
    check: async (ctx) => {
      const {PREFUNDED_ACCOUNTS, parseEther} = await tevm();
      const c = await client(ctx);
      assert.equal(
        await c.getBalance({address: PREFUNDED_ACCOUNTS[7].address}),
        parseEther('1000'),
      );
    },
  },
  {
    quote:
      '`tevmCall` and `tevmContract` are dry runs unless you pass `addToBlockchain: true`, but `tevmDeploy` creates a transaction even without it.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const {createdAddress} = await c.tevmDeploy(SimpleContract.deploy(1n));
      assert.equal(await c.getBlockNumber(), 1n);
      const from = PREFUNDED_ACCOUNTS[0].address;
      await c.tevmContract({...SimpleContract.withAddress(createdAddress).write.set(4n), from});
      await c.tevmCall({from, to: PREFUNDED_ACCOUNTS[1].address, value: 1n});
      assert.equal(await c.getBlockNumber(), 1n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      "viem's `sendTransaction`, `writeContract` and `deployContract` are mined at once in the default automatic mining mode.",
    example: 'assert.equal(await client.getBlockNumber(), 1n)',
  },
  {
    quote: 'The memory client has no `ready()` method.',
    check: async (ctx) => assert.equal(/** @type {any} */ (await client(ctx)).ready, undefined),
  },
  {
    quote:
      'Node-level methods (`getVm()`, `deepCopy()`, `close()`) live on `client.transport.tevm`, not on the client.',
    check: async (ctx) => {
      const c = /** @type {any} */ (await client(ctx));
      for (const m of ['getVm', 'deepCopy', 'close']) {
        assert.equal(typeof c.transport.tevm[m], 'function', m);
        assert.equal(c[m], undefined, m);
      }
    },
  },
  // The comparison table (its first header cell is empty).
  {
    table: '',
    row: 'Created with',
    check: async () => {
      const {createClient, createTevmTransport, createMemoryClient} = await tevm();
      const a = /** @type {any} */ (createClient({transport: createTevmTransport()}));
      const b = createMemoryClient();
      assert.equal(typeof a.transport.tevm.getVm, 'function');
      assert.equal(typeof b.transport.tevm.getVm, 'function');
      await a.transport.tevm.close();
      await b.transport.tevm.close();
    },
  },
  {
    table: '',
    row: 'Actions',
    quote: 'every `tevm*` action as methods',
    check: async () => {
      const {createClient, createTevmTransport} = await tevm();
      const a = /** @type {any} */ (createClient({transport: createTevmTransport()}));
      assert.equal(a.getBalance, undefined);
      assert.equal(a.tevmCall, undefined);
      await a.transport.tevm.close();
    },
  },
  {
    table: '',
    row: 'Call style',
    check: async (ctx) => {
      const {createClient, createTevmTransport} = await tevm();
      const {getBalance} = await import('viem/actions');
      const a = createClient({transport: createTevmTransport()});
      const b = await client(ctx);
      const address = '0x00000000000000000000000000000000000b0b0c';
      assert.equal(await getBalance(a, {address}), await b.getBalance({address}));
      await a.transport.tevm.close();
    },
  },
  {
    table: '',
    row: 'Bundle',
    check: async (ctx) => {
      // The standalone actions are separate named exports (a bundler keeps only those imported);
      // the memory client imports them all.
      const src = ctx.source('@tevm/memory-client/dist/index.js');
      assert.match(src, /\.extend\(publicActions\)\.extend\(walletActions\)/);
      const mc = await import('tevm/memory-client');
      assert.equal(typeof mc.tevmCall, 'function');
    },
  },
  {
    table: '',
    row: 'Good for',
    check: async () => {
      // A judgement, backed by the two facts it rests on: the bare client starts with no actions
      // at all, the memory client with every one.
      const {createClient, createTevmTransport, createMemoryClient} = await tevm();
      const a = /** @type {any} */ (createClient({transport: createTevmTransport()}));
      const b = /** @type {any} */ (createMemoryClient());
      assert.equal(a.sendTransaction, undefined);
      assert.equal(typeof b.sendTransaction, 'function');
      await a.transport.tevm.close();
      await b.transport.tevm.close();
    },
  },
];
