// Claims of docs/api/whatsabi-integration.mdx: the loader is absent from the pinned install.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';

const LOADER_NAMES = ['loadContract', 'whatsabi', 'createWhatsAbi', 'AbiLoader', 'ContractLoader'];
const allExports = async () => {
  const paths = [
    'tevm',
    'tevm/contract',
    'tevm/memory-client',
    'tevm/node',
    'tevm/utils',
    'tevm/decorators',
    'tevm/actions',
  ];
  const names = new Set();
  for (const p of paths) for (const k of Object.keys(await import(p))) names.add(k);
  return names;
};

export default [
  {
    quote:
      '`tevm` does not depend on a `@tevm/whatsabi` package, there is no `tevm/whatsabi` export, and `loadContract`, the client extension, the ABI loader classes and `tevm.config.json` macros do not exist in 1.0.0-rc.151.',
    check: async (ctx) => {
      const pkg = JSON.parse(ctx.source('tevm/package.json'));
      assert.ok(!('@tevm/whatsabi' in {...pkg.dependencies, ...pkg.peerDependencies}));
      assert.ok(!pkg.exports['./whatsabi']);
      const names = await allExports();
      const found = [...names].filter(
        (n) => LOADER_NAMES.includes(n) || /whatsabi|abiloader/i.test(n),
      );
      assert.deepEqual(found, []);
      assert.doesNotMatch(ctx.source('@tevm/config/src/types.ts'), /macro/i);
    },
  },
  {
    table: 'Piece',
    row: '@tevm/whatsabi package',
    check: async (ctx) =>
      assert.ok(!existsSync(join(process.cwd(), 'node_modules', '@tevm', 'whatsabi'))),
  },
  {
    table: 'Piece',
    row: 'tevm/whatsabi subpath',
    check: async () => assert.rejects(import('tevm/whatsabi')),
  },
  {
    table: 'Piece',
    row: 'Loader functions and classes',
    check: async () =>
      assert.deepEqual(
        [...(await allExports())].filter((n) => LOADER_NAMES.includes(n)),
        [],
      ),
  },
  {
    table: 'Piece',
    row: 'Macro imports in tevm.config.json',
    check: async (ctx) => assert.doesNotMatch(ctx.source('@tevm/config/src/types.ts'), /macro/i),
  },
  {
    table: 'Situation',
    row: 'You know the functions you need',
    example: "assert.equal(await client.readContract(dai.read.symbol()), 'DAI')",
  },
  {
    table: 'Situation',
    row: 'You have the Solidity source',
    check: async (ctx) =>
      assert.ok(JSON.parse(ctx.source('tevm/package.json')).exports['./bundler/vite-plugin']),
  },
  {
    table: 'Situation',
    row: 'You need a standard token or NFT interface',
    check: async () => {
      const {ERC20, ERC721} = await import('tevm/contract');
      assert.equal(typeof ERC20.withAddress, 'function');
      assert.equal(typeof ERC721.withAddress, 'function');
    },
  },
  {
    table: 'Situation',
    row: 'You have a JSON ABI from an explorer',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const c = createMemoryClient();
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(4n),
        addToBlockchain: true,
      });
      const abi = JSON.parse(JSON.stringify(SimpleContract.abi)); // as an explorer would hand it over
      assert.equal(await c.readContract({address: createdAddress, abi, functionName: 'get'}), 4n);
    },
  },
  {
    quote:
      "The fork fetches the contract's code and storage on first use, so reads return real on-chain data, while anything you write stays local.",
    check: async (ctx) => {
      const {createMemoryClient, parseEther} = await import('tevm');
      const {ERC20} = await import('tevm/contract');
      const upstream = await ctx.forkUpstream('mainnet');
      const dai = ERC20.withAddress('0x6B175474E89094C44Da98b954EedeAC495271d0F');
      const client = createMemoryClient({fork: {transport: upstream}});
      assert.equal(await client.readContract(dai.read.symbol()), 'DAI');
      const tester = '0x00000000000000000000000000000000000da100';
      await client.tevmDeal({erc20: dai.address, account: tester, amount: parseEther('250')});
      assert.equal(await upstream.upstream.readContract(dai.read.balanceOf(tester)), 0n);
    },
  },
];
