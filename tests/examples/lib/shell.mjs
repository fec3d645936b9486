// Shell runner: executes ```bash run blocks the way a reader would type them, in a scratch
// project per page, offline.
//
// Per page (pages run one after another; blocks of a page run in page order, in one folder):
//   .tmp/examples/shell/<page>/          the scratch project ("an empty folder after npm install"):
//     package.json                       { "type": "module" }
//     node_modules -> <repo>/node_modules  the pinned install, so `npx tevm` runs the local bin
//     <every title="path" block of the page that is not a shell block>, e.g. Counter.s.sol,
//       tevm.config.json, build.mjs: files a page shows are the files its commands use
//
// Each block runs as `bash -e -o pipefail` with <project>/node_modules/.bin first on PATH (after an
// `npx` that starts an installed bin directly, as npm's does, minus npm's ~4 s of reading the
// install tree), npm_config_offline=true (npx never asks the registry), NODE_OPTIONS importing netguard.mjs
// (Node processes may only connect to loopback), stdin closed, and a timeout. A non-zero exit is
// reported at the page line of the failing command. URLs of non-loopback hosts in a run block
// fail before anything runs, except the public RPC URLs in src/run/fork-rpcs.mjs, which are
// rewritten to the loopback fork upstream like in ts blocks.
//
// run="serve": the one command is started in the background. The harness picks a free port and
// substitutes it for the page's port (8545 by default, in this and every later block of the
// page), adds `--port`/`--host 127.0.0.1` when the command has none, then polls
// eth_blockNumber on 127.0.0.1 until the server answers. The server stays up for the page's
// later run blocks (so `tevm get-block-number --rpc http://127.0.0.1:8545` can talk to it) and
// is stopped (SIGTERM to its process group, then SIGKILL) when the page is done, or when a
// later run="serve" block of the page starts another server on the same port.

import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {dirname, isAbsolute, join, normalize, relative} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {fixturesUsedBy, redirectForkUrls} from '../../../scripts/lib/fork/fixtures.mjs';

const GUARD = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'netguard.mjs')).href;
const PAGE_PORT = 8545;
const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/** A free loopback port (bound and released). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A folder holding an `npx` that runs a bin of the project's node_modules/.bin directly, which is
 * what npm's npx does for an installed package, and hands anything else (options, a package
 * that is not installed) to npm's npx. npm's own npx first reads the whole install tree: about
 * 4 CPU s per `npx tevm` here, on top of the 5 s the CLI itself takes, for 18 commands.
 * @param {string} dir the folder to write it to
 */
const writeNpxShim = (dir) => {
  const npx = join(dir, 'npx');
  const real = execFileSync('sh', ['-c', 'command -v npx'], {encoding: 'utf8'}).trim();
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    npx,
    [
      '#!/bin/sh',
      'case "$1" in -*|"") ;; *) [ -x "node_modules/.bin/$1" ] && { b="$1"; shift; exec "node_modules/.bin/$b" "$@"; } ;; esac',
      `exec ${JSON.stringify(real)} "$@"`,
      '',
    ].join('\n'),
    {mode: 0o755},
  );
  return dir;
};

/** Kills a detached child's whole process group (npx → node → …). */
const killGroup = async (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
  } catch {
    // Already gone.
  }
  const done = await Promise.race([exited.then(() => true), sleep(3000).then(() => false)]);
  if (!done) {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
    } catch {
      // Already gone.
    }
    await Promise.race([exited, sleep(2000)]);
  }
};

/**
 * Non-loopback URLs in a block (fork fixture URLs excepted: they are redirected).
 * @param {string} code
 */
const foreignUrls = (code) => {
  const found = [];
  for (const m of code.matchAll(/https?:\/\/([^\s/'"`)]+)[^\s'"`)]*/g)) {
    if (LOOPBACK.test(m[1])) continue;
    if (fixturesUsedBy(m[0]).length) continue;
    found.push(m[0]);
  }
  return found;
};

/** Strips ANSI colour codes from captured output. */
// eslint-disable-next-line no-control-regex -- ESC starts an ANSI sequence
const plain = (s) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

/**
 * @typedef {import('../../../src/codeblocks/blocks.mjs').Block & { id: string }} ShellBlock
 * @typedef {{ file: string, line: number, stage: string, message: string, advice: string, logs: string[], blockId: string }} ShellFailure
 */

/**
 * Runs the `run` shell blocks of the given pages.
 * @param {string} root repo root
 * @param {string} tmp .tmp/examples
 * @param {Map<string, ShellBlock[]>} pages every block of each page that has run blocks, in page order
 * @param {{ timeoutMs: number, forkOrigin: string | null, verbose?: boolean }} opts
 * @returns {Promise<{ failures: ShellFailure[], results: Map<string, { ms: number, ok: boolean }> }>}
 */
export const runShellPages = async (root, tmp, pages, opts) => {
  /** @type {ShellFailure[]} */
  const failures = [];
  /** @type {Map<string, { ms: number, ok: boolean }>} */
  const results = new Map();
  rmSync(join(tmp, 'shell'), {recursive: true, force: true});
  const shimDir = join(tmp, 'shell', '.npx');
  writeNpxShim(shimDir);
  const runPage = async ([page, blocks]) => {
    const dir = join(tmp, 'shell', page.replace(/\.mdx?$/, '').replace(/[^\w.-]+/g, '_'));
    mkdirSync(dir, {recursive: true});
    writeFileSync(
      join(dir, 'package.json'),
      '{ "name": "docs-example", "private": true, "type": "module" }\n',
    );
    if (!existsSync(join(dir, 'node_modules')))
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const fail = (b, line, message, advice, logs = []) => {
      failures.push({file: b.file, line, stage: 'shell', message, advice, logs, blockId: b.id});
    };
    // Files the page shows.
    for (const b of blocks) {
      if (!b.title || b.kind === 'shell') continue;
      const target = normalize(b.title);
      if (isAbsolute(target) || target.startsWith('..')) {
        fail(
          b,
          b.line,
          `title="${b.title}" must be a relative path inside the project`,
          'use a path such as src/Counter.s.sol',
        );
        continue;
      }
      mkdirSync(dirname(join(dir, target)), {recursive: true});
      writeFileSync(join(dir, target), `${b.code}\n`);
    }
    const port = await freePort();
    const env = {
      ...process.env,
      PATH: `${shimDir}:${join(dir, 'node_modules/.bin')}:${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${GUARD}`.trim(),
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      CI: '1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    };
    /** @type {import('node:child_process').ChildProcess[]} */
    const servers = [];
    const withPort = (code) => code.replace(new RegExp(`\\b${PAGE_PORT}\\b`, 'g'), String(port));
    try {
      for (const b of blocks) {
        if (b.kind !== 'shell' || !b.run || b.errors.length) continue;
        const urls = foreignUrls(b.code);
        if (urls.length) {
          fail(
            b,
            b.line,
            `network access in a shell block: ${urls.join(', ')}`,
            'shell examples run offline: use 127.0.0.1, or a public RPC URL listed in src/run/fork-rpcs.mjs',
          );
          results.set(b.id, {ms: 0, ok: false});
          continue;
        }
        let code = withPort(b.code);
        if (opts.forkOrigin) code = redirectForkUrls(code, opts.forkOrigin);
        const t0 = performance.now();
        if (b.runMode === 'serve') {
          // One page port, like a reader's terminal: a new server replaces the previous one.
          await Promise.all(servers.splice(0).map(killGroup));
          const ok = await startServer(b, code, port, dir, env, opts, servers, fail);
          results.set(b.id, {ms: performance.now() - t0, ok});
        } else {
          const ok = await runOnce(b, code, dir, env, opts, fail);
          results.set(b.id, {ms: performance.now() - t0, ok});
        }
      }
    } finally {
      await Promise.all(servers.map(killGroup));
    }
  };
  // Pages run SHELL_PAGES_AT_ONCE at a time, each in its own folder on its own port; the blocks
  // of a page still run in order. Most of a page's time is spent waiting (a server starting, the
  // CLI loading), so two pages at once overlap those waits on the 2-core machine.
  const queue = [...pages];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await runPage(next);
  };
  await Promise.all(Array.from({length: SHELL_PAGES_AT_ONCE}, lane));
  return {failures, results};
};

/** How many pages' shell blocks run at once (see runShellPages). */
const SHELL_PAGES_AT_ONCE = 2;

/**
 * @param {ShellBlock} b
 * @param {string} code
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} env
 * @param {{ timeoutMs: number, verbose?: boolean }} opts
 * @param {(b: ShellBlock, line: number, message: string, advice: string, logs?: string[]) => void} fail
 */
const runOnce = async (b, code, dir, env, opts, fail) => {
  // The ERR trap names the failing line of the block (line 1 of the script is the trap itself).
  const script = `trap 'echo "@@failed-line $((LINENO - 1)) exit $?" >&2' ERR\n${code}\n`;
  const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', script], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
    if (opts.verbose) process.stdout.write(d);
  });
  child.stderr?.on('data', (d) => {
    out += d;
    if (opts.verbose) process.stderr.write(d);
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(child);
  }, opts.timeoutMs);
  const status = await new Promise((resolve) =>
    child.on('close', (c, s) => resolve({code: c, signal: s})),
  );
  clearTimeout(timer);
  const logs = plain(out)
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('@@failed-line'));
  if (timedOut) {
    fail(
      b,
      b.line,
      `shell block did not finish within ${opts.timeoutMs} ms`,
      'a long-running command (a server) needs run="serve"; otherwise make it finish (or raise --shell-timeout)',
      logs,
    );
    return false;
  }
  if (status.code !== 0) {
    const m = out.match(/@@failed-line (\d+) exit (\d+)/);
    const lineInBlock = m ? Number(m[1]) : 0;
    const command = lineInBlock ? b.code.split('\n')[lineInBlock - 1]?.trim() : '';
    const blocked = plain(out).match(/network access blocked under test: \S+/)?.[0];
    fail(
      b,
      lineInBlock ? b.line + lineInBlock : b.line,
      `shell command exited with code ${status.code ?? status.signal}${command ? `: ${command}` : ''}${blocked ? `\n${blocked}` : ''}`,
      `fix the command so it exits 0 offline in a fresh project with the pinned install (rerun: cd ${relative(process.cwd(), dir)} && bash -e)`,
      logs,
    );
    return false;
  }
  return true;
};

/**
 * @param {ShellBlock} b
 * @param {string} code
 * @param {number} port
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} env
 * @param {{ timeoutMs: number, verbose?: boolean }} opts
 * @param {import('node:child_process').ChildProcess[]} servers
 * @param {(b: ShellBlock, line: number, message: string, advice: string, logs?: string[]) => void} fail
 */
const startServer = async (b, code, port, dir, env, opts, servers, fail) => {
  let command =
    code
      .split('\n')
      .find((l) => l.trim() && !l.trim().startsWith('#'))
      ?.trim() ?? '';
  if (!/--port\b/.test(command)) command += ` --port ${port}`;
  if (!/--host\b/.test(command)) command += ' --host 127.0.0.1';
  const child = spawn('bash', ['-c', `exec ${command}`], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  let exited = null;
  child.on('exit', (c, s) => (exited = c ?? s));
  const deadline = performance.now() + opts.timeoutMs;
  const logs = () =>
    plain(out)
      .split('\n')
      .filter((l) => l.trim());
  while (performance.now() < deadline) {
    if (exited !== null) {
      fail(
        b,
        b.line + 1,
        `server exited (code ${exited}) before answering eth_blockNumber on 127.0.0.1:${port}`,
        'the command must keep serving JSON-RPC on the page port (8545 is replaced by a free port under test)',
        logs(),
      );
      return false;
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: []}),
        signal: AbortSignal.timeout(2000),
      });
      const body = await response.json();
      if (typeof body?.result === 'string' && /^0x[0-9a-f]+$/i.test(body.result)) {
        if (opts.verbose)
          console.log(`${b.file}:${b.line} server answered eth_blockNumber = ${body.result}`);
        return true;
      }
      fail(
        b,
        b.line + 1,
        `server answered eth_blockNumber with ${JSON.stringify(body).slice(0, 200)}`,
        'the server must answer eth_blockNumber with a hex block number',
        logs(),
      );
      return false;
    } catch {
      await sleep(500);
    }
  }
  fail(
    b,
    b.line + 1,
    `server did not answer eth_blockNumber on 127.0.0.1:${port} within ${opts.timeoutMs} ms`,
    'check that the command serves JSON-RPC over HTTP on the page port (or raise --shell-timeout)',
    logs(),
  );
  return false;
};
