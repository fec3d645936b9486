// Claims of docs/reference/bundler/internals.mdx: each stage as the real plugin ran it over scratch
// projects in a child process (fixture.mjs), plus the installed sources where a stage's wiring is
// the claim.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {
  assertInternalBundlerPackages,
  assertNoConfigBuildsWithDefaults,
  assertMissingImportMessages,
  assertTsconfigKeepsPathsAndBaseUrl,
  plugins,
} from './fixture.mjs';

export {before} from './fixture.mjs';

const subPaths = (ctx) =>
  ['base-bundler', 'bun-plugin', 'compiler', 'config', 'esbuild-plugin', 'rollup-plugin']
    .concat(['rspack-plugin', 'solc', 'vite-plugin', 'webpack-plugin'])
    .map((d) => ctx.source(`tevm/bundler/${d}/index.js`).match(/from '(@tevm\/[^']+)'/)?.[1]);

export default [
  {
    table: 'Stage',
    row: 'Plugin adapters',
    check: async (ctx) => {
      for (const t of ['vite', 'webpack', 'rollup', 'esbuild', 'rspack'])
        assert.match(ctx.source(`@tevm/${t}-plugin/dist/index.js`), /from '@tevm\/unplugin'/, t);
      assert.ok(subPaths(ctx).includes('@tevm/vite-plugin'));
    },
  },
  {
    table: 'Stage',
    row: 'Orchestration, cache lookup',
    check: async (ctx) => {
      const unplugin = ctx.source('@tevm/unplugin/dist/index.js');
      assert.match(unplugin, /import \{ getContractPath, bundler \} from '@tevm\/base-bundler';/);
      assert.match(unplugin, /import \{ createCache \} from '@tevm\/bundler-cache';/);
      assert.match(
        ctx.source('tevm/bundler/base-bundler/index.js'),
        /^export \* from '@tevm\/base-bundler';/,
      );
    },
  },
  {
    table: 'Stage',
    row: 'Reading tevm.config.json',
    check: async (ctx) => {
      assert.match(ctx.source('@tevm/unplugin/dist/index.js'), /loadConfig\(process\.cwd\(\)\)/);
      assert.ok(subPaths(ctx).includes('@tevm/config'));
    },
  },
  {
    table: 'Stage',
    row: 'Following Solidity imports',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/compiler/dist/index.js'),
        /import \{ moduleFactory \} from '@tevm\/resolutions';/,
      );
      assert.ok(!subPaths(ctx).includes('@tevm/resolutions'));
    },
  },
  {
    table: 'Stage',
    row: 'Compiling',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/base-bundler/dist/index.js'),
        /import \{ resolveArtifacts, resolveArtifactsSync \} from '@tevm\/compiler';/,
      );
      assert.match(ctx.source('@tevm/unplugin/dist/index.js'), /import defaultSolc from 'solc';/);
      const paths = subPaths(ctx);
      assert.ok(paths.includes('@tevm/compiler') && paths.includes('@tevm/solc'));
    },
  },
  {
    table: 'Stage',
    row: 'Writing the JavaScript module',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/base-bundler/dist/index.js'),
        /import \{ generateRuntime \} from '@tevm\/runtime';/,
      );
      assert.ok(!subPaths(ctx).includes('@tevm/runtime'));
    },
  },
  {
    quote:
      'The packages without a public entry point are internal: `tevm` has no sub-path for them',
    check: assertInternalBundlerPackages,
  },
  {
    quote:
      '`tevm.json`, else only the `paths` and `baseUrl` of a `tsconfig.json` that lists `@tevm/ts-plugin`',
    check: assertTsconfigKeepsPathsAndBaseUrl,
  },
  {
    quote:
      'If nothing is found it logs `Unable to find tevm.config.json. Using default config.` and carries on with the defaults.',
    check: assertNoConfigBuildsWithDefaults,
  },
  {
    quote:
      "It then picks the compiler: the solc-js package installed next to the plugin (0.8.35 in this release; the Bun plugin's own copy is 0.8.30) unless the plugin's `solc` option names another release, which is downloaded at this point.",
    check: async (ctx) => {
      const f = await plugins();
      assert.equal(f.unpluginSolc.packageVersion, '0.8.35');
      const bun = JSON.parse(ctx.source('@tevm/bun-plugin/node_modules/solc/package.json'));
      assert.equal(bun.version, '0.8.30');
      assert.deepEqual(f.remoteSolc.downloads, ['v0.8.30+commit.73712a01.js']);
      assert.equal(f.downloadsAfterConstruction, 0);
      assert.match(f.remoteSolc.start.error, /download/); // failed in buildStart, the build's start
    },
  },
  {
    quote:
      '`tevm/contract` if your project can resolve it, otherwise `@tevm/contract`, otherwise `tevm/contract` with a warning that neither is installed.',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/base-bundler/dist/index.js'),
        /var contractPackages = \["tevm\/contract", "@tevm\/contract"\];[^]*require2\.resolve\(contractPackage\);\s*return contractPackage;[^]*console\.warn\(\s*`Could not find tevm\/contract or @tevm\/contract[^]*return "tevm\/contract";/,
      ),
  },
  {
    quote: 'block comments are stripped first, so commented-out imports are ignored',
    check: async () => {
      // contracts/Uses.s.sol holds `/* import "@nope/Commented.sol"; */`
      const {a} = await plugins();
      assert.equal(a.modules['contracts/Uses.s.sol'].error, undefined);
      assert.ok(!a.sourceKeys.some((k) => k.includes('Commented')));
    },
  },
  {
    quote: 'remappings, relative path, `node_modules`, then `libs`.',
    check: async (ctx) => {
      const src = ctx.source('@tevm/resolutions/dist/index.js');
      assert.match(
        src,
        /var resolveImportPath = [^]*for \(const \[key, value\] of Object\.entries\(remappings\)\.sort\(\(\[a\], \[b\]\) => b\.length - a\.length\)\)[^]*if \(isImportLocal\(importPath\)\)[^]*basedir: dirname\(absolutePath\),\s*paths: libs/,
      );
      const {c} = await plugins();
      assert.equal(c.modules['contracts/Doubler.s.sol'].error, undefined);
    },
  },
  {
    quote: 'The result is the full set of source files solc needs, keyed by absolute path.',
    check: async () =>
      assert.deepEqual((await plugins()).a.sourceKeys.sort(), [
        '<project>/contracts/Counter.sol',
        '<project>/contracts/Uses.s.sol',
      ]),
  },
  {
    quote:
      'An import whose file is missing ends the build here, before solc runs, with one of two messages. A relative or remapped path becomes a file path without any existence check, so the failure comes when the bundler reads it:',
    check: assertMissingImportMessages,
  },
  {
    quote:
      'Only a path left to the `node_modules` and `libs` lookup gives `Could not resolve import … Please check your remappings and libraries.`',
    check: assertMissingImportMessages,
  },
  {
    quote:
      'the relevant configuration (`remappings`, `libs`, `foundryProject`, `jsonAsConst`), the exact solc version string, and what was requested (bytecode for `.s.sol`, the AST when the TypeScript plugin asks for it)',
    check: async () => {
      const fp = JSON.parse((await plugins()).a.metadata.compileFingerprint);
      assert.deepEqual(Object.keys(fp.config).sort(), [
        'foundryProject',
        'jsonAsConst',
        'libs',
        'remappings',
      ]);
      assert.equal(fp.solcVersion, '0.8.35+commit.47b9dedd.Emscripten.clang');
      assert.deepEqual(fp.outputSelection, {includeAst: false, includeBytecode: true});
    },
  },
  {
    quote:
      'each file involved is recorded with its size, modification time and a SHA-256 content hash.',
    check: async () => {
      const {a} = await plugins();
      const [entry] = Object.values(a.metadata.files);
      assert.equal(entry.contentHash, a.sha256);
      assert.equal(typeof entry.size, 'number');
      assert.equal(typeof entry.mtimeMs, 'number');
    },
  },
  {
    quote:
      'each cause a recompile, while an unchanged file without imports is served from the cache without starting solc.',
    check: async () => {
      const {a} = await plugins();
      assert.equal(a.compilesWhenUnchanged, 0);
      assert.equal(a.compilesAfterEdit, 1);
    },
  },
  {
    quote:
      'The hash recorded for a file that has `import` statements is taken after its import paths were rewritten to absolute paths, so it never matches the file on disk and the cache check always fails for it. Such a file is compiled again on every build.',
    check: async () => {
      const {a} = await plugins();
      assert.equal(a.usesHashMatchesFile, false);
      assert.equal(a.compilesWithImports, 1); // built once already, unchanged since
      assert.match(a.modules['contracts/Uses.s.sol'].code, /export const Uses/);
    },
  },
  {
    quote:
      'The output selection asks for the ABI and the user documentation (`userdoc`, the NatSpec `@notice` texts), plus the creation and runtime bytecode when the import ends in `.s.sol`, plus the AST when the editor plugin asks for it.',
    check: async (ctx) => {
      assert.deepEqual((await plugins()).a.outputSelection, {
        '*': {'*': ['abi', 'userdoc', 'evm.bytecode.object', 'evm.deployedBytecode.object']},
      });
      // the editor plugin asks for the AST when it looks up a definition
      assert.match(
        ctx.source('@tevm/ts-plugin/dist/index.js'),
        /const includedAst = true;\s*[^]*plugin\.resolveDtsSync\(ContractPath, projectRoot, includedAst, false\)/,
      );
    },
  },
  {
    quote:
      "Compiler errors are not formatted for you. The plugins pass `console` as the bundler's logger, and a failed compile makes four `console.error` calls, in this order:",
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/unplugin/dist/index.js'),
        /moduleResolver = bundler2\(config, console, fao,/,
      );
      // compileContract (async path): two logger.error calls, then the throw
      assert.match(
        ctx.source('@tevm/compiler/dist/index.js'),
        /logger\.error\("Compilation errors:"\);\s*logger\.error\(\s*\/\*\* @type \{any\} \*\/\s*output == null \? void 0 : output\.errors\s*\);\s*throw new Error\("Compilation failed"\);/,
      );
      // resolveModuleAsync's catch: two more, then rethrow
      assert.match(
        ctx.source('@tevm/base-bundler/dist/index.js'),
        /\} catch \(e\) \{\s*logger\.error\(`there was an error in tevm plugin resolving \.\$\{moduleType\}`\);\s*logger\.error\(\s*\/\*\* @type any \*\/\s*e\s*\);\s*throw e;/,
      );
      // what a real failed build printed, call by call
      const m = (await plugins()).a.modules['contracts/Broken.sol'];
      assert.equal(m.lines.length, 4, m.lines.join('\n----\n'));
      const [first, second, third, fourth] = m.lines;
      assert.equal(first, 'Compilation errors:');
      assert.match(second, /^\[\n {2}\{\n {4}component: 'general',/);
      for (const key of [
        'component',
        'errorCode',
        'formattedMessage',
        'message',
        'severity',
        'sourceLocation',
        'type',
      ])
        assert.match(second, new RegExp(`\\n {4}${key}: `), key);
      assert.match(
        second,
        /formattedMessage: "ParserError: Expected ';' but got '\}'\\n" \+\s*' --> \/.*Broken\.sol:3:29:/,
      );
      assert.match(second, /'\s+\|\s+\^\\n'/);
      assert.equal(third, 'there was an error in tevm plugin resolving .mjs');
      assert.match(fourth, /^Error: Compilation failed\n {4}at compileContract /);
      assert.equal(m.error, 'Compilation failed');
    },
  },
  {
    quote: 'The build then fails with that `Compilation failed` error.',
    check: async () =>
      assert.equal((await plugins()).a.modules['contracts/Broken.sol'].error, 'Compilation failed'),
  },
  {
    quote:
      "and exports it under the contract's name. A file with several contracts exports several objects.",
    check: async () => {
      assert.deepEqual([...(await plugins()).a.modules['contracts/Two.s.sol'].exports].sort(), [
        'One',
        'Two',
        'artifacts',
      ]);
      assert.match(
        (await plugins()).a.modules['contracts/Two.s.sol'].code,
        /^import \{ createContract \} from 'tevm\/contract'\nconst _One = \{/,
      );
    },
  },
  {
    quote:
      'The same generator also writes CommonJS and `.d.ts` flavours; the `.d.ts` one is what the TypeScript plugin serves to your editor.',
    check: async () => {
      const {generateRuntime} = await import('@tevm/runtime');
      const from = createRequire(createRequire(import.meta.url).resolve('@tevm/runtime'));
      const {runSync} = await import(pathToFileURL(from.resolve('effect/Effect')).href);
      const artifacts = {
        C: {
          abi: [],
          userdoc: {kind: 'user', methods: {}, version: 1},
          evm: {bytecode: {object: '00'}, deployedBytecode: {object: '00'}},
        },
      };
      const cjs = runSync(
        generateRuntime(/** @type {any} */ (artifacts), 'cjs', false, 'tevm/contract'),
      );
      assert.match(cjs, /^const \{ createContract \} = require\('tevm\/contract'\)/);
      const dts = runSync(
        generateRuntime(/** @type {any} */ (artifacts), 'dts', false, 'tevm/contract'),
      );
      assert.match(dts, /^import type \{ Contract \} from 'tevm\/contract'/);
      const {editor} = await plugins('editor');
      assert.match(editor.debugFile, /\nimport type \{ Contract \} from 'tevm\/contract'/);
    },
  },
  {
    table: 'File',
    row: '.tevm/contracts/Greeter.s.sol/artifacts.json',
    check: async () =>
      assert.deepEqual((await plugins()).a.artifactsKeys, [
        'solcInput',
        'solcOutput',
        'artifacts',
        'modules',
      ]),
  },
  {
    table: 'File',
    row: '.tevm/contracts/Greeter.s.sol/metadata.json',
    check: async () =>
      assert.deepEqual(Object.keys((await plugins()).a.metadata), [
        'version',
        'compileFingerprint',
        'artifactsHash',
        'files',
      ]),
  },
  {
    table: 'File',
    row: '.tevm/contracts/Greeter.s.sol/contract.mjs',
    check: async () => assert.equal((await plugins()).a.cachedModule, true),
  },
  {
    table: 'File',
    row: '.tevm/contracts/Greeter.s.sol/contract.d.ts',
    check: async () => {
      const f = await plugins();
      assert.ok(!f.a.cacheFiles.some((x) => x.endsWith('.d.ts')), 'a build wrote a .d.ts');
      assert.ok(
        (await plugins('editor')).editor.cacheFiles.includes(
          '.tevm/contracts/Counter.s.sol/contract.d.ts',
        ),
      );
    },
  },
  {
    quote: 'After a build, the cache folder mirrors your source tree.',
    check: async () => {
      const {a} = await plugins();
      for (const f of ['Counter.s.sol', 'Counter.sol', 'Uses.s.sol'])
        assert.ok(a.cacheFiles.includes(`.tevm/contracts/${f}/artifacts.json`), f);
    },
  },
  {
    quote: 'The cache is disposable: without it, the next build compiles everything again.',
    check: async () => {
      const {b} = await plugins(); // a project built without any .tevm folder
      assert.equal(b.modules['contracts/Counter.s.sol'].error, undefined);
    },
  },
  {
    quote:
      'the plugin runs stages 1 to 5 above synchronously and hands back the generated `.d.ts`, so the editor sees typed `read`, `write` and `events` members. It shares the `.tevm` cache with the build plugins.',
    check: async (ctx) => {
      const {editor} = await plugins('editor');
      assert.deepEqual(editor.completions, ['count']);
      assert.ok(editor.cacheFiles.includes('.tevm/contracts/Counter.s.sol/artifacts.json'));
      assert.match(
        ctx.source('@tevm/ts-plugin/dist/index.js'),
        /const snapshot = plugin\.resolveDtsSync\(filePath, projectRoot, false, resolveBytecode\);/,
      );
    },
  },
  {
    quote: 'Because it only lives in the language service, the `tsc` command never uses it.',
    check: async () => assert.match((await plugins('editor')).tsc.join('\n'), /^TS2307: /),
  },
  {
    quote:
      '`solcCompile` from `tevm/bundler/solc` runs a standard-JSON compile with a solc-js instance and returns parsed output, offline',
    example: 'const output = solcCompile(solc, {',
  },
  {
    quote:
      'here it is 0.8.37, while the plugins compile with the 0.8.35 that `@tevm/unplugin` installs (the Bun plugin with its own 0.8.30)',
    check: async (ctx) => {
      const bun = JSON.parse(ctx.source('@tevm/bun-plugin/node_modules/solc/package.json'));
      assert.equal(bun.version, '0.8.30');
      assert.match(
        ctx.source('@tevm/bun-plugin/dist/index.js'),
        /^import defaultSolc from 'solc';$/m,
      );
      const {unpluginSolc} = await plugins();
      assert.match(unpluginSolc.topLevelVersion, /^0\.8\.37\+/);
      assert.match(unpluginSolc.version, /^0\.8\.35\+/);
    },
  },
  {
    quote: '`solc` here is the npm package `solc` that `tevm` depends on',
    check: async (ctx) => assert.ok(JSON.parse(ctx.source('tevm/package.json')).dependencies.solc),
  },
];
