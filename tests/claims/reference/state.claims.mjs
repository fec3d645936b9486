// Claims of docs/reference/state.mdx: the createStateManager options table and its warning.
import assert from 'node:assert/strict';

const A = '0x00000000000000000000000000000000000057a7';

export default [
  {
    table: 'Option',
    row: 'genesisState',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const {createAddress} = await import('tevm/address');
      const sm = createStateManager({
        genesisState: {
          [A]: {
            nonce: 0n,
            balance: 77n,
            storageRoot: '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421',
            codeHash: '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
          },
        },
      });
      await sm.ready();
      assert.equal((await sm.getAccount(createAddress(A)))?.balance, 77n);
    },
  },
  {
    table: 'Option',
    row: 'onCommit',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const {createAddress} = await import('tevm/address');
      const {createAccount} = await import('tevm/utils');
      let seen;
      const sm = createStateManager({onCommit: (base) => void (seen = base)});
      await sm.ready();
      await sm.checkpoint();
      await sm.putAccount(createAddress(A), createAccount({balance: 1n}));
      await sm.commit();
      assert.equal(seen, sm._baseState);
    },
  },
  {
    table: 'Option',
    row: 'loggingLevel',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      assert.equal(createStateManager({loggingLevel: 'error'})._baseState.logger.level, 'error');
    },
  },
  {
    table: 'Option',
    row: 'accountsCache, storageCache, contractCache',
    check: async () => {
      const {createStateManager} = await import('tevm/state');
      const first = createStateManager({});
      const storageCache = first._baseState.caches.storage;
      assert.equal(createStateManager({storageCache})._baseState.caches.storage, storageCache);
    },
  },
  {
    quote:
      'a node ignores `genesisState`, `currentStateRoot`, `stateRoots` and `onCommit`, and passes the cache options on only when it does not fork',
    check: async (ctx) => {
      const {createMemoryClient} = await import('tevm');
      let commits = 0;
      const c = createMemoryClient({
        genesisState: {[A]: {nonce: 0n, balance: 5n}},
        onCommit: () => void commits++,
      });
      assert.equal(await c.getBalance({address: A}), 0n);
      await c.setBalance({address: A, value: 1n});
      await c.mine({blocks: 1});
      assert.equal(commits, 0);
      assert.match(
        ctx.source('@tevm/node/src/createTevmNode.js'),
        /if \(transport\) \{[\s\S]*?return \{\s*loggingLevel,\s*\.\.\.\(options\.persister/,
      );
    },
  },
];
