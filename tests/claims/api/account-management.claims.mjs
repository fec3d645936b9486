// Claims of docs/api/account-management.mdx.
import assert from 'node:assert/strict';
import {assertUnsignedAsFrom, declares, unsignedSend} from '../helpers.mjs';

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
    quote:
      'Sign with them in your process when a test needs real signatures; an `eth_sendTransaction` from them is not signed at all',
    check: async () => {
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      await assertUnsignedAsFrom(PREFUNDED_ACCOUNTS[3].address);
    },
  },
  {
    quote:
      'The node signs nothing and uses no key, not even for the prefunded accounts whose keys it knows (it uses those only to answer `eth_sign` and `eth_signTransaction`).',
    check: async (ctx) => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const a = PREFUNDED_ACCOUNTS[0].address;
      await assertUnsignedAsFrom(a);
      // It knows the prefunded keys: eth_sign answers with that key's signature ...
      const c = createMemoryClient();
      const signature = await c.request({method: 'eth_sign', params: [a, '0x1234']});
      const {recoverMessageAddress} = await import('viem');
      assert.equal(await recoverMessageAddress({message: '0x1234', signature}), a);
      assert.match(
        String(
          await c.request({
            method: 'eth_signTransaction',
            params: [{from: a, to: a, value: '0x1', gas: '0x5208', gasPrice: '0x7', nonce: '0x0'}],
          }),
        ),
        /^0x/,
      );
      // ... and no other key.
      await assert.rejects(c.request({method: 'eth_sign', params: [A, '0x1234']}));
      // The send handler builds the transaction with no key: it never calls a signing function.
      assert.doesNotMatch(
        ctx.source('@tevm/actions/src/eth/ethSendTransactionHandler.js'),
        /\.sign\(|privateKey|signTransaction/,
      );
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'It builds an unsigned transaction, runs it as if the `from` address had sent it, and skips the check that the sender can pay',
    check: async () => {
      const sent = await assertUnsignedAsFrom();
      assert.equal(sent.before, 0n, 'a sender that cannot pay');
    },
  },
  {
    quote: 'a prefunded account, an address nobody has the key of, an address with no ether.',
    check: async () => {
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      await assertUnsignedAsFrom(PREFUNDED_ACCOUNTS[2].address);
      await assertUnsignedAsFrom('0x00000000000000000000000000000000000a11ce');
      const poor = await unsignedSend({from: '0x00000000000000000000000000000000000b1e55'});
      assert.equal(poor.before, 0n);
      assert.equal(poor.receipt.status, 'success');
    },
  },
  {
    quote: '`eth_accounts` lists the ten prefunded accounts, but sending is not limited to them.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const c = createMemoryClient();
      const listed = await c.request({method: 'eth_accounts'});
      assert.deepEqual(
        listed.map((x) => x.toLowerCase()),
        PREFUNDED_ACCOUNTS.map((x) => x.address.toLowerCase()),
      );
      assert.ok(!listed.includes('0x00000000000000000000000000000000000a11ce'));
      await c.transport.tevm.close();
      await assertUnsignedAsFrom('0x00000000000000000000000000000000000a11ce');
    },
  },
  {
    quote:
      "Before the transaction runs, the node raises the sender's balance to what it may cost (the value plus gas limit × gas price); the gas it did not use stays with the sender. An address with 0 ETH can send 1 ETH.",
    check: async () => {
      const sent = await unsignedSend();
      assert.equal(sent.before, 0n);
      assert.equal(sent.received, 10n ** 18n, 'sent 1 ETH');
      const unused = (sent.gas - sent.receipt.gasUsed) * sent.gasPrice;
      assert.ok(unused > 0n);
      assert.equal(
        sent.after,
        unused,
        'topped up to value + gas × price, then refunded the unused gas',
      );
    },
  },
  {
    quote:
      '`eth_getTransactionByHash` returns it without `r`, `s` and `v`. ethers cannot parse such a transaction',
    check: async () => {
      const sent = await unsignedSend();
      assert.deepEqual(sent.signature, {r: undefined, s: undefined, v: undefined});
      const {createMemoryClient} = await import('tevm');
      const {BrowserProvider} = await import('ethers');
      const c = createMemoryClient();
      const hash = await c.request({
        method: 'eth_sendTransaction',
        params: [{from: '0x00000000000000000000000000000000000a11ce', to: A, value: '0x1'}],
      });
      await assert.rejects(new BrowserProvider(c).getTransaction(hash), /missing r/);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'On an auto-mining node (the default) it is mined at once; with manual or interval mining it waits in the transaction pool like any other.',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const auto = await unsignedSend();
      assert.equal(auto.receipt.blockNumber, 1n);
      const c = createMemoryClient({miningConfig: {type: 'manual'}});
      const hash = await c.request({
        method: 'eth_sendTransaction',
        params: [{from: '0x00000000000000000000000000000000000a11ce', to: A, value: '0x1'}],
      });
      const pool = await c.transport.tevm.getTxPool();
      assert.equal(
        pool.getByHash(hash.slice(2))?.hash !== undefined ||
          (
            await pool.getBySenderAddress(
              (await import('tevm/address')).createAddress(
                '0x00000000000000000000000000000000000a11ce',
              ),
            )
          ).length === 1,
        true,
      );
      assert.equal(await c.getBlockNumber(), 0n, 'not mined');
      await c.tevmMine();
      assert.equal((await c.getTransactionReceipt({hash})).status, 'success');
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      'The client then sends `eth_sendRawTransaction`, and the node rejects a signed transaction whose sender cannot pay.',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const {privateKeyToAccount, generatePrivateKey} = await import('viem/accounts');
      const c = createMemoryClient();
      const methods = [];
      const {createWalletClient, custom} = await import('viem');
      const w = createWalletClient({
        transport: custom({request: (a) => (methods.push(a.method), c.request(a))}),
      });
      // A local account makes viem send eth_sendRawTransaction ...
      const {PREFUNDED_PRIVATE_KEYS} = await import('tevm');
      await w.sendTransaction({
        account: privateKeyToAccount(PREFUNDED_PRIVATE_KEYS[0]),
        to: A,
        value: 1n,
        chain: null,
      });
      assert.ok(methods.includes('eth_sendRawTransaction'));
      assert.ok(!methods.includes('eth_sendTransaction'));
      // ... and a signed transaction whose sender has no ether is rejected (not topped up).
      const poor = privateKeyToAccount(generatePrivateKey());
      const raw = await poor.signTransaction({
        to: A,
        value: 1n,
        gas: 21000n,
        gasPrice: 10n ** 9n,
        nonce: 0,
        chainId: 900,
        type: 'legacy',
      });
      await assert.rejects(
        c.request({method: 'eth_sendRawTransaction', params: [raw]}),
        /does not have enough/,
      );
      await c.transport.tevm.close();
    },
  },
  {
    example: 'assert.equal(stored.r, undefined)',
    quote:
      'Use this section to know what happens when you send a transaction without signing it yourself',
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
