// Claims of docs/reference/bundler/troubleshooting.mdx: every message is produced here, by the
// config loader (in this process), by the plugins and the TypeScript compiler (fixture.mjs's child
// processes) or by tevm itself.
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {assertMissingImportMessages, loadConfigIn, plugins} from './fixture.mjs';

export {before} from './fixture.mjs';

const resolveError = async () => (await plugins()).a.modules['contracts/Missing.sol'];
const compileError = async () => (await plugins()).a.modules['contracts/Broken.sol'];
const noConfig = async () => (await plugins()).b;
const deployWithoutArgs = async () => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
  const {SimpleContract} = await import('tevm/contract');
  const client = createMemoryClient();
  // SimpleContract's constructor takes a uint256; deploy() is called without it
  return client
    .tevmDeploy({
      ...SimpleContract.deploy(),
      from: PREFUNDED_ACCOUNTS[0].address,
      addToBlockchain: true,
    })
    .then(
      () => assert.fail('the deployment succeeded'),
      (e) => e,
    );
};

export default [
  {
    table: 'You see',
    row: "Read file error: ENOENT: no such file or directory, open '…'",
    check: assertMissingImportMessages,
  },
  {
    quote:
      'A relative or remapped import of a file that does not exist fails differently, with `Read file error: ENOENT` and the absolute path it tried',
    check: assertMissingImportMessages,
  },
  {
    quote: 'the sub-path re-exports the scoped package',
    check: async (ctx) => {
      for (const t of ['vite', 'webpack', 'rollup', 'esbuild', 'rspack', 'bun'])
        assert.match(
          ctx.source(`tevm/bundler/${t}-plugin/index.js`),
          new RegExp(`^export \\* from '@tevm/${t}-plugin';`),
        );
    },
  },
  {
    table: 'You see',
    row: 'Could not resolve import … Please check your remappings and libraries.',
    check: async () =>
      assert.match(
        (await resolveError()).error,
        /^Could not resolve import .* Please check your remappings and libraries\.$/,
      ),
  },
  {
    table: 'You see',
    row: 'Compilation errors: followed by Compilation failed',
    check: async () => {
      const m = await compileError();
      assert.equal(m.lines[0], 'Compilation errors:');
      assert.equal(m.error, 'Compilation failed');
    },
  },
  {
    table: 'You see',
    row: 'Unable to find tevm.config.json. Using default config. and ENOENT error lines',
    check: async () => {
      const log = (await noConfig()).start.lines.join('\n');
      assert.match(log, /level=ERROR[^]*ENOENT/);
      assert.match(log, /Unable to find tevm\.config\.json\. Using default config\./);
    },
  },
  {
    table: 'You see',
    row: 'InvalidConfigError: Unable load config from … / InvalidJsonConfigError',
    check: async () => {
      const r = await loadConfigIn({'tevm.config.json': {gen: 1}});
      assert.match(r.left.message, /^InvalidConfigError: Unable load config from \//);
      assert.equal(
        (await loadConfigIn({'tevm.config.json': '{'})).left?._tag,
        'InvalidJsonConfigError',
      );
    },
  },
  {
    table: 'You see',
    row: "Invalid solc compiler passed to Tevm plugin'",
    check: async () =>
      assert.equal(
        (await plugins()).solcOption['0.8.37'].error,
        "Invalid solc compiler passed to Tevm plugin'",
      ),
  },
  {
    table: 'You see',
    row: 'red squiggles under .sol imports in the editor',
    // an editor without the plugin runs the same compiler as tsc
    check: async () =>
      assert.match(
        (await plugins('editor')).tsc[0],
        /^TS2307: Cannot find module '\.\.\/contracts\/Counter\.s\.sol'/,
      ),
  },
  {
    table: 'You see',
    row: "TS2307: Cannot find module './Counter.s.sol' in tsc or next build",
    check: async () =>
      assert.match(
        (await plugins('editor')).tsc[0],
        /^TS2307: Cannot find module '.*Counter\.s\.sol' or its corresponding type declarations\.$/,
      ),
  },
  {
    table: 'You see',
    row: 'Bytecode is required to generate deploy data',
    check: async () =>
      assert.equal(
        (await plugins()).a.modules['contracts/Counter.sol'].object.deployError,
        'Bytecode is required to generate deploy data',
      ),
  },
  {
    table: 'You see',
    row: 'EvmRevertError … revert when deploying',
    check: async () => {
      const e = await deployWithoutArgs();
      assert.equal(e.name, 'EvmRevertError');
      assert.match(e.message, /^revert\n/);
    },
  },
  {
    table: 'You see',
    row: 'Dynamic require of "bun" is not supported',
    check: async () =>
      assert.equal(
        (await plugins()).plugins.bunImport['tevm/bundler/bun-plugin'],
        'Dynamic require of "bun" is not supported',
      ),
  },
  {
    table: 'You see',
    row: 'solc.compile is not a function from tevm generate',
    check: async (ctx) => {
      assert.equal((await plugins()).cliSolcNamespaceCompile, 'undefined');
      assert.match(
        ctx.source('@tevm/cli/dist/commands/generate.js'),
        /import \* as solc from 'solc';/,
      );
    },
  },
  {
    quote:
      'The bundler checks this before it starts solc, and names both the import and the file that contains it.',
    check: async () => {
      const m = await resolveError();
      assert.match(
        m.error,
        /^Could not resolve import @nope\/Thing\.sol from \/.*\/contracts\/Missing\.sol\./,
      );
      assert.ok(!m.lines.join('\n').includes('Compilation errors'));
    },
  },
  {
    quote:
      'a package from npm (OpenZeppelin and most others): install it; `node_modules` is searched automatically',
    check: async () =>
      assert.equal((await plugins()).c.modules['contracts/Doubler.s.sol'].error, undefined),
  },
  {
    quote: 'otherwise the build fails with `FoundryNotFoundError`',
    check: async () => {
      const r = await loadConfigIn({'tevm.config.json': {foundryProject: '/nonexistent/forge'}});
      assert.equal(r.left?._tag, 'FoundryNotFoundError');
    },
  },
  {
    quote:
      "the `formattedMessage` field shows the file, line and column with a caret under the problem, for example `ParserError: Expected ';' but got '}'`",
    check: async () => {
      const log = (await compileError()).lines.join('\n');
      assert.match(
        log,
        /formattedMessage: "ParserError: Expected ';' but got '\}'\\n" \+\s*' --> \/.*Broken\.sol:3:29:/,
      );
    },
  },
  {
    quote: 'the plugin also logs `there was an error in tevm plugin resolving .mjs`',
    check: async () =>
      assert.ok(
        (await compileError()).lines.includes('there was an error in tevm plugin resolving .mjs'),
      ),
  },
  {
    quote: 'the plugins use solc 0.8.35 (the Bun plugin 0.8.30) unless you chose another release',
    check: async (ctx) => {
      assert.match(
        JSON.parse((await plugins()).a.metadata.compileFingerprint).solcVersion,
        /^0\.8\.35\+/,
      );
      const bun = JSON.parse(ctx.source('@tevm/bun-plugin/node_modules/solc/package.json'));
      assert.equal(bun.version, '0.8.30');
      assert.match(
        ctx.source('@tevm/bun-plugin/dist/index.js'),
        /^import defaultSolc from 'solc';$/m,
      );
    },
  },
  {
    quote: 'a `pragma solidity` range that excludes that version fails here too',
    check: async () => {
      const m = (await plugins()).a.modules['contracts/OldPragma.sol'];
      assert.equal(m.error, 'Compilation failed');
      assert.match(m.lines.join('\n'), /Source file requires different compiler version/);
    },
  },
  {
    quote:
      'The config loader logs each failed attempt as `level=ERROR` lines (an `ENOENT` for `tevm.json`, then `FailedToReadConfigError`), then the plugin logs `Unable to find tevm.config.json. Using default config.` and continues normally.',
    check: async () => {
      const b = await noConfig();
      const log = b.start.lines.join('\n');
      assert.match(
        log,
        /level=ERROR[^\n]*\n[^]*ENOENT[^]*tevm\.json[^]*level=ERROR[^]*FailedToReadConfigError[^]*level=WARN[^\n]*Unable to find tevm\.config\.json/,
      );
      assert.equal(b.modules['contracts/Counter.s.sol'].error, undefined);
    },
  },
  {
    quote:
      'every build prints `proces.cwd() /your/folder`: that line is a debug statement left in this release of the plugin, and appears even with a valid config.',
    check: async () => {
      const {a, b} = await plugins();
      for (const r of [a, b]) assert.ok(r.start.lines.some((l) => l.startsWith('proces.cwd() /')));
    },
  },
  {
    quote: 'The stray `proces.cwd()` line cannot be turned off; ignore it.',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/unplugin/dist/index.js'),
        /\n {6}console\.log\("proces\.cwd\(\)", process\.cwd\(\)\);\n/,
      ),
  },
  {
    quote:
      'the message lists the accepted ones: `name`, `foundryProject`, `libs`, `remappings`, `debug`, `cacheDir`, `jsonAsConst`',
    check: async () => {
      const r = await loadConfigIn({'tevm.config.json': {outDir: 'x'}});
      assert.match(
        r.left.message,
        /expected: "name" \| "foundryProject" \| "libs" \| "remappings" \| "debug" \| "cacheDir" \| "jsonAsConst"$/,
      );
    },
  },
  {
    quote: 'Keys such as `gen`, `outDir` or `macros`, seen in older material, do not exist.',
    check: async () => {
      for (const k of ['gen', 'outDir', 'macros'])
        assert.equal(
          (await loadConfigIn({'tevm.config.json': {[k]: 1}})).left?._tag,
          'InvalidConfigError',
          k,
        );
    },
  },
  {
    quote: '`InvalidJsonConfigError` (`Invalid json detected`)',
    check: async () => {
      const r = await loadConfigIn({'tevm.config.json': '{ "libs": ['});
      assert.equal(r.left?._tag, 'InvalidJsonConfigError');
      assert.match(r.left.message, /Invalid json detected/);
    },
  },
  {
    quote: 'comments and trailing commas are fine: the file is read as JSONC',
    check: async () =>
      assert.deepEqual(
        (await loadConfigIn({'tevm.config.json': '{ /* a */ "libs": ["x"], // b\n }'})).right?.libs,
        ['x'],
      ),
  },
  {
    quote:
      "The plugin's `solc` option only accepts release names from `releases` in `tevm/bundler/solc` (0.1.1 to 0.8.30). Writing the bundled version (`'0.8.35'`) or a newer one fails too, with a `ZodError` printed before `Invalid solc compiler passed to Tevm plugin'`.",
    check: async () => {
      const {solcOption} = await plugins();
      for (const v of ['0.1.1', '0.8.30']) assert.equal(solcOption[v].error, null, v);
      for (const v of ['0.8.35', '0.8.37']) {
        assert.equal(solcOption[v].error, "Invalid solc compiler passed to Tevm plugin'", v);
        assert.match(solcOption[v].printed, /ZodError/, v);
      }
    },
  },
  {
    quote:
      'This check belongs to the five plugins built on `@tevm/unplugin`; the Bun plugin does not validate the option.',
    check: async (ctx) => {
      // the validation (and its message) is unplugin's; five plugins are built on it
      assert.match(
        ctx.source('@tevm/unplugin/dist/index.js'),
        /Invalid solc compiler passed to Tevm plugin/,
      );
      for (const p of ['vite', 'esbuild', 'rollup', 'rspack', 'webpack']) {
        const pkg = JSON.parse(ctx.source(`@tevm/${p}-plugin/package.json`));
        assert.ok(pkg.dependencies['@tevm/unplugin'], p);
      }
      // Bun: any value other than its own solc's version goes to createSolc, unchecked
      const bun = ctx.source('@tevm/bun-plugin/dist/index.js');
      assert.doesNotMatch(bun, /@tevm\/unplugin|Invalid solc compiler|from 'zod'/);
      assert.match(bun, /solc === defaultSolc\.version \? defaultSolc : await createSolc\(solc\)/);
    },
  },
  {
    quote:
      'Remove the option to use the bundled compiler offline, or name a listed release and allow the build to download it.',
    check: async () => {
      const f = await plugins();
      assert.equal(f.downloadsAfterConstruction, 0);
      assert.deepEqual(f.remoteSolc.downloads, ['v0.8.30+commit.73712a01.js']);
    },
  },
  {
    quote:
      "`tsc`, and any build step that runs it such as `next build`'s type-check, works without language-service plugins",
    check: async () => assert.match((await plugins('editor')).tsc.join('\n'), /^TS2307: /),
  },
  {
    quote:
      "a `.d.ts` file with `declare module '*/Counter.s.sol' { … }` exporting the contract typed with the `Contract` type from `tevm/contract`",
    check: async () => assert.deepEqual((await plugins('editor')).tscWithDeclaration, []),
  },
  {
    quote:
      'The contract was imported from a `.sol` file, which carries the ABI only. Its `deploy` method exists but throws `Bytecode is required to generate deploy data`.',
    check: async () => {
      const o = (await plugins()).a.modules['contracts/Counter.sol'].object;
      assert.ok(o.keys.includes('deploy'));
      assert.equal(o.bytecode, null);
      assert.equal(o.deployError, 'Bytecode is required to generate deploy data');
    },
  },
  {
    quote:
      "The deploy data is then too short, the constructor reverts while decoding it, and `tevmDeploy` throws an `EvmRevertError` (code 3). Its `shortMessage` is just `revert`; its `message` names no reason either, only the same word and Tevm's usual footer, over five lines:",
    check: async (ctx) => {
      const e = await deployWithoutArgs();
      assert.equal(e.name, 'EvmRevertError');
      assert.equal(e.code, 3);
      assert.equal(e.shortMessage, 'revert');
      // the text block under the sentence is the exact message
      const page = readFileSync(new URL(`../../../../${ctx.page}`, import.meta.url), 'utf8');
      const i = page.indexOf('```text\nrevert\n');
      assert.ok(i >= 0, 'the text block with the message is gone');
      const block = page.slice(i + '```text\n'.length, page.indexOf('\n```', i + 8));
      assert.equal(e.message, block);
      assert.equal(block.split('\n').length, 5);
    },
  },
  {
    quote:
      '**Vitest** reads your Vite configuration, so `vitePluginTevm` makes `.sol` imports work in tests with no extra setup (verified below).',
    example: 'npx vitest run test/doubler.test.ts',
  },
  {
    quote: 'Node.js itself rejects the file extension',
    check: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sol-import-'));
      try {
        writeFileSync(join(dir, 'A.sol'), 'contract A {}');
        await assert.rejects(import(pathToFileURL(join(dir, 'A.sol')).href), {
          code: 'ERR_UNKNOWN_FILE_EXTENSION',
        });
      } finally {
        rmSync(dir, {recursive: true, force: true});
      }
    },
  },
  {
    quote:
      'Importing it from Node (including from a Vite or Webpack config that happens to import it) fails with `Dynamic require of "bun" is not supported`.',
    check: async () =>
      assert.equal(
        (await plugins()).plugins.bunImport['@tevm/bun-plugin'],
        'Dynamic require of "bun" is not supported',
      ),
  },
  {
    quote:
      '`Bundler error processing <file>: solc.compile is not a function` while the command still exits with status 0',
    check: async (ctx) => {
      assert.equal((await plugins()).cliSolcNamespaceCompile, 'undefined');
      assert.match(ctx.source('@tevm/cli/dist/commands/generate.js'), /Bundler error processing/);
    },
  },
  {
    quote: 'It fixes the first "Could not resolve import" error above with a remapping',
    example: 'npx vitest run test/doubler.test.ts',
  },
  {
    quote: 'Remove the `remappings` entry and the same command fails with',
    check: async () =>
      assert.match(
        (await plugins()).d.modules['contracts/ViaEntry.s.sol'].error,
        /^Could not resolve import @other\/Other\.sol from \/.*\/contracts\/ViaEntry\.s\.sol\. Please check your remappings and libraries\.$/,
      ),
  },
];
