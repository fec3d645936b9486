/**
 * The page side of the runner, loaded on the first click: one worker per tab, shared by every
 * Run button and kept across client-side navigation (warm runs), replaced after Stop or the
 * time limit (terminating the worker ends the run and every node it started).
 */
import type {RunRequest, WorkerEvent} from './protocol';

/** A run that has not ended after this long is stopped. */
export const TIME_LIMIT_MS = 30_000;

type Listener = (
  event: WorkerEvent | {type: 'stopped'; runId: number; reason: 'stop' | 'time-limit'},
) => void;

let worker: Worker | null = null;
let nextRunId = 1;
const listeners = new Map<number, Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function getWorker(): Worker {
  if (!worker) {
    // The chunk name gives the worker script a file name the server recognises: only that
    // response carries the worker's Content-Security-Policy (scripts/serve.mjs).
    worker = new Worker(
      /* webpackChunkName: "example-runner" */ new URL('./worker.ts', import.meta.url),
    );
    worker.onmessage = (e: MessageEvent<WorkerEvent>) => {
      const listener = listeners.get(e.data.runId);
      listener?.(e.data);
      if (e.data.type === 'done') finish(e.data.runId);
    };
  }
  return worker;
}

function finish(runId: number) {
  listeners.delete(runId);
  clearTimeout(timers.get(runId));
  timers.delete(runId);
}

function terminate(reason: 'stop' | 'time-limit') {
  worker?.terminate();
  worker = null;
  for (const [runId, listener] of [...listeners]) {
    finish(runId);
    listener({type: 'stopped', runId, reason});
  }
}

/** Starts a run; returns its id. Events arrive in `listener` until `done` or `stopped`. */
export function startRun(request: Omit<RunRequest, 'type' | 'runId'>, listener: Listener): number {
  const runId = nextRunId++;
  listeners.set(runId, listener);
  timers.set(
    runId,
    setTimeout(() => terminate('time-limit'), TIME_LIMIT_MS),
  );
  getWorker().postMessage({type: 'run', runId, ...request} satisfies RunRequest);
  return runId;
}

/** Ends every run in progress (the worker and the nodes the examples created). */
export function stopRuns(): void {
  terminate('stop');
}

export type RunEvent = Parameters<Listener>[0];
