// Claims of docs/reference/bundler/troubleshooting.mdx (the config-file section).
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

export default [
  {
    quote:
      'the message lists the accepted ones: `name`, `foundryProject`, `libs`, `remappings`, `debug`, `cacheDir`, `jsonAsConst`',
    check: async (ctx) => {
      const src = ctx.source('@tevm/config/src/config/validateUserConfig.js');
      for (const k of [
        'name',
        'foundryProject',
        'libs',
        'remappings',
        'debug',
        'cacheDir',
        'jsonAsConst',
      ])
        assert.match(src, new RegExp(`\\b${k}: `), k);
    },
  },
  {
    quote: '`InvalidJsonConfigError` (`Invalid json detected`)',
    check: async (ctx) =>
      assert.match(
        ctx.source('@tevm/config/src/json/loadJsonConfig.js'),
        /super\('Invalid json detected', options\)/,
      ),
  },
  {
    quote: 'comments and trailing commas are fine: the file is read as JSONC',
    check: async (ctx) => {
      assert.match(
        ctx.source('@tevm/effect/src/parseJson.js'),
        /import \{ parse \} from 'jsonc-parser'/,
      );
      // the behaviour itself is checked on reference/bundler/overview (the loader run on real files)
      assert.match(
        readFileSync(new URL('./overview.claims.mjs', import.meta.url), 'utf8'),
        /comments and trailing commas are accepted/,
      );
    },
  },
];
