// Claims of docs/examples/debugger-ui.mdx. The listings are partials with their own claims
// (_debugger-core.claims.mjs); site-build statements are checked against the site's own code.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

const tevm = () => import('tevm');
const site = (rel) => readFileSync(join(process.cwd(), rel), 'utf8');

/** A fresh client with SimpleContract deployed. */
const deployed = async () => {
  const c = (await tevm()).createMemoryClient();
  const {SimpleContract} = await import('tevm/contract');
  const {createdAddress} = await c.tevmDeploy({
    ...SimpleContract.deploy(1n),
    addToBlockchain: true,
  });
  return {c, SimpleContract, contract: SimpleContract.withAddress(createdAddress)};
};

/** The state hooks of the demo component and how it gets the run it renders. */
export const debuggerState = () => {
  const src = site('src/components/DebuggerDemo/Debugger.tsx');
  return {
    states: [...src.matchAll(/const \[(\w+), set\w+\] = useState\b/g)].map((m) => m[1]),
    refs: [...src.matchAll(/const (\w+) = useRef\b/g)].map((m) => m[1]),
    hooks: [...src.matchAll(/\buse(State|Reducer|Ref|SyncExternalStore)\b/g)].length,
    runFromStatus: /^ {2}const run = status\.kind === 'done' \? status\.run : null$/m.test(src),
    stepsFromRun: /^ {2}const steps = run\?\.steps \?\? \[\]$/m.test(src),
  };
};

export default [
  {
    quote:
      "The component keeps two pieces of state, the run's status (which carries the finished run once it is done) and the cursor (the index of the current step), plus a ref to the current row so it can be scrolled into view; everything else, the run and its steps included, is derived from them on each render.",
    check: () => {
      const seen = debuggerState();
      assert.deepEqual(seen.states, ['status', 'cursor']);
      assert.deepEqual(seen.refs, ['currentRow']);
      // the import line names useState and useRef once more each: no other state hook
      assert.equal(seen.hooks, 2 + 3);
      assert.ok(seen.runFromStatus, 'the run is not read from the status');
      assert.ok(seen.stepsFromRun, 'the steps are not read from the run');
    },
  },
  {
    quote:
      'Every Tevm call action (`tevmCall`, `tevmContract`, `tevmDeploy`) accepts an `onStep` callback.',
    check: async () => {
      const {c, SimpleContract, contract} = await deployed();
      const count = () => {
        const steps = [];
        return {steps, onStep: (/** @type {any} */ s, next) => (steps.push(s), next?.())};
      };
      const a = count();
      await c.tevmCall({to: contract.address, data: '0x6d4ce63c', onStep: a.onStep});
      const b = count();
      await c.tevmContract({...contract.read.get(), onStep: b.onStep});
      const d = count();
      await c.tevmDeploy({...SimpleContract.deploy(2n), onStep: d.onStep});
      assert.ok(a.steps.length && b.steps.length && d.steps.length);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      "The EVM calls it before each opcode with the interpreter's state at that moment: `pc`, the `opcode` (name and gas), `gasLeft`, `depth`, the `stack` and the `memory`.",
    check: async () => {
      const {c, contract} = await deployed();
      const steps = [];
      await c.tevmContract({
        ...contract.write.set(5n),
        onStep: (s, next) => (steps.push(s), next?.()),
      });
      const first = steps[0];
      assert.equal(first.pc, 0);
      assert.equal(first.opcode.name, 'PUSH1');
      assert.equal(typeof first.opcode.fee, 'number');
      assert.equal(typeof first.gasLeft, 'bigint');
      assert.equal(first.depth, 0);
      assert.deepEqual(first.stack, []);
      assert.ok(first.memory instanceof Uint8Array);
      await c.transport.tevm.close();
    },
  },
  {
    quote: '175 rows are cheap to render',
    check: async () => {
      const {c, contract} = await deployed();
      let n = 0;
      await c.tevmContract({
        ...contract.write.set(42n),
        addToBlockchain: true,
        throwOnFail: false,
        onStep: (_s, next) => (n++, next?.()),
      });
      assert.equal(n, 175);
      await c.transport.tevm.close();
    },
  },
  {
    quote: 'Bundlers split a dynamic `import()` into its own file, fetched on first use.',
    check: async () => {
      // The demo's wrapper imports the component (and so Tevm) lazily; the e2e debugger and
      // budget specs check in a browser that nothing of Tevm loads before Start.
      const wrapper = site('src/components/DebuggerDemo/index.tsx');
      assert.match(wrapper, /await import\((\/\*[^*]*\*\/ )?['"]\.\/Debugger['"]\)/);
      assert.doesNotMatch(wrapper, /from ['"]tevm['"]/);
      assert.match(site('tests/e2e/budget.spec.ts'), /debugger-ui/);
    },
  },
  {
    quote:
      '`@tevm/node` imports `fs` (only for a persisted-checkpoint file option), and `@ethereumjs/trie` imports `readable-stream` (only for `createReadStream()`)',
    check: async (ctx) => {
      assert.match(ctx.source('@tevm/node/dist/index.js'), /from ['"](node:)?fs['"]/);
      const plugin = site('src/plugins/tevm-browser/index.ts');
      assert.match(plugin, /readable-stream\$/);
      assert.match(plugin, /@tevm\/node/);
    },
  },
  {
    quote:
      "the demo runs under this site's policy (`script-src 'self'` plus hashes of two inline scripts, no `'unsafe-eval'`, no `'wasm-unsafe-eval'`)",
    check: async () => {
      const csp = site('scripts/csp.mjs');
      assert.match(csp, /script-src 'self' \$\{inlineScriptHashes/);
      assert.doesNotMatch(csp, /unsafe-eval/);
    },
  },
  {
    quote:
      "In this release each `onStep` event carries its own `stack` array and `memory` buffer, so a kept reference still shows that step's values",
    check: async () => {
      const {c, contract} = await deployed();
      const kept = [];
      await c.tevmContract({
        ...contract.write.set(5n),
        onStep: (s, next) => {
          kept.push({stack: s.stack, copy: [...s.stack], memory: s.memory, mem: s.memory.slice()});
          next?.();
        },
      });
      const changed = kept.filter(
        (k) =>
          k.stack.length !== k.copy.length ||
          k.stack.some((v, i) => v !== k.copy[i]) ||
          k.memory.length !== k.mem.length ||
          k.memory.some((v, i) => v !== k.mem[i]),
      );
      assert.equal(changed.length, 0, `${changed.length} kept steps changed after the call`);
      assert.ok(kept.some((k) => k.stack.length > 2) && kept.some((k) => k.memory.length > 0));
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      "`tevmCall` and `tevmContract` are dry runs by default. Without `addToBlockchain: true` the contract's storage is unchanged after the run",
    check: async () => {
      const {c, contract} = await deployed();
      await c.tevmContract({...contract.write.set(9n)});
      assert.equal(await c.readContract(contract.read.get()), 1n);
      await c.transport.tevm.close();
    },
  },
  {
    quote:
      '`opcode.fee` is only the base price; use `opcode.dynamicFee` for what a step really cost.',
    check: async () => {
      const {c, contract} = await deployed();
      const sstore = [];
      await c.tevmContract({
        ...contract.write.set(7n),
        onStep: (s, next) => (s.opcode.name === 'SSTORE' && sstore.push(s.opcode), next?.()),
      });
      assert.equal(sstore[0].fee, 0);
      assert.ok(sstore[0].dynamicFee > 0n);
      await c.transport.tevm.close();
    },
  },
  {
    quote: '`recordSampleRun` creates a new node per run.',
    check: async () =>
      assert.match(
        site('src/components/DebuggerDemo/debugger-core.ts'),
        /export async function recordSampleRun[^{]*\{\n\s*const client = createMemoryClient\(/,
      ),
  },
];
