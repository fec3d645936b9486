// Claims of docs/reference/tx.mdx: the installed version, the exports table, Common handling,
// createImpersonatedTx and the errors table.
import assert from 'node:assert/strict';
import {assertUnsignedAsFrom} from '../helpers.mjs';
import {pkg} from './installed.mjs';

const BOB = '0x00000000000000000000000000000000000b0b00';
const tx = () => import('tevm/tx');
const common = async () => (await import('tevm/common')).tevmDefault.ethjsCommon;
/** The error a call throws or rejects with (fails when it succeeds). */
const failure = async (fn) => {
  try {
    await fn();
  } catch (e) {
    return e;
  }
  assert.fail('did not throw');
};
const impersonated = async (fields = {}) => {
  const {createAddress} = await import('tevm/address');
  const {PREFUNDED_ACCOUNTS} = await import('tevm');
  return {
    impersonatedAddress: createAddress(PREFUNDED_ACCOUNTS[0].address),
    to: createAddress(BOB),
    gasLimit: 21_000n,
    ...fields,
  };
};
/** A fresh node's VM and a 1 wei transfer, impersonating an address that holds no ETH. */
const unfundedTransfer = async () => {
  const {createAddress} = await import('tevm/address');
  const vm = await (await import('tevm')).createTevmNode().getVm();
  const t = (await tx()).createImpersonatedTx(
    await impersonated({
      impersonatedAddress: createAddress('0x00000000000000000000000000000000000c0ffe'),
      value: 1n,
      maxFeePerGas: 10n ** 10n,
    }),
  );
  return {vm, t};
};

export default [
  {
    quote:
      'decoding the raw bytes that the `debug_getRawTransaction` method returns (`createTxFromRLP`) gives you one.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {createTxFromRLP} = await tx();
      const {hexToBytes, bytesToHex} = await import('tevm/utils');
      const client = createMemoryClient();
      const hash = await client.sendTransaction({
        account: PREFUNDED_ACCOUNTS[0],
        to: BOB,
        value: 1n,
        chain: null,
      });
      const raw = await client.request({method: 'debug_getRawTransaction', params: [hash]});
      const decoded = createTxFromRLP(hexToBytes(raw), {
        common: await common(),
      });
      assert.equal(bytesToHex(decoded.hash()), hash);
      assert.equal(
        decoded.getSenderAddress().toString(),
        PREFUNDED_ACCOUNTS[0].address.toLowerCase(),
      );
    },
  },
  {
    quote:
      "It re-exports the ethereumjs transaction library under Tevm's names and adds one function of its own, `createImpersonatedTx`",
    check: async () => {
      const T = await tx();
      const E = await import('@ethereumjs/tx');
      assert.equal(T.TransactionFactory, E.createTx);
      assert.equal(T.FeeMarketEIP1559Transaction, E.FeeMarket1559Tx);
      assert.equal(T.LegacyTransaction, E.LegacyTx);
      assert.equal('createImpersonatedTx' in E, false);
    },
  },
  {
    quote: '`vm.runTx` only accepts a transaction object (never a plain `{ to, value }` literal)',
    check: async () => {
      const vm = await (await import('tevm')).createTevmNode().getVm();
      await assert.rejects(vm.runTx({tx: /** @type {any} */ ({to: BOB, value: 1n})}), TypeError);
    },
  },
  {
    quote:
      '`tevm@1.0.0-next.149` installs `@tevm/tx@1.0.0-next.148`, not the 1.0.0-rc.151 of the other scoped packages',
    check: async () => {
      assert.equal(pkg('tevm').version, '1.0.0-next.149');
      assert.equal(pkg('@tevm/tx').version, '1.0.0-next.148');
      assert.equal(pkg('@tevm/vm').version, '1.0.0-rc.151');
    },
  },
  // exports
  {
    table: 'Export',
    row: 'LegacyTransaction, AccessListEIP2930Transaction, FeeMarketEIP1559Transaction, BlobEIP4844Transaction',
    check: async () => {
      const T = await tx();
      const c = await common();
      const types = [
        T.LegacyTransaction,
        T.AccessListEIP2930Transaction,
        T.FeeMarketEIP1559Transaction,
      ].map((C) => new C({to: BOB}, {common: c}).type);
      assert.deepEqual(types, [0, 1, 2]);
      assert.equal(T.BlobEIP4844Transaction, (await import('@ethereumjs/tx')).Blob4844Tx);
    },
  },
  {
    table: 'Export',
    row: 'TransactionFactory(data, opts)',
    check: async () => {
      const T = await tx();
      const c = await common();
      assert.equal(
        T.TransactionFactory(/** @type {any} */ ({type: 1, to: BOB}), {common: c}).type,
        1,
      );
      assert.equal(
        T.TransactionFactory(/** @type {any} */ ({type: 2, to: BOB}), {common: c}).type,
        2,
      );
      assert.equal(/** @type {any} */ (T.TransactionFactory).fromTxData, undefined);
      assert.equal(T.TransactionFactory, (await import('@ethereumjs/tx')).createTx);
    },
  },
  {
    table: 'Export',
    row: 'createTxFromRLP(bytes, opts)',
    example: 'const decoded = createTxFromRLP(hexToBytes(raw), { common })',
  },
  {
    table: 'Export',
    row: 'createTxFromBlockBodyData(data, opts)',
    check: async () => {
      const T = await tx();
      const c = await common();
      const legacy = new T.LegacyTransaction(
        {to: BOB, gasLimit: 21_000n, gasPrice: 1n},
        {common: c},
      );
      const back = T.createTxFromBlockBodyData(legacy.raw(), {common: c});
      assert.equal(back.type, 0);
      assert.equal(back.gasLimit, 21_000n);
    },
  },
  {
    table: 'Export',
    row: 'isLegacyTx, isAccessListEIP2930Tx, isFeeMarketEIP1559Tx, isBlobEIP4844Tx',
    check: async () => {
      const T = await tx();
      const c = await common();
      const legacy = new T.LegacyTransaction({to: BOB}, {common: c});
      assert.deepEqual(
        [T.isLegacyTx, T.isAccessListEIP2930Tx, T.isFeeMarketEIP1559Tx, T.isBlobEIP4844Tx].map(
          (g) => g(legacy),
        ),
        [true, false, false, false],
      );
    },
  },
  {
    table: 'Export',
    row: 'TransactionType, Capability',
    example: 'assert.ok(dynamic.supports(Capability.EIP1559FeeMarket))',
  },
  {
    table: 'Export',
    row: 'createImpersonatedTx(data, opts?)',
    check: async () => {
      const T = await tx();
      const t = T.createImpersonatedTx(await impersonated());
      assert.equal(t.type, 2);
      assert.equal(t.isImpersonated, true);
      assert.equal(t.isSigned(), true);
    },
  },
  {
    quote:
      'Types such as `TypedTransaction`, `TxData`, `TxOptions`, `JsonTx` and `ImpersonatedTx` are exported too.',
    check: async (ctx) => {
      const d = ctx.source('@tevm/tx/dist/index.d.ts');
      for (const n of ['TypedTransaction', 'TxData', 'TxOptions', 'JsonTx', 'ImpersonatedTx'])
        assert.match(d, new RegExp(`\\b${n}\\b`), n);
    },
  },
  {
    quote: 'Without it the library assumes mainnet (chain id 1).',
    check: async () => {
      const T = await tx();
      assert.equal(
        T.TransactionFactory(/** @type {any} */ ({type: 2, to: BOB})).common.chainId(),
        1n,
      );
    },
  },
  {
    quote:
      '`sign(privateKey)` returns a new, signed object; `serialize()` gives the bytes for `eth_sendRawTransaction`; `hash()` is the transaction hash the node will report',
    // The block asserts all three: the signed object recovers its sender (line 92), and the node
    // accepts the serialized bytes and reports hash() as the transaction hash (this line).
    example: 'assert.equal(hash, bytesToHex(signed.hash()))',
  },
  {
    quote: 'Note that the ethereumjs `Address` in `getSenderAddress()` prints in lowercase',
    example:
      'assert.equal(signed.getSenderAddress().toString(), PREFUNDED_ACCOUNTS[1].address.toLowerCase())',
  },
  {
    quote:
      'it is wrapped so that `isSigned()` returns `true`, `getSenderAddress()` returns the impersonated address and `hash()` works',
    check: async () => {
      const T = await tx();
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      const t = T.createImpersonatedTx(await impersonated());
      assert.equal(t.isSigned(), true);
      assert.equal(t.getSenderAddress().toString(), PREFUNDED_ACCOUNTS[0].address);
      assert.equal(t.hash().length, 32);
    },
  },
  {
    quote: 'For an address with no ETH, pass `skipBalance: true` to `vm.runTx`.',
    check: async () => {
      const {vm, t} = await unfundedTransfer();
      await assert.rejects(vm.runTx({tx: t}));
      assert.equal(
        (await vm.runTx({tx: t, skipBalance: true})).execResult.exceptionError,
        undefined,
      );
    },
  },
  {
    quote:
      "`tevmCall({ from, to, value })` impersonates `from` for you, and viem's `sendTransaction` with a plain address as `account` already runs as that address, with no `impersonateAccount` call and no balance check",
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient();
      const whale = '0x00000000000000000000000000000000000f00d0';
      await client.setBalance({address: whale, value: 10n ** 18n});
      await client.tevmCall({from: whale, to: BOB, value: 1n, addToBlockchain: true});
      assert.equal(await client.getBalance({address: BOB}), 1n);
      // viem's sendTransaction from an address holding nothing, never impersonated
      const nobody = '0x00000000000000000000000000000000000a11ce';
      assert.equal(client.transport.tevm.getImpersonatedAccount(), undefined);
      assert.equal(await client.getBalance({address: nobody}), 0n);
      const hash = await client.sendTransaction({account: nobody, to: BOB, value: 1n, chain: null});
      const receipt = await client.getTransactionReceipt({hash});
      assert.equal(receipt.status, 'success');
      assert.equal(receipt.from.toLowerCase(), nobody);
      assert.equal(await client.getBalance({address: BOB}), 2n);
      const sent = await assertUnsignedAsFrom(nobody);
      assert.equal(sent.before, 0n, 'the sender held ether');
    },
  },
  // errors
  {
    table: 'Situation',
    row: 'no common (mainnet, id 1) but chainId: 900n in the data',
    check: async () => {
      const e = await failure(async () =>
        (await tx()).TransactionFactory(/** @type {any} */ ({type: 2, chainId: 900n})),
      );
      assert.equal(e.constructor.name, 'EthereumJSError');
      assert.match(
        e.message,
        /^Common chain ID chainId\(\) \{[\s\S]*not matching the derived chain ID 900/,
      );
    },
  },
  {
    table: 'Situation',
    row: 'getSenderAddress() or hash() on an unsigned transaction',
    check: async () => {
      const t = (await tx()).TransactionFactory(/** @type {any} */ ({type: 2, to: BOB}), {
        common: await common(),
      });
      const a = await failure(() => t.getSenderAddress());
      const b = await failure(() => t.hash());
      assert.equal(a.constructor.name, 'EthereumJSError');
      assert.match(a.message, /^Invalid Signature/);
      assert.match(b.message, /^Cannot call hash method if transaction is not signed/);
    },
  },
  {
    table: 'Situation',
    row: 'createImpersonatedTx with maxFeePerGas < maxPriorityFeePerGas',
    check: async () => {
      const {InvalidGasLimitError} = await import('tevm/errors');
      const e = await failure(async () =>
        (await tx()).createImpersonatedTx(
          await impersonated({maxFeePerGas: 1n, maxPriorityFeePerGas: 2n}),
        ),
      );
      assert.ok(e instanceof InvalidGasLimitError);
      assert.match(e.message, /^maxFeePerGas cannot be less than maxPriorityFeePerGas/);
    },
  },
  {
    table: 'Situation',
    row: 'createImpersonatedTx with gas above 2^64 − 1',
    check: async () => {
      const {InvalidGasLimitError} = await import('tevm/errors');
      const e = await failure(async () =>
        (await tx()).createImpersonatedTx(await impersonated({gasLimit: 2n ** 64n})),
      );
      assert.ok(e instanceof InvalidGasLimitError);
      assert.match(e.message, /^gasLimit cannot exceed MAX_UINT64/);
    },
  },
  {
    table: 'Situation',
    row: 'any other failure inside createImpersonatedTx',
    check: async () => {
      const {InternalError} = await import('tevm/errors');
      const e = await failure(async () =>
        (await tx()).createImpersonatedTx(await impersonated({value: -1n})),
      );
      assert.ok(e instanceof InternalError);
      assert.match(e.message, /Cannot convert negative bigint/);
    },
  },
  {
    table: 'Situation',
    row: 'createTxFromRLP with truncated bytes',
    check: async () => {
      const e = await failure(async () =>
        (await tx()).createTxFromRLP(new Uint8Array([2, 0xc3]), {common: await common()}),
      );
      assert.equal(e.constructor.name, 'EthereumJSError');
      assert.match(e.message, /^invalid RLP/);
    },
  },
  {
    table: 'Situation',
    row: 'vm.runTx when the sender cannot pay',
    check: async () => {
      const {InsufficientFundsError} = await import('tevm/errors');
      const {vm, t} = await unfundedTransfer();
      const e = await failure(() => vm.runTx({tx: t}));
      assert.ok(e instanceof InsufficientFundsError);
      assert.match(
        e.message,
        /^sender doesn't have enough funds to send tx\. The upfront cost is: /,
      );
    },
  },
  {
    quote:
      'Blocks from [`tevm/block`](./block.mdx) want the Tevm common itself (`tevmDefault`, `vm.common`)',
    check: async () => {
      const {createBlock} = await import('tevm/block');
      const {tevmDefault} = await import('tevm/common');
      assert.equal(createBlock({header: {}}, {common: tevmDefault}).header.number, 0n);
      assert.throws(() =>
        createBlock({header: {}}, {common: /** @type {any} */ (tevmDefault.ethjsCommon)}),
      );
    },
  },
  {
    quote: 'a transaction signed for one chain id is rejected by a node on another',
    check: async () => {
      const {createMemoryClient, PREFUNDED_PRIVATE_KEYS, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {optimism} = await import('tevm/common');
      const {hexToBytes, bytesToHex} = await import('tevm/utils');
      const client = createMemoryClient();
      const signed = (await tx())
        .TransactionFactory(
          /** @type {any} */ ({
            type: 2,
            chainId: 10n,
            nonce: 0n,
            to: PREFUNDED_ACCOUNTS[1].address,
            gasLimit: 21_000n,
            maxFeePerGas: 10n ** 10n,
          }),
          {common: optimism.ethjsCommon},
        )
        .sign(hexToBytes(PREFUNDED_PRIVATE_KEYS[0]));
      await assert.rejects(
        client.request({
          method: 'eth_sendRawTransaction',
          params: [bytesToHex(signed.serialize())],
        }),
      );
      assert.equal(await client.getTransactionCount({address: PREFUNDED_ACCOUNTS[0].address}), 0);
    },
  },
  {
    quote: 'Every export of `@tevm/tx` at 1.0.0-next.148',
    check: async () => assert.equal(pkg('@tevm/tx').version, '1.0.0-next.148'),
  },
];
