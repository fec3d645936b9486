// Claims of docs/reference/node.mdx (the options table's surprising rows; core/create-tevm-node
// checks every row of its own copy, and the runner keeps the two tables' defaults equal).
import assert from 'node:assert/strict';

const ADDR = '0x00000000000000000000000000000000000a11ce';

export default [
  {
    table: 'Option',
    row: 'genesisState',
    default: 'ignored',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient({genesisState: {[ADDR]: {balance: 5n, nonce: 0n}}});
      assert.equal(await client.getBalance({address: ADDR}), 0n);
    },
  },
  {
    table: 'Option',
    row: 'miningConfig',
    default: "{ type: 'auto' }",
    check: async () => {
      const {createTevmNode} = await import('tevm');
      assert.deepEqual(createTevmNode().miningConfig, {type: 'auto'});
    },
  },
  {
    quote:
      'The older `mining: { auto: false }` spelling is read by `createMemoryClient` alone; passed here it is ignored and the node mines automatically.',
    check: async () => {
      const {createTevmNode, createMemoryClient} = await import('tevm');
      assert.deepEqual(createTevmNode(/** @type {any} */ ({mining: {auto: false}})).miningConfig, {
        type: 'auto',
      });
      assert.deepEqual(createMemoryClient({mining: {auto: false}}).transport.tevm.miningConfig, {
        type: 'manual',
      });
    },
  },
  {
    table: 'Option',
    row: 'consensus',
    default: "a no-op service (mode: 'noop')",
    check: async () => {
      const {createTevmNode} = await import('tevm');
      assert.equal(createTevmNode().consensus.mode, 'noop');
    },
  },
];
