// Claims of docs/reference/bundler/overview.mdx: the config keys through the real loader
// (@tevm/config), import lookup through @tevm/resolutions, and what the plugins did over scratch
// projects in a child process (fixture.mjs).
import assert from 'node:assert/strict';
import {
  assertFoundryProjectRunsPath,
  assertMissingImportMessages,
  assertTsconfigKeepsPathsAndBaseUrl,
  configOf,
  loadConfigIn,
  plugins,
} from './fixture.mjs';

export {before} from './fixture.mjs';

const defaults = (ctx) => ctx.shared('defaults', () => configOf({'tevm.config.json': {}}));

export default [
  {
    quote:
      'Steps 1 and 2 do not check that the file exists: a remapped or relative import of a missing file stops the build when the file is read, with',
    check: assertMissingImportMessages,
  },
  {
    quote:
      'both names load the same code, read the same `tevm.config.json`, and generate modules that import `createContract` from `tevm/contract` (or from `@tevm/contract` when the umbrella is not installed).',
    check: async (ctx) => {
      assert.match(
        ctx.source('tevm/bundler/vite-plugin/index.js'),
        /^export \* from '@tevm\/vite-plugin';/,
      );
      const src = ctx.source('@tevm/base-bundler/dist/index.js');
      assert.match(src, /var contractPackages = \["tevm\/contract", "@tevm\/contract"\];/);
      assert.match(
        (await plugins()).a.modules['contracts/Counter.s.sol'].code,
        /^import \{ createContract \} from 'tevm\/contract'/,
      );
    },
  },
  {
    quote:
      'With `@tevm/ts-plugin` in your editor you also get completion for function names and type errors as you type.',
    check: async () => {
      const {editor} = await plugins('editor');
      assert.deepEqual(editor.completions, ['count']);
      assert.match(editor.diagnostics.join('\n'), /^TS2322: /);
    },
  },
  {
    quote:
      'given a plain `account`, viem sends an unsigned `eth_sendTransaction`, which the node runs as sent by that account, whichever it is',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const {createWalletClient, custom} = await import('viem');
      const client = createMemoryClient();
      const methods = [];
      const wallet = createWalletClient({
        transport: custom({
          request: (a) => (methods.push(a.method), client.request(a)),
        }),
      });
      // an address nobody holds the key of, and not one of the prefunded accounts
      const account = '0x00000000000000000000000000000000000a11ce';
      const hash = await wallet.sendTransaction({
        account,
        to: '0x00000000000000000000000000000000000000b0',
        value: 0n,
        chain: null,
      });
      assert.ok(methods.includes('eth_sendTransaction'), methods.join());
      assert.ok(!methods.includes('eth_sendRawTransaction'), methods.join());
      const receipt = await client.getTransactionReceipt({hash});
      assert.equal(receipt.status, 'success');
      assert.equal(receipt.from.toLowerCase(), account);
      const stored = await client.request({method: 'eth_getTransactionByHash', params: [hash]});
      assert.deepEqual([stored.r, stored.s, stored.v], [undefined, undefined, undefined]);
      await client.transport.tevm.close();
    },
  },
  {
    quote: 'It mines each transaction as it arrives',
    example: "node dist/deploy-with-viem.js | grep -x 'viem: count = 1'",
  },
  {
    quote: 'as the next example shows.',
    example: "node dist/attach-abi.js | grep -x 'interface: count = 1, bytecode included: false'",
  },
  {
    quote: 'Import a file without the `.s` and you get the ABI but no bytecode.',
    example: 'bytecode included: false',
  },
  {
    quote:
      'An ABI-only object still has a `deploy` method, but calling it throws `Bytecode is required to generate deploy data`.',
    check: async () => {
      const o = (await plugins()).a.modules['contracts/Counter.sol'].object;
      assert.ok(o.keys.includes('deploy'));
      assert.equal(o.deployError, 'Bytecode is required to generate deploy data');
    },
  },
  {
    quote:
      'if the import starts with a remapped prefix (the longest match wins), the prefix is replaced and the result is taken relative to the folder you build in.',
    check: async () => {
      // a build in c/ with '@acme/' and '@acme/math/' remapped: the longer one was used, from c/
      assert.ok(
        (await plugins()).c.modules['contracts/Doubler.s.sol'].watched.includes(
          'vendor/acme-math/Math.sol',
        ),
      );
    },
  },
  {
    quote:
      'Remappings come from `tevm.config.json`, from a `remappings.txt` next to it, and, with `foundryProject`, from `forge config`.',
    check: async () => {
      const cfg = await configOf({
        'tevm.config.json': {remappings: {'@a/': 'x/'}},
        'remappings.txt': '@b/=lib/b/\n',
      });
      assert.deepEqual(Object.keys(cfg.remappings).sort(), ['@a/', '@b/']);
      // forge: see the foundryProject row
    },
  },
  {
    quote:
      '`import "./Math.sol"` (any path starting with `.`) is resolved relative to the importing file.',
    check: async () => {
      // contracts/Uses.s.sol imports "./Counter.sol"
      assert.deepEqual((await plugins()).a.modules['contracts/Uses.s.sol'].watched, [
        'contracts/Uses.s.sol',
        'contracts/Counter.sol',
      ]);
    },
  },
  {
    quote: 'the path is looked up in `node_modules` folders upward from the importing file',
    check: async () => {
      const {c} = await plugins();
      // contracts/Doubler.s.sol imports "@npm/pkg/Pkg.sol" from the project's node_modules
      assert.equal(c.modules['contracts/Doubler.s.sol'].error, undefined);
      assert.match(
        c.modules['contracts/Doubler.s.sol'].code,
        /function twice\(uint256 x\) pure returns \(uint256\)/,
      );
    },
  },
  {
    quote: 'the folders in `libs` are searched as additional roots',
    check: async () =>
      assert.ok(
        (await plugins()).c.modules['contracts/Doubler.s.sol'].watched.includes(
          'lib/solady/Lib.sol',
        ),
      ),
  },
  {
    quote:
      '`Could not resolve import <path> from <file>. Please check your remappings and libraries.`',
    check: async () =>
      assert.match(
        (await plugins()).a.modules['contracts/Missing.sol'].error,
        /^Could not resolve import @nope\/Thing\.sol from \/.*\/contracts\/Missing\.sol\. Please check your remappings and libraries\.$/,
      ),
  },
  {
    quote:
      'The plugins read their settings from the working directory: first `tevm.config.json`, then `tevm.json`.',
    check: async () => {
      const both = await configOf({
        'tevm.config.json': {cacheDir: 'first'},
        'tevm.json': {cacheDir: 'second'},
      });
      assert.equal(both.cacheDir, 'first');
      assert.equal((await configOf({'tevm.json': {cacheDir: 'second'}})).cacheDir, 'second');
      assert.ok((await plugins()).c.entries.includes('build-cache'));
    },
  },
  {
    quote:
      'If neither exists, a `jsconfig.json` or `tsconfig.json` that lists `@tevm/ts-plugin` is used, but only two of its compiler options count. Each `paths` entry becomes a remapping, and a `baseUrl` becomes the first `libs` folder (an absolute path; the `paths` targets are resolved against it too). Options written in the plugin entry are dropped.',
    check: async () => {
      await assertTsconfigKeepsPathsAndBaseUrl();
      const tsconfig = (extra) => ({
        compilerOptions: {
          paths: {'@lib/*': ['lib/*']},
          plugins: [{name: '@tevm/ts-plugin', libs: ['x'], ...extra}],
        },
      });
      const cfg = await configOf({'tsconfig.json': tsconfig({})});
      assert.deepEqual(Object.keys(cfg.remappings), ['@lib/']);
      assert.deepEqual(cfg.libs, []);
      const js = await configOf({'jsconfig.json': tsconfig({})});
      assert.deepEqual(Object.keys(js.remappings), ['@lib/']);
      const {d} = await plugins();
      assert.match(
        d.modules['contracts/ViaEntry.s.sol'].error,
        /^Could not resolve import @other\//,
      );
    },
  },
  {
    quote: 'A `remappings.txt` in the same folder is merged in.',
    check: async () => {
      const cfg = await configOf({'tevm.config.json': {}, 'remappings.txt': '@b/=lib/b/\n'});
      assert.match(cfg.remappings['@b/'], /\/lib\/b\/$/);
    },
  },
  {
    table: 'Key',
    row: 'remappings',
    default: '{}',
    check: async (ctx) => {
      assert.deepEqual((await defaults(ctx)).remappings, {});
      const remappings = {'@acme/math/': 'vendor/acme-math/'};
      assert.deepEqual((await configOf({'tevm.config.json': {remappings}})).remappings, remappings);
      assert.ok(
        (await plugins()).c.modules['contracts/Doubler.s.sol'].watched.includes(
          'vendor/acme-math/Math.sol',
        ),
      );
    },
  },
  {
    table: 'Key',
    row: 'libs',
    default: '[]',
    check: async (ctx) => {
      assert.deepEqual((await defaults(ctx)).libs, []);
      assert.ok(
        (await plugins()).c.modules['contracts/Doubler.s.sol'].watched.includes(
          'lib/solady/Lib.sol',
        ),
      );
    },
  },
  {
    table: 'Key',
    row: 'foundryProject',
    default: 'false',
    check: async (ctx) => {
      assert.equal((await defaults(ctx)).foundryProject, false);
      await assertFoundryProjectRunsPath('forge', 'missing');
    },
  },
  {
    table: 'Key',
    row: 'cacheDir',
    default: '".tevm"',
    check: async (ctx) => {
      assert.equal((await defaults(ctx)).cacheDir, '.tevm');
      assert.ok((await plugins()).c.entries.includes('build-cache'));
    },
  },
  {
    table: 'Key',
    row: 'debug',
    default: 'false',
    quote: 'into a `<file>.sol.debug.d.ts` file next to the source',
    check: async (ctx) => {
      assert.equal((await defaults(ctx)).debug, false);
      const {editor} = await plugins('editor');
      // without debug no such file; with it, contracts/Counter.s.sol.debug.d.ts (the fixture
      // reads that path) holds what the plugin resolved the import to
      assert.equal(editor.debugFileWithoutDebug, false);
      assert.match(
        editor.debugFile,
        /^\/\/ Debug: the following snapshot is what tevm resolves \/.*Counter\.s\.sol to\n/,
      );
    },
  },
  {
    table: 'Key',
    row: 'jsonAsConst',
    default: '[]',
    check: async () => {
      const r = await loadConfigIn({'tevm.config.json': {jsonAsConst: ['abis/*.json']}});
      assert.equal(r._tag, 'Right', 'the key was rejected');
      assert.deepEqual(r.right.jsonAsConst, [], 'the loader now keeps the value');
    },
  },
  {
    quote:
      'The keys in the table below, and `name` (which accepts only `"@tevm/ts-plugin"`, so a copied plugin entry passes), are the only keys the loader accepts',
    check: async () => {
      const ok = await loadConfigIn({'tevm.config.json': {name: '@tevm/ts-plugin'}});
      assert.equal(ok._tag, 'Right', 'name: "@tevm/ts-plugin" was rejected');
      const other = await loadConfigIn({'tevm.config.json': {name: 'my-config'}});
      assert.equal(other._tag, 'Left', 'another name was accepted');
      const all = await loadConfigIn({
        'tevm.config.json': {
          name: '@tevm/ts-plugin',
          remappings: {},
          libs: [],
          foundryProject: false,
          cacheDir: '.tevm',
          debug: false,
          jsonAsConst: [],
        },
      });
      assert.equal(all._tag, 'Right', 'a key of the table was rejected');
    },
  },
  {
    quote:
      'any other key, such as `gen` or `macros`, is rejected with an `InvalidConfigError` that lists the valid names',
    check: async () => {
      for (const key of ['gen', 'macros']) {
        const r = await loadConfigIn({'tevm.config.json': {[key]: true}});
        assert.equal(r.left?._tag, 'InvalidConfigError', key);
        assert.match(
          r.left.message,
          /is unexpected, expected: "name" \| "foundryProject" \| "libs" \| "remappings" \| "debug" \| "cacheDir" \| "jsonAsConst"/,
        );
      }
    },
  },
  {
    quote:
      '`//` and `/* */` comments and trailing commas are accepted, while a syntax error such as a missing bracket fails with `InvalidJsonConfigError`',
    check: async () => {
      const ok = await loadConfigIn({
        'tevm.config.json': '{ // a comment\n "libs": [], /* another */ }',
      });
      assert.equal(ok._tag, 'Right', 'a comment or trailing comma was rejected');
      for (const bad of ['{ "libs": [ }', '{ "libs: [] }']) {
        const r = await loadConfigIn({'tevm.config.json': bad});
        assert.equal(r.left?._tag, 'InvalidJsonConfigError', bad);
      }
    },
  },
  {
    quote: 'An empty object (`{}`) is a complete, valid configuration.',
    check: async (ctx) => void (await defaults(ctx)),
  },
  {
    quote: 'but in 1.0.0-rc.151 it compiles nothing',
    check: async (ctx) => {
      // `generate` hands the bundler `import * as solc from 'solc'`, a namespace without compile
      assert.match(
        ctx.source('@tevm/cli/dist/commands/generate.js'),
        /import \* as solc from 'solc';[^]*bundler\(config, console, fao, solc, solcCache/,
      );
      assert.equal((await plugins()).cliSolcNamespaceCompile, 'undefined');
      assert.equal(JSON.parse(ctx.source('@tevm/cli/package.json')).version, '1.0.0-rc.151');
    },
  },
];
