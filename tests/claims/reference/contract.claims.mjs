// Claims of docs/reference/contract.mdx: what createContract returns, withCode, the prebuilt
// contracts and the errors.
import assert from 'node:assert/strict';

const C = () => import('tevm/contract');
const A = '0x00000000000000000000000000000000000c0de1';
const fns = (c) => c.abi.filter((x) => x.type === 'function').map((x) => x.name);
const ctor = (c) =>
  c.abi
    .find((x) => x.type === 'constructor')
    ?.inputs.map((i) => i.type)
    .join(',');
const client = async (opts) =>
  (await import('tevm')).createMemoryClient({loggingLevel: 'silent', ...opts});

export default [
  {
    quote:
      '`createContract` is also exported by `tevm`, so with the umbrella you can import it from either place. The prebuilt contracts (`SimpleContract`, `ERC20`, `ERC721`, `AdvancedContract`, `ErrorContract`) are only exported by the subpath `tevm/contract`.',
    check: async () => {
      const root = await import('tevm');
      const sub = await C();
      assert.equal(root.createContract, sub.createContract);
      for (const n of ['SimpleContract', 'ERC20', 'ERC721', 'AdvancedContract', 'ErrorContract']) {
        assert.equal(n in root, false, `tevm exports ${n}`);
        assert.equal(typeof sub[n], 'object', n);
      }
      const scoped = await import('@tevm/contract');
      for (const k of Object.keys(scoped)) assert.equal(sub[k], scoped[k], k);
    },
  },
  {
    quote: 'The scoped package is small and depends only on `@tevm/utils` and `@tevm/errors`',
    check: async (ctx) => {
      const pkg = JSON.parse(ctx.source('@tevm/contract/package.json'));
      assert.deepEqual(Object.keys(pkg.dependencies).sort(), ['@tevm/errors', '@tevm/utils']);
    },
  },
  {
    quote: 'every `.sol` import is such a contract object, generated at build time',
    check: async (ctx) => {
      const rt = ctx.source('@tevm/runtime/dist/index.js');
      assert.match(rt, /export const \$\{contractName\} = createContract\(_\$\{contractName\}\);/);
    },
  },
  {
    quote:
      '`Contract` is a TypeScript type only: there is no `Contract` class to construct with `new`.',
    check: async (ctx) => {
      assert.equal('Contract' in (await C()), false);
      assert.equal('Contract' in (await import('tevm')), false);
      assert.match(ctx.source('@tevm/contract/dist/index.d.ts'), /type Contract</);
    },
  },
  {
    quote:
      'returns an object with `abi`, `humanReadableAbi`, the `read`, `write` and `events` creators, `withAddress` and `deploy`',
    check: async () => {
      const {createContract} = await C();
      const S = createContract({
        name: 'S',
        humanReadableAbi: ['function get() view returns (uint256)'],
      });
      for (const k of [
        'name',
        'abi',
        'humanReadableAbi',
        'read',
        'write',
        'events',
        'withAddress',
        'withCode',
        'deploy',
      ])
        assert.ok(k in S, k);
      const fromAbi = createContract({name: 'S', abi: S.abi});
      assert.deepEqual(fromAbi.humanReadableAbi, S.humanReadableAbi);
    },
  },
  {
    table: 'Member',
    row: 'name, abi, humanReadableAbi',
    check: async () => {
      const {createContract} = await C();
      const S = createContract({
        name: 'S',
        humanReadableAbi: ['function get() view returns (uint256)'],
      });
      assert.equal(S.name, 'S');
      assert.equal(S.abi[0].name, 'get');
      assert.deepEqual(S.humanReadableAbi, ['function get() view returns (uint256)']);
    },
  },
  {
    table: 'Member',
    row: 'bytecode, deployedBytecode',
    check: async () => {
      const {createContract, SimpleContract, ERC20, ERC721, AdvancedContract, ErrorContract} =
        await C();
      const S = createContract({
        name: 'S',
        humanReadableAbi: ['function get() view returns (uint256)'],
      });
      assert.equal(S.bytecode, undefined);
      for (const c of [SimpleContract, ERC20, ERC721, AdvancedContract, ErrorContract]) {
        assert.match(c.bytecode, /^0x[0-9a-f]{20,}/);
        assert.match(c.deployedBytecode, /^0x[0-9a-f]{20,}/);
        assert.ok(c.bytecode.length > c.deployedBytecode.length);
      }
    },
  },
  {
    table: 'Member',
    row: 'address',
    check: async () => {
      const {createContract, SimpleContract} = await C();
      assert.equal(
        SimpleContract.withAddress(A).address,
        '0x00000000000000000000000000000000000c0dE1',
      );
      const S = createContract({
        name: 'S',
        humanReadableAbi: ['function get() view returns (uint256)'],
        address: A,
      });
      assert.equal(S.address.toLowerCase(), A);
    },
  },
  {
    table: 'Member',
    row: 'withAddress(address)',
    check: async () => {
      const {SimpleContract} = await C();
      const w = SimpleContract.withAddress(A);
      assert.notEqual(w, SimpleContract);
      assert.equal(SimpleContract.address, undefined);
      assert.equal(w.read.get().address.toLowerCase(), A);
      assert.equal(w.write.set(1n).to.toLowerCase(), A);
      assert.equal(w.events.ValueSet({}).address.toLowerCase(), A);
    },
  },
  {
    table: 'Member',
    row: 'withCode(code)',
    check: async () => {
      const {SimpleContract} = await C();
      const {encodeDeployData} = await import('tevm');
      const {InvalidBytecodeError} = await import('tevm/errors');
      const c = await client();
      const code = encodeDeployData({
        abi: SimpleContract.abi,
        bytecode: SimpleContract.bytecode,
        args: [7n],
      });
      const withCreation = SimpleContract.withCode(code);
      const params = withCreation.read.get();
      assert.equal(params.code, code);
      assert.equal('address' in params, false);
      // bound to an address (before or after withCode): code, address and to together
      for (const bound of [
        SimpleContract.withAddress(A).withCode(code),
        SimpleContract.withCode(code).withAddress(A),
      ])
        for (const p of [bound.read.get(), bound.write.set(1n)]) {
          assert.equal(p.code, code);
          assert.equal(p.address.toLowerCase(), A);
          assert.equal(p.to.toLowerCase(), A);
        }
      assert.equal((await c.tevmContract(params)).data, 7n);
      assert.equal(await c.getBlockNumber(), 0n);
      assert.equal((await c.request({method: 'txpool_status'})).pending, '0x0');
      const runtime = SimpleContract.withCode(SimpleContract.deployedBytecode);
      await assert.rejects(
        c.tevmContract(runtime.read.get()),
        (e) => e instanceof InvalidBytecodeError && /^revert/.test(e.message),
      );
      const viaDeployed = await c.tevmContract({
        ...SimpleContract.read.get(),
        deployedBytecode: SimpleContract.deployedBytecode,
      });
      assert.equal(viaDeployed.data, 0n);
    },
  },
  {
    table: 'Member',
    row: 'read.fn(...args), write.fn(...args)',
    check: async () => {
      const {SimpleContract} = await C();
      const w = SimpleContract.withAddress(A);
      assert.deepEqual(Object.keys(w.read.get()).sort(), [
        'abi',
        'address',
        'functionName',
        'humanReadableAbi',
        'to',
      ]);
      assert.deepEqual(Object.keys(w.write.set(1n)).sort(), [
        'abi',
        'address',
        'args',
        'functionName',
        'humanReadableAbi',
        'to',
      ]);
      assert.deepEqual(w.write.set(1n).args, [1n]);
    },
  },
  {
    table: 'Member',
    row: 'events.Name({ args?, fromBlock?, toBlock?, strict? })',
    check: async () => {
      const {SimpleContract} = await C();
      const w = SimpleContract.withAddress(A);
      const bare = w.events.ValueSet({});
      assert.equal(bare.eventName, 'ValueSet');
      assert.ok(bare.abi && bare.address);
      assert.equal('toBlock' in bare, false);
      const full = w.events.ValueSet({args: {}, fromBlock: 1n, toBlock: 2n, strict: true});
      assert.deepEqual([full.fromBlock, full.toBlock, full.strict], [1n, 2n, true]);
      assert.deepEqual(full.args, {});
    },
  },
  {
    table: 'Member',
    row: 'deploy(...args)',
    check: async () => {
      const {SimpleContract} = await C();
      const d = SimpleContract.deploy(1n);
      assert.deepEqual(Object.keys(d).sort(), ['abi', 'args', 'bytecode']);
      assert.deepEqual(d.args, [1n]);
      assert.equal(d.bytecode, SimpleContract.bytecode);
    },
  },
  {
    quote:
      "The action objects carry both `address` (what viem expects) and `to` (what Tevm's call actions expect), so the same object works with both.",
    example: 'assert.equal(await client.readContract(store.read.get()), 99n)',
  },
  {
    quote:
      'The prebuilt `ERC20` is an OpenZeppelin v5 token with 18 decimals and a `constructor(string name, string symbol)`. It has no mint function',
    check: async () => {
      const {ERC20} = await C();
      assert.equal(ctor(ERC20), 'string,string');
      assert.equal(
        fns(ERC20).some((f) => /mint/i.test(f)),
        false,
      );
      // OpenZeppelin v5 custom errors (v4 used revert strings)
      assert.ok(ERC20.abi.some((x) => x.type === 'error' && x.name === 'ERC20InsufficientBalance'));
      const c = await client();
      const {createdAddress} = await c.tevmDeploy({
        ...ERC20.deploy('A', 'B'),
        addToBlockchain: true,
      });
      assert.equal(await c.readContract(ERC20.withAddress(createdAddress).read.decimals()), 18);
    },
  },
  {
    table: 'Export',
    row: 'SimpleContract',
    check: async () => {
      const {SimpleContract} = await C();
      assert.equal(ctor(SimpleContract), 'uint256');
      assert.deepEqual(fns(SimpleContract).sort(), ['get', 'set']);
      assert.deepEqual(
        SimpleContract.abi
          .filter((x) => x.type === 'event')
          .map((x) => `${x.name}(${x.inputs.map((i) => `${i.type} ${i.name}`)})`),
        ['ValueSet(uint256 newValue)'],
      );
      const c = await client();
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(42n),
        addToBlockchain: true,
      });
      // read slot 0 from the state manager: eth_getStorageAt right-pads in this release
      const {createAddress} = await import('tevm/address');
      const vm = await c.transport.tevm.getVm();
      const slot0 = await vm.stateManager.getStorage(
        createAddress(createdAddress),
        new Uint8Array(32),
      );
      assert.deepEqual([...slot0], [42]);
    },
  },
  {
    table: 'Export',
    row: 'ERC20',
    check: async () => {
      const {ERC20} = await C();
      for (const f of ['transfer', 'approve', 'allowance', 'balanceOf', 'decimals'])
        assert.ok(fns(ERC20).includes(f), f);
      const events = ERC20.abi.filter((x) => x.type === 'event').map((x) => x.name);
      assert.deepEqual(events.sort(), ['Approval', 'Transfer']);
    },
  },
  {
    table: 'Export',
    row: 'ERC721',
    check: async () => {
      const {ERC721} = await C();
      assert.equal(ctor(ERC721), 'string,string');
      for (const f of ['ownerOf', 'safeTransferFrom', 'approve', 'setApprovalForAll', 'tokenURI'])
        assert.ok(fns(ERC721).includes(f), f);
      assert.equal(
        fns(ERC721).some((f) => /mint/i.test(f)),
        false,
      );
      assert.ok(ERC721.abi.some((x) => x.type === 'error' && x.name === 'ERC721NonexistentToken'));
    },
  },
  {
    table: 'Export',
    row: 'AdvancedContract',
    check: async () => {
      const {AdvancedContract} = await C();
      assert.equal(ctor(AdvancedContract), 'uint256,bool,string,address');
      const f = fns(AdvancedContract);
      for (const t of ['Number', 'Bool', 'String', 'Address']) {
        assert.ok(f.includes(`get${t}`) && f.includes(`set${t}`), t);
        assert.ok(
          AdvancedContract.abi.some((x) => x.type === 'event' && x.name === `${t}Set`),
          `${t}Set`,
        );
      }
      assert.ok(
        f.includes('getAllValues') &&
          f.includes('callMathHelper') &&
          f.includes('delegateCallMathHelper'),
      );
    },
  },
  {
    table: 'Export',
    row: 'ErrorContract',
    check: async () => {
      const {ErrorContract} = await C();
      assert.equal(ctor(ErrorContract), undefined);
      const f = fns(ErrorContract);
      for (const n of [
        'revertWithStringError',
        'revertWithSimpleCustomError',
        'revertWithCustomErrorSingleParam',
        'revertWithCustomErrorMultipleParams',
        'panicWithArithmeticOverflow',
        'panicWithDivisionByZero',
        'panicWithAssertFailure',
        'panicWithArrayOutOfBounds',
        'errorWithInvalidOpcode',
        'errorOutOfGas',
      ])
        assert.ok(f.includes(n), n);
    },
  },
  {
    quote:
      'With `throwOnFail: false`, `tevmContract` returns the error in `errors` instead of throwing, and `rawData` keeps the encoded revert data for your own decoding',
    example: 'const decoded = decodeErrorResult({ abi: ErrorContract.abi, data: result.rawData })',
  },
  {
    quote:
      "Creators are split by the ABI's `stateMutability`: `view` and `pure` functions are under `read`, the others under `write`. `ErrorContract` declares none of its functions as views, so they are all under `write`",
    check: async () => {
      const {createContract, ErrorContract} = await C();
      const X = createContract({
        name: 'X',
        humanReadableAbi: [
          'function v() view returns (uint256)',
          'function p() pure returns (uint256)',
          'function n()',
          'function pay() payable',
        ],
      });
      assert.deepEqual(Object.keys(X.read).sort(), ['p', 'v']);
      assert.deepEqual(Object.keys(X.write).sort(), ['n', 'pay']);
      assert.deepEqual(Object.keys(ErrorContract.read), []);
      assert.deepEqual(Object.keys(ErrorContract.write).sort(), fns(ErrorContract).sort());
    },
  },
  {
    quote:
      'spreading a write creator into `tevmContract` is still a dry run unless you add `addToBlockchain: true`',
    check: async () => {
      const {SimpleContract} = await C();
      const c = await client();
      const {createdAddress} = await c.tevmDeploy({...SimpleContract.deploy(1n)});
      const w = SimpleContract.withAddress(createdAddress);
      const b = await c.getBlockNumber();
      await c.tevmContract({...w.write.set(5n)});
      assert.equal(await c.getBlockNumber(), b);
      assert.equal((await c.tevmContract(w.read.get())).data, 1n);
      await c.tevmContract({...w.write.set(5n), addToBlockchain: true});
      assert.equal((await c.tevmContract(w.read.get())).data, 5n);
    },
  },
  {
    table: 'Error',
    row: 'InvalidParamsError (name \'InvalidParams\'): "Must provide either humanReadableAbi or abi"',
    check: async () => {
      const {createContract} = await C();
      const {InvalidParamsError} = await import('tevm/errors');
      assert.throws(
        () => createContract({name: 'X'}),
        (e) =>
          e instanceof InvalidParamsError &&
          e.name === 'InvalidParams' &&
          /Must provide either humanReadableAbi or abi/.test(e.message),
      );
    },
  },
  {
    table: 'Error',
    row: 'Error: "Bytecode is required to generate deploy data"',
    check: async () => {
      const {createContract} = await C();
      const X = createContract({name: 'X', humanReadableAbi: ['function ping()']});
      assert.throws(
        () => X.deploy(),
        (e) =>
          e.constructor === Error && e.message === 'Bytecode is required to generate deploy data',
      );
    },
  },
  {
    table: 'Error',
    row: 'RevertError and other typed errors from tevm/errors',
    check: async () => {
      const {ErrorContract} = await C();
      const {RevertError, InvalidOpcodeError} = await import('tevm/errors');
      const c = await client();
      const {createdAddress} = await c.tevmDeploy({...ErrorContract.deploy()});
      const e = ErrorContract.withAddress(createdAddress);
      await assert.rejects(c.tevmContract(e.write.revertWithStringError()), RevertError);
      await assert.rejects(c.tevmContract(e.write.errorWithInvalidOpcode()), InvalidOpcodeError);
    },
  },
  {
    table: 'Error',
    row: 'InvalidRequestError (a plain object, not an Error)',
    quote: 'deploy first (`tevmDeploy` mines by default), or put code there with `tevmSetAccount`',
    check: async () => {
      const {SimpleContract} = await C();
      const c = await client();
      const params = SimpleContract.withAddress(A).read.get();
      await assert.rejects(
        c.tevmContract(params),
        (e) => !(e instanceof Error) && e.name === 'InvalidRequestError',
      );
      const {createdAddress} = await c.tevmDeploy({...SimpleContract.deploy(3n)});
      assert.equal(
        (await c.tevmContract(SimpleContract.withAddress(createdAddress).read.get())).data,
        3n,
      );
      await c.tevmSetAccount({address: A, deployedBytecode: SimpleContract.deployedBytecode});
      assert.equal((await c.tevmContract(params)).data, 0n);
    },
  },
  {
    quote: 'There is no `.script()` method and no `client.contract(…)` shortcut in this release',
    check: async () => {
      const {SimpleContract} = await C();
      assert.equal('script' in SimpleContract, false);
      assert.equal('contract' in (await client()), false);
    },
  },
  {
    quote:
      'Generated from the installed `@tevm/contract` type declarations (1.0.0-rc.151), including the types `Contract`, `CreateContractFn`, `CreateContractParams` and the action-creator types.',
    check: async (ctx) => {
      const api = JSON.parse(ctx.source('../src/data/api/contract.json')).packages[0];
      assert.equal(api.version, '1.0.0-rc.151');
      assert.equal(JSON.parse(ctx.source('@tevm/contract/package.json')).version, '1.0.0-rc.151');
      const names = api.exports.map((e) => e.name);
      for (const n of [
        'Contract',
        'CreateContractFn',
        'CreateContractParams',
        'ReadActionCreator',
        'WriteActionCreator',
        'EventActionCreator',
      ])
        assert.ok(names.includes(n), n);
    },
  },
];
