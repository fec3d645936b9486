// What a check receives as `ctx`. One context per page: values made with `ctx.shared` (a node, a
// client, a fork upstream) are built once and reused by every claim of that page, then closed.

import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * @param {{ root: string, page: string }} where
 */
export const createContext = ({root, page}) => {
  const memo = new Map();
  const closers = [];
  const ctx = {
    /** The page this check backs (repo-relative). */
    page,
    /**
     * Builds `factory()` once per page and returns the same promise to every claim.
     * A value with `transport.tevm.close()` (a memory client) or `close()` is closed after the page.
     * @template T
     * @param {string} key
     * @param {() => T | Promise<T>} factory
     * @returns {Promise<T>}
     */
    shared(key, factory) {
      if (!memo.has(key)) {
        const value = Promise.resolve().then(factory);
        memo.set(key, value);
        closers.push(async () => {
          const v = /** @type {any} */ (await value.catch(() => null));
          if (typeof v?.transport?.tevm?.close === 'function') await v.transport.tevm.close();
          else if (typeof v?.close === 'function' && v.close.length === 0) await v.close();
        });
      }
      return memo.get(key);
    },
    /**
     * The text of an installed package file, e.g. `ctx.source('@tevm/actions/src/Call/shouldCreateTransaction.js')`.
     * For claims about what the code does when running it cannot show it (a field nobody reads).
     * @param {string} rel path under node_modules
     */
    source(rel) {
      return readFileSync(join(root, 'node_modules', rel), 'utf8');
    },
    /**
     * An EIP-1193 fork upstream in this process: the seeded tevm of scripts/lib/fork behind the
     * eth_getProof/eth_getStorageAt shim. Pass it as `fork: {transport: await ctx.forkUpstream()}`.
     * @param {'mainnet'|'optimism'} name
     */
    forkUpstream(name = 'mainnet') {
      return ctx.shared(`fork:${name}`, async () => {
        const {forkFixtures} = await import('../../../scripts/lib/fork/fixtures.mjs');
        const {createUpstream} = await import('../../../scripts/lib/fork/server.mjs');
        const {createForkShim} = await import('../../../scripts/lib/fork/shim.mjs');
        const upstream = await createUpstream(
          /** @type {any} */ (forkFixtures.find((f) => f.name === name)),
        );
        closers.push(() => upstream.transport?.tevm?.close?.());
        return {...createForkShim(upstream), upstream};
      });
    },
    /**
     * Runs the real `tevm` bin (node_modules/.bin/tevm) in a scratch folder, loopback-only,
     * stdin closed. Resolves with the exit code and output; never rejects on a non-zero exit.
     * @param {string[]} args
     * @param {{ timeout?: number, env?: Record<string, string> }} [o]
     * @returns {Promise<{ code: number|null, stdout: string, stderr: string }>}
     */
    cli(args, o = {}) {
      const cwd = join(root, '.tmp', 'claims', 'cli');
      mkdirSync(cwd, {recursive: true});
      const guard = join(root, 'tests', 'examples', 'lib', 'netguard.mjs');
      return new Promise((resolve, reject) => {
        const child = spawn(join(root, 'node_modules', '.bin', 'tevm'), args, {
          cwd,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            npm_config_offline: 'true',
            NODE_OPTIONS: `--import ${guard}`,
            FORCE_COLOR: '0',
            ...o.env,
          },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d));
        child.stderr.on('data', (d) => (stderr += d));
        const timer = setTimeout(() => child.kill('SIGKILL'), o.timeout ?? 60000);
        child.on('error', reject);
        child.on('close', (code) => {
          clearTimeout(timer);
          resolve({code, stdout, stderr});
        });
      });
    },
    /**
     * For a check whose claim is that something rejects unhandled: while `fn` runs, unhandled
     * rejections are collected and returned instead of failing the claim.
     * @param {() => Promise<void>} fn
     * @returns {Promise<string[]>} their messages
     */
    async collectUnhandled(fn) {
      const seen = [];
      ctx.unhandled = seen;
      try {
        await fn();
        await new Promise((r) => setTimeout(r, 50));
      } finally {
        ctx.unhandled = null;
      }
      return seen;
    },
    /** @type {string[] | null} set by collectUnhandled */
    unhandled: null,
    async close() {
      for (const c of closers.reverse())
        await Promise.resolve()
          .then(c)
          .catch(() => {});
    },
  };
  return ctx;
};
