/// <reference lib="webworker" />
/**
 * What the worker's globals need before any example runs: tevm's dependencies expect a little
 * of Node, zod must not probe `eval` under the worker's CSP, and fork answers pinned to a block
 * are kept between runs.
 */
import {config as zodConfig} from 'zod';

import {cachingFetch} from './rpc-cache';

export function prepareEnvironment(scope: DedicatedWorkerGlobalScope): void {
  // tevm validates with zod 4, which probes `Function("")` to decide whether to compile its
  // parsers; under this worker's CSP (no 'unsafe-eval') the probe is a reported violation.
  // jitless skips the probe (and the compiled parsers the CSP would refuse anyway).
  zodConfig({jitless: true});

  // A bundled dependency of tevm (a task queue in the mining path) calls process.nextTick when
  // it is not in synchronous mode; browsers have no `process`. The smallest stand-in that keeps
  // its meaning: a microtask. `env` is empty (the `debug` package reads process.env.DEBUG).
  (globalThis as {process?: unknown}).process ??= {
    env: {},
    browser: true,
    nextTick: (fn: (...args: unknown[]) => void, ...args: unknown[]) =>
      queueMicrotask(() => fn(...args)),
  };

  // Fork RPC answers pinned to a block are kept for later runs (rpc-cache.ts).
  scope.fetch = cachingFetch(scope.fetch.bind(scope));
}
