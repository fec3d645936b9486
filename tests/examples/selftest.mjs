// Self-test: the deliberately bad pages in tests/examples/fixtures/ must each fail, at the right
// page line, with a message and advice. This proves the harness cannot silently pass bad input.
// `node tests/examples/run.mjs` runs it on every invocation (it adds well under a second of
// wall time); `node tests/examples/run.mjs --self-test` runs only this.

import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export const FIXTURE_DIR = 'tests/examples/fixtures';

/**
 * Each expectation names a fixture page, a string that identifies the line the failure must be
 * reported at, the stage, and what the message must say.
 * @type {{ file: string, at: string, stage: string, message: RegExp, advice?: RegExp, title: string }[]}
 */
export const EXPECTATIONS = [
  {
    title: 'syntax error',
    file: 'syntax-error.mdx',
    at: 'await client.tevmReady()',
    stage: 'syntax',
    message: /syntax error: '\)' expected/,
    advice: /fix the code so it parses/,
  },
  {
    title: 'unknown fence meta',
    file: 'unknown-meta.mdx',
    at: '```ts skip',
    stage: 'meta',
    message: /unknown fence meta "skip"/,
    advice: /cannot be skipped/,
  },
  {
    title: 'misspelled marker',
    file: 'unknown-meta.mdx',
    at: '```ts showLineNumbers compileonly=',
    stage: 'meta',
    message: /unknown fence meta "compileonly=/,
    advice: /did you mean compile-only=/,
  },
  {
    title: 'compile-only without a reason',
    file: 'unknown-meta.mdx',
    at: '```ts compile-only=""',
    stage: 'meta',
    message: /compile-only needs a reason/,
    advice: /e\.g\. compile-only="needs a browser"/,
  },
  {
    title: 'code hidden in an unlabelled fence',
    file: 'unknown-meta.mdx',
    at: '```\nimport',
    stage: 'meta',
    message: /without a language looks like JavaScript/,
    advice: /label it/,
  },
  {
    title: 'multi-line fragment',
    file: 'multiline-fragment.mdx',
    at: '```ts fragment\nimport',
    stage: 'meta',
    message: /only for a one-line API shape .* 3 lines of code/,
    advice: /complete runnable example/,
  },
  {
    title: 'misspelled export',
    file: 'type-errors.mdx',
    at: "import { createMemoryClent } from 'tevm'",
    stage: 'type',
    message: /TS2724.*createMemoryClent/,
    advice: /exports/,
  },
  {
    title: 'missing subpath (compile-only)',
    file: 'type-errors.mdx',
    at: "from 'tevm/transport'",
    stage: 'type',
    message: /TS2307.*tevm\/transport/,
    advice: /does not exist/,
  },
  {
    title: 'unimplemented option (js)',
    file: 'type-errors.mdx',
    at: 'interval: 2000',
    stage: 'type',
    message: /'interval' is not a known property/,
    advice: /option/,
  },
  {
    title: 'unpinned install line',
    file: 'stale-install.mdx',
    at: 'npm install tevm@latest',
    stage: 'version',
    message: /uses tevm@latest, but the site documents tevm@1\.0\.0-/,
    advice: /src\/site\/version\.ts/,
  },
  {
    title: 'throws',
    file: 'runtime-failures.mdx',
    at: 'throw new Error(`expected 42',
    stage: 'run',
    message: /expected 42, got 41/,
  },
  {
    title: 'rejects',
    file: 'runtime-failures.mdx',
    at: 'rejected on purpose',
    stage: 'run',
    message: /rejected on purpose/,
  },
  {
    title: 'unhandled rejection',
    file: 'runtime-failures.mdx',
    at: 'nobody handles this',
    stage: 'run',
    message: /unhandled rejection: Error: nobody handles this/,
  },
  {
    title: 'never finishes',
    file: 'runtime-failures.mdx',
    at: '```ts\nawait new Promise<void>',
    stage: 'run',
    message: /did not finish within/,
  },
  {
    title: 'endless loop',
    file: 'runtime-failures.mdx',
    at: '```ts\nwhile',
    stage: 'run',
    message: /did not finish within/,
  },
  {
    title: 'leaked timer',
    file: 'runtime-failures.mdx',
    at: '```ts\nsetInterval',
    stage: 'run',
    message: /left active handles behind \(Timeout/,
  },
  {
    title: 'shell: failing command line',
    file: 'shell-blocks.mdx',
    at: 'node -e "process.exit(3)"',
    stage: 'shell',
    message: /shell command exited with code 3: node -e/,
    advice: /exits 0 offline/,
  },
  {
    title: 'shell: non-loopback URL',
    file: 'shell-blocks.mdx',
    at: '```bash run\ncurl',
    stage: 'shell',
    message: /network access in a shell block: https:\/\/example\.com\//,
    advice: /run offline/,
  },
  {
    title: 'shell: network guard',
    file: 'shell-blocks.mdx',
    at: 'node --input-type=module -e "await fetch',
    stage: 'shell',
    message: /exited with code 1.*network access blocked under test: https:\/\/example\.com\//s,
  },
  {
    title: 'shell: server exits early',
    file: 'shell-blocks.mdx',
    at: 'node -e "process.exit(2)"',
    stage: 'shell',
    message: /server exited \(code 2\) before answering eth_blockNumber/,
  },
  {
    title: 'shell: serve with two commands',
    file: 'shell-blocks.mdx',
    at: '```bash run="serve"\necho',
    stage: 'meta',
    message: /run="serve" needs exactly one command line/,
  },
  {
    title: 'network access',
    file: 'runtime-failures.mdx',
    at: "await fetch('https://example.com/')",
    stage: 'run',
    message: /network access blocked under test: https:\/\/example\.com\//,
  },
];

/** The fixture blocks that must pass (prove the happy path through the same machinery). */
export const MUST_PASS = [
  {title: 'a correct block passes', file: 'runtime-failures.mdx', at: '```ts\nimport assert'},
  {
    title: 'shell: block with a titled file passes',
    file: 'shell-blocks.mdx',
    at: '```bash run\nnode --version',
  },
  {
    title: 'shell: npx runs an installed bin and passes options on',
    file: 'shell-blocks.mdx',
    at: '```bash run\nnpx tsc --version',
  },
  {
    title: 'shell: serve answers eth_blockNumber',
    file: 'shell-blocks.mdx',
    at: '```bash run="serve"\nnode -e "require',
  },
  {
    title: 'shell: later block reaches the server',
    file: 'shell-blocks.mdx',
    at: '```bash run\nnode --input-type=module -e "const r',
  },
];

/**
 * Pages whose checked blocks must all be found and pass: blocks inside tabs (indented), list
 * items, blockquotes, tilde fences, a tsx block, and a ````md fence whose inner ``` is text.
 */
export const ALL_PASS_PAGES = {'good-blocks.mdx': 6};

/** Fixture pages whose runnable blocks are executed (the others are checked statically and by tsc only). */
export const RUN_PAGES = ['runtime-failures.mdx', 'good-blocks.mdx', 'shell-blocks.mdx'].map(
  (f) => `${FIXTURE_DIR}/${f}`,
);

/** Self-test runtime blocks use a short timeout so the two hang cases cost little time. */
export const SELFTEST_TIMEOUT_MS = 1000;

/**
 * 1-based line of the first occurrence of `needle` (which may span lines; the line of its
 * first character counts).
 * @param {string} root
 * @param {string} file
 * @param {string} needle
 */
export const lineOf = (root, file, needle) => {
  const text = readFileSync(join(root, FIXTURE_DIR, file), 'utf8');
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`self-test: "${needle}" not found in ${FIXTURE_DIR}/${file}`);
  return text.slice(0, i).split('\n').length;
};

/**
 * @param {string} root
 * @param {{ file: string, line: number, stage: string, message: string, advice?: string }[]} failures
 *   all failures reported for fixture pages
 * @param {Set<string>} passedBlockIds ids ("file:line") of fixture blocks that passed
 * @param {Set<string>} allBlockIds ids of every checked fixture block (a block with no failure and no pass is an error)
 */
export const evaluateSelfTest = (root, failures, passedBlockIds, allBlockIds) => {
  const rows = [];
  const matched = new Set();
  for (const e of EXPECTATIONS) {
    const file = `${FIXTURE_DIR}/${e.file}`;
    const line = lineOf(root, e.file, e.at);
    const hit = failures.find(
      (f) =>
        f.file === file &&
        f.line === line &&
        f.stage === e.stage &&
        e.message.test(f.message) &&
        (!e.advice || e.advice.test(f.advice ?? '')) &&
        (f.advice ?? '').length > 0,
    );
    if (hit) matched.add(hit);
    const near = failures.filter((f) => f.file === file);
    rows.push({
      ok: Boolean(hit),
      title: e.title,
      where: `${file}:${line}`,
      detail: hit
        ? hit.message.split('\n')[0]
        : `expected a ${e.stage} failure matching ${e.message}` +
          (near.length
            ? `; got: ${near.map((f) => `${f.line} [${f.stage}] ${f.message.split('\n')[0]}`).join(' | ')}`
            : '; got no failure'),
    });
  }
  const passIds = new Set();
  for (const p of MUST_PASS) {
    const passId = `${FIXTURE_DIR}/${p.file}:${lineOf(root, p.file, p.at)}`;
    passIds.add(passId);
    rows.push({
      ok: passedBlockIds.has(passId),
      title: p.title,
      where: passId,
      detail: passedBlockIds.has(passId) ? 'passed' : 'did not pass',
    });
  }
  for (const [page, count] of Object.entries(ALL_PASS_PAGES)) {
    const ids = [...allBlockIds].filter((id) => id.startsWith(`${FIXTURE_DIR}/${page}:`));
    const bad = ids.filter((id) => !passedBlockIds.has(id));
    const ok = ids.length === count && bad.length === 0;
    rows.push({
      ok,
      title: 'blocks in tabs/lists/quotes/tsx pass',
      where: `${FIXTURE_DIR}/${page}`,
      detail: ok
        ? `${count}/${count} found and passed`
        : `found ${ids.length} of ${count}; failed: ${bad.join(', ') || 'none'}`,
    });
  }
  // Every other checked fixture block must have failed (nothing slips through).
  const allPass = Object.keys(ALL_PASS_PAGES).map((p) => `${FIXTURE_DIR}/${p}:`);
  for (const id of allBlockIds) {
    if (!passIds.has(id) && passedBlockIds.has(id) && !allPass.some((p) => id.startsWith(p))) {
      rows.push({
        ok: false,
        title: 'bad block slipped through',
        where: id,
        detail: 'passed but should have failed',
      });
    }
  }
  return rows;
};
