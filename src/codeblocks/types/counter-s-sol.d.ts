// What `import { Counter } from './Counter.s.sol'` gives you with a tevm bundler plugin and
// @tevm/ts-plugin: a Contract with its human-readable ABI and (because the file ends in .s.sol)
// bytecode. tsc on the command line does not load language-service plugins, so the docs
// type-check uses this declaration for the Counter shown on the bundler and landing pages
// (`uint256 public count; function inc() public`). Keep it in step with that Solidity source.
declare module '*/Counter.s.sol' {
  import type {Contract} from 'tevm/contract';
  export const Counter: Contract<
    'Counter',
    readonly ['function count() view returns (uint256)', 'function inc()'],
    undefined,
    `0x${string}`,
    `0x${string}`
  >;
}
