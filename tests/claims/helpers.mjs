// Small helpers shared by claims files (not a claims file itself: no page).
import assert from 'node:assert/strict';

/**
 * Asserts that every name is declared as a member (`name:` or `name?:`) in an installed type file.
 * For table rows that list the parameters or fields a type has.
 * @param {{source: (rel: string) => string}} ctx
 * @param {string | string[]} files paths under node_modules
 * @param {string[]} names
 */
export const declares = (ctx, files, names) => {
  const text = [files]
    .flat()
    .map((f) => ctx.source(f))
    .join('\n');
  const missing = names.filter(
    (n) => !new RegExp(`(^|[\\s{;,(])(readonly\\s+)?${n}\\??:`, 'm').test(text),
  );
  assert.deepEqual(
    missing,
    [],
    `not declared in ${[files].flat().join(', ')}: ${missing.join(', ')}`,
  );
};

/** Bytecode that always reverts with empty data: PUSH1 0 PUSH1 0 REVERT. */
export const REVERTS = '0x60006000fd';

/**
 * Puts a contract that always reverts at a fixed address and returns the address.
 * @param {any} client a memory client
 */
export const reverter = async (client, address = '0x00000000000000000000000000000000000000bd') => {
  await client.setCode({address, bytecode: REVERTS});
  return address;
};

/**
 * One ready node per page (`ctx.shared('node')`): `createTevmNode()` with its defaults, after
 * `ready()`.
 * @param {{shared: (key: string, factory: () => Promise<any>) => Promise<any>}} ctx
 */
export const readyNode = (ctx) =>
  ctx.shared('node', async () => {
    const n = (await import('tevm')).createTevmNode();
    await n.ready();
    return n;
  });

/**
 * Deploys tevm's SimpleContract (constructor value `initial`) in a mined block and returns it
 * bound to its address.
 * @param {any} client a memory client
 */
export const deploySimple = async (client, initial = 1n) => {
  const {SimpleContract} = await import('tevm/contract');
  const {createdAddress} = await client.tevmDeploy({
    ...SimpleContract.deploy(initial),
    addToBlockchain: true,
  });
  return SimpleContract.withAddress(createdAddress);
};

/**
 * Sends `value` wei from prefunded account 0 to prefunded account 1 with viem's sendTransaction.
 * @param {any} client a memory client
 * @returns {Promise<`0x${string}`>} the transaction hash
 */
export const sendTransfer = async (client, value = 1n) => {
  const {PREFUNDED_ACCOUNTS} = await import('tevm');
  return client.sendTransaction({
    account: PREFUNDED_ACCOUNTS[0],
    to: PREFUNDED_ACCOUNTS[1].address,
    value,
    chain: null,
  });
};

/**
 * What the node does with an unsigned `eth_sendTransaction` from `from` (default: an address
 * nobody has the key of, holding no ether): the receipt, the stored transaction's signature
 * fields, the sender's balance before and after, and the transaction's gas limit and price. The
 * live claims ("nothing is signed", "any from", "topped up") and their refuted twins in
 * tests/claims/fixtures read the same observation, so a check that cannot tell them apart fails
 * the self-test.
 * @param {{from?: `0x${string}`, value?: bigint, client?: any}} [opts]
 */
export const unsignedSend = async ({
  from = '0x00000000000000000000000000000000000a11ce',
  value = 10n ** 18n,
  client: given,
} = {}) => {
  const {createMemoryClient} = await import('tevm');
  const client = given ?? createMemoryClient();
  const to = '0x00000000000000000000000000000000000000b0';
  const before = await client.getBalance({address: from});
  const hash = await client.request({
    method: 'eth_sendTransaction',
    params: [{from, to, value: `0x${value.toString(16)}`}],
  });
  const receipt = await client.getTransactionReceipt({hash});
  const stored = await client.request({method: 'eth_getTransactionByHash', params: [hash]});
  const tx = await client.getTransaction({hash});
  const result = {
    receipt,
    signature: {r: stored.r, s: stored.s, v: stored.v},
    signed: [stored.r, stored.s, stored.v].some((x) => x !== undefined),
    before,
    after: await client.getBalance({address: from}),
    received: await client.getBalance({address: to}),
    gas: tx.gas,
    gasPrice: tx.gasPrice,
  };
  if (!given) await client.transport.tevm.close();
  return result;
};

/**
 * ethers' `provider.getSigner(i).sendUncheckedTransaction` on a fresh memory client: the JSON-RPC
 * methods ethers sent to send it, the stored transaction, its signature fields and receipt.
 * @param {number} i the index in eth_accounts
 */
export const ethersUnsignedSend = async (i) => {
  const {createMemoryClient} = await import('tevm');
  const {BrowserProvider} = await import('ethers');
  const client = createMemoryClient();
  const methods = [];
  const recorded = {
    request: (a) => {
      if (/^eth_send/.test(a.method)) methods.push(a.method);
      return client.request(a);
    },
  };
  const provider = new BrowserProvider(recorded, undefined, {cacheTimeout: -1});
  const signer = await provider.getSigner(i);
  const node = client.transport.tevm;
  const hash = await signer.sendUncheckedTransaction({
    to: '0x00000000000000000000000000000000000b0b00',
    value: 1n,
  });
  const stored = await client.request({method: 'eth_getTransactionByHash', params: [hash]});
  const receipt = await client.getTransactionReceipt({hash});
  await node.close();
  return {
    account: signer.address.toLowerCase(),
    methods,
    stored,
    signature: {r: stored.r, s: stored.s, v: stored.v},
    receipt,
  };
};

/** Asserts that the node signed nothing and ran the send as `from` (see unsignedSend). */
export const assertUnsignedAsFrom = async (from) => {
  const sent = await unsignedSend(from ? {from} : {});
  assert.equal(sent.receipt.status, 'success');
  assert.equal(
    sent.receipt.from.toLowerCase(),
    (from ?? '0x00000000000000000000000000000000000a11ce').toLowerCase(),
  );
  assert.deepEqual(
    sent.signature,
    {r: undefined, s: undefined, v: undefined},
    'no signature stored',
  );
  return sent;
};

/**
 * A contract with one function (`signature`, a human-readable ABI entry) at `address`, and the
 * `definePrecompile` result that answers it with `handler`.
 * @param {{name?: string, signature: string, address: `0x${string}`, handler: Function}} spec
 */
export const oneFunctionPrecompile = async ({name = 'C', signature, address, handler}) => {
  const {createContract, defineCall, definePrecompile} = await import('tevm');
  const fn = /** @type {string} */ (/^function (\w+)/.exec(signature)?.[1]);
  const contract = createContract({name, humanReadableAbi: [signature], address});
  const call = defineCall(contract.abi, /** @type {any} */ ({[fn]: handler}));
  return {contract, precompile: definePrecompile({contract, call})};
};

/**
 * Passes a `definePrecompile` result itself (instead of its `.precompile()`) as a custom
 * precompile: asserts that `tevmReady()` rejects and returns the unhandled rejections seen
 * meanwhile (the crash the pages warn about).
 * @param {{collectUnhandled: (fn: () => Promise<unknown>) => Promise<string[]>}} ctx
 * @returns {Promise<string[]>}
 */
export const rawPrecompileUnhandled = async (ctx) => {
  const {createMemoryClient} = await import('tevm');
  const {precompile: p} = await oneFunctionPrecompile({
    signature: 'function f() view returns (uint256)',
    address: '0x0000000000000000000000000000000000000c04',
    handler: async () => ({returnValue: 1n, executionGasUsed: 0n}),
  });
  return ctx.collectUnhandled(() =>
    assert.rejects(createMemoryClient({customPrecompiles: [/** @type {any} */ (p)]}).tevmReady()),
  );
};

/**
 * Captures what `fn` prints with console.log / console.error / console.warn.
 * @param {() => Promise<unknown>} fn
 * @returns {Promise<string>}
 */
export const captureConsole = async (fn) => {
  const out = [];
  const saved = {log: console.log, error: console.error, warn: console.warn};
  for (const k of Object.keys(saved)) console[k] = (...a) => void out.push(a.map(String).join(' '));
  try {
    await fn();
  } finally {
    Object.assign(console, saved);
  }
  return out.join('\n');
};

/**
 * Captures what `fn` writes to process.stdout (where tevm's pino logger writes its JSON lines).
 * @param {() => Promise<unknown>} fn
 * @returns {Promise<string>}
 */
export const captureStdout = async (fn) => {
  const out = [];
  const write = process.stdout.write;
  process.stdout.write = /** @type {any} */ ((chunk) => (out.push(String(chunk)), true));
  try {
    await fn();
  } finally {
    process.stdout.write = write;
  }
  return out.join('');
};

/** Calls an always-reverting contract with the given inclusion flags; returns nonce and block deltas. */
export const revertWith = async (flags, opts) => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
  const client = createMemoryClient(opts);
  const to = await reverter(client);
  const from = PREFUNDED_ACCOUNTS[0].address;
  const n0 = await client.getTransactionCount({address: from});
  const b0 = await client.getBlockNumber();
  const result = await client.tevmCall({from, to, throwOnFail: false, ...flags});
  return {
    client,
    result,
    nonce: (await client.getTransactionCount({address: from})) - n0,
    blocks: Number((await client.getBlockNumber()) - b0),
    pending: (await client.request({method: 'txpool_status'})).pending,
  };
};

/**
 * How many eth_chainId requests an ethers JsonRpcProvider made with `options` sends for one
 * getBlockNumber() and two getNetwork() calls, against a stub endpoint on 127.0.0.1 that answers
 * eth_chainId with 900 and anything else with 0x0.
 * @param {object} options JsonRpcProvider options
 * @returns {Promise<number>}
 */
export const ethersChainIdRequests = async (options) => {
  const {createServer} = await import('node:http');
  const {JsonRpcProvider} = await import('ethers');
  let calls = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const one = (/** @type {any} */ r) => {
        if (r.method === 'eth_chainId') calls++;
        return {jsonrpc: '2.0', id: r.id, result: r.method === 'eth_chainId' ? '0x384' : '0x0'};
      };
      const parsed = JSON.parse(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)));
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const url = `http://127.0.0.1:${/** @type {any} */ (server.address()).port}`;
  const provider = new JsonRpcProvider(url, undefined, {...options, batchMaxCount: 1});
  try {
    await provider.getBlockNumber();
    await provider.getNetwork();
    await provider.getNetwork();
    return calls;
  } finally {
    provider.destroy();
    server.close();
  }
};

/**
 * `staticNetwork: true` makes ethers ask for the chain id once; without it, it asks again on every
 * getNetwork() (1 request against 3, see ethersChainIdRequests).
 */
export const assertStaticNetworkAsksOnce = async () =>
  assert.deepEqual(
    [await ethersChainIdRequests({staticNetwork: true}), await ethersChainIdRequests({})],
    [1, 3],
    'eth_chainId requests: static, detecting',
  );

/**
 * Returns what `fn` throws; fails when it returns.
 * @param {() => unknown} fn
 */
export const thrown = (fn) => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail('did not throw');
};

/**
 * Runs `fn` with the global `Buffer` removed (what a browser page has) and restores it.
 * @param {() => Promise<unknown>} fn
 */
export const withoutBuffer = async (fn) => {
  const {Buffer} = globalThis;
  delete globalThis.Buffer;
  try {
    return await fn();
  } finally {
    globalThis.Buffer = Buffer;
  }
};

/**
 * `tevm serve`'s set-up, minus the screen: the client and HTTP server that initializeServer (from
 * the installed @tevm/cli) builds from the flags. It installs SIGINT/SIGTERM handlers that exit
 * the process; they are removed again here.
 * @param {Record<string, unknown>} flags
 */
export const cliServe = async (flags) => {
  const before = {SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM')};
  const {initializeServer} = await import(
    new URL('../../node_modules/@tevm/cli/dist/utils/server.js', import.meta.url).href
  );
  try {
    return await initializeServer({
      port: 0,
      host: '127.0.0.1',
      chainId: '900',
      forkBlockNumber: 'latest',
      loggingLevel: 'warn',
      verbose: false,
      ...flags,
    });
  } finally {
    for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
      for (const l of process.listeners(sig)) if (!before[sig].includes(l)) process.off(sig, l);
    }
  }
};

/**
 * Closes what cliServe (or a plain createServer) started: the HTTP server and the client.
 * @param {{client: any, server: import('node:http').Server}} started
 */
export const stopServer = async ({client, server}) => {
  server.closeAllConnections?.();
  await new Promise((r) => server.close(() => r(undefined)));
  await client.transport.tevm.close?.();
};

/** `tevm serve` without flags: chain id 900, ten prefunded accounts of 1000 ETH, auto mining. */
export const serveHasLibraryDefaults = async () => {
  const s = await cliServe({});
  try {
    const {PREFUNDED_ACCOUNTS, parseEther} = await import('tevm');
    assert.equal(await s.client.getChainId(), 900);
    assert.equal(PREFUNDED_ACCOUNTS.length, 10);
    assert.equal(
      await s.client.getBalance({address: PREFUNDED_ACCOUNTS[9].address}),
      parseEther('1000'),
    );
    assert.equal(s.client.transport.tevm.miningConfig.type, 'auto');
  } finally {
    await stopServer(s);
  }
};

/** The CLI commands (action names) that go to the `--rpc` server as plain viem reads. */
export const SERVER_READS = [
  'getBlockNumber',
  'getChainId',
  'getBlock',
  'getGasPrice',
  'getTransaction',
  'estimateGas',
  'readContract',
  'getBalance',
];

/**
 * Asserts how the installed CLI routes each action: `sent` true means a viem request to the
 * `--rpc` server, false means a fork of it (@tevm/cli's isViemAction).
 * @param {string[]} actions
 * @param {boolean} sent
 */
export const assertCliRouting = async (actions, sent) => {
  const {isViemAction} = await import(
    new URL('../../node_modules/@tevm/cli/dist/utils/clients.js', import.meta.url).href
  );
  for (const a of actions) assert.equal(isViemAction(a), sent, a);
};

/**
 * What `deepCopy()` keeps and drops, on a memory client's node (decorated, an impersonated
 * account set, a balance set) and on an interval-mining node: balances on both sides after a
 * change on the copy, the copy's impersonated account, which of the original's members the copy
 * lacks, and the copy's block number after a transaction waited in its pool for five intervals.
 * Shared by /core/tevm-node-interface and /core/managing-state, and by the refuted sentences.
 */
export const deepCopyObserved = async () => {
  const {createMemoryClient, createTevmNode, PREFUNDED_ACCOUNTS} = await import('tevm');
  const {getAccountHandler, setAccountHandler, callHandler, blockNumberHandler} =
    await import('tevm/actions');
  const address = '0x00000000000000000000000000000000000c0de7';
  const client = createMemoryClient({loggingLevel: 'silent'});
  await client.setBalance({address, value: 1n});
  const node = client.transport.tevm;
  node.setImpersonatedAccount('0x00000000000000000000000000000000000000aa');
  const copy = await node.deepCopy();
  const copyBalanceBefore = (await getAccountHandler(copy)({address})).balance;
  await setAccountHandler(copy)({address, balance: 9n});
  const interval = createTevmNode({
    miningConfig: {type: 'interval', blockTime: 0.1},
    loggingLevel: 'silent',
  });
  await interval.ready();
  const intervalCopy = await interval.deepCopy();
  await callHandler(intervalCopy)({
    from: PREFUNDED_ACCOUNTS[0].address,
    to: PREFUNDED_ACCOUNTS[1].address,
    value: 1n,
    addToMempool: true,
  });
  await new Promise((r) => setTimeout(r, 500));
  const result = {
    copyBalanceBefore,
    copyBalanceAfter: (await getAccountHandler(copy)({address})).balance,
    originalBalance: await client.getBalance({address}),
    impersonated: {original: node.getImpersonatedAccount(), copy: copy.getImpersonatedAccount()},
    missingOnCopy: Object.keys(node).filter((k) => !(k in copy)),
    intervalCopy: {
      miningConfig: intervalCopy.miningConfig,
      blockNumber: await blockNumberHandler(intervalCopy)({}),
      pending: (await intervalCopy.getTxPool()).txsInPool,
    },
  };
  await interval.close();
  await node.close();
  return result;
};

/**
 * The addresses a fresh chain funds at genesis, from `tevmDumpState`: asserts they are the ten
 * `PREFUNDED_ACCOUNTS` and the zero address, 1000 ETH each (eleven in all).
 * @param {any} client a memory client on a fresh chain
 */
export const assertGenesisFunded = async (client) => {
  const {PREFUNDED_ACCOUNTS, parseEther} = await import('tevm');
  const {state} = await client.tevmDumpState();
  const funded = Object.entries(state)
    .filter(([, account]) => BigInt(/** @type {any} */ (account).balance) > 0n)
    .map(([address, account]) => [
      address.toLowerCase(),
      BigInt(/** @type {any} */ (account).balance),
    ]);
  const expected = [
    '0x0000000000000000000000000000000000000000',
    ...PREFUNDED_ACCOUNTS.map((a) => a.address.toLowerCase()),
  ];
  assert.equal(PREFUNDED_ACCOUNTS.length, 10);
  assert.deepEqual(funded.map(([a]) => a).sort(), [...expected].sort(), 'funded at genesis');
  for (const [address, balance] of funded) assert.equal(balance, parseEther('1000'), address);
};

/**
 * A persister factory over one in-memory storage (a Map behind the Storage interface), so that
 * a second node made with it restores what the first saved. `throttleTime: 0` saves at once.
 * @returns {Promise<(() => any) & {stored: Map<string, string>}>}
 */
export const memoryPersister = async () => {
  const {createSyncStoragePersister} = await import('tevm');
  const map = new Map();
  const storage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  // The Map is exposed as `stored`, to see whether anything was saved.
  return Object.assign(() => createSyncStoragePersister({storage, throttleTime: 0}), {stored: map});
};

/**
 * Which ways of adding a transaction make the node emit `newPendingTransaction` (a manual-mining
 * client, one listener): a count per way, what the listener received, and how many transactions
 * reached the mempool in all (a signed one arrives there too, without the event).
 */
export const pendingTransactionEvents = async () => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
  const {SimpleContract} = await import('tevm/contract');
  const client = createMemoryClient({miningConfig: {type: 'manual'}, loggingLevel: 'error'});
  const node = client.transport.tevm;
  const [a, b, c, d, e] = PREFUNDED_ACCOUNTS; // one sender per way: a queued nonce blocks the next
  /** @type {any[]} */
  const received = [];
  node.on('newPendingTransaction', (tx) => void received.push(tx));
  const count = async (fn) => {
    const before = received.length;
    await fn();
    return received.length - before;
  };
  // a contract for tevmContract, deployed before counting
  const {createdAddress} = await client.tevmDeploy({
    ...SimpleContract.deploy(1n),
    from: a.address,
    addToBlockchain: true,
  });
  const deployed = /** @type {any} */ (createdAddress);
  const counts = {
    dryRunTevmCall: await count(() => client.tevmCall({from: a.address, to: b.address, value: 1n})),
    tevmCallAddToMempool: await count(() =>
      client.tevmCall({from: a.address, to: b.address, value: 1n, addToMempool: true}),
    ),
    tevmDeployAddToMempool: await count(() =>
      client.tevmDeploy({...SimpleContract.deploy(1n), from: b.address, addToMempool: true}),
    ),
    tevmContractAddToBlockchain: await count(() =>
      client.tevmContract({
        ...SimpleContract.withAddress(deployed).write.set(2n),
        from: e.address,
        addToBlockchain: true,
      }),
    ),
    ethSendTransaction: await count(() =>
      client.request({
        method: 'eth_sendTransaction',
        params: [{from: c.address, to: b.address, value: '0x1'}],
      }),
    ),
    signedLocally: await count(() =>
      client.sendTransaction({account: d, to: b.address, value: 1n}),
    ),
  };
  const pool = await node.getTxPool();
  const pending = await pool.getPendingTransactions();
  return {
    counts,
    received,
    pendingFrom: pending.map((tx) => tx.getSenderAddress().toString().toLowerCase()),
    signer: d.address.toLowerCase(),
  };
};
