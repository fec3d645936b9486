// Claims of docs/getting-started/testimonials.mdx (community page). Its channel links are not
// behaviour; what it says about the packages and about this site is checked here.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Every fenced block of every page and partial under docs/, classified as the examples step does. */
const siteBlocks = async () => {
  const {readdirSync} = await import('node:fs');
  const {extractBlocks} = await import('../../../src/codeblocks/blocks.mjs');
  const files = readdirSync(join(process.cwd(), 'docs'), {recursive: true})
    .map(String)
    .filter((f) => /\.mdx?$/.test(f));
  return files.flatMap(
    (f) => extractBlocks(`docs/${f}`, readFileSync(join(process.cwd(), 'docs', f), 'utf8')).blocks,
  );
};

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
      'they type-check and run every TypeScript example except those marked compile-only (a component that needs a browser, for instance), which are only type-checked, and one-line API signatures, which are not checked; they run the shell blocks marked to run and only show the others, checking the install commands among them for the versions they name.',
    check: async () => {
      const blocks = await siteBlocks();
      const of = (kind) => blocks.filter((b) => b.kind === kind);
      // compile-only: the debugger component among them
      assert.ok(
        of('compile-only').some(
          (b) => b.file === 'docs/examples/_debugger-component.mdx' && b.title === 'Debugger.tsx',
        ),
        'Debugger.tsx is not compile-only',
      );
      // one-line signatures
      assert.ok(of('fragment').length > 0, 'no fragment on the site');
      for (const b of of('fragment')) assert.equal(b.code.trim().split('\n').length, 1, b.file);
      // shell blocks not marked to run, with install lines: the pin check reads them
      const install = of('shell').filter((b) => !b.run && /^\s*npm install /m.test(b.code));
      assert.ok(install.length > 0, 'no install command outside run blocks');
      const {checkPins} = await import('../../examples/lib/pins.mjs');
      const v = {TEVM_VERSION: '1.0.0-rc.151', TEVM_UMBRELLA_VERSION: '1.0.0-next.149'};
      const wrong = {...install[0], code: 'npm install tevm@1.0.0-next.1'};
      assert.equal(checkPins([wrong], v).length, 1, 'a wrong pin on an install line passes');
      // the runners: only `run` shell blocks are executed, only `runnable` ts blocks are run
      const runner = readFileSync(join(process.cwd(), 'tests/examples/run.mjs'), 'utf8');
      assert.match(runner, /\(b\) => b\.kind === 'shell' && b\.run &&/);
      assert.match(runner, /b\.kind === 'runnable'/);
      const shell = readFileSync(join(process.cwd(), 'tests/examples/lib/shell.mjs'), 'utf8');
      assert.match(
        shell,
        /if \(b\.kind !== 'shell' \|\| !b\.run \|\| b\.errors\.length\) continue;/,
      );
    },
  },
  {
    quote: 'Fork examples run against a local stand-in for mainnet, not the real chain.',
    check: async () => {
      const {forkFixtures, redirectForkUrls} =
        await import('../../../scripts/lib/fork/fixtures.mjs');
      const mainnet = forkFixtures.find((f) => f.name === 'mainnet');
      assert.ok(mainnet, 'no mainnet stand-in');
      const url = mainnet.urls[0];
      const code = `createMemoryClient({ fork: { transport: http('${url}') } })`;
      assert.equal(
        redirectForkUrls(code, 'http://127.0.0.1:1'),
        "createMemoryClient({ fork: { transport: http('http://127.0.0.1:1/mainnet') } })",
      );
    },
  },
];
