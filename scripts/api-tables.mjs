#!/usr/bin/env node
/**
 * API tables that cannot drift.
 *
 * Reads the type declarations of the INSTALLED @tevm/* packages with the TypeScript compiler
 * API (one shared ts.Program for every package) and writes one JSON file per reference page to
 * src/data/api/<slug>.json. The docs render them with <ApiTable api={…} />.
 *
 *   npm run api-tables              write the files
 *   npm run api-tables -- --check   exit 1 and list differences when the checked-in files are stale
 *
 * JSON shape (one file per page):
 *   { "packages": [ { "package": "@tevm/address", "subpath": "tevm/address" | null,
 *                     "version": "1.0.0-rc.151", "only": ["…"]?,
 *                     "exports": [ { "name", "kind", "signature", "summary" } ] } ] }
 * A page that covers one package has one entry in `packages`; pages that cover several
 * (bundler-plugins, bundler-methods, rlp, trie) have several. `only` is present when the page
 * lists a chosen subset of a package's exports (rlp and trie, whose own packages are not
 * installed: their functions are reached through other packages). `omitted` ({kind: count}) is
 * present when a page lists only some kinds (actions: values only). `exportEquals: true` marks a
 * CommonJS-style `export =` package (ts-plugin). Exports are sorted by name.
 * `kind` is one of function | class | type | interface | constant | enum | namespace.
 *
 * src/data/api/cli.json (the `tevm` bin, /reference/cli) comes from @tevm/cli's own command
 * definitions, built with Pastel's code into a commander tree (no command runs):
 *   { "package": "@tevm/cli", "bin": "tevm", "version", "description", "usage",
 *     "options": [ { "flags", "description", "default": string | null } ],
 *     "commands": [ { "name", "description", "usage", "aliases"?, "arguments"?: [ { "name",
 *                     "required", "description", "choices"?, "default"? } ],
 *                     "options": [...], "commands"?: [...] } ] }
 * `--verify-help[=serve,call,action:get-balance]` compares that help with the real
 * `tevm … --help` output (slow: one CLI start per command).
 *
 * The pure helpers (kindOf, truncateSignature, firstSentence) are exported for unit tests;
 * generateTables() builds every table in memory (used by the jest drift test).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath, pathToFileURL} from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(ROOT, 'src/data/api');
const helpers = require('./lib/api-tables-helpers.cjs');
export const {
  MAX_SIGNATURE,
  MAX_SUMMARY,
  truncateSignature,
  firstSentence,
  kindOf,
  cleanTypeText,
  jsDocDescription,
} = helpers;

/**
 * Which installed packages back each reference page. Keys are file slugs (the page's last route
 * segment; /reference/bundler/methods uses "bundler-methods" so it cannot clash with anything).
 */
export const PAGES = {
  // @tevm/actions exports ~700 types (one Params/Result/JsonRpc* per method): listing them would
  // put 200 KB into the page's chunk, so its table lists values only and records how many types
  // it left out (`omitted`).
  actions: [{pkg: '@tevm/actions', kinds: ['function', 'class', 'constant', 'enum', 'namespace']}],
  address: [{pkg: '@tevm/address'}],
  block: [{pkg: '@tevm/block'}],
  blockchain: [{pkg: '@tevm/blockchain'}],
  common: [{pkg: '@tevm/common'}],
  contract: [{pkg: '@tevm/contract'}],
  decorators: [{pkg: '@tevm/decorators'}],
  evm: [{pkg: '@tevm/evm'}],
  'memory-client': [{pkg: '@tevm/memory-client'}],
  node: [{pkg: '@tevm/node'}],
  'receipt-manager': [{pkg: '@tevm/receipt-manager'}],
  server: [{pkg: '@tevm/server'}],
  state: [{pkg: '@tevm/state'}],
  tx: [{pkg: '@tevm/tx'}],
  txpool: [{pkg: '@tevm/txpool'}],
  utils: [{pkg: '@tevm/utils'}],
  vm: [{pkg: '@tevm/vm'}],
  // @tevm/rlp is not installed (only next.148 exists, and tevm does not depend on it): the RLP
  // helpers a reader can import live in @tevm/utils, @tevm/tx and @tevm/block.
  rlp: [
    {pkg: '@tevm/utils', only: ['fromRlp', 'toRlp', 'KECCAK256_RLP', 'KECCAK256_RLP_ARRAY']},
    {pkg: '@tevm/tx', only: ['createTxFromRLP', 'createTxFromBlockBodyData']},
    {
      pkg: '@tevm/block',
      only: [
        'createBlockFromRLP',
        'createBlockHeaderFromRLP',
        'createBlockFromValuesArray',
        'createBlockHeaderFromValuesArray',
      ],
    },
  ],
  // @tevm/trie is not installed either: trie roots and proofs surface through these exports.
  trie: [
    {pkg: '@tevm/utils', only: ['KECCAK256_RLP', 'KECCAK256_RLP_ARRAY', 'createMemoryDb']},
    {
      pkg: '@tevm/state',
      only: [
        'getProof',
        'getStateRoot',
        'setStateRoot',
        'hasStateRoot',
        'dumpStorage',
        'dumpStorageRange',
      ],
    },
    {pkg: '@tevm/vm', only: ['genTxTrie', 'KECCAK256_NULL']},
  ],
  'bundler-plugins': [
    {pkg: '@tevm/vite-plugin'},
    {pkg: '@tevm/webpack-plugin'},
    {pkg: '@tevm/rollup-plugin'},
    {pkg: '@tevm/esbuild-plugin'},
    {pkg: '@tevm/rspack-plugin'},
    {pkg: '@tevm/bun-plugin'},
    {pkg: '@tevm/ts-plugin'},
  ],
  'bundler-methods': [
    {pkg: '@tevm/compiler'},
    {pkg: '@tevm/config'},
    {pkg: '@tevm/solc'},
    {pkg: '@tevm/base-bundler'},
  ],
};

// Pure helpers (truncateSignature, firstSentence, kindOf, cleanTypeText, jsDocDescription) live in
// scripts/lib/api-tables-helpers.cjs so jest can require them.

/** The umbrella sub-path (`tevm/…`) that re-exports a scoped package, read from tevm's exports. */
export function subpathMap(umbrellaDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(umbrellaDir, 'package.json'), 'utf8'));
  const map = new Map();
  for (const [key, value] of Object.entries(pkg.exports ?? {})) {
    if (key === '.' || typeof value !== 'object') continue;
    const types = value.import?.types ?? value.types;
    if (!types) continue;
    const file = path.join(umbrellaDir, types);
    if (!fs.existsSync(file)) continue;
    const m = /^export \* from '(@tevm\/[\w-]+)';?\s*$/m.exec(fs.readFileSync(file, 'utf8'));
    if (!m) continue;
    const sub = `tevm/${key.slice(2)}`;
    const prev = map.get(m[1]);
    // tevm/bundler and tevm/bundler/base-bundler both re-export @tevm/base-bundler: prefer the
    // sub-path whose last segment is the package's own name.
    const own = key.endsWith(`/${m[1].slice('@tevm/'.length)}`);
    if (!prev || own) map.set(m[1], sub);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// Reading the installed packages
// ---------------------------------------------------------------------------------------------

function packageDir(name) {
  return path.join(ROOT, 'node_modules', ...name.split('/'));
}

function typesEntry(name) {
  const dir = packageDir(name);
  const pkgFile = path.join(dir, 'package.json');
  if (!fs.existsSync(pkgFile)) throw new Error(`${name} is not installed (no ${pkgFile})`);
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  const dot = pkg.exports?.['.'];
  const rel = dot?.import?.types ?? dot?.types ?? pkg.types ?? pkg.typings;
  if (!rel) throw new Error(`${name}: no types entry in package.json`);
  return {file: path.join(dir, rel), version: pkg.version};
}

const PRINT = ts.TypeFormatFlags.NoTruncation;

/** Parameter list written from the declaration (binding patterns shown as `{…}` / `[…]`). */
function paramsText(params) {
  return params
    .map((p) => {
      const name = ts.isObjectBindingPattern(p.name)
        ? '{…}'
        : ts.isArrayBindingPattern(p.name)
          ? '[…]'
          : p.name.getText();
      const rest = p.dotDotDotToken ? '...' : '';
      const opt = p.questionToken || p.initializer ? '?' : '';
      return `${rest}${name}${opt}${p.type ? `: ${cleanTypeText(p.type.getText())}` : ''}`;
    })
    .join(', ');
}

function typeParamsText(decl) {
  return decl?.typeParameters?.length
    ? `<${decl.typeParameters.map((p) => cleanTypeText(p.getText())).join(', ')}>`
    : '';
}

function rawDoc(decls) {
  for (const d of decls) {
    const blocks = ts.getJSDocCommentsAndTags(d).filter((n) => n.kind === ts.SyntaxKind.JSDoc);
    const last = blocks[blocks.length - 1];
    if (last) {
      const text = jsDocDescription(last.getText());
      if (text) return text;
    }
  }
  return '';
}

function describe(checker, exported, nameOverride) {
  const name = nameOverride ?? exported.getName();
  let target = exported;
  if (target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
  const flags = target.flags;
  const decls = target.declarations ?? [];
  const decl = target.valueDeclaration ?? decls[0];
  let valueType;
  let callSignatures = [];
  if (flags & ts.SymbolFlags.Value && decl) {
    valueType = checker.getTypeOfSymbolAtLocation(target, decl);
    callSignatures = valueType.getCallSignatures();
  }
  const kind = kindOf(flags, callSignatures.length > 0);
  const overloads = (n) => (n > 1 ? ` (+${n - 1} overload${n > 2 ? 's' : ''})` : '');
  let signature;
  if (kind === 'function') {
    const fnDecls = decls.filter((d) => ts.isFunctionDeclaration(d) && d.parameters);
    const fn = fnDecls[0];
    if (fn && fn.type && fn.parameters.every((p) => p.type)) {
      signature = `${name}${typeParamsText(fn)}(${paramsText(fn.parameters)}): ${cleanTypeText(fn.type.getText())}${overloads(fnDecls.length)}`;
    } else if (ts.isVariableDeclaration(decl) && decl.type && !ts.isTypeLiteralNode(decl.type)) {
      signature = `${name}: ${cleanTypeText(decl.type.getText())}`;
    } else {
      const sig = checker.signatureToString(callSignatures[0], undefined, PRINT);
      signature = `${name}${cleanTypeText(sig)}${overloads(callSignatures.length)}`;
    }
  } else if (kind === 'class') {
    const classDecl = decls.find(ts.isClassDeclaration);
    const ctor = classDecl?.members.find(ts.isConstructorDeclaration);
    if (ctor) signature = `new ${name}${typeParamsText(classDecl)}(${paramsText(ctor.parameters)})`;
    else {
      const ctors = valueType ? valueType.getConstructSignatures() : [];
      const text = ctors[0] ? checker.signatureToString(ctors[0], undefined, PRINT) : '()';
      signature = `new ${name}${cleanTypeText(text).replace(/\s*(=>|:)[^()]*$/, '')}`;
    }
  } else if (kind === 'constant') {
    const typeText =
      ts.isVariableDeclaration(decl) && decl.type
        ? decl.type.getText()
        : checker.typeToString(valueType, undefined, PRINT);
    signature = `${name}: ${cleanTypeText(typeText)}`;
  } else if (kind === 'enum') {
    const members = target.exports ? [...target.exports.keys()].map(String) : [];
    signature = `enum ${name} { ${members.join(', ')} }`;
  } else if (kind === 'interface') {
    const type = checker.getDeclaredTypeOfSymbol(target);
    const members = checker.getPropertiesOfType(type).map((p) => p.getName());
    signature = `interface ${name}${typeParamsText(decls.find(ts.isInterfaceDeclaration))} { ${members.join('; ')}${members.length ? ' ' : ''}}`;
  } else if (kind === 'type') {
    const aliasDecl = decls.find(ts.isTypeAliasDeclaration);
    signature = aliasDecl
      ? `type ${name}${typeParamsText(aliasDecl)} = ${cleanTypeText(aliasDecl.type.getText())}`
      : `type ${name}`;
  } else {
    const members = target.exports ? [...target.exports.keys()].map(String).sort() : [];
    signature = `namespace ${name} { ${members.join(', ')} }`;
  }
  // Documentation: the alias target first (that is what an editor shows), then the re-export.
  let doc = rawDoc(decls);
  if (!doc) doc = ts.displayPartsToString(target.getDocumentationComment(checker));
  if (!doc && target !== exported)
    doc = ts.displayPartsToString(exported.getDocumentationComment(checker));
  if (!doc && kind === 'function' && callSignatures[0])
    doc = ts.displayPartsToString(callSignatures[0].getDocumentationComment(checker));
  return {name, kind, signature: truncateSignature(signature), summary: firstSentence(doc)};
}

let cached;
/** One ts.Program over every package any page needs (shared across pages). */
function programFor(names) {
  const entries = new Map(names.map((n) => [n, typesEntry(n)]));
  const program = ts.createProgram({
    rootNames: [...entries.values()].map((e) => e.file),
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
      skipLibCheck: true,
      allowJs: false,
      strict: true,
      types: [],
      lib: ['lib.es2022.d.ts'],
    },
  });
  return {program, checker: program.getTypeChecker(), entries};
}

function tableForPackage(ctx, spec, subpaths) {
  const {checker, program, entries} = ctx;
  const entry = entries.get(spec.pkg);
  const sf = program.getSourceFile(entry.file);
  if (!sf) throw new Error(`${spec.pkg}: could not load ${entry.file}`);
  const moduleSymbol = checker.getSymbolAtLocation(sf);
  let all = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  const exportEquals = moduleSymbol?.exports?.get(ts.InternalSymbolName.ExportEquals);
  let exportEqualsName;
  if (all.length === 0 && exportEquals) {
    // `export = tsPlugin` (CommonJS-style): document the one value under its own name.
    all = [exportEquals];
    exportEqualsName = checker.getAliasedSymbol(exportEquals).getName();
  }
  let picked = all;
  if (spec.only) {
    const names = new Set(all.map((s) => s.getName()));
    const missing = spec.only.filter((n) => !names.has(n));
    if (missing.length) throw new Error(`${spec.pkg} no longer exports: ${missing.join(', ')}`);
    picked = all.filter((s) => spec.only.includes(s.getName()));
  }
  let exports = picked.map((s) =>
    describe(checker, s, s === exportEquals ? exportEqualsName : undefined),
  );
  let omitted;
  if (spec.kinds) {
    omitted = exports.filter((e) => !spec.kinds.includes(e.kind));
    exports = exports.filter((e) => spec.kinds.includes(e.kind));
  }
  exports = exports.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const table = {
    package: spec.pkg,
    subpath: subpaths.get(spec.pkg) ?? null,
    version: entry.version,
  };
  if (spec.only) table.only = [...spec.only].sort();
  if (spec.kinds) {
    const counts = {};
    for (const e of omitted) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
    table.omitted = Object.fromEntries(Object.entries(counts).sort());
  }
  if (exportEqualsName) table.exportEquals = true;
  table.exports = exports;
  return table;
}

/** Build every page's table in memory: `{ [slug]: { packages: [...] } }`. */
export function generateTables(pages = PAGES) {
  const names = [
    ...new Set(Object.values(pages).flatMap((specs) => specs.map((s) => s.pkg))),
  ].sort();
  if (!cached || names.some((n) => !cached.entries.has(n))) cached = programFor(names);
  const subpaths = subpathMap(packageDir('tevm'));
  const out = {};
  for (const slug of Object.keys(pages).sort()) {
    out[slug] = {packages: pages[slug].map((spec) => tableForPackage(cached, spec, subpaths))};
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The `tevm` CLI (@tevm/cli): commands and flags, read from the installed package
// ---------------------------------------------------------------------------------------------

/**
 * @tevm/cli is a Pastel app: every file in dist/commands is a command whose zod `options` /
 * `args` schemas become commander flags. We run Pastel's own readCommands + generateCommands
 * (the exact code behind `tevm --help`) without parsing argv, then walk commander's tree.
 * Importing the command modules costs ~6 s of CPU; no command runs.
 */
async function loadCliProgram() {
  const cliDir = packageDir('@tevm/cli');
  const cliRequire = createRequire(path.join(cliDir, 'package.json'));
  const pastelDir = path.dirname(path.dirname(cliRequire.resolve('pastel')));
  const pastelRequire = createRequire(path.join(pastelDir, 'package.json'));
  const load = async (file) => (await import(pathToFileURL(file).href)).default;
  const {Command} = await import(pathToFileURL(pastelRequire.resolve('commander')).href);
  const readCommands = await load(path.join(pastelDir, 'build/read-commands.js'));
  const generateCommands = await load(path.join(pastelDir, 'build/generate-commands.js'));
  const generateCommand = await load(path.join(pastelDir, 'build/generate-command.js'));
  const commands = await readCommands(path.join(cliDir, 'dist/commands'));
  const program = new Command();
  const index = commands.get('index');
  const appComponent = () => null;
  if (index) {
    generateCommand(program, index, {appComponent});
    commands.delete('index');
  }
  generateCommands(program, commands, {appComponent});
  const pkg = JSON.parse(fs.readFileSync(path.join(cliDir, 'package.json'), 'utf8'));
  // the same calls as Pastel#run (dist/cli.js passes name 'tevm' and the package version)
  program.name('tevm');
  program.version(pkg.version, '-v, --version', 'Show version number');
  program.description(index?.description ?? 'Tevm CLI tool');
  program.helpOption('-h, --help', 'Show help');
  return {
    program,
    version: pkg.version,
    bin: typeof pkg.bin === 'string' ? 'tevm' : Object.keys(pkg.bin)[0],
  };
}

/**
 * A default computed from where the CLI runs (`generate --dir` defaults to
 * process.cwd()) is written as that, not as this machine's path, so the table
 * is the same in every checkout.
 */
function machineIndependent(text) {
  return text.split(JSON.stringify(process.cwd())).join('"<current directory>"');
}

/** commander's own rule for showing "(default: …)" in help. */
function optionDefault(o) {
  if (o.defaultValue === undefined) return null;
  const show = o.required || o.optional || (o.isBoolean() && typeof o.defaultValue === 'boolean');
  return show
    ? machineIndependent(String(o.defaultValueDescription || JSON.stringify(o.defaultValue)))
    : null;
}

function describeCommand(cmd) {
  const entry = {name: cmd.name(), description: cmd.description()};
  const aliases = cmd.aliases();
  if (aliases.length) entry.aliases = aliases;
  const args = (cmd.registeredArguments ?? []).map((a) => {
    const arg = {name: a.name(), required: a.required, description: a.description ?? ''};
    if (a.variadic) arg.variadic = true;
    if (a.argChoices) arg.choices = a.argChoices;
    if (a.defaultValue !== undefined)
      arg.default = machineIndependent(
        String(a.defaultValueDescription || JSON.stringify(a.defaultValue)),
      );
    return arg;
  });
  if (args.length) entry.arguments = args;
  entry.usage = `tevm ${commandPath(cmd)}${cmd.usage() ? ` ${cmd.usage()}` : ''}`;
  entry.options = cmd.options.map((o) => {
    const opt = {flags: o.flags, description: o.description ?? '', default: optionDefault(o)};
    if (o.argChoices) opt.choices = o.argChoices;
    if (o.envVar) opt.env = o.envVar;
    return opt;
  });
  const subs = cmd.commands.filter((c) => c.name() !== 'help');
  if (subs.length)
    entry.commands = subs.map(describeCommand).sort((a, b) => (a.name < b.name ? -1 : 1));
  return entry;
}

function commandPath(cmd) {
  const names = [];
  for (let c = cmd; c && c.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** Data for /reference/cli: `{ package, bin, version, usage, options, commands }`. */
export async function generateCli() {
  const {program, version, bin} = await loadCliProgram();
  const root = describeCommand(program);
  return {
    package: '@tevm/cli',
    bin,
    version,
    description: root.description,
    usage: 'tevm [options] [command]',
    options: root.options,
    commands: root.commands,
    _program: program,
  };
}

/** Serialise the CLI table: one command per line block, stable key order. */
export function serializeCli(cli) {
  const {_program, commands, ...head} = cli;
  const rows = commands.map((c) => `  ${JSON.stringify(c)}`).join(',\n');
  return `${JSON.stringify(head).slice(0, -1)},"commands":[\n${rows}\n]}\n`;
}

/**
 * Compare commander's help text (what the generator read) with the real `tevm … --help` output
 * for the given command paths. Slow (each run starts the CLI, ~6 s of CPU): run it by hand with
 * `node scripts/api-tables.mjs --verify-help=serve,call,generate,action`.
 */
async function verifyHelp(cli, paths) {
  const {spawnSync} = await import('node:child_process');
  const bin = path.join(packageDir('@tevm/cli'), 'dist/cli.js');
  const problems = [];
  for (const p of paths) {
    const argv = p ? p.split(' ') : [];
    let cmd = cli._program;
    for (const name of argv) cmd = cmd.commands.find((c) => c.name() === name);
    if (!cmd) {
      problems.push(`${p}: no such command in the generated data`);
      continue;
    }
    const real = spawnSync(process.execPath, [bin, ...argv, '--help'], {
      encoding: 'utf8',
      env: {...process.env, COLUMNS: '80', FORCE_COLOR: '0'},
      timeout: 120_000,
    });
    const norm = (t) => t.replace(/\s+/g, ' ').trim();
    const want = norm(cmd.helpInformation());
    const got = norm(real.stdout);
    console.log(`${got === want ? 'same' : 'DIFFERENT'}: tevm ${p} --help`);
    if (got !== want)
      problems.push(
        `tevm ${p} --help differs:\n--- real\n${real.stdout}\n--- generated\n${cmd.helpInformation()}`,
      );
  }
  return problems;
}

/** Stable serialisation: compact, one export per line so diffs stay readable. */
export function serialize(table) {
  const lines = table.packages.map((p) => {
    const {exports, ...head} = p;
    const headJson = JSON.stringify(head).slice(0, -1);
    const rows = exports.map((e) => `    ${JSON.stringify(e)}`).join(',\n');
    return `  ${headJson},"exports":[\n${rows}\n  ]}`;
  });
  return `{"packages":[\n${lines.join(',\n')}\n]}\n`;
}

/** Compare generated tables with the files on disk; returns a list of human-readable problems. */
export function diffTables(tables, dir = OUT_DIR) {
  const problems = [];
  for (const [slug, table] of Object.entries(tables)) {
    const file = path.join(dir, `${slug}.json`);
    const want = serialize(table);
    if (!fs.existsSync(file)) {
      problems.push(`${slug}.json is missing`);
      continue;
    }
    const have = fs.readFileSync(file, 'utf8');
    if (have === want) continue;
    let old;
    try {
      old = JSON.parse(have);
    } catch {
      problems.push(`${slug}.json is not valid JSON`);
      continue;
    }
    const key = (p, e) => `${p.package} ${e.name}`;
    const index = (t) =>
      new Map(
        (t.packages ?? []).flatMap((p) =>
          p.exports.map((e) => [key(p, e), {...e, v: p.version, s: p.subpath}]),
        ),
      );
    const a = index(old);
    const b = index(table);
    for (const [k, e] of b) {
      const o = a.get(k);
      if (!o) problems.push(`${slug}: new export ${k}`);
      else if (JSON.stringify(o) !== JSON.stringify(e)) {
        const fields = ['kind', 'signature', 'summary', 'v', 's'].filter((f) => o[f] !== e[f]);
        problems.push(`${slug}: ${k} changed (${fields.join(', ')})`);
      }
    }
    for (const k of a.keys()) if (!b.has(k)) problems.push(`${slug}: export removed ${k}`);
    if (problems.length === 0 || !problems.some((p) => p.startsWith(`${slug}:`)))
      problems.push(`${slug}.json differs (formatting or package header)`);
  }
  if (fs.existsSync(dir)) {
    for (const f of fs.readdirSync(dir)) {
      if (f.endsWith('.json') && f !== 'cli.json' && !(f.slice(0, -5) in tables))
        problems.push(`${f} has no generator entry (stale file)`);
    }
  }
  return problems;
}

async function main() {
  const check = process.argv.includes('--check');
  const verify = process.argv.find((a) => a.startsWith('--verify-help'));
  const t0 = Date.now();
  const tables = generateTables();
  const cli = await generateCli();
  if (verify) {
    const list = verify.includes('=')
      ? verify
          .split('=')[1]
          .split(',')
          .map((x) => x.replace(/:/g, ' ').trim())
      : ['', 'serve', 'call', 'generate'];
    const problems = await verifyHelp(cli, list);
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  }
  if (check) {
    const problems = diffTables(tables);
    const cliFile = path.join(OUT_DIR, 'cli.json');
    const cliWant = serializeCli(cli);
    if (!fs.existsSync(cliFile)) problems.push('cli.json is missing');
    else if (fs.readFileSync(cliFile, 'utf8') !== cliWant)
      problems.push(...diffCli(JSON.parse(fs.readFileSync(cliFile, 'utf8')), JSON.parse(cliWant)));
    if (problems.length) {
      console.error(
        `API tables are out of date (${problems.length} differences). Run \`npm run api-tables\`.`,
      );
      for (const p of problems.slice(0, 200)) console.error(`  - ${p}`);
      process.exit(1);
    }
    console.log(
      `API tables up to date (${Object.keys(tables).length + 1} files, ${Date.now() - t0} ms).`,
    );
    process.exit(0);
  }
  fs.mkdirSync(OUT_DIR, {recursive: true});
  for (const [slug, table] of Object.entries(tables)) {
    fs.writeFileSync(path.join(OUT_DIR, `${slug}.json`), serialize(table));
  }
  fs.writeFileSync(path.join(OUT_DIR, 'cli.json'), serializeCli(cli));
  console.log(
    `Wrote ${Object.keys(tables).length + 1} API tables to ${path.relative(ROOT, OUT_DIR)} in ${Date.now() - t0} ms.`,
  );
  // the CLI's modules keep handles open (ink, react-query); nothing else is pending
  process.exit(0);
}

/** Differences between two CLI tables, per command and flag. */
export function diffCli(have, want) {
  const problems = [];
  const flat = (cmds, prefix = '') =>
    cmds.flatMap((c) => [
      [`${prefix}${c.name}`, c],
      ...flat(c.commands ?? [], `${prefix}${c.name} `),
    ]);
  const a = new Map(flat(have.commands ?? []));
  const b = new Map(flat(want.commands ?? []));
  for (const [name, c] of b) {
    const o = a.get(name);
    if (!o) {
      problems.push(`cli: new command \`${name}\``);
      continue;
    }
    const strip = ({commands: _commands, ...rest}) => JSON.stringify(rest);
    if (strip(o) !== strip(c))
      problems.push(`cli: \`${name}\` changed (description, arguments or flags)`);
  }
  for (const name of a.keys()) if (!b.has(name)) problems.push(`cli: command removed \`${name}\``);
  const head = ({commands: _commands, ...rest}) => JSON.stringify(rest);
  if (head(have) !== head(want)) problems.push('cli: version, global options or header changed');
  if (problems.length === 0) problems.push('cli.json differs (formatting)');
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
