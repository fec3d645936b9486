// @ts-check
/**
 * The public fork RPCs: per chain, the keyless public JSON-RPC URLs that fork examples on the
 * docs pages use. Run's Content-Security-Policy allows exactly their origins (./csp.mjs), so a
 * reader's click on Run can reach them; under test, every request to one of them goes to a seeded
 * local stand-in of its chain instead (scripts/lib/fork/fixtures.mjs, one per key here).
 *
 * A fork example uses one of these URLs. To add one, add it to its chain here, and seed what the
 * example reads in scripts/lib/fork/fixtures.mjs.
 */
export const FORK_RPCS = {
  optimism: [
    'https://mainnet.optimism.io',
    'https://optimism-rpc.publicnode.com',
    'https://optimism.drpc.org',
  ],
  mainnet: [
    'https://eth.llamarpc.com',
    'https://ethereum-rpc.publicnode.com',
    'https://cloudflare-eth.com',
    'https://eth.drpc.org',
  ],
};
