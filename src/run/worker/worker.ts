/// <reference lib="webworker" />
/**
 * The in-browser runner: runs one example at a time as a `blob:` ES module, with its imports
 * bound to the bundled packages (modules.ts), its console sent to the page, and the timers it
 * left behind cleared when it ends. No eval: built blocks arrive as modules compiled at build
 * time, edited code is compiled by sucrase (loaded on the first edit) and imported from a blob.
 * The page terminates the whole worker on Stop and on the time limit.
 */
import {config as zodConfig} from 'zod';

import {blockLine, syntaxErrorLine} from './errors';
import {formatArgs} from './format';
import {bareSpecifiers, reexportModule, rewriteSpecifiers} from './imports';
import {moduleLoaders} from './modules';
import type {RunRequest, WorkerEvent} from './protocol';
import {cachingFetch} from './rpc-cache';

declare const self: DedicatedWorkerGlobalScope;

// tevm validates with zod 4, which probes `Function("")` to decide whether to compile its
// parsers; under this worker's CSP (no 'unsafe-eval') the probe is a reported violation.
// jitless skips the probe (and the compiled parsers the CSP would refuse anyway).
zodConfig({jitless: true});

// A bundled dependency of tevm (a task queue in the mining path) calls process.nextTick when it
// is not in synchronous mode; browsers have no `process`. The smallest stand-in that keeps its
// meaning: a microtask. `env` is empty (the `debug` package reads process.env.DEBUG).
(globalThis as {process?: unknown}).process ??= {
  env: {},
  browser: true,
  nextTick: (fn: (...args: unknown[]) => void, ...args: unknown[]) =>
    queueMicrotask(() => fn(...args)),
};
// Fork RPC answers pinned to a block are kept for later runs (rpc-cache.ts).
self.fetch = cachingFetch(self.fetch.bind(self));

const REGISTRY = '__tevmRunModules';
const globals = globalThis as unknown as Record<string, Record<string, unknown>>;
globals[REGISTRY] = {};

const post = (event: WorkerEvent) => self.postMessage(event);
let runId = 0;

for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  console[level] = (...args: unknown[]) =>
    post({type: 'log', runId, level, text: formatArgs(args)});
}
self.addEventListener('securitypolicyviolation', (e) => {
  const v = e as SecurityPolicyViolationEvent;
  // Shown in the output like an error the code printed (the e2e spec fails on it).
  post({
    type: 'log',
    runId,
    level: 'error',
    text: `Content Security Policy blocked ${v.blockedURI} (${v.violatedDirective})`,
  });
});

// Timers an example starts (interval mining, polling) end with its run.
const timers = new Set<number>();
const {setTimeout: st, setInterval: si, clearTimeout: ct, clearInterval: ci} = self;
self.setTimeout = ((h: TimerHandler, ms?: number, ...a: unknown[]) => {
  const id = st(h, ms, ...a);
  timers.add(id);
  return id;
}) as typeof setTimeout;
self.setInterval = ((h: TimerHandler, ms?: number, ...a: unknown[]) => {
  const id = si(h, ms, ...a);
  timers.add(id);
  return id;
}) as typeof setInterval;
const clearTimers = () => {
  for (const id of timers) {
    ct(id);
    ci(id);
  }
  timers.clear();
};

/** One re-export module per package, created on first use. */
const shims = new Map<string, Promise<string>>();
function shim(specifier: string): Promise<string> {
  let url = shims.get(specifier);
  if (!url) {
    const load = moduleLoaders[specifier];
    if (!load)
      throw new Error(
        `Cannot find package '${specifier}': the browser runner provides ${Object.keys(moduleLoaders).join(', ')}`,
      );
    url = load().then((ns) => {
      (globals[REGISTRY] ??= {})[specifier] = ns;
      return URL.createObjectURL(
        new Blob([reexportModule(REGISTRY, specifier, ns)], {type: 'text/javascript'}),
      );
    });
    shims.set(specifier, url);
  }
  return url;
}

class CompileError extends Error {}

async function compile(req: RunRequest): Promise<{code: string; lines?: number[]}> {
  if (req.blockId) {
    const mod = (await import(
      /* webpackChunkName: "run-block" */ `@run-blocks/${req.blockId}.js`
    )) as {default: {code: string; lines: number[]}};
    return mod.default;
  }
  const {transform} = await import(/* webpackChunkName: "sucrase" */ 'sucrase');
  const transforms: ('typescript' | 'jsx')[] = [];
  if (/^ts/.test(req.ext)) transforms.push('typescript');
  if (/x$/.test(req.ext)) transforms.push('jsx');
  try {
    return {code: transform(req.source ?? '', {transforms, disableESTransforms: true}).code};
  } catch (e) {
    throw new CompileError((e as Error).message);
  }
}

async function run(req: RunRequest) {
  runId = req.runId;
  let url = '';
  let lines: number[] | undefined;
  const t0 = performance.now();
  try {
    const compiled = await compile(req);
    lines = compiled.lines;
    const specifiers = bareSpecifiers(compiled.code);
    const missing = specifiers.filter((s) => !shims.has(s));
    if (missing.length) post({type: 'status', runId, text: missing.join(', ')});
    const urls = new Map(
      await Promise.all(specifiers.map(async (s) => [s, await shim(s)] as const)),
    );
    const code = rewriteSpecifiers(compiled.code, (s) => urls.get(s) ?? s);
    url = URL.createObjectURL(new Blob([code], {type: 'text/javascript'}));
    post({type: 'started', runId});
    const start = performance.now();
    try {
      await import(/* webpackIgnore: true */ url);
      post({type: 'done', runId, ok: true, ms: performance.now() - start});
    } catch (e) {
      const error = e as Error;
      post({
        type: 'done',
        runId,
        ok: false,
        ms: performance.now() - start,
        message: error?.message ?? String(e),
        line: blockLine(error?.stack, url, lines),
      });
    }
  } catch (e) {
    const message = (e as Error)?.message ?? String(e);
    post({
      type: 'done',
      runId,
      ok: false,
      ms: performance.now() - t0,
      message: e instanceof CompileError ? `SyntaxError: ${message}` : message,
      line: e instanceof CompileError ? syntaxErrorLine(message) : null,
    });
  } finally {
    clearTimers();
    if (url) URL.revokeObjectURL(url);
  }
}

let queue = Promise.resolve();
self.onmessage = (e: MessageEvent<RunRequest>) => {
  if (e.data?.type === 'run') queue = queue.then(() => run(e.data));
};
