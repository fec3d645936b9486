// Claims of docs/api/evm-events.mdx.
import assert from 'node:assert/strict';
import {deploySimple} from '../helpers.mjs';

/** A memory client with SimpleContract deployed; `set(n)` writes storage and emits a log. */
const setup = async () => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
  const client = createMemoryClient();
  return {
    client,
    call: {
      ...(await deploySimple(client)).write.set(42n),
      from: PREFUNDED_ACCOUNTS[0].address,
    },
  };
};
const shared = (ctx) => ctx.shared('setup', setup);

export default [
  {
    table: 'Hook',
    row: 'onStep',
    check: async (ctx) => {
      const {client, call} = await shared(ctx);
      let step;
      await client.tevmContract({...call, onStep: (s) => void (step ??= s)});
      for (const k of ['pc', 'gasLeft', 'stack', 'memory', 'depth', 'address'])
        assert.ok(k in step, k);
      assert.equal(typeof step.opcode.name, 'string');
      assert.equal(typeof step.opcode.fee, 'number');
      assert.equal(typeof step.opcode.dynamicFee, 'bigint');
      assert.ok(step.memory instanceof Uint8Array);
    },
  },
  {
    table: 'Hook',
    row: 'onNewContract',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const client = createMemoryClient();
      let data;
      await client.tevmDeploy({
        ...SimpleContract.deploy(1n),
        onNewContract: (d) => void (data = d),
      });
      assert.equal(typeof data.address.toString, 'function');
      assert.ok(data.address.bytes instanceof Uint8Array, 'address is not an Address');
      assert.ok(data.code instanceof Uint8Array && data.code.length > 0);
    },
  },
  {
    table: 'Hook',
    row: 'onBeforeMessage',
    example:
      'messages.push({ depth: message.depth, isCreate: message.to === undefined, value: message.value })',
  },
  {
    table: 'Hook',
    row: 'onAfterMessage',
    check: async (ctx) => {
      const {client, call} = await shared(ctx);
      let r;
      await client.tevmContract({...call, onAfterMessage: (x) => void (r = x)});
      for (const k of ['returnValue', 'executionGasUsed', 'logs']) assert.ok(k in r.execResult, k);
      assert.equal(r.execResult.exceptionError, undefined);
      assert.equal(r.execResult.logs.length, 1);
    },
  },
  {
    quote: 'A handler written with one parameter, `(data) => …`, runs and execution carries on.',
    example: 'onStep: (step) => {\n    const charged',
  },
  {
    quote:
      'If your function takes `next` and never calls it, the call never finishes: the promise from `tevmCall` stays pending, with no error and no timeout.',
    check: async () => {
      const {client, call} = await setup();
      const outcome = await Promise.race([
        client.tevmContract({...call, onStep: (_s, _next) => {}}).then(
          () => 'finished',
          () => 'rejected',
        ),
        new Promise((r) => setTimeout(() => r('pending'), 1000)),
      ]);
      assert.equal(outcome, 'pending');
    },
  },
  {
    quote:
      'it rejects with an `InternalEvmError` carrying your message (with `throwOnFail: false`, that error is in `errors`)',
    check: async (ctx) => {
      const {client, call} = await shared(ctx);
      const boom = () => {
        throw new Error('boom in a hook');
      };
      await assert.rejects(
        client.tevmContract({...call, onStep: boom}),
        (e) => e.name === 'InternalEvmError' && /boom in a hook/.test(e.message),
      );
      const r = await client.tevmContract({...call, throwOnFail: false, onStep: boom});
      assert.equal(r.errors?.[0]?.name, 'InternalEvmError');
    },
  },
  {
    quote:
      "`step.opcode.fee` is only the static part of an opcode's cost; `step.opcode.dynamicFee` (a `bigint`) is what the step is actually charged",
    example: 'assert.equal(total, result.executionGasUsed)',
  },
  {
    quote: 'an `SSTORE` has a static `fee` of 0',
    check: async (ctx) => {
      const {client, call} = await shared(ctx);
      let sstore;
      await client.tevmContract({
        ...call,
        onStep: (s) => {
          if (s.opcode.name === 'SSTORE') sstore = s.opcode;
        },
      });
      assert.equal(sstore.fee, 0);
      assert.ok(sstore.dynamicFee > 0n);
    },
  },
  {
    quote:
      'The call is a dry run (no `addToBlockchain`), so you can trace it without changing state',
    example:
      'assert.equal(await client.readContract(simple.read.get()), 1n) // dry run: nothing changed',
  },
  {
    quote:
      '`onNewContract` fires for every contract created, including contracts a factory creates inside its own code.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const client = createMemoryClient();
      // init code that CREATEs an empty child: PUSH1 0 PUSH1 0 PUSH1 0 CREATE STOP (the outer contract gets no code)
      const created = [];
      const depths = [];
      await client.tevmCall({
        from: PREFUNDED_ACCOUNTS[0].address,
        data: '0x600060006000f000',
        onNewContract: (d) => void created.push(d.address.toString()),
        onBeforeMessage: (m) => void depths.push(m.depth),
      });
      assert.deepEqual(depths, [0, 1], 'nested create message not seen');
      assert.equal(created.length, 2, `onNewContract fired ${created.length} time(s)`);
    },
  },
  {
    quote: '`onBeforeMessage` and `onAfterMessage` bracket each message',
    example: 'assert.deepEqual(messages, [{ depth: 0, isCreate: true, value: 0n }])',
  },
  {
    table: 'Option',
    row: 'createTrace: true',
    example: 'assert.ok((deployment.trace?.structLogs.length ?? 0) > 0)',
  },
  {
    table: 'Option',
    row: 'createAccessList: true',
    check: async (ctx) => {
      const {client, call} = await shared(ctx);
      const r = await client.tevmContract({...call, createAccessList: true});
      const [[address, slots]] = Object.entries(r.accessList);
      assert.equal(address.toLowerCase(), call.address.toLowerCase());
      assert.ok(slots.size >= 1);
    },
  },
  {
    quote: 'Hooks and these options can be combined in the same call',
    example: 'createTrace: true,\n  onNewContract',
  },
  {
    quote:
      'the `tevmMine` callbacks `onBlock`, `onReceipt` and `onLog`, fired for each block mined by that call',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const client = createMemoryClient({miningConfig: {type: 'manual'}});
      const blocks = [];
      await client.tevmMine({blockCount: 2, onBlock: (b) => void blocks.push(b.header.number)});
      assert.deepEqual(blocks, [1n, 2n]);
    },
  },
  {
    quote: '`newBlock`, `newReceipt`, `newLog` and `newPendingTransaction`',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const {SimpleContract} = await import('tevm/contract');
      const client = createMemoryClient();
      const seen = new Set();
      const node = client.transport.tevm;
      for (const e of ['newBlock', 'newReceipt', 'newLog', 'newPendingTransaction'])
        node.on(e, () => void seen.add(e));
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      const from = PREFUNDED_ACCOUNTS[0].address;
      const {createdAddress} = await client.tevmDeploy({
        ...SimpleContract.deploy(1n),
        from,
        addToBlockchain: true,
      });
      await client.tevmContract({
        ...SimpleContract.withAddress(createdAddress).write.set(2n),
        from,
        addToBlockchain: true,
      });
      assert.deepEqual([...seen].sort(), [
        'newBlock',
        'newLog',
        'newPendingTransaction',
        'newReceipt',
      ]);
    },
  },
  {
    quote:
      'the node emits `newPendingTransaction` for transactions created by `tevmCall` and `eth_sendTransaction`, but not for raw signed ones',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const client = createMemoryClient({miningConfig: {type: 'manual'}});
      let count = 0;
      client.transport.tevm.on('newPendingTransaction', () => void count++);
      const [a, b] = PREFUNDED_ACCOUNTS;
      await client.request({
        method: 'eth_sendTransaction',
        params: [{from: a.address, to: b.address, value: '0x1'}],
      });
      assert.equal(count, 1, 'eth_sendTransaction did not emit');
      await client.sendTransaction({account: b, to: a.address, value: 1n}); // signed locally → eth_sendRawTransaction
      assert.equal(count, 1, 'a raw signed transaction emitted');
      const pool = await client.transport.tevm.getTxPool();
      assert.equal((await pool.getPendingTransactions()).length, 2);
    },
  },
];
