// @ts-check
// Fork fixtures: the local stand-ins for public chains that fork examples read.
//
// A docs page shows a real, keyless public RPC URL (src/run/fork-rpcs.mjs, the list Run's CSP
// allows). Under test, the examples harness rewrites every such URL to a loopback endpoint served
// by ./server.mjs, which answers from an in-process tevm "upstream" seeded below (behind the §5
// eth_getProof / eth_getStorageAt shim). No test touches the network. The bench (scripts/bench.mjs)
// routes the browser's requests to the same server, so this lives in scripts/, not tests/.
//
// To support a new fork example: use one of the URLs of src/run/fork-rpcs.mjs, or add the URL to
// the right chain there, and seed every account or contract the example reads, at the same address
// as on the real chain. Values an example asserts must hold on the real chain too (e.g. WETH's
// symbol), so a reader who copies the example gets the same result.

import {FORK_RPCS} from '../../../src/run/fork-rpcs.mjs';

// This module only imports tevm lazily (inside the seed functions), so the runner can read the
// URL list without paying for a tevm import when no fork example is selected.

/** Runtime code that answers every call with 32 zero bytes (PUSH0 PUSH0 MSTORE PUSH1 32 PUSH0 RETURN). */
const RETURNS_ZERO = '0x5f5f5260205ff3';

/** Curve's DAI/USDC/USDT pool on mainnet, a long-standing DAI holder (millions of DAI). */
const CURVE_3POOL = '0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7';

/**
 * Solidity short-string storage encoding (strings under 32 bytes).
 * @param {string} s
 * @param {{stringToHex: (s: string) => `0x${string}`}} tevm
 */
const shortString = (s, {stringToHex}) => {
  const hex = stringToHex(s).slice(2);
  if (hex.length > 62) throw new Error(`fixture string too long for a short-string slot: ${s}`);
  return `0x${hex.padEnd(62, '0')}${hex.length.toString(16).padStart(2, '0')}`;
};

/**
 * An OpenZeppelin v5 ERC20 (tevm/contract's `ERC20`: 18 decimals) placed directly in state:
 * slot 0 balances, 2 totalSupply, 3 name, 4 symbol.
 * @param {{ name: string, symbol: string, balances?: Record<`0x${string}`, bigint> }} opts
 */
export const erc20Account = async ({name, symbol, balances = {}}) => {
  const tevm = await import('tevm');
  const {ERC20} = await import('tevm/contract');
  const {encodeAbiParameters, keccak256, numberToHex} = tevm;
  const slotKey = (/** @type {number} */ n) => numberToHex(n, {size: 32});
  /** @type {Record<`0x${string}`, `0x${string}`>} */
  const state = {};
  state[slotKey(3)] = /** @type {`0x${string}`} */ (shortString(name, tevm));
  state[slotKey(4)] = /** @type {`0x${string}`} */ (shortString(symbol, tevm));
  let total = 0n;
  for (const [holder, amount] of Object.entries(balances)) {
    const slot = keccak256(
      encodeAbiParameters(
        [{type: 'address'}, {type: 'uint256'}],
        [/** @type {`0x${string}`} */ (holder), 0n],
      ),
    );
    state[slot] = numberToHex(amount, {size: 32});
    total += amount;
  }
  if (total > 0n) state[slotKey(2)] = numberToHex(total, {size: 32});
  return {deployedBytecode: ERC20.deployedBytecode, state};
};

/**
 * @typedef {{
 *   name: string,                 // path segment of the loopback endpoint
 *   urls: string[],               // public RPC URLs shown on pages (prefix match), FORK_RPCS[name]
 *   chain: string,                // export of tevm/common used by the upstream (gives eth_chainId)
 *   blocks: number,               // blocks mined on the upstream so the fork block is > 0
 *   accounts: () => Promise<({ address: `0x${string}`, note: string } & Record<string, any>)[]>, // tevmSetAccount params, plus a note
 * }} ForkFixture
 */

/** @type {ForkFixture[]} */
export const forkFixtures = [
  {
    name: 'optimism',
    urls: FORK_RPCS.optimism,
    chain: 'optimism',
    blocks: 3,
    accounts: async () => [
      {
        address: '0x4200000000000000000000000000000000000006',
        note: 'WETH predeploy: name "Wrapped Ether", symbol "WETH", 18 decimals',
        ...(await erc20Account({name: 'Wrapped Ether', symbol: 'WETH'})),
      },
      {
        address: '0x420000000000000000000000000000000000000F',
        note: 'GasPriceOracle predeploy stand-in (tevm reads L1 fee data from it); every call returns 0',
        deployedBytecode: RETURNS_ZERO,
      },
    ],
  },
  {
    name: 'mainnet',
    urls: FORK_RPCS.mainnet,
    chain: 'mainnet',
    blocks: 3,
    accounts: async () => [
      {
        address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        note: 'WETH9: name "Wrapped Ether", symbol "WETH", 18 decimals',
        ...(await erc20Account({name: 'Wrapped Ether', symbol: 'WETH'})),
      },
      {
        address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
        note: 'DAI: symbol "DAI", 18 decimals; Curve 3pool holds DAI (examples/forking-mainnet)',
        ...(await erc20Account({
          name: 'Dai Stablecoin',
          symbol: 'DAI',
          balances: {[CURVE_3POOL]: 25_000_000n * 10n ** 18n},
        })),
      },
      {
        address: CURVE_3POOL,
        note: 'Curve 3pool stand-in: a contract on the real chain, so it has code here too (EIP-3607 applies when impersonating it)',
        deployedBytecode: RETURNS_ZERO,
      },
    ],
  },
];

// Every chain whose RPCs the CSP allows has a stand-in, or its examples could not run under test.
for (const chain of Object.keys(FORK_RPCS))
  if (!forkFixtures.some((f) => f.name === chain))
    throw new Error(`src/run/fork-rpcs.mjs lists ${chain}, which has no fork fixture here`);

/** Escapes a string for use in a RegExp. */
const esc = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds the fixtures a piece of code refers to.
 * @param {string} code
 */
export const fixturesUsedBy = (code) =>
  forkFixtures.filter((f) => f.urls.some((u) => code.includes(u)));

/**
 * Rewrites every known public RPC URL in `code` to the loopback endpoint for its chain.
 * @param {string} code
 * @param {string} origin e.g. http://127.0.0.1:43123
 */
export const redirectForkUrls = (code, origin) => {
  let out = code;
  for (const f of forkFixtures) {
    for (const u of f.urls)
      out = out.replace(new RegExp(`${esc(u)}(?=[/'"\`\\s]|$)`, 'g'), `${origin}/${f.name}`);
  }
  return out;
};
