// Claims of docs/reference/block.mdx: header defaults, freezing, the Common it needs, RPC and raw
// blocks from a node, the exports table and the errors table.
import assert from 'node:assert/strict';
import {thrown} from '../helpers.mjs';

const block = () => import('tevm/block');
const common = async () => (await import('tevm/common')).tevmDefault;
/** A memory client with one mined transfer in block 1. */
const mined = (ctx) =>
  ctx.shared('mined', async () => {
    const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
    const client = createMemoryClient({loggingLevel: 'silent'});
    await client.sendTransaction({
      account: PREFUNDED_ACCOUNTS[0],
      to: '0x00000000000000000000000000000000000b0b00',
      value: 1n,
      chain: null,
    });
    return client;
  });

export default [
  {
    quote:
      "It is Tevm's own copy of the ethereumjs block classes (same API), changed to take Tevm's `Common` object.",
    check: async (ctx) => {
      const src = ctx.source('@tevm/block/dist/index.js');
      assert.doesNotMatch(src, /from '@ethereumjs\/block'/);
      assert.match(src, /var BlockHeader = class _BlockHeader/);
      const {createBlock} = await block();
      const c = await common();
      const b = createBlock({header: {number: 1n}}, {common: c});
      assert.equal(b.common.id, 900);
      assert.equal(typeof b.common.ethjsCommon.hardfork, 'function');
      for (const m of ['hash', 'serialize', 'raw', 'toJSON', 'isGenesis'])
        assert.equal(typeof b[m], 'function', m);
    },
  },
  {
    quote: "viem's `getBlock` returns plain objects (bigints and hex strings)",
    check: async (ctx) => {
      const b = await (await mined(ctx)).getBlock({blockNumber: 1n});
      assert.equal(typeof b.number, 'bigint');
      assert.match(b.hash, /^0x[0-9a-f]{64}$/);
      assert.equal(Object.getPrototypeOf(b), Object.prototype);
    },
  },
  {
    quote: '`tevm/block` re-exports the same objects',
    check: async () => {
      const sub = await block();
      const scoped = await import('@tevm/block');
      assert.deepEqual(Object.keys(sub).sort(), Object.keys(scoped).sort());
      for (const k of Object.keys(scoped)) assert.equal(sub[k], scoped[k], k);
    },
  },
  {
    quote:
      'Missing ones get fixed defaults: number 0, difficulty 0, timestamp 0 and a `gasLimit` of 2⁵⁶ − 1 whatever the hardfork, so pass a realistic gas limit.',
    check: async () => {
      const {createBlock} = await block();
      const {createCommon, tevmDefault} = await import('tevm/common');
      for (const hardfork of ['paris', 'cancun', 'prague']) {
        const c = createCommon({...tevmDefault, hardfork});
        const h = createBlock({header: {}}, {common: c}).header;
        assert.deepEqual(
          [h.number, h.difficulty, h.timestamp, h.gasLimit],
          [0n, 0n, 0n, 2n ** 56n - 1n],
          hardfork,
        );
      }
    },
  },
  {
    quote:
      "Fields that the common's hardfork adds get defaults too: a base fee of 7 wei (1 gwei exactly on the chain's London block, 12,965,000 on `tevmDefault` and `mainnet`), the empty withdrawals root, and zero blob gas.",
    check: async () => {
      const {createBlock} = await block();
      const {bytesToHex} = await import('tevm/utils');
      const {createCommon, tevmDefault, mainnet} = await import('tevm/common');
      const header = (number, c = tevmDefault) =>
        createBlock({header: {number}}, {common: c}).header;
      assert.equal(tevmDefault.ethjsCommon.hardfork(), 'prague');
      for (const c of [tevmDefault, createCommon({...mainnet, hardfork: 'prague'})]) {
        assert.equal(c.ethjsCommon.hardforkBlock('london'), 12965000n);
        for (const n of [0n, 1n, 12964999n, 12965001n])
          assert.equal(header(n, c).baseFeePerGas, 7n);
        assert.equal(header(12965000n, c).baseFeePerGas, 10n ** 9n);
      }
      const h = header(1n);
      assert.equal(
        bytesToHex(h.withdrawalsRoot),
        '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421',
      );
      assert.deepEqual([h.blobGasUsed, h.excessBlobGas], [0n, 0n]);
      // a hardfork without these fields leaves them out
      const paris = header(1n, createCommon({...tevmDefault, hardfork: 'paris'}));
      assert.equal(paris.withdrawalsRoot, undefined);
      assert.equal(paris.blobGasUsed, undefined);
    },
  },
  {
    quote:
      "The options object is required (leave it out and `createBlock` throws `TypeError: Cannot read properties of undefined (reading 'common')`), but `common` in it is optional: `createBlock(data, {})` builds the block on `tevmDefault` (chain 900, `prague`).",
    check: async () => {
      const {createBlock} = await block();
      const missing = thrown(() => createBlock({header: {number: 1n}}));
      assert.ok(missing instanceof TypeError);
      assert.equal(missing.message, "Cannot read properties of undefined (reading 'common')");
      const b = createBlock({header: {number: 1n}}, {});
      assert.equal(b.common.id, 900);
      assert.equal(b.common.ethjsCommon.chainId(), 900n);
      assert.equal(b.common.ethjsCommon.hardfork(), 'prague');
      assert.equal(b.header.number, 1n);
    },
  },
  {
    quote:
      'A `common` you pass must be a **Tevm** `Common` from [`tevm/common`](./common.mdx) whose hardfork is `paris` or later',
    check: async () => {
      const {createBlock} = await block();
      const {createCommon, mainnet} = await import('tevm/common');
      const c = await common();
      assert.ok(
        thrown(() => createBlock({header: {}}, {common: c.ethjsCommon})) instanceof TypeError,
      );
      for (const hardfork of ['paris', 'shanghai', 'cancun'])
        createBlock({header: {number: 1n}}, {common: createCommon({...mainnet, hardfork})});
      const london = createCommon({...mainnet, hardfork: 'london'});
      assert.match(
        thrown(() => createBlock({header: {number: 1n}}, {common: london})).message,
        /Missing parameter value for maxExtraDataSize/,
      );
    },
  },
  {
    quote:
      'with a pre-merge hardfork such as `london` every block after genesis throws (see [Errors](#errors-you-will-meet-when-building-blocks)); a genesis header (number 0) is not checked.',
    check: async () => {
      const {createBlock} = await block();
      const {createCommon, mainnet} = await import('tevm/common');
      const london = createCommon({...mainnet, hardfork: 'london'});
      for (const number of [1n, 2n, 100n])
        assert.match(
          thrown(() => createBlock({header: {number}}, {common: london})).message,
          /maxExtraDataSize/,
        );
      const genesis = createBlock(
        {header: {number: 0n, extraData: `0x${'aa'.repeat(40)}`}},
        {common: london},
      );
      assert.equal(genesis.header.number, 0n);
      // nor is a genesis header's extraData under a proof-of-stake hardfork
      const pos = createBlock(
        {header: {number: 0n, extraData: `0x${'aa'.repeat(40)}`}},
        {common: createCommon({...mainnet, hardfork: 'prague'})},
      );
      assert.equal(pos.header.extraData.length, 40);
    },
  },
  {
    quote: 'hash() is keccak-256 of the RLP-encoded header, as 32 bytes',
    check: async () => {
      const {createBlock} = await block();
      const {keccak256, bytesToHex} = await import('tevm/utils');
      const b = createBlock({header: {number: 3n}}, {common: await common()});
      assert.equal(b.hash().length, 32);
      assert.equal(bytesToHex(b.hash()), keccak256(b.header.serialize()));
    },
  },
  {
    quote:
      'Blocks are frozen by default (`Object.isFrozen(block)` is `true`), which also caches the hash. Pass `freeze: false` in the options',
    check: async (ctx) => {
      const {createBlock} = await block();
      const c = await common();
      const b = createBlock({header: {number: 1n}}, {common: c});
      assert.equal(Object.isFrozen(b), true);
      assert.equal(b.hash(), b.hash(), 'a frozen block does not return its cached hash');
      assert.equal(Object.isFrozen(createBlock({header: {}}, {common: c, freeze: false})), false);
      assert.match(
        ctx.source('@tevm/block/dist/index.js'),
        /if \(Object\.isFrozen\(this\)\) \{\s*if \(!this\.cache\.hash\)/,
      );
    },
  },
  {
    quote:
      '`createBlockHeader(headerData, { common })` builds a header on its own, with the same defaults.',
    check: async () => {
      const {createBlockHeader, createBlock, BlockHeader} = await block();
      const c = await common();
      const h = createBlockHeader({number: 1n}, {common: c});
      assert.ok(h instanceof BlockHeader);
      const fromBlock = createBlock({header: {number: 1n}}, {common: c}).header;
      assert.deepEqual(h.toJSON(), fromBlock.toJSON());
    },
  },
  {
    quote: '`createBlockFromRLP(bytes, { common })` reverses it',
    example: 'const decoded = createBlockFromRLP(rlp, { common })',
  },
  {
    quote: '`block.toJSON()` gives a JSON form with hex-string fields',
    example: "assert.equal(json.header?.number, '0x7')",
  },
  {
    quote:
      'Given hashes only, it does not fail: it turns each hash into an empty, unsigned legacy transaction, so only the header (and the block hash) is right.',
    check: async (ctx) => {
      const {blockFromRpc} = await block();
      const {bytesToHex} = await import('tevm/utils');
      const client = await mined(ctx);
      const vm = await client.transport.tevm.getVm();
      const rpc = await client.request({method: 'eth_getBlockByNumber', params: ['0x1', false]});
      const b = blockFromRpc(rpc, {common: vm.common});
      assert.equal(bytesToHex(b.hash()), rpc.hash);
      assert.equal(b.transactions.length, 1);
      const tx = b.transactions[0];
      assert.equal(tx.type, 0);
      assert.equal(tx.isSigned(), false);
      assert.equal(tx.value, 0n);
    },
  },
  {
    quote:
      "The hex string the JSON-RPC method `debug_getRawBlock` returns is the block's RLP, so `createBlockFromRLP(hexToBytes(raw), { common })` turns it into the same block.",
    check: async (ctx) => {
      const {createBlockFromRLP} = await block();
      const {bytesToHex, hexToBytes} = await import('tevm/utils');
      const client = await mined(ctx);
      const vm = await client.transport.tevm.getVm();
      const raw = await client.request({method: 'debug_getRawBlock', params: ['0x1']});
      const b = createBlockFromRLP(hexToBytes(raw), {common: vm.common});
      const head = await vm.blockchain.getCanonicalHeadBlock();
      assert.equal(bytesToHex(b.hash()), bytesToHex(head.hash()));
      assert.equal(b.transactions.length, 1);
    },
  },
  {
    table: 'Export',
    row: 'createBlockFromRLP(bytes, opts) / createBlockHeaderFromRLP',
    check: async () => {
      const {createBlock, createBlockFromRLP, createBlockHeaderFromRLP} = await block();
      const c = await common();
      const b = createBlock({header: {number: 4n}}, {common: c});
      assert.equal(createBlockFromRLP(b.serialize(), {common: c}).header.number, 4n);
      assert.equal(createBlockHeaderFromRLP(b.header.serialize(), {common: c}).number, 4n);
    },
  },
  {
    table: 'Export',
    row: 'createBlockFromValuesArray(values, opts) / createBlockHeaderFromValuesArray',
    check: async () => {
      const {createBlock, createBlockFromValuesArray, createBlockHeaderFromValuesArray} =
        await block();
      const c = await common();
      const b = createBlock({header: {number: 4n}}, {common: c});
      assert.equal(createBlockFromValuesArray(b.raw(), {common: c}).header.number, 4n);
      assert.equal(createBlockHeaderFromValuesArray(b.header.raw(), {common: c}).number, 4n);
    },
  },
  {
    table: 'Export',
    row: 'createBlockFromExecutionPayload, createBlockFromBeaconPayload, executionPayloadFromBeaconPayload',
    quote: 'convert Engine API / beacon payloads (the first two return promises)',
    check: async (ctx) => {
      const b = await block();
      assert.equal(b.createBlockFromExecutionPayload.constructor.name, 'AsyncFunction');
      assert.equal(b.createBlockFromBeaconPayload.constructor.name, 'AsyncFunction');
      assert.match(
        ctx.source('@tevm/block/dist/index.d.ts'),
        /declare function executionPayloadFromBeaconPayload\(payload: BeaconPayloadJson\): ExecutionPayload;/,
      );
    },
  },
  {
    table: 'Export',
    row: 'Block, BlockHeader, ClRequest',
    check: async () => {
      const {Block, BlockHeader, ClRequest, createBlock} = await block();
      for (const c of [Block, BlockHeader, ClRequest]) assert.equal(typeof c, 'function');
      const b = createBlock({header: {}}, {common: await common()});
      assert.ok(b instanceof Block && b.header instanceof BlockHeader);
    },
  },
  {
    table: 'Export',
    row: 'valuesArrayToHeaderData, getDifficulty',
    check: async () => {
      const {valuesArrayToHeaderData, getDifficulty, createBlock} = await block();
      const b = createBlock({header: {number: 9n}}, {common: await common()});
      const data = valuesArrayToHeaderData(b.header.raw());
      assert.deepEqual(data.number, b.header.raw()[8]);
      assert.equal(getDifficulty({difficulty: 5n}), 5n);
      assert.equal(getDifficulty({}), null);
    },
  },
  {
    quote:
      "three async ones: `genTxTrie()` resolves the transactions trie **root** (32 bytes, not a trie), `transactionsTrieIsValid()` compares that root with the header's",
    check: async (ctx) => {
      const {bytesToHex} = await import('tevm/utils');
      const client = await mined(ctx);
      const head = await (await client.transport.tevm.getVm()).blockchain.getCanonicalHeadBlock();
      for (const m of ['genTxTrie', 'transactionsTrieIsValid', 'validateData'])
        assert.equal(head[m].constructor.name, 'AsyncFunction', m);
      const root = await head.genTxTrie();
      assert.ok(root instanceof Uint8Array && root.length === 32);
      assert.equal(bytesToHex(root), bytesToHex(head.header.transactionsTrie));
      assert.equal(await head.transactionsTrieIsValid(), true);
    },
  },
  {
    quote:
      'With transaction checks on (the default), `validateData()` rejects every block, on every hardfork from `paris` to `prague`, even one a node has just mined: `Missing parameter value for maxblobGasPerBlock` (the Common spells it `maxBlobGasPerBlock`).',
    check: async (ctx) => {
      const {createBlock} = await block();
      const {createCommon, tevmDefault} = await import('tevm/common');
      const message = (e) => e.message === 'Missing parameter value for maxblobGasPerBlock';
      const client = await mined(ctx);
      const head = await (await client.transport.tevm.getVm()).blockchain.getCanonicalHeadBlock();
      await assert.rejects(head.validateData(), message);
      for (const hardfork of ['paris', 'shanghai', 'cancun', 'prague']) {
        const b = createBlock({header: {}}, {common: createCommon({...tevmDefault, hardfork})});
        await assert.rejects(b.validateData(), message, hardfork);
      }
      assert.equal(tevmDefault.ethjsCommon.param('maxBlobGasPerBlock'), 786432n);
    },
  },
  {
    quote: 'Pass `verifyTxs: false` (`validateData(false, false)`) to check the tries alone',
    check: async (ctx) => {
      const {createBlock} = await block();
      const client = await mined(ctx);
      const head = await (await client.transport.tevm.getVm()).blockchain.getCanonicalHeadBlock();
      await head.validateData(false, false);
      const c = await common();
      const bad = createBlock(
        {header: {number: 1n, transactionsTrie: new Uint8Array(32).fill(1)}},
        {common: c},
      );
      await assert.rejects(bad.validateData(false, false), /invalid transaction trie/);
    },
  },
  {
    quote:
      'most failures are plain `Error` objects (no `code`) whose message names the rule that was broken, often followed by a summary of the header',
    check: async () => {
      const {createBlock} = await block();
      const c = await common();
      const e = thrown(() => createBlock({header: {number: 1n, difficulty: 5n}}, {common: c}));
      assert.equal(e.constructor, Error);
      assert.equal(e.code, undefined);
      assert.match(e.message, /difficulty: 5 \(expected: 0\) \(block header number=1/);
    },
  },
  ...[
    [
      'passing common.ethjsCommon instead of a Tevm Common',
      async (b, c) => [() => b.createBlock({header: {}}, {common: c.ethjsCommon})],
      /^Cannot read properties of undefined \(reading 'customCrypto'\)$/,
      TypeError,
    ],
    [
      'passing a viem chain instead of a Tevm Common',
      async (b) => [
        async () => b.createBlock({header: {}}, {common: (await import('viem/chains')).mainnet}),
      ],
      /^opts\.common\.copy is not a function$/,
      TypeError,
    ],
    [
      'a non-zero difficulty under a proof-of-stake hardfork',
      async (b, c) => [() => b.createBlock({header: {number: 1n, difficulty: 5n}}, {common: c})],
      /^Invalid PoS block: , difficulty: 5 \(expected: 0\) \(block header number=1 /,
    ],
    [
      'extraData longer than 32 bytes (any block after genesis)',
      async (b, c) => [
        () => b.createBlock({header: {number: 1n, extraData: `0x${'aa'.repeat(40)}`}}, {common: c}),
      ],
      /^Invalid PoS block: , extraData: 0x(aa){40} \(cannot exceed 32 bytes length, received 40 bytes\)/,
    ],
    [
      'bytes left over after the first RLP item (such as 0x010203) passed to createBlockFromRLP',
      async (b, c) => [() => b.createBlockFromRLP(new Uint8Array([1, 2, 3]), {common: c})],
      /^invalid RLP: remainder must be empty$/,
    ],
    [
      'truncated RLP passed to createBlockFromRLP',
      async (b, c) => [
        () =>
          b.createBlockFromRLP(b.createBlock({header: {}}, {common: c}).serialize().slice(0, 20), {
            common: c,
          }),
      ],
      /^invalid RLP: payload exceeds input$/,
    ],
  ].map(([row, calls, message, cls = Error]) => ({
    table: 'Situation',
    row,
    check: async () => {
      const b = await block();
      for (const call of await calls(b, await common())) {
        let e;
        try {
          await call();
        } catch (err) {
          e = err;
        }
        assert.ok(e instanceof cls, `did not throw a ${cls.name}`);
        assert.match(e.message, message);
      }
    },
  })),
  {
    table: 'Situation',
    row: 'a common whose hardfork is before paris (e.g. london), any block after genesis',
    check: async () => {
      const {createBlock} = await block();
      const {createCommon, mainnet, tevmDefault} = await import('tevm/common');
      for (const base of [mainnet, tevmDefault])
        assert.match(
          thrown(() =>
            createBlock(
              {header: {number: 1n}},
              {common: createCommon({...base, hardfork: 'london'})},
            ),
          ).message,
          /^Missing parameter value for maxExtraDataSize$/,
        );
      // a genesis header is not checked
      const london = createCommon({...mainnet, hardfork: 'london'});
      assert.equal(createBlock({header: {number: 0n}}, {common: london}).header.number, 0n);
    },
  },
  {
    quote:
      '`tevm/tx` wants the ethereumjs one inside it, `common.ethjsCommon`. Mixed up, the block constructors throw the `customCrypto` TypeError above, and the transaction constructors throw `TypeError: tx.common.updateParams is not a function`.',
    check: async () => {
      const {TransactionFactory} = await import('tevm/tx');
      const c = await common();
      TransactionFactory({type: 2, gasLimit: 21000n}, {common: c.ethjsCommon});
      assert.throws(
        () => TransactionFactory({type: 2, gasLimit: 21000n}, {common: c}),
        (e) => e instanceof TypeError && e.message === 'tx.common.updateParams is not a function',
      );
    },
  },
  {
    quote:
      "`createImpersonatedTx` wraps that TypeError in Tevm's `InternalError` (code `-32603`), so an `instanceof TypeError` check misses it there.",
    check: async () => {
      const {createImpersonatedTx} = await import('tevm/tx');
      const {createAddress} = await import('tevm/address');
      const c = await common();
      assert.throws(
        () =>
          createImpersonatedTx(
            {impersonatedAddress: createAddress(1), gasLimit: 21000n},
            {common: c},
          ),
        (e) =>
          !(e instanceof TypeError) &&
          e.name === 'InternalError' &&
          e.code === -32603 &&
          e.message.includes('tx.common.updateParams is not a function'),
      );
    },
  },
  {
    quote: 'Every export of `@tevm/block`, generated from its type declarations',
    check: async (ctx) => {
      const api = JSON.parse(ctx.source('../src/data/api/block.json'));
      const pkg = JSON.parse(ctx.source('@tevm/block/package.json'));
      assert.equal(api.packages[0].version, pkg.version);
      const listed = api.packages[0].exports.map((e) => e.name);
      for (const k of Object.keys(await block())) assert.ok(listed.includes(k), k);
    },
  },
];
