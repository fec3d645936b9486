// Claims of docs/getting-started/bundler.mdx. The config keys run through @tevm/config's loadConfig
// (what every plugin calls); what the plugins do comes from the real plugins driven over scratch
// projects in a child process (../reference/bundler/fixture.mjs: they load solc, which must stay
// out of the runner's process).
import assert from 'node:assert/strict';
import {
  assertBunPluginNeedsBun,
  assertNoConfigBuildsWithDefaults,
  assertPluginEntryOptionsDropped,
  assertFoundryProjectRunsPath,
  assertTsconfigKeepsPathsAndBaseUrl,
  configOf,
  loadConfigIn,
  plugins,
} from '../reference/bundler/fixture.mjs';

export {before} from '../reference/bundler/fixture.mjs';

export default [
  {
    quote:
      'A Tevm bundler plugin turns a Solidity file into something you can `import`: it compiles the contract while your app is built and hands your code a typed contract object, with its ABI, read and write helpers and, for `.s.sol` files, the bytecode to deploy it.',
    check: async () => {
      const {a} = await plugins();
      const deployable = a.modules['contracts/Counter.s.sol'].object;
      const abiOnly = a.modules['contracts/Counter.sol'].object;
      for (const k of ['abi', 'read', 'write']) assert.ok(abiOnly.keys.includes(k), k);
      assert.match(deployable.bytecode, /^0x60/);
      assert.equal(abiOnly.bytecode, null);
    },
  },
  {
    quote: 'Then add esbuild and the TypeScript plugin',
    check: async (ctx) =>
      assert.equal(JSON.parse(ctx.source('@tevm/ts-plugin/package.json')).version, '1.0.0-rc.151'),
  },
  {
    quote:
      "All of them but Bun's are built on one shared core, `@tevm/unplugin`, which installs solc-js 0.8.35; the Bun plugin (`tevm/bundler/bun-plugin`, which re-exports `@tevm/bun-plugin`) does not use that core and brings its own solc-js 0.8.30",
    check: async (ctx) => {
      const {unpluginSolc, a, plugins: p} = await plugins();
      assert.equal(unpluginSolc.packageVersion, '0.8.35');
      assert.equal(
        JSON.parse(ctx.source('@tevm/unplugin/package.json')).dependencies.solc,
        '0.8.35',
      );
      // what actually compiled the page's kind of project (the top-level solc is another version)
      assert.match(JSON.parse(a.metadata.compileFingerprint).solcVersion, /^0\.8\.35\+commit\./);
      assert.notEqual(unpluginSolc.topLevelVersion.slice(0, 6), '0.8.35');
      // every plugin export is @tevm/unplugin's plugin
      assert.deepEqual(new Set(Object.values(p.names)), new Set(['@tevm/rollup-plugin']));
      // Bun's: tevm re-exports @tevm/bun-plugin, which neither depends on nor imports the core
      assert.match(
        ctx.source('tevm/bundler/bun-plugin/index.js'),
        /^export \* from '@tevm\/bun-plugin';$/m,
      );
      const bun = JSON.parse(ctx.source('@tevm/bun-plugin/package.json'));
      assert.equal(bun.dependencies['@tevm/unplugin'], undefined);
      assert.doesNotMatch(ctx.source('@tevm/bun-plugin/dist/index.js'), /@tevm\/unplugin/);
      // its `import defaultSolc from 'solc'` resolves to its own copy, 0.8.30
      const {createRequire} = await import('node:module');
      const fromBun = createRequire(createRequire(import.meta.url).resolve('@tevm/bun-plugin'));
      const solcPkg = fromBun.resolve('solc/package.json');
      assert.match(solcPkg, /@tevm\/bun-plugin\/node_modules\/solc\/package\.json$/);
      assert.equal(
        JSON.parse((await import('node:fs')).readFileSync(solcPkg, 'utf8')).version,
        '0.8.30',
      );
    },
  },
  {quote: 'The cache also records which compiler built it', example: "grep -o '0\\.8\\.35+commit"},
  {
    quote: 'A file ending in `.s.sol` gives you ABI **and** bytecode, so it can be deployed.',
    check: async () => {
      const o = (await plugins()).a.modules['contracts/Counter.s.sol'].object;
      assert.match(o.bytecode, /^0x60/);
      assert.equal(o.deployError, null);
    },
  },
  {
    quote: 'A plain `.sol` import gives the ABI only',
    check: async () => {
      const o = (await plugins()).a.modules['contracts/Counter.sol'].object;
      assert.equal(o.bytecode, null);
      assert.deepEqual(o.humanReadableAbi, [
        'function count() view returns (uint256)',
        'function inc()',
      ]);
    },
  },
  {
    quote:
      'The plugin reads `tevm.config.json` (or `tevm.json`) from the folder you build in. An empty object uses the defaults.',
    check: async () => {
      const empty = await configOf({'tevm.config.json': {}});
      assert.equal(empty.cacheDir, '.tevm');
      assert.equal(empty.foundryProject, false);
      assert.equal(
        (await configOf({'tevm.json': {cacheDir: 'from-tevm-json'}})).cacheDir,
        'from-tevm-json',
      );
      // the plugin took cacheDir from the tevm.config.json of its working folder
      assert.ok((await plugins()).c.entries.includes('build-cache'));
    },
  },
  {
    quote:
      'a `tsconfig.json` that lists `@tevm/ts-plugin` ([below](#editor-support-the-typescript-plugin)) is used instead: its `paths` become remappings and its `baseUrl` a `libs` folder, but any option written in the plugin entry is dropped.',
    check: async () => {
      await assertTsconfigKeepsPathsAndBaseUrl();
      await assertPluginEntryOptionsDropped({cacheDir: 'from-tsconfig', remappings: {'@x/': 'x/'}});
    },
  },
  {
    quote:
      'Without that too, the plugin logs `FailedToReadConfigError` errors and builds with the defaults.',
    check: async () => {
      const {b} = await plugins();
      assert.match(b.start.lines.join('\n'), /level=ERROR[^\n]*\n[^]*FailedToReadConfigError/);
      await assertNoConfigBuildsWithDefaults();
    },
  },
  {
    table: 'Key',
    row: 'foundryProject',
    check: () => assertFoundryProjectRunsPath('my-forge', 'nope'),
  },
  {
    table: 'Key',
    row: 'libs',
    check: async () => {
      assert.deepEqual((await configOf({'tevm.config.json': {libs: ['lib', 'vendor']}})).libs, [
        'lib',
        'vendor',
      ]);
      // `import "solady/Lib.sol"` found under the project's lib/ folder
      assert.ok(
        (await plugins()).c.modules['contracts/Doubler.s.sol'].watched.includes(
          'lib/solady/Lib.sol',
        ),
      );
    },
  },
  {
    table: 'Key',
    row: 'remappings',
    check: async () => {
      const remappings = {'@openzeppelin/': 'node_modules/@openzeppelin/'};
      assert.deepEqual((await configOf({'tevm.config.json': {remappings}})).remappings, remappings);
      const {c} = await plugins();
      assert.ok(c.modules['contracts/Doubler.s.sol'].watched.includes('vendor/acme-math/Math.sol'));
    },
  },
  {
    table: 'Key',
    row: 'cacheDir',
    quote: 'default `.tevm`',
    check: async () => {
      assert.equal((await configOf({'tevm.config.json': {}})).cacheDir, '.tevm');
      const {a, c} = await plugins();
      assert.ok(a.cacheFiles.every((f) => f.startsWith('.tevm/')));
      assert.ok(c.entries.includes('build-cache') && !c.entries.includes('.tevm'));
    },
  },
  {
    table: 'Key',
    row: 'debug',
    check: async (ctx) => {
      assert.equal((await configOf({'tevm.config.json': {debug: true}})).debug, true);
      assert.match(
        ctx.source('@tevm/ts-plugin/dist/index.js'),
        /if \(config\.debug\) \{\s*writeFileSync\(\s*`\$\{filePath\}\.debug\.d\.ts`/,
      );
      for (const pkg of ['@tevm/unplugin', '@tevm/base-bundler', '@tevm/esbuild-plugin']) {
        assert.doesNotMatch(
          ctx.source(`${pkg}/dist/index.js`),
          /config\.debug/,
          `${pkg} reads config.debug`,
        );
      }
    },
  },
  {
    quote:
      'in this release the config loader drops the key when it merges your file with the defaults, so it is always empty.',
    check: async (ctx) => {
      const cfg = await configOf({'tevm.config.json': {jsonAsConst: ['data/*.json']}});
      assert.deepEqual(cfg.jsonAsConst, []);
      assert.match(
        ctx.source('@tevm/ts-plugin/dist/index.js'),
        /for \(const matcher of config\.jsonAsConst\)/,
      );
    },
  },
  {
    quote:
      '`Counter` is a contract object like the ones in `tevm/contract`: `Counter.abi`, `Counter.bytecode`, `Counter.deploy(...args)`, `Counter.withAddress(address)`, and `read`/`write` helpers',
    check: async () => {
      const {a} = await plugins();
      assert.match(
        a.modules['contracts/Counter.s.sol'].code,
        /^import \{ createContract \} from 'tevm\/contract'/,
      );
      const keys = a.modules['contracts/Counter.s.sol'].object.keys;
      for (const k of ['abi', 'bytecode', 'deploy', 'withAddress', 'read', 'write'])
        assert.ok(keys.includes(k), k);
    },
  },
  {
    quote: 'that build the parameters of `readContract`, `tevmContract`',
    example: 'node dist/main.js',
  },
  {
    quote: "`packages: 'external'` leaves `tevm` and other dependencies as ordinary imports",
    example: `grep -q 'from "tevm"' dist/main.js`,
  },
  {
    quote: "The second command prints the counter's address and `count = 2`.",
    example: 'node dist/main.js',
  },
  {
    quote:
      'The first build compiles the contract with solc and caches the result in `.tevm/`; later builds reuse it.',
    check: async () => {
      const {a} = await plugins();
      assert.ok(a.cacheFiles.includes('.tevm/contracts/Counter.s.sol/artifacts.json'));
      assert.equal(a.compilesWhenUnchanged, 0, 'an unchanged rebuild ran solc');
    },
  },
  {
    quote:
      "so your editor completes `Counter.read.` with the contract's functions and reports type errors in their use.",
    check: async () => {
      const {editor} = await plugins('editor');
      assert.deepEqual(editor.completions, ['count']);
      // `const n: string = Counter.read.count()` is a typed error, not an unknown module
      assert.equal(editor.diagnostics.length, 1, editor.diagnostics.join('\n'));
      assert.match(
        editor.diagnostics[0],
        /^TS2322: .*functionName: "count".* is not assignable to type 'string'/,
      );
    },
  },
  {
    table: 'Bundler',
    row: 'Vite',
    check: async () => assert.equal((await plugins()).plugins.viteEnforce, 'pre'),
  },
  {
    table: 'Bundler',
    row: 'Webpack',
    check: async () => {
      const p = (await plugins()).plugins;
      assert.equal(p.webpackApply, 'function');
      assert.match(p.webpackWithoutNew, /cannot be invoked without 'new'/);
    },
  },
  {
    table: 'Bundler',
    row: 'Rollup',
    check: async () => assert.equal((await plugins()).plugins.names.rollup, '@tevm/rollup-plugin'),
  },
  {
    table: 'Bundler',
    row: 'Rspack',
    check: async () => assert.equal((await plugins()).plugins.rspackApply, 'function'),
  },
  {
    table: 'Bundler',
    row: 'esbuild',
    check: async () => assert.equal((await plugins()).plugins.names.esbuild, '@tevm/rollup-plugin'),
  },
  {
    table: 'Bundler',
    row: 'Bun',
    quote: 'it loads only under Bun, not Node.js',
    check: () => assertBunPluginNeedsBun('@tevm/bun-plugin'),
  },
  {
    quote:
      "All but Bun take the same optional `{ solc }` option, a solc release such as `'0.8.20'`. Leave it out to compile offline with the installed 0.8.35.",
    check: async () => {
      const f = await plugins();
      assert.equal(f.solcOption['0.8.20'].error, null);
      assert.match(JSON.parse(f.a.metadata.compileFingerprint).solcVersion, /^0\.8\.35\+/);
    },
  },
  {
    quote: "Bun's plugin takes a `{ solc }` argument as well, but its default is its own 0.8.30.",
    check: async (ctx) => {
      // it cannot run under Node.js (see the Bun row), so its source is read: `solc` defaults to
      // the version of the solc package it imports, resolved next to it (0.8.30)
      assert.match(
        ctx.source('@tevm/bun-plugin/dist/index.js'),
        /^import defaultSolc from 'solc';$/m,
      );
      assert.match(
        ctx.source('@tevm/bun-plugin/dist/index.js'),
        /var bunPluginTevm = \(\{ solc = defaultSolc\.version \}\) =>/,
      );
      assert.equal(
        JSON.parse(ctx.source('@tevm/bun-plugin/node_modules/solc/package.json')).version,
        '0.8.30',
      );
    },
  },
  {
    quote:
      'A release you name is downloaded from `binaries.soliditylang.org` when the build starts, so the build needs the network',
    check: async (ctx) => {
      const f = await plugins();
      assert.equal(f.downloadsAfterConstruction, 0, 'creating the plugin downloaded');
      assert.deepEqual(f.remoteSolc.downloads, ['v0.8.30+commit.73712a01.js']);
      assert.match(f.remoteSolc.start.error, /download of v0\.8\.30/);
      // the stubbed function is solc's loader, which fetches from binaries.soliditylang.org
      assert.match(
        ctx.source('solc/wrapper.js'),
        /https:\/\/binaries\.soliditylang\.org\/bin\/soljson-\$\{versionString\}\.js/,
      );
    },
  },
  {
    quote:
      "only releases up to 0.8.30 are accepted: any other value, `'0.8.35'` included, throws when the plugin is created",
    check: async () => {
      const {solcOption} = await plugins();
      for (const v of ['0.8.35', '0.8.37', '0.8.31'])
        assert.equal(solcOption[v].error, "Invalid solc compiler passed to Tevm plugin'", v);
      for (const v of ['0.8.30', '0.1.1']) assert.equal(solcOption[v].error, null, v);
    },
  },
  {
    quote:
      'Language-service plugins are not loaded by the `tsc` command, so `tsc --noEmit` (and frameworks that run it during a build, such as Next.js) report `.sol` imports as missing modules.',
    check: async () =>
      assert.deepEqual((await plugins('editor')).tsc, [
        "TS2307: Cannot find module '../contracts/Counter.s.sol' or its corresponding type declarations.",
      ]),
  },
  {
    quote:
      '`npx tevm tsc` is no way out, whatever its help text says: in this release it stops at option validation (`Invalid input: expected boolean, received undefined at "noEmit"`) with any flags, and its code would only start the plain `tsc` from your `PATH`',
    check: async (ctx) => {
      // the validation failure itself is the `bash run` block under the warning
      const src = ctx.source('@tevm/cli/dist/commands/tsc.js');
      assert.match(
        src,
        /const command = process\.platform === 'win32' \? 'tsc\.cmd' : 'tsc';\s*const child = spawn\(command, args\)/,
      );
    },
  },
  {quote: 'it stops at option validation', example: 'npx tevm tsc -n -w > tsc.log 2>&1'},
  {
    quote:
      'The pinned esbuild plugin prints a debug line, `proces.cwd() /your/project`, on each build.',
    check: async () => {
      const {a, b} = await plugins();
      for (const r of [a, b])
        assert.ok(
          r.start.lines.some((l) => /^proces\.cwd\(\) \/.*\/[ab]$/.test(l)),
          r.start.lines.join('\n'),
        );
    },
  },
  {
    quote: 'Deploying needs bytecode: import from a `.s.sol` file.',
    check: async () =>
      assert.equal(
        (await plugins()).a.modules['contracts/Counter.sol'].object.deployError,
        'Bytecode is required to generate deploy data',
      ),
  },
  {
    quote: '`tevm` exports no `sol` tag, and `tevm.config.json` rejects a `macros` key.',
    check: async () => {
      assert.ok(!('sol' in (await import('tevm'))));
      assert.equal(
        (await loadConfigIn({'tevm.config.json': {macros: true}})).left?._tag,
        'InvalidConfigError',
      );
    },
  },
];
