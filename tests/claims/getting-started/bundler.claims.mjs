// Claims of docs/getting-started/bundler.mdx: the config keys run through @tevm/config's loadConfig
// (what every bundler plugin and the TS plugin call), the rest against the installed sources.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** loadConfig over a scratch folder holding `files`; resolves the merged config or rejects. */
const load = async (files) => {
  const dir = mkdtempSync(join(tmpdir(), 'tevm-config-'));
  try {
    for (const [name, value] of Object.entries(files))
      writeFileSync(join(dir, name), JSON.stringify(value));
    const {loadConfig} = await import('@tevm/config');
    // the effect copy @tevm/config was built with (the root one is another version and warns)
    const {runPromise} = await import(
      new URL(
        '../../../node_modules/@tevm/config/node_modules/effect/dist/esm/Effect.js',
        import.meta.url,
      ).href
    );
    return await runPromise(/** @type {any} */ (loadConfig(dir)));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
};

export default [
  {
    quote:
      'The plugin reads `tevm.config.json` (or `tevm.json`) from the folder you build in. An empty object uses the defaults.',
    check: async () => {
      const empty = await load({'tevm.config.json': {}});
      assert.equal(empty.cacheDir, '.tevm');
      assert.equal(empty.foundryProject, false);
      assert.equal(
        (await load({'tevm.json': {cacheDir: 'from-tevm-json'}})).cacheDir,
        'from-tevm-json',
      );
    },
  },
  {
    quote:
      'a `tsconfig.json` that lists `@tevm/ts-plugin` ([below](#editor-support-the-typescript-plugin)) is used instead: its `paths` become remappings, but any option written in the plugin entry is dropped.',
    check: async () => {
      const cfg = await load({
        'tsconfig.json': {
          compilerOptions: {
            paths: {'@lib/*': ['lib/*']},
            plugins: [{name: '@tevm/ts-plugin', cacheDir: 'from-tsconfig'}],
          },
        },
      });
      assert.equal(cfg.cacheDir, '.tevm');
      assert.deepEqual(Object.keys(cfg.remappings), ['@lib/']);
      assert.match(cfg.remappings['@lib/'], /\/lib\/$/);
    },
  },
  {
    quote:
      'Without that too, the plugin logs `FailedToReadConfigError` errors and builds with the defaults.',
    check: async (ctx) => {
      await assert.rejects(load({}), /FailedToReadConfigError/);
      const plugin = ctx.source('@tevm/unplugin/dist/index.js');
      assert.match(
        plugin,
        /catchTag\(\s*"FailedToReadConfigError",\s*\(\) => logWarning\("Unable to find tevm\.config\.json\. Using default config\."\)\.pipe\(map\(\(\) => defaultConfig\)\)/,
      );
    },
  },
  {
    table: 'Key',
    row: 'foundryProject',
    check: async (ctx) => {
      const src = ctx.source('@tevm/config/dist/index.js');
      assert.match(src, /foundryProject: optional\(Union\(Boolean, String, Undefined\)\)/);
      assert.match(
        src,
        /const forgeCommand = typeof foundryProject === "string" \? foundryProject : "forge"/,
      );
    },
  },
  {
    table: 'Key',
    row: 'libs',
    check: async () =>
      assert.deepEqual((await load({'tevm.config.json': {libs: ['lib', 'vendor']}})).libs, [
        'lib',
        'vendor',
      ]),
  },
  {
    table: 'Key',
    row: 'remappings',
    check: async () => {
      const remappings = {'@openzeppelin/': 'node_modules/@openzeppelin/'};
      assert.deepEqual((await load({'tevm.config.json': {remappings}})).remappings, remappings);
    },
  },
  {
    table: 'Key',
    row: 'cacheDir',
    quote: 'default `.tevm`',
    check: async () => {
      assert.equal((await load({'tevm.config.json': {}})).cacheDir, '.tevm');
      assert.equal(
        (await load({'tevm.config.json': {cacheDir: 'build/.cache'}})).cacheDir,
        'build/.cache',
      );
    },
  },
  {
    table: 'Key',
    row: 'debug',
    check: async (ctx) => {
      assert.equal((await load({'tevm.config.json': {debug: true}})).debug, true);
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
      const cfg = await load({'tevm.config.json': {jsonAsConst: ['data/*.json']}});
      assert.deepEqual(cfg.jsonAsConst, []);
      assert.match(
        ctx.source('@tevm/ts-plugin/dist/index.js'),
        /for \(const matcher of config\.jsonAsConst\)/,
      );
    },
  },
  {
    quote: "The second command prints the counter's address and `count = 2`.",
    example: 'node dist/main.js',
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
      'The bundled 0.8.37 is used by default; any other version is downloaded when the build starts, so it needs the network.',
    check: async (ctx) => {
      // not imported: solc's module installs an unhandledRejection handler that throws
      assert.equal(JSON.parse(ctx.source('solc/package.json')).version, '0.8.37');
      const plugin = ctx.source('@tevm/unplugin/dist/index.js');
      assert.match(
        plugin,
        /parsedSolcVersion\.data === defaultVersion \? defaultSolc : await createSolc\(parsedSolcVersion\.data\)/,
      );
      assert.match(
        ctx.source('@tevm/solc/dist/index.js'),
        /_solc\.loadRemoteVersion\(releases\[release\]/,
      );
    },
  },
  {
    quote:
      'The pinned esbuild plugin prints a debug line, `proces.cwd() /your/project`, on each build.',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/unplugin/dist/index.js'),
        /console\.log\("proces\.cwd\(\)", process\.cwd\(\)\)/,
      ),
  },
  {
    quote: "Webpack | `import { WebpackPluginTevm } from 'tevm/bundler/webpack-plugin'`",
    check: async () => {
      const imports = {
        'tevm/bundler/vite-plugin': 'vitePluginTevm',
        'tevm/bundler/webpack-plugin': 'WebpackPluginTevm',
        'tevm/bundler/rollup-plugin': 'rollupPluginTevm',
        'tevm/bundler/rspack-plugin': 'rspackPluginTevm',
        'tevm/bundler/esbuild-plugin': 'esbuildPluginTevm',
      };
      // In a child process: the plugins load solc, whose module installs an unhandledRejection
      // handler that throws, which would take down this runner on any other check's rejection.
      const code = `const imports = ${JSON.stringify(imports)}
        for (const [path, name] of Object.entries(imports)) {
          if (typeof (await import(path))[name] !== 'function') throw new Error(name + ' from ' + path)
        }`;
      execFileSync(process.execPath, ['--input-type=module', '-e', code], {
        cwd: new URL('../../../', import.meta.url),
        stdio: 'pipe',
      });
    },
  },
];
