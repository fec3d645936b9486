// Claims of docs/introduction/architecture-overview.mdx.
import assert from 'node:assert/strict';

const tevm = () => import('tevm');
const node = (ctx) => ctx.shared('node', async () => (await tevm()).createTevmNode());

export default [
  {
    quote: 'chain configuration (default id 900, hardfork prague)',
    check: async (ctx) => {
      const vm = await (await node(ctx)).getVm();
      assert.equal(vm.common.id, 900);
      assert.equal(vm.common.ethjsCommon.hardfork(), 'prague');
    },
  },
  {
    quote: 'queued transactions, ordered by fee and nonce',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS, parseGwei} = await tevm();
      const c = createMemoryClient({miningConfig: {type: 'manual'}});
      const [a, b] = PREFUNDED_ACCOUNTS;
      const to = '0x0000000000000000000000000000000000000b0b';
      await c.sendTransaction({
        account: a,
        to,
        value: 1n,
        maxFeePerGas: parseGwei('2'),
        maxPriorityFeePerGas: parseGwei('1'),
        chain: null,
      });
      await c.sendTransaction({
        account: a,
        to,
        value: 2n,
        maxFeePerGas: parseGwei('2'),
        maxPriorityFeePerGas: parseGwei('1'),
        chain: null,
      });
      await c.sendTransaction({
        account: b,
        to,
        value: 3n,
        maxFeePerGas: parseGwei('50'),
        maxPriorityFeePerGas: parseGwei('40'),
        chain: null,
      });
      const pool = await c.transport.tevm.getTxPool();
      const vm = await c.transport.tevm.getVm();
      const ordered = await pool.txsByPriceAndNonce({
        baseFee: (await vm.blockchain.getCanonicalHeadBlock()).header.calcNextBaseFee(),
      });
      assert.deepEqual(
        ordered.map((tx) => tx.value),
        [3n, 1n, 2n],
      ); // higher tip first; one sender's txs in nonce order
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      '`@evmts/zevm` also ships a native addon, but Tevm never loads it, so nothing native runs',
    check: async (ctx) => {
      assert.ok(
        JSON.parse(ctx.source('@evmts/zevm/package.json')).files.includes('native/zevm.node'),
      );
      await (await node(ctx)).ready();
      const native = process.report.getReport().sharedObjects.filter((f) => /\.node$|zevm/.test(f));
      assert.deepEqual(native, [], 'a native addon was loaded');
    },
  },
  {
    quote:
      'Writes made at the VM level skip everything the upper layers do for you: nonce checks, mining, receipts and events.',
    check: async () => {
      const {createTevmNode, parseEther} = await tevm();
      const {createAddress} = await import('tevm/address');
      const {createAccount} = await import('tevm/utils');
      const n = createTevmNode();
      let events = 0;
      for (const e of ['newBlock', 'newReceipt', 'newPendingTransaction'])
        n.on(e, () => void (events += 1));
      const vm = await n.getVm();
      const head = (await vm.blockchain.getCanonicalHeadBlock()).header.number;
      await vm.stateManager.putAccount(
        createAddress('0x00000000000000000000000000000000000a11ce'),
        createAccount({balance: parseEther('1')}),
      );
      assert.equal((await vm.blockchain.getCanonicalHeadBlock()).header.number, head);
      assert.equal(events, 0);
      await n.close?.();
    },
  },
  {
    quote: 'It also emits `newPendingTransaction`, `newBlock`, `newReceipt` and `newLog` events.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const seen = new Set();
      for (const e of ['newPendingTransaction', 'newBlock', 'newReceipt', 'newLog'])
        c.transport.tevm.on(e, () => void seen.add(e));
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(1n),
        from: PREFUNDED_ACCOUNTS[0].address,
        addToBlockchain: true,
      });
      await c.writeContract({
        account: PREFUNDED_ACCOUNTS[0],
        ...SimpleContract.withAddress(/** @type {any} */ (createdAddress)).write.set(2n),
      });
      assert.deepEqual([...seen].sort(), [
        'newBlock',
        'newLog',
        'newPendingTransaction',
        'newReceipt',
      ]);
      await c.transport.tevm.close();
    },
  },
  {
    quote: '`tevm/decorators` ships four decorators',
    check: async () =>
      assert.deepEqual(Object.keys(await import('tevm/decorators')).sort(), [
        'ethActions',
        'requestEip1193',
        'tevmActions',
        'tevmSend',
      ]),
  },
  {
    quote:
      '`node.eth.blockNumber`, `call`, `chainId`, `gasPrice`, `getBalance`, `getCode`, `getStorageAt`',
    check: async () => {
      const {ethActions} = await import('tevm/decorators');
      const n = (await tevm()).createTevmNode().extend(ethActions());
      assert.deepEqual(Object.keys(n.eth).sort(), [
        'blockNumber',
        'call',
        'chainId',
        'gasPrice',
        'getBalance',
        'getCode',
        'getStorageAt',
      ]);
    },
  },
  {
    quote:
      'unprefixed `node.call`, `contract`, `deploy`, `getAccount`, `setAccount`, `mine`, `dumpState`, `loadState`, `deal`',
    check: async () => {
      const {tevmActions} = await import('tevm/decorators');
      const n = (await tevm()).createTevmNode();
      const before = new Set(Object.keys(n));
      n.extend(tevmActions());
      const added = Object.keys(n)
        .filter((k) => !before.has(k))
        .sort();
      assert.deepEqual(added, [
        'call',
        'contract',
        'deal',
        'deploy',
        'dumpState',
        'getAccount',
        'loadState',
        'mine',
        'setAccount',
      ]);
    },
  },
  {
    quote: '`send` and `sendBulk` for raw JSON-RPC request objects',
    check: async () => {
      const {tevmSend} = await import('tevm/decorators');
      const n = (await tevm()).createTevmNode().extend(tevmSend());
      const res = await n.send({jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []});
      assert.equal(res.result, '0x384');
      assert.equal(typeof n.sendBulk, 'function');
    },
  },
  {
    quote: 'the node becomes an EIP-1193 provider',
    example: "const viaRpc = hexToBigInt(await client.request({ method: 'eth_getBalance'",
  },
  {
    quote: 'It **changes the node in place** and returns it',
    example: 'assert.equal(node, base) // the same object, now with more members',
  },
  {
    quote:
      "the client's node also has `request` (EIP-1193), `send` and `sendBulk` (raw JSON-RPC objects) and the unprefixed actions",
    example: "'loadState', 'mine', 'request', 'send', 'sendBulk', 'setAccount',",
  },
  {
    quote: 'create them with `createImpersonatedTx` from `tevm/tx`',
    check: async () =>
      assert.equal(typeof (await import('tevm/tx')).createImpersonatedTx, 'function'),
  },
];
