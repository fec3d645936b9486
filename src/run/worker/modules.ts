/**
 * The packages an example may import in the browser, each loaded by the worker on the first run
 * that imports it (its own chunks, cached by the browser for every later run and page). The keys
 * are src/codeblocks/browser-modules.mjs, by which the harness classifies blocks; a unit test
 * keeps the two equal.
 */
type Namespace = Record<string, unknown>;

export const moduleLoaders: Record<string, () => Promise<Namespace>> = {
  tevm: () => import('tevm'),
  'tevm/actions': () => import('tevm/actions'),
  'tevm/address': () => import('tevm/address'),
  'tevm/block': () => import('tevm/block'),
  'tevm/blockchain': () => import('tevm/blockchain'),
  'tevm/common': () => import('tevm/common'),
  'tevm/contract': () => import('tevm/contract'),
  'tevm/decorators': () => import('tevm/decorators'),
  'tevm/errors': () => import('tevm/errors'),
  'tevm/evm': () => import('tevm/evm'),
  'tevm/memory-client': () => import('tevm/memory-client'),
  'tevm/node': () => import('tevm/node'),
  'tevm/receipt-manager': () => import('tevm/receipt-manager'),
  'tevm/state': () => import('tevm/state'),
  'tevm/tx': () => import('tevm/tx'),
  'tevm/txpool': () => import('tevm/txpool'),
  'tevm/utils': () => import('tevm/utils'),
  'tevm/vm': () => import('tevm/vm'),
  '@tevm/memory-client': () => import('@tevm/memory-client'),
  viem: () => import('viem'),
  'viem/accounts': () => import('viem/accounts'),
  'viem/actions': () => import('viem/actions'),
  ethers: () => import('ethers'),
  'node:assert/strict': () => import('./assert'),
  assert: () => import('./assert'),
};
