// Claims of docs/api/tevm-call.mdx.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {declares, reverter, captureConsole, revertWith} from '../helpers.mjs';

const A = '@tevm/actions/src/';
const tevm = () => import('tevm');
const A1 = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const A2 = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const ZERO = '0x0000000000000000000000000000000000000000';
/** A source-reading ctx for the one claim whose check has no ctx parameter. */
const ctx0 = {source: (rel) => readFileSync(join(process.cwd(), 'node_modules', rel), 'utf8')};
/** Puts code that returns CALLER and ORIGIN (two words) at a fixed address. */
const whoAmI = async (c) => {
  const at = '0x00000000000000000000000000000000000000ee';
  await c.setCode({address: at, bytecode: '0x335f523260205260405ff3'});
  return at;
};
/** [msg.sender, tx.origin] as seen by the code of whoAmI. */
const senders = async (c, at, params) => {
  const {rawData} = await c.tevmCall({to: at, ...params});
  return [rawData.slice(26, 66), rawData.slice(90, 130)].map((h) => `0x${h}`);
};
/** Puts code that returns GASPRICE at a fixed address. */
const gasPriceProbe = async (c) => {
  const at = '0x00000000000000000000000000000000000000ef';
  await c.setCode({address: at, bytecode: '0x3a5f5260205ff3'});
  return at;
};
/**
 * The GASPRICE a dry run sees on a fresh node with these fee parameters, and the base fee.
 * @param {object} params
 */
export const gasPriceSeen = async (params) => {
  const c = await fresh();
  const g = await gasPriceProbe(c);
  const {baseFeePerGas: base} = await c.getBlock();
  return {base, seen: BigInt((await c.tevmCall({to: g, ...params})).rawData)};
};
/**
 * What runtime code placed with `deployedBytecode` at a SimpleContract storing 7 reads from slot 0
 * (PUSH0 SLOAD PUSH0 MSTORE PUSH1 32 PUSH0 RETURN), and whether the contract's own code is back.
 */
export const deployedBytecodeOverContract = async () => {
  const {SimpleContract} = await import('tevm/contract');
  const c = await fresh();
  const {createdAddress} = await c.tevmDeploy({
    ...SimpleContract.deploy(7n),
    addToBlockchain: true,
  });
  const r = await c.tevmCall({to: createdAddress, deployedBytecode: '0x5f545f5260205ff3'});
  const code = await c.getCode({address: createdAddress});
  return {slot0: BigInt(r.rawData), codeKept: code === SimpleContract.deployedBytecode};
};
/**
 * A call with `addToBlockchain: true` and this `gas` to a contract that writes a fresh slot
 * (22,106 gas of execution), from prefunded account 0: the result, the receipt's status (or
 * undefined), blocks mined, the mempool, and what a second `addToBlockchain` call from the same
 * sender and `tevmMine` then do.
 * @param {bigint} gas
 * @param {object} [extra] more call parameters (calldata)
 */
export const inclusionWithGas = async (gas, extra = {}) => {
  const {from, store, c} = await gasSetUp();
  let result;
  // tevm warns on the console that a gas limit below its estimate "may fail once mined"
  await captureConsole(async () => {
    result = await c.tevmCall({
      from,
      to: store,
      gas,
      addToBlockchain: true,
      throwOnFail: false,
      ...extra,
    });
  });
  const receipt = result.txHash ? await c.getTransactionReceipt({hash: result.txHash}) : undefined;
  const blocks = await c.getBlockNumber();
  const {pending} = await c.request({method: 'txpool_status'});
  const next = await c.tevmCall({
    from,
    to: A1,
    value: 1n,
    addToBlockchain: true,
    throwOnFail: false,
  });
  const mine = await c.tevmMine({throwOnFail: false}).catch((e) => ({errors: [e]}));
  return {c, from, result, status: receipt?.status, blocks, pending, next, mine};
};
/** A fresh client and the always-reverting contract (PUSH1 0 PUSH1 0 REVERT). */
const hookTarget = async () => {
  const c = await fresh();
  return {c, to: await reverter(c)};
};
const fresh = async (opts) => (await tevm()).createMemoryClient(opts);
const sender = async (i = 0) => (await tevm()).PREFUNDED_ACCOUNTS[i].address;
/** A fresh client with a contract that loops forever and one that writes a fresh slot (22,106 gas). */
const gasSetUp = async () => {
  const c = await fresh({loggingLevel: 'silent'});
  const loop = '0x00000000000000000000000000000000000000e1';
  const store = '0x00000000000000000000000000000000000000e2';
  await c.setCode({address: loop, bytecode: '0x5b600056'}); // JUMPDEST PUSH1 0 JUMP
  await c.setCode({address: store, bytecode: '0x600160005500'}); // SSTORE(0, 1) STOP
  return {c, loop, store, from: await sender()};
};

/**
 * On an auto-mining client, a transfer queued with `addToMempool: true`, then one more send from
 * another account by `how` ('signed' through eth_sendRawTransaction, 'unsigned' through
 * eth_sendTransaction, 'addToBlockchain', or 'mine' for tevmMine). Returns the block number and
 * pool size right after queueing, then the block number, the pool size and how many transactions
 * the latest block holds after the second step. txpool.claims.mjs reads it too.
 */
export const queuedThen = async (how) => {
  const {createMemoryClient, PREFUNDED_ACCOUNTS} = await tevm();
  const [a, b, c] = PREFUNDED_ACCOUNTS;
  const client = createMemoryClient({loggingLevel: 'silent'});
  await client.tevmCall({from: a.address, to: b.address, value: 1n, addToMempool: true});
  const pool = await client.transport.tevm.getTxPool();
  const queued = {block: await client.getBlockNumber(), pool: pool.txsInPool};
  if (how === 'signed') await client.sendTransaction({account: c, to: a.address, value: 1n});
  else if (how === 'unsigned')
    await client.request({
      method: 'eth_sendTransaction',
      params: [{from: c.address, to: a.address, value: '0x1'}],
    });
  else if (how === 'addToBlockchain')
    await client.tevmCall({from: c.address, to: a.address, value: 1n, addToBlockchain: true});
  else await client.tevmMine();
  const latest = await client.getBlock({blockTag: 'latest'});
  return {
    queued,
    block: await client.getBlockNumber(),
    pool: (await pool.getPendingTransactions()).length,
    inLatest: latest.transactions.length,
  };
};

export default [
  {
    quote:
      'The first deployment from prefunded account 0 on a fresh node always lands at `0x5FbDB2315678afecb367f032d93F642f64180aa3`.',
    example: "assert.equal(deployed.createdAddress, '0x5FbDB2315678afecb367f032d93F642f64180aa3')",
  },
  {
    quote: 'Both take the same parameters and return the same result.',
    example: 'await tevmCall(client, {',
  },
  {
    quote:
      'The tables below list every field of `CallParams` in this release, plus the four event hooks.',
    check: async (ctx) => {
      // The fields the installed types declare (CallParams and its bases, and CallEvents) ...
      const dts = ctx.source('@tevm/actions/dist/index.d.ts');
      const body = (name) => {
        const at = dts.search(new RegExp(`^(type|interface) ${name}\\b`, 'm'));
        assert.ok(at >= 0, `${name} not found in @tevm/actions' types`);
        const open = dts.indexOf('{', at);
        let depth = 0;
        for (let i = open; i < dts.length; i++) {
          if (dts[i] === '{') depth++;
          else if (dts[i] === '}' && --depth === 0) return dts.slice(open + 1, i);
        }
        throw new Error(`unbalanced ${name}`);
      };
      const fields = (text) => {
        const top = text.replace(/\/\*\*[\s\S]*?\*\//g, '');
        let depth = 0;
        const out = [];
        for (const line of top.split('\n')) {
          const m = depth === 0 && line.match(/^\s*(?:readonly\s+)?(\w+)\??:/);
          if (m) out.push(m[1]);
          depth += (line.match(/[{([]/g) ?? []).length - (line.match(/[})\]]/g) ?? []).length;
        }
        return out;
      };
      const declared = ['BaseParams', 'BaseCallParams', 'CallParams', 'CallEvents']
        .flatMap((n) => fields(body(n)))
        .sort();
      // ... and the rows of the tables in "Parameters by group".
      const page = readFileSync(join(process.cwd(), ctx.page), 'utf8');
      const section = page.slice(
        page.indexOf('## Parameters by group'),
        page.indexOf('## Overrides: what-if calls'),
      );
      const rows = [...section.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]).sort();
      assert.ok(declared.length >= 30, `only ${declared.length} fields parsed from the types`);
      assert.deepEqual(rows, declared);
    },
  },
  // Sender, target and input
  {
    table: 'Parameter',
    nth: 1,
    row: 'from',
    check: async () => {
      const c = await fresh();
      const w = await whoAmI(c);
      assert.deepEqual(await senders(c, w, {from: A1}), [A1, A1]);
      assert.deepEqual(await senders(c, w, {}), [ZERO, ZERO], 'a dry run without a sender');
      const r = await c.tevmCall({to: A2, value: 1n, addToBlockchain: true});
      assert.equal((await c.getTransaction({hash: r.txHash})).from, await sender());
    },
  },
  {
    table: 'Parameter',
    nth: 1,
    row: 'origin',
    check: async () => {
      const c = await fresh();
      const w = await whoAmI(c);
      assert.deepEqual(await senders(c, w, {origin: A2}), [A2, A2]);
      assert.deepEqual(await senders(c, w, {origin: A2, from: A1}), [A2, A2]);
    },
  },
  {
    table: 'Parameter',
    nth: 1,
    row: 'caller',
    check: async () => {
      const c = await fresh();
      const w = await whoAmI(c);
      assert.deepEqual(await senders(c, w, {caller: A1}), [A1, A1]);
      assert.deepEqual(await senders(c, w, {caller: A1, origin: A2}), [A2, A2]);
      assert.deepEqual(await senders(c, w, {caller: A2, from: A1}), [A1, A1]);
    },
  },
  {
    table: 'Parameter',
    nth: 1,
    row: 'to',
    example:
      'const deployed = await client.tevmCall({ from, data: deployData, addToBlockchain: true })',
  },
  {
    table: 'Parameter',
    nth: 1,
    row: 'data',
    example: "data: encodeFunctionData({ abi: SimpleContract.abi, functionName: 'get' }),",
  },
  {
    table: 'Parameter',
    nth: 1,
    row: 'value',
    example: "assert.equal(account.balance, parseEther('1001'))",
  },
  {
    table: 'Parameter',
    nth: 1,
    row: 'code',
    check: async () => {
      const {encodeDeployData, encodeFunctionData} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = await fresh();
      const code = encodeDeployData({
        abi: SimpleContract.abi,
        bytecode: SimpleContract.bytecode,
        args: [5n],
      });
      const data = encodeFunctionData({abi: SimpleContract.abi, functionName: 'get'});
      const r = await c.tevmCall({code, data});
      assert.equal(BigInt(r.rawData), 5n, 'the constructor did not run');
      assert.equal(r.createdAddress, undefined);
      assert.equal(await c.getBlockNumber(), 0n);
    },
  },
  {
    table: 'Parameter',
    nth: 1,
    row: 'deployedBytecode',
    check: async () => {
      const {encodeFunctionData} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      // over an existing contract: its code is replaced for the call, its storage stays
      const over = await deployedBytecodeOverContract();
      assert.equal(over.slot0, 7n, "the new code did not read the existing contract's slot");
      assert.ok(over.codeKept, "the contract's own code was not back after the call");
      // at an empty address or a random one: no constructor, empty storage, nothing kept
      const c = await fresh();
      const to = '0x00000000000000000000000000000000000000dd';
      const data = encodeFunctionData({abi: SimpleContract.abi, functionName: 'get'});
      const r = await c.tevmCall({to, deployedBytecode: SimpleContract.deployedBytecode, data});
      assert.equal(r.errors, undefined);
      assert.equal(BigInt(r.rawData), 0n, 'storage at a fresh address did not start empty');
      assert.equal(await c.getCode({address: to}), undefined, 'the code was kept');
      const anywhere = await c.tevmCall({deployedBytecode: SimpleContract.deployedBytecode, data});
      assert.equal(anywhere.errors, undefined);
      assert.equal(BigInt(anywhere.rawData), 0n);
    },
  },
  {
    table: 'Parameter',
    nth: 1,
    row: 'blockTag',
    check: async () => {
      const {encodeFunctionData, PREFUNDED_ACCOUNTS} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = await fresh();
      const {createdAddress} = await c.tevmDeploy({
        ...SimpleContract.deploy(1n),
        addToBlockchain: true,
      });
      const first = await c.getBlock();
      await c.writeContract({
        account: PREFUNDED_ACCOUNTS[0],
        address: createdAddress,
        abi: SimpleContract.abi,
        functionName: 'set',
        args: [9n],
      });
      const data = encodeFunctionData({abi: SimpleContract.abi, functionName: 'get'});
      const at = (blockTag) => c.tevmCall({to: createdAddress, data, blockTag, throwOnFail: false});
      assert.equal(BigInt((await at(undefined)).rawData), 9n);
      assert.equal(BigInt((await at('latest')).rawData), 9n);
      assert.equal(BigInt((await at('pending')).rawData), 9n);
      assert.equal(BigInt((await at(first.number)).rawData), 1n);
      assert.equal(BigInt((await at(first.hash)).rawData), 1n);
      for (const tag of ['earliest', 'safe', 'finalized'])
        assert.match(String((await at(tag)).errors?.[0]?.message), /Unable to find block/, tag);
      const past = await c.tevmCall({
        from: await sender(),
        to: A1,
        value: 1n,
        blockTag: first.number,
        addToBlockchain: true,
        throwOnFail: false,
      });
      assert.match(String(past.errors?.[0]?.message), /past blocks/);
    },
  },
  // Gas, fees and nonce
  {
    table: 'Parameter',
    nth: 2,
    row: 'gas',
    check: async () => {
      const {from, loop, c} = await gasSetUp();
      // with or without an inclusion flag, the loop runs to the block gas limit, not to `gas`
      const {gasLimit} = await c.getBlock();
      for (const flags of [{}, {addToBlockchain: true}]) {
        const r = await c.tevmCall({from, to: loop, gas: 50_000n, throwOnFail: false, ...flags});
        assert.equal(r.executionGasUsed, gasLimit - 21_000n, JSON.stringify(flags));
      }
      const mined = async (p) => {
        const r = await c.tevmCall({from, addToBlockchain: true, ...p});
        return {used: r.executionGasUsed, gas: (await c.getTransaction({hash: r.txHash})).gas};
      };
      assert.equal((await mined({to: A1, value: 1n, gas: 30_000n})).gas, 30_000n);
      // default: 110 % of 21,000 + calldata cost (+ 32,000 for a deployment) + execution gas
      const e2 = '0x00000000000000000000000000000000000000e2';
      const cases = [
        [{to: A1, value: 1n}, 21_000n],
        [{to: e2}, 21_000n],
        [{to: e2, data: `0x${'ff00'.repeat(5)}`}, 21_000n + 5n * 16n + 5n * 4n],
        [{data: '0x00'}, 21_000n + 32_000n + 4n],
      ];
      for (const [p, intrinsic] of cases) {
        const {used, gas} = await mined(p);
        assert.equal(gas, ((intrinsic + used) * 11n) / 10n, `${p.to ?? 'deploy'} ${p.data}`);
      }
      // covers the intrinsic gas, not the execution: the result succeeds, the receipt reverts
      const low = await inclusionWithGas(26_000n);
      assert.equal(low.result.errors, undefined);
      assert.equal(low.result.executionGasUsed, 22_106n);
      assert.equal(low.status, 'reverted');
      // below the intrinsic gas: an error, nothing mined, the transaction left in the mempool
      const stuck = await inclusionWithGas(20_000n);
      assert.match(String(stuck.result.errors?.[0]?.message), /lower than the minimum gas limit/);
      assert.deepEqual([stuck.status, stuck.blocks, stuck.pending], [undefined, 0n, '0x1']);
    },
  },
  {
    quote:
      "`tevmCall`, and `tevmContract` and `tevmDeploy` on top of it, execute with the block gas limit whatever `gas` says: a call that loops forever, even with `gas: 50_000n`, runs until the block's 30,000,000 gas are spent (21,000 of them intrinsic gas, the other 29,979,000 execution).",
    check: async () => {
      const {from, loop, c} = await gasSetUp();
      assert.equal((await c.getBlock()).gasLimit, 30_000_000n);
      const call = await c.tevmCall({from, to: loop, gas: 50_000n, throwOnFail: false});
      assert.equal(call.totalGasSpent, 30_000_000n);
      assert.equal(call.executionGasUsed, 29_979_000n);
      assert.equal(call.errors?.[0]?.name, 'OutOfGasError');
      const contract = await c.tevmContract({
        from,
        to: loop,
        abi: [
          {type: 'function', name: 'f', inputs: [], outputs: [], stateMutability: 'nonpayable'},
        ],
        functionName: 'f',
        gas: 50_000n,
        throwOnFail: false,
      });
      assert.equal(contract.totalGasSpent, 30_000_000n);
      // a constructor that loops forever
      const deploy = await c.tevmDeploy({
        from,
        bytecode: '0x5b600056',
        abi: [],
        gas: 50_000n,
        throwOnFail: false,
      });
      assert.equal(deploy.totalGasSpent, 30_000_000n);
    },
  },
  {
    quote:
      'With an inclusion flag the mined transaction does get your `gas`, so a value that covers the intrinsic gas but not the execution returns a successful result from `tevmCall` while the receipt says `reverted`.',
    check: async () => {
      const low = await inclusionWithGas(26_000n);
      assert.equal(low.result.errors, undefined);
      assert.equal((await low.c.getTransaction({hash: low.result.txHash})).gas, 26_000n);
      assert.equal(low.status, 'reverted');
    },
  },
  {
    quote:
      'A value below the intrinsic gas (21,000 plus the calldata cost) is worse: `tevmCall` fails with "tx gas limit … is lower than the minimum gas limit", nothing is mined and no receipt is written, yet the transaction stays in the mempool holding the sender\'s nonce.',
    check: async () => {
      const stuck = await inclusionWithGas(20_000n);
      assert.match(
        String(stuck.result.errors?.[0]?.message),
        /tx gas limit 20000 is lower than the minimum gas limit of 21000/,
      );
      assert.deepEqual(
        [stuck.result.txHash, stuck.status, stuck.blocks],
        [undefined, undefined, 0n],
      );
      assert.equal(stuck.pending, '0x1');
      const [queued] = Object.values(
        (await stuck.c.request({method: 'txpool_content'})).pending,
      ).flatMap((byNonce) => Object.values(byNonce));
      assert.equal(BigInt(queued.nonce), 0n, 'the stuck transaction does not hold nonce 0');
      // the calldata cost is part of the minimum: 100 non-zero bytes add 1,600
      const data = await inclusionWithGas(22_000n, {data: `0x${'ff'.repeat(100)}`});
      assert.match(String(data.result.errors?.[0]?.message), /minimum gas limit of 22600/);
      // throws by default
      const {from, store, c} = await gasSetUp();
      await captureConsole(() =>
        assert.rejects(
          c.tevmCall({from, to: store, gas: 20_000n, addToBlockchain: true}),
          /lower than the minimum gas limit/,
        ),
      );
    },
  },
  {
    quote:
      'Every later `addToBlockchain` call from that sender, and `tevmMine`, then fails until you drop it with `anvil_dropAllTransactions`.',
    check: async () => {
      const stuck = await inclusionWithGas(20_000n);
      assert.match(String(stuck.next.errors?.[0]?.message), /nonce/);
      assert.match(String(stuck.mine.errors?.[0]?.message), /lower than the minimum gas limit/);
      assert.equal(await stuck.c.getBlockNumber(), 0n);
      await stuck.c.request({method: 'anvil_dropAllTransactions', params: []});
      const after = await stuck.c.tevmCall({
        from: stuck.from,
        to: A1,
        value: 1n,
        addToBlockchain: true,
      });
      assert.equal(after.errors, undefined);
      assert.equal(await stuck.c.getBlockNumber(), 1n);
    },
  },
  {
    table: 'Parameter',
    nth: 2,
    row: 'maxFeePerGas',
    check: async () => {
      const c = await fresh();
      const r = await c.tevmCall({
        from: await sender(),
        to: A1,
        value: 1n,
        maxFeePerGas: 10n ** 10n,
        addToBlockchain: true,
      });
      assert.equal((await c.getTransaction({hash: r.txHash})).maxFeePerGas, 10n ** 10n);
    },
  },
  {
    table: 'Parameter',
    nth: 2,
    row: 'maxPriorityFeePerGas',
    quote: 'default `0n`',
    check: async () => {
      // base fee plus the priority fee, capped at maxFeePerGas
      const p = 10n ** 9n;
      const sum = await gasPriceSeen({maxFeePerGas: 10n ** 12n, maxPriorityFeePerGas: p});
      assert.equal(sum.seen, sum.base + p);
      const capped = await gasPriceSeen({maxFeePerGas: sum.base + 3n, maxPriorityFeePerGas: 5n});
      assert.equal(capped.seen, capped.base + 3n);
      // without maxFeePerGas: the larger of the base fee (7 wei) and the priority fee
      assert.deepEqual(await gasPriceSeen({}), {base: 7n, seen: 7n});
      assert.deepEqual(await gasPriceSeen({maxPriorityFeePerGas: 7n}), {base: 7n, seen: 7n});
      const high = await gasPriceSeen({maxPriorityFeePerGas: 10n ** 12n});
      assert.equal(high.seen, 10n ** 12n);
      const c = await fresh();
      const r = await c.tevmCall({from: await sender(), to: A1, value: 1n, addToBlockchain: true});
      assert.equal((await c.getTransaction({hash: r.txHash})).maxPriorityFeePerGas, 0n);
    },
  },
  {
    table: 'Parameter',
    nth: 2,
    row: 'gasPrice',
    check: async () => {
      const fees = {maxFeePerGas: 10n ** 12n, maxPriorityFeePerGas: 10n ** 9n};
      for (const p of [{}, {maxPriorityFeePerGas: 10n ** 12n}, fees]) {
        const without = await gasPriceSeen(p);
        const withPrice = await gasPriceSeen({...p, gasPrice: 123_456n});
        assert.equal(withPrice.seen, without.seen, JSON.stringify(Object.keys(p)));
      }
    },
  },
  {
    table: 'Parameter',
    nth: 2,
    row: 'nonce',
    check: async () => {
      const c = await fresh();
      const from = await sender();
      await c.tevmCall({from, to: A1, value: 1n, addToMempool: true});
      const next = await c.tevmCall({from, to: A1, value: 1n, addToMempool: true});
      await c.tevmMine();
      assert.equal(
        (await c.getTransaction({hash: next.txHash})).nonce,
        1,
        'queued one not counted',
      );
      const set = await c.tevmCall({from, to: A1, value: 1n, nonce: 2n, addToBlockchain: true});
      assert.equal((await c.getTransaction({hash: set.txHash})).nonce, 2);
      const dry = await c.tevmCall({from, to: A1, value: 1n, nonce: 99n});
      assert.equal(dry.errors, undefined, 'a dry run read `nonce`');
    },
  },
  {
    table: 'Parameter',
    nth: 2,
    row: 'skipBalance',
    check: async () => {
      const c = await fresh();
      const poor = '0x00000000000000000000000000000000000000cc';
      const p = {from: poor, to: A1, value: 5n, throwOnFail: false};
      const dry = await c.tevmCall({...p, value: 10n ** 30n, skipBalance: false});
      assert.equal(dry.errors, undefined, 'a dry run checked the balance');
      const refused = await c.tevmCall({...p, addToBlockchain: true});
      assert.equal(refused.errors?.[0]?.name, 'InsufficientBalance');
      const sent = await c.tevmCall({...p, addToBlockchain: true, skipBalance: true});
      assert.equal(sent.errors, undefined);
      assert.equal((await c.getTransactionReceipt({hash: sent.txHash})).status, 'success');
    },
  },
  // Inclusion
  {
    table: 'Parameter',
    nth: 3,
    row: 'addToBlockchain',
    check: async () => {
      const onSuccess = await revertWith({addToBlockchain: 'on-success'});
      assert.deepEqual([onSuccess.nonce, onSuccess.blocks], [0, 0]);
      for (const v of ['always', true]) {
        const r = await revertWith({addToBlockchain: v}, {miningConfig: {type: 'manual'}});
        assert.deepEqual([r.nonce, r.blocks, r.pending], [1, 1, '0x0'], `${v}`);
      }
      for (const flags of [{addToBlockchain: 'never'}, {addToBlockchain: false}, {}]) {
        const r = await revertWith(flags);
        assert.deepEqual([r.nonce, r.blocks, r.result.txHash], [0, 0, undefined]);
      }
    },
  },
  {
    table: 'Parameter',
    nth: 3,
    row: 'addToMempool',
    check: async () => {
      const r = await revertWith({addToMempool: 'always'});
      assert.deepEqual([r.blocks, r.pending], [0, '0x1'], 'auto mining mined a queued call');
      const s = await revertWith({addToMempool: 'on-success'});
      assert.equal(s.pending, '0x0');
    },
  },
  {
    table: 'Parameter',
    nth: 3,
    row: 'createTransaction',
    check: async () => {
      const {captureStdout} = await import('../helpers.mjs');
      let r;
      const printed = await captureStdout(async () => {
        r = await revertWith({createTransaction: true}, {loggingLevel: 'warn'});
      });
      assert.deepEqual([r.blocks, r.pending], [0, '0x1']);
      assert.match(printed, /createTransaction parameter is deprecated/);
      assert.match(
        ctx0.source(`${A}BaseCall/BaseCallParams.ts`),
        /@deprecated[\s\S]{0,1200}readonly createTransaction\?/,
      );
    },
  },
  // Results and errors
  {
    table: 'Parameter',
    nth: 4,
    row: 'createTrace',
    check: async () => {
      const c = await fresh();
      const plain = await c.tevmCall({from: await sender(), to: A1, value: 1n});
      assert.equal(plain.trace, undefined);
      const r = await c.tevmCall({from: await sender(), to: A1, value: 1n, createTrace: true});
      assert.ok(Array.isArray(r.trace?.structLogs));
    },
  },
  {
    table: 'Parameter',
    nth: 4,
    row: 'createAccessList',
    check: async () => {
      const c = await fresh();
      const to = '0x00000000000000000000000000000000000000a5';
      await c.setCode({address: to, bytecode: '0x5f5400'}); // PUSH0 SLOAD STOP
      const plain = await c.tevmCall({to});
      assert.equal(plain.accessList, undefined);
      const r = await c.tevmCall({to, createAccessList: true});
      const slots = Object.entries(r.accessList ?? {}).find(([k]) => k.toLowerCase() === to)?.[1];
      assert.equal([...(slots ?? [])].length, 1, 'the slot read is not in the access list');
    },
  },
  {
    table: 'Parameter',
    nth: 4,
    row: 'throwOnFail',
    quote: 'Default `true`',
    check: async () => {
      const client = await fresh();
      const to = await reverter(client);
      await assert.rejects(client.tevmCall({to, data: '0x'}));
      assert.ok((await client.tevmCall({to, data: '0x', throwOnFail: false})).errors?.length);
    },
  },
  // Overrides
  {
    table: 'Parameter',
    nth: 5,
    row: 'stateOverrideSet',
    check: async (ctx) => {
      declares(ctx, `${A}common/StateOverrideSet.ts`, [
        'balance',
        'nonce',
        'code',
        'state',
        'stateDiff',
      ]);
      const c = await fresh();
      const a = '0x00000000000000000000000000000000000000ab';
      await captureConsole(async () => {
        const r = await c.tevmCall({
          from: a,
          to: A1,
          value: 5n,
          addToBlockchain: false,
          stateOverrideSet: {[a]: {balance: 7n}},
        });
        assert.equal(r.errors, undefined);
      });
      assert.equal(await c.getBalance({address: a}), 0n);
    },
  },
  {
    table: 'Parameter',
    nth: 5,
    row: 'blockOverrideSet',
    check: async (ctx) => {
      declares(ctx, `${A}common/BlockOverrideSet.ts`, [
        'number',
        'time',
        'gasLimit',
        'coinbase',
        'baseFee',
        'blobBaseFee',
      ]);
      const c = await fresh();
      const t = '0x00000000000000000000000000000000000000e2';
      await c.setCode({address: t, bytecode: '0x425f5260205ff3'}); // TIMESTAMP
      const r = await c.tevmCall({to: t, blockOverrideSet: {time: 2_000_000_000n}});
      assert.equal(BigInt(r.rawData), 2_000_000_000n);
    },
  },
  // Hooks
  {
    table: 'Parameter',
    nth: 6,
    row: 'onStep',
    check: async () => {
      const {c, to} = await hookTarget();
      const ops = [];
      await c.tevmCall({
        to,
        throwOnFail: false,
        onStep: (s, next) => (ops.push(s.opcode.name), next?.()),
      });
      assert.deepEqual(ops, ['PUSH1', 'PUSH1', 'REVERT']);
    },
  },
  {
    table: 'Parameter',
    nth: 6,
    row: 'onNewContract',
    check: async () => {
      const {encodeDeployData} = await tevm();
      const {SimpleContract} = await import('tevm/contract');
      const c = await fresh();
      const seen = [];
      const data = encodeDeployData({
        abi: SimpleContract.abi,
        bytecode: SimpleContract.bytecode,
        args: [1n],
      });
      const r = await c.tevmCall({
        data,
        onNewContract: (e, next) => (seen.push(e.address.toString()), next?.()),
      });
      assert.deepEqual(
        seen.map((x) => x.toLowerCase()),
        [r.createdAddress.toLowerCase()],
      );
    },
  },
  {
    table: 'Parameter',
    nth: 6,
    row: 'onBeforeMessage',
    check: async () => {
      const c = await fresh();
      // CALLs the reverter, then returns: two messages.
      const inner = await reverter(c);
      const outer = '0x00000000000000000000000000000000000000e3';
      await c.setCode({address: outer, bytecode: `0x5f5f5f5f5f73${inner.slice(2)}5af100`});
      const depths = [];
      await c.tevmCall({to: outer, onBeforeMessage: (m, next) => (depths.push(m.depth), next?.())});
      assert.deepEqual(depths, [0, 1]);
    },
  },
  {
    table: 'Parameter',
    nth: 6,
    row: 'onAfterMessage',
    check: async () => {
      const {c, to} = await hookTarget();
      const results = [];
      await c.tevmCall({
        to,
        throwOnFail: false,
        onAfterMessage: (r, next) => (results.push(r.execResult), next?.()),
      });
      assert.equal(results.length, 1);
      assert.ok(results[0].exceptionError, 'the revert is not in the result');
    },
  },
  // Accepted but not used: the message the EVM receives keeps its defaults.
  ...[
    ['salt', {salt: `0x${'11'.repeat(32)}`}, (m) => assert.equal(m.salt, undefined)],
    ['depth', {depth: 5}, (m) => assert.equal(m.depth, 0)],
    ['gasRefund', {gasRefund: 99n}, (m) => assert.equal(m.gasRefund, 0n)],
    ['selfdestruct', {selfdestruct: new Set([A1])}, (m) => assert.equal(m.selfdestruct.size, 0)],
    [
      'blobVersionedHashes',
      {blobVersionedHashes: [`0x01${'22'.repeat(31)}`]},
      (m) => assert.equal(m.blobVersionedHashes, undefined),
    ],
  ].map(([row, params, expect]) => ({
    table: 'Parameter',
    nth: 7,
    row,
    check: async () => {
      const {c, to} = await hookTarget();
      let message;
      await c.tevmCall({
        to,
        throwOnFail: false,
        ...params,
        onBeforeMessage: (m, next) => ((message ??= m), next?.()),
      });
      expect(message);
      if (row === 'salt') {
        const {encodeDeployData} = await tevm();
        const {SimpleContract} = await import('tevm/contract');
        const {getContractAddress} = await import('viem');
        const from = await sender();
        const data = encodeDeployData({
          abi: SimpleContract.abi,
          bytecode: SimpleContract.bytecode,
          args: [1n],
        });
        const r = await c.tevmCall({from, data, ...params});
        assert.equal(r.createdAddress, getContractAddress({from, nonce: 0n}));
      }
      if (row === 'blobVersionedHashes') {
        const probe = '0x00000000000000000000000000000000000000e4';
        await c.setCode({address: probe, bytecode: '0x5f495f5260205ff3'}); // BLOBHASH(0)
        assert.equal(BigInt((await c.tevmCall({to: probe, ...params})).rawData), 0n);
      }
    },
  })),
  {
    quote:
      "`'on-success'` keeps the transaction only if execution succeeded. `'always'` keeps a reverted transaction too (it still costs gas and bumps the nonce, as on a real chain). `'never'`, like leaving the flag out, is a dry run.",
    check: async () => {
      const onSuccess = await revertWith({addToBlockchain: 'on-success'});
      assert.deepEqual([onSuccess.nonce, onSuccess.blocks], [0, 0], "'on-success' kept a revert");
      const always = await revertWith({addToBlockchain: 'always'});
      assert.deepEqual([always.nonce, always.blocks], [1, 1], "'always' did not mine the revert");
      const receipt = await always.client.getTransactionReceipt({hash: always.result.txHash});
      assert.equal(receipt.status, 'reverted');
      assert.ok(receipt.gasUsed > 0n);
      for (const flags of [{addToBlockchain: 'never'}, {}]) {
        const r = await revertWith(flags);
        assert.deepEqual([r.nonce, r.blocks, r.result.txHash], [0, 0, undefined]);
      }
    },
  },
  {
    quote:
      "`addToBlockchain: true` and `addToMempool: true` keep the transaction whatever happens: a call that reverts is still mined (or queued), uses up the sender's nonce and pays for its gas.",
    check: async () => {
      const mined = await revertWith({addToBlockchain: true});
      assert.deepEqual(
        [mined.nonce, mined.blocks],
        [1, 1],
        'addToBlockchain: true did not mine the revert',
      );
      const queued = await revertWith({addToMempool: true});
      assert.equal(queued.pending, '0x1', 'addToMempool: true did not queue the revert');
    },
  },
  {
    quote:
      'With the default `throwOnFail: true` the call also throws, so the mined revert is easy to miss.',
    check: async () => {
      const client = await fresh();
      const to = await reverter(client);
      await assert.rejects(client.tevmCall({from: await sender(), to, addToBlockchain: true}));
      assert.equal(await client.getBlockNumber(), 1n);
    },
  },
  {
    quote: '`stateOverrideSet` changes state for this call only',
    example:
      'assert.equal(await client.readContract(SimpleContract.withAddress(createdAddress).read.get()), 7n)',
  },
  {
    quote:
      'a call with `stateOverrideSet` prints a stray `setting state <address> { … }` line to the console',
    check: async () => {
      const client = await fresh();
      const a = '0x00000000000000000000000000000000000000ab';
      const printed = await captureConsole(() =>
        client.tevmCall({to: a, stateOverrideSet: {[a]: {balance: 1n}}}),
      );
      assert.match(printed, /setting state 0x0+ab/i);
    },
  },
  {
    quote:
      'With the default `throwOnFail: true`, a failed call throws. Set it to `false` to get the result object back with an `errors` array instead',
    example: 'assert.ok(failed.errors && failed.errors.length > 0)',
  },
  {table: 'Field', row: 'rawData', example: 'data: result.rawData'},
  {
    table: 'Field',
    row: 'executionGasUsed',
    check: async () => {
      const client = await fresh();
      const r = await client.tevmCall({from: await sender(), to: await sender(1), value: 1n});
      assert.equal(r.executionGasUsed, 0n, 'a plain transfer executes no code');
      assert.equal(r.totalGasSpent, 21000n);
    },
  },
  {
    table: 'Field',
    row: 'totalGasSpent',
    check: async () => {
      const client = await fresh();
      const r = await client.tevmCall({
        from: await sender(),
        to: await sender(1),
        value: 1n,
        data: '0x01',
      });
      assert.ok(r.totalGasSpent > r.executionGasUsed && r.totalGasSpent >= 21000n);
    },
  },
  {
    table: 'Field',
    row: 'txHash',
    example: 'assert.equal(result.txHash, undefined) // a dry run is not a transaction',
  },
  {
    table: 'Field',
    row: 'logs',
    check: async (ctx) => declares(ctx, `${A}Call/CallResult.ts`, ['logs']),
  },
  {
    table: 'Field',
    row: 'createdAddress',
    example: "assert.equal(deployed.createdAddress, '0x5FbDB2315678afecb367f032d93F642f64180aa3')",
  },
  {
    table: 'Field',
    row: 'accessList',
    example: 'assert.ok(accessList && Object.keys(accessList).length > 0)',
  },
  {
    table: 'Field',
    row: 'trace',
    example: 'const opcodes = trace.structLogs.map((step) => step.op)',
  },
  {
    table: 'Field',
    row: 'errors',
    check: async () => {
      const client = await fresh();
      const ok = await client.tevmCall({from: await sender(), to: await sender(1), value: 1n});
      assert.equal(ok.errors, undefined);
      const to = await reverter(client);
      const failed = await client.tevmCall({to, throwOnFail: false});
      assert.ok(failed.errors?.length);
    },
  },
  {
    quote: 'By default nothing changes: state, nonces and blocks stay as they were.',
    check: async () => {
      const client = await fresh();
      const from = await sender();
      await client.tevmCall({from, to: await sender(1), value: 5n});
      assert.equal(await client.getTransactionCount({address: from}), 0);
      assert.equal(await client.getBlockNumber(), 0n);
      assert.equal(await client.getBalance({address: await sender(1)}), 1000n * 10n ** 18n);
    },
  },
  {
    table: 'Flag',
    row: 'none',
    check: async () => {
      for (const miningConfig of [{type: 'auto'}, {type: 'manual'}]) {
        const client = await fresh({miningConfig});
        const r = await client.tevmCall({from: await sender(), to: await sender(1), value: 1n});
        assert.equal(r.txHash, undefined);
        assert.equal((await client.request({method: 'txpool_status'})).pending, '0x0');
      }
    },
  },
  {
    table: 'Flag',
    row: 'addToMempool: true',
    quote: 'queued, **not mined** until `tevmMine()` or the next signed send',
    check: async () => {
      for (const how of ['signed', 'mine']) {
        const o = await queuedThen(how);
        assert.deepEqual(o.queued, {block: 0n, pool: 1}, `${how}: queued, not mined`);
        assert.deepEqual([o.block, o.pool], [1n, 0], `${how}: the queued one was not mined`);
      }
      for (const how of ['unsigned', 'addToBlockchain']) {
        const o = await queuedThen(how);
        assert.equal(o.pool, 1, `${how} mined the queued transaction`);
      }
      for (const miningConfig of [{type: 'auto'}, {type: 'manual'}]) {
        const client = await fresh({miningConfig});
        await client.tevmCall({
          from: await sender(),
          to: await sender(1),
          value: 1n,
          addToMempool: true,
        });
        assert.equal(await client.getBlockNumber(), 0n, `${miningConfig.type}: mined`);
        assert.equal((await client.request({method: 'txpool_status'})).pending, '0x1');
      }
    },
  },
  {
    table: 'Flag',
    row: 'addToBlockchain: true',
    check: async () => {
      for (const miningConfig of [{type: 'auto'}, {type: 'manual'}]) {
        const r = await revertWith({addToBlockchain: true}, {miningConfig});
        assert.equal(r.blocks, 1, `${miningConfig.type}: a reverting call was not mined at once`);
        const block = await r.client.getBlock();
        assert.equal(block.transactions.length, 1);
      }
    },
  },
  {
    quote:
      "even with automatic mining, `addToMempool` only queues, and what mines the queue later depends on the next send. A signed transaction sent with `eth_sendRawTransaction` (viem's `sendTransaction` with a local account) mines the whole pool along with itself, so the queued transaction lands in that block. An unsigned `eth_sendTransaction` and an `addToBlockchain` call mine only their own transaction and leave the queued one pending; `tevmMine()` mines it.",
    check: async () => {
      const signed = await queuedThen('signed');
      assert.deepEqual(signed.queued, {block: 0n, pool: 1}, 'only queued');
      assert.deepEqual([signed.block, signed.pool, signed.inLatest], [1n, 0, 2], 'signed send');
      for (const how of ['unsigned', 'addToBlockchain']) {
        const o = await queuedThen(how);
        assert.deepEqual([o.block, o.pool, o.inLatest], [1n, 1, 1], how);
      }
      const mined = await queuedThen('mine');
      assert.deepEqual([mined.block, mined.pool, mined.inLatest], [1n, 0, 1], 'tevmMine');
    },
  },
  {
    quote:
      "a dry run does not charge the sender, so a call with a `value` larger than the sender's balance can succeed as a dry run",
    check: async () => {
      const client = await fresh();
      const poor = '0x00000000000000000000000000000000000000cc';
      const r = await client.tevmCall({
        from: poor,
        to: await sender(1),
        value: 10n ** 30n,
        throwOnFail: false,
      });
      assert.equal(r.errors, undefined, `the dry run failed: ${r.errors?.[0]?.message}`);
      const sent = await client.tevmCall({
        from: poor,
        to: await sender(1),
        value: 10n ** 30n,
        throwOnFail: false,
        addToBlockchain: true,
      });
      assert.ok(sent.errors?.length, 'sending it for real succeeded');
    },
  },
  {
    quote:
      'Do not mix `addToMempool` and `addToBlockchain` for the same sender before mining: the queued transaction holds its nonce, so the one you try to mine next gets a nonce error.',
    check: async () => {
      const client = await fresh();
      const from = await sender();
      await client.tevmCall({from, to: await sender(1), value: 1n, addToMempool: true});
      const r = await client.tevmCall({
        from,
        to: await sender(1),
        value: 1n,
        addToBlockchain: true,
        throwOnFail: false,
      });
      assert.match(String(r.errors?.[0]?.message ?? ''), /nonce/i);
    },
  },
  {
    table: 'Action',
    row: 'tevmCall',
    check: async () => {
      const c = await fresh();
      const r = await c.tevmCall({to: await reverter(c), throwOnFail: false, createTrace: true});
      assert.match(r.rawData, /^0x/);
      assert.ok(r.trace && typeof r.executionGasUsed === 'bigint');
    },
  },
  {
    table: 'Action',
    row: 'tevmContract',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const c = await fresh();
      const {createdAddress} = await c.tevmDeploy(SimpleContract.deploy(6n));
      const r = await c.tevmContract(SimpleContract.withAddress(createdAddress).read.get());
      assert.equal(r.data, 6n);
      assert.ok(r.executionGasUsed > 0n && r.rawData.length === 66);
    },
  },
  {
    table: 'Action',
    row: 'tevmDeploy',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const c = await fresh();
      const r = await c.tevmDeploy(SimpleContract.deploy(6n));
      assert.ok(await c.getCode({address: r.createdAddress}));
    },
  },
  {
    table: 'Action',
    row: 'viem call / readContract / writeContract',
    check: async () => {
      const {SimpleContract} = await import('tevm/contract');
      const {PREFUNDED_ACCOUNTS} = await tevm();
      const c = await fresh();
      const {createdAddress} = await c.tevmDeploy(SimpleContract.deploy(6n));
      const bound = SimpleContract.withAddress(createdAddress);
      await c.writeContract({account: PREFUNDED_ACCOUNTS[0], chain: null, ...bound.write.set(8n)});
      assert.equal(await c.readContract(bound.read.get()), 8n);
      const {data} = await c.call({to: createdAddress, data: '0x6d4ce63c'});
      assert.equal(BigInt(data), 8n);
    },
  },
];
