// Claims of docs/reference/actions.mdx: handlers vs procedures, which requests reject, validation,
// the client-method table and the error table.
import assert from 'node:assert/strict';
import {REVERTS} from '../helpers.mjs';
import {CLIENT_TEVM_ACTIONS} from '../members.mjs';

const ALICE = '0x00000000000000000000000000000000000a11ce';
const rpc = (method, params, id = 1) => ({jsonrpc: '2.0', id, method, params});
/** The four requests the page says reject when sent alone. */
const REJECTING = [
  rpc('eth_getBalance', ['0x12', 'latest'], 1),
  rpc('eth_getLogs', [{fromBlock: '0x10', toBlock: '0x20'}], 2),
  rpc('eth_sign', [ALICE, '0x1234'], 3),
  rpc('debug_traceTransaction', [`0x${'11'.repeat(32)}`, {tracer: 'callTracer'}], 4),
];
const node = async () => (await import('tevm')).createTevmNode({loggingLevel: 'silent'});
const actions = () => import('tevm/actions');
/** Resolves with the rejection of `p`, fails when it resolves. */
const rejection = async (p) => {
  try {
    const value = await p;
    assert.fail(`resolved with ${JSON.stringify(value)}`);
  } catch (e) {
    if (e instanceof assert.AssertionError) throw e;
    return e;
  }
};
/**
 * What a failing handler does with its errors: `setAccountHandler` with `params`, once with the
 * default `throwOnFail` and once with `false`. Returns the thrown value (or undefined) and the
 * `errors` the second run returned.
 */
export const handlerFailure = async (params) => {
  const {setAccountHandler} = await actions();
  const n = await node();
  let thrown;
  try {
    await setAccountHandler(n)(params);
  } catch (e) {
    thrown = e;
  }
  const returned = await setAccountHandler(n)({...params, throwOnFail: false});
  return {thrown, returned: returned.errors};
};
/** One bad field (the address) and three bad fields (address, nonce, balance). */
export const ONE_BAD = {address: '0x12', balance: 1n};
export const THREE_BAD = {address: '0x12', balance: -1n, nonce: -1n};

/**
 * Where the memory client's viem `call` is answered: the methods viem's `call` sends (recorded
 * through a custom transport in front of the memory client), the `eth_call` answer for a
 * reverting target, the `tevm_call` answer for the same call, and what `ethCallHandler` does
 * with it (its rejection, or its result).
 */
export const ethCallAnswer = async () => {
  const {createMemoryClient} = await import('tevm');
  const {createClient, custom} = await import('viem');
  const {call} = await import('viem/actions');
  const {ethCallHandler, requestProcedure} = await actions();
  const client = createMemoryClient({loggingLevel: 'silent'});
  const to = '0x00000000000000000000000000000000000000bd';
  await client.tevmSetAccount({address: to, deployedBytecode: REVERTS});
  const sent = [];
  const spy = createClient({
    transport: custom({request: (a) => (sent.push(a.method), client.request(a))}, {retryCount: 0}),
  });
  await call(spy, {to}).catch(() => undefined);
  const n = client.transport.tevm;
  const viaEthCall = await requestProcedure(n)(rpc('eth_call', [{to}, 'latest']));
  const viaTevmCall = await requestProcedure(n)(rpc('tevm_call', [{to}]));
  const handler = await ethCallHandler(n)({to}).then(
    (result) => ({result}),
    (error) => ({error}),
  );
  return {sent, ethCallError: viaEthCall.error, tevmCallError: viaTevmCall.error, handler};
};

const HANDLERS = [
  'callHandler',
  'contractHandler',
  'deployHandler',
  'getAccountHandler',
  'setAccountHandler',
  'mineHandler',
  'dumpStateHandler',
  'loadStateHandler',
  'dealHandler',
];

export default [
  {
    quote:
      'Every `tevm*` action of the memory client except `tevmReady`, every unprefixed method added by the decorators and every JSON-RPC method answered by `request` ends in a function from this package.',
    check: async (ctx) => {
      const deco = ctx.source('@tevm/decorators/dist/index.js');
      const imported = /import \{([^}]*)\} from '@tevm\/actions'/.exec(deco)?.[1] ?? '';
      for (const h of [...HANDLERS, 'requestProcedure'])
        assert.match(imported, new RegExp(`\\b${h}\\b`), `decorators do not import ${h}`);
      const mc = ctx.source('@tevm/memory-client/dist/index.js');
      assert.match(mc, /= client\.transport\.tevm\.extend\(tevmActions\(\)\)/);
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient();
      assert.equal(client.tevmReady, client.transport.tevm.ready, 'tevmReady is not node.ready');
      const tevmNames = Object.keys(client).filter((k) => /^tevm[A-Z]/.test(k));
      assert.deepEqual(
        tevmNames.sort(),
        CLIENT_TEVM_ACTIONS,
        'the client has other tevm* actions than the nine handlers + tevmReady',
      );
    },
  },
  {
    quote: 'it re-exports `@tevm/actions` unchanged',
    check: async () => {
      const sub = await import('tevm/actions');
      const scoped = await import('@tevm/actions');
      assert.deepEqual(Object.keys(sub).sort(), Object.keys(scoped).sort());
      for (const k of Object.keys(scoped)) assert.equal(sub[k], scoped[k], k);
    },
  },
  {
    quote:
      "The returned function can also be kept and called again: each call reads the node's state at that moment.",
    check: async () => {
      const {getAccountHandler, setAccountHandler} = await actions();
      const n = await node();
      const get = getAccountHandler(n);
      await setAccountHandler(n)({address: ALICE, balance: 1n});
      assert.equal((await get({address: ALICE})).balance, 1n);
      await setAccountHandler(n)({address: ALICE, balance: 2n});
      assert.equal((await get({address: ALICE})).balance, 2n);
    },
  },
  {
    table: 'Shape',
    row: 'Handler',
    quote:
      'throws on failure (an `AggregateError` when there are several errors) unless `throwOnFail: false`',
    check: async () => {
      const {InvalidAddressError} = await import('tevm/errors');
      const one = await handlerFailure(ONE_BAD);
      assert.ok(one.thrown instanceof InvalidAddressError, 'one error: not thrown itself');
      const three = await handlerFailure(THREE_BAD);
      assert.ok(three.thrown instanceof AggregateError, 'several errors: not an AggregateError');
      assert.equal(three.returned?.length, 3, 'throwOnFail: false did not return them');
    },
  },
  {
    table: 'Shape',
    row: 'Procedure',
    quote: 'a JSON-RPC response with `result` or `error`; some failures reject instead',
    check: async () => {
      const {getAccountProcedure, getBalanceProcedure} = await actions();
      const n = await node();
      const missing = await getAccountProcedure(n)(rpc('tevm_getAccount', [{address: ALICE}]));
      assert.equal(missing.error?.code, -32001);
      const {InvalidAddressError} = await import('tevm/errors');
      await assert.rejects(
        getBalanceProcedure(n)(rpc('eth_getBalance', ['0x12', 'latest'])),
        InvalidAddressError,
      );
    },
  },
  {
    table: 'Shape',
    row: 'Dispatcher',
    quote:
      'the matching response (rejects where the procedure does), or an array of responses (never rejects)',
    check: async () => {
      const {requestBulkProcedure, requestProcedure} = await actions();
      const n = await node();
      for (const r of REJECTING) await rejection(requestProcedure(n)(r));
      const answers = await requestBulkProcedure(n)(REJECTING);
      assert.deepEqual(
        answers.map((a) => [a.id, typeof a.error?.code]),
        REJECTING.map((r) => [r.id, 'number']),
      );
    },
  },
  {
    quote: 'procedures are what `request`, `tevm/server` and the `tevmSend` decorator call',
    check: async (ctx) => {
      const deco = ctx.source('@tevm/decorators/dist/index.js');
      assert.match(
        deco,
        /var requestEip1193 = \(\) => \(client\) => \{\s*const handleRequest = requestProcedure\(client\)/,
      );
      assert.match(
        deco,
        /send: requestProcedure\(client\),\s*sendBulk: requestBulkProcedure\(client\)/,
      );
      assert.match(
        ctx.source('@tevm/server/dist/index.js'),
        /const \{ send \} = client\.transport\.tevm\.extend\(tevmSend\(\)\)/,
      );
    },
  },
  {
    quote:
      '`deployHandler` takes `abi`, `bytecode` and constructor `args` and reports the `createdAddress`',
    example: 'const deployed = await deployHandler(node)({',
  },
  {
    quote: '`contractHandler` (like `callHandler`) is a dry run by default.',
    check: async () => {
      const {callHandler, contractHandler, deployHandler} = await actions();
      const {SimpleContract, PREFUNDED_ACCOUNTS} = {
        ...(await import('tevm/contract')),
        ...(await import('tevm')),
      };
      const n = await node();
      const {createdAddress} = await deployHandler(n)({...SimpleContract.deploy(5n)});
      const vm = await n.getVm();
      const head = async () => (await vm.blockchain.getCanonicalHeadBlock()).header.number;
      const h0 = await head();
      const c = SimpleContract.withAddress(createdAddress);
      await contractHandler(n)({...c.write.set(9n)});
      await callHandler(n)({from: PREFUNDED_ACCOUNTS[0].address, to: ALICE, value: 1n});
      assert.equal(await head(), h0);
      assert.equal((await n.getTxPool()).txsInPool, 0);
      assert.equal((await contractHandler(n)({...c.read.get()})).data, 5n);
    },
  },
  {
    quote:
      'without any of `addToBlockchain`, `addToMempool` or `createTransaction` it mines the deployment at once when the node mines automatically (the default) and queues it in the mempool under any other mining mode (`manual` or `interval`)',
    check: async () => {
      const {createTevmNode} = await import('tevm');
      const {deployHandler} = await actions();
      const {SimpleContract} = await import('tevm/contract');
      for (const [miningConfig, block, pool] of [
        [undefined, 1n, 0],
        [{type: 'manual'}, 0n, 1],
        [{type: 'interval', blockTime: 3600}, 0n, 1],
      ]) {
        const n = createTevmNode({loggingLevel: 'silent', ...(miningConfig ? {miningConfig} : {})});
        await deployHandler(n)({...SimpleContract.deploy(5n)});
        const vm = await n.getVm();
        assert.equal((await vm.blockchain.getCanonicalHeadBlock()).header.number, block);
        assert.equal((await n.getTxPool()).txsInPool, pool);
        await n.close?.();
      }
    },
  },
  {
    quote: '`addToMempool: true` to queue it for the next `mineHandler(node)()`',
    check: async () => {
      const {deployHandler, mineHandler, contractHandler} = await actions();
      const {SimpleContract} = await import('tevm/contract');
      const n = await node();
      const d = await deployHandler(n)({...SimpleContract.deploy(5n), addToMempool: true});
      assert.equal((await n.getTxPool()).txsInPool, 1);
      const vm = await n.getVm();
      assert.equal((await vm.blockchain.getCanonicalHeadBlock()).header.number, 0n);
      await mineHandler(n)();
      assert.equal((await vm.blockchain.getCanonicalHeadBlock()).header.number, 1n);
      const read = await contractHandler(n)({
        to: d.createdAddress,
        abi: SimpleContract.abi,
        functionName: 'get',
      });
      assert.equal(read.data, 5n);
    },
  },
  {
    quote: 'Most failures are answered with an `error` member.',
    example: 'assert.equal(responses[1]?.error?.code, -32001) // AccountNotFoundError',
  },
  {
    quote:
      "`requestProcedure`, the decorators' `send` and `request` reject with the raw error (for `request` this is not a `ProviderRpcError`)",
    check: async () => {
      const {requestEip1193, tevmSend} = await import('tevm/decorators');
      const {ProviderRpcError} = await import('tevm/node');
      const {InvalidAddressError} = await import('tevm/errors');
      const n = (await node()).extend(requestEip1193()).extend(tevmSend());
      const bad = rpc('eth_getBalance', ['0x12', 'latest']);
      assert.ok((await rejection(n.send(bad))) instanceof InvalidAddressError);
      const e = await rejection(n.request({method: bad.method, params: bad.params}));
      assert.ok(e instanceof InvalidAddressError);
      assert.equal(e instanceof ProviderRpcError, false);
    },
  },
  ...[
    [
      'a malformed address in eth_getBalance, eth_getTransactionCount, eth_getStorageAt, or as to of debug_traceCall',
      [
        rpc('eth_getBalance', ['0x12', 'latest']),
        rpc('eth_getTransactionCount', ['0x12', 'latest']),
        rpc('eth_getStorageAt', ['0x12', '0x0', 'latest']),
        rpc('debug_traceCall', [{to: '0x12'}]),
      ],
      async (e) => e instanceof (await import('tevm/errors')).InvalidAddressError,
    ],
    [
      'a malformed address in eth_getCode',
      [rpc('eth_getCode', ['0x12', 'latest'])],
      async (e) =>
        e instanceof (await import('viem')).InvalidAddressError &&
        !(e instanceof (await import('tevm/errors')).InvalidAddressError),
    ],
    [
      'a block that does not exist in eth_getCode, eth_getStorageAt, eth_getTransactionCount, eth_getBlockTransactionCountByNumber or eth_getLogs',
      [
        rpc('eth_getCode', [ALICE, '0x99']),
        rpc('eth_getStorageAt', [ALICE, '0x0', '0x99']),
        rpc('eth_getTransactionCount', [ALICE, '0x99']),
        rpc('eth_getBlockTransactionCountByNumber', ['0x99']),
        REJECTING[1],
      ],
      async (e) => e instanceof (await import('tevm/errors')).UnknownBlockError,
    ],
    [
      'a block that does not exist in eth_getBalance',
      [rpc('eth_getBalance', [ALICE, '0x99'])],
      async (e) =>
        e instanceof (await import('tevm/errors')).NoForkUrlSetError &&
        /^No fork url set/.test(e.message),
    ],
    [
      'eth_sign or eth_signTransaction for an account the node holds no key for',
      [REJECTING[2], rpc('eth_signTransaction', [{from: ALICE, to: ALICE}])],
      async (e) => e instanceof (await actions()).MissingAccountError,
    ],
    [
      'bytes that are not a transaction in eth_sendRawTransaction',
      [rpc('eth_sendRawTransaction', ['0x1234'])],
      async (e) =>
        e.constructor.name === 'EthereumJSError' &&
        /^TypedTransaction with ID 18 unknown/.test(e.message),
    ],
    [
      'a geth-style debug_traceTransaction with the hash as first parameter',
      [REJECTING[3]],
      async (e) => e instanceof TypeError,
    ],
  ].map(([row, requests, is]) => ({
    table: 'Request',
    row,
    check: async () => {
      const {requestProcedure} = await actions();
      const n = await node();
      for (const r of requests) {
        const e = await rejection(requestProcedure(n)(r));
        assert.ok(await is(e), `${r.method}: rejected with ${e?.constructor?.name}: ${e?.message}`);
      }
    },
  })),
  {
    quote:
      'The same mistakes elsewhere answer with an `error` member instead: a malformed address in `eth_call`, `eth_estimateGas`, `tevm_call` or `anvil_setCode` gives code -32602, in `tevm_getAccount` or `anvil_setBalance` code -32013, and a missing block in `eth_call` code -32001.',
    check: async () => {
      const {requestProcedure} = await actions();
      const n = await node();
      const codes = async (requests) =>
        Promise.all(requests.map(async (r) => (await requestProcedure(n)(r)).error?.code));
      assert.deepEqual(
        await codes([
          rpc('eth_call', [{to: '0x12'}, 'latest']),
          rpc('eth_estimateGas', [{to: '0x12'}]),
          rpc('tevm_call', [{to: '0x12'}]),
          rpc('anvil_setCode', ['0x12', '0x00']),
        ]),
        [-32602, -32602, -32602, -32602],
      );
      assert.deepEqual(
        await codes([
          rpc('tevm_getAccount', [{address: '0x12'}]),
          rpc('anvil_setBalance', ['0x12', '0x1']),
        ]),
        [-32013, -32013],
      );
      assert.deepEqual(await codes([rpc('eth_call', [{to: ALICE}, '0x99'])]), [-32001]);
    },
  },
  {
    quote:
      'An unknown block or hash in `eth_getBlockByNumber`, `eth_getBlockByHash`, `eth_getTransactionByHash` or `eth_getTransactionReceipt` is not an error at all: the result is `null`.',
    check: async () => {
      const {requestProcedure} = await actions();
      const n = await node();
      const hash = `0x${'11'.repeat(32)}`;
      for (const r of [
        rpc('eth_getBlockByNumber', ['0x99', false]),
        rpc('eth_getBlockByHash', [hash, false]),
        rpc('eth_getTransactionByHash', [hash]),
        rpc('eth_getTransactionReceipt', [hash]),
      ]) {
        const answer = await requestProcedure(n)(r);
        assert.equal(answer.error, undefined, r.method);
        assert.equal(answer.result, null, r.method);
      }
    },
  },
  {
    quote:
      'Parameters of the wrong shape are not checked consistently either: `anvil_deal` with no parameters, for example, rejects with a `TypeError`.',
    check: async () => {
      const {requestProcedure} = await actions();
      const e = await rejection(requestProcedure(await node())(rpc('anvil_deal', [])));
      assert.ok(e instanceof TypeError);
    },
  },
  {
    quote:
      '`requestBulkProcedure` (and `sendBulk`) never reject: a rejecting request becomes an error response, with code -32000 when the error has no code of its own.',
    check: async () => {
      const {tevmSend} = await import('tevm/decorators');
      const n = (await node()).extend(tevmSend());
      const answers = await n.sendBulk(REJECTING);
      assert.deepEqual(
        answers.map((a) => a.error?.code),
        [-32013, -32001, -32000, -32000],
      );
    },
  },
  {
    quote: 'Each handler checks its parameters first.',
    check: async () => {
      const {callHandler} = await actions();
      const {InvalidToError} = await import('tevm/errors');
      const n = await node();
      await assert.rejects(callHandler(n)({to: '0x1234', addToBlockchain: true}), InvalidToError);
      const vm = await n.getVm();
      assert.equal((await vm.blockchain.getCanonicalHeadBlock()).header.number, 0n);
    },
  },
  {
    quote: 'validate user input with the same checks Tevm applies before it runs anything',
    check: async (ctx) => {
      const src = ctx.source('@tevm/actions/dist/index.js');
      assert.match(
        src,
        /var callHandler2 = [^\n]*\n(?:[^\n]*\n){0,2}[^\n]*const validationErrors = validateCallParams\(params\);/,
      );
    },
  },
  {
    quote:
      'each returns an array of typed errors, empty when the input is fine, except `validateMineEvents`, which returns `{ isValid, errors }` with plain `{ path, message }` objects',
    check: async () => {
      const a = await actions();
      const {InvalidToError} = await import('tevm/errors');
      assert.deepEqual(a.validateCallParams({to: ALICE}), []);
      const bad = a.validateCallParams({to: '0x1234'});
      assert.ok(bad.length === 1 && bad[0] instanceof InvalidToError);
      const names = Object.keys(a).filter((k) => k.startsWith('validate'));
      assert.ok(names.length >= 8, names.join());
      for (const k of names) {
        const r = a[k]({});
        if (k === 'validateMineEvents') assert.deepEqual(r, {isValid: true, errors: []});
        else {
          assert.ok(Array.isArray(r), `${k} does not return an array`);
          for (const e of r) assert.ok(e instanceof Error && typeof e.code === 'number', k);
        }
      }
      const events = a.validateMineEvents({onBlock: 5});
      assert.equal(events.isValid, false);
      assert.deepEqual(Object.keys(events.errors[0]).sort(), ['message', 'path']);
      assert.equal(events.errors[0] instanceof Error, false);
    },
  },
  {
    quote: 'zod schemas such as `zCallParams`, `zAddress` and `zHex`',
    check: async () => {
      const {zCallParams, zAddress, zHex} = await actions();
      assert.equal(zHex.safeParse('0x12').success, true);
      assert.equal(zHex.safeParse('12').success, false);
      assert.equal(zAddress.safeParse('0x12').success, false);
      assert.equal(zCallParams.safeParse({to: ALICE}).success, true);
      assert.equal(zCallParams.safeParse({to: 1}).success, false);
    },
  },
  ...[
    ['tevmCall', 'callHandler', ['tevm_call']],
    [
      'tevmGetAccount / tevmSetAccount',
      'getAccountHandler',
      ['tevm_getAccount', 'tevm_setAccount'],
    ],
    ['tevmMine', 'mineHandler', ['tevm_mine', 'anvil_mine', 'evm_mine']],
    ['tevmDumpState / tevmLoadState', 'dumpStateHandler', ['tevm_dumpState', 'tevm_loadState']],
    ['viem getLogs, sendTransaction', 'ethGetLogsHandler', ['eth_getLogs', 'eth_sendTransaction']],
    ['viem simulateBlocks', 'ethSimulateV1Handler', ['eth_simulateV1']],
  ].map(([row, handler, methods]) => ({
    table: 'Memory client method',
    row,
    check: async () => {
      const a = await actions();
      assert.equal(typeof a[handler], 'function', handler);
      const n = await node();
      for (const m of methods) {
        const res = await a
          .requestProcedure(n)(rpc(m, []))
          .catch((e) => ({thrown: e}));
        assert.notEqual(res.error?.code, -32601, `${m} is not answered`);
      }
    },
  })),
  {
    table: 'Memory client method',
    row: 'viem call',
    quote:
      "`callHandler`, through the `tevm_call` procedure with `addToBlockchain: false`; `ethCallHandler` backs only the decorators' `eth.call`",
    check: async (ctx) => {
      const seen = await ethCallAnswer();
      assert.deepEqual(seen.sent, ['eth_call'], 'viem call sends eth_call');
      assert.deepEqual(
        seen.ethCallError,
        seen.tevmCallError,
        'eth_call is not the tevm_call answer',
      );
      assert.ok(seen.handler.error, 'ethCallHandler did not reject: it would answer differently');
      const src = ctx.source('@tevm/actions/dist/index.js');
      assert.match(src, /eth_call: ethCallProcedure\(client\)/);
      assert.match(
        src,
        /var ethCallProcedure = [^\n]*\n(?:[^\n]*\n){2}\s*const response = await callProcedure\(client\)[^]*?addToBlockchain: false\n/,
      );
      const deco = ctx.source('@tevm/decorators/dist/index.js');
      assert.equal(deco.match(/ethCallHandler\(client\)/g)?.length, 1);
      assert.match(deco, /eth: \{[^}]*call: ethCallHandler\(client\)/);
    },
  },
  {
    table: 'Memory client method',
    row: 'tevmContract',
    quote: 'none: `tevm_contract` always answers with an error; send encoded data with `tevm_call`',
    check: async () => {
      const {requestProcedure} = await actions();
      const res = await requestProcedure(await node())(rpc('tevm_contract', [{}]));
      assert.match(res.error?.message ?? '', /tevm_contract is not supported.*use tevm_call/);
    },
  },
  {
    table: 'Memory client method',
    row: 'tevmDeploy',
    check: async () => {
      const {requestProcedure} = await actions();
      const res = await requestProcedure(await node())(rpc('tevm_deploy', [{}]));
      assert.equal(res.error?.code, -32601);
    },
  },
  {
    table: 'Memory client method',
    row: 'tevmDeal',
    quote: '`anvil_deal` (both); `anvil_dealErc20` uses `dealErc20Handler` (tokens only)',
    check: async (ctx) => {
      const src = ctx.source('@tevm/actions/dist/index.js');
      assert.match(src, /var anvilDealJsonRpcProcedure = [^]*?await dealHandler\(client\)/);
      assert.match(
        src,
        /var anvilDealErc20JsonRpcProcedure = [^]*?await dealErc20Handler\(client\)/,
      );
      // dealHandler sets a native balance without erc20 …
      const {dealHandler, getAccountHandler} = await actions();
      const n = await node();
      await dealHandler(n)({account: ALICE, amount: 9n});
      assert.equal((await getAccountHandler(n)({address: ALICE})).balance, 9n);
      // … and a token balance with it.
      const {ERC20} = await import('tevm/contract');
      const {deployHandler, contractHandler} = await actions();
      const {createdAddress} = await deployHandler(n)({
        ...ERC20.deploy('T', 'T'),
        addToBlockchain: true,
      });
      await dealHandler(n)({erc20: createdAddress, account: ALICE, amount: 5n});
      const bal = await contractHandler(n)({
        ...ERC20.withAddress(createdAddress).read.balanceOf(ALICE),
      });
      assert.equal(bal.data, 5n);
    },
  },
  {
    quote:
      'The package also exports helpers the handlers use internally (`executeCall`, `handleAutomining`, `cloneVmWithBlockTag`, `shouldAddToBlockchain`, …) and the RPC policy tables (`rpcMethodMatrix`, `isBlockedMethod`, …).',
    check: async (ctx) => {
      const a = await actions();
      for (const f of [
        'executeCall',
        'handleAutomining',
        'cloneVmWithBlockTag',
        'shouldAddToBlockchain',
        'isBlockedMethod',
      ])
        assert.equal(typeof a[f], 'function', f);
      assert.equal(typeof a.rpcMethodMatrix, 'object');
      const src = ctx.source('@tevm/actions/dist/index.js');
      assert.match(src, /await executeCall\(/);
      assert.match(src, /await handleAutomining\(/);
    },
  },
  {
    quote:
      'By default a failing handler throws: the error itself when there is one, and an `AggregateError` holding all of them (in its `errors` property) when there are several, as when `setAccountHandler` gets a bad address, nonce and balance at once.',
    check: async () => {
      const {InvalidAddressError} = await import('tevm/errors');
      const one = await handlerFailure(ONE_BAD);
      assert.ok(one.thrown instanceof InvalidAddressError);
      assert.equal(one.thrown instanceof AggregateError, false);
      const three = await handlerFailure(THREE_BAD);
      assert.ok(three.thrown instanceof AggregateError);
      assert.deepEqual(
        three.thrown.errors.map((e) => e.name),
        ['InvalidAddress', 'InvalidNonceError', 'InvalidBalanceError'],
      );
    },
  },
  {
    quote:
      'With `throwOnFail: false` it throws nothing and returns every error in an `errors` array next to whatever result it could produce.',
    check: async () => {
      assert.equal((await handlerFailure(THREE_BAD)).returned?.length, 3);
      const {callHandler, setAccountHandler} = await actions();
      const n = await node();
      const to = '0x00000000000000000000000000000000000000bd';
      await setAccountHandler(n)({address: to, deployedBytecode: REVERTS});
      const r = await callHandler(n)({to, throwOnFail: false});
      assert.ok(Array.isArray(r.errors) && r.errors.length >= 1);
      assert.equal(r.rawData, '0x');
      assert.equal(typeof r.executionGasUsed, 'bigint');
    },
  },
  {
    quote: 'so check them with `instanceof` (or their numeric `code`)',
    example: 'assert.ok(reverted.errors?.[0] instanceof RevertError)',
  },
  ...[
    [
      'InvalidToError, InvalidParamsError and most other Invalid*Error',
      {
        InvalidToError: -32602,
        InvalidParamsError: -32602,
        InvalidBlockError: -32602,
        InvalidSaltError: -32602,
      },
    ],
    ['InvalidAddressError', {InvalidAddressError: -32013}],
    [
      'InvalidOpcodeError, OutOfGasError and other EVM errors',
      {InvalidOpcodeError: -32015, OutOfGasError: -32003},
    ],
    ['AccountNotFoundError', {AccountNotFoundError: -32001}],
  ].map(([row, codes]) => ({
    table: 'Error',
    row,
    check: async () => {
      const errors = await import('tevm/errors');
      for (const [name, code] of Object.entries(codes))
        assert.equal(new errors[name]('x').code, code, name);
    },
  })),
  {
    table: 'Error',
    row: 'A sender that cannot pay, or a wrong nonce',
    check: async () => {
      const {createTevmNode} = await import('tevm/node');
      const {callHandler, setAccountHandler} = await import('tevm/actions');
      const errors = await import('tevm/errors');
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      const node = createTevmNode();
      const poor = `0x${'00'.repeat(19)}67`;
      const to = `0x${'00'.repeat(19)}33`;
      await setAccountHandler(node)({address: poor, balance: 1000n});
      const caught = async (params) => {
        try {
          await callHandler(node)({...params, addToBlockchain: true});
        } catch (e) {
          return e;
        }
        assert.fail(`did not throw: ${JSON.stringify(params, (_, v) => String(v))}`);
      };
      const rich = PREFUNDED_ACCOUNTS[2].address;
      await callHandler(node)({from: rich, to, value: 1n, addToBlockchain: true});
      const cases = [
        await caught({from: poor, to, value: 10n ** 18n}),
        await caught({from: rich, to, nonce: 0n}),
      ];
      for (const e of cases) {
        assert.equal(e instanceof Error, false, 'a plain object, not an Error');
        assert.equal(e.code, undefined);
        assert.ok(['InsufficientBalance', 'UnexpectedError'].includes(e.name), e.name);
        assert.equal(e instanceof errors.InsufficientFundsError, false);
        assert.equal(e instanceof errors.NonceTooLowError, false);
      }
      const high = await caught({from: rich, to, nonce: 9n});
      assert.equal(high.name, 'InternalError');
      assert.equal(high.code, -32603);
      assert.equal(high instanceof errors.NonceTooHighError, false);
      await node.close?.();
    },
  },
  {
    table: 'Error',
    row: "RevertError (its name is 'Revert')",
    check: async () => {
      const {RevertError} = await import('tevm/errors');
      const e = new RevertError('x');
      assert.equal(e.name, 'Revert');
      assert.equal(e.code, 3);
    },
  },
  {
    table: 'Error',
    row: 'InvalidRequestError (a plain object, see below)',
    quote: "none (the class's own code is -32600)",
    check: async () => {
      const {contractHandler} = await actions();
      const {SimpleContract} = await import('tevm/contract');
      const {InvalidRequestError} = await import('tevm/errors');
      const n = await node();
      const params = {to: ALICE, abi: SimpleContract.abi, functionName: 'get'};
      const thrown = await rejection(contractHandler(n)(params));
      assert.equal(thrown instanceof Error, false);
      assert.equal(thrown.name, 'InvalidRequestError');
      assert.equal(thrown.code, undefined);
      assert.match(thrown.message, /Contract at address .* does not exist/);
      assert.equal(new InvalidRequestError('x').code, -32600);
    },
  },
  {
    table: 'Error',
    row: 'MissingAccountError (exported by this package)',
    check: async () => {
      const {MissingAccountError, requestProcedure} = await actions();
      const e = await rejection(requestProcedure(await node())(REJECTING[2]));
      assert.ok(e instanceof MissingAccountError);
      assert.equal(e.code, undefined);
    },
  },
  {
    table: 'Error',
    row: 'MethodNotFoundError (message UnsupportedMethodError: Unknown method …)',
    check: async () => {
      const {requestProcedure} = await actions();
      const res = await requestProcedure(await node())(rpc('foo_bar', []));
      assert.equal(res.error?.code, -32601);
      assert.match(res.error?.message ?? '', /^UnsupportedMethodError: Unknown method foo_bar/);
    },
  },
  {
    table: 'Error',
    row: 'MethodNotSupportedError',
    quote: "-32004; the string `'MethodNotSupported'` for `tevm_contract`",
    check: async () => {
      const {requestProcedure} = await actions();
      const {MethodNotSupportedError} = await import('tevm/errors');
      assert.equal(new MethodNotSupportedError('x').code, -32004);
      const n = await node();
      for (const m of ['zevm_voltaire_x', 'zevm_guillotineMini_x']) {
        const res = await requestProcedure(n)(rpc(m, []));
        assert.equal(res.error?.code, -32004, m);
        assert.match(res.error?.message ?? '', new RegExp(`Method ${m} is blocked by scope`));
      }
      const contract = await requestProcedure(n)(rpc('tevm_contract', [{}]));
      assert.equal(contract.error?.code, 'MethodNotSupported');
      assert.match(contract.error.message, /tevm_contract is not supported/);
    },
  },
  {
    quote:
      'end with a stale `Version: 1.0.0-next.148` line (the packages are 1.0.0-rc.151), after a `Docs:` link to a tevm.sh address.',
    check: async (ctx) => {
      const {AccountNotFoundError} = await import('tevm/errors');
      const {createTevmNode} = await import('tevm/node');
      const {callHandler} = await import('tevm/actions');
      const tail =
        /\n\nDocs: https:\/\/tevm\.sh\/[^\n]*\n(Details: [\s\S]*\n)?Version: 1\.0\.0-next\.148$/;
      assert.match(new AccountNotFoundError('x').message, tail);
      const invalid = await callHandler(createTevmNode())({to: '0x12', throwOnFail: false});
      assert.equal(invalid.errors?.[0]?.name, 'InvalidToError');
      assert.match(invalid.errors[0].message, tail);
      assert.equal(JSON.parse(ctx.source('@tevm/errors/package.json')).version, '1.0.0-rc.151');
    },
  },
  {
    quote:
      "A decoded revert from `contractHandler` carries viem's message inside it, so it also shows a `Docs: https://viem.sh/…` link and a `Version: viem@…` line, and repeats them after `Details:`.",
    check: async () => {
      const {createTevmNode} = await import('tevm/node');
      const {contractHandler, deployHandler} = await import('tevm/actions');
      const {ErrorContract} = await import('tevm/contract');
      const node = createTevmNode();
      const {createdAddress} = await deployHandler(node)({
        abi: ErrorContract.abi,
        bytecode: ErrorContract.bytecode,
        addToBlockchain: true,
      });
      const r = await contractHandler(node)({
        to: createdAddress,
        abi: ErrorContract.abi,
        functionName: 'revertWithStringError',
        throwOnFail: false,
      });
      const {message} = r.errors[0];
      const viemLines = /Docs: https:\/\/viem\.sh\/[^\n]*\nVersion: viem@[^\n]*/g;
      const [before, details] = message.split('\nDetails: ');
      assert.equal(before.match(viemLines)?.length, 1, 'no viem Docs/Version before Details:');
      assert.equal(details.match(viemLines)?.length, 1, 'not repeated after Details:');
      assert.match(before, /\nDocs: https:\/\/tevm\.sh\//);
      assert.match(message, /\nVersion: 1\.0\.0-next\.148$/);
      await node.close();
    },
  },
  {
    quote:
      "The table below is generated from the installed package's type declarations at 1.0.0-rc.151",
    check: async (ctx) => {
      const {packages} = JSON.parse(ctx.source('../src/data/api/actions.json'));
      assert.equal(packages[0].version, '1.0.0-rc.151');
      assert.equal(JSON.parse(ctx.source('@tevm/actions/package.json')).version, '1.0.0-rc.151');
    },
  },
  {
    quote: 'the several hundred parameter and result types are counted but not listed',
    check: async (ctx) => {
      const {packages} = JSON.parse(ctx.source('../src/data/api/actions.json'));
      assert.ok(packages[0].omitted.type >= 200, `only ${packages[0].omitted.type} types`);
      assert.equal(
        packages[0].exports.some((e) => e.kind === 'type'),
        false,
      );
    },
  },
];
