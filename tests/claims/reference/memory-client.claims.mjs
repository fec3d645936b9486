// Claims of docs/reference/memory-client.mdx: the options table, the actions table, the standalone
// actions' first argument, and the errors table.
import assert from 'node:assert/strict';
import {assertUnsignedAsFrom, declares, reverter} from '../helpers.mjs';
import {dependencyTree, pkg} from './installed.mjs';

const ADDR = '0x00000000000000000000000000000000000a11ce';
const ACT = '@tevm/actions/src';
const tevm = () => import('tevm');
/** One default memory client per page (closed by the runner). */
const client = (ctx) => ctx.shared('client', async () => (await tevm()).createMemoryClient());
const VIEW = [{type: 'function', name: 'f', inputs: [], outputs: [], stateMutability: 'view'}];

/** Rejects with `fn()` and returns the error (the check fails when it resolves). */
const rejection = async (fn) => {
  try {
    await fn();
  } catch (e) {
    return e;
  }
  assert.fail('resolved instead of rejecting');
};

/**
 * What `tevmCall`, `tevmContract` and `tevmDeploy` do with no inclusion flag, on an auto-mining and
 * a manual-mining client: blocks mined and transactions pending after each (a fresh client per
 * action). Shared with the refuted sentence in tests/claims/refuted/claims/refcore.claims.mjs.
 */
export const flaglessInclusion = async () => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
  const {SimpleContract} = await import('tevm/contract');
  const from = PREFUNDED_ACCOUNTS[0].address;
  // each runs its action without an inclusion flag (tevmContract needs a contract first)
  const run = {
    tevmCall: (c) => c.tevmCall({from, to: ADDR, value: 1n}),
    tevmContract: async (c) => {
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(1n),
        addToBlockchain: true,
      });
      return () =>
        c.tevmContract({from, ...SimpleContract.withAddress(createdAddress).write.set(2n)});
    },
    tevmDeploy: (c) => c.tevmDeploy({from, ...SimpleContract.deploy(1n)}),
  };
  const seen = {};
  for (const [mining, miningConfig] of [
    ['auto', {type: 'auto'}],
    ['manual', {type: 'manual'}],
  ]) {
    seen[mining] = {};
    for (const [name, act] of Object.entries(run)) {
      const c = createMemoryClient({miningConfig, loggingLevel: 'silent'});
      const then = name === 'tevmContract' ? await act(c) : () => act(c);
      const before = await c.getBlockNumber();
      await then();
      seen[mining][name] = {
        blocks: (await c.getBlockNumber()) - before,
        pending: (await c.transport.tevm.getTxPool()).txsInPool,
      };
      await c.transport.tevm.close();
    }
  }
  return seen;
};

export default [
  {
    quote:
      '`tevm` declares no side effects, so bundlers can drop what you do not import). Installing the scoped package alone barely shrinks the install: through `@tevm/node`, `@tevm/actions` and `@tevm/decorators` it still pulls in the compiler and bundler packages that `tevm` has.',
    check: async () => {
      assert.equal(pkg('tevm').sideEffects, false);
      const all = dependencyTree('tevm');
      const scoped = dependencyTree('@tevm/memory-client');
      assert.ok(scoped.size > all.size * 0.85, `${scoped.size} of ${all.size} packages`);
      for (const p of ['@tevm/base-bundler', '@tevm/compiler', 'solc']) assert.ok(scoped.has(p), p);
      for (const via of ['@tevm/node', '@tevm/actions', '@tevm/decorators']) {
        assert.ok(pkg('@tevm/memory-client').dependencies[via], via);
        assert.ok(dependencyTree(via).has('@tevm/base-bundler'), via);
      }
    },
  },
  {
    quote:
      '`createMemoryClient` from `tevm`, `tevm/memory-client` and `@tevm/memory-client` is the same function',
    check: async () => {
      const a = (await tevm()).createMemoryClient;
      assert.equal((await import('tevm/memory-client')).createMemoryClient, a);
      assert.equal((await import('@tevm/memory-client')).createMemoryClient, a);
    },
  },
  {
    quote:
      'returns a viem client with public, wallet and test (anvil-mode) actions plus the `tevm*` actions',
    check: async (ctx) => {
      const c = await client(ctx);
      for (const m of ['getBlockNumber', 'sendTransaction', 'mine', 'setBalance', 'tevmCall'])
        assert.equal(typeof c[m], 'function', m);
      assert.match(
        ctx.source('@tevm/memory-client/src/createMemoryClient.js'),
        /\.extend\(testActions\(\{ mode: 'anvil' \}\)\)/,
      );
    },
  },
  {
    quote: 'Give it a local `account` and every wallet action signs with that key',
    check: async () => {
      const {createMemoryClient, PREFUNDED_PRIVATE_KEYS} = await tevm();
      const {privateKeyToAccount} = await import('viem/accounts');
      const account = privateKeyToAccount(PREFUNDED_PRIVATE_KEYS[2]);
      const c = createMemoryClient({account});
      // A wallet action with no account of its own: signed in-process with that key (an
      // unsigned eth_sendTransaction would be stored without r, s and v).
      const hash = await c.sendTransaction({to: ADDR, value: 1n, chain: null});
      const stored = await c.request({method: 'eth_getTransactionByHash', params: [hash]});
      assert.notEqual(stored.r, undefined, 'the stored transaction carries a signature');
      assert.equal(stored.from.toLowerCase(), account.address.toLowerCase());
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'A call can also pass just an address, `account: PREFUNDED_ACCOUNTS[1].address`. viem then sends `eth_sendTransaction` and nothing signs: the node uses no key and runs the transaction as that address, whichever address it is, without checking that it can pay',
    check: async (ctx) => {
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const c = await client(ctx);
      assert.equal((await c.request({method: 'eth_accounts'})).length, 10);
      const hash = await c.sendTransaction({
        account: PREFUNDED_ACCOUNTS[1].address,
        to: ADDR,
        value: 1n,
        chain: null,
      });
      assert.equal(
        (await c.getTransaction({hash})).from.toLowerCase(),
        PREFUNDED_ACCOUNTS[1].address.toLowerCase(),
      );
      await assertUnsignedAsFrom(PREFUNDED_ACCOUNTS[1].address);
      // an address holding no ether sends 1 ETH: the balance check is skipped
      const broke = await assertUnsignedAsFrom('0x00000000000000000000000000000000000a11ce');
      assert.equal(broke.before, 0n);
      assert.equal(broke.received, 10n ** 18n);
    },
  },
  {
    quote: '`eth_accounts` lists the ten prefunded accounts (1000 ETH each).',
    check: async () => {
      const {PREFUNDED_ACCOUNTS, createMemoryClient} = await tevm();
      const c = createMemoryClient();
      const listed = await c.request({method: 'eth_accounts'});
      assert.deepEqual(
        listed.map((x) => x.toLowerCase()),
        PREFUNDED_ACCOUNTS.map((x) => x.address.toLowerCase()),
      );
      for (const address of listed) assert.equal(await c.getBalance({address}), 10n ** 21n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      "plus five keys of viem's client config (its `type` key is accepted too, but the client always sets `'tevm'`)",
    check: async (ctx) => {
      const src = ctx.source('@tevm/memory-client/src/MemoryClientOptions.ts');
      assert.match(
        src,
        /Pick<\s*ClientConfig<[^>]*>,\s*'type' \| 'key' \| 'name' \| 'account' \| 'pollingInterval' \| 'cacheTime'\s*>/,
      );
      const c = (await tevm()).createMemoryClient({type: 'mine'});
      assert.equal(c.type, 'tevm');
    },
  },
  // createMemoryClient options
  {
    table: 'Option',
    row: 'genesisState',
    default: 'ignored',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const address = '0x00000000000000000000000000000000000a11ce';
      const client = createMemoryClient({genesisState: {[address]: {balance: 5n, nonce: 0n}}});
      assert.equal(await client.getBalance({address}), 0n);
    },
  },
  {
    quote:
      'The older `mining: { auto, interval }` option is deprecated; it still maps to a mining config (its `interval` is read as milliseconds)',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient({mining: {interval: 2000}});
      assert.deepEqual(client.transport.tevm.miningConfig, {type: 'interval', blockTime: 2});
      await client.transport.tevm.close();
    },
  },
  {
    table: 'Option',
    row: 'common',
    default: 'tevmDefault (chain id 900, hardfork prague)',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const {optimism, tevmDefault} = await import('tevm/common');
      const c = await client(ctx);
      assert.equal(c.chain.name, tevmDefault.name);
      assert.equal(c.chain.id, 900);
      assert.equal((await c.transport.tevm.getVm()).common.ethjsCommon.hardfork(), 'prague');
      assert.equal(createMemoryClient({common: optimism}).chain.id, 10);
      const forked = createMemoryClient({fork: {transport: await ctx.forkUpstream('mainnet')}});
      assert.equal(forked.chain, undefined);
      assert.equal(await forked.getChainId(), 1);
    },
  },
  {
    table: 'Option',
    row: 'fork',
    default: 'none',
    check: async (ctx) => {
      declares(ctx, '@tevm/state/src/state-types/ForkOptions.ts', [
        'transport',
        'blockTag',
        'blockHash',
        'chainId',
      ]);
      const {createMemoryClient} = await tevm();
      assert.equal((await client(ctx)).transport.tevm.mode, 'normal');
      const forked = createMemoryClient({
        fork: {transport: await ctx.forkUpstream('mainnet'), blockTag: 'latest'},
      });
      await forked.tevmReady();
      assert.equal(forked.transport.tevm.mode, 'fork');
    },
  },
  {
    table: 'Option',
    row: 'miningConfig',
    default: "{ type: 'auto' }",
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      assert.deepEqual((await client(ctx)).transport.tevm.miningConfig, {type: 'auto'});
      const c = createMemoryClient({miningConfig: {type: 'interval', blockTime: 2}});
      assert.equal(c.transport.tevm.miningConfig.blockTime, 2);
      await c.transport.tevm.close();
    },
  },
  {
    table: 'Option',
    row: 'persister',
    default: 'none',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const {createSyncStoragePersister} = await import('tevm/sync-storage-persister');
      const map = new Map();
      const storage = {
        getItem: (k) => map.get(k) ?? null,
        setItem: (k, v) => void map.set(k, v),
        removeItem: (k) => void map.delete(k),
      };
      const c = createMemoryClient({
        persister: createSyncStoragePersister({storage, throttleTime: 0}),
      });
      await c.setBalance({address: ADDR, value: 5n});
      await c.mine({blocks: 1});
      await new Promise((r) => setTimeout(r, 50));
      assert.ok(map.size > 0, 'the persister stored nothing');
    },
  },
  {
    table: 'Option',
    row: 'customPrecompiles, customPredeploys',
    default: 'none',
    check: async () => {
      const {createMemoryClient, definePrecompile, createContract} = await tevm();
      const address = '0x0000000000000000000000000000000000000123';
      const contract = createContract({
        name: 'P',
        humanReadableAbi: ['function f() returns (uint256)'],
        address,
      });
      const precompile = definePrecompile({
        contract,
        call: async () => ({returnValue: new Uint8Array(32).fill(1), executionGasUsed: 0n}),
      });
      const c = createMemoryClient({customPrecompiles: [precompile.precompile()]});
      const {rawData} = await c.tevmCall({to: address, data: '0x26121ff0'});
      assert.equal(rawData, `0x${'01'.repeat(32)}`);
      const {definePredeploy} = await import('tevm/predeploys');
      const {SimpleContract} = await import('tevm/contract');
      const at = '0x0000000000000000000000000000000000000456';
      const pre = definePredeploy(SimpleContract.withAddress(at));
      const withPre = createMemoryClient({customPredeploys: [pre]});
      assert.notEqual(await withPre.getCode({address: at}), undefined);
    },
  },
  {
    table: 'Option',
    row: 'allowUnlimitedContractSize, profiler, loggingLevel, exExHooks, lightSync, consensus',
    default: "the node's",
    check: async () => {
      const {createMemoryClient} = await tevm();
      const c = createMemoryClient({loggingLevel: 'error', allowUnlimitedContractSize: true});
      assert.equal(c.transport.tevm.logger.level, 'error');
      const vm = await c.transport.tevm.getVm();
      assert.equal(vm.evm.allowUnlimitedContractSize, true);
      assert.equal(c.transport.tevm.consensus.mode, 'noop');
    },
  },
  {
    table: 'Option',
    row: 'account',
    default: 'none',
    check: async (ctx) => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      assert.equal((await client(ctx)).account, undefined);
      const c = createMemoryClient({account: PREFUNDED_ACCOUNTS[3].address});
      const hash = await c.sendTransaction({to: ADDR, value: 1n});
      assert.equal(
        (await c.getTransaction({hash})).from.toLowerCase(),
        PREFUNDED_ACCOUNTS[3].address.toLowerCase(),
      );
    },
  },
  {
    table: 'Option',
    row: 'pollingInterval',
    default: "4000 (ms, viem's default)",
    check: async (ctx) => {
      const {createClient, http} = await import('viem');
      assert.equal((await client(ctx)).pollingInterval, 4000);
      assert.equal(createClient({transport: http('http://127.0.0.1:9')}).pollingInterval, 4000);
    },
  },
  {
    table: 'Option',
    row: 'cacheTime',
    default: '0',
    check: async (ctx) => {
      const {createClient, http} = await import('viem');
      const c = await client(ctx);
      assert.equal(c.cacheTime, 0);
      assert.equal(createClient({transport: http('http://127.0.0.1:9')}).cacheTime, 4000);
      const n = await c.getBlockNumber();
      await c.mine({blocks: 1});
      assert.equal(await c.getBlockNumber(), n + 1n, 'a cached block number was returned');
    },
  },
  {
    table: 'Option',
    row: 'key, name',
    default: "'base', 'Base Client' (viem's defaults)",
    check: async (ctx) => {
      const c = await client(ctx);
      assert.equal(c.key, 'base');
      assert.equal(c.name, 'Base Client');
      const named = (await tevm()).createMemoryClient({key: 'k', name: 'n'});
      assert.deepEqual([named.key, named.name], ['k', 'n']);
    },
  },
  // the tevm actions
  {
    table: 'Action',
    row: 'tevmReady()',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      assert.equal(c.transport.tevm.status, 'INITIALIZING');
      assert.equal(await c.tevmReady(), true);
      assert.equal(c.transport.tevm.status, 'READY');
    },
  },
  {
    table: 'Action',
    row: 'tevmCall(params)',
    check: async (ctx) => {
      declares(
        ctx,
        [
          `${ACT}/BaseCall/BaseCallParams.ts`,
          `${ACT}/common/BaseParams.ts`,
          `${ACT}/Call/CallParams.ts`,
          `${ACT}/common/CallEvents.ts`,
        ],
        [
          'to',
          'from',
          'data',
          'value',
          'gas',
          'blockTag',
          'addToMempool',
          'addToBlockchain',
          'createTrace',
          'createAccessList',
          'stateOverrideSet',
          'blockOverrideSet',
          'throwOnFail',
          'onStep',
        ],
      );
      declares(ctx, `${ACT}/Call/CallResult.ts`, [
        'rawData',
        'executionGasUsed',
        'txHash',
        'trace',
        'accessList',
        'logs',
        'errors',
      ]);
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const c = await client(ctx);
      const dry = await c.tevmCall({to: ADDR, value: 1n, from: PREFUNDED_ACCOUNTS[0].address});
      assert.equal(dry.rawData, '0x');
      assert.equal(typeof dry.executionGasUsed, 'bigint');
      assert.equal(dry.txHash, undefined);
      const mined = await c.tevmCall({
        to: ADDR,
        value: 1n,
        from: PREFUNDED_ACCOUNTS[0].address,
        addToBlockchain: true,
      });
      assert.match(mined.txHash ?? '', /^0x[0-9a-f]{64}$/);
    },
  },
  {
    table: 'Action',
    row: 'tevmContract(params)',
    check: async (ctx) => {
      const {SimpleContract} = await import('tevm/contract');
      const c = await client(ctx);
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(5n),
        addToBlockchain: true,
      });
      const r = await c.tevmContract({
        to: createdAddress,
        abi: SimpleContract.abi,
        functionName: 'get',
      });
      assert.equal(r.data, 5n);
      assert.equal(typeof r.executionGasUsed, 'bigint');
      assert.match(r.rawData, /^0x0+5$/);
    },
  },
  {
    table: 'Action',
    row: 'tevmDeploy(params)',
    check: async (ctx) => {
      declares(ctx, `${ACT}/Deploy/DeployParams.ts`, ['salt']);
      const {SimpleContract} = await import('tevm/contract');
      const c = await client(ctx);
      const r = await c.tevmDeploy({
        abi: SimpleContract.abi,
        bytecode: SimpleContract.bytecode,
        args: [1n],
        addToBlockchain: true,
      });
      assert.match(r.createdAddress ?? '', /^0x[0-9a-fA-F]{40}$/);
      assert.equal(typeof r.executionGasUsed, 'bigint');
    },
  },
  {
    table: 'Action',
    row: 'tevmMine(params?)',
    check: async (ctx) => {
      declares(
        ctx,
        [`${ACT}/Mine/MineParams.ts`, `${ACT}/Mine/MineEvents.ts`],
        ['blockCount', 'interval', 'tx', 'onBlock', 'onReceipt', 'onLog'],
      );
      const c = await client(ctx);
      const r = await c.tevmMine({blockCount: 2});
      assert.deepEqual(Object.keys(r), ['blockHashes']);
      assert.equal(r.blockHashes.length, 2);
    },
  },
  {
    table: 'Action',
    row: 'tevmSetAccount(params)',
    check: async (ctx) => {
      declares(ctx, `${ACT}/SetAccount/SetAccountParams.ts`, [
        'address',
        'balance',
        'nonce',
        'deployedBytecode',
        'state',
        'stateDiff',
        'storageRoot',
      ]);
      const {InvalidAddressError} = await import('tevm/errors');
      const c = await client(ctx);
      assert.deepEqual(await c.tevmSetAccount({address: ADDR, balance: 1n}), {});
      await assert.rejects(c.tevmSetAccount({address: '0x12', balance: 1n}), InvalidAddressError);
      const r = await c.tevmSetAccount({address: '0x12', balance: 1n, throwOnFail: false});
      assert.ok(r.errors?.[0] instanceof InvalidAddressError);
    },
  },
  {
    table: 'Action',
    row: 'tevmGetAccount(params)',
    check: async (ctx) => {
      declares(ctx, `${ACT}/GetAccount/GetAccountParams.ts`, [
        'address',
        'blockTag',
        'returnStorage',
      ]);
      const c = await client(ctx);
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const r = await c.tevmGetAccount({
        address: PREFUNDED_ACCOUNTS[0].address,
        returnStorage: true,
      });
      for (const k of [
        'address',
        'balance',
        'nonce',
        'codeHash',
        'isContract',
        'isEmpty',
        'deployedBytecode',
        'storageRoot',
        'storage',
      ])
        assert.ok(k in r, k);
    },
  },
  {
    table: 'Action',
    row: 'tevmDumpState()',
    check: async (ctx) => {
      const c = await client(ctx);
      const r = await c.tevmDumpState();
      assert.deepEqual(Object.keys(r), ['state']);
      assert.doesNotThrow(() => JSON.stringify(r.state));
    },
  },
  {
    table: 'Action',
    row: 'tevmLoadState(params)',
    check: async (ctx) => {
      const {createMemoryClient} = await tevm();
      const c = await client(ctx);
      await c.tevmSetAccount({address: ADDR, balance: 77n});
      const other = createMemoryClient();
      assert.deepEqual(await other.tevmLoadState(await c.tevmDumpState()), {});
      assert.equal(await other.getBalance({address: ADDR}), 77n);
      await assert.rejects(other.tevmLoadState({state: {'0x12': 5}}));
      const r = await other.tevmLoadState({state: {'0x12': 5}, throwOnFail: false});
      assert.ok(r.errors?.length);
    },
  },
  {
    table: 'Action',
    row: 'tevmDeal(params)',
    check: async (ctx) => {
      assert.match(
        ctx.source(`${ACT}/anvil/AnvilParams.ts`),
        /AnvilDealParams = \{[^}]*erc20\?: Address[^}]*account: Address[^}]*amount: bigint/,
      );
      const {InvalidAddressError} = await import('tevm/errors');
      const c = await client(ctx);
      assert.deepEqual(await c.tevmDeal({account: ADDR, amount: 3n}), {});
      assert.equal(await c.getBalance({address: ADDR}), 3n);
      await assert.rejects(
        c.tevmDeal({account: '0x12', amount: 1n, throwOnFail: false}),
        InvalidAddressError,
      );
    },
  },
  {
    quote: 'Every action throws a typed error when it fails',
    check: async (ctx) => {
      const {InvalidToError} = await import('tevm/errors');
      const c = await client(ctx);
      await assert.rejects(c.tevmCall({to: '0x12'}), InvalidToError);
      const r = await c.tevmCall({to: '0x12', throwOnFail: false});
      assert.ok(r.errors?.[0] instanceof InvalidToError);
    },
  },
  {
    quote:
      '`tevmCall` and `tevmContract` are dry runs unless you pass `addToBlockchain: true` (mine now) or `addToMempool: true` (queue). `tevmDeploy` is not a dry run: with neither flag it mines the deployment at once on an auto-mining client and queues it when mining is manual.',
    check: async () => {
      const seen = await flaglessInclusion();
      for (const mining of ['auto', 'manual']) {
        assert.deepEqual(seen[mining].tevmCall, {blocks: 0n, pending: 0}, `${mining}: tevmCall`);
        assert.deepEqual(
          seen[mining].tevmContract,
          {blocks: 0n, pending: 0},
          `${mining}: tevmContract`,
        );
      }
      assert.deepEqual(seen.auto.tevmDeploy, {blocks: 1n, pending: 0}, 'auto: tevmDeploy mines');
      assert.deepEqual(
        seen.manual.tevmDeploy,
        {blocks: 0n, pending: 1},
        'manual: tevmDeploy queues',
      );
    },
  },
  {
    quote:
      "Both flags keep a reverting call as well (`true` means `'always'`; `'on-success'` keeps only successes)",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const c = createMemoryClient({miningConfig: {type: 'manual'}});
      const to = await reverter(c);
      const [a, b, d, e] = PREFUNDED_ACCOUNTS.map((x) => x.address);
      const pending = async () => Number((await c.request({method: 'txpool_status'})).pending);
      // addToMempool: true keeps a revert; 'on-success' drops it and keeps a success
      await c.tevmCall({from: a, to, addToMempool: true, throwOnFail: false});
      assert.equal(await pending(), 1, 'addToMempool: true did not keep the reverting call');
      await c.tevmCall({from: b, to, addToMempool: 'on-success', throwOnFail: false});
      assert.equal(await pending(), 1, "'on-success' kept a reverting call");
      await c.tevmCall({from: b, to: ADDR, value: 1n, addToMempool: 'on-success'});
      assert.equal(await pending(), 2, "'on-success' dropped a succeeding call");
      // addToBlockchain: true mines a revert; 'on-success' does not
      await c.tevmMine();
      const n = await c.getBlockNumber();
      await c.tevmCall({from: d, to, addToBlockchain: true, throwOnFail: false});
      assert.equal(
        await c.getBlockNumber(),
        n + 1n,
        'addToBlockchain: true did not mine the revert',
      );
      await c.tevmCall({from: e, to, addToBlockchain: 'on-success', throwOnFail: false});
      assert.equal(await c.getBlockNumber(), n + 1n, "'on-success' mined a reverting call");
      assert.equal(await c.getTransactionCount({address: e}), 0);
    },
  },
  {
    quote: 'Nine of them take the client as their first argument',
    check: async (ctx) => {
      const mc = await import('tevm/memory-client');
      const {createClient} = await import('viem');
      const c = createClient({transport: mc.createTevmTransport()});
      const names = Object.keys(mc).filter((k) => /^tevm[A-Z]/.test(k) && k !== 'tevmViemActions');
      assert.equal(names.length, 10);
      // each of the nine reads the node from client.transport.tevm
      for (const n of names.filter((x) => x !== 'tevmDeal'))
        assert.match(
          ctx.source(`@tevm/memory-client/src/${n}.js`),
          new RegExp(`export const ${n} = async \\(client\\b[\\s\\S]*client\\.transport\\.tevm`),
          n,
        );
      assert.equal(await mc.tevmReady(c), true);
      assert.equal((await mc.tevmMine(c, {blockCount: 1})).blockHashes.length, 1);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      '**`tevmDeal` is the exception**: it takes the node and returns the action, so call it as `tevmDeal(client.transport.tevm)(params)`. Given a client, `tevmDeal(client, params)` only returns a function and deals nothing.',
    check: async () => {
      const mc = await import('tevm/memory-client');
      const {createClient} = await import('viem');
      const c = createClient({transport: mc.createTevmTransport()});
      const wrong = mc.tevmDeal(/** @type {any} */ (c), {account: ADDR, amount: 5n});
      assert.equal(typeof wrong, 'function');
      assert.equal((await mc.tevmGetAccount(c, {address: ADDR, throwOnFail: false})).balance, 0n);
      assert.deepEqual(await mc.tevmDeal(c.transport.tevm)({account: ADDR, amount: 5n}), {});
      assert.equal((await mc.tevmGetAccount(c, {address: ADDR})).balance, 5n);
      await c.transport.tevm.close();
    },
  },
  {
    quote: '`tevmViemActions()` is the `extend` plug-in that adds all ten as methods',
    example: 'client.extend(tevmViemActions())',
  },
  {
    quote: 'Clients created from the same transport object share one node (for the same chain id)',
    check: async () => {
      const {createTevmTransport} = await import('tevm/memory-client');
      const {createPublicClient, createWalletClient} = await import('viem');
      const {tevmDefault, optimism} = await import('tevm/common');
      const transport = createTevmTransport();
      const pub = createPublicClient({transport, chain: tevmDefault});
      const wal = createWalletClient({transport, chain: tevmDefault});
      assert.equal(pub.transport.tevm, wal.transport.tevm);
      const other = createPublicClient({transport, chain: optimism});
      assert.notEqual(other.transport.tevm, pub.transport.tevm);
      await pub.transport.tevm.close();
      await other.transport.tevm.close();
    },
  },
  {
    quote:
      'Node methods such as `getVm`, `getTxPool`, `setMiningConfig` and `close` live there, not on the client',
    check: async (ctx) => {
      const c = await client(ctx);
      for (const m of ['getVm', 'getTxPool', 'setMiningConfig', 'close']) {
        assert.equal(c[m], undefined, `client.${m}`);
        assert.equal(typeof c.transport.tevm[m], 'function', `node.${m}`);
      }
    },
  },
  {
    quote:
      'An interval-mining client keeps a timer running, so close its node when you are done or the process will not exit',
    check: async () => {
      const {createMemoryClient} = await tevm();
      const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
      const before = timers();
      const c = createMemoryClient({miningConfig: {type: 'interval', blockTime: 2}});
      await c.tevmReady();
      assert.equal(timers(), before + 1, 'no ref-ed timer while interval mining');
      await c.transport.tevm.close();
      assert.equal(timers(), before, 'close() left the timer');
    },
  },
  {
    quote: 'Pass the client itself to `createServer` from `tevm/server`',
    check: async (ctx) => {
      const {createServer} = await import('tevm/server');
      const server = createServer(await client(ctx));
      await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
      try {
        const res = await fetch(`http://127.0.0.1:${server.address().port}`, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []}),
        });
        assert.equal((await res.json()).result, '0x384');
      } finally {
        server.closeAllConnections();
        await new Promise((r) => server.close(() => r(undefined)));
      }
    },
  },
  // errors
  {
    quote:
      "The `tevm*` actions throw Tevm's typed errors from `tevm/errors`; viem actions (`readContract`, `request`, …) wrap the same failure in viem's error classes",
    example: 'assert.rejects(client.readContract(call)',
  },
  {
    table: 'You see',
    row: 'RevertError, InvalidOpcodeError, OutOfGasError, …',
    check: async (ctx) => {
      const {RevertError} = await import('tevm/errors');
      const c = await client(ctx);
      const to = await reverter(c);
      await assert.rejects(c.tevmCall({to}), RevertError);
      const r = await c.tevmCall({to, throwOnFail: false});
      assert.ok(r.errors?.[0] instanceof RevertError);
    },
  },
  {
    table: 'You see',
    row: 'InvalidToError, InvalidAddressError, InvalidValueError, …',
    check: async (ctx) => {
      const {InvalidToError, InvalidAddressError, InvalidValueError} = await import('tevm/errors');
      const c = await client(ctx);
      await assert.rejects(c.tevmCall({to: '0x12'}), InvalidToError);
      await assert.rejects(c.tevmGetAccount({address: '0x12'}), InvalidAddressError);
      await assert.rejects(c.tevmCall({to: ADDR, value: -1n}), InvalidValueError);
    },
  },
  {
    table: 'You see',
    row: 'AccountNotFoundError',
    check: async (ctx) => {
      const {AccountNotFoundError} = await import('tevm/errors');
      await assert.rejects(
        (await client(ctx)).tevmGetAccount({address: '0x00000000000000000000000000000000000acc00'}),
        AccountNotFoundError,
      );
    },
  },
  {
    table: 'You see',
    row: 'InvalidRequestError (a plain object, not an Error)',
    check: async (ctx) => {
      const e = await rejection(() =>
        client(ctx).then((c) =>
          c.tevmContract({
            to: '0x00000000000000000000000000000000000c0de0',
            abi: VIEW,
            functionName: 'f',
          }),
        ),
      );
      assert.equal(e.name, 'InvalidRequestError');
      assert.equal(e instanceof Error, false);
      assert.match(e.message, /does not exist/);
    },
  },
  {
    table: 'You see',
    row: 'ContractFunctionExecutionError, CallExecutionError',
    check: async (ctx) => {
      const {ContractFunctionExecutionError, CallExecutionError} = await import('viem');
      const c = await client(ctx);
      const to = await reverter(c);
      // viem retries each (about 1.3 s): run the three at once
      await Promise.all([
        assert.rejects(c.call({to}), CallExecutionError),
        assert.rejects(
          c.readContract({address: to, abi: VIEW, functionName: 'f'}),
          ContractFunctionExecutionError,
        ),
        assert.rejects(
          c.simulateContract({address: to, abi: VIEW, functionName: 'f'}),
          ContractFunctionExecutionError,
        ),
      ]);
    },
  },
  {
    table: 'You see',
    row: 'MethodNotFoundRpcError',
    check: async (ctx) => {
      const {MethodNotFoundRpcError} = await import('viem');
      await assert.rejects(
        (await client(ctx)).request({method: 'eth_notAMethod'}),
        MethodNotFoundRpcError,
      );
    },
  },
  {
    quote: 'Generated from the installed `@tevm/memory-client` type declarations (1.0.0-rc.151)',
    check: async () => {
      const {createRequire} = await import('node:module');
      const req = createRequire(import.meta.url);
      assert.equal(req('@tevm/memory-client/package.json').version, '1.0.0-rc.151');
      const mc = await import('@tevm/memory-client');
      const viem = await import('viem');
      for (const n of ['createClient', 'publicActions', 'walletActions', 'testActions'])
        assert.equal(mc[n], viem[n], n);
    },
  },
];
