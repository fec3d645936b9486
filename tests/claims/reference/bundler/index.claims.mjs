// Claims of docs/reference/bundler/index.mdx. What a .sol import becomes comes from the real plugin
// run over scratch projects in a child process (fixture.mjs); package facts from the install.
import assert from 'node:assert/strict';
import {plugins} from './fixture.mjs';

export {before} from './fixture.mjs';

/** `tevm/bundler/<sub>` re-exports `@tevm/<pkg>`. */
const reexports = (ctx, sub, pkg) =>
  assert.match(
    ctx.source(`tevm/bundler/${sub ? `${sub}/` : ''}index.js`),
    new RegExp(`^export \\* from '@tevm/${pkg}';`),
    `tevm/bundler/${sub}`,
  );
const version = (ctx, pkg) => JSON.parse(ctx.source(`${pkg}/package.json`)).version;

export default [
  {
    quote:
      "That module calls `createContract` from `tevm/contract` with the contract's name, its ABI (in human-readable form) and, for `.s.sol` files, its creation and runtime bytecode.",
    check: async () => {
      const {a} = await plugins();
      const full = a.modules['contracts/Counter.s.sol'].code;
      const abiOnly = a.modules['contracts/Counter.sol'].code;
      assert.match(
        full,
        /^import \{ createContract \} from 'tevm\/contract'\nconst _Counter = \{\n {2}"name": "Counter",\n {2}"humanReadableAbi": \[/,
      );
      assert.match(
        full,
        /"bytecode": "0x60[0-9a-f]+",\n {2}"deployedBytecode": "0x60[0-9a-f]+"\n\};\n/,
      );
      assert.match(full, /export const Counter = createContract\(_Counter\);/);
      assert.doesNotMatch(abiOnly, /"bytecode"/);
    },
  },
  {
    quote:
      'The export named after the contract is therefore exactly what `createContract` returns: `name`, `abi`, `humanReadableAbi`, `read`, `write`, `events`, `withAddress`, `withCode` and `deploy(...args)`, and for `.s.sol` files also `bytecode` and `deployedBytecode` (without them, `deploy` throws).',
    check: async () => {
      const {a} = await plugins();
      const common = [
        'abi',
        'deploy',
        'events',
        'humanReadableAbi',
        'name',
        'read',
        'withAddress',
        'withCode',
        'write',
      ];
      assert.deepEqual(a.modules['contracts/Counter.sol'].object.keys, common);
      assert.deepEqual(
        a.modules['contracts/Counter.s.sol'].object.keys,
        [...common, 'bytecode', 'deployedBytecode'].sort(),
      );
      assert.match(a.modules['contracts/Counter.sol'].object.deployError, /Bytecode is required/);
    },
  },
  {
    quote:
      "The module has one more export, `artifacts`: solc's output for each contract of the file, with its JSON `abi`, its `userdoc` and, for `.s.sol` files, the `evm` bytecode objects",
    check: async () => {
      const {a} = await plugins();
      const full = a.modules['contracts/Counter.s.sol'];
      const abiOnly = a.modules['contracts/Counter.sol'];
      // the two exports of each module: the contract, then artifacts
      assert.deepEqual(full.exports, ['Counter', 'artifacts']);
      assert.deepEqual(abiOnly.exports, ['Counter', 'artifacts']);
      // artifacts holds solc's JSON ABI and userdoc (the code is kept to its first 3000 characters)
      const opening =
        /export const artifacts = \{\n {2}"Counter": \{\n {4}"contractName": "Counter",\n {4}"abi": \[\n {6}\{\n {8}"inputs": \[\],/;
      assert.match(full.code, opening);
      assert.match(abiOnly.code, opening);
      for (const m of [full, abiOnly])
        assert.match(m.code, /\n {4}"userdoc": \{\n {6}"kind": "user",/);
      // bytecode objects for .s.sol only
      assert.match(
        full.code,
        /\n {4}"evm": \{\n {6}"bytecode": \{[\s\S]*\n {6}"deployedBytecode": \{/,
      );
      assert.doesNotMatch(abiOnly.code, /"evm"/);
    },
  },
  {
    quote:
      '`Token.sol` yields an ABI-only object that you attach to an existing address with `withAddress`; `Token.s.sol` also carries bytecode, so it can be deployed.',
    check: async () => {
      const {a} = await plugins();
      assert.equal(a.modules['contracts/Counter.sol'].object.bytecode, null);
      assert.match(a.modules['contracts/Counter.s.sol'].object.bytecode, /^0x60/);
      assert.equal(a.modules['contracts/Counter.s.sol'].object.deployError, null);
    },
  },
  {
    quote: 'gives your editor their types and completion.',
    check: async () => {
      const {editor} = await plugins('editor');
      assert.deepEqual(editor.completions, ['count']);
    },
  },
  {
    quote:
      '`tevm/contract` ships compiled `SimpleContract`, `ERC20`, `ERC721`, `AdvancedContract` and `ErrorContract`, with no compiler involved',
    check: async () => {
      const m = await import('tevm/contract');
      for (const name of ['SimpleContract', 'ERC20', 'ERC721', 'AdvancedContract', 'ErrorContract'])
        assert.match(/** @type {any} */ (m)[name]?.bytecode ?? '', /^0x[0-9a-f]{10}/, name);
    },
  },
  {
    quote:
      '`createContract({ name, humanReadableAbi, address })` builds the same kind of object by hand',
    check: async () => {
      const {createContract} = await import('tevm/contract');
      const address = /** @type {const} */ ('0x1111111111111111111111111111111111111111');
      const c = createContract({
        name: 'Counter',
        humanReadableAbi: ['function count() view returns (uint256)'],
        address,
      });
      assert.equal(c.address, address);
      assert.equal(c.read.count().functionName, 'count');
      const {a} = await plugins();
      for (const k of a.modules['contracts/Counter.sol'].object.keys) assert.ok(k in c, k);
    },
  },
  {
    quote:
      'the pinned `tevm` installs them at 1.0.0-rc.151, except five plugins at 1.0.0-next.148 (all but `@tevm/esbuild-plugin`)',
    check: async (ctx) => {
      assert.equal(version(ctx, 'tevm'), '1.0.0-next.149');
      for (const p of ['compiler', 'solc', 'config', 'base-bundler', 'ts-plugin', 'esbuild-plugin'])
        assert.equal(version(ctx, `@tevm/${p}`), '1.0.0-rc.151', p);
      for (const p of ['vite', 'webpack', 'rollup', 'rspack', 'bun'])
        assert.equal(version(ctx, `@tevm/${p}-plugin`), '1.0.0-next.148', p);
    },
  },
  {
    table: 'Sub-path',
    row: 'tevm/bundler/vite-plugin, …/webpack-plugin, …/rollup-plugin, …/esbuild-plugin, …/rspack-plugin, …/bun-plugin',
    check: async (ctx) => {
      for (const t of ['vite', 'webpack', 'rollup', 'esbuild', 'rspack', 'bun'])
        reexports(ctx, `${t}-plugin`, `${t}-plugin`);
    },
  },
  {
    table: 'Sub-path',
    row: 'none',
    check: async (ctx) => {
      assert.throws(() => ctx.source('tevm/bundler/ts-plugin/index.js'));
      assert.ok(JSON.parse(ctx.source('tevm/package.json')).dependencies['@tevm/ts-plugin']);
      assert.match(
        ctx.source('@tevm/ts-plugin/dist/index.js'),
        /modules\.typescript\.createLanguageService\(/,
      );
    },
  },
  {
    table: 'Sub-path',
    row: 'tevm/bundler/compiler, tevm/bundler/solc, tevm/bundler/config',
    check: async (ctx) => {
      for (const p of ['compiler', 'solc', 'config']) reexports(ctx, p, p);
    },
  },
  {
    table: 'Sub-path',
    row: 'tevm/bundler, tevm/bundler/base-bundler',
    check: async (ctx) => {
      reexports(ctx, '', 'base-bundler');
      reexports(ctx, 'base-bundler', 'base-bundler');
      assert.match(ctx.source('@tevm/unplugin/dist/index.js'), /from '@tevm\/base-bundler'/);
      assert.match(ctx.source('@tevm/bun-plugin/dist/index.js'), /from '@tevm\/base-bundler'/);
    },
  },
  {
    quote:
      "The run prints the object's keys (`abi, bytecode, deploy, deployedBytecode, events, humanReadableAbi, name, read, withAddress, withCode, write`)",
    // src/inspect.ts asserts the keys and the ABI; the bash block builds and runs it
    example: 'node dist/inspect.js',
  },
  {
    quote: "`['constructor(string initial)', 'function greet() view returns (string)']`",
    example: 'node dist/inspect.js',
  },
  {
    quote: 'The build also prints a stray `proces.cwd() …` line',
    check: async () =>
      assert.match((await plugins()).a.start.lines.join('\n'), /^proces\.cwd\(\) \//m),
  },
  {
    quote: 'without one the plugin still builds but logs a page of error output first',
    check: async () => {
      const {b} = await plugins();
      assert.ok(b.start.lines.filter((l) => /level=ERROR/.test(l)).length >= 2);
      assert.equal(b.modules['contracts/Counter.s.sol'].error, undefined);
    },
  },
  {
    quote:
      '`tevm` exports no `sol` template tag, and the plugins load only paths ending in `.sol`.',
    check: async () => {
      assert.ok(!('sol' in (await import('tevm'))));
      const {loadInclude} = (await plugins()).plugins;
      assert.deepEqual(loadInclude, {ts: false, sol: true, ssol: true});
    },
  },
];
