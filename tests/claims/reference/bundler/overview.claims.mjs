// Claims of docs/reference/bundler/overview.mdx: the config keys table, by running the real loader.
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

/** Loads a tevm.config.json with the given contents through @tevm/config's loadConfig. */
const load = async (config) => {
  const {loadConfig} = await import('@tevm/config');
  // run it with the effect runtime @tevm/config itself resolves (the repo root has another version)
  const fromConfig = createRequire(
    join(process.cwd(), 'node_modules', '@tevm', 'config', 'package.json'),
  );
  const {runPromise, either} = await import(
    pathToFileURL(fromConfig.resolve('effect/Effect')).href
  );
  const dir = mkdtempSync(join(tmpdir(), 'tevm-config-'));
  try {
    writeFileSync(
      join(dir, 'tevm.config.json'),
      typeof config === 'string' ? config : JSON.stringify(config),
    );
    return await runPromise(either(loadConfig(dir)));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
};
const defaults = (ctx) =>
  ctx.shared('defaults', async () => {
    const r = await load({});
    assert.equal(r._tag, 'Right', 'an empty object is not a valid configuration');
    return r.right;
  });

export default [
  {
    table: 'Key',
    row: 'remappings',
    default: '{}',
    check: async (ctx) => assert.deepEqual((await defaults(ctx)).remappings, {}),
  },
  {
    table: 'Key',
    row: 'libs',
    default: '[]',
    check: async (ctx) => assert.deepEqual((await defaults(ctx)).libs, []),
  },
  {
    table: 'Key',
    row: 'foundryProject',
    default: 'false',
    check: async (ctx) => assert.equal((await defaults(ctx)).foundryProject, false),
  },
  {
    table: 'Key',
    row: 'cacheDir',
    default: '".tevm"',
    check: async (ctx) => assert.equal((await defaults(ctx)).cacheDir, '.tevm'),
  },
  {
    table: 'Key',
    row: 'debug',
    default: 'false',
    check: async (ctx) => assert.equal((await defaults(ctx)).debug, false),
  },
  {
    table: 'Key',
    row: 'jsonAsConst',
    default: '[]',
    check: async () => {
      const r = await load({jsonAsConst: ['abis/*.json']});
      assert.equal(r._tag, 'Right', 'the key was rejected');
      assert.deepEqual(r.right.jsonAsConst, [], 'the loader now keeps the value');
    },
  },
  {
    quote:
      'any other key, such as `gen` or `macros`, is rejected with an `InvalidConfigError` that lists the valid names',
    check: async () => {
      for (const key of ['gen', 'macros']) {
        const r = await load({[key]: true});
        assert.equal(r._tag, 'Left', key);
        assert.equal(r.left._tag, 'InvalidConfigError', key);
      }
    },
  },
  {
    quote:
      '`//` and `/* */` comments and trailing commas are accepted, while a syntax error such as a missing bracket fails with `InvalidJsonConfigError`',
    check: async () => {
      const ok = await load('{ // a comment\n "libs": [], /* another */ }');
      assert.equal(ok._tag, 'Right', 'a comment or trailing comma was rejected');
      for (const bad of ['{ "libs": [ }', '{ "libs: [] }']) {
        const r = await load(bad);
        assert.equal(r._tag, 'Left', bad);
        assert.equal(r.left._tag, 'InvalidJsonConfigError', bad);
      }
    },
  },
  {
    quote: 'An empty object (`{}`) is a complete, valid configuration.',
    check: async (ctx) => void (await defaults(ctx)),
  },
];
