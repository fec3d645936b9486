// Claims of docs/reference/cli.mdx. What needs the real bin is in the page's `bash run` blocks
// (one CLI start costs 5-7 s of CPU); the rest runs the CLI's own modules in this process
// (initializeServer, openEditor, isViemAction), the generated src/data/api/cli.json, or reads the
// installed sources.
import {execFileSync} from 'node:child_process';
import assert from 'node:assert/strict';
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {
  cliServe as serve,
  serveHasLibraryDefaults,
  stopServer as stop,
  assertCliRouting,
  SERVER_READS,
} from '../helpers.mjs';

const root = new URL('../../../', import.meta.url);
const cliDir = dirname(createRequire(import.meta.url).resolve('@tevm/cli/package.json'));
const cliFile = (rel) => pathToFileURL(join(cliDir, 'dist', rel)).href;
const cliJson = () => JSON.parse(readFileSync(new URL('src/data/api/cli.json', root), 'utf8'));

/**
 * command (kebab-case) → the TEVM_ variables its action ignores, found by running: the options of
 * every action command are read twice in a child process (cli-env-facts.mjs), once with no TEVM_
 * variable set and once with every variable set to a value unlike its flag's default. A variable
 * is read when it changes its option: through a schema default computed from it
 * (`.default(envVar('rpc') || …)`), or through useAction's lookup of a key of the command's
 * optionDescriptions while the option is still unset. Also returns the values the second run used.
 */
async function ignoredVariables(ctx) {
  return ctx.shared('cli-ignored-env', async () => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !k.startsWith('TEVM_')),
    );
    const facts = (env) =>
      JSON.parse(
        execFileSync(process.execPath, [new URL('./cli-env-facts.mjs', import.meta.url).pathname], {
          env,
          encoding: 'utf8',
        }),
      );
    const snake = (k) => `TEVM_${k.replace(/([A-Z])/g, '_$1').toUpperCase()}`;
    const base = facts(clean);
    /** @type {Record<string, string>} */
    const set = {};
    for (const options of Object.values(base))
      for (const [key, o] of Object.entries(options))
        set[snake(key)] ??=
          o.type === 'boolean'
            ? String(o.value !== 'true')
            : o.type === 'number'
              ? '7'
              : /^0x[0-9a-f]{40}$/i.test(o.value ?? '')
                ? '0x00000000000000000000000000000000000000aa'
                : 'http://127.0.0.1:9/';
    const withVars = facts({...clean, ...set});
    const out = new Map();
    for (const [command, options] of Object.entries(base)) {
      const ignored = Object.entries(options)
        .filter(
          ([key, o]) => withVars[command][key].value === o.value && !(o.value === null && o.looked),
        )
        .map(([key]) => snake(key));
      out.set(command, ignored);
    }
    return Object.assign(out, {set, close: async () => {}});
  });
}

/** Prefunded account 0, and an address outside the ten prefunded accounts. */
const A0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B0 = '0x00000000000000000000000000000000000000b0';
/** The one-shot commands cliOnPlainServe can run, by name. */
const PLAIN_SERVE_COMMANDS = {
  mine: ['mine'],
  'get-account prefunded': ['get-account', '--address', A0],
  'get-account other': ['get-account', '--address', B0],
  'dump-state': ['dump-state'],
  'get-storage-at': ['get-storage-at', '--address', A0, '--slot', '0x0'],
  'get-account prefunded --no-format-json': ['get-account', '--address', A0, '--no-format-json'],
};

/**
 * Runs the named one-shot commands (keys of PLAIN_SERVE_COMMANDS) with the real bin against ONE
 * plain `tevm serve` node (the CLI's own initializeServer, chain 31337, in this process), two at
 * a time, after setting prefunded account 0's balance on the server to 5 wei. Resolves
 * name → {code, out} (stdout and stderr, the echo line removed). Each start costs ~3 s of CPU:
 * the refuted twins ask for a single command.
 * @param {any} ctx
 * @param {string[]} names
 */
export const cliOnPlainServe = async (ctx, names) => {
  const s = await serve({chainId: '31337'});
  try {
    await s.client.setBalance({address: A0, value: 5n});
    const rpc = `http://127.0.0.1:${s.server.address().port}`;
    /** @type {Record<string, {code: number | null, out: string}>} */
    const results = {};
    for (let i = 0; i < names.length; i += 2)
      await Promise.all(
        names.slice(i, i + 2).map(async (name) => {
          const r = await ctx.cli([...PLAIN_SERVE_COMMANDS[name], '--rpc', rpc, '--run']);
          const out = (r.stdout + r.stderr).replace(/^.*\$ tevm .*\n/, '');
          results[name] = {code: r.code, out};
        }),
      );
    return results;
  } finally {
    await stop(s);
  }
};
/**
 * `tevm get-ens-address --run` without a resolver address, against a plain `tevm serve` node (one
 * CLI start). Resolves {code, out} (stdout and stderr, the echo line removed).
 */
export const ensWithoutResolver = (ctx) =>
  ctx.shared('cli-ens-no-resolver', async () => {
    const s = await serve({chainId: '31337'});
    try {
      const rpc = `http://127.0.0.1:${s.server.address().port}`;
      const r = await ctx.cli(['get-ens-address', '--rpc', rpc, '--run']);
      return {code: r.code, out: (r.stdout + r.stderr).replace(/^.*\$ tevm .*\n/, '')};
    } finally {
      await stop(s);
    }
  });
/** Every command of PLAIN_SERVE_COMMANDS once per page. */
const plainServe = (ctx) =>
  ctx.shared('cli-plain-serve', () => cliOnPlainServe(ctx, Object.keys(PLAIN_SERVE_COMMANDS)));
const PROOF_ERROR =
  /eth_getProof is only supported in fork mode\. TEVM does not merkelize\s+local state currently\./;

/** Runs the CLI's own openEditor with `env`, a fake `vim` first on PATH; returns what it started. */
async function editorStarted(env) {
  const bin = mkdtempSync(join(tmpdir(), 'tevm-editor-'));
  const log = join(bin, 'started');
  for (const name of ['vim', 'vi', 'my-editor', 'my-visual']) {
    writeFileSync(join(bin, name), `#!/bin/sh\necho ${name} >> "${log}"\n`);
    chmodSync(join(bin, name), 0o755);
  }
  const saved = {PATH: process.env.PATH, EDITOR: process.env.EDITOR, VISUAL: process.env.VISUAL};
  Object.assign(process.env, {PATH: `${bin}:${saved.PATH}`});
  delete process.env.EDITOR;
  delete process.env.VISUAL;
  Object.assign(process.env, env);
  try {
    const {openEditor} = await import(cliFile('utils/editor.js'));
    const log0 = console.log;
    console.log = () => undefined; // "Opening … with …"
    try {
      assert.equal(await openEditor(bin), 0);
    } finally {
      console.log = log0;
    }
    return readFileSync(log, 'utf8').trim();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    rmSync(bin, {recursive: true, force: true});
  }
}

export default [
  {
    quote:
      "`--chain-id` must be one of the 18 chains the CLI knows (among them 1, 10, 8453, 11155111, 31337 and Tevm's 900); any other id stops `serve` with `Unknown chain id: …`, followed by the list of valid ones.",
    check: async () => {
      const error = await serve({chainId: '12345'}).then(
        () => assert.fail('serve started'),
        (e) => e,
      );
      const [head, list] = String(error.message).split('. Valid chain ids are ');
      assert.equal(head, 'Unknown chain id: 12345');
      const ids = list.split(', ').map((entry) => Number(entry.split(' ')[0]));
      assert.equal(ids.length, 18);
      for (const id of [1, 10, 8453, 11155111, 31337, 900]) assert.ok(ids.includes(id), id);
    },
  },
  {
    quote: "the site's tests fail if the installed CLI and this page disagree.",
    check: async (ctx) => {
      // npm test runs the api-tables step (a drift check of the generated tables, this page's
      // included, against the installed packages).
      const {PHASES, STEPS} = await import(new URL('tests/runner/suite.mjs', root).href);
      assert.deepEqual(STEPS['api-tables'].at(1), ['scripts/api-tables.mjs', '--check']);
      assert.ok(PHASES.flat(2).includes('api-tables'));
      assert.equal(cliJson().version, JSON.parse(ctx.source('@tevm/cli/package.json')).version);
    },
  },
  {
    quote:
      'there is no `tevm/cli` sub-path, and you never import it from code. The umbrella `tevm` package depends on it, so installing `tevm@1.0.0-next.149` puts a `tevm` executable in `node_modules/.bin`',
    check: async (ctx) => {
      const pkg = JSON.parse(ctx.source('tevm/package.json'));
      assert.equal(pkg.version, '1.0.0-next.149');
      assert.ok(!('./cli' in pkg.exports));
      assert.ok(pkg.dependencies['@tevm/cli']);
      assert.deepEqual(pkg.bin, {tevm: './cli.js'});
      assert.match(ctx.source('tevm/cli.js'), /import\("@tevm\/cli"\)/);
    },
  },
  {
    quote: 'Its version is printed by `npx tevm --version` (1.0.0-rc.151).',
    check: async (ctx) => {
      assert.equal(JSON.parse(ctx.source('@tevm/cli/package.json')).version, '1.0.0-rc.151');
      assert.match(ctx.source('@tevm/cli/dist/cli.js'), /version: packageJson\.version,/);
      assert.deepEqual(cliJson().options, [
        {flags: '-v, --version', description: 'Show version number', default: null},
      ]);
    },
  },
  {
    quote:
      '`tevm serve` gives them the same JSON-RPC interface as [`createServer` from `tevm/server`](./server.mdx)',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/cli/dist/utils/server.js'),
        /import \{ createServer \} from '@tevm\/server';[^]*const server = createServer\(client\);/,
      );
      assert.match(ctx.source('tevm/server/index.js'), /from '@tevm\/server'/);
    },
  },
  {quote: 'npx tevm --help', example: 'npx tevm --help'},
  {
    quote:
      'Every command is kebab-case (`get-block-number`, `set-storage-at`) and so is every flag (`--chain-id`, `--fork-block-number`)',
    check: async () => {
      // every name in the generated table (read by Pastel's own code from the package)
      const cli = cliJson();
      for (const c of cli.commands) {
        assert.match(c.name, /^[a-z]+(-[a-z]+)*$/, c.name);
        for (const o of c.options)
          assert.match(o.flags, /^(-[a-z], )?--[a-z]+(-[a-z]+)*( [<[][a-z-]+[>\]])?$/, o.flags);
      }
      for (const n of ['get-block-number', 'set-storage-at'])
        assert.ok(cli.commands.some((c) => c.name === n));
    },
  },
  // the kebab-case command and flag at work, and a camelCase flag rejected, in one bash block
  {
    quote: 'camelCase spellings are rejected with `error: unknown option`',
    example: '--chainId 1 --run > camel.log',
  },
  {
    quote: 'A camelCase flag fails with status 1',
    example: 'grep "error: unknown option \'--chainId\'" camel.log',
  },
  {
    quote: 'The second prints its echo and `31337`, the id the server was started with.',
    example: '--run | grep -x 31337',
  },
  {
    quote:
      'The first command prints two lines: the echo, then `0`, the block number of a fresh node.',
    example: 'tail -n 1 block-number.txt | grep -x 0',
  },
  {
    quote:
      'Whatever the command, the first line `tevm` prints is a grey echo of itself: `$ tevm` and the arguments, on stdout, with its colour codes even when stdout is a file or a pipe.',
    example: "head -n 1 block-number.txt | grep -F '$ tevm get-block-number",
  },
  {
    quote:
      'The launcher in the `tevm` package prints it before it loads `@tevm/cli`, so it comes on every run, `--help` and `--version` included.',
    check: async (ctx) => {
      const bin = JSON.parse(ctx.source('tevm/package.json')).bin;
      assert.equal(typeof bin === 'string' ? bin : bin.tevm, './cli.js');
      const launcher = ctx
        .source('tevm/cli.js')
        .split('\n')
        .filter((l) => l.trim());
      // an unconditional grey (ANSI 90) echo, then the CLI: no argument can skip the first line
      assert.deepEqual(launcher, [
        '#!/usr/bin/env node',
        'console.log("\\x1b[90m$ tevm " + process.argv.slice(2).join(" ") + "\\x1b[0m");',
        'import("@tevm/cli");',
      ]);
    },
  },
  {
    quote:
      "`npx tevm <command> --help` prints one command's flags, and `-h` is accepted everywhere.",
    check: async (ctx) => {
      assert.match(
        readFileSync(new URL('scripts/api-tables/cli.mjs', root), 'utf8'),
        /program\.helpOption\('-h, --help', 'Show help'\)/,
      );
      assert.match(
        ctx.source('pastel/build/index.js'),
        /program\.helpOption\('-h, --help', 'Show help'\)/,
      );
    },
  },
  {
    quote:
      'It has the same defaults as `createMemoryClient()`: chain id 900, ten prefunded accounts holding 1000 ETH each, and automatic mining.',
    check: serveHasLibraryDefaults,
  },
  {
    quote: '`--host` is the address it listens on',
    check: async () => {
      const s = await serve({host: '127.0.0.1'});
      try {
        assert.equal(s.server.address().address, '127.0.0.1');
      } finally {
        await stop(s);
      }
    },
  },
  {
    quote:
      "The other commands each wrap one viem or Tevm action and take the node's URL in `--rpc` (default `http://localhost:8545`).",
    check: async (ctx) => {
      const hook = ctx.source('@tevm/cli/dist/hooks/useAction.js');
      assert.match(hook, /loadViemClient\(baseOptions\['rpc'\] \|\| 'http:\/\/localhost:8545'\)/);
      assert.match(hook, /http\(baseOptions\['rpc'\] \|\| 'http:\/\/localhost:8545'\)/);
      for (const n of ['get-block-number', 'call', 'set-account', 'mine'])
        assert.ok(
          cliJson()
            .commands.find((c) => c.name === n)
            .options.some((o) => o.flags.includes('--rpc')),
          n,
        );
    },
  },
  {
    quote:
      '**Sent to the server named by `--rpc`**: `get-block-number`, `get-chain-id`, `get-block`, `get-gas-price`, `get-transaction`, `estimate-gas`, `read-contract` and `action get-balance`.',
    check: async () => {
      await assertCliRouting(SERVER_READS, true);
    },
  },
  {
    quote:
      'The CLI creates a memory client that forks the `--rpc` URL, runs the action there, prints the result and exits.',
    check: async (ctx) => {
      await assertCliRouting(
        [
          'tevmCall',
          'tevmContract',
          'deploy',
          'mine',
          'set-account',
          'setCode',
          'setNonce',
          'setStorageAt',
          'get-account',
          'getStorageAt',
          'dump-state',
          'load-state',
        ],
        false,
      );
      assert.match(
        ctx.source('@tevm/cli/dist/hooks/useAction.js'),
        /client = createMemoryClient\(\{\s*fork: \{ transport: http\(baseOptions\['rpc'\]/,
      );
    },
  },
  {
    quote:
      'Against a plain `tevm serve` node most of them fail, and the ones that succeed report the copy, not the server.',
    check: async (ctx) => {
      const r = await plainServe(ctx);
      const failed = Object.keys(r).filter((k) => r[k].code !== 0);
      assert.deepEqual(failed.sort(), ['get-account other', 'get-storage-at', 'mine']);
      // the server holds 5 wei for account 0; what succeeded printed the copy's 1000 ETH
      assert.match(r['get-account prefunded'].out, /"balance": 1000000000000000000000,/);
      assert.match(
        r['dump-state'].out,
        new RegExp(`"${A0}": \\{\\s+"nonce": "0x0",\\s+"balance": "0x3635c9adc5dea00000"`),
      );
    },
  },
  {
    quote:
      'The copy fetches each account it does not hold itself with `eth_getProof`, which a non-forked Tevm does not answer:',
    check: async () => {
      // the CLI's copy (useAction: createMemoryClient({fork: {transport: http(rpc)}})), with the
      // requests it sends to a plain node recorded
      const {createMemoryClient} = await import('tevm');
      const plain = createMemoryClient();
      const sent = [];
      const copy = createMemoryClient({
        fork: {transport: {request: (a) => (sent.push(a.method), plain.request(a))}},
      });
      await copy.tevmReady();
      sent.length = 0;
      assert.equal((await copy.tevmGetAccount({address: A0})).balance, 10n ** 21n);
      assert.ok(!sent.includes('eth_getProof'), `a prefunded account: ${sent.join()}`);
      await assert.rejects(copy.tevmGetAccount({address: B0}), PROOF_ERROR);
      assert.ok(sent.includes('eth_getProof'), `another account: ${sent.join()}`);
      await copy.transport.tevm.close();
      await plain.transport.tevm.close();
    },
  },
  {
    quote:
      '`eth_getProof is only supported in fork mode. TEVM does not merkelize local state currently.`',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient();
      const e = await client
        .request({
          method: 'eth_getProof',
          params: ['0x0000000000000000000000000000000000000000', [], 'latest'],
        })
        .then(
          () => assert.fail('a plain node answered eth_getProof'),
          (x) => x,
        );
      assert.equal(
        e.cause?.message.split('\n')[0],
        'eth_getProof is only supported in fork mode. TEVM does not merkelize local state currently.',
      );
    },
  },
  {
    quote:
      '`mine` always fails with that message, and so does `get-account` on an address outside the ten prefunded accounts.',
    check: async (ctx) => {
      const r = await plainServe(ctx);
      for (const k of ['mine', 'get-account other']) {
        assert.equal(r[k].code, 1, k);
        assert.match(r[k].out, PROOF_ERROR, k);
      }
    },
  },
  {
    quote:
      "Those ten the copy creates itself, as every memory client does, so `get-account` on one of them exits 0 and prints 1000 ETH even after the server's balance changed, and `dump-state` exits 0 with the copy's state.",
    check: async (ctx) => {
      const r = await plainServe(ctx);
      // cliOnPlainServe set account 0's balance on the server to 5 wei first
      assert.equal(r['get-account prefunded'].code, 0);
      assert.match(r['get-account prefunded'].out, /"balance": 1000000000000000000000,/);
      assert.equal(r['dump-state'].code, 0);
      assert.match(
        r['dump-state'].out,
        new RegExp(`"${A0}": \\{\\s+"nonce": "0x0",\\s+"balance": "0x3635c9adc5dea00000"`),
      );
    },
  },
  {
    quote:
      "Other commands, such as `get-storage-at`, fail with unrelated errors (`Cannot read properties of undefined (reading 'slice')`).",
    check: async (ctx) => {
      const r = (await plainServe(ctx))['get-storage-at'];
      assert.equal(r.code, 1);
      assert.match(r.out, /Cannot read properties of undefined \(reading 'slice'\)/);
      assert.doesNotMatch(r.out, /eth_getProof/);
    },
  },
  {
    quote: "To change a served node's state, send the JSON-RPC methods yourself",
    example: '"method":"anvil_mine","params":["0x2"]',
  },
  {
    quote:
      'The action commands also read their flags from environment variables named `TEVM_` plus the flag in upper snake case',
    example: 'export TEVM_RPC=http://127.0.0.1:8545',
  },
  {
    quote: 'A flag on the command line wins over the variable.',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/cli/dist/hooks/useAction.js'),
        /enhancedOptions\[key\] = options\[key\] \?\? envVar\(envKey\) \?\? defaultValues\[key\] \?\? undefined;/,
      ),
  },
  {
    quote: '`TEVM_RUN` is never read: you still pass `--run`.',
    check: async (ctx) => {
      const hook = ctx.source('@tevm/cli/dist/hooks/useAction.js');
      assert.match(hook, /enabled: options\['run'\] !== true/);
      assert.match(hook, /enabled: options\['run'\] === true/);
      assert.doesNotMatch(hook, /baseOptions\['run'\]/);
      assert.match(JSON.stringify(cliJson()), /env: TEVM_RUN/);
      const ignored = await ignoredVariables(ctx);
      assert.ok(ignored.size >= 20);
      for (const [command, vars] of ignored) assert.ok(vars.includes('TEVM_RUN'), command);
    },
  },
  {
    quote:
      "`TEVM_FORMAT_JSON` is read only by `call`, `contract`, `deploy`, `dump-state`, `get-account`, `load-state`, `mine` and `set-account`, where `TEVM_FORMAT_JSON=false` prints the result with `String()` instead of as JSON, so an object result, such as `get-account`'s, comes out as the literal `[object Object]`. The other commands ignore it.",
    check: async (ctx) => {
      const ignored = await ignoredVariables(ctx);
      assert.equal(ignored.set.TEVM_FORMAT_JSON, 'false');
      const reading = [...ignored]
        .filter(([, vars]) => !vars.includes('TEVM_FORMAT_JSON'))
        .map(([c]) => c)
        .sort();
      assert.deepEqual(reading, [
        'call',
        'contract',
        'deploy',
        'dump-state',
        'get-account',
        'load-state',
        'mine',
        'set-account',
      ]);
      // false means: the result is printed with String(), not JSON; the flag sets the same
      // option, and get-account's object then prints as [object Object]
      const r = (await plainServe(ctx))['get-account prefunded --no-format-json'];
      assert.equal(r.code, 0);
      assert.equal(r.out.trim(), '[object Object]');
      assert.match(
        ctx.source('@tevm/cli/dist/hooks/useAction.js'),
        /baseOptions\['formatJson'\] === false\s*\?\s*String\(finalResult\)\s*:\s*JSON_BIG\.stringify/,
      );
    },
  },
  {
    quote:
      'A flag with a fixed default ignores its variable too, because that default fills the option before the variable is looked up.',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/cli/dist/hooks/useAction.js'),
        /Object\.keys\(optionDescriptions\)\.forEach[\s\S]*options\[key\] \?\? envVar\(envKey\)/,
      );
      // read-contract's rpc: a fixed default, though the key is looked up
      const {options} = await import(cliFile('commands/readContract.js'));
      assert.equal(options.shape.rpc.parse(undefined), 'http://localhost:8545');
      assert.ok((await ignoredVariables(ctx)).get('read-contract')?.includes('TEVM_RPC'));
    },
  },
  ...[
    ['contract, deploy', 'TEVM_CREATE_TRACE, TEVM_CREATE_ACCESS_LIST, TEVM_CREATE_TRANSACTION'],
    ['get-account', 'TEVM_RETURN_STORAGE'],
    ['read-contract', 'TEVM_RPC'],
  ].map(([row, vars]) => ({
    table: 'Command',
    row,
    quote: vars.replace(/TEVM_\w+/g, '`$&`'),
    check: async (ctx) => {
      const ignored = await ignoredVariables(ctx);
      for (const command of row.split(', ')) {
        const also = ignored
          .get(command)
          ?.filter((v) => v !== 'TEVM_RUN' && v !== 'TEVM_FORMAT_JSON');
        assert.deepEqual(also?.sort(), vars.split(', ').sort(), command);
      }
    },
  })),
  {
    quote: 'Every other variable an action command lists is read:',
    check: async (ctx) => {
      const listed = ['contract', 'deploy', 'get-account', 'read-contract'];
      const others = [...(await ignoredVariables(ctx))].filter(([c]) => !listed.includes(c));
      assert.ok(others.length >= 20);
      for (const [command, vars] of others)
        assert.deepEqual(
          vars.filter((v) => v !== 'TEVM_RUN' && v !== 'TEVM_FORMAT_JSON'),
          [],
          command,
        );
    },
  },
  {
    quote: '`TEVM_RPC=http://127.0.0.1:9/ npx tevm mine --run` fails with that URL in its message.',
    check: async (ctx) => {
      // the real bin: mine's --rpc default is computed from TEVM_RPC when the module loads
      const r = await ctx.cli(['mine', '--run'], {env: {TEVM_RPC: 'http://127.0.0.1:9/'}});
      assert.match(r.stdout + r.stderr, /URL: http:\/\/127\.0\.0\.1:9\//);
    },
  },
  {
    quote:
      "`compile`, `generate` and `tsc` read no `TEVM_` variables, and neither do `serve`'s flags; but `serve`'s interactive Call, GetAccount and SetAccount tabs run those action commands, which fill their parameters (all but the RPC URL and the output format) from the variables as above.",
    check: async (ctx) => {
      for (const c of ['serve', 'compile', 'generate', 'tsc']) {
        const src = ctx.source(`@tevm/cli/dist/commands/${c}.js`);
        assert.doesNotMatch(src, /useAction|envVar|process\.env/, c);
      }
      const serve = ctx.source('@tevm/cli/dist/commands/serve.js');
      for (const [tab, file] of [
        ['Call', 'call'],
        ['GetAccount', 'getAccount'],
        ['SetAccount', 'setAccount'],
      ]) {
        assert.match(serve, new RegExp(`^import ${tab} from './${file}\\.js';$`, 'm'), tab);
        assert.match(serve, new RegExp(`actionName: "${tab}", [^)]*ActionComponent: ${tab} `), tab);
      }
      // the tab passes only these options; useAction looks every other key up in TEVM_ variables
      assert.match(
        ctx.source('@tevm/cli/dist/components/ActionTab.js'),
        /ActionComponent, \{ options: \{\s*interactive: true,\s*rpc: rpcUrl,\s*formatJson: true,\s*\}/,
      );
    },
  },
  {
    quote: 'opens it in `$EDITOR` (then `$VISUAL`, falling back to `vim`)',
    check: async () => {
      assert.equal(await editorStarted({}), 'vim', 'with neither variable set');
      assert.equal(await editorStarted({VISUAL: 'my-visual'}), 'my-visual');
      assert.equal(await editorStarted({EDITOR: 'my-editor', VISUAL: 'my-visual'}), 'my-editor');
    },
  },
  {
    quote: 'and starts `bun install` in that folder, so it needs a terminal and Bun.',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/cli/dist/utils/editor.js'),
        /const bunInstallProcess = spawn\('bun', \[\s*'install',/,
      ),
  },
  {
    quote:
      "`serve` prints Ink's error `Raw mode is not supported on the current process.stdin` together with a stack trace. The server keeps running and answers requests",
    check: async (ctx) =>
      assert.match(
        ctx.source('ink/build/components/App.js'),
        /Raw mode is not supported on the current process\.stdin/,
      ),
  },
  // the serve block runs without a terminal, and the next blocks reach the server
  {
    quote:
      'The server keeps running and answers requests; the message comes from the interactive screen',
    example: 'npx tevm serve --port 8545 --chain-id 31337',
  },
  {
    quote: 'it loads `solc` in a way that leaves `solc.compile` undefined',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/cli/dist/commands/generate.js'),
        /import \* as solc from 'solc';/,
      ),
  },
  {
    quote: 'yet the command exits with status 0',
    example: "npx tevm generate contract --include 'contracts/*.sol' > generate.log 2>&1",
  },
  {
    quote: 'It prints `Generation failed with errors:` followed by that error for each file',
    example: "grep -q 'Generation failed with errors:' generate.log",
  },
  {
    quote: '`tevm generate contract` fails but exits with status 0',
    example: 'test -z "$(ls contracts | grep -v \'\\.sol$\')" # nothing was written',
  },
  {
    quote: '(`--include` takes the files, `src/**/*.sol` by default)',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/cli/dist/commands/generate.js'),
        /include: zod\s*\.string\(\)\s*\.default\('src\/\*\*\/\*\.sol'\)/,
      ),
  },
  {
    quote:
      '`--no-format-json` and `--no-optimize` are negated booleans: their help text describes the positive setting ("Format output as JSON", "Enable optimizations")',
    check: async (ctx) => {
      const flags = cliJson().commands.flatMap((c) => c.options);
      assert.ok(
        flags.some(
          (o) =>
            o.flags === '--no-format-json' && o.description.startsWith('Format output as JSON'),
        ),
      );
      assert.ok(
        flags.some((o) => o.flags === '--no-optimize' && o.description === 'Enable optimizations'),
      );
      assert.match(
        ctx.source('@tevm/cli/dist/commands/compile.js'),
        /optimize: zod\s*\.boolean\(\)\s*\.default\(true\)/,
      );
    },
  },
  {
    quote:
      'Turning JSON off is rarely what you want: like `TEVM_FORMAT_JSON=false`, `--no-format-json` prints an object result as `[object Object]`.',
    check: async (ctx) => {
      const r = (await plainServe(ctx))['get-account prefunded --no-format-json'];
      assert.equal(r.code, 0);
      assert.equal(r.out.trim(), '[object Object]');
      // the variable sets the same option (formatJson: 'false') for get-account
      const ignored = await ignoredVariables(ctx);
      assert.equal(ignored.set.TEVM_FORMAT_JSON, 'false');
      assert.ok(!ignored.get('get-account')?.includes('TEVM_FORMAT_JSON'));
    },
  },
  {
    quote: 'a plain local node has no ENS registry.',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      await assert.rejects(
        createMemoryClient().getEnsAddress({name: 'vitalik.eth'}),
        /does not support contract "ensUniversalResolver"/,
      );
    },
  },
  {
    quote:
      "They also need the resolver's address in `--universal-resolver-address` (or `TEVM_UNIVERSAL_RESOLVER_ADDRESS`): the CLI's client is created without a chain, so without it viem stops with `client chain not configured. universalResolverAddress is required.` and the command exits with status 1.",
    check: async (ctx) => {
      const r = await ensWithoutResolver(ctx);
      assert.equal(r.code, 1);
      assert.match(r.out, /client chain not configured\. universalResolverAddress is required\./);
      // the CLI builds its client with a fork transport and nothing else (no common, no chain)
      assert.match(
        readFileSync(join(cliDir, 'dist/hooks/useAction.js'), 'utf8'),
        /client = createMemoryClient\(\{\s*fork: \{ transport: http\(baseOptions\['rpc'\] \|\| 'http:\/\/localhost:8545'\) \},\s*\}\);/,
      );
      // the flag, or its variable, is passed on to viem for all three commands
      const ignored = await ignoredVariables(ctx);
      assert.ok(ignored.set.TEVM_UNIVERSAL_RESOLVER_ADDRESS);
      for (const command of ['get-ens-address', 'get-ens-name', 'get-ens-text']) {
        assert.ok(ignored.get(command), command);
        assert.ok(!ignored.get(command).includes('TEVM_UNIVERSAL_RESOLVER_ADDRESS'), command);
        const src = readFileSync(
          join(
            cliDir,
            'dist/commands',
            `${command.replace(/-(\w)/g, (_, c) => c.toUpperCase())}.js`,
          ),
          'utf8',
        );
        assert.match(
          src,
          /params\['universalResolverAddress'\] = enhancedOptions\['universalResolverAddress'\]/,
          command,
        );
      }
    },
  },
  {
    quote: '`create` takes no flags in this release; there is no `--template` or `--skip-prompts`.',
    check: async () =>
      assert.deepEqual(cliJson().commands.find((c) => c.name === 'create').options, []),
  },
  {
    quote: "An unknown flag ends with `error: unknown option '--chainId'` and exit status 1",
    example: 'test "$status" = 1',
  },
];
