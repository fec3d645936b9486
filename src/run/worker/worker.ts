/// <reference lib="webworker" />
/**
 * The in-browser runner: runs one example at a time, in order, as a `blob:` ES module with its
 * imports bound to the bundled packages (shims.ts), its console sent to the page (console.ts)
 * and the timers it left behind cleared when it ends (timers.ts). No eval: code arrives compiled
 * (compile.ts) and is imported from a blob. The page terminates the whole worker to stop a run
 * that has begun, and sends `cancel` for one still waiting its turn.
 */
import {runtimePackages} from '../../codeblocks/imports.mjs';
import type {RunCode, WorkerEvent, WorkerRequest} from '../protocol';
import {compile, CompileError} from './compile';
import {captureConsole} from './console';
import {prepareEnvironment} from './environment';
import {blockLine, syntaxErrorLine} from './errors';
import {moduleLoaders} from './modules';
import {createShimRegistry, rewriteSpecifiers} from './shims';
import {trackTimers} from './timers';

declare const self: DedicatedWorkerGlobalScope;

prepareEnvironment(self);
const post = (event: WorkerEvent) => self.postMessage(event);
/** The run whose output the console lines belong to. */
let current = 0;
captureConsole(self, (level, text) => post({type: 'log', runId: current, level, text}));
const timers = trackTimers(self);
const shims = createShimRegistry(moduleLoaders);

async function run(runId: number, source: RunCode) {
  current = runId;
  let url = '';
  const t0 = performance.now();
  try {
    const compiled = await compile(source);
    const packages = runtimePackages(compiled.code);
    const missing = packages.filter((s) => !shims.has(s));
    if (missing.length) post({type: 'status', runId, text: missing.join(', ')});
    const urls = new Map(
      await Promise.all(packages.map(async (s) => [s, await shims.url(s)] as const)),
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
        line: blockLine(error?.stack, url, compiled.lines),
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
    timers.clear();
    if (url) URL.revokeObjectURL(url);
  }
}

const cancelled = new Set<number>();
let queue = Promise.resolve();
self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const request = e.data;
  if (request?.type === 'cancel') cancelled.add(request.runId);
  if (request?.type !== 'run') return;
  queue = queue.then(() =>
    cancelled.delete(request.runId) ? undefined : run(request.runId, request.code),
  );
};
