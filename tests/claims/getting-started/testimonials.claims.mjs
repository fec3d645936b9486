// Claims of docs/getting-started/testimonials.mdx (community page). Its channel links are not
// behaviour; what it says about the packages and about this site is checked here.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export default [
  {
    quote:
      'Tevm errors end with a line such as `Version: 1.0.0-next.148`, even when the rc.151 packages are installed.',
    check: async (ctx) => {
      assert.equal(JSON.parse(ctx.source('@tevm/errors/package.json')).version, '1.0.0-rc.151');
      const {InvalidAddressError} = await import('tevm/errors');
      const e = new InvalidAddressError('x');
      assert.match(e.message, /Version: 1\.0\.0-next\.148$/);
    },
  },
  {
    quote: 'a mixed install (for example `@tevm/node` at rc.153)',
    check: async (ctx) => {
      // The pinned install holds @tevm/node at rc.151 through the overrides; rc.153 is what npm
      // would resolve without them (getting-started/overview says why that fails).
      assert.equal(JSON.parse(ctx.source('@tevm/node/package.json')).version, '1.0.0-rc.151');
      const install = readFileSync(
        join(process.cwd(), 'docs/getting-started/_install.mdx'),
        'utf8',
      );
      assert.match(install, /"@tevm\/node": "1\.0\.0-rc\.151"/);
    },
  },
  {
    quote:
      "Every page of this site ends with an **Edit page** link that opens the page's source file in the [tevm-node-docs](https://github.com/evmts/tevm-node-docs) repository",
    check: async () => {
      const config = readFileSync(join(process.cwd(), 'docusaurus.config.ts'), 'utf8');
      assert.match(config, /editUrl: `\$\{repository\}\/edit\/main\/`/);
      const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
      assert.match(pkg.repository.url, /github\.com\/evmts\/tevm-node-docs$/);
    },
  },
  {
    quote:
      "Every code example on the site is run against the pinned release by the site's own tests",
    example: "assert.equal(await client.getBalance({ address: to }), parseEther('1'))",
  },
];
