// Which installed packages back each reference page (the tables' configuration).

/**
 * Which installed packages back each reference page. Keys are file slugs (the page's last route
 * segment; /reference/bundler/methods uses "bundler-methods" so it cannot clash with anything).
 */
export const PAGES = {
  // @tevm/actions exports ~700 types (one Params/Result/JsonRpc* per method): listing them would
  // put 200 KB into the page's chunk, so its table lists values only and records how many types
  // it left out (`omitted`).
  actions: [{pkg: '@tevm/actions', kinds: ['function', 'class', 'constant', 'enum', 'namespace']}],
  address: [{pkg: '@tevm/address'}],
  block: [{pkg: '@tevm/block'}],
  blockchain: [{pkg: '@tevm/blockchain'}],
  common: [{pkg: '@tevm/common'}],
  contract: [{pkg: '@tevm/contract'}],
  decorators: [{pkg: '@tevm/decorators'}],
  evm: [{pkg: '@tevm/evm'}],
  'memory-client': [{pkg: '@tevm/memory-client'}],
  node: [{pkg: '@tevm/node'}],
  'receipt-manager': [{pkg: '@tevm/receipt-manager'}],
  server: [{pkg: '@tevm/server'}],
  state: [{pkg: '@tevm/state'}],
  tx: [{pkg: '@tevm/tx'}],
  txpool: [{pkg: '@tevm/txpool'}],
  utils: [{pkg: '@tevm/utils'}],
  vm: [{pkg: '@tevm/vm'}],
  // @tevm/rlp is not installed (only next.148 exists, and tevm does not depend on it): the RLP
  // helpers a reader can import live in @tevm/utils, @tevm/tx and @tevm/block.
  rlp: [
    {pkg: '@tevm/utils', only: ['fromRlp', 'toRlp', 'KECCAK256_RLP', 'KECCAK256_RLP_ARRAY']},
    {pkg: '@tevm/tx', only: ['createTxFromRLP', 'createTxFromBlockBodyData']},
    {
      pkg: '@tevm/block',
      only: [
        'createBlockFromRLP',
        'createBlockHeaderFromRLP',
        'createBlockFromValuesArray',
        'createBlockHeaderFromValuesArray',
      ],
    },
  ],
  // @tevm/trie is not installed either: trie roots and proofs surface through these exports.
  trie: [
    {pkg: '@tevm/utils', only: ['KECCAK256_RLP', 'KECCAK256_RLP_ARRAY', 'createMemoryDb']},
    {
      pkg: '@tevm/state',
      only: [
        'getProof',
        'getStateRoot',
        'setStateRoot',
        'hasStateRoot',
        'dumpStorage',
        'dumpStorageRange',
      ],
    },
    {pkg: '@tevm/vm', only: ['genTxTrie', 'KECCAK256_NULL']},
  ],
  'bundler-plugins': [
    {pkg: '@tevm/vite-plugin'},
    {pkg: '@tevm/webpack-plugin'},
    {pkg: '@tevm/rollup-plugin'},
    {pkg: '@tevm/esbuild-plugin'},
    {pkg: '@tevm/rspack-plugin'},
    {pkg: '@tevm/bun-plugin'},
    {pkg: '@tevm/ts-plugin'},
  ],
  'bundler-methods': [
    {pkg: '@tevm/compiler'},
    {pkg: '@tevm/config'},
    {pkg: '@tevm/solc'},
    {pkg: '@tevm/base-bundler'},
  ],
};
