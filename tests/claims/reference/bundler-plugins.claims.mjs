// Claims of docs/reference/bundler-plugins.mdx. What the plugins do comes from the real plugins,
// driven over scratch projects in a child process (bundler/fixture.mjs); the Bun plugin cannot be
// loaded by Node, so its lines are read from its source.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {
  assertBunPluginNeedsBun,
  assertPluginEntryOptionsDropped,
  assertTsconfigKeepsPathsAndBaseUrl,
  loadConfigIn,
  plugins,
} from './bundler/fixture.mjs';

export {before} from './bundler/fixture.mjs';

/**
 * Which of tsconfig.json and jsconfig.json the config loader reads, with no tevm.config.json: the
 * remappings it made from `paths` of a tsconfig.json with and without @tevm/ts-plugin, and of a
 * project holding both files (different `paths`). `null` when loadConfig failed with
 * FailedToReadConfigError, the tag the plugins catch to build with the defaults.
 */
export const tsconfigFallback = async () => {
  const cfg = (paths, plugin = true) => ({
    compilerOptions: {paths, ...(plugin ? {plugins: [{name: '@tevm/ts-plugin'}]} : {})},
  });
  const remapped = async (files) => {
    const r = await loadConfigIn(files);
    if (r._tag === 'Left') {
      assert.equal(r.left?._tag, 'FailedToReadConfigError');
      return null;
    }
    return Object.keys(r.right.remappings);
  };
  return {
    withPlugin: await remapped({'tsconfig.json': cfg({'@ts/*': ['ts/*']})}),
    withoutPlugin: await remapped({'tsconfig.json': cfg({'@ts/*': ['ts/*']}, false)}),
    both: await remapped({
      'tsconfig.json': cfg({'@ts/*': ['ts/*']}),
      'jsconfig.json': cfg({'@js/*': ['js/*']}),
    }),
  };
};

const tools = {
  vite: 'vitePluginTevm',
  webpack: 'WebpackPluginTevm',
  rollup: 'rollupPluginTevm',
  esbuild: 'esbuildPluginTevm',
  rspack: 'rspackPluginTevm',
  bun: 'bunPluginTevm',
};
/** tevm/bundler/<tool>-plugin re-exports @tevm/<tool>-plugin, and that exports `name`. */
const row = (tool) => async (ctx) => {
  assert.match(
    ctx.source(`tevm/bundler/${tool}-plugin/index.js`),
    new RegExp(`^export \\* from '@tevm/${tool}-plugin';`),
  );
  assert.match(
    ctx.source(`@tevm/${tool}-plugin/dist/index.d.ts`),
    new RegExp(`\\b${tools[tool]}\\b`),
  );
};

export default [
  {
    quote:
      'each sub-path re-exports the scoped package, which the pinned `tevm@1.0.0-next.149` installs (`@tevm/esbuild-plugin` at 1.0.0-rc.151, the other five at 1.0.0-next.148)',
    check: async (ctx) => {
      assert.equal(JSON.parse(ctx.source('tevm/package.json')).version, '1.0.0-next.149');
      for (const tool of Object.keys(tools)) {
        await row(tool)(ctx);
        const want = tool === 'esbuild' ? '1.0.0-rc.151' : '1.0.0-next.148';
        assert.equal(
          JSON.parse(ctx.source(`@tevm/${tool}-plugin/package.json`)).version,
          want,
          tool,
        );
      }
    },
  },
  {
    table: 'Build tool',
    row: 'Vite',
    check: async (ctx) => {
      await row('vite')(ctx);
      assert.equal((await plugins()).plugins.names.vite, '@tevm/rollup-plugin');
    },
  },
  {
    table: 'Build tool',
    row: 'Webpack, Next.js',
    check: async (ctx) => {
      await row('webpack')(ctx);
      const p = (await plugins()).plugins;
      assert.equal(p.webpackApply, 'function');
      assert.match(p.webpackWithoutNew, /^Class constructor .* cannot be invoked without 'new'/);
    },
  },
  {
    table: 'Build tool',
    row: 'Rollup',
    check: async (ctx) => {
      await row('rollup')(ctx);
      assert.equal((await plugins()).plugins.names.rollup, '@tevm/rollup-plugin');
    },
  },
  {
    table: 'Build tool',
    row: 'esbuild',
    check: async (ctx) => {
      await row('esbuild')(ctx);
      assert.equal((await plugins()).plugins.names.esbuild, '@tevm/rollup-plugin');
    },
  },
  {
    table: 'Build tool',
    row: 'Rspack',
    check: async (ctx) => {
      await row('rspack')(ctx);
      assert.equal((await plugins()).plugins.rspackApply, 'function');
    },
  },
  {
    table: 'Build tool',
    row: 'Bun',
    check: async (ctx) => {
      await row('bun')(ctx);
      assert.match(
        ctx.source('@tevm/bun-plugin/dist/index.js'),
        /var bunPluginTevm = \(\{ solc = defaultSolc\.version \}\) => \{\s*return \{\s*name: "@tevm\/bun-plugin",\s*async setup\(build\)/,
      );
    },
  },
  {
    quote:
      'Every plugin reads `tevm.config.json` from the **current working directory** when the build starts',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/unplugin/dist/index.js'),
        /async buildStart\(\) \{\s*config = await runPromise\(\s*loadConfig\(process\.cwd\(\)\)/,
      );
      assert.match(ctx.source('@tevm/bun-plugin/dist/index.js'), /loadConfig\(process\.cwd\(\)\)/);
      // a build started in a folder whose tevm.config.json sets cacheDir used it
      assert.ok((await plugins()).c.entries.includes('build-cache'));
    },
  },
  {
    quote:
      "The five plugins other than Bun's take it in one optional argument, `{ solc?: string }`, and treat it the same way",
    check: async (ctx) => {
      const f = await plugins();
      assert.equal(f.solcOption['0.8.30'].error, null);
      for (const tool of ['vite', 'webpack', 'rollup', 'esbuild', 'rspack'])
        assert.match(
          ctx.source(`@tevm/${tool}-plugin/dist/index.d.ts`),
          /solc\?: _tevm_unplugin\.CompilerOption;/,
          tool,
        );
    },
  },
  {
    quote:
      '**Left out**, it compiles with its own solc-js build, **0.8.30** in this release, not the 0.8.35 of the other plugins.',
    check: async (ctx) => {
      // the solc the Bun plugin resolves (its own nested copy) and the one the others resolve
      const bunSolc = JSON.parse(ctx.source('@tevm/bun-plugin/node_modules/solc/package.json'));
      assert.equal(bunSolc.version, '0.8.30');
      assert.equal((await plugins()).unpluginSolc.packageVersion, '0.8.35');
      const src = ctx.source('@tevm/bun-plugin/dist/index.js');
      assert.match(src, /^import defaultSolc from 'solc';$/m);
      assert.match(src, /solc === defaultSolc\.version \? defaultSolc :/);
    },
  },
  {
    quote:
      '**Any string**, valid or not, passes creation and goes to `createSolc` from `tevm/bundler/solc`, which downloads `releases[solc]` when Bun runs the plugin. There is no check',
    check: async (ctx) => {
      const src = ctx.source('@tevm/bun-plugin/dist/index.js');
      // the default is solc-js's `version`, a function (wrapper.js), so no string is ever equal to it
      assert.match(src, /var bunPluginTevm = \(\{ solc = defaultSolc\.version \}\) => \{/);
      assert.match(
        ctx.source('@tevm/bun-plugin/node_modules/solc/wrapper.js'),
        /^\s+version: coreBindings\.version,$/m,
      );
      assert.match(
        ctx.source('@tevm/bun-plugin/node_modules/solc/bindings/core.js'),
        /version: bindVersion\(solJson\)/,
      );
      // the comparison and the download both happen inside setup(build), after creation
      const setup = src.slice(src.indexOf('async setup(build)'), src.indexOf('build.onResolve'));
      assert.match(
        setup,
        /solc === defaultSolc\.version \? defaultSolc : await createSolc\(solc\)/,
      );
      assert.doesNotMatch(src, /Invalid solc compiler|SolcVersions|safeParse/);
      assert.match(
        ctx.source('@tevm/solc/dist/index.js'),
        /var createSolc = async \(release\) => \{\s*const s = await new Promise\(\s*\(resolve, reject\) => _solc\.loadRemoteVersion\(releases\[release\]/,
      );
      const solcSrc = ctx.source('@tevm/solc/dist/index.js');
      const table = solcSrc.slice(solcSrc.indexOf('var releases = {'), solcSrc.indexOf('};'));
      assert.match(table, /"0\.8\.30": "v0\.8\.30\+commit/);
      assert.doesNotMatch(table, /"0\.8\.35"/);
    },
  },
  {
    quote:
      'The plugin compiles with the solc-js build installed next to it, 0.8.35 in this release, entirely offline.',
    check: async () => {
      const f = await plugins();
      assert.equal(f.unpluginSolc.packageVersion, '0.8.35');
      assert.match(JSON.parse(f.a.metadata.compileFingerprint).solcVersion, /^0\.8\.35\+commit/);
      assert.equal(f.downloadsAfterConstruction, 0);
    },
  },
  {
    quote:
      'Allowed values are the keys of `releases` from `tevm/bundler/solc`: 0.1.1 up to **0.8.30**.',
    check: async () => {
      const {solcOption} = await plugins();
      for (const v of ['0.1.1', '0.8.20', '0.8.30']) assert.equal(solcOption[v].error, null, v);
      assert.ok(solcOption['0.8.31'].error);
    },
  },
  {
    quote:
      'The plugin downloads that compiler from `binaries.soliditylang.org` when the build starts, so the build needs network access.',
    check: async (ctx) => {
      const f = await plugins();
      assert.deepEqual(f.remoteSolc.downloads, ['v0.8.30+commit.73712a01.js']);
      assert.match(
        ctx.source('solc/wrapper.js'),
        /https:\/\/binaries\.soliditylang\.org\/bin\/soljson-/,
      );
    },
  },
  {
    quote:
      "throws at configuration time with `Invalid solc compiler passed to Tevm plugin'` after printing a `ZodError`.",
    check: async () => {
      const {solcOption} = await plugins();
      for (const v of ['0.8.35', '0.8.37']) {
        assert.equal(solcOption[v].error, "Invalid solc compiler passed to Tevm plugin'");
        assert.match(solcOption[v].printed, /^\[?ZodError/);
      }
    },
  },
  {
    quote: "including the bundled `'0.8.35'` written out explicitly",
    example: "esbuildPluginTevm({ solc: '0.8.35' })",
  },
  {
    quote:
      'Creating the plugin does not download anything yet; the download happens when a build starts.',
    check: async () => {
      const f = await plugins();
      assert.equal(f.downloadsAfterConstruction, 0);
      assert.equal(f.remoteSolc.downloads.length, 1);
    },
  },
  {
    quote: "It marks itself `enforce: 'pre'`",
    check: async () => assert.equal((await plugins()).plugins.viteEnforce, 'pre'),
  },
  {
    quote:
      'The plugin registers every Solidity file it compiled as a watched file (the file you import and the files it imports, except those under `node_modules`)',
    check: async () => {
      const {a, c} = await plugins();
      assert.deepEqual(a.modules['contracts/Uses.s.sol'].watched, [
        'contracts/Uses.s.sol',
        'contracts/Counter.sol',
      ]);
      const watched = c.modules['contracts/Doubler.s.sol'].watched;
      assert.ok(watched.includes('vendor/acme-math/Math.sol'));
      assert.ok(!watched.some((w) => w.includes('node_modules')), watched.join());
    },
  },
  {
    quote: '`WebpackPluginTevm` is a class; create an instance per configuration',
    check: async () => {
      const p = (await plugins()).plugins;
      assert.match(p.webpackWithoutNew, /cannot be invoked without 'new'/);
    },
  },
  {
    quote: '`WebpackPluginTevm` is a Webpack plugin (an object with an `apply(compiler)` method)',
    check: async () => assert.equal((await plugins()).plugins.webpackApply, 'function'),
  },
  {
    quote: 'A type-check with plain TypeScript does not know what a `.sol` import contains',
    check: async () =>
      assert.match(
        (await plugins('editor')).tsc.join('\n'),
        /^TS2307: Cannot find module '\.\.\/contracts\/Counter\.s\.sol'/,
      ),
  },
  {
    quote: 'the Tevm plugin only handles `.sol` files',
    check: async () =>
      assert.deepEqual((await plugins()).plugins.loadInclude, {ts: false, sol: true, ssol: true}),
  },
  {
    quote:
      'the function destructures its argument, so calling it with nothing throws a `TypeError`',
    check: async (ctx) => {
      const src = ctx.source('@tevm/bun-plugin/dist/index.js');
      const head = /var bunPluginTevm = (\(\{ solc = defaultSolc\.version \}\)) =>/.exec(src);
      assert.ok(head, 'bunPluginTevm no longer destructures its argument');
      // the same parameter list, called with nothing
      const fn = new Function('defaultSolc', `return ${head[1]} => solc`)({version: '0.8.30'});
      assert.throws(() => fn(), TypeError);
    },
  },
  {
    quote: 'fails with `Dynamic require of "bun" is not supported`',
    check: () => assertBunPluginNeedsBun('tevm/bundler/bun-plugin'),
  },
  {
    quote:
      "completion of a contract's functions, and type errors where they are misused. It has no sub-path in `tevm`: register the scoped package `@tevm/ts-plugin`, which the pinned `tevm` installs",
    check: async (ctx) => {
      const {editor} = await plugins('editor');
      assert.deepEqual(editor.completions, ['count']);
      assert.match(editor.diagnostics.join('\n'), /^TS2322: .* is not assignable to type 'string'/);
      assert.ok(JSON.parse(ctx.source('tevm/package.json')).dependencies['@tevm/ts-plugin']);
      assert.throws(() => ctx.source('tevm/bundler/ts-plugin/index.js'));
    },
  },
  {
    quote:
      'The TypeScript compiler never loads language-service plugins, so a plain `tsc` still reports `.sol` imports as missing modules.',
    check: async () =>
      assert.deepEqual((await plugins('editor')).tsc, [
        "TS2307: Cannot find module '../contracts/Counter.s.sol' or its corresponding type declarations.",
      ]),
  },
  {
    quote:
      'the config loader falls back to `tsconfig.json` only when it lists `@tevm/ts-plugin`, and reads `jsconfig.json` in its place when that file exists; otherwise the build uses the defaults',
    check: async (ctx) => {
      const seen = await tsconfigFallback();
      assert.deepEqual(seen.withPlugin, ['@ts/']);
      assert.equal(seen.withoutPlugin, null, 'a tsconfig.json without the plugin was read');
      assert.deepEqual(seen.both, ['@js/'], 'jsconfig.json was not read in place of tsconfig.json');
      assert.match(
        ctx.source('@tevm/unplugin/dist/index.js'),
        /"FailedToReadConfigError",\s*\(\) => logWarning\("Unable to find tevm\.config\.json\. Using default config\."\)\.pipe\(map\(\(\) => defaultConfig\)\)/,
      );
    },
  },
  {
    quote:
      'From that file it keeps only `paths` (as remappings) and `baseUrl` (as a `libs` folder), and drops every option written in the `@tevm/ts-plugin` entry',
    check: async () => {
      await assertTsconfigKeepsPathsAndBaseUrl();
      await assertPluginEntryOptionsDropped({
        remappings: {'@x/': 'x/'},
        libs: ['vendor'],
        cacheDir: 'c',
      });
    },
  },
  {
    quote:
      "Every build plugin except Bun's is a thin adapter generated with unplugin by `@tevm/unplugin` from one implementation, which calls the shared core in `@tevm/base-bundler`.",
    check: async (ctx) => {
      for (const tool of ['vite', 'webpack', 'rollup', 'esbuild', 'rspack'])
        assert.match(
          ctx.source(`@tevm/${tool}-plugin/dist/index.js`),
          /import \{ createUnplugin, tevmUnplugin \} from '@tevm\/unplugin';/,
          tool,
        );
      assert.match(
        ctx.source('@tevm/unplugin/dist/index.js'),
        /import \{ getContractPath, bundler \} from '@tevm\/base-bundler';/,
      );
    },
  },
  {
    quote: 'all report themselves as `@tevm/rollup-plugin` in build-tool diagnostics',
    check: async () =>
      assert.deepEqual((await plugins()).plugins.names, {
        vite: '@tevm/rollup-plugin',
        rollup: '@tevm/rollup-plugin',
        esbuild: '@tevm/rollup-plugin',
      }),
  },
  {
    quote: 'The Bun plugin calls the same core and config loader with code of its own.',
    check: async (ctx) => {
      const src = ctx.source('@tevm/bun-plugin/dist/index.js');
      assert.match(src, /import \{ bundler \} from '@tevm\/base-bundler';/);
      assert.match(src, /import \{ loadConfig, defaultConfig \} from '@tevm\/config';/);
      assert.doesNotMatch(src, /@tevm\/unplugin/);
    },
  },
  {
    quote: 'an entry point that deploys it and calls it twice on an in-memory node',
    example: "grep -x 'count = 2'",
  },
  {
    quote: '`tsPlugin` is the `@tevm/ts-plugin` entry point that TypeScript loads by name',
    check: async (ctx) => {
      const api = JSON.parse(
        readFileSync(
          new URL('../../../src/data/api/bundler-plugins.json', import.meta.url),
          'utf8',
        ),
      );
      assert.match(JSON.stringify(api), /"tsPlugin"/);
      assert.match(ctx.source('@tevm/ts-plugin/dist/index.js'), /module\.exports = tsPlugin;/);
    },
  },
];
