// Issue #9: search finds each package reference page by the package's name and by its most used
// exports. Runs the site's own engine over the index the build wrote (build/.search), with the
// dialog's query options — no browser needed (node:test).
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {test} from 'node:test';

import {loadTs} from './ts.mjs';

const {loadIndexFile, searchIndex} = loadTs('src/search/engine.ts');

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
