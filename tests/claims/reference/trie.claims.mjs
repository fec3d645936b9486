// Claims of docs/reference/trie.mdx: that there is no tevm/trie, which roots are trie roots, how
// Tevm's state root is made, and eth_getProof outside fork mode.
import assert from 'node:assert/strict';
import {sendTransfer} from '../helpers.mjs';
import {dependencyTree, pkg} from './installed.mjs';

const EMPTY = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';

/** A client with one mined transfer (block 1) and the helpers the checks need. */
const mined = (ctx) =>
  ctx.shared('mined', async () => {
    const {createMemoryClient} = await import('tevm');
    const {bytesToHex} = await import('tevm/utils');
    const client = createMemoryClient();
    await sendTransfer(client);
    const vm = await client.transport.tevm.getVm();
    const head = await vm.blockchain.getBlock(1n);
    return {client, vm, head, hex: bytesToHex, close: async () => {}};
  });

/**
 * The state root around a direct edit and a mined block: the genesis root, the root after
 * `tevmSetAccount` funds an address, the root after one mined block, and the address's balance
 * after `setStateRoot(genesis root)`. Shared with the refuted sentence in
 * tests/claims/refuted/claims/refcore.claims.mjs.
 */
export const rootsAroundEdits = async () => {
  const {createMemoryClient} = await import('tevm');
  const {createAddress} = await import('tevm/address');
  const {bytesToHex} = await import('tevm/utils');
  const address = '0x00000000000000000000000000000000000c0de7';
  const client = createMemoryClient({loggingLevel: 'silent'});
  const sm = (await client.transport.tevm.getVm()).stateManager;
  const root = async () => bytesToHex(await sm.getStateRoot());
  const genesis = await root();
  await client.tevmSetAccount({address, balance: 77n});
  const afterEdit = await root();
  await client.tevmMine();
  const afterMine = await root();
  const known = await sm.hasStateRoot(await sm.getStateRoot());
  await sm.setStateRoot((await import('tevm/utils')).hexToBytes(genesis));
  const balanceAtGenesis = (await sm.getAccount(createAddress(address)))?.balance;
  await client.transport.tevm.close();
  return {genesis, afterEdit, afterMine, known, balanceAtGenesis};
};

export default [
  {
    quote:
      'The state root changes only when a block is mined. Direct edits such as `tevmSetAccount` commit to the current root and overwrite the state stored under it, so the root stays the same.',
    check: async () => {
      const o = await rootsAroundEdits();
      assert.equal(o.afterEdit, o.genesis, 'tevmSetAccount changed the root');
      assert.notEqual(o.afterMine, o.afterEdit, 'mining kept the root');
    },
  },
  {
    quote:
      '`hasStateRoot` and `setStateRoot` move the state manager between roots it has seen, but returning to a root also shows the direct edits made while it was current.',
    check: async () => {
      const o = await rootsAroundEdits();
      assert.equal(o.known, true);
      assert.equal(o.balanceAtGenesis, 77n, 'the genesis root did not show the edit');
    },
  },
  {
    quote:
      'There is no `tevm/trie` sub-path, and no package of the `tevm@1.0.0-next.149` install depends on a separate `@tevm/trie`',
    check: async () => {
      assert.equal('./trie' in pkg('tevm').exports, false);
      assert.equal(dependencyTree('tevm').has('@tevm/trie'), false);
      await assert.rejects(import('tevm/trie'));
    },
  },
  {
    table: 'Root',
    row: 'transactions root',
    example: 'assert.equal(await head.transactionsTrieIsValid(), true)',
  },
  {
    table: 'Root',
    row: 'receipts root',
    check: async (ctx) => {
      const {client, head, hex} = await mined(ctx);
      assert.match(
        ctx.source('@tevm/vm/src/actions/BlockBuilder.ts'),
        /await receiptTrie\.put\(Rlp\.encode\(i\), encodedReceipt\)/,
      );
      const block = await client.getBlock({blockNumber: 1n});
      assert.equal(block.receiptsRoot, hex(head.header.receiptTrie));
      assert.notEqual(block.receiptsRoot, EMPTY);
    },
  },
  {
    table: 'Root',
    row: 'withdrawals root',
    check: async (ctx) => {
      const {head, hex} = await mined(ctx);
      assert.equal(hex(head.header.withdrawalsRoot), EMPTY);
    },
  },
  {
    table: 'Root',
    row: 'empty trie',
    check: async () => {
      const {KECCAK256_RLP, bytesToHex, keccak256} = await import('tevm/utils');
      assert.equal(bytesToHex(KECCAK256_RLP), EMPTY);
      assert.equal(keccak256('0x80'), EMPTY);
    },
  },
  {
    table: 'Root',
    row: 'state root (local node)',
    example: 'assert.equal(bytesToHex(head.header.stateRoot), bytesToHex(afterRoot))',
  },
  {
    table: 'Root',
    row: 'storageRoot of a local account',
    example: 'assert.equal(contract.storageRoot, EMPTY_TRIE)',
  },
  {
    quote:
      'When it commits state for a new block, it hashes a JSON serialization of all accounts and uses that hash as the state root.',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/state/src/actions/commit.js'),
        /const root = keccak256\(toHex\(JSON\.stringify\(jsonSerializableState\)\)\)/,
      );
      const {vm, head, hex} = await mined(ctx);
      assert.equal(hex(await vm.stateManager.getStateRoot()), hex(head.header.stateRoot));
      assert.notEqual(hex(head.header.stateRoot), EMPTY);
    },
  },
  {
    quote: 'A fresh node starts at the empty-trie root even though it holds prefunded accounts',
    example:
      'assert.equal(bytesToHex(genesisRoot), EMPTY_TRIE) // not a trie of the prefunded accounts',
  },
  {
    quote:
      '`block.genTxTrie()` recomputes the root, `block.transactionsTrieIsValid()` compares it with the header, and `genTxTrie(block)` from `tevm/vm` does the same as a function',
    example:
      'assert.equal(bytesToHex(await genTxTrie(head)), bytesToHex(head.header.transactionsTrie))',
  },
  {
    quote:
      "work **only when the node forks** a real chain, and then they simply ask the upstream RPC. The JSON-RPC method passes your block tag through unchanged (so `latest` means the upstream's latest block); the state manager's `getProof` asks for the fork block.",
    check: async (ctx) => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {createAddress} = await import('tevm/address');
      const upstream = await ctx.forkUpstream('mainnet');
      const asked = [];
      const transport = {
        request: (r) => (
          r.method === 'eth_getProof' && asked.push(r.params[2]),
          upstream.request(r)
        ),
      };
      const client = createMemoryClient({fork: {transport, blockTag: 'latest'}});
      const address = PREFUNDED_ACCOUNTS[0].address;
      await client.request({method: 'eth_getProof', params: [address, [], 'latest']});
      const vm = await client.transport.tevm.getVm();
      await vm.stateManager.getProof(createAddress(address));
      assert.equal(asked[0], 'latest', 'the JSON-RPC block tag was not passed through');
      assert.match(
        String(asked[1]),
        /^0x[0-9a-f]+$/,
        'the state manager did not ask for the fork block number',
      );
    },
  },
  {
    table: 'Call on a non-forked node',
    row: "client.request({ method: 'eth_getProof', … }) or viem getProof",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {InternalRpcError} = await import('viem');
      const client = createMemoryClient();
      const address = PREFUNDED_ACCOUNTS[0].address;
      for (const p of [
        client.request({method: 'eth_getProof', params: [address, [], 'latest']}),
        client.getProof({address, storageKeys: []}),
      ]) {
        const e = await p.then(
          () => assert.fail('resolved'),
          (x) => x,
        );
        assert.ok(e instanceof InternalRpcError);
        assert.equal(e.code, -32603);
        assert.equal(e.shortMessage, 'An internal error was received.');
        assert.ok(e.message.includes(`Details: ${e.details}`));
        assert.match(
          e.details,
          /^eth_getProof is only supported in fork mode\. TEVM does not merkelize local state currently\./,
        );
        assert.match(e.details, /classes\/noforkurlseterror\//);
      }
    },
  },
  {
    table: 'Call on a non-forked node',
    row: 'vm.stateManager.getProof(address)',
    example: '/only implemented in fork mode/',
  },
  {
    quote:
      'Blocks that a forked node mines get their `stateRoot` from the same hashing scheme as a local node, so they never match a root of the upstream chain.',
    check: async (ctx) => {
      const {createMemoryClient} = await import('tevm');
      const upstream = await ctx.forkUpstream('mainnet');
      const client = createMemoryClient({fork: {transport: upstream}});
      await client.mine({blocks: 1});
      const vm = await client.transport.tevm.getVm();
      const {bytesToHex} = await import('tevm/utils');
      const head = await vm.blockchain.getCanonicalHeadBlock();
      assert.equal(
        bytesToHex(await vm.stateManager.getStateRoot()),
        bytesToHex(head.header.stateRoot),
      );
      const upstreamBlock = await upstream.request({
        method: 'eth_getBlockByNumber',
        params: ['latest', false],
      });
      assert.notEqual(bytesToHex(head.header.stateRoot), upstreamBlock.stateRoot);
    },
  },
];
