// Contracts imported through a bundler plugin on the /reference/bundler* pages. Each declaration
// mirrors the module the plugin generates for the Solidity source shown on that page (see
// counter-s-sol.d.ts for why tsc needs these). Keep them in step with those sources.

// docs/reference/bundler/index.mdx: contracts/Greeter.s.sol (constructor(string), greet())
declare module '*/Greeter.s.sol' {
  import type {Contract} from 'tevm/contract';
  export const Greeter: Contract<
    'Greeter',
    readonly ['constructor(string initial)', 'function greet() view returns (string)'],
    undefined,
    `0x${string}`,
    `0x${string}`
  >;
}

// docs/reference/bundler/overview.mdx: contracts/ICounter.sol, an interface imported ABI-only
declare module '*/ICounter.sol' {
  import type {Contract} from 'tevm/contract';
  export const ICounter: Contract<
    'ICounter',
    readonly ['function count() view returns (uint256)', 'function inc()'],
    undefined,
    undefined,
    undefined
  >;
}

// docs/reference/bundler-plugins.mdx: the Bun preload script imports Bun's plugin API, which only
// exists inside the Bun runtime. Minimal shape of the one function it uses.
declare module 'bun' {
  export function plugin(plugin: {name: string; setup(build: unknown): void | Promise<void>}): void;
}

// docs/reference/bundler/troubleshooting.mdx: contracts/Doubler.s.sol (twice(uint256) via a remapped library)
declare module '*/Doubler.s.sol' {
  import type {Contract} from 'tevm/contract';
  export const Doubler: Contract<
    'Doubler',
    readonly ['function twice(uint256 x) pure returns (uint256)'],
    undefined,
    `0x${string}`,
    `0x${string}`
  >;
}
