/** The contract between the page (client/runner.ts) and the worker (worker/index.ts). */

/** A run still going this long after the worker said `started` is stopped. */
export const TIME_LIMIT_MS = 30_000;

/** What to run: a block's build-time module (`@run-blocks/<id>.js`), or the reader's edit. */
export type RunCode =
  {kind: 'block'; blockId: string} | {kind: 'edit'; source: string; ext: string};

export type WorkerRequest =
  | {type: 'run'; runId: number; code: RunCode}
  /** A queued run that must not start (its panel stopped it before its turn). */
  | {type: 'cancel'; runId: number};

export type LogLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

export type WorkerEvent =
  | {type: 'status'; runId: number; text: string}
  | {type: 'log'; runId: number; level: LogLevel; text: string}
  /** The code is loaded and about to run: the time limit counts from here. */
  | {type: 'started'; runId: number}
  | {type: 'done'; runId: number; ok: true; ms: number}
  | {type: 'done'; runId: number; ok: false; ms: number; message: string; line: number | null};
