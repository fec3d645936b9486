/**
 * The runs of every Run panel of a tab, over one worker (so runs stay warm from panel to panel
 * and across client-side navigation). The worker runs them one at a time, in order. Stopping a
 * run — the panel's Stop, or the time limit, counted from the worker's `started` — ends only that
 * run: one still waiting its turn is cancelled; the one in progress ends with its worker
 * (terminating it ends the run and every node it started), and the runs waiting behind it go to
 * a fresh worker, in the same order.
 */
import {TIME_LIMIT_MS, type RunCode, type WorkerEvent, type WorkerRequest} from '../protocol';

export type StopReason = 'stop' | 'time-limit';
export type RunEvent = WorkerEvent | {type: 'stopped'; runId: number; reason: StopReason};
export type RunListener = (event: RunEvent) => void;

/** The part of a Worker the runs use (a fake in unit tests). */
export interface RunWorker {
  postMessage(request: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerEvent>) => void) | null;
}

export interface Runs {
  /** Queues a run; its events arrive in `listener` until `done` or `stopped`. Returns its id. */
  start(code: RunCode, listener: RunListener): number;
  /** Ends that run (nothing happens when it already ended). */
  stop(runId: number, reason?: StopReason): void;
}

export function createRuns(spawn: () => RunWorker, limitMs = TIME_LIMIT_MS): Runs {
  interface Run {
    code: RunCode;
    listener: RunListener;
    timer?: ReturnType<typeof setTimeout>;
  }
  /** In the worker's order: the first is the one it is working on. */
  const runs = new Map<number, Run>();
  let worker: RunWorker | null = null;
  let nextRunId = 1;

  const send = (request: WorkerRequest) => {
    if (!worker) {
      worker = spawn();
      worker.onmessage = (e) => receive(e.data);
    }
    worker.postMessage(request);
  };

  const end = (runId: number) => {
    clearTimeout(runs.get(runId)?.timer);
    runs.delete(runId);
  };

  function receive(event: WorkerEvent) {
    const run = runs.get(event.runId);
    if (!run) return;
    if (event.type === 'started') {
      run.timer = setTimeout(() => stop(event.runId, 'time-limit'), limitMs);
    }
    if (event.type === 'done') end(event.runId);
    run.listener(event);
  }

  function stop(runId: number, reason: StopReason = 'stop') {
    const run = runs.get(runId);
    if (!run) return;
    const inProgress = runs.keys().next().value === runId;
    end(runId);
    if (inProgress) {
      worker?.terminate();
      worker = null;
      for (const [id, waiting] of runs) send({type: 'run', runId: id, code: waiting.code});
    } else {
      send({type: 'cancel', runId});
    }
    run.listener({type: 'stopped', runId, reason});
  }

  return {
    start(code, listener) {
      const runId = nextRunId++;
      runs.set(runId, {code, listener});
      send({type: 'run', runId, code});
      return runId;
    },
    stop,
  };
}
