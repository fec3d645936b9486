// Claims of docs/reference/index.mdx: the versions the pages describe, and for every row of the
// package tables that its sub-path re-exports its scoped package (or that there is none).
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';

const version = (ctx, pkg) => JSON.parse(ctx.source(`${pkg}/package.json`)).version;
const tevmExports = (ctx) => Object.keys(JSON.parse(ctx.source('tevm/package.json')).exports);
/** Every export of the scoped package is the same object under the sub-path. */
const sameCode = async (subpath, pkg) => {
  const sub = await import(subpath);
  const scoped = await import(pkg);
  const keys = Object.keys(scoped);
  assert.ok(keys.length > 0, `${pkg} exports nothing`);
  for (const k of keys) assert.equal(sub[k], scoped[k], `${subpath}.${k} is not ${pkg}.${k}`);
};
const installed = (ctx, pkg) => {
  try {
    ctx.source(`${pkg}/package.json`);
    return true;
  } catch {
    return false;
  }
};
// [table number, row (first cell), sub-path, package]
const REEXPORTED = [
  [1, '[Actions](./actions.mdx)', 'tevm/actions', '@tevm/actions'],
  [1, '[Node](./node.mdx)', 'tevm/node', '@tevm/node'],
  [1, '[Virtual Machine](./vm.mdx)', 'tevm/vm', '@tevm/vm'],
  [1, '[State Management](./state.mdx)', 'tevm/state', '@tevm/state'],
  [1, '[Blockchain](./blockchain.mdx)', 'tevm/blockchain', '@tevm/blockchain'],
  [1, '[EVM](./evm.mdx)', 'tevm/evm', '@tevm/evm'],
  [2, '[Block](./block.mdx)', 'tevm/block', '@tevm/block'],
  [2, '[Transactions](./tx.mdx)', 'tevm/tx', '@tevm/tx'],
  [2, '[Transaction Pool](./txpool.mdx)', 'tevm/txpool', '@tevm/txpool'],
  [2, '[Receipt Manager](./receipt-manager.mdx)', 'tevm/receipt-manager', '@tevm/receipt-manager'],
  [3, '[Server](./server.mdx)', 'tevm/server', '@tevm/server'],
  [4, '[Contract](./contract.mdx)', 'tevm/contract', '@tevm/contract'],
  [5, '[Utils](./utils.mdx)', 'tevm/utils', '@tevm/utils'],
  [5, '[Common](./common.mdx)', 'tevm/common', '@tevm/common'],
  [5, '[Decorators](./decorators.mdx)', 'tevm/decorators', '@tevm/decorators'],
  [5, '[Address](./address.mdx)', 'tevm/address', '@tevm/address'],
];

export default [
  {
    quote:
      'Most are at **1.0.0-rc.151**; ten are not: `@tevm/consensus` is at 1.0.0-rc.152, and `@tevm/tx`, `@tevm/viem`, `@tevm/http-client`, `@tevm/client-types` and the bun, rollup, rspack, vite and webpack plugins are at 1.0.0-next.148. The esbuild plugin is at 1.0.0-rc.151 like the rest.',
    check: async (ctx) => {
      assert.equal(version(ctx, 'tevm'), '1.0.0-next.149');
      // every installed @tevm/* package, grouped by the version in its package.json
      const byVersion = {};
      for (const name of readdirSync(new URL('../../../node_modules/@tevm/', import.meta.url))) {
        const v = version(ctx, `@tevm/${name}`);
        (byVersion[v] ??= []).push(name);
      }
      const plugins = ['bun', 'rollup', 'rspack', 'vite', 'webpack'].map((p) => `${p}-plugin`);
      assert.deepEqual(Object.keys(byVersion).sort(), [
        '1.0.0-next.148',
        '1.0.0-rc.151',
        '1.0.0-rc.152',
      ]);
      assert.deepEqual(byVersion['1.0.0-rc.152'], ['consensus']);
      assert.deepEqual(
        byVersion['1.0.0-next.148'].sort(),
        ['tx', 'viem', 'http-client', 'client-types', ...plugins].sort(),
      );
      assert.ok(byVersion['1.0.0-rc.151'].includes('esbuild-plugin'));
      assert.ok(byVersion['1.0.0-rc.151'].length > 2 * byVersion['1.0.0-next.148'].length);
      // "ten are not"
      assert.equal(byVersion['1.0.0-rc.152'].length + byVersion['1.0.0-next.148'].length, 10);
    },
  },
  {
    quote:
      'One package is installed twice: `@tevm/http-client` brings its own `@tevm/address` at 1.0.0-next.148, nested in its `node_modules`; `tevm/address` and every other package load the top-level 1.0.0-rc.151 copy.',
    check: async (ctx) => {
      const {createRequire} = await import('node:module');
      const {existsSync} = await import('node:fs');
      const top = new URL('../../../node_modules/', import.meta.url);
      // every @tevm package installed below another package's node_modules
      const nested = [];
      const scan = (dir, depth) => {
        if (depth > 3 || !existsSync(dir)) return;
        for (const name of readdirSync(dir)) {
          const pkg = new URL(`${name}/`, dir);
          if (name.startsWith('@')) {
            for (const sub of readdirSync(pkg)) {
              const p = new URL(`${sub}/`, pkg);
              if (depth > 0 && name === '@tevm') nested.push(p.pathname.slice(top.pathname.length));
              scan(new URL('node_modules/', p), depth + 1);
            }
          } else if (name !== '.bin' && !name.startsWith('.'))
            scan(new URL('node_modules/', pkg), depth + 1);
        }
      };
      scan(top, 0);
      assert.deepEqual(nested, ['@tevm/http-client/node_modules/@tevm/address/']);
      assert.equal(version(ctx, '@tevm/http-client/node_modules/@tevm/address'), '1.0.0-next.148');
      assert.equal(version(ctx, '@tevm/address'), '1.0.0-rc.151');
      // which copy each installed @tevm package (and tevm) resolves
      const resolved = (from) =>
        createRequire(new URL(`${from}/package.json`, top)).resolve('@tevm/address/package.json');
      const copies = new Map();
      for (const name of ['tevm', ...readdirSync(new URL('@tevm/', top)).map((n) => `@tevm/${n}`)])
        if (name !== '@tevm/address') copies.set(name, resolved(name));
      for (const [name, file] of copies)
        assert.equal(
          file.includes('/http-client/node_modules/'),
          name === '@tevm/http-client',
          `${name} loads ${file}`,
        );
      const {createAddress} = await import('tevm/address');
      assert.equal(createAddress, (await import('@tevm/address')).createAddress);
    },
  },
  {
    quote: 'Almost every package can be imported two ways that load the same code',
    check: async () => {
      for (const [, , subpath, pkg] of REEXPORTED) await sameCode(subpath, pkg);
    },
  },
  ...REEXPORTED.map(([nth, row, subpath, pkg]) => ({
    table: 'Page',
    nth,
    row,
    quote: `| \`${subpath}\` | \`${pkg}\` |`,
    check: async () => sameCode(subpath, pkg),
  })),
  {
    table: 'Page',
    nth: 3,
    row: '[CLI](./cli.mdx)',
    check: async (ctx) => {
      assert.equal(tevmExports(ctx).includes('./cli'), false);
      const bin = JSON.parse(ctx.source('@tevm/cli/package.json')).bin;
      assert.ok(bin && (typeof bin === 'string' || bin.tevm), 'no tevm command');
    },
  },
  {
    table: 'Page',
    nth: 3,
    row: '[Memory Client](./memory-client.mdx)',
    check: async () => {
      await sameCode('tevm/memory-client', '@tevm/memory-client');
      assert.equal(
        (await import('tevm')).createMemoryClient,
        (await import('@tevm/memory-client')).createMemoryClient,
      );
    },
  },
  {
    table: 'Page',
    nth: 4,
    row: '[Contract Bundler](./bundler/index.mdx)',
    check: async (ctx) => {
      const subs = tevmExports(ctx).filter((e) => e.startsWith('./bundler/'));
      assert.ok(subs.length >= 6, subs.join());
      for (const p of [
        'vite-plugin',
        'webpack-plugin',
        'rollup-plugin',
        'esbuild-plugin',
        'bun-plugin',
        'rspack-plugin',
      ])
        assert.ok(installed(ctx, `@tevm/${p}`), p);
    },
  },
  {
    table: 'Page',
    nth: 4,
    row: '[Contract Loader (planned)](../api/whatsabi-integration.mdx)',
    check: async (ctx) => {
      assert.equal(
        tevmExports(ctx).some((e) => /whatsabi|loader/i.test(e)),
        false,
      );
      assert.equal(installed(ctx, '@tevm/whatsabi'), false);
      assert.equal(installed(ctx, '@tevm/contract-loader'), false);
    },
  },
  {
    table: 'Page',
    nth: 5,
    row: '[RLP](./rlp.mdx)',
    check: async (ctx) => {
      assert.equal(tevmExports(ctx).includes('./rlp'), false);
      assert.equal(installed(ctx, '@tevm/rlp'), false);
      const {toRlp, fromRlp} = await import('tevm/utils');
      const root = await import('tevm');
      assert.equal(root.toRlp, toRlp);
      assert.equal(root.fromRlp, fromRlp);
      assert.deepEqual(fromRlp(toRlp(['0x01']), 'hex'), ['0x01']);
    },
  },
  {
    table: 'Page',
    nth: 5,
    row: '[Trie](./trie.mdx)',
    check: async (ctx) => {
      assert.equal(tevmExports(ctx).includes('./trie'), false);
      assert.equal(installed(ctx, '@tevm/trie'), false);
    },
  },
  {
    quote: '"none" in the sub-path column means the umbrella does not re-export that package',
    check: async (ctx) => {
      for (const s of ['./cli', './rlp', './trie'])
        assert.equal(tevmExports(ctx).includes(s), false, s);
    },
  },
  {
    quote: 'with about 330 chain presets',
    check: async () => {
      const m = await import('tevm/common');
      const n = Object.values(m).filter(
        (v) => v && typeof v === 'object' && 'ethjsCommon' in v,
      ).length;
      assert.ok(n >= 320 && n <= 340, `${n}`);
    },
  },
  {
    quote:
      "(on every package page except the CLI and the bundler guides): a table generated from the installed package's type declarations",
    check: async () => {
      const root = new URL('../../../docs/reference/', import.meta.url);
      for (const page of [
        'actions',
        'node',
        'vm',
        'state',
        'blockchain',
        'evm',
        'block',
        'tx',
        'txpool',
        'receipt-manager',
        'memory-client',
        'server',
        'contract',
        'utils',
        'common',
        'decorators',
        'rlp',
        'trie',
        'address',
      ]) {
        const text = readFileSync(new URL(`${page}.mdx`, root), 'utf8');
        assert.match(text, /<ApiTable api=\{api\} \/>/, page);
        assert.match(text, /import api from '@site\/src\/data\/api\/[a-z-]+\.json'/, page);
      }
    },
  },
  {
    quote: "an export's row can be linked as `#api-<name>`",
    check: async () => {
      const {readdirSync} = await import('node:fs');
      const dir = new URL('../../../src/components/ApiTable/', import.meta.url);
      const src = readdirSync(dir)
        .filter((f) => /\.tsx?$/.test(f) && !/test/.test(f))
        .map((f) => readFileSync(new URL(f, dir), 'utf8'))
        .join('\n');
      assert.match(src, /`api-\$\{[^}]*name[^}]*\}`/);
    },
  },
  {
    quote: 'Sub-path imports mix freely, because they are the same objects the umbrella uses.',
    example: 'const predicted = createContractAddress(createAddress(deployer), 0n)',
  },
];
