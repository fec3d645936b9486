// The search index file, and (issue #9) search finds each package reference page by the package's name and by its most used
// exports. Runs the site's own engine over the index the build wrote (build/.search), with the
// dialog's query options — no browser needed (node:test).
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import {test} from 'node:test';

import {startServer} from '../../scripts/serve.mjs';
import {loadTs} from './ts.mjs';

const {loadIndexFile, searchIndex} = loadTs('src/search/engine/index.ts');

const PACKAGES = {
  actions: {name: '@tevm/actions', exports: ['callHandler', 'setAccountHandler']},
  address: {name: '@tevm/address', exports: ['createAddress', 'createContractAddress']},
  block: {name: '@tevm/block', exports: ['BlockHeader']},
  blockchain: {name: '@tevm/blockchain', exports: ['createChain']},
  common: {name: '@tevm/common', exports: ['createCommon']},
  contract: {name: '@tevm/contract', exports: ['createContract']},
  decorators: {name: '@tevm/decorators', exports: ['requestEip1193', 'tevmActions']},
  evm: {name: '@tevm/evm', exports: ['createEvm']},
  'memory-client': {
    name: '@tevm/memory-client',
    exports: ['createMemoryClient', 'createTevmTransport'],
  },
  node: {name: '@tevm/node', exports: ['createTevmNode']},
  'receipt-manager': {name: '@tevm/receipt-manager', exports: ['ReceiptsManager']},
  server: {name: '@tevm/server', exports: ['createServer', 'createHttpHandler']},
  state: {name: '@tevm/state', exports: ['createStateManager']},
  tx: {name: '@tevm/tx', exports: ['TransactionFactory']},
  txpool: {name: '@tevm/txpool', exports: ['TxPool']},
  utils: {name: '@tevm/utils', exports: ['hexToBytes', 'encodeFunctionData']},
  vm: {name: '@tevm/vm', exports: ['createVm']},
  cli: {name: '@tevm/cli', exports: []},
};

const [file] = readdirSync('build/.search').filter((name) => /^index\.[0-9a-f]+\.json$/.test(name));
const index = loadIndexFile(JSON.parse(readFileSync(`build/.search/${file}`, 'utf8')));

/** Where the results for `query` point, best first (routes only). */
const top = (query, n) =>
  searchIndex(index, query)
    .slice(0, n)
    .map((r) => r.href.split('#')[0]);

for (const [slug, {name, exports}] of Object.entries(PACKAGES)) {
  test(`search finds /reference/${slug} by ${name} and by ${exports.join(', ') || 'its name alone'}`, () => {
    assert.ok(top(name, 3).includes(`/reference/${slug}`), `"${name}": ${top(name, 3)}`);
    for (const exported of exports) {
      const found = top(exported, 8);
      assert.ok(found.includes(`/reference/${slug}`), `"${exported}": ${found}`);
    }
  });
}

test('the index is a hashed JSON file under /.search/, named by a meta tag, served as immutable', async () => {
  const url = /<meta name="?search-index"? content="?([^" >]+)/.exec(
    readFileSync('build/index.html', 'utf8'),
  )?.[1];
  const hash = /^\/\.search\/index\.([0-9a-f]{16})\.json$/.exec(url ?? '')?.[1];
  assert.ok(hash, `meta search-index: ${url}`);
  const server = await startServer({dir: 'build', listenPort: 0, listenHost: '127.0.0.1'});
  try {
    const res = await fetch(`http://127.0.0.1:${server.address().port}${url}`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    assert.match(res.headers.get('cache-control') ?? '', /immutable/);
    const body = Buffer.from(await res.arrayBuffer());
    assert.ok(createHash('sha256').update(body).digest('hex').startsWith(hash));
    const file = JSON.parse(body.toString('utf8'));
    assert.equal(file.version, 1);
    assert.ok(file.docs.length > 61, `${file.docs.length} documents`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

// The export tables are indexed by name only (src/search/plugin/extract.ts, namesOnly): every
// name of every reference page's tables must be a term of one of that page's documents. A table
// that React moved out of the article (a Suspense boundary, issue #33) had lost its 823 terms.
const {tokenize, indexTerms} = loadTs('src/search/engine/tokens.ts');
test('every name in a reference page export table is indexed on that page', () => {
  let names = 0;
  for (const html of readdirSync('build/reference').filter((f) => f.endsWith('.html'))) {
    const route = `/reference/${html.replace(/\.html$/, '')}`;
    const page = readFileSync(`build/reference/${html}`, 'utf8');
    const ids = new Set(
      index.docs.flatMap((doc, i) => (doc.href.split('#')[0] === route ? [i] : [])),
    );
    for (const [, name] of page.matchAll(/\sid="?api-([^" >]+)/g)) {
      const terms = tokenize(name).flatMap((word) => [indexTerms(word) ?? []].flat());
      for (const term of terms) {
        const hits = index.engine.search(term, {fields: ['text'], prefix: false, fuzzy: false});
        assert.ok(
          hits.some((hit) => ids.has(hit.id)),
          `${route}: "${name}" (term ${term}) is not in its documents`,
        );
      }
      names++;
    }
  }
  assert.ok(names > 500, `only ${names} export names`);
});
