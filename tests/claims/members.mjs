// What the tevm node, its decorators and its VM expose, for the pages that list the same members
// (api/decorators, api/methods, reference/decorators, introduction/architecture-overview, …):
// one list per fact, so every page checks the same names. Not a claims file itself (no page).
import assert from 'node:assert/strict';

/**
 * Asserts that each name is a function on `obj`.
 * @param {any} obj
 * @param {string[]} names
 * @param {string} [where] what `obj` is, for the message
 */
export const hasFunctions = (obj, names, where = 'the object') => {
  const missing = names.filter((n) => typeof obj[n] !== 'function');
  assert.deepEqual(missing, [], `${where} lacks ${missing.join(', ')}`);
};

/** `tevm/decorators`' exports, sorted. */
export const DECORATORS = ['ethActions', 'requestEip1193', 'tevmActions', 'tevmSend'];

/** Asserts that `tevm/decorators` exports exactly the four decorators. */
export const assertDecoratorExports = async () =>
  assert.deepEqual(Object.keys(await import('tevm/decorators')).sort(), DECORATORS);

/** The `eth` namespace `ethActions()` adds, sorted. */
export const ETH_ACTIONS = [
  'blockNumber',
  'call',
  'chainId',
  'gasPrice',
  'getBalance',
  'getCode',
  'getStorageAt',
];

/** The unprefixed methods `tevmActions()` adds, in the pages' order. */
export const TEVM_ACTIONS = [
  'call',
  'contract',
  'deploy',
  'getAccount',
  'setAccount',
  'mine',
  'dumpState',
  'loadState',
  'deal',
];

/** The memory client's `tevm*` actions (the nine handlers and `tevmReady`), sorted. */
export const CLIENT_TEVM_ACTIONS = [
  'tevmCall',
  'tevmContract',
  'tevmDeal',
  'tevmDeploy',
  'tevmDumpState',
  'tevmGetAccount',
  'tevmLoadState',
  'tevmMine',
  'tevmReady',
  'tevmSetAccount',
];

/** The node's getters and setters for the next block's header fields. */
export const NEXT_BLOCK_OVERRIDES = [
  'getNextBlockTimestamp',
  'setNextBlockTimestamp',
  'getNextBlockGasLimit',
  'setNextBlockGasLimit',
  'getNextBlockBaseFeePerGas',
  'setNextBlockBaseFeePerGas',
  'getNextBlockPrevRandao',
  'setNextBlockPrevRandao',
];

/** The state manager's account, storage, checkpoint and state-root methods. */
export const STATE_MANAGER_METHODS = [
  'getAccount',
  'putAccount',
  'getStorage',
  'putStorage',
  'checkpoint',
  'commit',
  'revert',
  'getStateRoot',
];
