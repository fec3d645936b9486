// Claims of docs/reference/common.mdx: presets, createCommon defaults and errors, the OP-stack L1
// fee estimate, pre-merge hardforks, the mock KZG and the other exports.
import assert from 'node:assert/strict';

const C = () => import('tevm/common');
const presets = async () =>
  Object.entries(await C()).filter(([, v]) => v && typeof v === 'object' && 'ethjsCommon' in v);
export const BOB = '0x00000000000000000000000000000000000b0b00';
/** The first prefunded account. */
export const FROM = async () => (await import('tevm')).PREFUNDED_ACCOUNTS[0].address;
/** A memory client on mainnet's parameters at `hardfork`. */
export const make = (hardfork) =>
  import('tevm').then(async ({createMemoryClient}) =>
    createMemoryClient({
      common: (await C()).createCommon({...(await C()).mainnet, hardfork}),
      loggingLevel: 'silent',
    }),
  );
/**
 * A dry-run transfer on a node at `hardfork`, through `tevmCall` and through viem's `call`.
 * Returns, for each, the first line of the error it failed with, or undefined when it ran.
 */
export const dryCall = async (hardfork) => {
  const c = await make(hardfork);
  const from = await FROM();
  const firstLine = (e) => String(e?.details ?? e?.message ?? e).split('\n')[0];
  const tevmCall = await c
    .tevmCall({from, to: BOB, value: 1n})
    .then((r) => (r.errors?.length ? firstLine(r.errors[0]) : undefined), firstLine);
  const viemCall = await c
    .call({account: from, to: BOB, value: 1n})
    .then(() => undefined, firstLine);
  return {tevmCall, viemCall};
};
/** The error a pre-london node fails with. */
export const NO_1559 = /^calcNextBaseFee\(\) can only be called with EIP1559 being activated/;

/** PUSH1 7 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN: every call returns the word 7. */
const RETURNS_7 = '0x600760005260206000f3';
const HARDFORKS = [
  'chainstart',
  'homestead',
  'dao',
  'tangerineWhistle',
  'spuriousDragon',
  'byzantium',
  'constantinople',
  'petersburg',
  'istanbul',
  'muirGlacier',
  'berlin',
  'london',
  'arrowGlacier',
  'grayGlacier',
  'mergeNetsplitBlock',
  'mergeForkIdTransition',
  'paris',
  'shanghai',
  'cancun',
  'prague',
  'osaka',
];

export default [
  {
    quote: 'ready-made ones for about 330 chains',
    check: async () => {
      const n = (await presets()).length;
      assert.ok(n >= 320 && n <= 340, `${n} presets`);
    },
  },
  {
    quote:
      'Without one, a node uses `tevmDefault`: chain id 900, name `tevm-devnet`, hardfork `prague`.',
    check: async () => {
      const {createTevmNode} = await import('tevm');
      const vm = await createTevmNode().getVm();
      assert.equal(vm.common.id, 900);
      assert.equal(vm.common.name, 'tevm-devnet');
      assert.equal(vm.common.ethjsCommon.hardfork(), 'prague');
    },
  },
  {
    quote:
      'A node that forks without one keeps that name and hardfork but takes its chain id from the upstream (`eth_chainId`), so a fork of mainnet reports 1.',
    check: async (ctx) => {
      const {createTevmNode} = await import('tevm');
      for (const [upstream, id] of [
        ['optimism', 10],
        ['mainnet', 1],
      ]) {
        const node = createTevmNode({
          fork: {transport: await ctx.forkUpstream(upstream)},
          loggingLevel: 'silent',
        });
        const vm = await node.getVm();
        assert.equal(vm.common.id, id, upstream);
        assert.equal(vm.common.name, 'tevm-devnet');
        assert.equal(vm.common.ethjsCommon.hardfork(), 'prague');
        await node.close?.();
      }
    },
  },
  {
    quote:
      'with `common` set, the fork does not have to ask the upstream RPC for its chain id at start-up, which saves a round trip',
    check: async (ctx) => {
      const {createTevmNode} = await import('tevm');
      const {optimism} = await C();
      const shim = await ctx.forkUpstream('optimism');
      const count = async (common) => {
        const seen = [];
        const transport = {request: (a) => (seen.push(a.method), shim.request(a))};
        const node = createTevmNode({
          fork: {transport},
          ...(common ? {common} : {}),
          loggingLevel: 'silent',
        });
        await node.ready();
        await node.close?.();
        return seen.filter((m) => m === 'eth_chainId').length;
      };
      assert.equal(await count(undefined), 1);
      assert.equal(await count(optimism), 0);
    },
  },
  {
    quote:
      '[`tevm/block`](./block.mdx) takes the `Common` itself and [`tevm/tx`](./tx.mdx) takes `common.ethjsCommon`',
    check: async () => {
      const {tevmDefault} = await C();
      const {createBlock} = await import('tevm/block');
      const {TransactionFactory} = await import('tevm/tx');
      createBlock({header: {}}, {common: tevmDefault});
      TransactionFactory({type: 2}, {common: tevmDefault.ethjsCommon});
      assert.throws(() => createBlock({header: {}}, {common: tevmDefault.ethjsCommon}), TypeError);
      assert.throws(() => TransactionFactory({type: 2}, {common: tevmDefault}), TypeError);
    },
  },
  {
    quote:
      'A Tevm `Common` is a viem chain object (`id`, `name`, `nativeCurrency`, `rpcUrls`, …) with two additions: `ethjsCommon`, the ethereumjs `Common` the EVM reads, and `copy()`.',
    check: async () => {
      const {optimism} = await C();
      const chains = await import('viem/chains');
      const extra = Object.keys(optimism).filter((k) => !(k in chains.optimism));
      assert.deepEqual(extra.sort(), ['copy', 'ethjsCommon']);
      assert.equal(typeof optimism.copy, 'function');
    },
  },
  {
    quote: 'you can hand it to viem wherever a `chain` is expected',
    check: async () => {
      const {createPublicClient, custom} = await import('viem');
      const {optimism} = await C();
      const client = createPublicClient({
        chain: optimism,
        transport: custom({request: async () => '0xa'}),
      });
      assert.equal(client.chain.id, 10);
      assert.equal(await client.getChainId(), 10);
    },
  },
  {
    quote:
      'There is no `Common` class to import (and so no `Common.custom`); `Common` is a type only.',
    check: async (ctx) => {
      assert.equal('Common' in (await C()), false);
      assert.equal('Common' in (await import('@tevm/common')), false);
      assert.match(ctx.source('@tevm/common/dist/index.d.ts'), /type Common = /);
    },
  },
  {
    quote:
      "Besides `tevmDefault` there are `mainnet`, `sepolia`, `holesky`, `optimism`, `base`, `arbitrum`, `polygon`, `zksync`, `anvil`, `hardhat`, `foundry`, `localhost` and roughly 320 more, named like viem's chains.",
    check: async () => {
      const chains = await import('viem/chains');
      const all = await presets();
      const names = all.map(([k]) => k);
      for (const n of [
        'mainnet',
        'sepolia',
        'holesky',
        'optimism',
        'base',
        'arbitrum',
        'polygon',
        'zksync',
        'anvil',
        'hardhat',
        'foundry',
        'localhost',
      ])
        assert.ok(names.includes(n), n);
      const rest = names.length - 13;
      assert.ok(rest >= 305 && rest <= 335, `${rest} more`);
      for (const [k, v] of all) if (k !== 'tevmDefault') assert.equal(chains[k]?.id, v.id, k);
    },
  },
  {
    quote: "Every preset runs Ethereum mainnet's EVM rules at `prague`",
    check: async () => {
      for (const [k, v] of await presets()) assert.equal(v.ethjsCommon.hardfork(), 'prague', k);
    },
  },
  {
    quote:
      'The 36 presets with a `sourceId` (the L2s settling on another chain, such as `optimism` and `base`)',
    check: async () => {
      const all = await presets();
      assert.equal(all.filter(([, v]) => v.sourceId !== undefined).length, 36);
      const {optimism, base} = await C();
      assert.equal(optimism.sourceId, 1);
      assert.equal(base.sourceId, 1);
    },
  },
  {
    quote:
      "also make `tevmCall` ask the chain's GasPriceOracle predeploy for an L1 fee estimate and return `l1Fee`, `l1GasUsed`, `l1BaseFee` and `l1BlobFee`",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {optimism, mainnet} = await C();
      const from = PREFUNDED_ACCOUNTS[0].address;
      const op = createMemoryClient({common: optimism, loggingLevel: 'silent'});
      await op.tevmSetAccount({
        address: optimism.contracts.gasPriceOracle.address,
        deployedBytecode: RETURNS_7,
      });
      const r = await op.tevmCall({from, to: BOB, value: 1n});
      assert.deepEqual([r.l1Fee, r.l1GasUsed, r.l1BaseFee, r.l1BlobFee], [7n, 7n, 7n, 7n]);
      // a preset without sourceId never asks
      const l1 = createMemoryClient({common: mainnet, loggingLevel: 'silent'});
      const oracle = optimism.contracts.gasPriceOracle.address;
      await l1.tevmSetAccount({address: oracle, deployedBytecode: RETURNS_7});
      assert.equal('l1Fee' in (await l1.tevmCall({from, to: BOB, value: 1n})), false);
    },
  },
  {
    quote:
      'On a node that does not fork such a chain, the oracle has no code, so those fields are missing and each call logs the warning "Unable to get l1 fee estimation".',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {optimism} = await C();
      const client = createMemoryClient({common: optimism});
      const from = PREFUNDED_ACCOUNTS[0].address;
      const node = client.transport.tevm;
      await node.ready();
      // the warning goes through the node's pino logger at level warn
      const warned = [];
      node.logger.warn = (_err, msg) => void warned.push(msg);
      const r = await client.tevmCall({from, to: BOB, value: 1n});
      await client.tevmCall({from, to: BOB, value: 1n});
      assert.equal('l1Fee' in r, false);
      assert.deepEqual(warned.filter((m) => m === 'Unable to get l1 fee estimation').length, 2);
      assert.equal(node.logger.level, 'warn');
    },
  },
  {
    quote:
      "`hardfork` defaults to `'prague'`; `eips` (default `[]`) switches on EIPs beyond those the hardfork includes; `loggingLevel` (default `'warn'`) controls the package's log output.",
    check: async (ctx) => {
      const {createCommon, mainnet} = await C();
      assert.equal(createCommon({...mainnet}).ethjsCommon.hardfork(), 'prague');
      const london = createCommon({...mainnet, hardfork: 'london'});
      assert.equal(london.ethjsCommon.isActivatedEIP(3855), false);
      assert.equal(
        createCommon({...mainnet, hardfork: 'london', eips: [3855]}).ethjsCommon.isActivatedEIP(
          3855,
        ),
        true,
      );
      assert.match(
        ctx.source('@tevm/common/dist/index.js'),
        /loggingLevel = "warn",\s*hardfork = "prague",\s*eips = \[\]/,
      );
    },
  },
  {
    quote:
      'The VM of a node runs under a copy of the common you pass (same chain id, hardfork and EIPs)',
    check: async () => {
      const {createTevmNode} = await import('tevm');
      const {createCommon, mainnet} = await C();
      const common = createCommon({...mainnet, hardfork: 'shanghai', eips: [1153]});
      const vm = await createTevmNode({common}).getVm();
      assert.notEqual(vm.common, common);
      assert.equal(vm.common.id, 1);
      assert.equal(vm.common.ethjsCommon.hardfork(), 'shanghai');
      assert.equal(vm.common.ethjsCommon.isActivatedEIP(1153), true);
    },
  },
  {
    quote: 'Valid `hardfork` values are `chainstart`, `homestead`',
    check: async () => {
      const {createCommon, mainnet} = await C();
      for (const hardfork of HARDFORKS) createCommon({...mainnet, hardfork});
      assert.equal(
        createCommon({...mainnet, hardfork: 'mergeForkIdTransition'}).ethjsCommon.hardfork(),
        'mergeNetsplitBlock',
      );
      assert.throws(() => createCommon({...mainnet, hardfork: 'bedrock'}));
    },
  },
  {
    quote:
      'At run time `createCommon` also accepts `bpo1`, `bpo2` and `amsterdam` (TypeScript needs a cast for them), but not `bpo3` to `bpo5`.',
    check: async (ctx) => {
      const {createCommon, mainnet} = await C();
      for (const hardfork of ['bpo1', 'bpo2', 'amsterdam'])
        assert.equal(createCommon({...mainnet, hardfork}).ethjsCommon.hardfork(), hardfork);
      for (const hardfork of ['bpo3', 'bpo4', 'bpo5'])
        assert.throws(
          () => createCommon({...mainnet, hardfork}),
          (e) => e.shortMessage === `Hardfork with name ${hardfork} not supported`,
        );
      const type = ctx.source('@tevm/common/dist/index.d.ts').match(/type Hardfork = ([^;]*);/);
      const listed = [...(type?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
      assert.deepEqual(listed, HARDFORKS);
    },
  },
  {
    quote:
      "These hardforks cap a transaction's gas at 16,777,216 (EIP-7825), but `tevmCall` always runs with a 30,000,000 gas limit, whatever `gas` you pass. Every call, even a plain transfer, fails with `Transaction gas limit 30000000 exceeds the maximum allowed by EIP-7825 (16777216)`, and so does viem's `sendTransaction`.",
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const {createCommon, tevmDefault} = await C();
      const [alice] = PREFUNDED_ACCOUNTS;
      const transfer = {from: alice.address, to: BOB, value: 1n};
      const message =
        'Transaction gas limit 30000000 exceeds the maximum allowed by EIP-7825 (16777216)';
      for (const hardfork of ['osaka', 'bpo1', 'bpo2']) {
        const c = createCommon({...tevmDefault, hardfork});
        assert.equal(c.ethjsCommon.isActivatedEIP(7825), true, hardfork);
        const client = createMemoryClient({common: c, loggingLevel: 'silent'});
        for (const extra of [{}, {gas: 21000n}, {gas: 21000n, addToBlockchain: true}]) {
          await assert.rejects(client.tevmCall({...transfer, ...extra}), (e) => {
            assert.equal(e.message.split('\n')[0], message, hardfork);
            return true;
          });
        }
        await assert.rejects(
          client.sendTransaction({account: alice, to: BOB, value: 1n, chain: null}),
        );
      }
      const prague = createMemoryClient({loggingLevel: 'silent'});
      assert.equal((await prague.tevmCall(transfer)).errors, undefined);
    },
  },
  {
    quote:
      'From `london` to `shanghai`, calls still run, but in this release no block with a transaction in it can be mined: a call with `addToBlockchain: true`, or `tevmMine` with a transaction pending, fails with `Missing parameter value for targetBlobGasPerBlock`, on `paris` and `shanghai` too.',
    check: async () => {
      for (const hardfork of ['london', 'grayGlacier', 'paris', 'shanghai'])
        assert.deepEqual(await dryCall(hardfork), {tevmCall: undefined, viemCall: undefined});
      for (const hardfork of ['london', 'paris', 'shanghai']) {
        await assert.rejects(
          (await make(hardfork)).tevmCall({
            from: await FROM(),
            to: BOB,
            value: 1n,
            addToBlockchain: true,
          }),
          /Missing parameter value for targetBlobGasPerBlock/,
          hardfork,
        );
        const pending = await make(hardfork);
        await pending.tevmCall({from: await FROM(), to: BOB, value: 1n, createTransaction: true});
        await assert.rejects(
          pending.tevmMine(),
          /Missing parameter value for targetBlobGasPerBlock/,
          `${hardfork}: tevmMine with a pending transaction`,
        );
      }
      for (const hardfork of ['cancun', 'prague']) {
        const c = await make(hardfork);
        await c.tevmCall({from: await FROM(), to: BOB, value: 1n, addToBlockchain: true});
        assert.equal(await c.getBlockNumber(), 1n, hardfork);
      }
    },
  },
  {
    quote:
      "On `berlin` and earlier not even a dry-run call works: `tevmCall` and viem's `call` both fail with `calcNextBaseFee() can only be called with EIP1559 being activated`.",
    check: async () => {
      for (const hardfork of ['chainstart', 'istanbul', 'berlin']) {
        const {tevmCall, viemCall} = await dryCall(hardfork);
        assert.match(tevmCall ?? 'ran', NO_1559, `${hardfork}: tevmCall`);
        assert.match(viemCall ?? 'ran', NO_1559, `${hardfork}: viem call`);
      }
    },
  },
  {
    quote:
      'Empty blocks mine from `paris` on; before it even `tevmMine` on an empty mempool fails: with `Missing parameter value for minerReward` from `london` to `grayGlacier`, and with the same `calcNextBaseFee()` error on `berlin` and earlier.',
    check: async () => {
      for (const hardfork of ['paris', 'mergeNetsplitBlock', 'shanghai']) {
        const c = await make(hardfork);
        await c.tevmMine();
        assert.equal(await c.getBlockNumber(), 1n, hardfork);
      }
      for (const hardfork of ['london', 'arrowGlacier', 'grayGlacier'])
        await assert.rejects(
          (await make(hardfork)).tevmMine(),
          /Missing parameter value for minerReward/,
          hardfork,
        );
      for (const hardfork of ['chainstart', 'istanbul', 'berlin'])
        await assert.rejects(
          (await make(hardfork)).tevmMine(),
          /calcNextBaseFee\(\) can only be called with EIP1559 being activated/,
          hardfork,
        );
    },
  },
  {
    quote: 'Use `cancun` or later for a node that mines.',
    check: async () => {
      // both kinds of block: a transaction, then an empty one
      const c = await make('cancun');
      await c.tevmCall({from: await FROM(), to: BOB, value: 1n, addToBlockchain: true});
      await c.tevmMine();
      assert.equal(await c.getBlockNumber(), 2n);
    },
  },
  {
    quote:
      "To derive from an existing chain, spread it and override what differs, e.g. `createCommon({ ...mainnet, id: 31337, name: 'mainnet-copy' })`.",
    check: async () => {
      const {createCommon, mainnet} = await C();
      const c = createCommon({...mainnet, id: 31337, name: 'mainnet-copy'});
      assert.equal(c.ethjsCommon.chainId(), 31337n);
      assert.equal(c.name, 'mainnet-copy');
      assert.equal(c.nativeCurrency.symbol, 'ETH');
    },
  },
  {
    quote:
      "Tevm's commons come without one (`common.ethjsCommon.customCrypto.kzg` is `undefined`); for tests, `createMockKzg()` returns an object with the KZG methods whose verifications all return `true`.",
    check: async () => {
      const {tevmDefault, optimism, createMockKzg} = await C();
      assert.equal(tevmDefault.ethjsCommon.customCrypto.kzg, undefined);
      assert.equal(optimism.ethjsCommon.customCrypto.kzg, undefined);
      const kzg = createMockKzg();
      const verifiers = Object.keys(kzg).filter((k) => k.startsWith('verify'));
      assert.ok(verifiers.length >= 4, verifiers.join());
      for (const v of verifiers) assert.equal(kzg[v]('0x00', '0x00', '0x00', '0x00'), true, v);
      for (const m of ['blobToKzgCommitment', 'computeBlobKzgProof', 'loadTrustedSetup'])
        assert.equal(typeof kzg[m], 'function', m);
    },
  },
  {
    table: 'Export',
    row: 'ConsensusAlgorithm',
    check: async () =>
      assert.deepEqual(
        {...(await C()).ConsensusAlgorithm},
        {
          Ethash: 'ethash',
          Clique: 'clique',
          Casper: 'casper',
        },
      ),
  },
  {
    table: 'Export',
    row: 'ConsensusType',
    check: async () =>
      assert.deepEqual(
        {...(await C()).ConsensusType},
        {
          ProofOfStake: 'pos',
          ProofOfWork: 'pow',
          ProofOfAuthority: 'poa',
        },
      ),
  },
  {
    table: 'Export',
    row: 'Common, CommonOptions, Hardfork, MockKzg, CustomCrypto',
    check: async (ctx) => {
      const m = await C();
      const dts = ctx.source('@tevm/common/dist/index.d.ts');
      for (const t of ['Common', 'CommonOptions', 'Hardfork', 'MockKzg', 'CustomCrypto']) {
        assert.equal(t in m, false, `${t} is a runtime export`);
        assert.match(
          dts,
          new RegExp(`(type|interface) ${t}\\b|export \\{[^}]*\\b${t}\\b[^}]*\\} from`),
          t,
        );
      }
    },
  },
  {
    table: 'Export',
    row: 'common.copy()',
    check: async () => {
      const {mainnet, tevmDefault} = await C();
      const c = mainnet.copy();
      assert.notEqual(c, mainnet);
      assert.notEqual(c.ethjsCommon, mainnet.ethjsCommon);
      assert.equal(c.id, 1);
      c.ethjsCommon.setHardfork('london');
      assert.equal(mainnet.ethjsCommon.hardfork(), 'prague');
      const {createBlock} = await import('tevm/block');
      const b = createBlock({header: {}}, {common: tevmDefault});
      assert.notEqual(b.common, tevmDefault);
      assert.equal(b.common.id, 900);
    },
  },
  {
    quote:
      '`createCommon` wraps every failure in `InvalidParamsError` from `tevm/errors` (JSON-RPC code -32602); the original error is in `cause`.',
    check: async (ctx) => {
      const {createCommon, mainnet} = await C();
      const {InvalidParamsError} = await import('tevm/errors');
      try {
        createCommon({...mainnet, eips: 1559});
        assert.fail('did not throw');
      } catch (e) {
        assert.ok(e instanceof InvalidParamsError);
        assert.equal(e.code, -32602);
        assert.ok(e.cause instanceof TypeError);
      }
      assert.match(
        ctx.source('@tevm/common/dist/index.js'),
        /\} catch \(e\) \{\s*const err = \(\s*\/\*\* @type \{Error\} \*\/\s*e\s*\);\s*throw new InvalidParamsError\(err\.message, \{ cause: err \}\);/,
      );
    },
  },
  ...[
    [
      "unknown hardfork name ('bedrock', a typo)",
      {hardfork: 'bedrock'},
      'Hardfork with name bedrock not supported',
    ],
    [
      'eips that is not an array (eips: 1559)',
      {eips: 1559},
      'eips must be an array of EIP numbers',
    ],
  ].map(([row, opts, short]) => ({
    table: 'Cause',
    row,
    check: async () => {
      const {createCommon, mainnet} = await C();
      const {InvalidParamsError} = await import('tevm/errors');
      assert.throws(
        () => createCommon({...mainnet, ...opts}),
        (e) => e instanceof InvalidParamsError && e.shortMessage === short,
      );
    },
  })),
  {
    quote: 'TypeScript already rejects both mistakes at compile time',
    check: async (ctx) => {
      const dts = ctx.source('@tevm/common/dist/index.d.ts');
      assert.match(
        dts,
        /eips\?: ReadonlyArray<number>|eips\?: number\[\]|eips\?: readonly number\[\]/,
      );
      assert.match(dts, /hardfork\?: Hardfork/);
    },
  },
];
