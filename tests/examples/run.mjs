#!/usr/bin/env node
// Verified docs examples: extracts every ts/tsx/js block from docs/, type-checks the runnable and
// compile-only ones with one tsc program, runs the runnable ones offline in worker threads,
// and prints a table per page. Exit code 1 on any failure. See tests/examples/README.md.
//
//   node tests/examples/run.mjs                 docs + self-test (what `npm run test:examples` does)
//   node tests/examples/run.mjs --self-test     only the self-test on tests/examples/fixtures/
//   node tests/examples/run.mjs --page mining   only docs pages whose path contains "mining"
//   options: --workers N (default 1, plus one more once tsc is done), --timeout MS (per block,
//            default 30000: a fork example took over 15 s on a loaded 2-core machine), --shell-timeout MS (per ```bash run block, default 180000),
//            --list (every block), --verbose (block output), --no-self-test,
//            --docs DIR (another docs root, e.g. for benchmarks)

import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {extractBlocks} from '../../src/codeblocks/blocks.mjs';
import {runtimePackages} from '../../src/codeblocks/imports.mjs';
import {resetScratch, writeCheckFile, writeRunFile} from './lib/materialize.mjs';
import {runTsc, summarizeTsMessage} from './lib/typecheck.mjs';
import {runBlocks} from './lib/pool.mjs';
import {runShellPages} from './lib/shell.mjs';
import {checkVersions} from './lib/versions.mjs';
import {checkPins} from './lib/pins.mjs';
import {bold, dim, formatFailure, green, pageTable, red, yellow} from './lib/report.mjs';
import {fixturesUsedBy, forkFixtures} from '../../scripts/lib/fork/fixtures.mjs';
import {FIXTURE_DIR, RUN_PAGES, SELFTEST_TIMEOUT_MS, evaluateSelfTest} from './selftest.mjs';

const T0 = performance.now();
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = join(root, '.tmp/examples');
const BUDGET_S = 60;

const {values: opts} = parseArgs({
  options: {
    'self-test': {type: 'boolean', default: false},
    'no-self-test': {type: 'boolean', default: false},
    page: {type: 'string', multiple: true},
    docs: {type: 'string', default: 'docs'},
    workers: {type: 'string', default: '1'},
    timeout: {type: 'string', default: '30000'},
    'shell-timeout': {type: 'string', default: '180000'},
    list: {type: 'boolean', default: false},
    verbose: {type: 'boolean', default: false},
    help: {type: 'boolean', default: false},
  },
});
if (opts.help) {
  console.log(
    readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('\n')
      .slice(1, 13)
      .join('\n')
      .replace(/^\/\/ ?/gm, ''),
  );
  process.exit(0);
}
const selfTestOnly = opts['self-test'];
const withSelfTest = !opts['no-self-test'];
const timeoutMs = Number(opts.timeout);
const shellTimeoutMs = Number(opts['shell-timeout']);
const workers = Math.max(1, Math.min(4, Number(opts.workers)));
const RUN_SELFTEST_PAGES = new Set(RUN_PAGES);

/** @type {{ file: string, line: number, column?: number, stage: string, message: string, advice?: string, logs?: string[], blockId?: string }[]} */
const failures = [];

// ---------------------------------------------------------------- 1. versions
const versions = checkVersions(root);
for (const e of versions.errors) {
  failures.push({
    file: 'src/site/version.ts',
    line: 1,
    stage: 'version',
    message: e,
    advice: 'installed packages must match the documented release',
  });
}

// ---------------------------------------------------------------- 2. extract
const walk = (dir) =>
  readdirSync(dir, {recursive: true})
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => join(dir, name));
const docsPages = selfTestOnly
  ? []
  : walk(join(root, opts.docs))
      .map((p) => relative(root, p))
      .filter((p) => !opts.page?.length || opts.page.some((s) => p.includes(s)));
if (!selfTestOnly && opts.page?.length && !docsPages.length) {
  console.error(
    red(
      `no page under ${opts.docs}/ matches --page ${opts.page.join(', ')}: nothing would be checked`,
    ),
  );
  process.exit(1);
}
const fixturePages =
  withSelfTest || selfTestOnly ? walk(join(root, FIXTURE_DIR)).map((p) => relative(root, p)) : [];
const isFixture = (file) => file.startsWith(`${FIXTURE_DIR}/`);

/** @type {(import('../../src/codeblocks/blocks.mjs').Block & { id: string, checkFile?: string, runUrl?: string, runFile?: string, fork?: string[] })[]} */
const blocks = [];
for (const file of [...docsPages, ...fixturePages]) {
  const {blocks: found, pageErrors} = extractBlocks(file, readFileSync(join(root, file), 'utf8'));
  for (const e of pageErrors)
    failures.push({file, line: e.line, stage: 'page', message: e.message, advice: e.advice});
  if (versions.documented) {
    for (const e of checkPins(found, versions.documented))
      failures.push({file, line: e.line, stage: 'version', message: e.message, advice: e.advice});
  }
  for (const b of found) {
    const block = {...b, id: `${file}:${b.line}`};
    blocks.push(block);
    const stage = (m) => (m.startsWith('syntax error') ? 'syntax' : 'meta');
    for (const e of b.errors)
      failures.push({
        file,
        line: e.line,
        column: e.column,
        stage: stage(e.message),
        message: e.message,
        advice: e.advice,
        blockId: block.id,
      });
  }
}
const checked = blocks.filter(
  (b) => (b.kind === 'runnable' || b.kind === 'compile-only') && b.errors.length === 0,
);
const T_EXTRACT = performance.now();

// ---------------------------------------------------------------- 3. type-check (child process, in parallel with runs)
resetScratch(tmp);
const byCheckFile = new Map();
for (const b of checked) {
  b.checkFile = writeCheckFile(root, tmp, b);
  byCheckFile.set(b.checkFile, b);
}
const tscPromise = checked.length
  ? runTsc(root)
  : Promise.resolve({code: 0, ms: 0, diagnostics: [], files: new Set()});

// ---------------------------------------------------------------- 4. run
const runnable = checked.filter(
  (b) => b.kind === 'runnable' && (!isFixture(b.file) || RUN_SELFTEST_PAGES.has(b.file)),
);
const docsRunnable = runnable.filter((b) => !isFixture(b.file));
const fixtureRunnable = runnable.filter((b) => isFixture(b.file));

for (const b of docsRunnable) b.fork = fixturesUsedBy(b.code).map((f) => f.name);
// ```bash run blocks, grouped by page (with all of the page's blocks: titled ones become files).
const shellRunBlocks = blocks.filter(
  (b) => b.kind === 'shell' && b.run && (!isFixture(b.file) || RUN_SELFTEST_PAGES.has(b.file)),
);
for (const b of shellRunBlocks)
  if (!isFixture(b.file)) b.fork = fixturesUsedBy(b.code).map((f) => f.name);
const shellPages = new Map();
for (const b of shellRunBlocks)
  shellPages.set(
    b.file,
    blocks.filter((x) => x.file === b.file),
  );
const forkNames = [...new Set([...docsRunnable, ...shellRunBlocks].flatMap((b) => b.fork ?? []))];
let forkServer = null;
if (forkNames.length) {
  const {startForkServer} = await import('../../scripts/lib/fork/server.mjs');
  forkServer = await startForkServer(forkNames);
  forkServer.ready.catch((error) => {
    failures.push({
      file: 'scripts/lib/fork/fixtures.mjs',
      line: 1,
      stage: 'fork',
      message: `could not start the fork upstream (${forkNames.join(', ')}): ${/** @type {Error} */ (error)?.stack ?? error}`,
      advice: 'fix the fixture seeding',
    });
  });
}
for (const b of runnable) {
  const {file, url} = writeRunFile(root, tmp, b, forkServer?.origin ?? null);
  b.runFile = file;
  b.runUrl = url;
}
const T_RUN0 = performance.now();
const preload = [...new Set(docsRunnable.flatMap((b) => runtimePackages(b.code)))];
const shellPromise = runShellPages(root, tmp, shellPages, {
  timeoutMs: shellTimeoutMs,
  forkOrigin: forkServer?.origin ?? null,
  verbose: opts.verbose,
});
const [docsRun, selfRun] = await Promise.all([
  runBlocks(
    docsRunnable.map((b) => ({id: b.id, url: /** @type {string} */ (b.runUrl)})),
    {
      size: workers,
      preload,
      verbose: opts.verbose,
      timeoutMs,
      leakGraceMs: 200,
      extraLane: workers < 4 ? tscPromise : undefined,
    },
  ),
  runBlocks(
    fixtureRunnable.map((b) => ({id: b.id, url: /** @type {string} */ (b.runUrl)})),
    {size: 1, preload: [], verbose: false, timeoutMs: SELFTEST_TIMEOUT_MS, leakGraceMs: 100},
  ),
]);
const shellRun = await shellPromise;
const T_RUN1 = performance.now();
for (const f of shellRun.failures) failures.push(f);
for (const b of shellRunBlocks) b.ms = shellRun.results.get(b.id)?.ms;
await forkServer?.ready.catch(() => {});
await forkServer?.close();
const tsc = await tscPromise;

// ---------------------------------------------------------------- 5. collect failures
const runAdvice = (message, b) => {
  if (/did not finish within/.test(message))
    return 'make sure every promise settles and nothing waits forever; close interval miners and servers';
  if (/left active handles/.test(message))
    return 'close what the example opens: `await client.transport.tevm.close()` for interval mining, `server.close()` for tevm/server';
  if (/network access blocked/.test(message))
    return `examples run offline; a fork example must use a public RPC URL listed in src/run/fork-rpcs.mjs (${forkFixtures.flatMap((f) => f.urls.slice(0, 1)).join(', ')}, …) whose fixture in scripts/lib/fork/fixtures.mjs seeds what it reads`;
  const reproduce = b.fork?.length
    ? 'reproduce by running the page code against the real RPC'
    : `reproduce: node ${relative(root, b.runFile ?? '')}`;
  return `fix the example so it runs against the pinned packages (${reproduce}); if it cannot run in Node, mark it compile-only="<reason>"`;
};
const pageUrlLine = (b, text) => {
  // Stack frames point at the page through the source map, as a path or a file:// URL.
  const path = join(root, b.file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = text.match(new RegExp(`(?:file://)?${path}:(\\d+):(\\d+)`));
  return m ? {line: Number(m[1]), column: Number(m[2]) + b.indent} : {line: b.line};
};
for (const [results, list] of [
  [docsRun.results, docsRunnable],
  [selfRun.results, fixtureRunnable],
]) {
  for (const b of list) {
    const r = results.get(b.id);
    if (!r) continue;
    b.ms = r.ms;
    // Collapse repeats (a failing fork transport retries and rejects several times).
    const counts = new Map();
    const distinct = [];
    for (const err of r.errors) {
      const key = err.split('\n')[0];
      if (!counts.has(key)) distinct.push(err);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const err of distinct) {
      const times = counts.get(err.split('\n')[0]) ?? 1;
      const where = pageUrlLine(b, err);
      // First line of the error, plus the next lines for multi-line library errors.
      const message = err
        .split('\n')
        .filter((l) => l.trim() !== '' && !/^\s+at /.test(l))
        .slice(0, 4)
        .join('\n')
        .trim()
        .replace(/^[^\n]*/, (first) => (times > 1 ? `${first} (×${times})` : first));
      failures.push({
        file: b.file,
        ...where,
        stage: 'run',
        message,
        advice: runAdvice(err, b),
        logs: [...r.logs, ...r.output.join('').split('\n').filter(Boolean)],
        blockId: b.id,
      });
    }
  }
}
for (const s of [...docsRun.strays, ...selfRun.strays]) {
  failures.push({
    file: 'tests/examples',
    line: 0,
    stage: 'run',
    message: `error outside any block: ${s}`,
    advice: 'a harness bug; please report',
  });
}
const tsAdvice = (code, message) => {
  if (code === 'TS2307')
    return 'this import path does not exist in the pinned packages: import from a real subpath (tevm-facts Appendix A)';
  if (code === 'TS2305' || code === 'TS2724' || code === 'TS2614')
    return 'the module has no such export: import only names the pinned package exports (tevm-facts Appendix A)';
  if (code === 'TS2353' || code === 'TS2561' || /does not exist in type/.test(message))
    return 'this option or property is not in the type: rename or remove it (the .d.ts of the pinned packages is the reference)';
  return 'fix the code so it type-checks against the pinned packages (strict, ESM, Node 24 types)';
};
for (const d of tsc.diagnostics) {
  const b = d.file ? byCheckFile.get(d.file) : null;
  if (b) {
    // Overload errors are reported at the call; point at the offending property when tsc names it.
    let {line, column} = d;
    const prop = d.message.match(/'([A-Za-z_$][\w$]*)' does not exist in type/)?.[1];
    if (prop) {
      const lines = b.code.split('\n');
      for (let i = Math.max(0, d.line - b.line - 1); i < lines.length; i++) {
        const at = lines[i].search(new RegExp(`\\b${prop}\\s*:`));
        if (at >= 0) {
          line = b.line + 1 + i;
          column = at + 1;
          break;
        }
      }
    }
    failures.push({
      file: b.file,
      line,
      column: column + b.indent,
      stage: 'type',
      message: `${d.code}: ${summarizeTsMessage(d.message)}`,
      advice: tsAdvice(d.code, d.message),
      blockId: b.id,
    });
  } else {
    failures.push({
      file: d.file ? relative(root, d.file) : 'tests/examples/tsconfig.json',
      line: d.line,
      column: d.column || undefined,
      stage: 'type',
      message: `${d.code}: ${summarizeTsMessage(d.message)}`,
      advice: 'a problem in the harness type-check setup',
    });
  }
}
// Never trust silence: every block file must have been part of the tsc program.
for (const b of checked) {
  if (b.checkFile && !tsc.files.has(b.checkFile)) {
    failures.push({
      file: b.file,
      line: b.line,
      stage: 'type',
      message: `block was not part of the tsc program (${relative(root, b.checkFile)})`,
      advice: 'a harness bug: check the include globs in tests/examples/tsconfig.json',
      blockId: b.id,
    });
  }
}
if (tsc.code !== 0 && !tsc.diagnostics.length) {
  failures.push({
    file: 'tests/examples/tsconfig.json',
    line: 1,
    stage: 'type',
    message: `tsc exited with code ${tsc.code} without diagnostics`,
    advice: 'run the tsc command by hand',
  });
}

// ---------------------------------------------------------------- 6. report
const failedIds = new Set(failures.map((f) => f.blockId).filter(Boolean));
const out = [];
const print = (s = '') => out.push(s);
print(
  bold(
    `Docs examples: tevm ${versions.documented?.TEVM_UMBRELLA_VERSION ?? '?'} (@tevm/* ${versions.documented?.TEVM_VERSION ?? '?'})`,
  ),
);
print(
  versions.ok
    ? `${green('✓')} installed: ${versions.lines.join(', ')}`
    : `${red('✗')} version check failed (see failures)`,
);
print();

const docsFailures = failures.filter((f) => !isFixture(f.file));
const fixtureFailures = failures.filter((f) => isFixture(f.file));

if (!selfTestOnly) {
  const pages = new Map();
  for (const file of docsPages) pages.set(file, []);
  for (const b of blocks) if (!isFixture(b.file)) pages.get(b.file)?.push(b);
  const rows = [];
  let withoutCode = 0;
  for (const [file, list] of pages) {
    const mine = list.filter((b) => b.ext);
    const pageFail = docsFailures.some((f) => f.file === file && !f.blockId);
    if (!mine.length && !pageFail && !list.some((b) => b.kind === 'shell' && b.run)) {
      withoutCode++;
      continue;
    }
    const count = (kind) => {
      const of = mine.filter((b) => b.kind === kind);
      return {total: of.length, passed: of.filter((b) => !failedIds.has(b.id)).length};
    };
    rows.push({
      file,
      runnable: count('runnable'),
      compileOnly: count('compile-only'),
      fragment: count('fragment'),
      fork: list.filter((b) => b.fork?.length).length,
      shellRun: (() => {
        const of = list.filter((b) => b.kind === 'shell' && b.run);
        return {total: of.length, passed: of.filter((b) => !failedIds.has(b.id)).length};
      })(),
      ms: list.reduce((a, b) => a + (b.ms ?? 0), 0),
      ok: !docsFailures.some((f) => f.file === file),
    });
  }
  print(pageTable(rows, `Total (${rows.length} pages with examples, ${withoutCode} without)`));
  const shellRunCount = blocks.filter(
    (b) => !isFixture(b.file) && b.kind === 'shell' && b.run,
  ).length;
  const shellAll = blocks.filter((b) => !isFixture(b.file) && b.kind === 'shell').length;
  print(
    dim(
      `shell blocks: ${shellAll} (${shellRunCount} executed as \`bash run\`, the others shown only)`,
    ),
  );
  const unchecked = docsRunnable.filter((b) => !/\bassert\b|\bthrow\b|\bexpect\s*\(/.test(b.code));
  if (unchecked.length) {
    print(
      yellow(
        `note: ${unchecked.length} runnable block(s) show no check (assert/throw); prefer asserting the result:`,
      ),
    );
    for (const b of unchecked) print(dim(`  ${b.id}`));
  }
  // Passing blocks that made tevm log warnings or errors: readers would see that noise too.
  const noisy = [];
  for (const b of docsRunnable) {
    const r = docsRun.results.get(b.id);
    if (!r || failedIds.has(b.id)) continue;
    const lines = [...r.logs, ...r.output.join('').split('\n')].filter((l) =>
      /"level":(40|50|60)\b/.test(l),
    );
    if (lines.length) {
      const msg = (() => {
        try {
          return JSON.parse(lines[0]).msg;
        } catch {
          return lines[0].slice(0, 80);
        }
      })();
      noisy.push(`  ${b.id}: ${lines.length} tevm warning(s), first: ${msg}`);
    }
  }
  if (noisy.length) {
    print(
      yellow(
        `note: ${noisy.length} passing block(s) made tevm log warnings (readers will see them too):`,
      ),
    );
    for (const n of noisy) print(dim(n));
  }
  if (forkServer) {
    const calls = [...forkServer.requests].map(([m, n]) => `${m}×${n}`).join(', ');
    print(
      dim(
        `fork upstream (${forkNames.join(', ')}) on ${forkServer.origin}: ${calls || 'no requests'}`,
      ),
    );
    if (forkServer.errors.length) {
      print(
        yellow(
          `fork upstream answered ${forkServer.errors.length} request(s) with an error (first: ${forkServer.errors[0]})`,
        ),
      );
    }
  }
}

if (opts.list) {
  print();
  print(bold('Blocks'));
  for (const b of blocks.filter((x) => x.ext || x.kind === 'shell')) {
    const status = !b.ext
      ? b.run
        ? failedIds.has(b.id)
          ? red('failed')
          : green('passed')
        : dim('shown')
      : failedIds.has(b.id)
        ? red('failed')
        : b.kind === 'fragment'
          ? dim('counted')
          : green('passed');
    const ms = b.ms !== undefined ? dim(`${Math.round(b.ms)} ms`) : '';
    print(
      `  ${pad(b.id, 52)} ${pad(b.kind + (b.run ? ` run${b.runMode === 'serve' ? '=serve' : ''}` : '') + (b.reason ? ` (${b.reason})` : '') + (b.fork?.length ? ` fork:${b.fork}` : ''), 44)} ${status} ${ms}`,
    );
  }
}

let selfTestOk = true;
if (withSelfTest || selfTestOnly) {
  const fixtureChecked = blocks.filter(
    (b) =>
      isFixture(b.file) &&
      (b.kind === 'runnable' || b.kind === 'compile-only' || (b.kind === 'shell' && b.run)),
  );
  const passed = new Set(
    fixtureChecked.filter((b) => b.errors.length === 0 && !failedIds.has(b.id)).map((b) => b.id),
  );
  const rows = evaluateSelfTest(
    root,
    fixtureFailures,
    passed,
    new Set(fixtureChecked.map((b) => b.id)),
  );
  selfTestOk = rows.every((r) => r.ok);
  print();
  print(
    bold(
      `Self-test (${FIXTURE_DIR}): ${rows.filter((r) => r.ok).length}/${rows.length} ${selfTestOk ? green('ok') : red('FAILED')}`,
    ),
  );
  const titles = rows.map((r) => r.title);
  if (selfTestOnly || opts.verbose || !selfTestOk) {
    for (const r of rows)
      print(
        `  ${r.ok ? green('✓') : red('✗')} ${pad(r.title, 36)} ${pad(r.where, 52)} ${dim(r.detail.slice(0, 110))}`,
      );
  } else {
    print(dim(`  cases: ${[...new Set(titles)].join(', ')}`));
  }
  if (opts.verbose || selfTestOnly) {
    print();
    print(dim('What the bad fixtures print (this is what an author sees):'));
    for (const f of fixtureFailures) print(formatFailure({...f, logs: []}));
  }
}

print();
if (docsFailures.length) {
  print(bold(red(`${docsFailures.length} failure(s):`)));
  for (const f of docsFailures) print(formatFailure(f));
  print();
}

const T_END = performance.now();
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const total = T_END - T0;
print(
  `${bold('Time')}: ${s(total)} ` +
    dim(
      `(extract ${s(T_EXTRACT - T0)}; type-check ${s(tsc.ms)} in parallel with run ${s(T_RUN1 - T_RUN0)}, ` +
        `${docsRun.lanes} worker(s), warm-up ${docsRun.warmups.map(s).join(' + ') || '–'}; budget ${BUDGET_S} s)`,
    ) +
    (total > BUDGET_S * 1000 ? ` ${yellow(`over the ${BUDGET_S} s budget`)}` : ''),
);
const ok = docsFailures.length === 0 && selfTestOk;
print(ok ? green(bold('All examples passed.')) : red(bold('Examples FAILED.')));
console.log(out.join('\n'));
process.exit(ok ? 0 : 1);

function pad(s, n) {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}
