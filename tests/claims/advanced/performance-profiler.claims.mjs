// Claims of docs/advanced/performance-profiler.mdx.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';

/** A profiler-enabled client with SimpleContract deployed, and the logs of one direct set(5) runCall. */
const profiled = (ctx) =>
  ctx.shared('profiled', async () => {
    const {createMemoryClient, encodeFunctionData, hexToBytes, PREFUNDED_ACCOUNTS} =
      await import('tevm');
    const {createAddress} = await import('tevm/address');
    const {SimpleContract} = await import('tevm/contract');
    const client = createMemoryClient({profiler: true});
    const {createdAddress} = await client.tevmDeploy({
      ...SimpleContract.deploy(1n),
      addToBlockchain: true,
    });
    const vm = await client.transport.tevm.getVm();
    await vm.evm.runCall({
      caller: createAddress(PREFUNDED_ACCOUNTS[0].address),
      to: createAddress(createdAddress),
      data: hexToBytes(
        encodeFunctionData({abi: SimpleContract.abi, functionName: 'set', args: [5n]}),
      ),
      gasLimit: 1_000_000n,
    });
    return {client, vm, logs: vm.evm.getPerformanceLogs(), createdAddress};
  });
/**
 * CPU time (ms) of importing tevm and of creating a ready client, measured in a fresh Node process.
 * CPU time rather than wall time: a machine busy with other work stretches wall time, not this.
 */
const importVsCreate = (ctx) =>
  ctx.shared('importVsCreate', () => {
    const script = [
      'const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }',
      "let t = cpu(); const { createMemoryClient } = await import('tevm'); const i = cpu() - t",
      't = cpu(); await createMemoryClient().tevmReady(); const c = cpu() - t',
      'console.log(JSON.stringify({ i, c }))',
    ].join('\n');
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 300000,
    });
    if (r.status !== 0)
      throw new Error(
        `measuring process failed (${r.signal ?? r.status}): ${r.stderr.slice(0, 300)}`,
      );
    return JSON.parse(r.stdout.trim().split('\n').pop());
  });
const entry = async (ctx, tag = 'SSTORE') =>
  (await profiled(ctx)).logs.opcodes.find((e) => e.tag === tag);

/**
 * The steps (opcode, depth, gasLeft, dynamicFee) of a call into a contract that CALLs a second one,
 * which writes a storage slot.
 */
const callerCalleeSteps = async () => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
  const c = createMemoryClient({loggingLevel: 'silent'});
  const callee = '0x00000000000000000000000000000000000000b0';
  const caller = '0x00000000000000000000000000000000000000a0';
  await c.setCode({address: callee, bytecode: '0x600160005500'}); // SSTORE(0, 1)
  // CALL(gas, callee, 0, 0, 0, 0, 0)
  await c.setCode({address: caller, bytecode: `0x6000600060006000600073${callee.slice(2)}5af100`});
  const steps = [];
  await c.tevmCall({
    from: PREFUNDED_ACCOUNTS[0].address,
    to: caller,
    onStep: (s, next) => {
      steps.push({op: s.opcode.name, depth: s.depth, gasLeft: s.gasLeft, dyn: s.opcode.dynamicFee});
      next?.();
    },
  });
  return steps;
};

export default [
  {
    quote:
      'The option is a boolean; there are no sub-settings such as sampling rates or opcode filters.',
    check: async (ctx) => {
      assert.match(ctx.source('@tevm/node/src/TevmNodeOptions.ts'), /readonly profiler\?: boolean/);
      // what reaches the EVM is only an on/off flag
      const vm = await (await import('tevm')).createTevmNode({profiler: true}).getVm();
      assert.deepEqual(/** @type {any} */ (vm.evm)._optsCached.profiler, {enabled: true});
    },
  },
  {
    quote: 'The collected data is read from the EVM with `vm.evm.getPerformanceLogs()`',
    example: 'const { opcodes } = vm.evm.getPerformanceLogs()',
  },
  {
    quote:
      'Logs only appear when you call `vm.evm.runCall(...)` yourself on the VM you got from `getVm()`.',
    example: 'assert.equal(vm.evm.getPerformanceLogs().opcodes.length, 0)',
  },
  {
    quote: 'Actions and mining run on deep copies of the VM, and the copy drops the profiler flag.',
    check: async (ctx) => {
      const {vm} = await profiled(ctx);
      assert.deepEqual(vm.evm._optsCached.profiler, {enabled: true});
      const copy = await vm.deepCopy();
      assert.deepEqual(copy.evm._optsCached.profiler, {enabled: false});
      assert.match(ctx.source('@tevm/actions/src/Call/cloneVmWithBlock.js'), /deepCopy\(\)/);
    },
  },
  {
    table: 'Log field',
    row: 'tag',
    check: async (ctx) => {
      const {logs} = await profiled(ctx);
      assert.ok(logs.opcodes.every((e) => typeof e.tag === 'string'));
      assert.ok(Array.isArray(logs.precompiles));
    },
  },
  {table: 'Log field', row: 'calls', example: 'assert.equal(sstore?.calls, 1)'},
  {
    table: 'Log field',
    row: 'totalTime, avgTimePerCall',
    check: async (ctx) => {
      const e = await entry(ctx);
      assert.equal(typeof e.totalTime, 'number');
      assert.ok(Math.abs(e.avgTimePerCall - e.totalTime / e.calls) < 1e-6);
      // milliseconds: a 10 000-iteration loop's summed opcode times sit between 1 % and 100 %
      // of the wall-clock milliseconds the call took (microseconds would be ~1000× the wall time)
      const {createTevmNode, hexToBytes} = await import('tevm');
      const vm = await createTevmNode({profiler: true}).getVm();
      const t0 = performance.now();
      await vm.evm.runCall({
        data: hexToBytes('0x6127105b600190038060035700'),
        gasLimit: 10_000_000n,
      });
      const wall = performance.now() - t0;
      const sum = vm.evm.getPerformanceLogs().opcodes.reduce((a, o) => a + o.totalTime, 0);
      assert.ok(sum > wall * 0.01 && sum <= wall, `opcode times ${sum} vs ${wall} ms wall`);
    },
  },
  {
    table: 'Log field',
    row: 'gasUsed, staticGasUsed, dynamicGasUsed, staticGas',
    check: async (ctx) => {
      const e = await entry(ctx);
      assert.equal(e.gasUsed, e.staticGasUsed + e.dynamicGasUsed);
      assert.equal(e.staticGasUsed, 0);
      assert.ok(e.dynamicGasUsed > 0);
      assert.equal(e.staticGas, 0);
    },
  },
  {
    table: 'Log field',
    row: 'millionGasPerSecond, blocksPerSlot',
    check: async (ctx) => {
      const e = (await profiled(ctx)).logs.opcodes.find((x) => x.gasUsed > 0);
      for (const k of ['millionGasPerSecond', 'blocksPerSlot']) assert.ok(k in e, k);
    },
  },
  {table: 'Technique', row: 'Opcode counts', example: 'entry.count += 1'},
  {
    table: 'Technique',
    row: 'Gas per opcode',
    check: async (ctx) => {
      const {client, createdAddress} = await profiled(ctx);
      const {SimpleContract} = await import('tevm/contract');
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      let sum = 0n;
      const r = await client.tevmContract({
        ...SimpleContract.withAddress(createdAddress).write.set(9n),
        from: PREFUNDED_ACCOUNTS[0].address,
        onStep: (s) => void (sum += s.opcode.dynamicFee),
      });
      assert.equal(sum, r.executionGasUsed);
    },
  },
  {table: 'Technique', row: 'Whole-call gas', example: 'assert.ok(result.executionGasUsed > 0n)'},
  {
    table: 'Technique',
    row: 'Full trace',
    check: async (ctx) => {
      const {client, createdAddress} = await profiled(ctx);
      const r = await client.tevmCall({to: createdAddress, data: '0x6d4ce63c', createTrace: true});
      assert.ok(r.trace.structLogs.length > 0);
    },
  },
  {
    quote:
      '`fee` is only the static base cost, 0 for `SSTORE`, so a profile built from it hides storage writes entirely.',
    check: async (ctx) => {
      const {client, createdAddress} = await profiled(ctx);
      const {SimpleContract} = await import('tevm/contract');
      const {PREFUNDED_ACCOUNTS} = await import('tevm');
      const steps = [];
      await client.tevmContract({
        ...SimpleContract.withAddress(createdAddress).write.set(11n),
        from: PREFUNDED_ACCOUNTS[0].address,
        onStep: (s) =>
          void steps.push({op: s.opcode.name, fee: s.opcode.fee, dyn: s.opcode.dynamicFee}),
      });
      const sstore = steps.find((s) => s.op === 'SSTORE');
      assert.equal(sstore.fee, 0);
      assert.ok(sstore.dyn >= 2900n, `SSTORE dynamicFee ${sstore.dyn}`);
    },
  },
  {
    quote:
      "Within one call frame, the difference between consecutive `gasLeft` values gives the same figures, as below (an ERC20 transfer calls no other contract). Across frames it does not: `gasLeft` belongs to the frame, so the first step inside a `CALL` or `CREATE` starts from the gas passed to the callee, and the step after the callee returns is back on the caller's count.",
    check: async () => {
      const steps = await callerCalleeSteps();
      const pairs = steps.slice(0, -1).map((s, i) => [s, steps[i + 1]]);
      const same = pairs.filter(([s, n]) => s.depth === n.depth && s.op !== 'CALL');
      assert.ok(same.length >= 8);
      for (const [s, n] of same)
        assert.equal(s.gasLeft - n.gasLeft, s.dyn, `${s.op} in frame ${s.depth}`);
      const into = pairs.find(([s, n]) => n.depth > s.depth);
      const back = pairs.find(([s, n]) => n.depth < s.depth);
      assert.ok(into && back, 'the caller did not call');
      assert.equal(into[0].op, 'CALL');
      assert.ok(
        into[0].gasLeft - into[1].gasLeft > into[0].dyn * 10n,
        'entering: the forwarded gas counts',
      );
      assert.ok(
        back[0].gasLeft < back[1].gasLeft,
        'returning: the caller has more gas left than the callee',
      );
      // what ERC20 transfer (the example's) runs: no CALL or CREATE opcode
      const {ERC20} = await import('tevm/contract');
      const {createMemoryClient, parseEther, PREFUNDED_ACCOUNTS} = await import('tevm');
      const c = createMemoryClient({loggingLevel: 'silent'});
      const {createdAddress} = await c.tevmDeploy({
        ...ERC20.deploy('Token', 'TKN'),
        addToBlockchain: true,
      });
      const token = ERC20.withAddress(/** @type {any} */ (createdAddress));
      await c.tevmDeal({
        erc20: token.address,
        account: PREFUNDED_ACCOUNTS[0].address,
        amount: parseEther('10'),
      });
      const depths = new Set();
      await c.tevmContract({
        ...token.write.transfer(PREFUNDED_ACCOUNTS[1].address, parseEther('1')),
        from: PREFUNDED_ACCOUNTS[0].address,
        onStep: (s) => void depths.add(s.depth),
      });
      assert.deepEqual([...depths], [0]);
    },
  },
  {
    quote: 'storage writes dominate an ERC20 transfer',
    example: "assert.equal(hotspots[0]?.[0], 'SSTORE')",
  },
  {
    table: 'Fact',
    row: 'Importing tevm takes a second or more',
    check: async (ctx) => {
      const {i} = await importVsCreate(ctx);
      assert.ok(i >= 700, `import took ${i.toFixed(0)} ms`);
    },
  },
  {
    table: 'Fact',
    row: 'A simple call takes tens of milliseconds once warm (about 20 ms for the get() above on the 2-core machine this site is tested on)',
    check: async (ctx) => {
      const {client, createdAddress} = await profiled(ctx);
      const call = {to: createdAddress, data: '0x6d4ce63c'};
      for (let i = 0; i < 3; i++) await client.tevmCall(call);
      // CPU time per call (wall time on a loaded machine says more about the machine)
      const before = process.cpuUsage();
      for (let i = 0; i < 20; i++) await client.tevmCall(call);
      const used = process.cpuUsage(before);
      const ms = (used.user + used.system) / 1000 / 20;
      assert.ok(ms < 100, `${ms.toFixed(1)} ms of CPU per warm call`);
    },
  },
  {
    table: 'Fact',
    row: 'The first read of each account or slot in a fork goes to the upstream',
    check: async (ctx) => {
      const {createMemoryClient} = await import('tevm');
      const upstream = await ctx.forkUpstream('mainnet');
      const seen = [];
      const client = createMemoryClient({
        fork: {transport: {request: (a) => (seen.push(a.method), upstream.request(a))}},
      });
      const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
      await client.getBalance({address: weth});
      const first = seen.filter((m) => m === 'eth_getProof').length;
      await client.getBalance({address: weth});
      assert.ok(first >= 1);
      assert.equal(
        seen.filter((m) => m === 'eth_getProof').length,
        first,
        'second read went upstream',
      );
    },
  },
  {
    table: 'Fact',
    row: 'Creating a client is cheap compared with importing',
    check: async (ctx) => {
      const {i, c} = await importVsCreate(ctx);
      assert.ok(
        c * 10 < i,
        `creating a client (${c.toFixed(0)} ms) is not cheap next to importing (${i.toFixed(0)} ms)`,
      );
    },
  },
  {
    quote: 'use `increaseTime` or `setNextBlockTimestamp` to move block time without waiting',
    check: async () => {
      const {createMemoryClient} = await import('tevm');
      const c = createMemoryClient();
      const t0 = (await c.getBlock()).timestamp;
      await c.setNextBlockTimestamp({timestamp: t0 + 1000n});
      await c.mine({blocks: 1});
      assert.equal((await c.getBlock()).timestamp, t0 + 1000n);
      await c.increaseTime({seconds: 500});
      await c.mine({blocks: 1});
      assert.ok((await c.getBlock()).timestamp >= t0 + 1500n);
    },
  },
];
