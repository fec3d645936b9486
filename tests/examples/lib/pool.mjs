// A small pool of worker threads (default 1, at most a few) that run example blocks in order.
// The per-block timeout lives here: a block that never finishes (a promise that never settles,
// an infinite loop, a server left listening while awaited) gets its worker terminated and
// replaced, so one bad block cannot stall or hang the suite.

import {Worker} from 'node:worker_threads';

const WORKER_URL = new URL('./worker.mjs', import.meta.url);

class Lane {
  /** @param {{ preload: string[], verbose: boolean }} opts */
  constructor(opts) {
    this.opts = opts;
    this.worker = null;
    this.ready = null;
    this.warmups = [];
    /** @type {{ id: string, resolve: (r: any) => void, output: string[], timer: NodeJS.Timeout } | null} */
    this.job = null;
    /** results by id, for late failures */
    this.done = new Map();
  }

  start() {
    const worker = new Worker(WORKER_URL, {
      workerData: {preload: this.opts.preload, verbose: this.opts.verbose},
      stdout: true,
      stderr: true,
    });
    this.worker = worker;
    const collect = (chunk) => {
      if (this.job) this.job.output.push(String(chunk));
      else if (this.opts.verbose) process.stdout.write(chunk);
    };
    worker.stdout.on('data', collect);
    worker.stderr.on('data', collect);
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (msg) => {
        if (this.worker !== worker && msg.type !== 'late') return;
        if (msg.type === 'ready') {
          this.warmups.push(msg.warmupMs);
          resolve(undefined);
        } else if (msg.type === 'result' && this.job?.id === msg.id) {
          this.finish({...msg, output: this.job.output});
        } else if (msg.type === 'late') {
          const r = this.done.get(msg.id);
          if (r) r.errors.push(`after the block finished: ${msg.error}`);
        } else if (msg.type === 'stray') {
          this.strays = [...(this.strays ?? []), msg.error];
        }
      });
      worker.on('error', (error) => {
        if (this.worker !== worker) return;
        if (this.job)
          this.finish({
            id: this.job.id,
            ms: 0,
            errors: [`worker crashed: ${error?.stack ?? error}`],
            logs: [],
            output: this.job.output,
          });
        reject(error);
      });
      worker.on('exit', (code) => {
        if (this.worker !== worker) return;
        this.worker = null;
        if (this.job) {
          this.finish({
            id: this.job.id,
            ms: 0,
            errors: [
              `the worker exited with code ${code} while the block ran (did it call process.exit()?)`,
            ],
            logs: [],
            output: this.job.output,
          });
        }
      });
    });
    this.ready.catch(() => {});
  }

  finish(result) {
    const job = this.job;
    if (!job) return;
    clearTimeout(job.timer);
    this.job = null;
    this.done.set(result.id, result);
    job.resolve(result);
  }

  /**
   * @param {{ id: string, url: string }} block
   * @param {{ timeoutMs: number, leakGraceMs: number }} limits
   */
  async run(block, limits) {
    if (!this.worker) this.start();
    await this.ready;
    return new Promise((resolve) => {
      const output = [];
      const timer = setTimeout(() => {
        const job = this.job;
        const worker = this.worker;
        this.worker = null;
        this.finish({
          id: block.id,
          ms: limits.timeoutMs,
          errors: [`did not finish within ${limits.timeoutMs / 1000} s (the per-block limit)`],
          logs: [],
          output: job?.output ?? output,
          timedOut: true,
        });
        worker?.terminate();
      }, limits.timeoutMs);
      this.job = {id: block.id, resolve, output, timer};
      this.worker?.postMessage({
        type: 'run',
        id: block.id,
        url: block.url,
        leakGraceMs: limits.leakGraceMs,
      });
    });
  }

  async close() {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}

/**
 * Runs blocks on `size` lanes (worker threads) that pull from one queue in page order.
 * `extraLane`, when given, adds one more lane once it resolves (the runner passes "tsc has
 * finished", so the second core is used for blocks once type-checking no longer needs it),
 * provided enough blocks are still queued to repay the worker's warm-up.
 * @param {{ id: string, url: string }[]} blocks
 * @param {{ size: number, preload: string[], verbose: boolean, timeoutMs: number, leakGraceMs: number,
 *           extraLane?: Promise<unknown>, extraLaneMinQueue?: number }} opts
 */
export const runBlocks = async (blocks, opts) => {
  const queue = [...blocks];
  const results = new Map();
  const lanes = [];
  const drain = async (lane) => {
    for (let block = queue.shift(); block; block = queue.shift()) {
      results.set(block.id, await lane.run(block, opts));
    }
  };
  const spawn = () => {
    const lane = new Lane(opts);
    lanes.push(lane);
    lane.start();
    return drain(lane);
  };
  const running = [];
  for (let i = 0; i < Math.max(1, Math.min(opts.size, blocks.length)) && blocks.length; i++)
    running.push(spawn());
  let extraStarted = false;
  const extra = opts.extraLane?.then(() => {
    if (queue.length >= (opts.extraLaneMinQueue ?? 6)) {
      extraStarted = true;
      return spawn();
    }
  });
  await Promise.all(running);
  if (extraStarted) await extra;
  // Give late rejections from the last block a moment to arrive before closing.
  await new Promise((r) => setTimeout(r, 20));
  const warmups = lanes.flatMap((l) => l.warmups);
  const strays = lanes.flatMap((l) => l.strays ?? []);
  await Promise.all(lanes.map((l) => l.close()));
  return {results, warmups, strays, lanes: lanes.length};
};
