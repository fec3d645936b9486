// Worker thread that executes example blocks, one at a time, as ES modules.
//
// - Preloads the bare modules the blocks import (tevm takes ~1.4 s) before reporting "ready",
//   so that cost is paid once and never counts against a block's timeout.
// - Attributes unhandled rejections and uncaught exceptions to the block that is running, or,
//   if none is, to the block that ran last (late failures from stray timers or promises).
// - Blocks all network access except loopback (fork examples are rewritten to a loopback
//   upstream before they get here).
// - After each block, checks that it left no active handles behind (timers, servers,
//   sockets), e.g. an interval miner that was never closed.
//
// The parent enforces the per-block timeout by terminating this worker.

import {parentPort, workerData} from 'node:worker_threads';
import {format} from 'node:util';
import fs from 'node:fs';
import {installNetworkGuard} from './guard.mjs';

process.setSourceMapsEnabled(true);

/** @type {{ id: string, errors: string[], logs: string[], blocked: string[] } | null} */
let current = null;
/** @type {typeof current} */
let last = null;

const post = (msg) => parentPort?.postMessage(msg);

const describe = (value) => {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value && typeof value === 'object') {
    // tevm sometimes throws plain objects (tevm-facts §7.6); show their fields.
    try {
      return `${value.constructor?.name ?? 'Object'} (not an Error): ${format('%o', value).slice(0, 800)}`;
    } catch {
      return String(value);
    }
  }
  return `${typeof value}: ${String(value)}`;
};

const fail = (prefix, value) => {
  const text = `${prefix}: ${describe(value)}`;
  if (current) current.errors.push(text);
  else if (last) post({type: 'late', id: last.id, error: text});
  else post({type: 'stray', error: text});
};
process.on('unhandledRejection', (reason) => fail('unhandled rejection', reason));
process.on('uncaughtException', (error) => fail('uncaught exception', error));

// ---- console capture: logs are shown only when a block fails (or with --verbose) ----
for (const level of ['log', 'info', 'warn', 'error', 'debug', 'trace']) {
  console[level] = (...args) => {
    const line = format(...args);
    if (current) current.logs.push(line);
    else if (workerData.verbose) process.stdout.write(`${line}\n`);
  };
}

// tevm logs through pino, which writes straight to fd 1 with fs.writeSync / fs.write (bypassing
// process.stdout); route those writes to the current block's output too.
const capture = (text) => {
  const lines = text.split('\n').filter(Boolean);
  if (current) current.logs.push(...lines);
  else if (workerData.verbose) process.stdout.write(text);
};
const asText = (data, offset, length) =>
  typeof data === 'string'
    ? data
    : Buffer.from(data.buffer ?? data, data.byteOffset ?? 0, data.byteLength ?? data.length)
        .subarray(
          typeof offset === 'number' ? offset : 0,
          typeof length === 'number' ? (offset ?? 0) + length : undefined,
        )
        .toString('utf8');
const originalWriteSync = fs.writeSync;
fs.writeSync = function writeSync(fd, data, ...rest) {
  if (fd !== 1 && fd !== 2) return originalWriteSync.call(this, fd, data, ...rest);
  const text = asText(data, rest[0], rest[1]);
  capture(text);
  return typeof data === 'string' ? Buffer.byteLength(data) : Buffer.byteLength(text);
};
const originalWrite = fs.write;
fs.write = function write(fd, data, ...rest) {
  if (fd !== 1 && fd !== 2) return originalWrite.call(this, fd, data, ...rest);
  const cb = rest.findLast((a) => typeof a === 'function');
  const text = asText(data, rest[0], rest[1]);
  capture(text);
  const n = Buffer.byteLength(text);
  if (cb) queueMicrotask(() => cb(null, n, data));
};

// ---- network guard: loopback only ----
installNetworkGuard((where) => current?.blocked.push(where));

// ---- preload ----
const t0 = performance.now();
for (const specifier of workerData.preload ?? []) {
  try {
    await import(specifier);
  } catch {
    // The block that imports it will fail with the real error.
  }
}
post({type: 'ready', warmupMs: performance.now() - t0});

// ---- run loop ----
/** Counts of the resource types that keep the event loop alive. */
const resources = () => {
  const counts = new Map();
  for (const r of process.getActiveResourcesInfo()) counts.set(r, (counts.get(r) ?? 0) + 1);
  return counts;
};
const extra = (now, base) =>
  [...now]
    .filter(
      ([type, n]) => n > (base.get(type) ?? 0) && type !== 'CloseReq' && type !== 'FSReqCallback',
    )
    .map(([type, n]) => `${type} ×${n - (base.get(type) ?? 0)}`);
const tick = (ms) => new Promise((r) => setTimeout(r, ms));

parentPort?.on('message', async (msg) => {
  if (msg.type !== 'run') return;
  const base = resources();
  current = {id: msg.id, errors: [], logs: [], blocked: []};
  const started = performance.now();
  try {
    await import(msg.url);
  } catch (error) {
    current.errors.push(`threw: ${describe(error)}`);
  }
  const ms = performance.now() - started;
  // Let pending rejections and short timers surface before judging the block.
  await new Promise((r) => setImmediate(r));
  await tick(1);
  let leaked = extra(resources(), base);
  for (let waited = 0; leaked.length && waited < msg.leakGraceMs; waited += 25) {
    await tick(25);
    leaked = extra(resources(), base);
  }
  if (leaked.length) {
    current.errors.push(`left active handles behind (${leaked.join(', ')})`);
  }
  if (current.blocked.length && !current.errors.some((e) => e.includes('NetworkBlockedError'))) {
    current.errors.push(
      `network access blocked under test: ${[...new Set(current.blocked)].join(', ')} (the example caught the error)`,
    );
  }
  post({type: 'result', id: current.id, ms, errors: current.errors, logs: current.logs});
  last = current;
  current = null;
});
