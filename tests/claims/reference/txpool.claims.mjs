// Claims of docs/reference/txpool.mdx: the TxPool members, add()'s result and validation, the
// rejection messages and the limits that are not enforced.
import assert from 'node:assert/strict';

const BOB = '0x00000000000000000000000000000000000b0b00';
const ZEVM = '@evmts/zevm/dist/txpool.js';

/** A manual-mining client, its pool and a signed-transaction builder (key index 2 by default). */
const setup = async () => {
  const {createMemoryClient, PREFUNDED_PRIVATE_KEYS, parseGwei} = await import('tevm');
  const {TransactionFactory} = await import('tevm/tx');
  const {hexToBytes} = await import('tevm/utils');
  const client = createMemoryClient({miningConfig: {type: 'manual'}});
  const node = client.transport.tevm;
  const vm = await node.getVm();
  const pool = await node.getTxPool();
  const unsigned = (fields = {}) =>
    TransactionFactory(
      /** @type {any} */ ({
        type: 2,
        chainId: 900n,
        nonce: 0n,
        to: BOB,
        value: 1n,
        gasLimit: 21_000n,
        maxFeePerGas: parseGwei('10'),
        maxPriorityFeePerGas: parseGwei('1'),
        ...fields,
      }),
      {common: vm.common.ethjsCommon},
    );
  const signed = (fields = {}, key = 2) =>
    unsigned(fields).sign(hexToBytes(PREFUNDED_PRIVATE_KEYS[key]));
  return {client, node, vm, pool, signed, unsigned, parseGwei};
};

/**
 * Mines a block that includes a queued transaction on a manual-mining client, with spies on the
 * pool's block methods: which of onBlockAdded, onChainReorganization and removeNewBlockTxs ran.
 * Read by the live row claim and its refuted twin.
 */
export const blockHooksCalled = async () => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
  const c = createMemoryClient({miningConfig: {type: 'manual'}});
  const nodePool = await c.transport.tevm.getTxPool();
  const called = [];
  for (const m of ['onBlockAdded', 'onChainReorganization', 'removeNewBlockTxs']) {
    const original = nodePool[m].bind(nodePool);
    nodePool[m] = (...args) => (called.push(m), original(...args));
  }
  await c.tevmCall({
    from: PREFUNDED_ACCOUNTS[0].address,
    to: PREFUNDED_ACCOUNTS[1].address,
    value: 1n,
    addToMempool: true,
  });
  const poolBefore = nodePool.txsInPool;
  await c.tevmMine();
  const result = {called, poolBefore, poolAfter: nodePool.txsInPool};
  await c.transport.tevm.close();
  assert.equal(poolBefore, 1, 'the transaction was queued');
  return result;
};

export default [
  {
    quote: '`@tevm/txpool` exports one class, `TxPool`',
    check: async () => {
      assert.deepEqual(Object.keys(await import('tevm/txpool')), ['TxPool']);
      assert.equal((await import('tevm/txpool')).TxPool, (await import('@tevm/txpool')).TxPool);
    },
  },
  {
    quote:
      'Note that the class has no `content()` or `contentFrom()` methods; those names exist only as RPC methods.',
    check: async () => {
      const {client, pool} = await setup();
      assert.equal(/** @type {any} */ (pool).content, undefined);
      assert.equal(/** @type {any} */ (pool).contentFrom, undefined);
      assert.deepEqual(Object.keys(await client.request({method: 'txpool_content'})).sort(), [
        'pending',
        'queued',
      ]);
    },
  },
  {
    quote:
      'Hashes passed to the callbacks are `0x`-prefixed; methods that take a hash accept it with or without the prefix.',
    check: async () => {
      const {pool, signed} = await setup();
      const seen = [];
      pool.on('txadded', (h) => void seen.push(h));
      const {hash} = await pool.add(signed());
      assert.equal(seen[0], hash);
      assert.match(hash, /^0x/);
      assert.equal(await pool.getTransactionStatus(hash.slice(2)), 'pending');
      assert.ok(pool.getByHash(hash.slice(2)));
      assert.ok(pool.getByHash(hash));
    },
  },
  {
    quote:
      "It **does not throw** for a rejected transaction: it resolves to `{ error: null, hash }` on success and `{ error: '…message…', hash }` otherwise",
    example: "assert.match(again.error ?? '', /this transaction is already in the TxPool/)",
  },
  {
    quote: '`addUnverified(tx)` inserts without any validation and returns the same result shape.',
    check: async () => {
      const {pool, signed} = await setup();
      const r = await pool.addUnverified(signed({nonce: 9n, value: 10n ** 30n}));
      assert.equal(r.error, null);
      assert.match(r.hash, /^0x[0-9a-f]{64}$/);
      assert.equal(pool.txsInPool, 1);
    },
  },
  // members
  {
    table: 'Member',
    row: 'new TxPool({ vm, maxSize?, maxPerSender? })',
    check: async () => {
      const {vm} = await setup();
      const {TxPool} = await import('tevm/txpool');
      const p = new TxPool({vm});
      assert.equal(p.maxSize, 5000);
      assert.equal(p.maxPerSender, 100);
      assert.equal(new TxPool({vm, maxSize: 3}).maxSize, 3);
    },
  },
  {
    table: 'Member',
    row: 'add(tx, requireSignature?, skipBalance?) / addUnverified(tx)',
    check: async () => {
      const {pool, signed} = await setup();
      const rich = await pool.add(signed({value: 10n ** 30n}), true, true);
      assert.equal(rich.error, null, 'skipBalance did not skip the balance check');
      const bad = await pool.add(signed({value: 10n ** 30n, nonce: 1n}));
      assert.match(bad.error ?? '', /insufficient balance/);
    },
  },
  {
    table: 'Member',
    row: 'getPendingTransactions()',
    example: 'const pending = await pool.getPendingTransactions()',
  },
  {
    table: 'Member',
    row: 'txsByPriceAndNonce({ baseFee?, allowedBlobs? })',
    check: async () => {
      const {pool, signed, parseGwei} = await setup();
      await pool.add(signed({nonce: 0n, maxPriorityFeePerGas: parseGwei('1')}, 2));
      await pool.add(signed({nonce: 1n, maxPriorityFeePerGas: parseGwei('5')}, 2));
      await pool.add(signed({nonce: 0n, maxPriorityFeePerGas: parseGwei('3')}, 3));
      const order = (await pool.txsByPriceAndNonce({baseFee: 7n})).map((t) => [
        t.getSenderAddress().toString().slice(-4),
        t.nonce,
      ]);
      // key 3 pays the higher tip first; key 2's nonce 1 (tip 5) still waits for its nonce 0
      assert.deepEqual(
        order.map(([, n]) => n),
        [0n, 0n, 1n],
      );
      assert.notEqual(order[0][0], order[1][0]);
      assert.equal(order[1][0], order[2][0]);
    },
  },
  {
    table: 'Member',
    row: 'getBySenderAddress(address)',
    check: async () => {
      const {pool, signed} = await setup();
      const {createAddress} = await import('tevm/address');
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      await pool.add(signed());
      const entries = await pool.getBySenderAddress(createAddress(PREFUNDED_ACCOUNTS[2].address));
      assert.equal(entries.length, 1);
      assert.deepEqual(Object.keys(entries[0]).sort(), ['added', 'hash', 'tx']);
    },
  },
  {
    table: 'Member',
    row: 'getByHash(hash) / getByHash(hashBytes[])',
    check: async () => {
      const {pool, signed} = await setup();
      const t = signed();
      const {hash} = await pool.add(t);
      assert.equal(pool.getByHash(hash)?.nonce, 0n);
      assert.equal(pool.getByHash(`0x${'11'.repeat(32)}`), null);
      const many = pool.getByHash([t.hash()]);
      assert.ok(Array.isArray(many));
      assert.equal(many.length, 1);
    },
  },
  {
    table: 'Member',
    row: 'getTransactionStatus(hash)',
    example: "assert.equal(await pool.getTransactionStatus(hash), 'mined')",
  },
  {
    table: 'Member',
    row: 'removeByHash(hash) / removeNewBlockTxs(blocks) / clear()',
    check: async () => {
      const {client, pool, signed} = await setup();
      const a = await pool.add(signed({nonce: 0n}, 2));
      await pool.add(signed({nonce: 0n}, 3));
      await pool.add(signed({nonce: 0n}, 4));
      pool.removeByHash(a.hash.slice(2));
      assert.equal(pool.txsInPool, 2);
      pool.clear();
      assert.equal(pool.txsInPool, 0);
      await pool.add(signed({nonce: 0n}, 5));
      await client.mine({blocks: 1});
      assert.equal(pool.txsInPool, 0, 'a mined transaction stayed');
      assert.equal(typeof pool.removeNewBlockTxs, 'function');
    },
  },
  {
    table: 'Member',
    row: "on('txadded' | 'txremoved', cb)",
    check: async () => {
      const {pool, signed} = await setup();
      const seen = [];
      const off = pool.on('txremoved', (h) => void seen.push(h));
      const {hash} = await pool.add(signed());
      pool.removeByHash(hash.slice(2));
      off();
      const again = await pool.add(signed({nonce: 0n}, 3));
      pool.removeByHash(again.hash.slice(2));
      assert.deepEqual(seen, [hash]);
    },
  },
  {
    table: 'Member',
    row: 'onBlockAdded(block) / onChainReorganization(removed, added)',
    quote: 'nothing in this release calls',
    check: async () => {
      const {pool} = await setup();
      assert.equal(typeof pool.onBlockAdded, 'function');
      assert.equal(typeof pool.onChainReorganization, 'function');
      const {called, poolAfter} = await blockHooksCalled();
      assert.equal(poolAfter, 0);
      assert.deepEqual(called, ['removeNewBlockTxs']);
    },
  },
  {
    table: 'Member',
    row: 'txsInPool, pool, txsByHash, txsByNonce, txsInNonceOrder',
    check: async () => {
      const {pool, signed} = await setup();
      const {hash} = await pool.add(signed());
      assert.equal(pool.txsInPool, 1);
      for (const m of ['pool', 'txsByHash', 'txsByNonce', 'txsInNonceOrder'])
        assert.ok(pool[m] instanceof Map, m);
      const keys = [...pool.pool.keys(), ...pool.txsByHash.keys()];
      for (const k of keys) assert.match(k, /^[0-9a-f]+$/, `key ${k} is not unprefixed lowercase`);
      assert.ok(pool.txsByHash.has(hash.slice(2)));
    },
  },
  {
    table: 'Member',
    row: 'open(), start(), stop(), close(), cleanup(), deepCopy(opts), logStats()',
    check: async () => {
      const {pool, vm} = await setup();
      for (const m of ['open', 'start', 'stop', 'close', 'cleanup', 'deepCopy', 'logStats'])
        assert.equal(typeof pool[m], 'function', m);
      const copy = await pool.deepCopy({vm});
      assert.notEqual(copy, pool);
    },
  },
  {
    quote:
      "Validation in `add` checks, in order: a signature (unless `requireSignature` is `false`), data size (at most 128 KiB), a 10% fee bump when it replaces a transaction with the same sender and nonce, the block gas limit, the nonce (not below the account's) and the balance (unless `skipBalance`).",
    check: async (ctx) => {
      const src = ctx.source(ZEVM);
      const validate = src.slice(src.indexOf('async validate('));
      const at = (re) => {
        const i = validate.search(re);
        assert.ok(i >= 0, String(re));
        return i;
      };
      const order = [
        at(/requireSignature && !tx\.isSigned\(\)/),
        at(/exceeds the max data size/),
        at(/this\.validateTxGasBump\(/),
        at(/exceeds block gas limit/),
        at(/tx nonce too low/),
        at(/insufficient balance/),
      ];
      assert.deepEqual(
        [...order].sort((a, b) => a - b),
        order,
      );
      assert.match(src, /MIN_GAS_PRICE_BUMP_PERCENT = 10;/);
      assert.match(src, /TX_MAX_DATA_SIZE = 128 \* 1024|TX_MAX_DATA_SIZE = 131072/);
    },
  },
  // errors
  ...[
    [
      'same transaction added twice',
      async (s) => (await s.pool.add(s.signed()), s.pool.add(s.signed())),
      /^0x[0-9a-f]{64}: this transaction is already in the TxPool$/,
    ],
    [
      'same nonce with less than 10% more tip and fee',
      async (s) => (
        await s.pool.add(s.signed()),
        s.pool.add(
          s.signed({maxPriorityFeePerGas: s.parseGwei('1.05'), maxFeePerGas: s.parseGwei('10.5')}),
        )
      ),
      /^replacement gas too low, got tip \d+, min: \d+/,
    ],
    [
      'nonce already used on chain',
      async (s) => (
        await s.pool.add(s.signed()),
        await s.client.mine({blocks: 1}),
        s.pool.add(s.signed({value: 2n}))
      ),
      /^0x[0-9a-f]{40} tries to send a tx with nonce 0, but account has nonce 1 \(tx nonce too low\)/,
    ],
    [
      'cannot pay value + gas',
      async (s) => s.pool.add(s.signed({value: 10n ** 30n})),
      /^0x[0-9a-f]{40} does not have enough balance to cover transaction costs, need \d+/,
    ],
    [
      "gasLimit above the block's",
      async (s) => s.pool.add(s.signed({gasLimit: 10n ** 9n})),
      /^Tx gaslimit of 1000000000 exceeds block gas limit of \d+/,
    ],
    [
      'data over 128 KiB',
      async (s) => s.pool.add(s.signed({data: `0x${'00'.repeat(131073)}`, gasLimit: 29_000_000n})),
      /^Tx is too large \(131073 bytes\) and exceeds the max data size of 131072 bytes/,
    ],
  ].map(([row, fn, message]) => ({
    table: 'Cause',
    row,
    check: async () => {
      const r = await fn(await setup());
      assert.match(r.error ?? '(no error)', message);
    },
  })),
  {
    quote:
      'An **unsigned** transaction is the exception: `add` then throws (`Cannot call hash method if transaction is not signed`) instead of returning a result.',
    check: async () => {
      const {pool, unsigned} = await setup();
      await assert.rejects(
        pool.add(unsigned()),
        /Cannot call hash method if transaction is not signed/,
      );
    },
  },
  {
    quote:
      '`add` always validates transactions as *local* ones, and the class skips these checks for local transactions: the pool size (`maxSize`, "Transaction pool is full"), the per-sender cap (`maxPerSender`), the minimum tip of 0.1 gwei and the "within 50% of the base fee" rule.',
    check: async (ctx) => {
      const {vm, signed} = await setup();
      const {TxPool} = await import('tevm/txpool');
      const small = new TxPool({vm, maxSize: 1, maxPerSender: 1});
      assert.equal((await small.add(signed({nonce: 0n}))).error, null);
      assert.equal((await small.add(signed({nonce: 1n}))).error, null, 'maxPerSender enforced');
      assert.equal((await small.add(signed({nonce: 0n}, 3))).error, null, 'maxSize enforced');
      assert.equal(
        (await small.add(signed({nonce: 0n, maxPriorityFeePerGas: 1n, maxFeePerGas: 2n}, 4))).error,
        null,
        'min tip / base fee rule enforced',
      );
      const src = ctx.source(ZEVM);
      assert.match(src, /await this\.validate\(tx, true, requireSignature, skipBalance\)/);
      assert.match(src, /MIN_GAS_PRICE = BigInt\(100000000\)/);
    },
  },
  {
    quote:
      "A transaction you removed with `removeByHash` or `clear()` is therefore reported as `'mined'` although no block contains it.",
    check: async () => {
      const {client, pool, signed} = await setup();
      const {hash} = await pool.add(signed());
      pool.clear();
      assert.equal(await pool.getTransactionStatus(hash), 'mined');
      assert.equal(await client.getBlockNumber(), 0n);
    },
  },
];
