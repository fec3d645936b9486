import assert from 'node:assert/strict'

export default [
  {
    table: 'Option', row: 'genesisState', default: 'ignored',
    check: async () => {
      const { createMemoryClient } = await import('tevm')
      const address = '0x00000000000000000000000000000000000a11ce'
      const client = createMemoryClient({ genesisState: { [address]: { balance: 5n, nonce: 0n } } })
      assert.equal(await client.getBalance({ address }), 0n)
    },
  },
  {
    quote: 'The older `mining: { auto, interval }` option is deprecated; it still maps to a mining config (its `interval` is read as milliseconds)',
    check: async () => {
      const { createMemoryClient } = await import('tevm')
      const client = createMemoryClient({ mining: { interval: 2000 } })
      assert.deepEqual(client.transport.tevm.miningConfig, { type: 'interval', blockTime: 2 })
      await client.transport.tevm.close()
    },
  },
]
