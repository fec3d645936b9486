// Claims of docs/ethers.mdx.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';

/**
 * Runs a module in a fresh Node process (its own event loop and unhandled-rejection handling), so
 * "keeps the process running" and "ends the process" are observed, not inferred. The script sets
 * up a polling provider with one ValueSet listener that has seen an event; `tail` is what it then
 * does. `hold()` stops the next eth_getLogs before it reaches the node and resolves; `release()` lets it go on.
 */
const runListenerScript = (tail, timeout) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      [
        "import { createMemoryClient, PREFUNDED_PRIVATE_KEYS } from 'tevm'",
        "import { SimpleContract } from 'tevm/contract'",
        "import { BrowserProvider, ContractFactory, Wallet } from 'ethers'",
        'const client = createMemoryClient()',
        'let holding = false, release, held',
        'const hold = () => { holding = true; return new Promise((r) => (held = r)) }',
        'const eip1193 = { request: async (args) => {',
        "  if (holding && args.method === 'eth_getLogs') { holding = false; const gate = new Promise((r) => (release = r)); held(); await gate }",
        '  return client.request(args)',
        '} }',
        'const provider = new BrowserProvider(eip1193, undefined, { cacheTimeout: -1, polling: true, pollingInterval: 20 })',
        'const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[0], provider)',
        'const contract = await new ContractFactory(SimpleContract.abi, SimpleContract.bytecode, wallet).deploy(1n)',
        'await contract.waitForDeployment()',
        "const seen = new Promise((resolve) => void contract.on('ValueSet', resolve))",
        "await (await contract.getFunction('set')(5n)).wait()",
        'await seen',
        tail,
      ].join('\n'),
    ],
    {encoding: 'utf8', timeout},
  );

export default [
  {
    quote:
      'ethers caches identical requests for 250 ms by default. Sending two transactions from one wallet in quick succession asks the node for the `pending` nonce twice; the second answer comes from the cache, so both transactions get the same nonce and the second is refused with `NONCE_EXPIRED`',
    check: async () => {
      const {createMemoryClient, PREFUNDED_PRIVATE_KEYS} = await import('tevm');
      const {BrowserProvider, Wallet} = await import('ethers');
      assert.equal(
        /** @type {any} */ (new BrowserProvider(createMemoryClient()))._getOption('cacheTimeout'),
        250,
      );
      // A 5 s cache instead of 250 ms: the same effect, however slow the machine running this.
      const provider = new BrowserProvider(createMemoryClient(), undefined, {cacheTimeout: 5_000});
      const wallet = new Wallet(PREFUNDED_PRIVATE_KEYS[2], provider);
      const to = '0x00000000000000000000000000000000000b0b02';
      await wallet.sendTransaction({to, value: 1n});
      await assert.rejects(
        wallet.sendTransaction({to, value: 1n}),
        (e) => /** @type {any} */ (e).code === 'NONCE_EXPIRED',
      );
    },
  },
  {
    quote: 'Turn the cache off and each send asks for a fresh nonce',
    example: 'assert.deepEqual([first.nonce, second.nonce], [0, 1])',
  },
  {
    quote:
      "call `contract.removeAllListeners()` when done: until then ethers' polling timer keeps your process running",
    check: async () => {
      // An unref'd timer does not keep Node alive: it prints only if something else does.
      const probe =
        "setTimeout(() => { console.log('still running after 2 s'); process.exit(0) }, 2000).unref()";
      const kept = runListenerScript(probe, 60_000);
      assert.equal(kept.status, 0, kept.stderr.slice(0, 300));
      assert.match(kept.stdout, /still running/, 'with a listener left, the process should stay');
      const ended = runListenerScript(`await contract.removeAllListeners()\n${probe}`, 60_000);
      assert.equal(ended.status, 0, ended.stderr.slice(0, 300));
      assert.doesNotMatch(
        ended.stdout,
        /still running/,
        'without listeners, the process should end',
      );
    },
  },
  {
    quote:
      'Do not call `provider.destroy()` straight after it: ethers cancels the requests of a poll that is still running and leaves that rejection unhandled, which ends a Node process.',
    check: async () => {
      const r = runListenerScript(
        [
          'const stopped = hold()',
          'await client.tevmMine() // a new block: the poller asks for its logs',
          'await stopped',
          'await contract.removeAllListeners()',
          'provider.destroy()',
          'release()',
          "await new Promise((r) => setTimeout(r, 500)); console.log('survived')",
        ].join('\n'),
        60_000,
      );
      assert.notEqual(r.status, 0, 'the process should end on the unhandled rejection');
      assert.doesNotMatch(r.stdout, /survived/);
      assert.match(r.stderr, /provider destroyed; cancelled request/);
    },
  },
];
