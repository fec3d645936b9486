// Claims of docs/reference/address.mdx: what createAddress accepts, the Address members, the
// CREATE rule and the errors with their codes and messages.
import assert from 'node:assert/strict';
import {thrown} from '../helpers.mjs';

const HEX = '0x742d35cc6634c0532925a3b844bc454e4438f44e';
const CHECKSUMMED = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
const addr = () => import('tevm/address');

export default [
  {
    quote:
      'It re-exports `@tevm/address` unchanged, and `createAddress` is also available from `tevm` itself',
    check: async () => {
      const sub = await addr();
      const scoped = await import('@tevm/address');
      for (const k of Object.keys(scoped)) assert.equal(sub[k], scoped[k], k);
      assert.equal((await import('tevm')).createAddress, scoped.createAddress);
    },
  },
  {
    quote: 'it depends only on `@tevm/utils` and `@tevm/errors`, and has viem as a peer dependency',
    check: async (ctx) => {
      const pkg = JSON.parse(ctx.source('@tevm/address/package.json'));
      assert.deepEqual(Object.keys(pkg.dependencies).sort(), ['@tevm/errors', '@tevm/utils']);
      assert.ok(pkg.peerDependencies.viem);
    },
  },
  {
    quote:
      'Both paths give the same four runtime exports: `Address`, `createAddress`, `createContractAddress` and `create2ContractAddress`.',
    check: async () => {
      for (const m of [await addr(), await import('@tevm/address')])
        assert.deepEqual(Object.keys(m).sort(), [
          'Address',
          'create2ContractAddress',
          'createAddress',
          'createContractAddress',
        ]);
    },
  },
  {
    quote:
      'Handing them a string fails the type check. At run time the state manager and `runCall` throw a `TypeError` ("expected Uint8Array") straight away; `createImpersonatedTx` accepts the string, and the same `TypeError` comes later, from `vm.runTx`.',
    check: async (ctx) => {
      const {createMemoryClient} = await import('tevm');
      const vm = await createMemoryClient().transport.tevm.getVm();
      await assert.rejects(vm.stateManager.getAccount(HEX), /TypeError: expected Uint8Array/);
      await assert.rejects(
        vm.evm.runCall({to: HEX, gasLimit: 100000n}),
        (e) => e instanceof TypeError && /expected Uint8Array/.test(e.message),
      );
      assert.match(ctx.source('@tevm/tx/dist/index.d.ts'), /impersonatedAddress: EthjsAddress;/);
      const {createImpersonatedTx} = await import('tevm/tx');
      const {PREFUNDED_ACCOUNTS, parseGwei} = await import('tevm');
      const tx = createImpersonatedTx(
        /** @type {any} */ ({
          impersonatedAddress: PREFUNDED_ACCOUNTS[0].address,
          to: HEX,
          gasLimit: 21000n,
          maxFeePerGas: parseGwei('10'),
          value: 1n,
        }),
      );
      assert.equal(tx.getSenderAddress(), PREFUNDED_ACCOUNTS[0].address);
      await assert.rejects(
        vm.runTx({tx}),
        (e) => e instanceof TypeError && /expected Uint8Array/.test(e.message),
      );
    },
  },
  {
    quote:
      'accepts a `0x`-prefixed hex string in any letter case, the same 40 hex digits without the prefix, a `number` or `bigint` (left-padded to 20 bytes), a 20-byte `Uint8Array`, or an existing ethereumjs address',
    check: async () => {
      const {createAddress} = await addr();
      const {createAddressFromString} = await import('tevm/utils');
      const inputs = [
        HEX,
        HEX.toUpperCase().replace('0X', '0x'),
        HEX.slice(2),
        BigInt(HEX),
        Uint8Array.from(Buffer.from(HEX.slice(2), 'hex')),
        createAddressFromString(HEX),
      ];
      for (const i of inputs) assert.equal(createAddress(i).toString(), CHECKSUMMED, String(i));
      assert.equal(createAddress(5).toString(), `0x${'0'.repeat(39)}5`);
    },
  },
  {
    quote:
      'It always copies the bytes, so later changes to your input array do not leak into the address.',
    check: async () => {
      const {createAddress} = await addr();
      const bytes = new Uint8Array(20);
      bytes[19] = 5;
      const a = createAddress(bytes);
      bytes[19] = 6;
      assert.equal(a.bytes[19], 5);
    },
  },
  {
    table: 'Member of `Address`',
    row: 'toString()',
    check: async () => {
      const {createAddress, Address} = await addr();
      const a = createAddress(HEX);
      assert.equal(a.toString(), CHECKSUMMED);
      assert.equal(Object.getPrototypeOf(Address.prototype).toString.call(a), HEX);
    },
  },
  {
    table: 'Member of `Address`',
    row: 'toBytes() / bytes',
    check: async () => {
      const {createAddress} = await addr();
      const a = createAddress(HEX);
      assert.ok(a.toBytes() instanceof Uint8Array && a.toBytes().length === 20);
      assert.deepEqual(a.bytes, a.toBytes());
      assert.equal(Buffer.from(a.bytes).toString('hex'), HEX.slice(2));
    },
  },
  {
    table: 'Member of `Address`',
    row: 'equals(other)',
    check: async () => {
      const {createAddress} = await addr();
      assert.equal(createAddress(HEX).equals(createAddress(HEX.slice(2))), true);
      assert.equal(createAddress(HEX).equals(createAddress(1n)), false);
    },
  },
  {
    table: 'Member of `Address`',
    row: 'isZero()',
    check: async () => {
      const {createAddress} = await addr();
      assert.equal(createAddress(0n).isZero(), true);
      assert.equal(createAddress(1n).isZero(), false);
    },
  },
  {
    table: 'Member of `Address`',
    row: 'isPrecompileOrSystemAddress()',
    check: async () => {
      const {createAddress} = await addr();
      assert.equal(createAddress(0n).isPrecompileOrSystemAddress(), true);
      assert.equal(createAddress(0xffffn).isPrecompileOrSystemAddress(), true);
      assert.equal(createAddress(0x10000n).isPrecompileOrSystemAddress(), false);
      // EIP-4788 beacon roots contract
      const beacon = createAddress('0x000F3df6D732807Ef1319fB7B8bB8522d0Beac02');
      assert.equal(beacon.isPrecompileOrSystemAddress(), false);
    },
  },
  {
    quote:
      '`JSON.stringify` on an `Address` does not produce a hex string (you get `{"bytes":{"0":0,…}}`)',
    check: async () => {
      const {createAddress} = await addr();
      assert.match(JSON.stringify(createAddress(1n)), /^\{"bytes":\{"0":0,"1":0,/);
    },
  },
  {
    quote: 'the last 20 bytes of the keccak-256 hash of the RLP list `[from, nonce]`',
    check: async () => {
      const {createAddress, createContractAddress} = await addr();
      const {keccak256, toRlp, numberToHex} = await import('viem');
      const from = createAddress(HEX);
      for (const nonce of [0n, 1n, 300n]) {
        const hash = keccak256(toRlp([HEX, nonce === 0n ? '0x' : numberToHex(nonce)]));
        assert.equal(
          createContractAddress(from, nonce).toString().toLowerCase(),
          `0x${hash.slice(-40)}`,
        );
      }
    },
  },
  {
    quote: '`from` must be an `Address` object (a string throws, see below)',
    check: async () => {
      const {createContractAddress} = await addr();
      const {InvalidAddressError} = await import('tevm/errors');
      assert.ok(thrown(() => createContractAddress(HEX, 0n)) instanceof InvalidAddressError);
    },
  },
  {
    quote:
      'a prediction is only right if no other transaction from the deployer is mined in between',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {createAddress, createContractAddress} = await addr();
      const {SimpleContract} = await import('tevm/contract');
      const client = createMemoryClient();
      const from = PREFUNDED_ACCOUNTS[0].address;
      const first = createContractAddress(createAddress(from), 0n).toString();
      await client.tevmCall({from, to: HEX, value: 1n, addToBlockchain: true});
      const {createdAddress} = await client.tevmDeploy({
        ...SimpleContract.deploy(1n),
        from,
        addToBlockchain: true,
      });
      assert.notEqual(createdAddress, first);
      assert.equal(createdAddress, createContractAddress(createAddress(from), 1n).toString());
    },
  },
  {
    quote:
      'the address depends on the deployer (usually a factory contract), a 32-byte salt and the **creation code** (init code, not the runtime code), never on a nonce',
    example: "create2ContractAddress(createAddress(0n), zeroSalt, '0x00').toString()",
  },
  {
    quote: 'Both error classes live in `tevm/errors` (package `@tevm/errors`)',
    check: async () => {
      const errors = await import('tevm/errors');
      const scoped = await import('@tevm/errors');
      assert.equal(errors.InvalidAddressError, scoped.InvalidAddressError);
      assert.equal(errors.InvalidSaltError, scoped.InvalidSaltError);
      const {createAddress} = await addr();
      assert.ok(thrown(() => createAddress('0x12')) instanceof errors.InvalidAddressError);
    },
  },
  ...[
    [
      'createAddress with a hex string of the wrong length or with non-hex characters',
      (a) => [() => a.createAddress('0x1234'), () => a.createAddress(`0xZZ${HEX.slice(4)}`)],
      'InvalidAddressError',
      -32013,
      'Received an invalid address input: Address hex string must be 20 bytes',
    ],
    [
      'createAddress with a Uint8Array that is not 20 bytes long',
      (a) => [() => a.createAddress(new Uint8Array(5)), () => a.createAddress(new Uint8Array(32))],
      'InvalidAddressError',
      -32013,
      'Received an invalid address input: Invalid address length',
    ],
    [
      'createAddress with an unsupported type (e.g. an object)',
      (a) => [() => a.createAddress({})],
      'InvalidAddressError',
      -32013,
      'Received an invalid address input type for createAddress',
    ],
    [
      'createContractAddress / create2ContractAddress with a string as from',
      (a) => [
        () => a.createContractAddress(HEX, 0n),
        () => a.create2ContractAddress(HEX, `0x${'00'.repeat(32)}`, '0x00'),
      ],
      'InvalidAddressError',
      -32013,
      'Expected from to be an Address or ethereumjs Address',
    ],
    [
      'create2ContractAddress with a salt that is not 32 bytes',
      (a) => [() => a.create2ContractAddress(a.createAddress(1n), '0x01', '0x00')],
      'InvalidSaltError',
      -32602,
      'Expected salt to be of length 32 bytes',
    ],
  ].map(([row, calls, cls, code, start]) => ({
    table: 'Thrown by',
    row,
    check: async () => {
      const errors = await import('tevm/errors');
      for (const call of calls(await addr())) {
        const e = thrown(call);
        assert.ok(e instanceof errors[cls], `${e?.name} is not ${cls}`);
        assert.equal(e.code, code);
        assert.ok(e.shortMessage.startsWith(start), e.shortMessage);
      }
    },
  })),
  {
    quote:
      'The full `message` of these errors has extra lines (a docs link and `Version: 1.0.0-next.148`, a stale version string inside `@tevm/errors`).',
    check: async (ctx) => {
      const {createAddress} = await addr();
      const e = thrown(() => createAddress('0x12'));
      assert.match(e.message, /\n\nDocs: https:\/\/[^\n]+\n/);
      assert.match(e.message, /\nVersion: 1\.0\.0-next\.148/);
      assert.notEqual(
        JSON.parse(ctx.source('@tevm/errors/package.json')).version,
        '1.0.0-next.148',
      );
    },
  },
  {
    quote:
      "viem's `getAddress` throws **viem's own** `InvalidAddressError`, a different class with the same name.",
    check: async () => {
      const viem = await import('viem');
      const errors = await import('tevm/errors');
      const e = thrown(() => viem.getAddress('0x12'));
      assert.ok(e instanceof viem.InvalidAddressError);
      assert.equal(e instanceof errors.InvalidAddressError, false);
      assert.equal(viem.InvalidAddressError.name, 'InvalidAddressError');
    },
  },
  {
    quote:
      '`getAddress(hex)` checksums and `isAddress(hex)` validates a string without building an object.',
    check: async () => {
      const {getAddress, isAddress} = await import('tevm/utils');
      assert.equal(getAddress(HEX), CHECKSUMMED);
      assert.equal(isAddress(HEX), true);
      assert.equal(isAddress('0x12'), false);
    },
  },
  {
    quote:
      '`EthjsAddress` and `createAddressFromString` are the plain ethereumjs class and constructor; their `toString()` is lowercase.',
    check: async () => {
      const {EthjsAddress, createAddressFromString} = await import('tevm/utils');
      const {Address} = await addr();
      const e = createAddressFromString(CHECKSUMMED);
      assert.ok(e instanceof EthjsAddress);
      assert.equal(e instanceof Address, false);
      assert.equal(e.toString(), HEX);
      assert.equal(Object.getPrototypeOf(Address), EthjsAddress);
    },
  },
  {
    quote:
      "Generated from the installed package's type declarations, so it always matches the pinned release",
    check: async (ctx) => {
      const api = JSON.parse(ctx.source('../src/data/api/address.json'));
      const pkg = JSON.parse(ctx.source('@tevm/address/package.json'));
      assert.equal(api.packages[0].version, pkg.version);
      const names = api.packages[0].exports.filter((e) => e.kind !== 'type').map((e) => e.name);
      for (const n of [
        'Address',
        'createAddress',
        'createContractAddress',
        'create2ContractAddress',
      ])
        assert.ok(names.includes(n), n);
    },
  },
];
