// The `tevm` CLI table (/reference/cli): @tevm/cli's commands and flags, its serialisation, the
// comparison with the checked-in file and with the real `--help`.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

import {packageDir} from './common.mjs';

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
export async function verifyHelp(cli, paths) {
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
