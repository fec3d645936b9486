// Claims of docs/reference/decorators.mdx: what each decorator adds, what they return, how
// failures reach the caller (ProviderRpcError, raw rejection, error responses) and the codes.
import assert from 'node:assert/strict';
import {ETH_ACTIONS, TEVM_ACTIONS} from '../members.mjs';

const ALICE = '0x00000000000000000000000000000000000a11ce';
const REVERTER = '0x00000000000000000000000000000000000000bd';
const D = () => import('tevm/decorators');
const node = async () => (await import('tevm')).createTevmNode({loggingLevel: 'silent'});
const decorated = async () => (await node()).extend((await D()).requestEip1193());
/** The error `request` throws for `method`/`params`; fails when it resolves. */
const requestError = async (n, method, params) => {
  try {
    await n.request({method, params});
  } catch (e) {
    return e;
  }
  assert.fail(`${method} resolved`);
};

export default [
  {
    quote:
      'its transport is a node extended with `requestEip1193()` and `tevmSend()`, and its `tevm*` actions call the same handlers as `tevmActions()`',
    check: async (ctx) => {
      const src = ctx.source('@tevm/memory-client/dist/index.js');
      assert.match(src, /\.extend\(requestEip1193\(\)\)\.extend\(tevmSend\(\)\)/);
      assert.match(src, /client\.transport\.tevm\.extend\(tevmActions\(\)\)/);
      const {createMemoryClient} = await import('tevm');
      const t = createMemoryClient().transport.tevm;
      assert.equal(typeof t.request, 'function');
      assert.equal(typeof t.send, 'function');
      assert.equal(typeof t.sendBulk, 'function');
    },
  },
  {
    quote: "hand `node` to ethers' `BrowserProvider`",
    check: async () => {
      const {BrowserProvider} = await import('ethers');
      const ethersProvider = new BrowserProvider(await decorated());
      assert.equal(await ethersProvider.getBlockNumber(), 0);
      assert.equal((await ethersProvider.getNetwork()).chainId, 900n);
    },
  },
  {
    quote:
      'Its functions are not re-exported by the `tevm` root (only four of its types are: `EIP1193RequestFn`, `Eip1193RequestProvider`, `EthActionsApi`, `TevmActionsApi`); import them from the subpath.',
    check: async (ctx) => {
      const types = ctx.source('tevm/index.d.ts');
      const line = /export \{([^}]*)\} from '@tevm\/decorators'/.exec(types)?.[1] ?? '';
      assert.deepEqual(
        line
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .sort(),
        ['EIP1193RequestFn', 'Eip1193RequestProvider', 'EthActionsApi', 'TevmActionsApi'],
      );
      assert.equal(types.match(/from '@tevm\/decorators'/g)?.length, 1);
      const root = await import('tevm');
      const sub = await D();
      const scoped = await import('@tevm/decorators');
      for (const k of Object.keys(scoped)) {
        assert.equal(k in root, false, `tevm exports ${k}`);
        assert.equal(sub[k], scoped[k], k);
      }
    },
  },
  {
    quote:
      'The decorators depend on `@tevm/actions` and `@tevm/node`, so add the same `overrides` block shown above to `package.json`.',
    check: async (ctx) => {
      const deps = JSON.parse(ctx.source('@tevm/decorators/package.json')).dependencies;
      assert.ok(deps['@tevm/actions'] && deps['@tevm/node']);
    },
  },
  {
    quote:
      'It accepts every JSON-RPC method Tevm implements (`eth_*`, `anvil_*`, `tevm_*`, `debug_*`, …)',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/decorators/dist/index.js'),
        /var requestEip1193 = \(\) => \(client\) => \{\s*const handleRequest = requestProcedure\(client\)/,
      );
      const n = await decorated();
      assert.equal(await n.request({method: 'eth_blockNumber'}), '0x0');
      await n.request({method: 'anvil_setBalance', params: [ALICE, '0x1']});
      assert.equal(
        (await n.request({method: 'tevm_getAccount', params: [{address: ALICE}]})).balance,
        '0x1',
      );
      await n.request({method: 'anvil_mine', params: ['0x1']});
      const raw = await n.request({method: 'debug_getRawBlock', params: ['0x1']});
      assert.match(raw, /^0x[0-9a-f]+$/);
    },
  },
  {
    quote:
      '`extend` mutates the node in place and returns it, so the node keeps all its own members (`getVm`, `ready`, `close`, …) next to the new ones.',
    check: async () => {
      const n = await node();
      const extended = n.extend((await D()).ethActions());
      assert.equal(extended, n);
      for (const k of ['getVm', 'ready', 'close', 'eth']) assert.ok(k in n, k);
    },
  },
  {
    quote:
      '`ethActions()` adds an `eth` namespace with seven typed reads: `blockNumber`, `call`, `chainId`, `gasPrice`, `getBalance`, `getCode` and `getStorageAt`.',
    check: async () => {
      const n = (await node()).extend((await D()).ethActions());
      assert.deepEqual(Object.keys(n.eth).sort(), ETH_ACTIONS);
    },
  },
  {
    quote:
      "`tevmActions()` adds Tevm's actions as **unprefixed** methods on the node: `call`, `contract`, `deploy`, `getAccount`, `setAccount`, `mine`, `dumpState`, `loadState` and `deal`.",
    check: async () => {
      const n = (await node()).extend((await D()).tevmActions());
      for (const k of TEVM_ACTIONS) assert.equal(typeof n[k], 'function', k);
      // and nothing else
      const plain = await node();
      const added = Object.keys(n).filter((k) => !(k in plain));
      assert.equal(added.length, 9, added.join());
      assert.equal('tevmCall' in n, false);
    },
  },
  {
    quote:
      'numbers come back as `bigint` (block number, chain id, balance); code, storage and call data stay hex strings',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const {ethActions, tevmActions} = await D();
      const n = (await node()).extend(ethActions()).extend(tevmActions());
      const {createdAddress} = await n.deploy({...SimpleContract.deploy(42n)});
      assert.equal(typeof (await n.eth.blockNumber()), 'bigint');
      assert.equal(typeof (await n.eth.chainId()), 'bigint');
      assert.equal(typeof (await n.eth.getBalance({address: ALICE})), 'bigint');
      assert.match(await n.eth.getCode({address: createdAddress}), /^0x60/);
      assert.equal(
        await n.eth.call({to: createdAddress, data: '0x6d4ce63c'}),
        `0x${'2a'.padStart(64, '0')}`,
      );
    },
  },
  {
    table: 'Decorator',
    row: 'ethActions()',
    quote: '`getStorageAt` right-pads like `eth_getStorageAt`',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const {ethActions, tevmActions} = await D();
      const n = (await node()).extend(ethActions()).extend(tevmActions());
      const {createdAddress} = await n.deploy({...SimpleContract.deploy(42n)});
      assert.equal(
        await n.eth.getStorageAt({address: createdAddress, position: '0x0'}),
        `0x2a${'0'.repeat(62)}`,
      );
      assert.equal(await n.eth.gasPrice(), 1_000_000_000n);
    },
  },
  {
    table: 'Decorator',
    row: 'requestEip1193()',
    check: async () => {
      const n = await decorated();
      assert.equal(await n.request({method: 'eth_chainId'}), '0x384');
      const {ProviderRpcError} = await import('tevm/node');
      assert.ok((await requestError(n, 'foo_bar', [])) instanceof ProviderRpcError);
    },
  },
  {
    table: 'Decorator',
    row: 'tevmActions()',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient();
      const n = client.transport.tevm.extend((await D()).tevmActions());
      await n.setAccount({address: ALICE, balance: 7n});
      assert.deepEqual(
        await n.getAccount({address: ALICE}),
        await client.tevmGetAccount({address: ALICE}),
      );
    },
  },
  {
    table: 'Decorator',
    row: 'tevmSend()',
    quote: 'most errors are in the response, `send` rejects for a few, `sendBulk` never',
    check: async () => {
      const n = (await node()).extend((await D()).tevmSend());
      const missing = {
        jsonrpc: '2.0',
        id: 1,
        method: 'tevm_getAccount',
        params: [{address: ALICE}],
      };
      const bad = {jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: ['0x12', 'latest']};
      assert.equal((await n.send(missing)).error?.code, -32001);
      await assert.rejects(n.send(bad));
      const both = await n.sendBulk([missing, bad]);
      assert.deepEqual(
        both.map((r) => r.error?.code),
        [-32001, -32013],
      );
    },
  },
  {
    quote:
      "Most failures are in the response's `error` member, but `send` rejects in the cases listed under [When a procedure rejects](./actions.mdx#when-a-procedure-rejects); `sendBulk` never rejects.",
    check: async () => {
      const n = (await node()).extend((await D()).tevmSend());
      const rejecting = [
        ['eth_getBalance', ['0x12', 'latest']],
        ['eth_getLogs', [{fromBlock: '0x10', toBlock: '0x20'}]],
        ['eth_sign', [ALICE, '0x1234']],
        ['debug_traceTransaction', [`0x${'11'.repeat(32)}`, {tracer: 'callTracer'}]],
      ].map(([method, params], id) => ({jsonrpc: '2.0', id, method, params}));
      for (const r of rejecting) await assert.rejects(n.send(r), r.method);
      const answers = await n.sendBulk(rejecting);
      assert.equal(answers.filter((a) => a.error).length, 4);
    },
  },
  {
    quote: '`EthActionsApi`, `TevmActionsApi` and `TevmSendApi` for the other three decorators',
    check: async (ctx) => {
      const dts = ctx.source('@tevm/decorators/dist/index.d.ts');
      for (const t of [
        'Eip1193RequestProvider',
        'EIP1193RequestFn',
        'EIP1193Parameters',
        'EIP1193RequestOptions',
        'EthActionsApi',
        'TevmActionsApi',
        'TevmSendApi',
        'JsonRpcSchemaPublic',
        'JsonRpcSchemaTevm',
        'JsonRpcSchemaWallet',
        'TestRpcSchema',
        'RpcSchema',
        'RpcSchemaOverride',
        'DerivedRpcSchema',
        'Hash',
        'Quantity',
        'LogTopic',
        'NetworkSync',
        'AddEthereumChainParameter',
        'WatchAssetParams',
        'WalletPermission',
        'WalletPermissionCaveat',
      ])
        assert.match(dts, new RegExp(`\\b${t}\\b`), t);
    },
  },
  {
    quote: 'a Tevm node answers no `wallet_*` methods',
    check: async () => {
      const n = await decorated();
      for (const m of [
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
        'wallet_watchAsset',
        'wallet_requestPermissions',
        'wallet_getPermissions',
      ])
        assert.equal((await requestError(n, m, [])).code, -32601, m);
    },
  },
  {
    quote:
      'When the procedure answers with an error, `request` throws a `ProviderRpcError` (exported by [`tevm/node`](./node.mdx)) carrying the JSON-RPC error `code`, the message and any `data`',
    check: async () => {
      const {ProviderRpcError} = await import('tevm/node');
      const n = await decorated();
      await n.request({method: 'anvil_setCode', params: [REVERTER, '0x60006000fd']});
      const e = await requestError(n, 'eth_call', [{to: REVERTER, data: '0x'}, 'latest']);
      assert.ok(e instanceof ProviderRpcError);
      assert.equal(e.code, 3);
      assert.match(e.message, /execution reverted/);
      assert.equal(e.data?.data, '0x');
    },
  },
  {
    quote:
      'Where the procedure rejects ([the cases](./actions.mdx#when-a-procedure-rejects)), `request` throws that raw error, not a `ProviderRpcError`',
    check: async () => {
      const {ProviderRpcError} = await import('tevm/node');
      const {UnknownBlockError} = await import('tevm/errors');
      const e = await requestError(await decorated(), 'eth_getLogs', [
        {fromBlock: '0x10', toBlock: '0x20'},
      ]);
      assert.ok(e instanceof UnknownBlockError);
      assert.equal(e instanceof ProviderRpcError, false);
    },
  },
  ...[
    ['-32601', 'foo_bar', [], /^UnsupportedMethodError: Unknown method foo_bar/],
    ['-32602', 'eth_call', [{to: 'zz'}, 'latest'], /Invalid Address zz/],
    ['-32013', 'anvil_setBalance', ['0x12', '0x1'], /Invalid Address 0x12/],
    ['-32001', 'tevm_getAccount', [{address: ALICE}], /not found/],
    ['-32603', 'eth_simulateV1', [], /blockStateCalls/],
  ].map(([row, method, params, message]) => ({
    table: '`code`',
    row,
    check: async () => {
      const {ProviderRpcError} = await import('tevm/node');
      const e = await requestError(await decorated(), method, params);
      assert.ok(e instanceof ProviderRpcError);
      assert.equal(e.code, Number(row));
      assert.match(e.message, message);
      if (method === 'eth_call') {
        const t = await requestError(await decorated(), 'tevm_call', [{to: 'zz'}]);
        assert.equal(t.code, -32602);
        assert.match(t.message, message);
      }
    },
  })),
  {
    table: '`code`',
    row: '3',
    check: async () => {
      const n = await decorated();
      await n.request({method: 'anvil_setCode', params: [REVERTER, '0x60006000fd']});
      assert.equal(
        (await requestError(n, 'eth_call', [{to: REVERTER, data: '0x'}, 'latest'])).code,
        3,
      );
      assert.equal((await requestError(n, 'tevm_call', [{to: REVERTER, data: '0x'}])).code, 3);
    },
  },
  {
    quote:
      'A Tevm node has no user prompt and no connection to lose, so it does not produce them; an unsupported method is reported with the JSON-RPC code -32601 rather than 4200.',
    check: async (ctx) => {
      for (const f of [
        '@tevm/actions/dist/index.js',
        '@tevm/decorators/dist/index.js',
        '@tevm/node/dist/index.js',
      ])
        assert.doesNotMatch(ctx.source(f), /\b(4001|4100|4200|4900|4901)\b/, f);
      assert.equal((await requestError(await decorated(), 'eth_foo', [])).code, -32601);
    },
  },
  {
    quote:
      '`createClient({ transport: requestEip1193() })` does not work (the first request fails with `client.ready is not a function`)',
    check: async () => {
      const {createClient} = await import('viem');
      const client = createClient({transport: (await D()).requestEip1193()});
      await assert.rejects(
        client.request({method: 'eth_chainId'}),
        /client\.ready is not a function/,
      );
    },
  },
  {
    quote:
      "pass the decorated node to viem's `custom` transport: `createClient({ transport: custom(node) })`",
    check: async () => {
      const {createClient, custom, publicActions} = await import('viem');
      const n = await decorated();
      const client = createClient({transport: custom(n)}).extend(publicActions);
      assert.equal(await client.getChainId(), 900);
      await n.request({method: 'anvil_mine', params: ['0x2']});
      assert.equal(await client.getBlockNumber(), 2n);
    },
  },
  {
    quote:
      '`createTevmTransport` ([@tevm/memory-client](./memory-client.mdx)) cannot wrap an existing node: it creates its own from the options you pass.',
    check: async (ctx) => {
      const src = ctx.source('@tevm/memory-client/dist/index.js');
      assert.match(src, /var createTevmTransport = \(options = \{\}\) => \{/);
      assert.match(src, /createTevmNode\(\{ \.\.\.options,/);
    },
  },
  {
    quote: 'Generated from the installed `@tevm/decorators` type declarations (1.0.0-rc.151).',
    check: async (ctx) => {
      const api = JSON.parse(ctx.source('../src/data/api/decorators.json')).packages[0];
      assert.equal(api.version, '1.0.0-rc.151');
      assert.equal(JSON.parse(ctx.source('@tevm/decorators/package.json')).version, '1.0.0-rc.151');
    },
  },
];
