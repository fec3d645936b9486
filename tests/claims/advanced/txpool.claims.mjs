// Claims of docs/advanced/txpool.mdx.
import assert from 'node:assert/strict';
import {queuedThen} from '../api/tevm-call.claims.mjs';

const manual = async () => {
  const {createMemoryClient} = await import('tevm');
  return createMemoryClient({miningConfig: {type: 'manual'}, loggingLevel: 'silent'});
};
const accounts = async () => (await import('tevm')).PREFUNDED_ACCOUNTS;
/** A zero-tip transfer at nonce 0 with the given fee cap: the same nonce again replaces it. */
const replaceable = (c, from, to, value, maxFeePerGas) =>
  c.sendTransaction({
    account: from,
    to: to.address,
    value,
    nonce: 0,
    maxFeePerGas,
    maxPriorityFeePerGas: 0n,
  });

/**
 * The `pending` sender keys `txpool_contentFrom` answers for one queued transaction, asked with the
 * sender's address in five spellings. The refuted sentences of tests/claims/refuted/ read it too.
 */
export const contentFromObserved = async () => {
  const c = await manual();
  const [a, b] = await accounts();
  await c.sendTransaction({account: a, to: b.address, value: 1n});
  const keys = async (form) =>
    Object.keys((await c.request({method: 'txpool_contentFrom', params: [form]})).pending);
  const bare = a.address.slice(2);
  return {
    key: bare.toLowerCase(),
    bare: await keys(bare),
    bareLower: await keys(bare.toLowerCase()),
    bareUpper: await keys(bare.toUpperCase()),
    prefixed: await keys(a.address),
    prefixedLower: await keys(a.address.toLowerCase()),
  };
};

/** The status of a fee-bumped transaction and of its replacement, before and after mining. */
export const replacedStatus = async () => {
  const c = await manual();
  const [a, b] = await accounts();
  const old = await replaceable(c, a, b, 1n, 10n ** 9n);
  const bump = await replaceable(c, a, b, 2n, 11n * 10n ** 8n);
  const pool = await c.transport.tevm.getTxPool();
  await c.mine({blocks: 1});
  const block = await c.getBlock({includeTransactions: false});
  return {
    old: await pool.getTransactionStatus(old),
    bump: await pool.getTransactionStatus(bump),
    minedInBlock: block.transactions,
    bumpHash: bump,
    oldHash: old,
  };
};

/**
 * The pool's `txadded` / `txremoved` events and the statuses seen on a manual node while a
 * transaction is replaced by a fee bump, then one sent and dropped with anvil_dropTransaction, one
 * with removeByHash, one with anvil_dropAllTransactions (taking the bumped one too), one with
 * clear(), and one sent and mined. Each step records which hashes the events reported during it. The refuted sentences read it too.
 */
export const poolEvents = async () => {
  const c = await manual();
  const [a, b, d] = await accounts();
  const pool = await c.transport.tevm.getTxPool();
  let added = [];
  let removed = [];
  pool.on('txadded', (h) => added.push(h));
  pool.on('txremoved', (h) => removed.push(h.startsWith('0x') ? h : `0x${h}`));
  const step = async (fn) => {
    added = [];
    removed = [];
    const hash = await fn();
    return {hash, added, removed};
  };
  let value = 10n;
  // a distinct value each time: the same transfer again would have the same hash
  const send = (from) => c.sendTransaction({account: from, to: b.address, value: value++});
  const out = {};
  out.first = await step(() => replaceable(c, a, b, 1n, 10n ** 9n));
  out.bump = await step(() => replaceable(c, a, b, 2n, 11n * 10n ** 8n));
  out.bump.replaced = out.first.hash;
  // each step sends one more transaction, then removes it
  out.drop = await step(async () => {
    const h = await send(d);
    await c.request({method: 'anvil_dropTransaction', params: [h]});
    return h;
  });
  out.removeByHash = await step(async () => {
    const h = await send(d);
    pool.removeByHash(h.slice(2));
    return h;
  });
  out.dropAll = await step(async () => {
    const h = await send(d);
    await c.request({method: 'anvil_dropAllTransactions'});
    return h;
  });
  out.dropAll.emptied = (await pool.getPendingTransactions()).length === 0;
  out.clear = await step(async () => {
    const h = await send(d);
    pool.clear();
    return h;
  });
  out.clear.emptied = (await pool.getPendingTransactions()).length === 0;
  out.mine = await step(async () => {
    const h = await send(d);
    await c.mine({blocks: 1});
    return h;
  });
  out.mine.inBlock = (await c.getBlock({includeTransactions: false})).transactions;
  out.status = {};
  for (const k of ['drop', 'removeByHash', 'dropAll', 'clear', 'mine'])
    out.status[k] = await pool.getTransactionStatus(out[k].hash);
  out.minedBlockHashes = out.mine.inBlock;
  return out;
};

export default [
  {
    quote: 'every sent transaction waits in the pool until you mine',
    example:
      "assert.deepEqual(await client.request({ method: 'txpool_status' }), { pending: '0x3', queued: '0x0' })",
  },
  {
    quote: 'a block is only produced when the pool is not empty',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient({miningConfig: {type: 'interval', blockTime: 0.2}});
      await c.tevmReady();
      await new Promise((r) => setTimeout(r, 700));
      assert.equal(await c.getBlockNumber(), 0n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      '**`addToMempool: true`** on `tevmCall` and friends: the transaction is queued even in auto mode, and stays there until something mines the whole pool',
    check: async () => {
      const signed = await queuedThen('signed');
      assert.deepEqual(signed.queued, {block: 0n, pool: 1}, 'queued, not mined');
      assert.deepEqual([signed.pool, signed.inLatest], [0, 2], 'a whole-pool mine took it');
      const unsigned = await queuedThen('unsigned');
      assert.equal(unsigned.pool, 1, 'a one-transaction mine left it');
    },
  },
  {
    quote: "Queued transactions are visible to reads at `blockTag: 'pending'`",
    example:
      "assert.equal(await client.getBalance({ address: carol.address, blockTag: 'pending' }), parseEther('1006'))",
  },
  {table: 'Method', row: 'txpool_status', example: "{ pending: '0x3', queued: '0x0' }"},
  {
    table: 'Method',
    row: 'txpool_content',
    example: "assert.deepEqual(Object.keys(content.pending[aliceKey]).sort(), ['0x0', '0x1'])",
  },
  {
    table: 'Method',
    row: 'txpool_contentFrom',
    check: async () => {
      const o = await contentFromObserved();
      const key = o.key;
      for (const form of ['bare', 'bareLower', 'bareUpper'])
        assert.deepEqual(o[form], [key], `${form}: any letter case without 0x`);
      assert.deepEqual(o.prefixed, [], 'with 0x: empty');
      assert.deepEqual(o.prefixedLower, [], 'with 0x, lowercase: empty');
    },
  },
  {
    table: 'Method',
    row: 'txpool_inspect',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      await c.sendTransaction({account: a, to: b.address, value: 1n});
      const r = await c.request({method: 'txpool_inspect'});
      const [entry] = Object.values(Object.values(r.pending)[0]);
      assert.equal(typeof entry, 'string');
    },
  },
  {
    quote: 'In `txpool_content` and related results, sender keys have no `0x` prefix.',
    example: 'const aliceKey = alice.address.slice(2).toLowerCase()',
  },
  {
    table: 'Member',
    row: 'txsInPool',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      await replaceable(c, a, b, 1n, 10n ** 9n);
      await replaceable(c, a, b, 2n, 11n * 10n ** 8n);
      const pool = await c.transport.tevm.getTxPool();
      assert.equal((await pool.getPendingTransactions()).length, 1);
      assert.equal(pool.txsInPool, 2);
    },
  },
  {
    table: 'Member',
    row: 'getPendingTransactions()',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      await c.sendTransaction({account: a, to: b.address, value: 1n});
      assert.equal((await (await c.transport.tevm.getTxPool()).getPendingTransactions()).length, 1);
    },
  },
  {
    table: 'Member',
    row: 'getBySenderAddress(address)',
    example:
      'assert.equal((await pool.getBySenderAddress(createAddress(alice.address))).length, 1)',
  },
  {
    table: 'Member',
    row: 'getByHash(hash) / getTransactionStatus(hash)',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      const hash = await c.sendTransaction({account: a, to: b.address, value: 1n});
      const pool = await c.transport.tevm.getTxPool();
      assert.equal(await pool.getTransactionStatus(hash), 'pending');
      assert.ok(pool.getByHash(hash));
      await c.mine({blocks: 1});
      assert.equal(await pool.getTransactionStatus(hash), 'mined');
      assert.equal(await pool.getTransactionStatus(`0x${'0'.repeat(64)}`), 'unknown');
    },
  },
  {
    table: 'Member',
    row: 'getByHash(hash) / getTransactionStatus(hash)',
    quote:
      "a transaction replaced by a fee bump keeps reporting `'pending'` even after the block that mined its replacement",
    check: async () => {
      const o = await replacedStatus();
      assert.deepEqual(o.minedInBlock, [o.bumpHash], 'the block holds the replacement only');
      assert.equal(o.bump, 'mined');
      assert.equal(o.old, 'pending', 'the replaced one still says pending');
    },
  },
  {
    table: 'Member',
    row: 'txsByPriceAndNonce({ baseFee })',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      await c.sendTransaction({
        account: a,
        to: b.address,
        value: 1n,
        maxFeePerGas: 10n ** 10n,
        maxPriorityFeePerGas: 1n,
      });
      await c.sendTransaction({
        account: b,
        to: a.address,
        value: 1n,
        maxFeePerGas: 10n ** 10n,
        maxPriorityFeePerGas: 10n ** 9n,
      });
      const pool = await c.transport.tevm.getTxPool();
      const p = pool.txsByPriceAndNonce({baseFee: 1n});
      assert.ok(p instanceof Promise);
      const ordered = await p;
      assert.equal(ordered[0].maxPriorityFeePerGas, 10n ** 9n, 'the higher tip comes first');
    },
  },
  {
    table: 'Member',
    row: 'getByHash(hash) / getTransactionStatus(hash)',
    quote:
      "and a dropped one (`anvil_dropTransaction`, `anvil_dropAllTransactions`, `removeByHash`, `clear()`) reports `'mined'` though no block holds it",
    check: async () => {
      const o = await poolEvents();
      for (const k of ['drop', 'removeByHash', 'dropAll', 'clear']) {
        assert.ok(!o.minedBlockHashes.includes(o[k].hash), `${k}: the block holds it`);
        assert.equal(o.status[k], 'mined', `${k}: status`);
      }
    },
  },
  {
    table: 'Member',
    row: 'removeByHash(hash) / clear()',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      const h1 = await c.sendTransaction({account: a, to: b.address, value: 1n});
      await c.sendTransaction({account: b, to: a.address, value: 1n});
      const pool = await c.transport.tevm.getTxPool();
      pool.removeByHash(h1.slice(2));
      assert.equal(pool.txsInPool, 1);
      pool.clear();
      assert.equal(pool.txsInPool, 0);
    },
  },
  {
    table: 'Member',
    row: "on('txadded', cb) / on('txremoved', cb)",
    example: "const stopAdded = pool.on('txadded', (hash) => added.push(hash))",
  },
  {
    quote: 'There are no `content()` or `contentFrom()` methods on the class',
    check: async () => {
      const pool = await (await manual()).transport.tevm.getTxPool();
      assert.equal(pool.content, undefined);
      assert.equal(pool.contentFrom, undefined);
    },
  },
  {
    quote:
      '`txadded` fires for every transaction that enters the pool, including signed ones sent by viem with a local account',
    check: async () => {
      const o = await poolEvents();
      // every send in poolEvents is signed by viem with a local account
      for (const k of ['first', 'bump']) assert.deepEqual(o[k].added, [o[k].hash], k);
    },
  },
  {
    quote:
      '`txremoved` fires only when a transaction is removed by its hash: when a block mines it, on `anvil_dropTransaction` and on `removeByHash`. A transaction pushed out by a fee bump, and everything `clear()` or `anvil_dropAllTransactions` empties, leaves without an event',
    check: async () => {
      const o = await poolEvents();
      for (const k of ['mine', 'drop', 'removeByHash'])
        assert.deepEqual(o[k].removed, [o[k].hash], `${k}: txremoved`);
      assert.deepEqual(o.mine.inBlock, [o.mine.hash]);
      assert.deepEqual(o.bump.removed, [], 'fee bump: an event for the replaced one');
      for (const k of ['dropAll', 'clear']) {
        assert.ok(o[k].emptied, `${k}: the pool was not emptied`);
        assert.deepEqual(o[k].removed, [], `${k}: an event`);
      }
    },
  },
  {
    quote:
      '`pool.add(tx, requireSignature?, skipBalance?)` takes a transaction object from `tevm/tx` and two positional booleans, not an options object; `addUnverified(tx)` skips the checks. Plain JavaScript objects are not accepted.',
    check: async (ctx) => {
      const src = ctx.source('@evmts/zevm/dist/txpool.js');
      assert.match(src, /async add\(tx, requireSignature = true, skipBalance = false\)/);
      assert.match(src, /async addUnverified\(tx\) \{/);
      const pool = await (await manual()).transport.tevm.getTxPool();
      await assert.rejects(
        Promise.resolve().then(() => pool.add(/** @type {any} */ ({to: '0x01', value: 1n}))),
      );
    },
  },
  {
    quote:
      'To drop, call `anvil_dropTransaction` with a hash, `anvil_dropAllTransactions`, or `removeByHash` on the pool.',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      const h = await c.sendTransaction({account: a, to: b.address, value: 1n});
      await c.sendTransaction({account: b, to: a.address, value: 1n});
      await c.request({method: 'anvil_dropTransaction', params: [h]});
      assert.equal((await c.request({method: 'txpool_status'})).pending, '0x1');
      await c.request({method: 'anvil_dropAllTransactions'});
      assert.equal((await c.request({method: 'txpool_status'})).pending, '0x0');
    },
  },
  {
    table: 'Rule',
    row: 'Maximum transactions',
    check: async (ctx) => {
      const pool = await (await manual()).transport.tevm.getTxPool();
      assert.equal(pool.maxSize, 5000);
      assert.match(
        ctx.source('@evmts/zevm/dist/txpool.js'),
        /if \(!isLocalTransaction\) \{\s*if \(this\.txsInPool >= this\.maxSize\)/,
      );
    },
  },
  {
    table: 'Rule',
    row: 'Maximum per sender',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      const pool = await c.transport.tevm.getTxPool();
      assert.equal(pool.maxPerSender, 100);
      for (let i = 0; i < 101; i++)
        await c.sendTransaction({account: a, to: b.address, value: 1n, nonce: i});
      assert.equal(pool.txsInPool, 101, 'the per-sender limit was enforced');
    },
  },
  {
    table: 'Rule',
    row: 'Minimum gas price',
    check: async () => {
      const c = await manual();
      const [, b, a] = await accounts();
      await c.sendTransaction({
        account: b,
        to: a.address,
        value: 1n,
        maxFeePerGas: 10n ** 9n,
        maxPriorityFeePerGas: 0n,
      });
      assert.equal(
        (await c.transport.tevm.getTxPool()).txsInPool,
        1,
        'a zero-tip transaction was refused',
      );
    },
  },
  {
    table: 'Rule',
    row: 'Replacing a transaction',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      await replaceable(c, a, b, 1n, 10n ** 9n);
      await assert.rejects(replaceable(c, a, b, 2n, 10n ** 9n + 1n), /replacement gas too low/);
      await replaceable(c, a, b, 2n, 11n * 10n ** 8n);
      assert.equal((await (await c.transport.tevm.getTxPool()).getPendingTransactions()).length, 1);
    },
  },
  {
    table: 'Rule',
    row: 'Maximum transaction data',
    check: async () => {
      const c = await manual();
      const [a, b] = await accounts();
      await assert.rejects(
        c.sendTransaction({
          account: a,
          to: b.address,
          data: `0x${'00'.repeat(128 * 1024 + 1)}`,
          gas: 29_000_000n,
        }),
        /exceeds the max data size of 131072 bytes/,
      );
    },
  },
  {
    table: 'Rule',
    row: 'Ordering',
    check: async (ctx) =>
      assert.match(
        ctx.source('@evmts/zevm/dist/txpool.js'),
        /const byPrice = new PriorityQueue[\s\S]{0,800}txsSortedByNonce|txsSortedByNonce[\s\S]{0,800}const byPrice = new PriorityQueue/,
      ),
  },
  {
    quote: '`pool.add()` validates every transaction as a *local* one',
    check: async (ctx) =>
      assert.match(
        ctx.source('@evmts/zevm/dist/txpool.js'),
        /async add\(tx, requireSignature = true, skipBalance = false\) \{\s*try \{\s*await this\.validate\(tx, true,/,
      ),
  },
  {
    quote: '`add()` does not throw when a check fails either: it returns `{ error, hash }`.',
    check: async () => {
      const {createImpersonatedTx} = await import('tevm/tx');
      const {createAddress} = await import('tevm/address');
      const pool = await (await manual()).transport.tevm.getTxPool();
      const tx = createImpersonatedTx({
        impersonatedAddress: createAddress('0x00000000000000000000000000000000000000f0'),
        to: createAddress('0x00000000000000000000000000000000000000f1'),
        value: 1n,
        gasLimit: 21000n,
        maxFeePerGas: 10n ** 9n,
        maxPriorityFeePerGas: 0n,
      });
      const r = await pool.add(tx, false); // the sender has no balance
      assert.equal(typeof r?.error, 'string');
      assert.match(r.error, /insufficient balance/);
    },
  },
  {
    quote:
      'It does throw (`tx.hash is not a function`) when its argument is not a transaction object.',
    check: async () => {
      const pool = await (await manual()).transport.tevm.getTxPool();
      await assert.rejects(pool.add(/** @type {any} */ ({}), false), /tx\.hash is not a function/);
    },
  },
  {
    quote:
      'The first two are constructor options, `new TxPool({ vm, maxSize, maxPerSender })`, if you build a pool yourself; the node creates its own.',
    check: async () => {
      const {TxPool} = await import('tevm/txpool');
      const node = (await import('tevm')).createTevmNode();
      const vm = await node.getVm();
      const pool = new TxPool({vm, maxSize: 7, maxPerSender: 3});
      assert.deepEqual([pool.maxSize, pool.maxPerSender], [7, 3]);
      const own = await node.getTxPool();
      assert.notEqual(own, pool, 'the node keeps its own pool');
      assert.deepEqual([own.maxSize, own.maxPerSender], [5000, 100]);
    },
  },
];
