// Claims of docs/api/packages.mdx: every import path the tables name resolves and exports what
// the row says; the status notes hold for the pinned install. (This check used to be a code block
// on the page, "Every import path…"; it is test plumbing, so it lives here.)
import assert from 'node:assert/strict';

const RC = '1.0.0-rc.151';
const NEXT148 = '1.0.0-next.148';
/** Installed version of a package, or undefined when it is not installed. */
const version = (ctx, name) => {
  try {
    return JSON.parse(ctx.source(`${name}/package.json`)).version;
  } catch {
    return undefined;
  }
};
/** Each import path exports each name. */
const exportsAll = async (paths) => {
  for (const [path, names] of Object.entries(paths)) {
    const mod = await import(path);
    const missing = names.filter((n) => !(n in mod));
    assert.deepEqual(missing, [], `${path} does not export ${missing.join(', ')}`);
  }
};
const atRc = (ctx, names) => {
  const wrong = names.filter((n) => version(ctx, n) !== RC).map((n) => `${n}@${version(ctx, n)}`);
  assert.deepEqual(wrong, [], `not at ${RC}`);
};

export default [
  {
    quote: 'both spellings even resolve to the very same function',
    example: 'assert.equal(createMemoryClient, createFromScoped)',
  },
  {
    quote: 'it also brings the Solidity compiler and the bundler toolchain (`tevm/bundler/*`)',
    check: async (ctx) => {
      const pkg = JSON.parse(ctx.source('tevm/package.json'));
      assert.ok(
        pkg.exports['./bundler/solc'] &&
          pkg.exports['./bundler/compiler'] &&
          pkg.exports['./bundler/vite-plugin'],
      );
    },
  },
  {
    table: 'Package',
    nth: 1,
    row: '@tevm/memory-client',
    check: async (ctx) => {
      atRc(ctx, ['@tevm/memory-client']);
      await exportsAll({'tevm/memory-client': ['createMemoryClient', 'createTevmTransport']});
    },
  },
  {
    table: 'Package',
    nth: 1,
    row: '@tevm/node',
    check: async (ctx) => {
      atRc(ctx, ['@tevm/node']);
      await exportsAll({'tevm/node': ['createTevmNode']});
    },
  },
  {
    table: 'Package',
    nth: 1,
    row: '@tevm/actions',
    check: async (ctx) => {
      atRc(ctx, ['@tevm/actions']);
      await exportsAll({'tevm/actions': ['callHandler', 'callProcedure']});
    },
  },
  {
    table: 'Package',
    nth: 1,
    row: '@tevm/vm, @tevm/evm',
    check: async (ctx) => {
      atRc(ctx, ['@tevm/vm', '@tevm/evm']);
      await exportsAll({'tevm/vm': ['createVm'], 'tevm/evm': ['createEvm']});
      assert.match(
        JSON.parse(ctx.source('@evmts/zevm/package.json')).dependencies['@ethereumjs/evm'],
        /^\^?10\./,
      );
    },
  },
  {
    table: 'Package',
    nth: 1,
    row: '@tevm/state, @tevm/blockchain',
    check: async (ctx) => {
      atRc(ctx, ['@tevm/state', '@tevm/blockchain']);
      await exportsAll({'tevm/state': ['createStateManager'], 'tevm/blockchain': ['createChain']});
    },
  },
  {
    table: 'Package',
    nth: 1,
    row: '@tevm/txpool, @tevm/receipt-manager',
    check: async (ctx) => {
      atRc(ctx, ['@tevm/txpool', '@tevm/receipt-manager']);
      await exportsAll({'tevm/txpool': ['TxPool'], 'tevm/receipt-manager': ['ReceiptsManager']});
    },
  },
  {
    table: 'Package',
    nth: 1,
    row: '@tevm/block, @tevm/address, @tevm/common, @tevm/utils',
    check: async (ctx) => {
      atRc(ctx, ['@tevm/block', '@tevm/address', '@tevm/common', '@tevm/utils']);
      await exportsAll({
        'tevm/block': ['createBlock'],
        'tevm/address': ['createAddress'],
        'tevm/common': ['createCommon', 'mainnet'],
        'tevm/utils': ['hexToBytes'],
      });
    },
  },
  {
    table: 'Package',
    nth: 1,
    row: '@tevm/contract, @tevm/decorators, @tevm/server',
    check: async (ctx) => {
      atRc(ctx, ['@tevm/contract', '@tevm/decorators', '@tevm/server']);
      await exportsAll({
        'tevm/contract': ['createContract'],
        'tevm/decorators': ['requestEip1193', 'tevmActions'],
        'tevm/server': ['createServer'],
      });
    },
  },
  {
    table: 'Package',
    nth: 1,
    row: '@tevm/cli',
    check: async (ctx) => {
      atRc(ctx, ['@tevm/cli']);
      // the umbrella's `tevm` bin (tevm/cli.js) loads @tevm/cli
      assert.equal(JSON.parse(ctx.source('tevm/package.json')).bin?.tevm, './cli.js');
      assert.match(ctx.source('tevm/cli.js'), /import\("@tevm\/cli"\)/);
    },
  },
  {
    quote: 'In the pinned install, all of these are at 1.0.0-rc.151.',
    check: async (ctx) =>
      atRc(ctx, ['@tevm/memory-client', '@tevm/node', '@tevm/actions', '@tevm/cli']),
  },
  {
    quote: 'predict where a deployment will land before it happens',
    example: 'assert.ok(createdAddress && createAddress(createdAddress).equals(predicted))',
  },
  {
    table: 'Package',
    nth: 2,
    row: '@tevm/jsonrpc',
    check: async () =>
      exportsAll({
        '@tevm/jsonrpc': ['http', 'webSocket', 'loadBalance', 'rateLimit', 'createJsonRpcFetcher'],
      }),
  },
  {
    table: 'Package',
    nth: 2,
    row: '@tevm/errors (tevm/errors)',
    check: async () => {
      const m = await import('tevm/errors');
      const classes = Object.values(m).filter(
        (v) => typeof v === 'function' && v.prototype instanceof Error,
      );
      assert.ok(classes.length >= 110 && classes.length <= 130, `${classes.length} error classes`);
      assert.equal(typeof m.rpcErrorCodeToMessage, 'object');
    },
  },
  {
    table: 'Package',
    nth: 2,
    row: '@tevm/precompiles',
    check: async () =>
      exportsAll({'@tevm/precompiles': ['definePrecompile', 'defineCall', 'p256VerifyPrecompile']}),
  },
  {
    table: 'Package',
    nth: 2,
    row: '@tevm/predeploys (tevm/predeploys)',
    check: async () => exportsAll({'tevm/predeploys': ['definePredeploy']}),
  },
  {
    table: 'Package',
    nth: 2,
    row: 'tevm/sync-storage-persister',
    check: async () =>
      exportsAll({'tevm/sync-storage-persister': ['createSyncStoragePersister', 'noopPersister']}),
  },
  {
    table: 'Package',
    nth: 2,
    row: '@tevm/http-client (tevm/http-client)',
    check: async () => {
      await exportsAll({'tevm/http-client': ['createHttpClient']});
      const {createHttpClient} = await import('tevm/http-client');
      assert.equal(typeof createHttpClient({url: 'http://127.0.0.1:1'}).request, 'function');
    },
  },
  {
    table: 'Package',
    nth: 2,
    row: '@tevm/logger, @tevm/effect',
    check: async (ctx) => {
      assert.ok(version(ctx, '@tevm/logger') && version(ctx, '@tevm/effect'), 'not installed');
      const exp = Object.keys(JSON.parse(ctx.source('tevm/package.json')).exports);
      assert.ok(!exp.includes('./logger') && !exp.includes('./effect'), 'tevm exposes them');
    },
  },
  {
    quote: 'are at 1.0.0-next.148, one release line behind the rest',
    check: async (ctx) => {
      for (const n of ['@tevm/tx', '@tevm/http-client', '@tevm/viem', '@tevm/client-types'])
        assert.equal(version(ctx, n), NEXT148, n);
    },
  },
  {
    quote:
      '`@tevm/rlp` and `@tevm/trie` are not installed at all, and there is no `tevm/rlp` or `tevm/trie` subpath',
    check: async (ctx) => {
      assert.equal(version(ctx, '@tevm/rlp'), undefined);
      assert.equal(version(ctx, '@tevm/trie'), undefined);
      for (const p of ['tevm/rlp', 'tevm/trie']) await assert.rejects(import(p), `${p} resolved`);
      await exportsAll({'tevm/utils': ['toRlp', 'fromRlp']});
    },
  },
  {
    quote:
      'The bundler plugins are reached as `tevm/bundler/*-plugin`. `@tevm/esbuild-plugin` is at rc.151; the vite, webpack, rollup, bun and rspack plugins are at next.148.',
    check: async (ctx) => {
      assert.equal(version(ctx, '@tevm/esbuild-plugin'), RC);
      for (const n of ['vite', 'webpack', 'rollup', 'bun', 'rspack']) {
        assert.equal(version(ctx, `@tevm/${n}-plugin`), NEXT148, n);
        assert.ok(
          JSON.parse(ctx.source('tevm/package.json')).exports[`./bundler/${n}-plugin`],
          `no tevm/bundler/${n}-plugin`,
        );
      }
    },
  },
  {
    quote:
      'There is no `@tevm/ethers` or `@tevm/whatsabi` package in the install and no `tevm/ethers` or `tevm/whatsabi` subpath',
    check: async (ctx) => {
      for (const n of ['@tevm/ethers', '@tevm/whatsabi'])
        assert.equal(version(ctx, n), undefined, n);
      for (const p of ['tevm/ethers', 'tevm/whatsabi', 'tevm/transport'])
        await assert.rejects(import(p), `${p} resolved`);
    },
  },
  {
    quote: 'its options type survives there only as the deprecated alias `BaseClientOptions`',
    check: async (ctx) => {
      for (const n of ['@tevm/procedures', '@tevm/base-client'])
        assert.equal(version(ctx, n), undefined, n);
      assert.match(
        ctx.source('@tevm/node/src/BaseClientOptions.ts'),
        /@deprecated[\s\S]*BaseClientOptions = TevmNodeOptions/,
      );
    },
  },
];
