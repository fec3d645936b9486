#!/usr/bin/env node
// Checks the JSON-RPC method table on docs/api/json-rpc.mdx against the pinned tevm.
//
// The table between the `rpc-methods:start` / `rpc-methods:end` MDX comments is the single list
// of methods the docs claim. This script parses it, expands `fooV1–V4` ranges, checks each row's
// count column, then sends every method (and the hardhat_/ganache_/tevm_ aliases of every anvil_ method)
// to a fresh in-process node. A method passes when the node answers it with a result or any error
// other than "method not found" (-32601 / "Unknown method"), i.e. a handler exists. Names listed
// after `rpc-missing:` in the same comment block must NOT be answered.
//
// Usage: node tests/examples/check-rpc-methods.mjs [page]   (exit 1 on any mismatch)
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const page = process.argv[2] ?? `${root}/docs/api/json-rpc.mdx`;
const src = readFileSync(page, 'utf8');
const block = src.match(
  /\{\/\* rpc-methods:start[\s\S]*?\*\/\}([\s\S]*?)\{\/\* rpc-methods:end \*\/\}/,
);
if (!block) throw new Error(`${page}: no rpc-methods:start / rpc-methods:end markers`);
const missingDecl = src.match(/rpc-missing:\s*([\w\s,]+)/);
const mustBeMissing = missingDecl ? missingDecl[1].split(/[\s,]+/).filter(Boolean) : [];

const expand = (name) => {
  const m = name.match(/^(.*)V(\d+)–V(\d+)$/);
  if (!m) return [name];
  const out = [];
  for (let i = Number(m[2]); i <= Number(m[3]); i++) out.push(`${m[1]}V${i}`);
  return out;
};

const problems = [];
const methods = [];
for (const line of block[1].split('\n')) {
  const cells = line.split('|').map((c) => c.trim());
  if (cells.length < 5 || !/^\d+$/.test(cells[2])) continue;
  const prefix = cells[1].replace(/`/g, '');
  const names = [...cells[4].matchAll(/`([^`]+)`/g)].flatMap((m) => expand(m[1]));
  const full = prefix === 'other' ? names : names.map((n) => prefix + n);
  if (full.length !== Number(cells[2]))
    problems.push(`row ${prefix}: count column says ${cells[2]}, row lists ${full.length}`);
  methods.push(...full);
}
if (methods.length === 0) problems.push('no methods parsed from the table');

const {createMemoryClient} = await import('tevm');
const client = createMemoryClient({loggingLevel: 'silent'});
const node = client.transport.tevm;
await node.ready();

const probe = async (method) => {
  try {
    await Promise.race([
      node.request({method, params: []}),
      new Promise((resolve) => setTimeout(resolve, 5000)), // still working after 5 s: a handler exists
    ]);
    return true;
  } catch (error) {
    const e = /** @type {any} */ (error);
    // -32601 alone is not enough: eth_getFilterChanges with an unknown filter id also uses -32601.
    return !/unknown method|does not exist/i.test(String(e?.message));
  }
};

const aliases = methods
  .filter((m) => m.startsWith('anvil_'))
  .flatMap((m) => ['hardhat_', 'ganache_', 'tevm_'].map((p) => m.replace('anvil_', p)));
for (const method of [...methods, ...aliases]) {
  if (!(await probe(method)))
    problems.push(`${method}: listed on the page, but the node answers "method not found"`);
}
for (const method of mustBeMissing) {
  if (await probe(method))
    problems.push(`${method}: the page says it does not exist, but the node answers it`);
}
await node.close();

console.log(
  `${page}: ${methods.length} methods (+${aliases.length} aliases) listed, ${mustBeMissing.length} declared missing`,
);
if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
console.log(
  '✓ every listed method is answered by the pinned tevm, and every declared-missing one is not',
);
process.exit(0);
