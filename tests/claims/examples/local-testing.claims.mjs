// Claims of docs/examples/local-testing.mdx (its two test files run in the page's `bash run`
// block; these checks back the sentences around them).
import assert from 'node:assert/strict';
import {deepCopyObserved, sendTransfer} from '../helpers.mjs';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const tevm = () => import('tevm');

export default [
  {
    quote:
      '`node --test` with no file argument finds the test files by their names (any `.js` file under a `test/` folder, and `*.test.js` files anywhere outside `node_modules`)',
    check: async () => {
      // Three files it must find and one it must not, in a scratch project.
      const {mkdtempSync, mkdirSync, writeFileSync} = await import('node:fs');
      const {tmpdir} = await import('node:os');
      const {join} = await import('node:path');
      const {spawnSync} = await import('node:child_process');
      const dir = mkdtempSync(join(tmpdir(), 'node-test-'));
      const file = (rel, name) => {
        mkdirSync(join(dir, rel), {recursive: true});
        writeFileSync(
          join(dir, rel, name),
          `import test from 'node:test'; test(${JSON.stringify(`${rel}/${name}`)}, () => {})`,
        );
      };
      writeFileSync(join(dir, 'package.json'), '{"type": "module"}');
      file('test', 'any-name.js');
      file('src', 'unit.test.js');
      file('test/deep', 'more.js');
      file('node_modules/dep', 'dep.test.js');
      const r = spawnSync(process.execPath, ['--test', '--test-reporter=tap'], {
        cwd: dir,
        encoding: 'utf8',
      });
      assert.equal(r.status, 0, r.stderr);
      for (const name of ['test/any-name.js', 'src/unit.test.js', 'test/deep/more.js'])
        assert.ok(r.stdout.includes(name), name);
      assert.ok(!r.stdout.includes('dep.test.js'), 'node_modules is skipped');
    },
  },
  {
    quote:
      'Node.js 24 reads `node --test test/` as a file to run and fails with "Cannot find module".',
    check: async () => {
      const {mkdtempSync, mkdirSync, writeFileSync} = await import('node:fs');
      const {tmpdir} = await import('node:os');
      const {join} = await import('node:path');
      const {spawnSync} = await import('node:child_process');
      assert.match(process.version, /^v24\./);
      const dir = mkdtempSync(join(tmpdir(), 'node-test-'));
      mkdirSync(join(dir, 'test'));
      writeFileSync(
        join(dir, 'test', 'a.test.js'),
        "import test from 'node:test'; test('a', () => {})",
      );
      const r = spawnSync(process.execPath, ['--test', 'test/'], {cwd: dir, encoding: 'utf8'});
      assert.equal(r.status, 1);
      assert.match(r.stdout + r.stderr, /Cannot find module/);
    },
  },
  {
    quote:
      '`addToBlockchain: true` mines the deployment at once in any mining mode; without it, `tevmDeploy` mines only in automatic mining mode and merely queues the deployment in manual mode.',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const run = async (type, flags) => {
        const c = (await tevm()).createMemoryClient({miningConfig: {type}});
        await c.tevmDeploy({...SimpleContract.deploy(1n), ...flags});
        const r = [await c.getBlockNumber(), (await c.request({method: 'txpool_status'})).pending];
        await c.transport.tevm.close();
        return r;
      };
      assert.deepEqual(await run('manual', {addToBlockchain: true}), [1n, '0x0']);
      assert.deepEqual(await run('auto', {}), [1n, '0x0']);
      assert.deepEqual(await run('manual', {}), [0n, '0x1']);
    },
  },
  {
    quote: 'Creating the node is cheap compared with importing `tevm`',
    check: async () => {
      // A child process, so that the import is measured cold.
      const script = `
        const t0 = performance.now();
        const {createMemoryClient} = await import('tevm');
        const t1 = performance.now();
        const c = createMemoryClient();
        await c.tevmReady();
        const t2 = performance.now();
        await c.transport.tevm.close();
        console.log(JSON.stringify({importMs: t1 - t0, nodeMs: t2 - t1}));`;
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: process.cwd(),
        encoding: 'utf8',
        timeout: 50_000,
      });
      const {importMs, nodeMs} = JSON.parse(r.stdout.trim().split('\n').at(-1));
      assert.ok(importMs > 2 * nodeMs, `import ${importMs} ms, node ${nodeMs} ms`);
    },
  },
  {
    quote: "`loggingLevel: 'error'` keeps Tevm's warnings out of the test output.",
    check: async () => {
      const c = (await tevm()).createMemoryClient({loggingLevel: 'error'});
      assert.equal(c.transport.tevm.logger.level, 'error');
      assert.equal(c.transport.tevm.logger.isLevelEnabled('warn'), false);
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'Mining is automatic, so the receipt is there when `waitForTransactionReceipt` returns.',
    // The test file holding this assertion is run by the page's `node --test` block.
    example: 'node --test',
  },
  {
    quote: 'The sender pays `gasUsed × effectiveGasPrice`, taken from the receipt',
    // The test file holding this assertion is run by the page's `node --test` block.
    example: 'node --test',
  },
  {
    quote:
      "`tevmContract` with `throwOnFail: false` returns the revert in `errors`, with Solidity's reason string in the message. viem's `simulateContract` rejects, and because the ABI declares `SimpleError`, viem decodes it by name.",
    // The test file holding this assertion is run by the page's `node --test` block.
    example: 'node --test',
  },
  {
    quote: '`increaseTime` shifts the clock of the next block and `mine` creates it.',
    // The test file holding this assertion is run by the page's `node --test` block.
    example: 'node --test',
  },
  {
    quote:
      'The write then waits in the mempool: reads at `latest` still see 1, reads at `pending` see 9, and `mine` puts the transaction in a block.',
    // The test file holding this assertion is run by the page's `node --test` block.
    example: 'node --test',
  },
  {
    quote:
      '`revert({ id })` restores it, chain head included. A snapshot is used up by reverting to it, which is why every test takes a new one.',
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      const a = '0x00000000000000000000000000000000000a11ce';
      await c.setBalance({address: a, value: 5n});
      const id = await c.snapshot();
      await c.setBalance({address: a, value: 6n});
      await c.mine({blocks: 2});
      await c.revert({id});
      assert.deepEqual([await c.getBalance({address: a}), await c.getBlockNumber()], [5n, 0n]);
      await c.setBalance({address: a, value: 7n});
      await c.revert({id});
      assert.equal(await c.getBalance({address: a}), 7n, 'the snapshot restored twice');
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      "it is async, and resolves to an independent copy of the node with the same state. The copy is a bare `TevmNode`, not a client: it has no viem actions and no `request` until you `extend` it, and it loses the original's impersonated account and interval mining",
    check: async () => {
      const {createMemoryClient} = await tevm();
      const {requestEip1193} = await import('tevm/decorators');
      const c = createMemoryClient();
      const pending = c.transport.tevm.deepCopy();
      assert.ok(pending instanceof Promise, 'deepCopy() is not async');
      const copy = await pending;
      // a bare node: no viem actions, no request, until extended
      for (const k of ['getBalance', 'tevmCall', 'request']) assert.equal(k in copy, false, k);
      assert.equal(typeof copy.getVm, 'function');
      assert.equal(typeof copy.extend(requestEip1193()).request, 'function');
      await copy.close();
      await c.transport.tevm.close();
      const seen = await deepCopyObserved();
      // the same state, independent of the original
      assert.equal(seen.copyBalanceBefore, 1n);
      assert.equal(seen.copyBalanceAfter, 9n);
      assert.equal(seen.originalBalance, 1n);
      assert.ok(seen.missingOnCopy.includes('request'));
      // what it loses
      assert.equal(seen.impersonated.copy, undefined);
      assert.notEqual(seen.impersonated.original, undefined);
      assert.equal(seen.intervalCopy.miningConfig.type, 'interval');
      assert.equal(seen.intervalCopy.blockNumber, 0n, 'the copy mined on an interval');
    },
  },
  {
    quote:
      'runs each file in its own process (as many files at once as the machine has cores, less one; the tests of a file in order) and exits with code 1 if any test fails',
    check: async () => {
      const {availableParallelism} = await import('node:os');
      const dir = mkdtempSync(join(tmpdir(), 'claims-node-test-'));
      // Each file logs its pid and when it started and ended, around a pause; one file fails.
      const timed = (name, body) =>
        writeFileSync(
          join(dir, name),
          "import {test} from 'node:test'; import assert from 'node:assert/strict';\n" +
            `test('t', async () => { console.log('span ${name} ' + process.pid + ' ' + Date.now()); await new Promise((r) => setTimeout(r, 400)); console.log('end ${name} ' + Date.now()); ${body} });\n`,
        );
      timed('a.test.mjs', 'assert.equal(42n, 43n);');
      timed('b.test.mjs', '');
      const r = spawnSync(process.execPath, ['--test', '--test-reporter=tap'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 30_000,
      });
      assert.equal(r.status, 1);
      assert.match(r.stdout, /expected: 43n/);
      assert.match(r.stdout, /actual: 42n/);
      const at = (what, name) =>
        Number(new RegExp(`${what} ${name} (?:\\d+ )?(\\d+)`).exec(r.stdout)?.[1]);
      const pid = (name) => new RegExp(`span ${name} (\\d+)`).exec(r.stdout)?.[1];
      assert.notEqual(pid('a.test.mjs'), pid('b.test.mjs'), 'a process per file');
      assert.notEqual(pid('a.test.mjs'), String(process.pid));
      const overlap =
        at('span', 'a.test.mjs') < at('end', 'b.test.mjs') &&
        at('span', 'b.test.mjs') < at('end', 'a.test.mjs');
      assert.equal(overlap, availableParallelism() - 1 >= 2, `cores ${availableParallelism()}`);
    },
  },
  {
    quote: 'interval mining waits real seconds and keeps a timer running',
    check: async () => {
      const c = (await tevm()).createMemoryClient({
        miningConfig: {type: 'interval', blockTime: 1},
      });
      await c.tevmReady();
      await sendTransfer(c);
      assert.equal(await c.getBlockNumber(), 0n, 'mined before the interval');
      assert.ok(process.getActiveResourcesInfo().includes('Timeout'));
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(await c.getBlockNumber(), 1n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      "viem's `setAutomine` does not work against Tevm (it sends `evm_setAutomine`, which Tevm does not implement)",
    check: async () => {
      const c = (await tevm()).createMemoryClient();
      await assert.rejects(
        c.setAutomine(true),
        /evm_setAutomine|not (supported|implemented)|Unknown method/i,
      );
      await assert.rejects(
        c.request(/** @type {any} */ ({method: 'evm_setAutomine', params: [true]})),
        (e) => /** @type {any} */ (e).code === -32601,
      );
      await c.transport.tevm.close();
    },
  },
];
