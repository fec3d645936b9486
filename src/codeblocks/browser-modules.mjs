// @ts-check
/**
 * The imports the in-browser runner provides: src/run/worker/modules.ts loads each on demand in
 * the worker (a unit test keeps its keys equal to this list). A runnable block that imports
 * anything else runs in Node only and gets no Run button (tests/examples/README.md, "Running in
 * the browser").
 */
export const BROWSER_MODULES = Object.freeze([
  'tevm',
  'tevm/actions',
  'tevm/address',
  'tevm/block',
  'tevm/blockchain',
  'tevm/common',
  'tevm/contract',
  'tevm/decorators',
  'tevm/errors',
  'tevm/evm',
  'tevm/memory-client',
  'tevm/node',
  'tevm/receipt-manager',
  'tevm/state',
  'tevm/tx',
  'tevm/txpool',
  'tevm/utils',
  'tevm/vm',
  '@tevm/memory-client',
  'viem',
  'viem/accounts',
  'viem/actions',
  'ethers',
  'node:assert/strict',
  'assert',
]);
