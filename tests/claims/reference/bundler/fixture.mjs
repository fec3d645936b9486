// Shared by the claims of the bundler pages (getting-started/bundler, reference/bundler-plugins,
// reference/bundler/*). Not a claims file itself (the runner loads only *.claims.mjs).
//
// - plugins(): what the real Tevm plugins did in fixture-child.mjs, a child process started once
//   per claims run (the plugins load solc, which must stay out of the runner's process);
// - loadConfigIn(files): @tevm/config's loadConfig over a scratch folder holding `files`, run in
//   this process (it does not load solc), as an Either: {_tag: 'Right', right} or {_tag: 'Left', left}.
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';

const repo = new URL('../../../../', import.meta.url);

const child = new URL('./fixture-child.mjs', import.meta.url);

/**
 * The cache key of a part's facts: the child's source, Node's version and the installed version
 * of every package the child runs. Any change there runs the child again.
 */
const cacheKey = () => {
  const require = createRequire(new URL('package.json', repo));
  const version = (spec, from = require) => {
    try {
      return `${spec}@${JSON.parse(readFileSync(from.resolve(`${spec}/package.json`), 'utf8')).version}`;
    } catch {
      return `${spec}@-`;
    }
  };
  const pkgs = ['tevm', 'typescript', 'solc'].concat(
    ['unplugin', 'ts-plugin', 'config', 'base-bundler', 'bundler-cache', 'compiler', 'resolutions']
      .concat(['runtime', 'solc', 'contract', 'bun-plugin', 'vite-plugin', 'esbuild-plugin'])
      .map((p) => `@tevm/${p}`),
  );
  const unplugin = createRequire(require.resolve('@tevm/unplugin'));
  const tsPlugin = createRequire(require.resolve('@tevm/ts-plugin'));
  return createHash('sha256')
    .update(readFileSync(child))
    .update(process.version)
    .update(pkgs.map((p) => version(p)).join())
    .update(version('solc', unplugin) + version('solc', tsPlugin))
    .digest('hex')
    .slice(0, 16);
};

/**
 * Runs one part of fixture-child.mjs in a scratch folder; resolves its JSON facts. The facts are
 * kept in .tmp/claims/ under cacheKey(), so a later run with the same installed packages reuses
 * them instead of loading solc again.
 */
const runPart = (part) => {
  const cacheDir = new URL('.tmp/claims/', repo).pathname;
  const cached = join(cacheDir, `bundler-${part}-${cacheKey()}.json`);
  if (existsSync(cached)) return Promise.resolve(JSON.parse(readFileSync(cached, 'utf8')));
  return new Promise((resolve, reject) => {
    const dir = mkdtempSync(join(tmpdir(), `tevm-bundler-claims-${part}-`));
    execFile(
      process.execPath,
      [child.pathname, dir, part],
      {cwd: repo, maxBuffer: 1e8, timeout: 600000},
      (error, stdout, stderr) => {
        rmSync(dir, {recursive: true, force: true});
        if (error) {
          reject(new Error(`fixture-child.mjs ${part} failed: ${error.message}\n${stderr}`));
          return;
        }
        const text = stdout.trim().split('\n').pop() ?? 'null';
        mkdirSync(cacheDir, {recursive: true});
        for (const old of readdirSync(cacheDir))
          if (old.startsWith(`bundler-${part}-`)) rmSync(join(cacheDir, old));
        writeFileSync(cached, text);
        resolve(JSON.parse(text));
      },
    );
  });
};

/** @type {Record<string, Promise<any>>} */
const parts = {};
/**
 * What the build plugins did (part 'build', ~12 s of CPU: two solc builds load) or what the
 * TypeScript compiler and the editor plugin did (part 'editor', ~6 s); see fixture-child.mjs for
 * the keys. Each part runs in its own child process, started on first use, at most once per run
 * and not at all when .tmp/claims/ holds its facts for the installed packages.
 */
export const plugins = (part = 'build') => (parts[part] ??= runPart(part));
/** A page's claims file re-exports this: the engine awaits both parts before the page's checks. */
export const before = () => Promise.all([plugins('build'), plugins('editor')]);
// Start it while the runner loads the other pages when this run includes a bundler page.
const page = process.argv.includes('--page')
  ? process.argv[process.argv.indexOf('--page') + 1]
  : '';
if (
  !process.argv.includes('--self-test') &&
  ['getting-started/bundler.mdx', 'reference/bundler-plugins.mdx', 'reference/bundler/'].some(
    (p) => !page || p.includes(page),
  )
)
  for (const part of ['build', 'editor']) plugins(part).catch(() => undefined); // reported by the checks

/** loadConfig over a scratch folder; `files` maps a file name to its text (objects: JSON). */
export const loadConfigIn = async (files) => {
  const {loadConfig} = await import('@tevm/config');
  // run it with the effect copy @tevm/config resolves (the repository root has another version)
  const fromConfig = createRequire(new URL('node_modules/@tevm/config/package.json', repo));
  const {runPromise, either} = await import(
    pathToFileURL(fromConfig.resolve('effect/Effect')).href
  );
  const dir = mkdtempSync(join(tmpdir(), 'tevm-config-'));
  try {
    for (const [name, value] of Object.entries(files))
      writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
    return await runPromise(either(/** @type {any} */ (loadConfig(dir))));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
};

/**
 * `@tevm/bundler-cache`, `@tevm/resolutions`, `@tevm/runtime` and `@tevm/unplugin` are internal:
 * no `tevm/bundler/*` sub-path re-exports them and no `tevm` export is named after them.
 * @param {{source: (rel: string) => string}} ctx
 */
export const assertInternalBundlerPackages = async (ctx) => {
  const {default: assert} = await import('node:assert/strict');
  const exportKeys = Object.keys(JSON.parse(ctx.source('tevm/package.json')).exports);
  const targets = exportKeys
    .filter((s) => s.startsWith('./bundler'))
    .map((s) => ctx.source(`tevm/${s.slice(2)}/index.js`).match(/from '([^']+)'/)?.[1]);
  for (const p of ['@tevm/bundler-cache', '@tevm/resolutions', '@tevm/runtime', '@tevm/unplugin'])
    assert.ok(!targets.includes(p), p);
  assert.deepEqual(
    exportKeys.filter((k) => /resolutions|runtime|bundler-cache|unplugin/.test(k)),
    [],
  );
};

/**
 * `foundryProject` as a path: loadConfig runs `<path> config --json` (a stand-in for forge named
 * `forgeName`) and takes its remappings and libs; a path that does not exist (`missingName`)
 * fails with FoundryNotFoundError.
 * @param {string} forgeName
 * @param {string} missingName
 */
export const assertFoundryProjectRunsPath = async (forgeName, missingName) => {
  const {default: assert} = await import('node:assert/strict');
  const bin = mkdtempSync(join(tmpdir(), 'fake-forge-'));
  try {
    const forge = join(bin, forgeName);
    writeFileSync(
      forge,
      `#!/bin/sh\ntest "$1 $2" = "config --json" || exit 1\necho '{"remappings":["@sol/=lib/sol/"],"libs":["lib"]}'\n`,
    );
    chmodSync(forge, 0o755);
    const cfg = await configOf({'tevm.config.json': {foundryProject: forge}});
    assert.ok('@sol/' in cfg.remappings, JSON.stringify(cfg.remappings));
    assert.ok(
      cfg.libs.some((l) => l.endsWith('lib')),
      JSON.stringify(cfg.libs),
    );
    const missing = await loadConfigIn({
      'tevm.config.json': {foundryProject: join(bin, missingName)},
    });
    assert.equal(missing.left?._tag, 'FoundryNotFoundError');
  } finally {
    rmSync(bin, {recursive: true, force: true});
  }
};

/**
 * Importing the Bun plugin (as `specifier`) under Node.js fails: it needs Bun's runtime.
 * @param {string} specifier
 */
export const assertBunPluginNeedsBun = async (specifier) => {
  const {default: assert} = await import('node:assert/strict');
  assert.equal(
    (await plugins()).plugins.bunImport[specifier],
    'Dynamic require of "bun" is not supported',
  );
};

/**
 * A project without any configuration file: the plugin logs that it uses the default config,
 * builds Counter.s.sol and writes its cache to the default `.tevm`.
 */
export const assertNoConfigBuildsWithDefaults = async () => {
  const {default: assert} = await import('node:assert/strict');
  const {b} = await plugins();
  assert.match(
    b.start.lines.join('\n'),
    /Unable to find tevm\.config\.json\. Using default config\./,
  );
  assert.equal(b.modules['contracts/Counter.s.sol'].error, undefined, 'the build failed');
  assert.ok(b.entries.includes('.tevm'), 'not built with the default cacheDir');
};

/**
 * A tsconfig.json (no baseUrl) whose @tevm/ts-plugin entry is `entry`: loadConfig keeps its
 * `paths` as the only remapping and ignores the entry's options (default cacheDir, no libs); in
 * the build, an import through `paths` compiles and one through the entry's remapping does not.
 * @param {Record<string, unknown>} entry the plugin entry, besides its name
 */
export const assertPluginEntryOptionsDropped = async (entry) => {
  const {default: assert} = await import('node:assert/strict');
  const cfg = await configOf({
    'tsconfig.json': {
      compilerOptions: {
        paths: {'@lib/*': ['lib/*']},
        plugins: [{name: '@tevm/ts-plugin', ...entry}],
      },
    },
  });
  assert.deepEqual(Object.keys(cfg.remappings), ['@lib/']);
  assert.match(cfg.remappings['@lib/'], /\/lib\/$/);
  assert.deepEqual(cfg.libs, []);
  assert.equal(cfg.cacheDir, '.tevm');
  const {d} = await plugins();
  assert.equal(d.modules['contracts/ViaPaths.s.sol'].error, undefined);
  assert.match(
    d.modules['contracts/ViaEntry.s.sol'].error,
    /^Could not resolve import @other\/Other\.sol/,
  );
};

/**
 * What loadConfig keeps of a tsconfig.json that lists @tevm/ts-plugin (no tevm.config.json):
 * `paths` as remappings and `baseUrl` as the first `libs` folder, absolute, with the `paths`
 * targets resolved against it; options in the plugin entry are dropped. Throws when that changes.
 */
export const assertTsconfigKeepsPathsAndBaseUrl = async () => {
  const {default: assert} = await import('node:assert/strict');
  const tsconfig = (compilerOptions) => ({
    'tsconfig.json': {
      compilerOptions: {
        paths: {'@lib/*': ['lib/*']},
        plugins: [{name: '@tevm/ts-plugin', libs: ['entry'], remappings: {'@x/': 'x/'}}],
        ...compilerOptions,
      },
    },
  });
  const plain = await configOf(tsconfig({}));
  assert.deepEqual(plain.libs, [], 'without baseUrl, libs stays empty');
  assert.deepEqual(Object.keys(plain.remappings), ['@lib/']);
  assert.match(plain.remappings['@lib/'], /\/tevm-config-[^/]+\/lib\/$/);
  const based = await configOf(tsconfig({baseUrl: 'src'}));
  assert.equal(based.libs.length, 1, `libs: ${JSON.stringify(based.libs)}`);
  assert.match(
    based.libs[0],
    /^\/.*\/tevm-config-[^/]+\/src$/,
    'baseUrl is not an absolute libs folder',
  );
  assert.deepEqual(Object.keys(based.remappings), ['@lib/']);
  assert.equal(based.remappings['@lib/'], `${based.libs[0]}/lib/`);
};

/**
 * A relative or remapped import of a missing file fails when it is read (ENOENT, with the
 * absolute path), not with "Could not resolve import", which only a package-style path that
 * node_modules and libs lack gives. Throws when that changes.
 */
export const assertMissingImportMessages = async () => {
  const {default: assert} = await import('node:assert/strict');
  const {a, g} = await plugins();
  const enoent = (file) =>
    new RegExp(
      `^Read file error: ENOENT: no such file or directory, open '/.*/g/${file.replace(/[./]/g, '\\$&')}'$`,
    );
  assert.match(g.modules['contracts/NoRelative.sol'].error, enoent('contracts/Nope.sol'));
  assert.match(g.modules['contracts/NoRemapped.sol'].error, enoent('vendor/gone/Nope.sol'));
  for (const m of Object.values(g.modules)) {
    assert.match(m.lines.join('\n'), /ReadFileError: Read file error: ENOENT/);
    assert.ok(!m.lines.join('\n').includes('Compilation errors'), 'solc ran');
  }
  const missing = a.modules['contracts/Missing.sol'];
  assert.match(
    missing.error,
    /^Could not resolve import @nope\/Thing\.sol from \/.*\/contracts\/Missing\.sol\. Please check your remappings and libraries\.$/,
  );
  assert.ok(!missing.lines.join('\n').includes('Compilation errors'), 'solc ran');
};

/** loadConfig's result for `files`, or a failed assertion naming the error. */
export const configOf = async (files) => {
  const r = await loadConfigIn(files);
  if (r._tag !== 'Right') throw new Error(`loadConfig failed: ${r.left?.message ?? r.left}`);
  return r.right;
};
