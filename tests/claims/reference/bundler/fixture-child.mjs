// Runs in a child process, never in the claims runner: the plugins load solc, whose module
// installs an unhandledRejection handler that throws. It drives the real Tevm plugins the way a
// build tool does (the Rollup/Vite hooks buildStart and load) over scratch projects, and prints
// what it saw as JSON on the last line of stdout. fixture.mjs starts it once per claims run.
// argv[2] is an empty scratch folder, argv[3] the part to run: 'build' (the build plugins) or
// 'editor' (the TypeScript compiler and language service); fixture.mjs runs both side by side.
import {createRequire} from 'node:module';
import {mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {createHash} from 'node:crypto';
import {join, relative} from 'node:path';
import {inspect} from 'node:util';

const [base, part] = process.argv.slice(2);
const repo = new URL('../../../../', import.meta.url).pathname;
// the projects resolve packages like an installed app: through a node_modules above them
symlinkSync(join(repo, 'node_modules'), join(base, 'node_modules'));
const facts = {ms: {}};
const t0 = performance.now();
const lap = (name) => (facts.ms[name] = Math.round(performance.now() - t0));

/** Runs `fn` with console and std streams captured (the plugins log through both). */
const capture = async (fn) => {
  const lines = [];
  const saved = {log: console.log, error: console.error, warn: console.warn, info: console.info};
  const writes = {err: process.stderr.write, out: process.stdout.write};
  for (const k of Object.keys(saved))
    console[k] = (...a) =>
      lines.push(a.map((x) => (typeof x === 'string' ? x : inspect(x))).join(' '));
  process.stderr.write = (chunk) => (lines.push(String(chunk)), true);
  process.stdout.write = (chunk) => (lines.push(String(chunk)), true);
  try {
    return {value: await fn(), error: undefined, lines};
  } catch (error) {
    return {value: undefined, error: String(error?.message ?? error), lines};
  } finally {
    Object.assign(console, saved);
    process.stderr.write = writes.err;
    process.stdout.write = writes.out;
  }
};
const settle = () => new Promise((r) => setTimeout(r, 500)); // cache writes are not awaited
const write = (dir, files) => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), {recursive: true});
    writeFileSync(join(dir, name), text);
  }
};
const list = (dir) =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? list(join(dir, n)) : [join(dir, n)],
  );
const sol = (body) => `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n${body}\n`;
const counter = sol(
  'contract Counter { uint256 public count; function inc() public { count += 1; } }',
);

if (part === 'build') {
  const plugins = {
    vite: (await import('tevm/bundler/vite-plugin')).vitePluginTevm,
    rollup: (await import('tevm/bundler/rollup-plugin')).rollupPluginTevm,
    esbuild: (await import('tevm/bundler/esbuild-plugin')).esbuildPluginTevm,
    rspack: (await import('tevm/bundler/rspack-plugin')).rspackPluginTevm,
    webpack: (await import('tevm/bundler/webpack-plugin')).WebpackPluginTevm,
  };

  /** One build: a fresh plugin, buildStart with `dir` as working directory, then load() per id. */
  const build = async (dir, ids, options = {}) => {
    process.chdir(dir);
    const plugin = plugins.rollup(options);
    const start = await capture(() => plugin.buildStart.call({}));
    const out = {start: {error: start.error, lines: start.lines}, modules: {}};
    for (const id of ids) {
      const watched = [];
      const r = await capture(() =>
        plugin.load.call({addWatchFile: (f) => watched.push(relative(dir, f))}, join(dir, id)),
      );
      out.modules[id] = {
        code: r.value,
        exports: [...String(r.value).matchAll(/^export const (\w+)/gm)].map((m) => m[1]),
        error: r.error,
        lines: r.lines,
        watched,
      };
    }
    await settle();
    return out;
  };
  /** A scratch project `name` (package.json of type module, plus `files`) built over `ids`. */
  const project = async (name, files, ids) => {
    const dir = join(base, name);
    write(dir, {'package.json': '{"type":"module"}', ...files});
    const out = await build(dir, ids);
    return {...out, entries: readdirSync(dir).sort()};
  };
  const mathLib = sol(
    'library Math { function double(uint256 x) internal pure returns (uint256) { return x * 2; } }',
  );

  // What each plugin factory returns, before any build
  {
    const v = plugins.vite();
    const r = plugins.rollup();
    const w = new plugins.webpack();
    facts.plugins = {
      names: {vite: v.name, rollup: r.name, esbuild: plugins.esbuild().name},
      viteEnforce: v.enforce,
      loadInclude: {
        ts: r.loadInclude('/p/a.ts'),
        sol: r.loadInclude('/p/A.sol'),
        ssol: r.loadInclude('/p/A.s.sol'),
      },
      webpackApply: typeof w.apply,
      webpackWithoutNew: (() => {
        try {
          plugins.webpack();
          return null;
        } catch (e) {
          return String(e.message);
        }
      })(),
      rspackApply: typeof plugins.rspack().apply,
      bunImport: {},
    };
    for (const spec of ['tevm/bundler/bun-plugin', '@tevm/bun-plugin']) {
      facts.plugins.bunImport[spec] = await import(spec).then(
        () => null,
        (e) => String(e.message),
      );
    }
  }

  lap('plugins');
  // The solc option: which values construct a plugin, which throw (and what they print)
  const topSolc = createRequire(createRequire(import.meta.url).resolve('@tevm/solc'))('solc');
  const downloads = [];
  topSolc.loadRemoteVersion = (file, cb) => {
    downloads.push(file);
    cb(new Error(`download of ${file} blocked by the fixture`));
  };
  facts.solcOption = {};
  for (const v of ['0.8.35', '0.8.37', '0.8.31', '0.8.30', '0.8.20', '0.1.1']) {
    const r = await capture(() => plugins.esbuild({solc: v}));
    facts.solcOption[v] = {error: r.error ?? null, printed: r.lines.join('\n').slice(0, 300)};
  }
  facts.downloadsAfterConstruction = downloads.length;
  // the compiler API (tevm/bundler/compiler): its own solc download, and a passed-in solc
  {
    const compiler = await import('tevm/bundler/compiler');
    const src = sol(
      'contract Counter { uint256 public count; function inc() external { count += 1; } }',
    );
    const before = downloads.length;
    const tries = {
      default: () => compiler.compileSource(src, {compilationOutput: ['abi']}),
      '0.8.30': () =>
        compiler.compileSource(src, {solcVersion: '0.8.30', compilationOutput: ['abi']}),
      passedIn: () =>
        compiler
          .createCompiler({
            solc: createRequire(createRequire(import.meta.url).resolve('@tevm/unplugin'))('solc'),
          })
          .compileSource(src, {compilationOutput: ['abi']}),
    };
    facts.compiler = {};
    for (const [k, fn] of Object.entries(tries)) {
      const r = await capture(fn);
      facts.compiler[k] = {error: r.error ?? null, ok: r.value !== undefined};
    }
    facts.compiler.downloads = downloads.slice(before);
    // the same passed-in instance with an async method: it asks for a download instead
    {
      const given = createRequire(createRequire(import.meta.url).resolve('@tevm/unplugin'))('solc');
      facts.compiler.semverIsFunction = typeof given.semver === 'function';
      write(base, {'async/Counter.sol': src});
      const asked = downloads.length;
      const r = await capture(() =>
        compiler
          .createCompiler({solc: given})
          .compileFiles([join(base, 'async/Counter.sol')], {compilationOutput: ['abi']}),
      );
      facts.compiler.passedInAsync = {
        error: r.error ?? null,
        downloads: downloads.slice(asked),
      };
    }
    // with the download answered by the installed 0.8.35 (as if online): the result's shape
    const load = topSolc.loadRemoteVersion;
    topSolc.loadRemoteVersion = (_file, cb) =>
      cb(null, createRequire(createRequire(import.meta.url).resolve('@tevm/unplugin'))('solc'));
    const online = await capture(() =>
      compiler.compileSource(src, {
        solcVersion: '0.8.30',
        compilationOutput: ['abi', 'evm.bytecode'],
      }),
    );
    topSolc.loadRemoteVersion = load;
    facts.compiler.online = {
      error: online.error ?? null,
      returnedPromise: await (async () => {
        const pending = tries.default();
        await pending.catch(() => undefined); // offline again: it rejects
        return pending instanceof Promise;
      })(),
      contracts: Object.keys(online.value?.compilationResult?.contract ?? {}),
    };
    const {solcCompile} = await import('tevm/bundler/solc');
    const out = solcCompile(topSolc, {
      language: 'Solidity',
      sources: {'S.sol': {content: src}},
      settings: {outputSelection: {'*': {'*': ['abi']}}},
    });
    facts.solcCompileTop = Object.keys(out.contracts?.['S.sol'] ?? {});
  }
  const unpluginRequire = createRequire(createRequire(import.meta.url).resolve('@tevm/unplugin'));
  // how the CLI's `generate` imports solc (`import * as solc from 'solc'`): is compile there?
  const cliRequire = createRequire(
    createRequire(import.meta.url).resolve('@tevm/cli/package.json'),
  );
  facts.cliSolcNamespaceCompile = typeof (await import(cliRequire.resolve('solc'))).compile;
  facts.unpluginSolc = {
    version: unpluginRequire('solc').version(),
    packageVersion: JSON.parse(readFileSync(unpluginRequire.resolve('solc/package.json'), 'utf8'))
      .version,
    topLevelVersion: topSolc.version(),
  };

  lap('solcOption');
  // 1. An empty tevm.config.json; an .s.sol, an ABI-only .sol and compile/resolve failures
  const a = join(base, 'a');
  write(a, {
    'package.json': '{"type":"module"}',
    'tevm.config.json': '{}',
    'contracts/Counter.s.sol': counter,
    'contracts/Counter.sol': counter,
    'contracts/Uses.s.sol': sol(
      'import {Counter} from "./Counter.sol";\n/* import "@nope/Commented.sol"; */\ncontract Uses { function make() external returns (address) { return address(new Counter()); } }',
    ),
    'contracts/Two.s.sol': sol(
      'contract One { function one() external pure returns (uint256) { return 1; } }\ncontract Two { function two() external pure returns (uint256) { return 2; } }',
    ),
    'contracts/Broken.sol': sol('contract Broken { uint256 x }'),
    'contracts/OldPragma.sol':
      '// SPDX-License-Identifier: MIT\npragma solidity 0.8.30;\ncontract OldPragma {}\n',
    'contracts/Missing.sol': sol('import "@nope/Thing.sol";\ncontract Missing {}'),
  });
  facts.a = await build(a, [
    'contracts/Counter.s.sol',
    'contracts/Counter.sol',
    'contracts/Uses.s.sol',
    'contracts/Two.s.sol',
    'contracts/Broken.sol',
    'contracts/OldPragma.sol',
    'contracts/Missing.sol',
  ]);
  facts.a.cacheFiles = list(join(a, '.tevm'))
    .map((f) => relative(a, f))
    .sort();
  const meta = JSON.parse(
    readFileSync(join(a, '.tevm/contracts/Counter.s.sol/metadata.json'), 'utf8'),
  );
  facts.a.metadata = meta;
  facts.a.sha256 = createHash('sha256')
    .update(readFileSync(join(a, 'contracts/Counter.s.sol')))
    .digest('hex');
  facts.a.artifactsKeys = Object.keys(
    JSON.parse(readFileSync(join(a, '.tevm/contracts/Counter.s.sol/artifacts.json'), 'utf8')),
  );
  facts.a.outputSelection = JSON.parse(
    readFileSync(join(a, '.tevm/contracts/Counter.s.sol/artifacts.json'), 'utf8'),
  ).solcInput.settings.outputSelection;
  facts.a.sourceKeys = Object.keys(
    JSON.parse(readFileSync(join(a, '.tevm/contracts/Uses.s.sol/artifacts.json'), 'utf8')).solcInput
      .sources,
  ).map((k) => k.replace(a, '<project>'));
  facts.a.cachedModule =
    readFileSync(join(a, '.tevm/contracts/Counter.s.sol/contract.mjs'), 'utf8') ===
    facts.a.modules['contracts/Counter.s.sol'].code;
  // the generated modules, imported as an app would
  for (const id of ['contracts/Counter.s.sol', 'contracts/Counter.sol']) {
    const file = join(a, `${id}.gen.mjs`);
    writeFileSync(file, facts.a.modules[id].code);
    const c = (await import(file)).Counter;
    facts.a.modules[id].object = {
      keys: Object.keys(c).sort(),
      bytecode: c.bytecode ?? null,
      deployedBytecode: c.deployedBytecode ?? null,
      humanReadableAbi: c.humanReadableAbi,
      deployError: (() => {
        try {
          c.deploy();
          return null;
        } catch (e) {
          return String(e.message);
        }
      })(),
    };
  }
  lap('a');
  // the same project built again: served from the cache; then one source edited
  {
    const plugin = plugins.rollup();
    await capture(() => plugin.buildStart.call({}));
    const solc = unpluginRequire('solc');
    let compiles = 0;
    const compile = solc.compile;
    solc.compile = (...args) => ((compiles += 1), compile(...args));
    const load = () =>
      capture(() => plugin.load.call({addWatchFile() {}}, join(a, 'contracts/Counter.s.sol')));
    await load();
    facts.a.compilesWhenUnchanged = compiles;
    // Uses.s.sol imports Counter.sol: its recorded hash is of the rewritten source
    await capture(() => plugin.load.call({addWatchFile() {}}, join(a, 'contracts/Uses.s.sol')));
    facts.a.compilesWithImports = compiles - facts.a.compilesWhenUnchanged;
    const usesMeta = JSON.parse(
      readFileSync(join(a, '.tevm/contracts/Uses.s.sol/metadata.json'), 'utf8'),
    ).files[join(a, 'contracts/Uses.s.sol')];
    facts.a.usesHashMatchesFile =
      usesMeta.contentHash ===
      createHash('sha256')
        .update(readFileSync(join(a, 'contracts/Uses.s.sol'), 'utf8'))
        .digest('hex');
    compiles = facts.a.compilesWhenUnchanged;
    writeFileSync(join(a, 'contracts/Counter.s.sol'), counter.replace('count += 1', 'count += 2'));
    await load();
    facts.a.compilesAfterEdit = compiles;
    solc.compile = compile;
    await settle();
  }

  lap('a2');
  // 2. No configuration file at all
  facts.b = await project('b', {'contracts/Counter.s.sol': counter}, ['contracts/Counter.s.sol']);

  lap('b');
  // 3. cacheDir, a remapping, libs and node_modules lookup from tevm.config.json in the working folder
  facts.c = await project(
    'c',
    {
      'tevm.config.json': JSON.stringify({
        cacheDir: 'build-cache',
        libs: ['lib'],
        // the longer prefix wins over '@acme/'
        remappings: {'@acme/': 'wrong/', '@acme/math/': 'vendor/acme-math/'},
      }),
      'vendor/acme-math/Math.sol': mathLib,
      'lib/solady/Lib.sol': sol(
        'library Lib { function one() internal pure returns (uint256) { return 1; } }',
      ),
      'node_modules/@npm/pkg/Pkg.sol': sol(
        'library Pkg { function two() internal pure returns (uint256) { return 2; } }',
      ),
      'contracts/Doubler.s.sol': sol(
        'import {Math} from "@acme/math/Math.sol";\nimport {Lib} from "solady/Lib.sol";\nimport {Pkg} from "@npm/pkg/Pkg.sol";\ncontract Doubler { function twice(uint256 x) external pure returns (uint256) { return Math.double(x) + Lib.one() + Pkg.two() - 3; } }',
      ),
    },
    ['contracts/Doubler.s.sol'],
  );

  lap('c');
  // 4. No tevm.config.json, a tsconfig.json with the TS plugin entry: `paths` are used, the
  //    entry's own `remappings` are not
  facts.d = await project(
    'd',
    {
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          paths: {'@acme/math/*': ['vendor/acme-math/*']},
          plugins: [{name: '@tevm/ts-plugin', remappings: {'@other/': 'vendor/other/'}}],
        },
      }),
      'vendor/acme-math/Math.sol': mathLib,
      'vendor/other/Other.sol': sol('library Other {}'),
      'contracts/ViaPaths.s.sol': sol(
        'import {Math} from "@acme/math/Math.sol";\ncontract ViaPaths { function twice(uint256 x) external pure returns (uint256) { return Math.double(x); } }',
      ),
      'contracts/ViaEntry.s.sol': sol('import "@other/Other.sol";\ncontract ViaEntry {}'),
    },
    ['contracts/ViaPaths.s.sol', 'contracts/ViaEntry.s.sol'],
  );

  lap('d');
  // 4b. Imports of files that do not exist: a relative path and a remapped one
  facts.g = await project(
    'g',
    {
      'tevm.config.json': JSON.stringify({remappings: {'@gone/': 'vendor/gone/'}}),
      'contracts/NoRelative.sol': sol('import "./Nope.sol";\ncontract NoRelative {}'),
      'contracts/NoRemapped.sol': sol('import "@gone/Nope.sol";\ncontract NoRemapped {}'),
    },
    ['contracts/NoRelative.sol', 'contracts/NoRemapped.sol'],
  );
  lap('g');
  // 5. A solc release in the option: fetched when the build starts (the fetch is stubbed above)
  const before = downloads.length;
  facts.remoteSolc = await build(a, [], {solc: '0.8.30'});
  facts.remoteSolc.downloads = downloads.slice(before);

  lap('remote');
}

if (part === 'editor') {
  const a = join(base, 'e');
  // 6. The TypeScript compiler (what `tsc` runs) with @tevm/ts-plugin in tsconfig.json
  {
    const ts = (await import('typescript')).default;
    write(a, {
      'package.json': '{"type":"module"}',
      'tevm.config.json': '{}',
      'contracts/Counter.s.sol': counter,
      'src/main.ts': "import { Counter } from '../contracts/Counter.s.sol'\nconsole.log(Counter)\n",
    });
    process.chdir(a);
    const program = ts.createProgram([join(a, 'src/main.ts')], {
      noEmit: true,
      strict: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      plugins: [{name: '@tevm/ts-plugin'}],
      types: [],
      skipLibCheck: true,
    });
    // the same program with a hand-written declaration for the module
    write(a, {
      'src/sol.d.ts':
        "declare module '*/Counter.s.sol' {\n  import type { Contract } from 'tevm/contract'\n  export const Counter: Contract<'Counter', readonly ['function count() view returns (uint256)'], undefined, `0x${string}`, `0x${string}`, undefined>\n}\n",
    });
    const declared = ts.createProgram([join(a, 'src/main.ts'), join(a, 'src/sol.d.ts')], {
      noEmit: true,
      strict: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: [],
      skipLibCheck: true,
    });
    facts.tscWithDeclaration = ts
      .getPreEmitDiagnostics(declared)
      .map((x) => `TS${x.code}: ${ts.flattenDiagnosticMessageText(x.messageText, '\n')}`);
    facts.tsc = ts
      .getPreEmitDiagnostics(program)
      .map((x) => `TS${x.code}: ${ts.flattenDiagnosticMessageText(x.messageText, '\n')}`);
  }

  lap('tsc');

  // 7. The same source through a TypeScript language service with @tevm/ts-plugin applied, the way
  //    tsserver (your editor) loads it: the import is typed, and completion lists the contract's
  //    functions. The plugin writes its .d.ts to the same cache folder as the build plugins.
  {
    const ts = (await import('typescript')).default;
    const main = join(a, 'src/main.ts');
    write(a, {
      'src/main.ts':
        "import { Counter } from '../contracts/Counter.s.sol'\nconst n: string = Counter.read.count()\nCounter.read.\n",
    });
    const options = {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: [],
      skipLibCheck: true,
    };
    const host = {
      getCompilationSettings: () => options,
      getScriptFileNames: () => [main],
      getScriptVersion: () => '1',
      getScriptSnapshot: (f) =>
        ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f) ?? '') : undefined,
      getCurrentDirectory: () => a,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      resolveModuleNameLiterals: (lits, file, _redirect, opts) =>
        lits.map((l) => ts.resolveModuleName(l.text, file, opts, ts.sys)),
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
      writeFile: ts.sys.writeFile,
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
    };
    const tsPlugin = createRequire(import.meta.url)('@tevm/ts-plugin');
    /** The plugin's language service over `host`, as an editor creates it for the project. */
    const pluginService = () =>
      tsPlugin({typescript: ts}).create({
        languageService: ts.createLanguageService(host),
        languageServiceHost: host,
        project: {
          getCurrentDirectory: () => a,
          getCompilerOptions: () => options,
          projectService: {logger: {info() {}}},
        },
        config: {},
      });
    const r = await capture(pluginService);
    const ls = r.value;
    const text = ts.sys.readFile(main) ?? '';
    facts.editor = {
      diagnostics: ls
        .getSemanticDiagnostics(main)
        .map((x) => `TS${x.code}: ${ts.flattenDiagnosticMessageText(x.messageText, ' ')}`),
      completions: ls
        .getCompletionsAtPosition(main, text.lastIndexOf('Counter.read.') + 13, {})
        ?.entries.map((e) => e.name),
    };
    await settle();
    facts.editor.cacheFiles = list(join(a, '.tevm', 'contracts', 'Counter.s.sol')).map((f) =>
      relative(a, f),
    );
    facts.editor.debugFileWithoutDebug = ts.sys.fileExists(
      join(a, 'contracts/Counter.s.sol.debug.d.ts'),
    );
    // the same project with `debug: true`: the plugin writes what it served next to the source
    write(a, {'tevm.config.json': '{"debug": true}'});
    const debugLs = pluginService();
    debugLs.getSemanticDiagnostics(main);
    const debugFile = join(a, 'contracts/Counter.s.sol.debug.d.ts');
    facts.editor.debugFile = ts.sys.fileExists(debugFile)
      ? (ts.sys.readFile(debugFile) ?? '').slice(0, 300)
      : null;
  }
  lap('editor');
}

for (const r of [facts.a, facts.b, facts.c, facts.d])
  if (r) for (const m of Object.values(r.modules)) m.code = m.code?.slice(0, 3000);
process.stdout.write(`\n${JSON.stringify(facts)}\n`);
