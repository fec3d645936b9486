// Claims of docs/reference/rlp.mdx: where toRlp/fromRlp come from, that there is no tevm/rlp, the
// places that use RLP and the fromRlp errors.
import assert from 'node:assert/strict';
import {sendTransfer} from '../helpers.mjs';
import {dependencyTree, pkg} from './installed.mjs';

/** A client with one mined transfer (block 1). */
const mined = (ctx) =>
  ctx.shared('mined', async () => {
    const {createMemoryClient} = await import('tevm');
    const client = createMemoryClient();
    const hash = await sendTransfer(client);
    const vm = await client.transport.tevm.getVm();
    const block = await vm.blockchain.getBlock(1n);
    return {client, hash, vm, block, close: async () => {}};
  });

export default [
  {
    quote: "Both are viem's functions, re-exported by `tevm` and by `tevm/utils`",
    check: async () => {
      const v = await import('viem');
      const t = await import('tevm');
      const u = await import('tevm/utils');
      for (const n of ['toRlp', 'fromRlp']) {
        assert.equal(t[n], v[n], n);
        assert.equal(u[n], v[n], n);
        assert.equal((await import('@tevm/utils'))[n], v[n], n);
      }
    },
  },
  {
    quote:
      'There is **no `tevm/rlp` sub-path**, and no package of the `tevm@1.0.0-next.149` install depends on a separate `@tevm/rlp`',
    check: async () => {
      assert.equal('./rlp' in pkg('tevm').exports, false);
      assert.equal(dependencyTree('tevm').has('@tevm/rlp'), false);
      await assert.rejects(import('tevm/rlp'));
    },
  },
  {
    quote:
      'Numbers are not a type of their own: they are written as big-endian byte strings without leading zeros, so zero is the **empty** string.',
    example: "assert.equal(toRlp('0x'), '0x80') // the empty string (also the integer 0)",
  },
  {
    quote: '`fromRlp` gives back only strings and lists',
    example: "assert.deepEqual(fromRlp(encoded), ['0x01', ['0x02', '0x03']])",
  },
  {
    quote:
      'A signed EIP-1559 transaction serializes as the type byte `0x02` followed by the RLP list of its fields.',
    example: "assert.equal(raw.slice(0, 4), '0x02') // EIP-2718 type byte",
  },
  {
    quote:
      "Blocks work the same way: `block.serialize()` and `createBlockFromRLP(bytes, { common })` in [`tevm/block`](./block.mdx), and the hex string returned by the `debug_getRawBlock` JSON-RPC method is a block's RLP.",
    check: async (ctx) => {
      const {client, vm, block} = await mined(ctx);
      const {createBlockFromRLP} = await import('tevm/block');
      const {bytesToHex} = await import('tevm/utils');
      const raw = await client.request({method: 'debug_getRawBlock', params: ['0x1']});
      assert.equal(raw, bytesToHex(block.serialize()));
      assert.equal(
        bytesToHex(createBlockFromRLP(block.serialize(), {common: vm.common}).hash()),
        bytesToHex(block.hash()),
      );
    },
  },
  {
    table: 'Place',
    row: 'eth_sendRawTransaction, debug_getRawTransaction, tx.serialize()',
    check: async (ctx) => {
      const {client, hash, block} = await mined(ctx);
      const {bytesToHex} = await import('tevm/utils');
      const raw = await client.request({method: 'debug_getRawTransaction', params: [hash]});
      assert.equal(raw, bytesToHex(block.transactions[0].serialize()));
      assert.equal(raw.slice(0, 4), '0x02');
      assert.ok(Array.isArray((await import('tevm/utils')).fromRlp(`0x${raw.slice(4)}`)));
    },
  },
  {
    table: 'Place',
    row: 'block.serialize(), debug_getRawBlock, debug_getRawHeader, block.hash()',
    check: async (ctx) => {
      const {client, block} = await mined(ctx);
      const {bytesToHex, keccak256, fromRlp} = await import('tevm/utils');
      const header = await client.request({method: 'debug_getRawHeader', params: ['0x1']});
      assert.equal(header, bytesToHex(block.header.serialize()));
      assert.equal(keccak256(header), bytesToHex(block.hash()));
      assert.ok(Array.isArray(fromRlp(header)));
    },
  },
  {
    table: 'Place',
    row: "the receipt manager's store, debug_getRawReceipts",
    check: async (ctx) => {
      const {client} = await mined(ctx);
      const {fromRlp} = await import('tevm/utils');
      const [raw] = await client.request({method: 'debug_getRawReceipts', params: ['0x1']});
      const fields = fromRlp(raw);
      assert.ok(Array.isArray(fields));
      assert.equal(fields[0], '0x01'); // status 1
      assert.match(
        ctx.source('@tevm/receipt-manager/dist/index.js'),
        /this\.rlp\(0 \/\* Encode \*\/, 0 \/\* Receipts \*\/, receipts\)/,
      );
    },
  },
  {
    table: 'Place',
    row: 'createContractAddress in [tevm/address](./address.mdx)',
    example: 'assert.equal(byHand, createContractAddress(createAddress(sender), 0n).toString())',
  },
  {
    table: 'Place',
    row: 'KECCAK256_RLP, KECCAK256_RLP_ARRAY in tevm/utils',
    example: "assert.equal(bytesToHex(KECCAK256_RLP_ARRAY), keccak256('0xc0'))",
  },
  {
    quote:
      "`fromRlp` rejects malformed input with viem errors (all subclasses of viem's `BaseError`)",
    check: async () => {
      const {fromRlp} = await import('tevm/utils');
      const {BaseError} = await import('viem');
      for (const bad of ['0xc20102ff', '0xc3']) assert.throws(() => fromRlp(bad), BaseError);
    },
  },
  ...[
    [
      'extra bytes after a complete item, e.g. 0xc20102ff',
      '0xc20102ff',
      'RlpTrailingBytesError',
      'RLP payload encodes a single item, but `1` trailing byte remains.',
    ],
    [
      'a prefix promising more bytes than exist, e.g. 0xc3',
      '0xc3',
      'PositionOutOfBoundsError',
      'Position `1` is out of bounds (`0 < position < 1`).',
    ],
  ].map(([row, input, name, shortMessage]) => ({
    table: 'Input',
    row,
    check: async () => {
      const {fromRlp} = await import('tevm/utils');
      assert.throws(() => fromRlp(input), {name, shortMessage});
    },
  })),
  {
    quote: "`fromRlp('0x')` does not throw; it returns `'0x'`",
    check: async () => assert.equal((await import('tevm/utils')).fromRlp('0x'), '0x'),
  },
  {
    quote:
      "`numberToHex(0)` is `'0x0'`, which `toRlp` treats as the one-byte string `0x00`, **not** the integer zero (`0x80`); likewise `'0x0001'` keeps its leading zero byte.",
    check: async () => {
      const {toRlp, numberToHex} = await import('tevm/utils');
      assert.equal(numberToHex(0), '0x0');
      assert.equal(toRlp(numberToHex(0)), '0x00');
      assert.equal(toRlp('0x'), '0x80');
      assert.equal(toRlp('0x0001'), '0x820001');
    },
  },
];
