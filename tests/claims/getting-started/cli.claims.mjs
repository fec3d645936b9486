// Claims of docs/getting-started/cli.mdx. What needs the real bin is shown by the page's `bash run`
// blocks (the examples step runs them; a bin start costs 6-7 s of CPU, too slow for a 30 s check on
// a busy machine); the rest runs the CLI's own server set-up (initializeServer from @tevm/cli, what
// `tevm serve` calls) or reads its source.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {
  assertGenesisFunded,
  cliServe as serve,
  serveHasLibraryDefaults,
  stopServer as stop,
  assertCliRouting,
  SERVER_READS,
} from '../helpers.mjs';

const root = new URL('../../../', import.meta.url);
const cliFile = (rel) => new URL(`node_modules/@tevm/cli/dist/${rel}`, root).href;

const urlOf = (server) => `http://127.0.0.1:${server.address().port}`;

const GREY = '\x1b[90m';
const RESET = '\x1b[0m';
/**
 * The real bin's stdout lines for `tevm get-block-number --rpc <url> --run` against a node at
 * block 2 (the URL shown as URL), run once per page: a bin start costs 6-7 s of CPU.
 * @param {any} ctx
 */
const blockNumberRun = (ctx) =>
  ctx.shared('blockNumberRun', async () => {
    const started = await plainServer();
    try {
      await started.client.mine({blocks: 2});
      const url = urlOf(started.server);
      const {code, stdout} = await ctx.cli(['get-block-number', '--rpc', url, '--run']);
      const lines = stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => l.replaceAll(url, 'URL'));
      return {code, lines};
    } finally {
      await stop(started);
    }
  });
/** A plain (not forked) tevm node behind HTTP, as `tevm serve` gives it. */
const plainServer = async (opts = {}) => {
  const {createMemoryClient} = await import('tevm');
  const {createServer} = await import('tevm/server');
  const client = createMemoryClient(opts);
  const server = createServer(client);
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  return {client, server};
};
const rpc = async (url, method, params = []) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params}),
  });
  return (await res.json()).result;
};

export default [
  {
    quote:
      "The `tevm` binary is the `tevm` package's `cli.js`: it prints the command it was given as a grey line, `$ tevm <args>`, on stdout, then loads `@tevm/cli` (1.0.0-rc.151), which `tevm` installs for you and which does the work.",
    check: async (ctx) => {
      assert.equal(JSON.parse(ctx.source('tevm/package.json')).bin.tevm, './cli.js');
      assert.match(ctx.source('tevm/cli.js'), /import\("@tevm\/cli"\)/);
      assert.equal(JSON.parse(ctx.source('@tevm/cli/package.json')).version, '1.0.0-rc.151');
      const {lines} = await blockNumberRun(ctx);
      assert.equal(lines[0], `${GREY}$ tevm get-block-number --rpc URL --run${RESET}`);
    },
  },
  // the kebab-case command at work (its result is checked), and the kebab-case flag's effect
  {
    quote:
      'Commands and flags are kebab-case (`get-block-number`, `--chain-id`; both are used below)',
    example: 'npx tevm get-block-number --rpc http://127.0.0.1:8545 --run | grep -x 2',
  },
  {
    quote:
      'Commands and flags are kebab-case (`get-block-number`, `--chain-id`; both are used below)',
    example: `| grep '"result":"0xa"'`,
  },
  {
    quote:
      "The chain is the library's default: id 900, ten prefunded accounts with 1000 ETH each (and 1000 ETH on the zero address), automatic mining.",
    check: async () => {
      await serveHasLibraryDefaults();
      const s = await serve({});
      try {
        await assertGenesisFunded(s.client);
      } finally {
        await stop(s);
      }
    },
  },
  {
    quote:
      '`--chain-id` picks one of the chain configurations built into the CLI, not any number: 1, 10, 56, 100, 137, 324, 420, 900, 1284, 8453, 31337, 42161, 43114, 81457, 421614, 534352, 11155111 and 11155420. Any other id is an error.',
    check: async () => {
      const error = await serve({chainId: '5'}).then(
        () => assert.fail('chain id 5 was accepted'),
        (e) => String(e.message),
      );
      assert.match(error, /^Unknown chain id: 5\. Valid chain ids are /);
      const ids = [...error.matchAll(/(\d+) \(/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
      assert.deepEqual(
        ids,
        [
          1, 10, 56, 100, 137, 324, 420, 900, 1284, 8453, 31337, 42161, 43114, 81457, 421614,
          534352, 11155111, 11155420,
        ],
      );
    },
  },
  {
    quote:
      'without a terminal (CI, `< /dev/null`), `tevm serve` prints nothing about it and exits with status 0',
    example: 'npx tevm serve --chain-id 5 < /dev/null > serve.log 2>&1',
  },
  {
    quote:
      "`--verbose` logs nothing per request. It wraps the client's `request` function, but the HTTP server does not call that function",
    check: async () => {
      const s = await serve({verbose: true});
      try {
        const {useLogStore} = await import(cliFile('stores/logStore.js'));
        const before = useLogStore.getState().logs.length;
        let calls = 0;
        const wrapped = s.client.request;
        s.client.request = (...a) => ((calls += 1), wrapped(...a));
        assert.equal(await rpc(urlOf(s.server), 'eth_blockNumber'), '0x0');
        assert.equal(calls, 0, 'the HTTP server called client.request');
        assert.equal(useLogStore.getState().logs.length, before, 'a request was logged');
      } finally {
        await stop(s);
      }
    },
  },
  {
    quote:
      'Without a terminal, `tevm serve` prints an Ink error about raw mode with a stack trace. The server keeps running and answers requests',
    example: 'npx tevm serve --port 8545',
  },
  {
    quote: 'The answer is `{"id":1,"jsonrpc":"2.0","method":"eth_blockNumber","result":"0x0"}`',
    example: `| grep '"result":"0x0"'`,
  },
  {
    quote: 'send the test methods that Anvil and Hardhat users know',
    example: '"method":"anvil_setBalance"',
  },
  {
    quote: "each taking the node's URL in `--rpc` (default `http://localhost:8545`)",
    check: async (ctx) => {
      // Some commands declare the default on the flag, others not; the hook falls back either way.
      const cli = JSON.parse(readFileSync(new URL('src/data/api/cli.json', root), 'utf8'));
      for (const name of [
        'get-block-number',
        'get-chain-id',
        'call',
        'set-account',
        'mine',
        'dump-state',
      ]) {
        const cmd = cli.commands.find((c) => c.name === name);
        assert.ok(
          cmd?.options.some((o) => o.flags.includes('--rpc')),
          `${name} has no --rpc`,
        );
      }
      const hook = ctx.source('@tevm/cli/dist/hooks/useAction.js');
      assert.match(hook, /loadViemClient\(baseOptions\['rpc'\] \|\| 'http:\/\/localhost:8545'\)/);
      assert.match(hook, /http\(baseOptions\['rpc'\] \|\| 'http:\/\/localhost:8545'\)/);
    },
  },
  {
    quote:
      'It prints the grey `$ tevm get-block-number …` echo line and then `2`, the two blocks mined in the previous section',
    check: async (ctx) => {
      const {lines, code} = await blockNumberRun(ctx);
      assert.equal(code, 0);
      assert.deepEqual(lines, [`${GREY}$ tevm get-block-number --rpc URL --run${RESET}`, '2']);
    },
  },
  {
    quote: 'opens it in `$EDITOR` (else `$VISUAL`, else `vim`) and then runs it with Bun',
    check: async (ctx) => {
      const src = ctx.source('@tevm/cli/dist/utils/editor.js');
      assert.match(
        src,
        /process\.env\['EDITOR'\] \|\|\s*process\.env\['VISUAL'\] \|\|\s*\(os\.platform\(\) === 'win32' \? 'notepad' : 'vim'\)/,
      );
      assert.match(src, /spawn\('bun', \['run', scriptPath\]/);
    },
  },
  {
    quote: 'but `TEVM_RUN` is ignored: the command checks the `--run` flag itself.',
    check: async (ctx) => {
      const hook = ctx.source('@tevm/cli/dist/hooks/useAction.js');
      // Environment fallbacks are applied to baseOptions; both paths are switched on `options['run']`.
      assert.match(hook, /enabled: options\['run'\] !== true/);
      assert.match(hook, /enabled: options\['run'\] === true/);
      assert.doesNotMatch(hook, /baseOptions\['run'\]/);
    },
  },
  {
    quote:
      'Only the plain viem reads (`get-block-number`, `get-chain-id`, `get-block`, `get-gas-price`, `get-transaction`, `estimate-gas`, `read-contract`, `action get-balance`) are sent to the `--rpc` node.',
    check: async () => {
      await assertCliRouting(SERVER_READS, true);
      await assertCliRouting(
        [
          'set-account',
          'setCode',
          'setNonce',
          'setStorageAt',
          'mine',
          'deploy',
          'tevmCall',
          'dump-state',
          'load-state',
          'get-account',
          'getStorageAt',
        ],
        false,
      );
    },
  },
  {
    quote:
      'runs on a throw-away fork of the `--rpc` URL inside the CLI process, prints the result and exits; the server never sees the change.',
    check: async (ctx) => {
      const hook = ctx.source('@tevm/cli/dist/hooks/useAction.js');
      assert.match(
        hook,
        /client = createMemoryClient\(\{\s*fork: \{ transport: http\(baseOptions\['rpc'\]/,
      );
    },
  },
  {
    quote:
      'Against a plain `tevm serve` node they usually fail outright, because that fork needs `eth_getProof`, which a node that is not itself a fork does not answer.',
    example: "|| grep 'eth_getProof is only supported in fork mode' mine.log",
  },
  {
    quote: 'the node is still at block 2.',
    example: 'npx tevm mine --rpc http://127.0.0.1:8545 --block-count 1 --run',
  },
  {
    quote:
      'The node reports the id of the `--chain-id` configuration, whatever chain it forks: without `--chain-id`, a fork of OP Mainnet answers `eth_chainId` with 900 (`0x384`)',
    check: async () => {
      const {optimism} = await import('tevm/common');
      const upstream = await plainServer({common: optimism});
      try {
        assert.equal(await upstream.client.getChainId(), 10);
        const s = await serve({fork: urlOf(upstream.server)});
        try {
          assert.equal(await rpc(urlOf(s.server), 'eth_chainId'), '0x384');
        } finally {
          await stop(s);
        }
      } finally {
        await stop(upstream);
      }
    },
  },
  {
    quote: "Pass `--fork` with an RPC URL, and `--chain-id` with that chain's id",
    example: `| grep '"result":"0xa"'`,
  },
];
