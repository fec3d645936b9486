/** Messages between the page (runner.ts) and the worker (worker.ts). */
export interface RunRequest {
  type: 'run';
  runId: number;
  /** A built block (`@run-blocks/<id>.js`), or… */
  blockId?: string;
  /** …code the reader edited, compiled in the worker. */
  source?: string;
  ext: string;
}

export type WorkerEvent =
  | {type: 'status'; runId: number; text: string}
  | {type: 'log'; runId: number; level: 'log' | 'info' | 'warn' | 'error' | 'debug'; text: string}
  | {type: 'started'; runId: number}
  | {type: 'done'; runId: number; ok: true; ms: number}
  | {type: 'done'; runId: number; ok: false; ms: number; message: string; line: number | null};
