/**
 * The tab's runner, loaded on a panel's first click: the runs (./runs.ts) over the worker
 * (../worker/worker.ts). The chunk name gives the worker script a file name the server
 * recognises: only that response carries the worker's Content-Security-Policy (src/run/csp.mjs).
 */
import {createRuns} from './runs';

export const {start: startRun, stop: stopRun} = createRuns(
  () =>
    new Worker(
      /* webpackChunkName: "example-runner" */ new URL('../worker/worker.ts', import.meta.url),
    ),
);
