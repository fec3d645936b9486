// Claims of docs/reference/bundler/methods.mdx. @tevm/config runs here; @tevm/solc, @tevm/compiler
// and the plugins load solc, so what they do comes from fixture.mjs's child process.
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {
  assertInternalBundlerPackages,
  assertNoConfigBuildsWithDefaults,
  assertTsconfigKeepsPathsAndBaseUrl,
  configOf,
  loadConfigIn,
  plugins,
} from './fixture.mjs';

export {before} from './fixture.mjs';

/**
 * The error compileSource (tevm/bundler/compiler) rejects with offline, per pragma (and passed
 * solcVersion), with every solc download refused. Runs in a child process: the compiler loads
 * solc, which must stay out of the runner's process.
 * @returns {Promise<Record<string, string>>}
 */
const solcVersionTried = (ctx) =>
  ctx.shared('solc-version-tried', async () => {
    const script = `
      import {createRequire} from 'node:module';
      const req = createRequire(createRequire(process.cwd() + '/package.json').resolve('@tevm/solc'));
      req('solc').loadRemoteVersion = (file, cb) => cb(new Error('download of ' + file + ' blocked'));
      const {compileSource} = await import('tevm/bundler/compiler');
      const cases = [
        ['^0.8.20', 'pragma solidity ^0.8.20;', {}],
        ['0.8.19', 'pragma solidity 0.8.19;', {}],
        ['>=0.7.0 <0.8.0', 'pragma solidity >=0.7.0 <0.8.0;', {}],
        ['none', '', {}],
        ['0.8.19, solcVersion 0.8.30', 'pragma solidity 0.8.19;', {solcVersion: '0.8.30'}],
        ['^0.8.20, solcVersion 0.8.20', 'pragma solidity ^0.8.20;', {solcVersion: '0.8.20'}],
      ];
      const out = {};
      for (const [k, pragma, opts] of cases)
        out[k] = await compileSource('// SPDX-License-Identifier: MIT\\n' + pragma + '\\ncontract C {}', {
          compilationOutput: ['abi'],
          ...opts,
        }).then(() => 'compiled', (e) => String(e.message).split('\\n')[0]);
      process.stdout.write('\\nTRIED ' + JSON.stringify(out) + '\\n');
    `;
    const {execFile} = await import('node:child_process');
    const stdout = await new Promise((resolve, reject) =>
      execFile(
        process.execPath,
        ['--input-type=module', '-e', script],
        {cwd: new URL('../../../../', import.meta.url).pathname, timeout: 50000},
        (e, out) => (e ? reject(e) : resolve(out)),
      ),
    );
    const line = stdout.split('\n').find((l) => l.startsWith('TRIED '));
    return JSON.parse(line?.slice(6) ?? '{}');
  });

/** The names a package's type declarations export (its `export { … }` lists). */
const exportsOf = (ctx, pkg) =>
  [...ctx.source(`${pkg}/dist/index.d.ts`).matchAll(/export \{([^}]*)\}/g)]
    .flatMap((m) => m[1].split(','))
    .map((n) =>
      n
        .trim()
        .replace(/^type /, '')
        .split(' as ')
        .pop()
        ?.trim(),
    )
    .filter(Boolean);
const reexports = (ctx, sub, pkg) =>
  assert.match(
    ctx.source(`tevm/bundler/${sub}/index.js`),
    new RegExp(`^export \\* from '${pkg}';`),
  );
/** @tevm/config's own effect runtime */
const effect = async () => {
  const from = createRequire(createRequire(import.meta.url).resolve('@tevm/config'));
  return import(pathToFileURL(from.resolve('effect/Effect')).href);
};

export default [
  {
    table: 'Sub-path',
    row: 'tevm/bundler/config',
    check: async (ctx) => {
      reexports(ctx, 'config', '@tevm/config');
      const names = exportsOf(ctx, '@tevm/config');
      for (const n of ['loadConfig', 'defineConfig', 'defaultConfig'])
        assert.ok(names.includes(n), n);
      const {loadConfig} = await import('@tevm/config');
      const {isEffect} = await effect();
      assert.ok(isEffect(loadConfig('.')));
    },
  },
  {
    table: 'Sub-path',
    row: 'tevm/bundler/solc',
    check: async (ctx) => {
      reexports(ctx, 'solc', '@tevm/solc');
      const names = exportsOf(ctx, '@tevm/solc');
      for (const n of ['solcCompile', 'createSolc', 'releases']) assert.ok(names.includes(n), n);
      assert.deepEqual((await plugins()).remoteSolc.downloads, ['v0.8.30+commit.73712a01.js']);
    },
  },
  {
    table: 'Sub-path',
    row: 'tevm/bundler/compiler',
    check: async (ctx) => {
      reexports(ctx, 'compiler', '@tevm/compiler');
      const names = exportsOf(ctx, '@tevm/compiler');
      for (const n of [
        'compileSource',
        'compileSources',
        'compileFiles',
        'compileSourceWithShadow',
        'compileSourcesWithShadow',
        'compileFilesWithShadow',
        'createCompiler',
        'resolveArtifacts',
        'resolveArtifactsSync',
        'extractContractsFromSolcOutput',
        'extractContractsFromAstNodes',
        'solcSourcesToAstNodes',
      ])
        assert.ok(names.includes(n), n);
      const {compiler} = await plugins();
      assert.match(compiler.default.error, /^Failed to load solc instance for version 0\.8\.30/);
      assert.match(
        compiler.passedIn.error,
        /^Requested solc version 0\.8\.30 differs from loaded function/,
      );
    },
  },
  {
    table: 'Sub-path',
    row: 'tevm/bundler/base-bundler (also tevm/bundler)',
    check: async (ctx) => {
      reexports(ctx, 'base-bundler', '@tevm/base-bundler');
      assert.match(ctx.source('tevm/bundler/index.js'), /^export \* from '@tevm\/base-bundler';/);
      const names = exportsOf(ctx, '@tevm/base-bundler');
      for (const n of ['bundler', 'getContractPath']) assert.ok(names.includes(n), n);
    },
  },
  {
    quote:
      '`@tevm/bundler-cache`, `@tevm/resolutions`, `@tevm/runtime` and `@tevm/unplugin` are internal packages: no `tevm` sub-path re-exports them.',
    check: assertInternalBundlerPackages,
  },
  {
    quote:
      '`tevm.json`, else the `paths` and `baseUrl` of a `tsconfig.json` that lists `@tevm/ts-plugin`',
    check: assertTsconfigKeepsPathsAndBaseUrl,
  },
  {
    quote: 'It does not return a promise: it returns an **Effect**',
    check: async () => {
      const {loadConfig} = await import('@tevm/config');
      const e = loadConfig('.');
      assert.ok(!(e instanceof Promise));
      assert.ok((await effect()).isEffect(e));
    },
  },
  {
    quote: 'Install the same `effect` version the package uses (`npm install effect@3.21.2`).',
    check: async (ctx) =>
      assert.equal(
        JSON.parse(ctx.source('@tevm/config/package.json')).dependencies.effect,
        '3.21.2',
      ),
  },
  {
    quote:
      'A different version still runs the Effect, but prints a warning about mismatched Effect runtimes on every call',
    check: async (ctx) => {
      const {loadConfig} = await import('@tevm/config');
      const {runPromise} = await import('effect/Effect'); // the site's own copy
      assert.equal(JSON.parse(ctx.source('effect/package.json')).version, '3.18.1');
      const dir = mkdtempSync(join(tmpdir(), 'tevm-config-'));
      writeFileSync(join(dir, 'tevm.config.json'), '{"libs": ["lib"]}');
      const lines = [];
      const write = process.stderr.write;
      const log = console.log;
      process.stderr.write = (c) => (lines.push(String(c)), true);
      console.log = (...a) => lines.push(a.join(' '));
      try {
        for (let i = 0; i < 2; i++) {
          const before = lines.length;
          const cfg = /** @type {any} */ (await runPromise(/** @type {any} */ (loadConfig(dir))));
          assert.deepEqual(cfg.libs, ['lib']);
          assert.ok(
            lines
              .slice(before)
              .some((l) =>
                /Executing an Effect versioned 3\.21\.2 with a Runtime of version 3\.18\.1/.test(l),
              ),
            `call ${i + 1} printed no warning`,
          );
        }
      } finally {
        process.stderr.write = write;
        console.log = log;
        rmSync(dir, {recursive: true, force: true});
      }
    },
  },
  {
    quote: "which is why the example below needs casts in this site's test project",
    example: 'loadConfig(project) as never',
  },
  {
    quote:
      'When the folder has no configuration at all, the Effect fails and `runPromise` rejects with `FailedToReadConfigError: Unable load config from <folder>` followed by `Failed to find tevm.config.json <folder>`.',
    check: async () => {
      const r = await loadConfigIn({});
      assert.equal(r.left?._tag, 'FailedToReadConfigError');
      assert.match(
        r.left.message,
        /^FailedToReadConfigError: Unable load config from (\/\S+)\nFailed to find tevm\.config\.json \1$/,
      );
    },
  },
  {
    quote:
      'An unknown key fails with `InvalidConfigError` and a list of the accepted names, and invalid JSON with `InvalidJsonConfigError`.',
    check: async () => {
      const r = await loadConfigIn({'tevm.config.json': {outDir: 'x'}});
      assert.equal(r.left?._tag, 'InvalidConfigError');
      assert.match(r.left.message, /expected: "name" \| "foundryProject" \| "libs"/);
      assert.equal(
        (await loadConfigIn({'tevm.config.json': '{ "libs": ['})).left?._tag,
        'InvalidJsonConfigError',
      );
    },
  },
  {
    quote: 'The plugins catch the first case and fall back to `defaultConfig`',
    check: assertNoConfigBuildsWithDefaults,
  },
  {
    quote:
      '`defineConfig(() => ({ … }))` validates a configuration written in code and returns an object whose `configFn(folder)` is again an Effect',
    check: async () => {
      const {defineConfig} = await import('@tevm/config');
      const {runPromise, either, isEffect} = await effect();
      const dir = mkdtempSync(join(tmpdir(), 'tevm-config-'));
      try {
        const ok = defineConfig(() => ({libs: ['x']}));
        assert.deepEqual(Object.keys(ok), ['configFn']);
        assert.ok(isEffect(ok.configFn(dir)));
        const cfg = await runPromise(ok.configFn(dir));
        assert.deepEqual(cfg.libs, ['x']);
        assert.equal(cfg.cacheDir, '.tevm');
        const bad = defineConfig(() => /** @type {any} */ ({gen: true}));
        assert.equal(
          (await runPromise(either(bad.configFn(dir)))).left?._tag,
          'InvalidConfigError',
        );
      } finally {
        rmSync(dir, {recursive: true, force: true});
      }
    },
  },
  {
    quote: "that also merges Foundry's settings",
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/config/dist/index.js'),
        /var defineConfig = \(configFactory\) => \(\{\s*configFn: \(configFilePath\) => [^]*loadFoundryConfig\(/,
      ),
  },
  {
    quote:
      "`defaultConfig` is a plain object: `{ jsonAsConst: [], foundryProject: false, remappings: {}, libs: [], debug: false, cacheDir: '.tevm' }`.",
    check: async () => {
      const {defaultConfig} = await import('@tevm/config');
      assert.deepEqual(defaultConfig, {
        jsonAsConst: [],
        foundryProject: false,
        remappings: {},
        libs: [],
        debug: false,
        cacheDir: '.tevm',
      });
    },
  },
  {
    quote: 'the returned object always has `jsonAsConst: []`, whatever the file says.',
    check: async () =>
      assert.deepEqual(
        (await configOf({'tevm.config.json': {jsonAsConst: 'abi/*.json'}})).jsonAsConst,
        [],
      ),
  },
  {
    table: 'Export',
    row: 'solcCompile(solc, input)',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/solc/dist/index.js'),
        /var solcCompile = \(solc, input\) => \{\s*const output = solc\.compile\(JSON\.stringify\(input\)\);\s*return typeof output === "string" \? JSON\.parse\(output\) : output;/,
      );
      assert.deepEqual((await plugins()).solcCompileTop, ['Counter']);
    },
  },
  {
    table: 'Export',
    row: 'createSolc(version)',
    check: async (ctx) => {
      assert.deepEqual((await plugins()).remoteSolc.downloads, ['v0.8.30+commit.73712a01.js']);
      assert.match(
        ctx.source('@tevm/solc/dist/index.js'),
        /var createSolc = async \(release\) => \{\s*const s = await new Promise\(\s*\(resolve, reject\) => _solc\.loadRemoteVersion\(releases\[release\]/,
      );
      assert.match(
        ctx.source('solc/wrapper.js'),
        /https:\/\/binaries\.soliditylang\.org\/bin\/soljson-/,
      );
    },
  },
  {
    table: 'Export',
    row: 'releases',
    check: async (ctx) => {
      const src = ctx.source('@tevm/solc/dist/index.js');
      assert.match(src, /var releases = \{\n {2}"0\.8\.30": "v0\.8\.30\+commit\.73712a01\.js",/);
      assert.match(src, /"0\.1\.1": "v0\.1\.1\+commit\.6ff4cd6"\n\};/);
      const {solcOption} = await plugins();
      assert.equal(solcOption['0.8.30'].error, null);
      assert.ok(solcOption['0.8.31'].error);
    },
  },
  {
    quote:
      "`solcCompile` works with the solc-js package that `tevm` installs (`import solc from 'solc'`)",
    check: async () => assert.deepEqual((await plugins()).solcCompileTop, ['Counter']),
  },
  {
    quote:
      'Each returns a promise; for a single source the compiled contracts are under `compilationResult.contract`, keyed by contract name.',
    check: async () => {
      const {online} = (await plugins()).compiler;
      assert.equal(online.returnedPromise, true);
      assert.equal(online.error, null);
      assert.deepEqual(online.contracts, ['Counter']);
    },
  },
  {
    quote:
      "Without network access, every call fails with `Failed to load solc instance for version <version>`. The version is the `solcVersion` you pass or, without one, the newest release that the source's `pragma solidity` allows: 0.8.30 for `^0.8.20`, but 0.8.19 for `pragma solidity 0.8.19;` and 0.7.6 for `>=0.7.0 <0.8.0`. The default `solcVersion`, 0.8.30, is only the fallback for a source without a pragma.",
    check: async (ctx) => {
      const {compiler} = await plugins();
      assert.equal(compiler.default.error, 'Failed to load solc instance for version 0.8.30');
      assert.ok(compiler.downloads.every((d) => d === 'v0.8.30+commit.73712a01.js'));
      const tried = await solcVersionTried(ctx);
      assert.deepEqual(tried, {
        '^0.8.20': 'Failed to load solc instance for version 0.8.30',
        '0.8.19': 'Failed to load solc instance for version 0.8.19',
        '>=0.7.0 <0.8.0': 'Failed to load solc instance for version 0.7.6',
        none: 'Failed to load solc instance for version 0.8.30',
        '0.8.19, solcVersion 0.8.30': 'Failed to load solc instance for version 0.8.30',
        '^0.8.20, solcVersion 0.8.20': 'Failed to load solc instance for version 0.8.20',
      });
    },
  },
  {
    quote:
      "records the instance's `semver` property, which is a function, as the loaded version. Its synchronous `compileSource` and `compileSources` then fail on every call with `Requested solc version 0.8.30 differs from loaded function () { [native code] }`",
    check: async (ctx) => {
      const {compiler} = await plugins();
      assert.equal(compiler.semverIsFunction, true);
      assert.match(
        compiler.passedIn.error,
        /^Requested solc version 0\.8\.30 differs from loaded function \(\) \{ \[native code\] \}/,
      );
      const src = ctx.source('@tevm/compiler/dist/index.js');
      assert.match(
        src,
        /let _solcVersion = \(_a = options == null \? void 0 : options\.solc\) == null \? void 0 : _a\.semver;/,
      );
      // both sync methods go through the same version check
      assert.equal(
        src.match(/const solc = requireSolcLoadedSync\(validatedOptions\.solcVersion\);/g).length >=
          2,
        true,
      );
    },
  },
  {
    quote:
      'its asynchronous methods (`compileFiles`, the `*WithShadow` ones) ignore the instance and try to download the requested version, which fails offline as above.',
    check: async () => {
      const {passedInAsync} = (await plugins()).compiler;
      assert.equal(passedInAsync.error, 'Failed to load solc instance for version 0.8.30');
      assert.deepEqual(passedInAsync.downloads, ['v0.8.30+commit.73712a01.js']);
    },
  },
  {
    quote:
      '`bundler(config, logger, fileAccess, solc, cache, contractPackage?)` is what every plugin calls once per build.',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/unplugin/dist/index.js'),
        /async buildStart\(\) \{[^]*moduleResolver = bundler2\(config, console, fao, versionedSolc, solcCache, contractPackage\);/,
      );
      assert.match(
        ctx.source('@tevm/base-bundler/dist/index.js'),
        /var bundler = \(config, logger, fao, solc, cache, contractPackage\) => \{/,
      );
    },
  },
  {
    quote:
      'It returns an object with `resolveEsmModule`, `resolveCjsModule`, `resolveTsModule` and `resolveDts` (each also as a `…Sync` variant)',
    check: async (ctx) => {
      const src = ctx.source('@tevm/base-bundler/dist/index.js');
      for (const n of ['resolveEsmModule', 'resolveCjsModule', 'resolveTsModule', 'resolveDts'])
        for (const name of [n, `${n}Sync`])
          assert.match(src, new RegExp(`\\n {4}${name}: \\(`), name);
    },
  },
  {
    quote:
      '`getContractPath(folder)` returns which contract package (`tevm/contract` or `@tevm/contract`) generated code should import.',
    check: async () =>
      assert.match(
        (await plugins()).a.modules['contracts/Counter.s.sol'].code,
        /^import \{ createContract \} from 'tevm\/contract'/,
      ),
  },
];
