// Claims of docs/reference/utils.mdx: which package exports what, where each group comes from, and
// the errors table.
import assert from 'node:assert/strict';

const utils = () => import('tevm/utils');
const viem = () => import('viem');
/** tevm/utils for the table checks, which call synchronously. */
const utilsSync = await import('tevm/utils');

/** The thrown error of a synchronous call (fails when it does not throw). */
const thrown = (fn) => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail('did not throw');
};

export default [
  {
    quote:
      "Most of it is viem's own utility functions, re-exported so that every Tevm package uses one set",
    check: async () => {
      const u = await utils();
      const v = await viem();
      const shared = Object.keys(u).filter((k) => k in v);
      const same = shared.filter((k) => u[k] === v[k]);
      assert.ok(same.length > shared.length / 2, `${same.length} of ${Object.keys(u).length}`);
      assert.equal((await import('@tevm/utils')).toHex, v.toHex);
    },
  },
  {
    quote:
      'In this release the ethereumjs-style exports come from `@evmts/zevm`, a package bundled with Tevm, not from `@ethereumjs/util`, so they are not the same classes as those of an `@ethereumjs/util` you install yourself.',
    check: async (ctx) => {
      assert.match(ctx.source('@tevm/utils/src/ethereumjs.js'), /\} from '@evmts\/zevm\/util'/);
      const u = await utils();
      const ejs = await import('@ethereumjs/util');
      assert.notEqual(u.EthjsAccount, ejs.Account);
      assert.notEqual(u.EthjsAddress, ejs.Address);
      assert.equal(u.createAccount({nonce: 1n}) instanceof ejs.Account, false);
    },
  },
  {
    quote:
      "and they are the very same functions as viem's; `tevm` also re-exports `createMemoryDb`",
    check: async () => {
      const t = await import('tevm');
      const u = await utils();
      const v = await viem();
      for (const n of [
        'toHex',
        'hexToBigInt',
        'encodeFunctionData',
        'keccak256',
        'parseEther',
        'formatEther',
      ]) {
        assert.equal(t[n], v[n], n);
        assert.equal(u[n], v[n], n);
      }
      assert.equal(t.createMemoryDb, u.createMemoryDb);
    },
  },
  {
    quote:
      'need what `tevm` does not re-export: the signature helpers, `createAccount` and `EthjsAccount`, `EthjsAddress`, constants such as `KECCAK256_RLP` and `GWEI_TO_WEI`, `Bloom`, `invariant` and the EIP-7702 authorization helpers',
    check: async () => {
      const t = await import('tevm');
      const u = await utils();
      const names = [
        'signMessage',
        'verifyMessage',
        'recoverMessageAddress',
        'hashMessage',
        'recoverAddress',
        'recoverPublicKey',
        'createAccount',
        'EthjsAccount',
        'EthjsAddress',
        'KECCAK256_RLP',
        'GWEI_TO_WEI',
        'Bloom',
        'invariant',
        'eoaCode7702SignAuthorization',
        'eoaCode7702RecoverAuthority',
      ];
      for (const n of names) {
        assert.ok(n in u, `tevm/utils lacks ${n}`);
        assert.equal(n in t, false, `tevm re-exports ${n}`);
      }
    },
  },
  {
    quote: 'There is no `parseUnits` or `formatUnits` in either package',
    check: async () => {
      const t = await import('tevm');
      const u = await utils();
      for (const n of ['parseUnits', 'formatUnits']) assert.equal(n in t || n in u, false, n);
      assert.equal(typeof (await viem()).parseUnits, 'function');
    },
  },
  {
    quote: 'Alone, the scoped package needs viem as a peer dependency',
    check: async () => {
      const {createRequire} = await import('node:module');
      const pkg = createRequire(import.meta.url)('@tevm/utils/package.json');
      assert.ok(pkg.peerDependencies?.viem, 'viem is not a peer dependency');
      assert.equal(pkg.dependencies?.viem, undefined);
    },
  },
  {
    quote:
      '`hexToNumber` returns a JavaScript `number` and throws for values outside the safe-integer range',
    check: async () => {
      const {hexToNumber, hexToBigInt} = await utils();
      assert.equal(typeof hexToNumber('0x1fffffffffffff'), 'number');
      assert.throws(() => hexToNumber('0x20000000000000'));
      assert.equal(hexToBigInt('0x20000000000000'), 2n ** 53n);
    },
  },
  {
    quote:
      "The ABI helpers are viem's (`parseAbi` and `formatAbi` are abitype's, which viem builds on).",
    check: async () => {
      const u = await utils();
      const v = await viem();
      for (const n of [
        'encodeFunctionData',
        'decodeFunctionResult',
        'encodeAbiParameters',
        'decodeAbiParameters',
        'encodeDeployData',
        'encodeEventTopics',
        'decodeEventLog',
        'encodeErrorResult',
        'decodeErrorResult',
        'encodeFunctionResult',
        'decodeFunctionData',
        'encodePacked',
      ])
        assert.equal(u[n], v[n], n);
      const abitype = await import('abitype');
      assert.equal(u.parseAbi, abitype.parseAbi);
      assert.equal(u.formatAbi, abitype.formatAbi);
    },
  },
  {
    quote:
      "`keccak256` hashes hex or bytes and returns hex (pass `'bytes'` as second argument for bytes)",
    check: async () => {
      const {keccak256} = await utils();
      assert.match(keccak256('0x01'), /^0x[0-9a-f]{64}$/);
      assert.equal(keccak256(new Uint8Array([1])), keccak256('0x01'));
      assert.ok(keccak256('0x01', 'bytes') instanceof Uint8Array);
    },
  },
  {
    quote: '`hashMessage` applies the EIP-191 prefix first.',
    check: async () => {
      const {hashMessage} = await utils();
      assert.equal(hashMessage('tevm'), (await viem()).hashMessage('tevm'));
    },
  },
  {
    quote:
      "The signature helpers are **Tevm's own** and differ from viem's functions of the same names: `signMessage` takes a raw private key and resolves to an object `{ r, s, v, yParity }` rather than a hex string, and `verifyMessage` / `recoverMessageAddress` are synchronous and take that object.",
    check: async () => {
      const u = await utils();
      const v = await viem();
      const {PREFUNDED_PRIVATE_KEYS, PREFUNDED_ACCOUNTS} = u;
      for (const n of ['signMessage', 'verifyMessage', 'recoverMessageAddress', 'hashMessage'])
        assert.notEqual(u[n], v[n], n);
      const sig = await u.signMessage({privateKey: PREFUNDED_PRIVATE_KEYS[0], message: 'm'});
      assert.deepEqual(Object.keys(sig).sort(), ['r', 's', 'v', 'yParity']);
      const ok = u.verifyMessage({
        address: PREFUNDED_ACCOUNTS[0].address,
        message: 'm',
        signature: sig,
      });
      assert.equal(ok, true, 'verifyMessage did not return true synchronously');
      assert.equal(
        u.recoverMessageAddress({message: 'm', signature: sig}),
        PREFUNDED_ACCOUNTS[0].address,
      );
    },
  },
  {
    quote:
      "`recoverAddress` and `recoverPublicKey` (also Tevm's own) do the same from a hash, and `ecrecover` is the ethereumjs-style low-level version",
    check: async () => {
      const u = await utils();
      const {PREFUNDED_PRIVATE_KEYS, PREFUNDED_ACCOUNTS} = u;
      const sig = await u.signMessage({privateKey: PREFUNDED_PRIVATE_KEYS[0], message: 'm'});
      assert.equal(
        u.recoverAddress({hash: u.hashMessage('m'), signature: sig}),
        PREFUNDED_ACCOUNTS[0].address,
      );
      assert.match(
        u.recoverPublicKey({hash: u.hashMessage('m'), signature: sig}),
        /^0x[0-9a-f]+$/i,
      );
      assert.equal(typeof u.ecrecover, 'function');
    },
  },
  {
    quote: 'There is no `ecsign`',
    check: async () => {
      assert.equal('ecsign' in (await utils()), false);
      assert.equal('ecsign' in (await import('tevm')), false);
    },
  },
  // origins
  {
    table: 'Group',
    row: 'Hex, bytes, numbers, strings',
    check: async () => {
      const u = await utils();
      const v = await viem();
      for (const n of ['toHex', 'fromHex', 'hexToBigInt', 'bytesToHex', 'stringToHex'])
        assert.equal(u[n], v[n], n);
    },
  },
  {
    table: 'Group',
    row: 'Checks and units',
    check: async () => {
      const u = await utils();
      const v = await viem();
      for (const n of ['isHex', 'isAddress', 'getAddress', 'parseEther', 'formatGwei'])
        assert.equal(u[n], v[n], n);
    },
  },
  {
    table: 'Group',
    row: 'ABI encoding',
    check: async (ctx) => {
      const u = await utils();
      const v = await viem();
      for (const n of ['encodeFunctionData', 'decodeEventLog', 'encodeAbiParameters'])
        assert.equal(u[n], v[n], n);
      assert.equal(u.parseAbi, (await import('abitype')).parseAbi);
      assert.ok(ctx);
    },
  },
  {
    table: 'Group',
    row: 'Hashing, RLP',
    check: async () => {
      const u = await utils();
      const v = await viem();
      for (const n of ['keccak256', 'toRlp', 'fromRlp']) assert.equal(u[n], v[n], n);
    },
  },
  {
    table: 'Group',
    row: 'Message signatures',
    check: async (ctx) => {
      const src = ctx.source('@tevm/utils/src/signature.js');
      for (const n of ['signMessage', 'verifyMessage', 'recoverMessageAddress', 'hashMessage'])
        assert.match(src, new RegExp(`export (const|function|async function) ${n}\\b`), n);
    },
  },
  ...[
    [
      'Accounts, addresses, blooms, withdrawals, byte helpers',
      ['EthjsAccount', 'createAccount', 'EthjsAddress', 'Withdrawal', 'concatBytes'],
    ],
    ['EIP-7702 authorizations', ['eoaCode7702SignAuthorization', 'eoaCode7702RecoverAuthority']],
    ['Constants', ['KECCAK256_RLP', 'MAX_UINT64', 'GWEI_TO_WEI', 'BIGINT_0']],
  ].map(([row, names]) => ({
    table: 'Group',
    row,
    check: async (ctx) => {
      const src = ctx.source('@tevm/utils/src/ethereumjs.js');
      assert.match(src, /\} from '@evmts\/zevm\/util'/);
      const exported = src.slice(0, src.indexOf('} from'));
      for (const n of names) assert.match(exported, new RegExp(`\\b${n}\\b`), n);
      const u = await utils();
      const zevm = await import('@evmts/zevm/util');
      if (names.includes('KECCAK256_RLP')) assert.equal(u.KECCAK256_RLP, zevm.KECCAK256_RLP);
      assert.match(ctx.source('@tevm/utils/src/Bloom.ts'), /from '@evmts\/zevm\/receipt'/);
    },
  })),
  {
    table: 'Group',
    row: 'Dev accounts and helpers',
    check: async (ctx) => {
      const u = await utils();
      assert.equal(u.PREFUNDED_ACCOUNTS.length, 10);
      assert.equal(u.PREFUNDED_PRIVATE_KEYS.length, 10);
      assert.match(ctx.source('@tevm/utils/src/createMemoryDb.js'), /export const createMemoryDb/);
      assert.match(ctx.source('@tevm/utils/src/invariant.ts'), /export (const|function) invariant/);
    },
  },
  // errors
  {
    quote:
      "most errors are **viem** error classes (subclasses of viem's `BaseError`, with a `shortMessage`), not classes from `tevm/errors`",
    check: async () => {
      const {BaseError} = await viem();
      const {getAddress} = await utils();
      const err = thrown(() => getAddress('0x1234'));
      assert.ok(err instanceof BaseError);
      assert.equal(typeof err.shortMessage, 'string');
    },
  },
  ...[
    [
      "getAddress('0x1234')",
      (u) => u.getAddress('0x1234'),
      'InvalidAddressError',
      'Address "0x1234" is invalid.',
    ],
    [
      "hexToBytes('0xzz')",
      (u) => u.hexToBytes('0xzz'),
      'BaseError',
      'Invalid byte sequence ("zz" in "zz").',
    ],
    [
      'hexToNumber of a value above 2^53 − 1',
      (u) => u.hexToNumber('0x20000000000000'),
      'IntegerOutOfRangeError',
      /^Number "\d+n" is not in safe integer range \(.+\)$/,
    ],
    [
      'decodeFunctionResult with empty data',
      (u) =>
        u.decodeFunctionResult({
          abi: u.parseAbi(['function get() view returns (uint256)']),
          functionName: 'get',
          data: '0x',
        }),
      'AbiDecodingZeroDataError',
      'Cannot decode zero data ("0x") with ABI parameters.',
    ],
  ].map(([row, fn, name, message]) => ({
    table: 'Call',
    row,
    check: async () => {
      const {BaseError} = await viem();
      const err = thrown(() => fn(utilsSync));
      assert.ok(err instanceof BaseError, 'not a viem BaseError');
      assert.equal(err.name, name);
      if (typeof message === 'string') assert.equal(err.shortMessage, message);
      else assert.match(err.shortMessage, message);
    },
  })),
  {
    table: 'Call',
    row: 'invariant(false)',
    check: async () => {
      const {invariant} = await utils();
      const {DefensiveNullCheckError} = await import('tevm/errors');
      const err = thrown(() => invariant(false));
      assert.ok(err instanceof DefensiveNullCheckError);
      assert.equal(
        err.shortMessage ?? err.message.split('\n')[0],
        'Defensive null check error occurred.',
      );
    },
  },
  {
    quote:
      '`invariant(condition, error?)` throws `error` when `condition` is falsy, or a `DefensiveNullCheckError` when you pass none',
    example: "assert.throws(() => invariant(1 > 2, new RangeError('out of range')), RangeError)",
  },
  {
    quote:
      "viem's `InvalidAddressError` (thrown by `getAddress`) and Tevm's `InvalidAddressError` from `tevm/errors` (thrown by `createAddress` in [`tevm/address`](./address.mdx)) are two unrelated classes",
    check: async () => {
      const {getAddress} = await utils();
      const {InvalidAddressError: Viem} = await viem();
      const {InvalidAddressError: Tevm} = await import('tevm/errors');
      const {createAddress} = await import('tevm/address');
      const a = thrown(() => getAddress('0x1234'));
      const b = thrown(() => createAddress('0x1234'));
      assert.ok(a instanceof Viem && !(a instanceof Tevm));
      assert.ok(b instanceof Tevm && !(b instanceof Viem));
    },
  },
];
