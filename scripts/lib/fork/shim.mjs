// @ts-check
// The eth_getProof / eth_getStorageAt shim from tevm-facts §5.
//
// A forking tevm reads accounts with eth_getProof and storage with eth_getStorageAt.
// A non-forked tevm does not answer eth_getProof, and its eth_getStorageAt right-pads
// values, so both are answered here from tevm_getAccount. Everything else is forwarded.

const pad32 = (/** @type {string} */ hex) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`;
const EMPTY_CODE_HASH = '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470';
const EMPTY_STORAGE_ROOT = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';

/** @typedef {{ request: (args: { method: string, params?: unknown[] }) => Promise<any> }} Eip1193 */

/**
 * tevm_getAccount, with "account not found" turned into an empty account (as a real node answers).
 * @param {Eip1193} upstream
 * @param {string} address
 * @param {string} blockTag
 * @param {boolean} returnStorage
 */
const getAccount = async (upstream, address, blockTag, returnStorage) => {
  try {
    return await upstream.request({
      method: 'tevm_getAccount',
      params: [{address, blockTag, returnStorage}],
    });
  } catch (error) {
    // Only a missing account becomes an empty one; any other error (unknown block, …) propagates.
    if (!/account \S+ not found/i.test(String(/** @type {any} */ (error)?.message ?? error)))
      throw error;
    return {
      balance: '0x0',
      nonce: '0x0',
      codeHash: EMPTY_CODE_HASH,
      storageRoot: EMPTY_STORAGE_ROOT,
      storage: {},
    };
  }
};

/**
 * @param {Eip1193} upstream an EIP-1193 object, e.g. a tevm memory client
 * @returns {Eip1193}
 */
export const createForkShim = (upstream) => ({
  async request({method, params = []}) {
    if (method === 'eth_getProof') {
      const [address, , blockTag = 'latest'] = /** @type {any[]} */ (params);
      const account = await getAccount(upstream, address, blockTag, false);
      return {
        address,
        balance: account.balance,
        nonce: account.nonce,
        codeHash: account.codeHash,
        storageHash: account.storageRoot,
        accountProof: [],
        storageProof: [],
      };
    }
    if (method === 'eth_getStorageAt') {
      const [address, slot, blockTag = 'latest'] = /** @type {any[]} */ (params);
      const account = await getAccount(upstream, address, blockTag, true);
      const storage = account.storage ?? {};
      const key = pad32(slot).toLowerCase();
      const hit = Object.entries(storage).find(([k]) => pad32(k).toLowerCase() === key);
      return pad32(hit ? String(hit[1]) : '0x0');
    }
    return upstream.request({method, params});
  },
});
