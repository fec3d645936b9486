// Claims of docs/api/account-management.mdx.
import assert from 'node:assert/strict';
import {declares} from '../helpers.mjs';

const A = '0x00000000000000000000000000000000000a11c0';
const setup = (ctx) =>
  ctx.shared('setup', async () => {
    const {createMemoryClient} = await import('tevm');
    const {SimpleContract} = await import('tevm/contract');
    const client = createMemoryClient();
    await client.tevmSetAccount({address: A, balance: 5n, nonce: 2n});
    const {createdAddress} = await client.tevmDeploy({
      ...SimpleContract.deploy(42n),
      addToBlockchain: true,
    });
    return {
      client,
      eoa: await client.tevmGetAccount({address: A}),
      contract: await client.tevmGetAccount({address: createdAddress, returnStorage: true}),
      createdAddress,
    };
  });

export default [
  {
    table: 'Field',
    row: 'address',
    check: async (ctx) => assert.equal((await setup(ctx)).eoa.address.toLowerCase(), A),
  },
  {
    table: 'Field',
    row: 'balance',
    check: async (ctx) => assert.equal((await setup(ctx)).eoa.balance, 5n),
  },
  {
    table: 'Field',
    row: 'nonce',
    check: async (ctx) => assert.equal((await setup(ctx)).eoa.nonce, 2n),
  },
  {
    table: 'Field',
    row: 'codeHash',
    check: async (ctx) => {
      const {keccak256} = await import('tevm');
      const {contract} = await setup(ctx);
      assert.equal(contract.codeHash, keccak256(contract.deployedBytecode));
    },
  },
  {
    table: 'Field',
    row: 'isContract',
    check: async (ctx) => {
      const s = await setup(ctx);
      assert.equal(s.contract.isContract, true);
      assert.equal(s.eoa.isContract, false);
    },
  },
  {
    table: 'Field',
    row: 'isEmpty',
    check: async (ctx) => {
      const {client} = await setup(ctx);
      assert.equal((await setup(ctx)).eoa.isEmpty, false);
      const empty = '0x00000000000000000000000000000000000e0e01';
      await client.tevmSetAccount({address: empty, balance: 0n});
      assert.equal((await client.tevmGetAccount({address: empty})).isEmpty, true);
    },
  },
  {
    table: 'Field',
    row: 'deployedBytecode',
    example: "assert.equal(account.deployedBytecode, '0x')",
  },
  {
    table: 'Field',
    row: 'storageRoot',
    check: async (ctx) => {
      const {eoa, contract} = await setup(ctx);
      assert.equal(
        eoa.storageRoot,
        '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421',
      ); // empty trie root
      assert.equal(
        contract.storageRoot,
        eoa.storageRoot,
        'a local contract with storage now has a real storage root',
      );
      assert.ok(Object.keys(contract.storage).length > 0);
    },
  },
  {
    table: 'Field',
    row: 'storage',
    check: async (ctx) => {
      const {contract} = await setup(ctx);
      assert.deepEqual(contract.storage, {[`0x${'0'.repeat(64)}`]: '0x2a'});
    },
  },
  {table: 'Field', row: 'errors', example: 'assert.ok(result.errors && result.errors.length > 0)'},
  {
    quote:
      "`blockTag` chooses which block's state to read: `'latest'` (default), `'pending'`, a block number as a `bigint`, or a block hash. `'earliest'`, `'safe'` and `'finalized'` are typed but fail with an unknown-block error on a node that is not forked.",
    check: async (ctx) => {
      declares(ctx, '@tevm/actions/src/GetAccount/GetAccountParams.ts', ['blockTag']);
      const {client, createdAddress} = await setup(ctx);
      const block = await client.getBlock();
      for (const blockTag of ['latest', 'pending', block.number, block.hash]) {
        const r = await client.tevmGetAccount({address: createdAddress, blockTag});
        assert.equal(r.isContract, true, String(blockTag));
      }
      for (const blockTag of ['earliest', 'safe', 'finalized']) {
        const r = await client.tevmGetAccount({
          address: createdAddress,
          blockTag,
          throwOnFail: false,
        });
        assert.equal(r.errors?.[0]?.name, 'UnknownBlock', blockTag);
      }
    },
  },
  {
    quote: 'Reading an address that has never held anything throws an "account not found" error',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      await assert.rejects(
        createMemoryClient().tevmGetAccount({
          address: '0x000000000000000000000000000000000000dEaD',
        }),
        /not found/i,
      );
    },
  },
  {
    quote: 'An invalid address is reported the same way instead of throwing.',
    example: "const invalid = await client.tevmGetAccount({ address: '0x1234'",
  },
  {
    quote: '`tevmSetAccount` sets whichever fields you pass and leaves the others alone',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient();
      await c.tevmSetAccount({address: A, balance: 5n, nonce: 7n});
      await c.tevmSetAccount({address: A, balance: 6n});
      const r = await c.tevmGetAccount({address: A});
      assert.deepEqual([r.balance, r.nonce], [6n, 7n]);
    },
  },
  {
    table: 'Parameter',
    row: 'address',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/actions/src/SetAccount/SetAccountParams.ts'),
        /readonly address: Address/,
      ),
  },
  {
    table: 'Parameter',
    row: 'balance',
    example: "await client.tevmSetAccount({ address, balance: parseEther('100'), nonce: 3n })",
  },
  {table: 'Parameter', row: 'nonce', example: 'assert.equal(account.nonce, 3n)'},
  {
    table: 'Parameter',
    row: 'deployedBytecode',
    example: 'deployedBytecode: SimpleContract.deployedBytecode,\n  state:',
  },
  {
    table: 'Parameter',
    row: 'state',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient();
      const k = (n) => `0x${n.toString(16).padStart(64, '0')}`;
      await c.tevmSetAccount({address: A, state: {[k(1)]: '0x01', [k(2)]: '0x02'}});
      await c.tevmSetAccount({address: A, state: {[k(3)]: '0x03'}});
      assert.deepEqual((await c.tevmGetAccount({address: A, returnStorage: true})).storage, {
        [k(3)]: '0x03',
      });
    },
  },
  {
    table: 'Parameter',
    row: 'stateDiff',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient();
      const k = (n) => `0x${n.toString(16).padStart(64, '0')}`;
      await c.tevmSetAccount({address: A, state: {[k(1)]: '0x01'}});
      await c.tevmSetAccount({address: A, stateDiff: {[k(2)]: '0x02'}});
      assert.deepEqual((await c.tevmGetAccount({address: A, returnStorage: true})).storage, {
        [k(1)]: '0x01',
        [k(2)]: '0x02',
      });
    },
  },
  {
    table: 'Parameter',
    row: 'storageRoot',
    check: async (ctx) =>
      declares(ctx, '@tevm/actions/src/SetAccount/SetAccountParams.ts', ['storageRoot']),
  },
  {
    table: 'Parameter',
    row: 'throwOnFail',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient();
      await assert.rejects(c.tevmSetAccount({address: /** @type {any} */ ('0x12')}));
      const r = await c.tevmSetAccount({address: /** @type {any} */ ('0x12'), throwOnFail: false});
      assert.ok(r.errors?.length);
    },
  },
  {
    quote:
      'The compiled contracts in `tevm/contract`, such as `SimpleContract`, expose both `bytecode` (creation) and `deployedBytecode` (runtime).',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      assert.ok(SimpleContract.bytecode.length > SimpleContract.deployedBytecode.length);
    },
  },
  {
    table: 'Level',
    row: 'Memory client',
    example: 'const account = await client.tevmGetAccount({ address })',
  },
  {
    table: 'Level',
    row: 'Tree-shakable viem',
    check: async () => {
      const {createClient, createTevmTransport} = await import('tevm');
      const {tevmGetAccount, tevmSetAccount} = await import('tevm/memory-client');
      const c = createClient({transport: createTevmTransport()});
      await tevmSetAccount(c, {address: A, balance: 3n});
      assert.equal((await tevmGetAccount(c, {address: A})).balance, 3n);
    },
  },
  {table: 'Level', row: 'Bare node', example: 'const setAccount = setAccountHandler(node)'},
  {
    table: 'Level',
    row: 'Node with tevmActions()',
    check: async () => {
      const {createTevmNode} = await import('tevm');
      const {tevmActions} = await import('tevm/decorators');
      const n = createTevmNode().extend(tevmActions());
      await n.setAccount({address: A, balance: 4n});
      assert.equal((await n.getAccount({address: A})).balance, 4n);
    },
  },
  {table: 'Level', row: 'JSON-RPC', example: "method: 'tevm_setAccount'"},
  {
    quote: 'Ten accounts (the anvil/Hardhat test mnemonic) with 1000 ETH each',
    check: async () => {
      const {PREFUNDED_ACCOUNTS, PREFUNDED_PRIVATE_KEYS} = await import('tevm');
      assert.equal(PREFUNDED_ACCOUNTS[0].address, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'); // anvil's account 0
      assert.equal(PREFUNDED_PRIVATE_KEYS.length, 10);
    },
  },
  {
    quote: '`eth_sendTransaction` from them needs no signature: the node signs for them.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const c = createMemoryClient();
      const hash = await c.request({
        method: 'eth_sendTransaction',
        params: [{from: PREFUNDED_ACCOUNTS[3].address, to: A, value: '0x5'}],
      });
      assert.equal((await c.getTransactionReceipt({hash})).status, 'success');
    },
  },
  {
    quote: 'sets an ERC20 balance, or ETH when `erc20` is omitted',
    example: "await client.tevmDeal({ account: whale, amount: parseEther('50') })",
  },
  {
    quote:
      'This release does not enforce it: `eth_sendTransaction` runs from any `from` address, impersonated or not',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient();
      const stranger = '0x00000000000000000000000000000000000f1501';
      await c.setBalance({address: stranger, value: 10n ** 18n});
      const hash = await c.request({
        method: 'eth_sendTransaction',
        params: [{from: stranger, to: A, value: '0x5'}],
      });
      assert.equal((await c.getTransactionReceipt({hash})).status, 'success');
      await c.transport.tevm.close();
    },
  },
];
